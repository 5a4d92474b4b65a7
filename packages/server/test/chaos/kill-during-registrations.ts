import { type Deployment, registrationBodies, request, waitFor } from "./deployment";

export interface KillFigures {
  sent: number;
  /** Answered 201 before the kill. */
  answered: number;
  /** Of those, members whose emailed link works after the restart (their row and token exist). */
  present: number;
  /** Of those, welcome mails delivered (each counted once). */
  delivered: number;
  /** Welcome mails delivered more than once. */
  duplicates: number;
  /** Seconds from the restart until the last welcome mail arrived. */
  deliverySeconds: number;
}

/**
 * kill -9 of the server while `count` registrations are under way; then a restart on the same
 * database. Every registration answered 201 must exist, and its welcome mail must arrive.
 */
export const killDuringRegistrations = async (
  deployment: Deployment,
  { count = 16, deliveryTimeoutMs = 60_000 } = {},
): Promise<KillFigures> => {
  const { baseUrl } = deployment.server;
  const bodies = await registrationBodies(baseUrl, count, "killed");
  const answered: string[] = [];
  const calls = bodies.map(async (body) => {
    const res = await request(baseUrl, "POST", "/user/public/register", body);
    if (res.status === 201) answered.push(body.email);
  });
  // Killed as soon as the first registrations are answered: others are mid-way.
  await waitFor(() => answered.length >= Math.min(3, count), 30_000);
  await deployment.server.kill();
  await Promise.all(calls);
  const answeredBeforeKill = [...answered];

  const restartedAt = Date.now();
  const server = await deployment.restart();
  const smtp = deployment.smtp;
  await waitFor(() => answeredBeforeKill.every((e) => smtp.to(e).length > 0), deliveryTimeoutMs);
  const deliverySeconds = (Date.now() - restartedAt) / 1000;

  let present = 0;
  for (const email of answeredBeforeKill) {
    const link = smtp.to(email)[0]?.raw.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    if (!link) continue;
    const reset = await request(server.baseUrl, "POST", "/user/public/reset-password", {
      slug: link,
      newPassword: "chaos-password-1",
    });
    if (reset.status === 200) present += 1;
  }
  return {
    sent: count,
    answered: answeredBeforeKill.length,
    present,
    delivered: answeredBeforeKill.filter((e) => smtp.to(e).length > 0).length,
    duplicates: answeredBeforeKill.filter((e) => smtp.to(e).length > 1).length,
    deliverySeconds,
  };
};
