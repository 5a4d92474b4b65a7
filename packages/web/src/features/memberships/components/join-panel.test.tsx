import type { JoinPreview } from "@sector/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { JoinPanel } from "./join-panel";

const PREVIEW: JoinPreview = {
  company_id: 2,
  company_name: "CMO",
  topics: ["Brand Strategy", "Marketing Analytics"],
  consents: [
    { purpose: "newsletter", granted: true, text: "Yes, the weekly CMO newsletter." },
    { purpose: "resources", granted: false, text: "Yes, CMO resources." },
    { purpose: "partners", granted: false, text: "Yes, CMO partners." },
  ],
  expires_at: "2031-03-07T12:00:00.000Z",
};

const USED = "This link has already been used. Sign in to see your communities.";

describe("JoinPanel (the page of an emailed link to join another brand)", () => {
  it("shows what joining adds and joins only when Confirm is pressed", async () => {
    const network = stubFetch({
      "POST /user/public/join/preview": { body: PREVIEW },
      "POST /user/public/join": {
        body: { message: "You have joined the CMO community.", company_id: 2, company_name: "CMO" },
      },
    });
    const onJoined = vi.fn();
    const { user } = renderWithProviders(
      <JoinPanel slug="s1" signedIn={false} onJoined={onJoined} />,
    );

    expect(
      await screen.findByRole("heading", { name: "Join the CMO community?" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Brand Strategy")).toBeInTheDocument();
    expect(screen.getByText("Marketing Analytics")).toBeInTheDocument();
    expect(screen.getByText("Yes, the weekly CMO newsletter.")).toBeInTheDocument();
    expect(screen.queryByText("Yes, CMO resources.")).toBeNull();
    expect(screen.getByText("This link works once, until March 7, 2031.")).toBeInTheDocument();
    // Opening the page previewed the link; it joined nothing.
    expect(network.callsTo("POST /user/public/join/preview")[0]?.body).toEqual({ slug: "s1" });
    expect(network.callsTo("POST /user/public/join")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("You have joined the CMO community.")).toBeInTheDocument();
    expect(screen.getByText("Sign in to see its resources and topics.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
    expect(network.callsTo("POST /user/public/join")).toHaveLength(1);
    expect(onJoined).toHaveBeenCalledTimes(1);
  });

  it("says why a used link cannot be used, and leads on to login", async () => {
    stubFetch({
      "POST /user/public/join/preview": {
        status: 400,
        body: { message: USED, errors: { slug: USED } },
      },
    });
    renderWithProviders(<JoinPanel slug="used" signedIn={false} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(USED);
    expect(screen.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
  });

  it("shows the refusal when the link was used between opening and confirming", async () => {
    stubFetch({
      "POST /user/public/join/preview": { body: PREVIEW },
      "POST /user/public/join": { status: 400, body: { message: USED, errors: { slug: USED } } },
    });
    const { user } = renderWithProviders(<JoinPanel slug="s2" signedIn />);
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(USED);
    expect(screen.getByRole("link", { name: "Go to My Profile" })).toHaveAttribute(
      "href",
      "/myprofile",
    );
  });
});
