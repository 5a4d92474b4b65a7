import { type Deployment, registrationBodies, request, sleep, waitFor } from "./deployment";

export interface SmtpOutageFigures {
  registrations: number;
  /** Registrations answered 201 while the SMTP server was down. */
  answered: number;
  /** Slowest registration answer during the outage, in ms. */
  slowestAnswerMs: number;
  /** Welcome mails that arrived, each counted once. */
  delivered: number;
  duplicates: number;
  /** Seconds from the SMTP server's return until the last welcome mail arrived. */
  catchUpSeconds: number;
}

/**
 * The SMTP server down for `downMs` while members register, then up again: every welcome
 * mail must arrive, once.
 */
export const smtpOutage = async (
  deployment: Deployment,
  { downMs = 60_000, registrations = 30, deliveryTimeoutMs = 180_000 } = {},
): Promise<SmtpOutageFigures> => {
  const { baseUrl } = deployment.server;
  const { smtp } = deployment;
  const bodies = await registrationBodies(baseUrl, registrations, "outage");
  await smtp.down();
  const downAt = Date.now();
  let answered = 0;
  let slowestAnswerMs = 0;
  for (const [i, body] of bodies.entries()) {
    // Spread over the outage.
    await sleep(Math.max(0, downAt + (i * downMs) / registrations - Date.now()));
    const started = performance.now();
    const res = await request(baseUrl, "POST", "/user/public/register", body);
    slowestAnswerMs = Math.max(slowestAnswerMs, performance.now() - started);
    if (res.status === 201) answered += 1;
  }
  await sleep(Math.max(0, downAt + downMs - Date.now()));
  const arrivedDuringOutage = smtp.received.length;
  await smtp.up();
  const upAt = Date.now();
  await waitFor(() => bodies.every((b) => smtp.to(b.email).length > 0), deliveryTimeoutMs);
  const catchUpSeconds = (Date.now() - upAt) / 1000;
  // Time for a duplicate to show up, were one on its way.
  await sleep(1000);
  if (arrivedDuringOutage > 0) throw new Error("mail arrived while the SMTP server was down");
  return {
    registrations,
    answered,
    slowestAnswerMs: Math.round(slowestAnswerMs),
    delivered: bodies.filter((b) => smtp.to(b.email).length > 0).length,
    duplicates: bodies.filter((b) => smtp.to(b.email).length > 1).length,
    catchUpSeconds,
  };
};
