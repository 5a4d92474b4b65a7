import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeEdition } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { audienceLabel, consentingLabel } from "./audience-labels";
import { NewsletterEdition } from "./newsletter-edition";

const draft = makeEdition("draft", 0, { id: 5, recipients: 0 });

/** True when `a` comes before `b` in the document. */
const before = (a: Element, b: Element) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe("an edition's audience", () => {
  it("says 1 member and N members", () => {
    expect(audienceLabel(1)).toBe("Will go to 1 member");
    expect(audienceLabel(1234)).toBe("Will go to 1,234 members");
    expect(consentingLabel(1)).toBe("1 consenting member gets the newsletter");
    expect(consentingLabel(0)).toBe("0 consenting members get the newsletter");
  });

  it("shows whom a draft will go to, in the confirmation too, after Preview and Send test", async () => {
    const network = stubFetch({
      "GET /newsletters/5": { body: { newsletter: draft } },
      "GET /newsletters/5/audience": { body: { members: 1234 } },
      "GET /user/protected/fetchusers": { body: { users: [], totalUsers: 0 } },
    });
    const { user } = renderWithProviders(
      <NewsletterEdition id={5} isAdmin staffEmail="a@example.com" />,
    );
    expect(await screen.findByText("Will go to 1,234 members")).toBeInTheDocument();
    expect(
      screen.getByText(
        "1,234 consenting members get the newsletter; any member of the brand can be previewed.",
      ),
    ).toBeInTheDocument();

    // Preview, then Send test, then Send now.
    const preview = screen.getByRole("region", { name: "Preview" });
    const send = screen.getByRole("region", { name: "Send" });
    expect(before(preview, send)).toBe(true);
    const sendTest = within(preview).getByRole("button", { name: "Send test" });
    const sendNow = within(send).getByRole("button", { name: "Send now" });
    expect(before(sendTest, sendNow)).toBe(true);

    await user.click(sendNow);
    const dialog = await screen.findByRole("dialog", { name: "Send this edition now?" });
    expect(dialog).toHaveAccessibleDescription(/Will go to 1,234 members\.$/);
    expect(network.callsTo("GET /newsletters/5/audience")).toHaveLength(1);
  });

  it("says nothing of who it will go to once an edition is sent", async () => {
    const network = stubFetch({
      "GET /newsletters/5": { body: { newsletter: makeEdition("sent", 4, { id: 5 }) } },
      "GET /newsletters/5/audience": { body: { members: 1 } },
    });
    renderWithProviders(<NewsletterEdition id={5} isAdmin={false} staffEmail="e@example.com" />);
    await screen.findByRole("region", { name: "Preview" });
    await waitFor(() => expect(network.callsTo("GET /newsletters/5/audience")).toHaveLength(1));
    expect(screen.queryByText(/^Will go to/)).toBeNull();
  });
});
