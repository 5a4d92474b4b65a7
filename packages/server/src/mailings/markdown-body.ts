import MarkdownIt from "markdown-it";
import { slot } from "../newsletters/slot-template";

/**
 * A mailing's body, rendered once: HTML with a slot per link (`link0`, `link1`, … in the order
 * of `links`), which each member's mail fills with their tracked link, and the same text for
 * the plain part.
 */
export interface MarkdownBody {
  html: string;
  text: string;
  /** The links of the body, in order: what the tracked links and the report name. */
  links: string[];
}

const HTTP_LINK = /^https?:\/\/[^\s]+$/i;

/**
 * CommonMark with raw HTML off (a `<script>` or `<img onerror>` in the source is text), and
 * links and images only to http(s) addresses: markdown-it's own check (it refuses javascript:,
 * vbscript:, file: and data: but some images) is narrowed further, so a `mailto:` or a relative
 * link stays text.
 */
const parser = new MarkdownIt("commonmark", { html: false, linkify: false, typographer: false });
parser.validateLink = (url) => HTTP_LINK.test(url.trim());

/** Inline styles: many mail clients drop a <style> block. */
const STYLES: Record<string, string> = {
  p: "margin:0 0 16px;font-size:16px;line-height:1.6",
  h1: "margin:24px 0 12px;font-size:22px;line-height:1.3;color:#111827",
  h2: "margin:24px 0 8px;font-size:19px;line-height:1.4;color:#111827",
  h3: "margin:20px 0 8px;font-size:17px;line-height:1.4;color:#111827",
  ul: "margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6",
  ol: "margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6",
  blockquote: "margin:0 0 16px;padding:4px 16px;border-left:4px solid #e5e7eb;color:#4b5563",
  img: "max-width:100%;height:auto;border:0",
  pre: "margin:0 0 16px;padding:12px;background:#f3f4f6;border-radius:4px;white-space:pre-wrap",
};

const TEXT_BLOCK_END = /<\/(p|h[1-6]|blockquote|pre|ul|ol)>/g;

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * Renders a mailing's Markdown. Each link's href becomes a slot; its address is kept in `links`
 * (a link that appears twice is two links: the report counts where people clicked).
 */
export const renderMarkdownBody = (markdown: string): MarkdownBody => {
  const tokens = parser.parse(markdown, {});
  const links: string[] = [];
  for (const token of tokens) {
    for (const child of token.children ?? []) {
      if (child.type !== "link_open") continue;
      const href = String(child.attrGet("href") ?? "");
      child.attrSet("href", slot(`link${links.length}`));
      links.push(href);
    }
    if (token.type.endsWith("_open") || token.type === "fence" || token.type === "code_block") {
      const style = STYLES[token.tag];
      if (style) token.attrSet("style", style);
    }
    for (const child of token.children ?? []) {
      if (child.type === "image") child.attrSet("style", STYLES.img ?? "");
    }
  }
  const html = parser.renderer.render(tokens, parser.options, {});
  // The plain part: each link's text followed by its address, blocks apart by a blank line.
  let linkAt = 0;
  const text = decodeEntities(
    html
      .replace(/<a href="[^"]*"[^>]*>([\s\S]*?)<\/a>/g, (_, inner: string) => {
        const name = `link${linkAt++}`;
        return `${inner} (${slot(name)})`;
      })
      .replace(/<img [^>]*alt="([^"]*)"[^>]*>/g, "$1")
      .replace(/<li[^>]*>/g, "- ")
      .replace(/<\/li>/g, "\n")
      .replace(/<br\s*\/?>/g, "\n")
      .replace(TEXT_BLOCK_END, "\n\n")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { html, text, links };
};
