import fc from "fast-check";
import { encode, wrap } from "nodemailer/lib/qp";
import { describe, expect, it } from "vitest";
import { qpBody, qpPiece } from "./qp-pieces";

/** A piece as nodemailer's encoder and wrap write it, whatever the text. */
const encodedByNodemailer = (text: string) => {
  if (text === "") return "";
  const encoded = wrap(encode(text.replace(/\r?\n/g, "\r\n")), 75);
  return encoded.endsWith("\r\n") ? encoded : `${encoded}=\r\n`;
};

describe("quoted-printable pieces", () => {
  it("write every text as nodemailer's encoder and wrap do: links, names, spaces, = signs, dots, any script, any length", () => {
    const alphabet = ["a", "Z", "0", "/", ".", "-", "_", "=", " ", "\t", "\n", "é", "😀", "~", "<"];
    const edgeCases = [
      "https://portal.example.com/r/MTIuMzQ1Njc4LjkwMTIzNA.abcdefghijklmnopqrstuv",
      "Hello Zoë,",
      "Hello Mia,",
      "trailing space ",
      "a".repeat(75),
      "a".repeat(76),
      `${"a".repeat(74)} `,
      `${"a".repeat(73)} b`,
      "=",
      "a=b",
      " ",
      ".",
    ];
    // The edge cases first (fast-check's examples), then texts of any length up to beyond one
    // line, where a quick path could go wrong; half of them printable ASCII only (with "=" and
    // spaces), as links and most names are.
    const text = fc
      .tuple(fc.integer({ min: 0, max: 89 }), fc.constantFrom(9, alphabet.length))
      .chain(([length, letters]) =>
        fc.string({
          unit: fc.constantFrom(...alphabet.slice(0, letters)),
          minLength: length,
          maxLength: length,
        }),
      );
    fc.assert(
      fc.property(text, (t) => {
        expect(qpPiece(t), JSON.stringify(t)).toBe(encodedByNodemailer(t));
      }),
      { seed: 28, numRuns: 3_000, examples: edgeCases.map((t): [string] => [t]) },
    );
  });

  it("keep every line within 76 characters and end a body without its soft break", () => {
    const body = qpBody(
      ["Hello Mia,", "x".repeat(75), "y ".repeat(60), "https://portal.example.com/unsubscribe/abc"]
        .map(qpPiece)
        .join(""),
    );
    for (const line of body.split("\r\n")) expect(line.length).toBeLessThanOrEqual(76);
    expect(body.endsWith("abc")).toBe(true);
  });
});
