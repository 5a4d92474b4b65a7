import type { Transform } from "node:stream";
import { buffer } from "node:stream/consumers";
import fc from "fast-check";
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
    const chunk = fc
      .string({ unit: fc.constantFrom("\r", "\n", ".", "a", "\r\n"), maxLength: 7 })
      .map((text) => Buffer.from(text));
    await fc.assert(
      fc.asyncProperty(fc.array(chunk, { minLength: 1, maxLength: 3 }), async (chunks) => {
        const expected = await written(new DataStream(), chunks);
        const actual = await written(quickStream(), chunks);
        expect(actual.toString("latin1"), JSON.stringify(chunks.map(String))).toBe(
          expected.toString("latin1"),
        );
      }),
      { seed: 28, numRuns: 2_000 },
    );
  });
});
