import { describe, expect, it } from "vitest";
import { escapeHtml, highlightTitle } from "./highlight";

describe("highlightTitle", () => {
  it("marks the matched words (a beginning's known words among them), case-insensitively", () => {
    const html = highlightTitle(
      "Security Report: Securing Cloud networks",
      new Set(["cloud", "security", "securing"]),
    );
    expect(html).toBe(
      "<mark>Security</mark> Report: <mark>Securing</mark> <mark>Cloud</mark> networks",
    );
  });

  it("escapes everything outside and inside the marks", () => {
    const html = highlightTitle(
      `<script>alert("x")</script> & 'cloud'`,
      new Set(["script", "cloud"]),
    );
    expect(html).toBe(
      "&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; &#39;<mark>cloud</mark>&#39;",
    );
    expect(html).not.toContain("<script");
  });

  it("leaves a title with no matches escaped and unmarked", () => {
    expect(highlightTitle("R&D <b>plan</b>", new Set())).toBe(escapeHtml("R&D <b>plan</b>"));
  });

  it("handles letters outside ASCII as words", () => {
    expect(highlightTitle("Café Überblick", new Set(["café", "überblick"]))).toBe(
      "<mark>Café</mark> <mark>Überblick</mark>",
    );
  });
});
