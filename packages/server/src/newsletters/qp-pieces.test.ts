import { encode, wrap } from "nodemailer/lib/qp";
import { describe, expect, it } from "vitest";
import { qpBody, qpPiece } from "./qp-pieces";

/** A piece as nodemailer's encoder and wrap write it, whatever the text. */
const encodedByNodemailer = (text: string) => {
  if (text === "") return "";
  const encoded = wrap(encode(text.replace(/\r?\n/g, "\r\n")), 75);
  return encoded.endsWith("\r\n") ? encoded : `${encoded}=\r\n`;
};

/** Repeatable pseudo-random numbers (a linear congruential generator). */
const randomFrom = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe("quoted-printable pieces", () => {
  it("write every text as nodemailer's encoder and wrap do: links, names, spaces, = signs, dots, any script, any length", () => {
    const random = randomFrom(28);
    const alphabet = ["a", "Z", "0", "/", ".", "-", "_", "=", " ", "\t", "\n", "é", "😀", "~", "<"];
    const texts = [
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
    for (let n = 0; n < 3_000; n++) {
      // Mostly lengths around one line, where a quick path could go wrong.
      const length = Math.floor(random() * 90);
      // Half of them printable ASCII only (with "=" and spaces), as links and most names are.
      const letters = random() < 0.5 ? 9 : alphabet.length;
      let text = "";
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * letters)];
      texts.push(text);
    }
    for (const text of texts)
      expect(qpPiece(text), JSON.stringify(text)).toBe(encodedByNodemailer(text));
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
