import { bareMessageId } from "../../mail/relay-tags";

/** A Message-ID as our deliveries store it: in angle brackets. */
export const storedMessageId = (value: unknown): string | null => {
  const bare = bareMessageId(value);
  return bare ? `<${bare}>` : null;
};
