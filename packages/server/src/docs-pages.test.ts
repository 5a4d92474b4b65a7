import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The README stays short (what the product is, run it, test it, the layout, links into docs/),
 * and no link of the README or of docs/ leads nowhere: every relative link names a file that
 * exists, and every #anchor a heading of that page.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const README_MAX_BYTES = 20 * 1024;

const pages = [
  "README.md",
  "CHANGELOG.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
];

/** GitHub's anchors of a Markdown page's headings. */
const anchorsOf = (text: string) =>
  new Set(
    text
      .replace(/^```[\s\S]*?^```/gm, "")
      .split("\n")
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) =>
        line
          .replace(/^#+ /, "")
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N} _-]/gu, "")
          .replaceAll(" ", "-"),
      ),
  );

/** Relative links of a Markdown page: [text](target), outside code blocks. */
const linksOf = (text: string) =>
  [...text.replace(/^```[\s\S]*?^```/gm, "").matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z]+:/i.test(target));

describe("README and docs", () => {
  it(`keeps the README under ${README_MAX_BYTES / 1024} KB, with how to run and test it`, () => {
    const readme = readFileSync(path.join(root, "README.md"));
    expect(readme.byteLength).toBeLessThanOrEqual(README_MAX_BYTES);
    expect(readme.toString()).toContain("npm ci && npm start");
    expect(readme.toString()).toContain("npm test");
  });

  for (const page of pages) {
    it(`${page} links only to what exists`, () => {
      const text = readFileSync(path.join(root, page), "utf8");
      for (const link of linksOf(text)) {
        const [file = "", anchor] = link.split("#");
        const target = file === "" ? page : path.join(path.dirname(page), file);
        expect(existsSync(path.join(root, target)), `${page}: ${link}`).toBe(true);
        if (anchor && target.endsWith(".md")) {
          const anchors = anchorsOf(readFileSync(path.join(root, target), "utf8"));
          expect(anchors.has(anchor), `${page}: ${link}`).toBe(true);
        }
      }
    });
  }
});
