import {
  MAIL_EVENT_PROVIDERS,
  type MailEventProvider,
  mailEventParamsSchema,
} from "@sector/shared";
import type { MailEventsConfig } from "../../config";
import { applyMailEvents } from "../../deliverability/apply-mail-event";
import { BAD_CREDENTIALS, type ReadEvents, refuse } from "../../deliverability/mail-event";
import { basicAuthMatches } from "../../deliverability/providers/basic-auth";
import { readDsnEvents } from "../../deliverability/providers/dsn";
import { readMailgunEvents } from "../../deliverability/providers/mailgun";
import { readPostmarkEvents } from "../../deliverability/providers/postmark";
import { readSendgridEvents } from "../../deliverability/providers/sendgrid";
import { SIGNATURE_USED } from "../../deliverability/signature-uses";
import type { App } from "../../lib/app-type";
import { HttpError, NotFoundError } from "../../lib/errors";

/** A DSN may carry the returned message whole. */
const BODY_LIMIT = 5 * 1024 * 1024;

const isProvider = (name: string): name is MailEventProvider =>
  (MAIL_EVENT_PROVIDERS as readonly string[]).includes(name);

/** The provider's events, or why they are refused; null when the provider is not configured. */
const readEvents = (
  provider: MailEventProvider,
  config: MailEventsConfig | undefined,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<ReadEvents> | ReadEvents | null => {
  switch (provider) {
    case "mailgun":
      return config?.mailgunSigningKey ? readMailgunEvents(body, config.mailgunSigningKey) : null;
    case "sendgrid":
      return config?.sendgridPublicKey
        ? readSendgridEvents(body, headers, config.sendgridPublicKey)
        : null;
    case "postmark":
    case "dsn": {
      if (!config?.basicAuth) return null;
      const authorization = headers.authorization;
      if (
        !basicAuthMatches(
          typeof authorization === "string" ? authorization : undefined,
          config.basicAuth,
        )
      ) {
        return refuse(401, BAD_CREDENTIALS);
      }
      return provider === "postmark" ? readPostmarkEvents(body) : readDsnEvents(body);
    }
  }
};

/**
 * POST /api/mail-events/{provider}: bounces and complaints from the relays (issue 29), checked
 * by each provider's own means, each event recorded once and acted on in its transaction; a
 * Mailgun signature (which covers no event) is taken once, with its event.
 */
export const mailEventRoutes = async (app: App) => {
  // Signatures cover the exact bytes sent: every body is read as text, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    "/:provider",
    {
      schema: {
        tags: ["mail"],
        summary:
          "A relay's bounce and complaint events (mailgun, sendgrid, postmark, dsn); replays change nothing",
        params: mailEventParamsSchema,
      },
      bodyLimit: BODY_LIMIT,
    },
    async (request) => {
      const { provider } = request.params;
      if (!isProvider(provider)) throw new NotFoundError();
      const body = typeof request.body === "string" ? request.body : "";
      const read = await readEvents(provider, app.config.mailEvents, body, request.headers);
      if (read === null) throw new NotFoundError();
      if (!read.ok) throw new HttpError(read.status, read.message);
      const applied = await applyMailEvents(app.db, read.events, read.signature ?? null);
      // A Mailgun signature seen before: a replay, perhaps with other event data.
      if (applied === null) throw new HttpError(401, SIGNATURE_USED);
      return { received: read.events.length, applied };
    },
  );
};
