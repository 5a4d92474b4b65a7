import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewsletterProgress } from "./newsletter-progress";

const counts = (recipients: number, sent: number, failed: number, skipped: number) => ({
  recipients,
  sent,
  failed,
  skipped,
  clicked_members: 2,
  unsubscribed: 1,
  bounced: 1,
  complained: 0,
});

/** The value shown under each count's name. */
const shownCounts = () =>
  Object.fromEntries(
    screen
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe("NewsletterProgress", () => {
  it("counts sent, failed and skipped recipients as done while sending", () => {
    render(<NewsletterProgress status="sending" counts={counts(40, 10, 1, 3)} />);
    const bar = screen.getByRole("progressbar", { name: "Sending" });
    expect(bar).toHaveAttribute("aria-valuenow", "14");
    expect(bar).toHaveAttribute("aria-valuemax", "40");
    expect(bar).toHaveAttribute("aria-valuetext", "14 of 40 recipients done (35%)");
    expect(bar.firstElementChild).toHaveStyle({ width: "35%" });
    expect(screen.getByText("14 of 40 done")).toBeInTheDocument();
    expect(shownCounts()).toEqual({
      Recipients: "40",
      Sent: "10",
      Failed: "1",
      Skipped: "3",
      Clicked: "2",
      Unsubscribed: "1",
      Bounced: "1",
      Complaints: "0",
    });
  });

  it("shows a sent edition full, and a draft without a bar", () => {
    const { rerender } = render(<NewsletterProgress status="sent" counts={counts(3, 2, 0, 1)} />);
    expect(screen.getByRole("progressbar", { name: "Delivered" })).toHaveAttribute(
      "aria-valuetext",
      "3 of 3 recipients done (100%)",
    );
    rerender(<NewsletterProgress status="draft" counts={counts(0, 0, 0, 0)} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(shownCounts().Recipients).toBe("0");
  });

  it("never shows more than every recipient done", () => {
    render(<NewsletterProgress status="sending" counts={counts(2, 2, 1, 0)} />);
    const bar = screen.getByRole("progressbar", { name: "Sending" });
    expect(bar).toHaveAttribute("aria-valuenow", "2");
    expect(bar).toHaveAttribute("aria-valuetext", "2 of 2 recipients done (100%)");
  });
});
