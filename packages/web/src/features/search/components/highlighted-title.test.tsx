import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HighlightedTitle } from "./highlighted-title";

const html = (highlight: string) =>
  render(
    <h2>
      <HighlightedTitle highlight={highlight} />
    </h2>,
  ).container.innerHTML;

describe("HighlightedTitle", () => {
  it("marks the matched words and shows the escaped rest as text", () => {
    const rendered = html(
      "&lt;<mark>script</mark>&gt;alert(&quot;x&quot;) &amp; &#39;<mark>cloud</mark>&#39; plan",
    );
    expect(rendered).toBe(
      "<h2>&lt;<mark>script</mark>&gt;alert(\"x\") &amp; '<mark>cloud</mark>' plan</h2>",
    );
  });

  it("never turns text into elements, whatever the highlight holds", () => {
    const { container } = render(
      <HighlightedTitle highlight={'<img src=x onerror="alert(1)"> <mark><b>x</b></mark>'} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("mark")?.textContent).toBe("<b>x</b>");
  });

  it("shows an unmarked title as it is", () => {
    expect(html("Cloud &amp; AI")).toBe("<h2>Cloud &amp; AI</h2>");
  });
});
