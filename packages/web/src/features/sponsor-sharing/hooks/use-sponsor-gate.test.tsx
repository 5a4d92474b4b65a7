import {
  ANSWER_REQUIRED,
  type CampaignQuestion,
  fieldOptions,
  JUST_READ,
  type PublicUser,
  SHARE_AND_READ,
  SPONSOR_SHARED_DETAILS,
  type SponsorOffer,
} from "@sector/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StubRoutes, stubFetch } from "../../../../test/fetch-stub";
import { makeResource, makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast, toastMessages } from "../../../../test/toasts";
import { FeedItemCard } from "../../../components/ui/feed-item-card";
import { authStore } from "../../../lib/auth-store";
import { useSponsorGate } from "./use-sponsor-gate";

const sponsored = { ...makeResource(5, "Zero trust in practice"), sponsor: sponsorBadge() };
const plain = makeResource(6, "Cloud budgets");

function sponsorBadge() {
  return { id: 9, name: "Acme Security", logo_url: "https://acme.example.com/logo.png" };
}

const OFFER: SponsorOffer = {
  resource_id: 5,
  campaign_id: 2,
  sponsor: {
    ...sponsorBadge(),
    website: "https://acme.example.com",
    privacy_url: "https://acme.example.com/privacy",
  },
  wording: { version: 3, text: "CIO sends your details to Acme Security if you agree." },
  details: SPONSOR_SHARED_DETAILS,
  questions: [],
};

const OFFERS = "GET /sponsor-offers";
const SHARE = "POST /resources/5/share";

/** Two cards wired as the feed and search screens wire theirs. */
function Cards({ onOpened }: { onOpened: (id: number) => void }) {
  const gate = useSponsorGate(onOpened);
  return (
    <>
      {[sponsored, plain].map((resource) => (
        <FeedItemCard
          key={resource.id}
          item={resource}
          onOpen={(event) => gate.onOpen(resource, event)}
        />
      ))}
      {gate.dialog}
    </>
  );
}

let follow: ((event: MouseEvent) => void) | null = null;
afterEach(() => {
  if (follow) document.removeEventListener("click", follow);
  follow = null;
  // Unmounted first: the cards need a signed-in user for as long as they are on screen.
  cleanup();
  authStore.logout();
});

function setUp(routes: StubRoutes = {}, user: PublicUser = makeUser()) {
  authStore.login(user, "member-token", false);
  const network = stubFetch({
    [OFFERS]: { body: { offers: [OFFER] } },
    [SHARE]: { status: 201, body: { lead: { id: 1 } } },
    ...routes,
  });
  const windowOpen = vi.spyOn(window, "open").mockImplementation(() => null);
  // Whether each click on a link went ahead; the navigation itself is the browser's business.
  const followed: boolean[] = [];
  follow = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
    followed.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener("click", follow);
  const onOpened = vi.fn();
  const view = renderWithProviders(<Cards onOpened={onOpened} />);
  return { ...view, network, windowOpen, followed, onOpened };
}

const card = (title: string) => screen.getByRole("link", { name: new RegExp(`^${title}\\b`) });
const dialog = () => screen.findByRole("dialog", { name: "Acme Security sponsors this resource" });
/** The reads of the whole list (the dialog reads its resource's offer with ?resource_id=). */
const listCalls = (network: ReturnType<typeof stubFetch>) =>
  network.callsTo(OFFERS).filter((call) => !call.query.has("resource_id"));
const offersLoaded = (network: ReturnType<typeof stubFetch>) =>
  waitFor(() => expect(listCalls(network)).toHaveLength(1));

describe("the sponsor's question before a resource opens", () => {
  it("holds the link back and shows the sponsor, its wording, the details and its privacy policy", async () => {
    const { user, network, followed, onOpened, windowOpen } = setUp();
    await offersLoaded(network);
    expect(card("Zero trust in practice")).toHaveTextContent("Sponsored by Acme Security");
    await user.click(card("Zero trust in practice"));

    const asked = within(await dialog());
    expect(followed).toEqual([false]);
    expect(onOpened).not.toHaveBeenCalled();
    expect(windowOpen).not.toHaveBeenCalled();
    expect(asked.getByText(OFFER.wording.text)).toBeVisible();
    expect(asked.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      ...SPONSOR_SHARED_DETAILS,
    ]);
    const privacy = asked.getByRole("link", { name: /Privacy policy of Acme Security/ });
    expect(privacy).toHaveAttribute("href", "https://acme.example.com/privacy");
    expect(privacy).toHaveAttribute("target", "_blank");
    // Two equal answers: the same look, neither preferred.
    const share = asked.getByRole("button", { name: SHARE_AND_READ });
    const read = asked.getByRole("button", { name: JUST_READ });
    expect(share.className).toBe(read.className);
  });

  it("'Just read' opens the resource as the link would, counts it, and shares nothing", async () => {
    const { user, network, onOpened, windowOpen } = setUp();
    await offersLoaded(network);
    await user.click(card("Zero trust in practice"));
    await user.click(within(await dialog()).getByRole("button", { name: JUST_READ }));

    expect(windowOpen).toHaveBeenCalledWith(
      "https://example.com/resources/5",
      "_blank",
      "noopener,noreferrer",
    );
    expect(onOpened).toHaveBeenCalledWith(5);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(network.callsTo(SHARE)).toHaveLength(0);
  });

  it("'Share and read' shares with the wording's version, opens the resource and asks no more", async () => {
    const { user, network, onOpened, windowOpen } = setUp();
    await offersLoaded(network);
    await user.click(card("Zero trust in practice"));
    await user.click(within(await dialog()).getByRole("button", { name: SHARE_AND_READ }));

    await waitFor(() => expect(network.callsTo(SHARE)).toHaveLength(1));
    expect(network.callsTo(SHARE)[0]?.body).toEqual({ version: 3 });
    expect(network.callsTo(SHARE)[0]?.headers.get("authorization")).toBe("Bearer member-token");
    expect(windowOpen).toHaveBeenCalledWith(
      "https://example.com/resources/5",
      "_blank",
      "noopener,noreferrer",
    );
    expect(onOpened).toHaveBeenCalledWith(5);
    // The offers are read again after sharing, and the member reads that it went.
    await waitFor(() => expect(listCalls(network)).toHaveLength(2));
    await expectToast("Shared with Acme Security");
  });

  it("keeps the logo's box when the logo fails to load: the sponsor's initials take it", async () => {
    const { user, network } = setUp();
    await offersLoaded(network);
    await user.click(card("Zero trust in practice"));
    const asked = await dialog();
    const logo = asked.querySelector(`img[src="${OFFER.sponsor.logo_url}"]`);
    expect(logo).not.toBeNull();
    const box = logo?.parentElement;
    const boxClass = box?.className;
    expect(box?.querySelector("[data-initials]")).toBeNull();

    fireEvent.error(logo as Element);
    expect(asked.querySelector("img")).toBeNull();
    expect(box?.querySelector("[data-initials]")).toHaveAttribute("data-initials", "AS");
    // The same box, of a fixed size: nothing below it moves.
    expect(asked.contains(box ?? null)).toBe(true);
    expect(box?.className).toBe(boxClass);
    expect(boxClass).toMatch(/\bh-12\b/);
    expect(boxClass).toMatch(/\bw-40\b/);
  });

  it("still opens the resource when the server refuses the share, and says why", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, network, onOpened, windowOpen } = setUp({
      [SHARE]: { status: 409, body: { message: "This campaign has all the leads it needs." } },
    });
    await offersLoaded(network);
    await user.click(card("Zero trust in practice"));
    await user.click(within(await dialog()).getByRole("button", { name: SHARE_AND_READ }));
    await expectToast("This campaign has all the leads it needs.");
    expect(toastMessages()).not.toContain("Shared with Acme Security");
    expect(windowOpen).toHaveBeenCalledTimes(1);
    expect(onOpened).toHaveBeenCalledWith(5);
  });

  it("Escape closes the question: nothing opens, nothing is shared", async () => {
    const { user, network, onOpened, windowOpen } = setUp();
    await offersLoaded(network);
    await user.click(card("Zero trust in practice"));
    await dialog();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(windowOpen).not.toHaveBeenCalled();
    expect(onOpened).not.toHaveBeenCalled();
    expect(network.callsTo(SHARE)).toHaveLength(0);
  });

  it("asks on a middle click too, and lets a resource without an offer open at once", async () => {
    const { user, network, onOpened, followed } = setUp();
    await offersLoaded(network);
    await user.click(card("Cloud budgets"));
    expect(followed).toEqual([true]);
    expect(onOpened).toHaveBeenCalledWith(6);
    expect(screen.queryByRole("dialog")).toBeNull();

    const middle = new MouseEvent("auxclick", { bubbles: true, cancelable: true, button: 1 });
    fireEvent(card("Zero trust in practice"), middle);
    expect(middle.defaultPrevented).toBe(true);
    await dialog();
  });

  it("never asks staff: their offers are not even requested", async () => {
    const { user, network, onOpened, followed } = setUp({}, makeUser({ role: "admin" }));
    await user.click(card("Zero trust in practice"));
    expect(followed).toEqual([true]);
    expect(onOpened).toHaveBeenCalledWith(5);
    expect(network.callsTo(OFFERS)).toHaveLength(0);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  describe("with the sponsor's questions", () => {
    const QUESTIONS: CampaignQuestion[] = [
      {
        id: "seniority",
        label: "Your seniority",
        kind: "single",
        required: true,
        profile_field: "seniority",
        options: fieldOptions("seniority"),
      },
      {
        id: "tools",
        label: "Tools you use",
        kind: "multi",
        required: false,
        options: ["Okta", "Zscaler", "Cloudflare"],
      },
      { id: "why", label: "What are you working on?", kind: "text", required: true },
    ];
    const withQuestions = (routes: StubRoutes = {}) =>
      setUp({ [OFFERS]: { body: { offers: [{ ...OFFER, questions: QUESTIONS }] } }, ...routes });

    it("asks them, refuses a required one unanswered without sending, then sends the answers", async () => {
      const { user, network, onOpened, windowOpen } = withQuestions();
      await offersLoaded(network);
      await user.click(card("Zero trust in practice"));
      const asked = within(await dialog());
      // A choice among few is a named group of radio buttons; several choices, of check boxes.
      const seniority = asked.getByRole("group", { name: "Your seniority (required)" });
      expect(
        within(seniority)
          .getAllByRole("radio")
          .map((r) => r.nextSibling?.textContent),
      ).toEqual(["C-level", "Vice president", "Director", "Manager", "Individual contributor"]);
      const tools = asked.getByRole("group", { name: /^Tools you use/ });
      expect(within(tools).getAllByRole("checkbox")).toHaveLength(3);
      const why = asked.getByRole("textbox", { name: "What are you working on? (required)" });

      await user.click(within(seniority).getByRole("radio", { name: "Director" }));
      await user.click(asked.getByRole("button", { name: SHARE_AND_READ }));
      expect(asked.getByRole("alert")).toHaveTextContent(ANSWER_REQUIRED);
      expect(network.callsTo(SHARE)).toHaveLength(0);
      expect(windowOpen).not.toHaveBeenCalled();

      await user.type(why, " Zero trust rollout ");
      await user.click(within(tools).getByRole("checkbox", { name: "Cloudflare" }));
      await user.click(within(tools).getByRole("checkbox", { name: "Okta" }));
      await user.click(asked.getByRole("button", { name: SHARE_AND_READ }));
      await waitFor(() => expect(windowOpen).toHaveBeenCalledTimes(1));
      expect(network.callsTo(SHARE).map((call) => call.body)).toEqual([
        {
          version: 3,
          // Trimmed, and the choices in the question's order.
          answers: {
            seniority: "director",
            tools: ["Okta", "Cloudflare"],
            why: "Zero trust rollout",
          },
        },
      ]);
      expect(onOpened).toHaveBeenCalledWith(5);
      await expectToast("Shared with Acme Security");
    });

    it("asks only what the resource's offer, read afresh as the dialog opens, still asks", async () => {
      // The list was read before the member gave their seniority (in My Profile, say).
      const { user, network } = setUp({
        [OFFERS]: (call) => ({
          body: {
            offers: [
              {
                ...OFFER,
                questions: call.query.has("resource_id") ? QUESTIONS.slice(1) : QUESTIONS,
              },
            ],
          },
        }),
      });
      await offersLoaded(network);
      await user.click(card("Zero trust in practice"));
      const asked = within(await dialog());
      await waitFor(() =>
        expect(asked.queryByRole("group", { name: "Your seniority (required)" })).toBeNull(),
      );
      expect(asked.getByRole("group", { name: /^Tools you use/ })).toBeInTheDocument();
      expect(network.callsTo(OFFERS).map((call) => call.query.get("resource_id"))).toContain("5");
      await user.type(asked.getByRole("textbox", { name: /^What are you working on/ }), "SASE");
      await user.click(asked.getByRole("button", { name: SHARE_AND_READ }));
      await waitFor(() => expect(network.callsTo(SHARE)).toHaveLength(1));
      expect(network.callsTo(SHARE)[0]?.body).toEqual({ version: 3, answers: { why: "SASE" } });
    });

    it("'Just read' asks nothing and sends nothing", async () => {
      const { user, network, onOpened } = withQuestions();
      await offersLoaded(network);
      await user.click(card("Zero trust in practice"));
      await user.click(within(await dialog()).getByRole("button", { name: JUST_READ }));
      expect(onOpened).toHaveBeenCalledWith(5);
      expect(network.callsTo(SHARE)).toHaveLength(0);
    });

    it("shows the server's refusal of an answer in the dialog and opens nothing", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const refusal = "This campaign does not ask “why”: reload to see its questions.";
      const { user, network, onOpened, windowOpen } = withQuestions({
        [SHARE]: { status: 400, body: { message: refusal, errors: { answers: refusal } } },
      });
      await offersLoaded(network);
      await user.click(card("Zero trust in practice"));
      const asked = within(await dialog());
      await user.click(asked.getByRole("radio", { name: "Manager" }));
      await user.type(asked.getByRole("textbox", { name: /^What are you working on/ }), "SASE");
      await user.click(asked.getByRole("button", { name: SHARE_AND_READ }));
      expect(await asked.findByRole("alert")).toHaveTextContent(refusal);
      expect(network.callsTo(SHARE)).toHaveLength(1);
      expect(windowOpen).not.toHaveBeenCalled();
      expect(onOpened).not.toHaveBeenCalled();
      expect(screen.getByRole("dialog")).toBeInTheDocument();
      expect(toastMessages()).not.toContain("Shared with Acme Security");

      // Opened again, the dialog starts afresh.
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await user.click(card("Zero trust in practice"));
      const again = within(await dialog());
      expect(again.getByRole("radio", { name: "Manager" })).not.toBeChecked();
      expect(again.queryByRole("alert")).toBeNull();
    });
  });
});
