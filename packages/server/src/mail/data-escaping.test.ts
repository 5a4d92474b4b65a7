import type { Transform } from "node:stream";
import { buffer } from "node:stream/consumers";
import type SMTPConnection from "nodemailer/lib/smtp-connection";
import DataStream from "nodemailer/lib/smtp-connection/data-stream";
import { describe, expect, it } from "vitest";
import { escapeDataQuickly, escapesNothing } from "./data-escaping";

/** What a DATA stream writes for these chunks, its end of data included. */
const written = (stream: Transform, chunks: Buffer[]) => {
  const out = buffer(stream);
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return out;
};

/** A connection whose DATA stream is nodemailer's, made quick as the relay pool makes it. */
const quickStream = () => {
  const connection = { _createSendStream: () => new DataStream() };
  escapeDataQuickly(connection as unknown as SMTPConnection);
  return connection._createSendStream() as Transform;
};

/** Repeatable pseudo-random numbers (a linear congruential generator). */
const randomFrom = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe("SMTP DATA escaping", () => {
  it("finds what needs escaping: a bare CR or LF, a dot starting a line, at a chunk's start too", () => {
    const clean = Buffer.from("Subject: x\r\n\r\n<p>a.b</p>\r\n=2E line\r\n");
    expect(escapesNothing(clean, false)).toBe(true);
    expect(escapesNothing(clean, 0x0a)).toBe(true);
    expect(escapesNothing(Buffer.from("a\nb"), false)).toBe(false);
    expect(escapesNothing(Buffer.from("a\rb"), false)).toBe(false);
    expect(escapesNothing(Buffer.from("a\r\n.b"), false)).toBe(false);
    expect(escapesNothing(Buffer.from(".a"), false)).toBe(false);
    expect(escapesNothing(Buffer.from(".a"), 0x0a)).toBe(false);
    expect(escapesNothing(Buffer.from(".a"), 0x61)).toBe(true);
    expect(escapesNothing(Buffer.from("\na"), 0x0d)).toBe(false);
    expect(escapesNothing(Buffer.from("a"), 0x0d)).toBe(false);
  });

  it("writes exactly what nodemailer's own loop writes, whatever the chunks", async () => {
    const random = randomFrom(28);
    const alphabet = ["\r", "\n", ".", "a", "\r\n"];
    for (let n = 0; n < 2_000; n += 1) {
      const chunks = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        Buffer.from(
          Array.from(
            { length: Math.floor(random() * 8) },
            () => alphabet[Math.floor(random() * alphabet.length)],
          ).join(""),
        ),
      );
      const expected = await written(new DataStream(), chunks);
      const actual = await written(quickStream(), chunks);
      expect(actual.toString("latin1"), JSON.stringify(chunks.map(String))).toBe(
        expected.toString("latin1"),
      );
    }
  });
});
