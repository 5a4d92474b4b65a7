import { describe, expect, it } from "vitest";
import { slot } from "../newsletters/slot-template";
import { renderMarkdownBody } from "./markdown-body";

/**
 * Payloads of the kinds OWASP's XSS filter evasion cheat sheet lists, written into a mailing's
 * Markdown: raw tags, event handlers, script and data URLs in links and images (in every case
 * and encoding markdown-it decodes), and HTML entities meant to turn into markup.
 */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  '<img src="x" onerror="alert(1)">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<svg/onload=alert(1)>",
  "<iframe src=javascript:alert(1)></iframe>",
  '<a href="javascript:alert(1)">click</a>',
  "<body onload=alert(1)>",
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](javascript&#58;alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](java\tscript:alert(1))",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](file:///etc/passwd)",
  "[click](//evil.example/x)",
  "[click](/relative/path)",
  "[click](mailto:someone@example.com)",
  "![x](javascript:alert(1))",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  '[click](https://example.com/" onmouseover="alert(1))',
  '[click](<https://example.com/"onclick=alert(1)//>)',
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<<script>script>alert(1)<</script>/script>",
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  "`<script>alert(1)</script>`",
  "```\n<script>alert(1)</script>\n```",
];

const TAGS = /<\/?([a-z0-9]+)[^>]*>/gi;
const ALLOWED = new Set([
  "p",
  "a",
  "img",
  "code",
  "pre",
  "em",
  "strong",
  "h1",
  "h2",
  "ul",
  "ol",
  "li",
  "br",
  "blockquote",
]);

describe("a mailing's Markdown body", () => {
  for (const payload of PAYLOADS) {
    it(`renders ${JSON.stringify(payload)} inert`, () => {
      const { html, links } = renderMarkdownBody(`Before\n\n${payload}\n\nAfter`);
      // Only the tags CommonMark makes, none of the payload's, and no handler or script URL.
      for (const [, tag] of html.matchAll(TAGS))
        expect(ALLOWED, html).toContain(tag?.toLowerCase());
      expect(html).not.toMatch(/<(script|iframe|svg|style|body|div)\b/i);
      // No tag carries a handler (the payload's own text, escaped, may well read "onerror=").
      for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi))
        expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/(src|href)="\s*(javascript|vbscript|data|file):/i);
      // Every link kept is an http(s) address.
      for (const link of links) expect(link).toMatch(/^https?:\/\//);
      for (const [, src] of html.matchAll(/src="([^"]*)"/g)) expect(src).toMatch(/^https?:\/\//);
    });
  }

  it("keeps http(s) links, in order, each once per place, and writes the text part with them", () => {
    const body = renderMarkdownBody(
      "Read [the report](https://example.com/r?a=1&b=2), then [the report](https://example.com/r?a=1&b=2) again and [the survey](http://example.com/s).",
    );
    expect(body.links).toEqual([
      "https://example.com/r?a=1&b=2",
      "https://example.com/r?a=1&b=2",
      "http://example.com/s",
    ]);
    expect(
      body.text.startsWith(
        `Read the report (${slot("link0")}), then the report (${slot("link1")})`,
      ),
    ).toBe(true);
    expect(body.html).toContain(`href="${slot("link2")}"`);
  });
});
