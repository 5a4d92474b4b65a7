import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readTrackedLinkToken, trackedLinkTokens } from "./tracked-link-token";

const secret = "a-secret-of-some-length-for-the-links";
const links = [
  { newsletterId: 7, userId: 42, resourceId: 1 },
  { newsletterId: 7, userId: 42, resourceId: 2 },
  { newsletterId: 7, userId: 42, resourceId: 9_999_999_999 },
  { newsletterId: 9_999_999_999, userId: 9_999_999_999, resourceId: 3 },
];

/** A token with its tag's bytes changed by `change`. */
const withTag = (token: string, change: (tag: Buffer) => Buffer) => {
  const [payload = "", mac = ""] = token.split(".");
  return `${payload}.${change(Buffer.from(mac, "base64url")).toString("base64url")}`;
};

describe("tracked link tokens", () => {
  it("name the member, resource and edition they were made for, each token on its own", () => {
    const tokens = trackedLinkTokens(secret, links);
    expect(tokens.map((t) => readTrackedLinkToken(secret, t))).toEqual(links);
    // One member's tokens made together are the ones made one by one.
    expect(links.map((l) => trackedLinkTokens(secret, [l])[0])).toEqual(tokens);
    expect(new Set(tokens.map((t) => t.split(".")[1])).size).toBe(links.length);
  });

  it("are refused when any bit of the tag changes, with another link's tag, or under another secret", () => {
    const [token = "", other = ""] = trackedLinkTokens(secret, links);
    for (let bit = 0; bit < 128; bit++) {
      const flipped = withTag(token, (tag) => {
        const copy = Buffer.from(tag);
        copy[bit >> 3] = (copy[bit >> 3] ?? 0) ^ (1 << (bit & 7));
        return copy;
      });
      expect(readTrackedLinkToken(secret, flipped), `bit ${bit}`).toBeNull();
    }
    const otherTag = other.split(".")[1];
    expect(readTrackedLinkToken(secret, `${token.split(".")[0]}.${otherTag}`)).toBeNull();
    // The same tag on a link naming another member, resource or edition.
    const tag = token.split(".")[1];
    for (const payload of ["7.43.1", "7.42.11", "8.42.1", "70.4.21"]) {
      const forged = `${Buffer.from(payload).toString("base64url")}.${tag}`;
      expect(readTrackedLinkToken(secret, forged), payload).toBeNull();
    }
    expect(readTrackedLinkToken(`${secret}!`, token)).toBeNull();
    expect(
      readTrackedLinkToken(
        secret,
        withTag(token, (tag) => tag.subarray(0, 15)),
      ),
    ).toBeNull();
  });

  it("still reads the links of mails sent before, signed with an HMAC each", () => {
    const payload = "7.42.1";
    const tag = createHmac("sha256", secret).update(`track:${payload}`).digest().subarray(0, 16);
    const token = `${Buffer.from(payload).toString("base64url")}.${tag.toString("base64url")}`;
    expect(readTrackedLinkToken(secret, token)).toEqual(links[0]);
    expect(
      readTrackedLinkToken(
        secret,
        withTag(token, (t) => t.reverse()),
      ),
    ).toBeNull();
  });
});
