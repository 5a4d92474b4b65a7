import { Webhook } from "standardwebhooks";
import { startWebhookReceiver, type WebhookReceiver } from "../webhook-receiver";
import { type Deployment, registrationBodies, request, sleep, waitFor } from "./deployment";

export interface WebhookRunFigures {
  registrations: number;
  /** Registrations answered 201. */
  answered: number;
  /** Seconds the registrations took (16 at a time). */
  registerSeconds: number;
  /** member.created events received, each webhook-id counted once. */
  delivered: number;
  /** Requests beyond the first of a webhook-id (at-least-once). */
  duplicates: number;
  /** Received events whose signature the standardwebhooks library refused. */
  badSignatures: number;
  /** Received events for members of this run, by email: each once. */
  membersCovered: number;
}

export interface WebhookFigures {
  /** Registrations per second before any endpoint exists (the machine's pace, for comparison). */
  baselinePerSecond: number;
  burst: WebhookRunFigures & {
    /** From the first registration sent to the last event received. */
    deliverySeconds: number;
    /** From the last registration's answer to the last event received. */
    lagAfterLastSeconds: number;
  };
  outage: WebhookRunFigures & {
    downSeconds: number;
    /** Events that arrived while the receiver was down (must be 0). */
    arrivedWhileDown: number;
    /** From the receiver's return to the last event received. */
    catchUpSeconds: number;
  };
}

const CONCURRENCY = 16;

const registerAll = async (baseUrl: string, bodies: { email: string }[]) => {
  let answered = 0;
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const res = await request(baseUrl, "POST", "/user/public/register", body);
      if (res.status === 201) answered += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answered;
};

/** Counts what the receiver got for `emails`: once per webhook-id, signatures checked. */
const tally = (receiver: WebhookReceiver, secret: string, emails: Set<string>) => {
  const verifier = new Webhook(secret);
  const ids = new Map<string, number>();
  const covered = new Set<string>();
  let badSignatures = 0;
  for (const got of receiver.received) {
    const email = (got.json?.data.member as { email?: string } | undefined)?.email;
    if (!email || !emails.has(email)) continue;
    const id = String(got.headers["webhook-id"]);
    ids.set(id, (ids.get(id) ?? 0) + 1);
    covered.add(email);
    try {
      verifier.verify(got.body, {
        "webhook-id": id,
        "webhook-timestamp": String(got.headers["webhook-timestamp"]),
        "webhook-signature": String(got.headers["webhook-signature"]),
      });
    } catch {
      badSignatures += 1;
    }
  }
  const duplicates = [...ids.values()].reduce((sum, n) => sum + n - 1, 0);
  return { delivered: ids.size, duplicates, badSignatures, membersCovered: covered.size };
};

const lastArrival = (receiver: WebhookReceiver, emails: Set<string>) =>
  Math.max(
    ...receiver.received
      .filter((r) => emails.has(String((r.json?.data.member as { email?: string })?.email)))
      .map((r) => r.at),
  );

/**
 * `registrations` members register while a receiver on 127.0.0.1 listens for member.created:
 * each must arrive once (by webhook-id), signed. Then the receiver goes down for `downMs`
 * while `outageRegistrations` more register, and comes back: every one must arrive.
 */
export const webhookDelivery = async (
  deployment: Deployment,
  {
    registrations = 1000,
    outageRegistrations = 200,
    downMs = 60_000,
    deliveryTimeoutMs = 120_000,
    catchUpTimeoutMs = 600_000,
  } = {},
): Promise<WebhookFigures> => {
  const { baseUrl } = deployment.server;
  const receiver = await startWebhookReceiver();
  try {
    const login = await request(baseUrl, "POST", "/user/public/login", {
      email: "admin@example.com",
      password: "chaos-admin-password",
    });
    const { token } = JSON.parse(login.text) as { token: string };
    // The pace of registration alone on this machine now, before any endpoint exists (after a
    // warm-up: a fresh process's first requests are slower).
    await registerAll(baseUrl, await registrationBodies(baseUrl, 50, "warm-up"));
    const baseline = await registrationBodies(baseUrl, 200, "unhooked");
    const baselineStart = Date.now();
    await registerAll(baseUrl, baseline);
    const baselinePerSecond = baseline.length / ((Date.now() - baselineStart) / 1000);
    const created = await fetch(`${baseUrl}/api/webhooks`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ url: receiver.url, events: ["member.created"] }),
    });
    if (created.status !== 201) throw new Error(`endpoint not added: ${await created.text()}`);
    const { webhook } = (await created.json()) as { webhook: { secret: string } };

    // A burst of registrations.
    const bodies = await registrationBodies(baseUrl, registrations, "hooked");
    const emails = new Set(bodies.map((b) => b.email));
    const started = Date.now();
    const answered = await registerAll(baseUrl, bodies);
    const registeredAt = Date.now();
    const registerSeconds = (registeredAt - started) / 1000;
    await waitFor(
      () => tally(receiver, webhook.secret, emails).delivered >= answered,
      deliveryTimeoutMs,
    );
    const deliverySeconds = (lastArrival(receiver, emails) - started) / 1000;
    const lagAfterLastSeconds = (lastArrival(receiver, emails) - registeredAt) / 1000;
    // Time for a duplicate to show up, were one on its way.
    await sleep(2000);
    const burst = {
      registrations,
      answered,
      registerSeconds,
      deliverySeconds,
      lagAfterLastSeconds,
      ...tally(receiver, webhook.secret, emails),
    };

    // The receiver down for a minute while members register, then back.
    const outageBodies = await registrationBodies(baseUrl, outageRegistrations, "outage-hooked");
    const outageEmails = new Set(outageBodies.map((b) => b.email));
    await receiver.down();
    const downAt = Date.now();
    const outageAnswered = await registerAll(baseUrl, outageBodies);
    const outageRegisterSeconds = (Date.now() - downAt) / 1000;
    await sleep(Math.max(0, downAt + downMs - Date.now()));
    const arrivedWhileDown = tally(receiver, webhook.secret, outageEmails).delivered;
    await receiver.up();
    const upAt = Date.now();
    await waitFor(
      () => tally(receiver, webhook.secret, outageEmails).delivered >= outageAnswered,
      catchUpTimeoutMs,
    );
    const catchUpSeconds = (lastArrival(receiver, outageEmails) - upAt) / 1000;
    await sleep(2000);
    return {
      baselinePerSecond: Math.round(baselinePerSecond * 10) / 10,
      burst,
      outage: {
        registrations: outageRegistrations,
        answered: outageAnswered,
        registerSeconds: outageRegisterSeconds,
        downSeconds: downMs / 1000,
        arrivedWhileDown,
        catchUpSeconds,
        ...tally(receiver, webhook.secret, outageEmails),
      },
    };
  } finally {
    await receiver.close();
  }
};
