import type { LeadDestinationKindName } from "@sector/shared";
import type { LeadDestinationKind } from "./adapter";
import { hubspotKind } from "./hubspot";
import { marketoKind } from "./marketo";
import { salesforceKind } from "./salesforce";
import { sftpKind } from "./sftp";

/**
 * The destination kinds that deliver through lead_deliveries, by name. https is not one: its
 * leads go out as the lead.created events of the webhook endpoint it keeps (src/webhooks).
 */
// biome-ignore lint/suspicious/noExplicitAny: each kind reads its own settings' shape.
export const destinationKinds: Partial<Record<LeadDestinationKindName, LeadDestinationKind<any>>> =
  {
    hubspot: hubspotKind,
    salesforce: salesforceKind,
    marketo: marketoKind,
    sftp: sftpKind,
  };

/** The kind that delivers a destination of this name; none for https (or one not built in). */
// biome-ignore lint/suspicious/noExplicitAny: see above.
export const kindOf = (name: LeadDestinationKindName): LeadDestinationKind<any> | null =>
  destinationKinds[name] ?? null;
