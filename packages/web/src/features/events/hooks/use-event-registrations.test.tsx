import {
  type CampaignQuestion,
  type EventRegistration,
  type MyEvent,
  type PublicUser,
  type Resource,
  SPONSOR_SHARED_DETAILS,
  type SponsorOffer,
} from "@sector/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  atViewer,
  makeEventResource,
  makeMyEvent,
  makeRegistration,
} from "../../../../test/event-fixtures";
import { type StubRoutes, stubFetch } from "../../../../test/fetch-stub";
import { makeResource, makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { useEventSponsorQuestion } from "../../../app/event-sponsor-question";
import { FeedItemCard } from "../../../components/ui/feed-item-card";
import { authStore } from "../../../lib/auth-store";
import { JUST_REGISTER, SHARE_AND_REGISTER } from "../components/register-share-dialog";
import { useEventRegistrations } from "./use-event-registrations";

const roundtable = makeEventResource(5, "Zero trust roundtable");
const summit = makeEventResource(6, "Last year's summit", {
  starts_at: "2025-11-10T09:00:00.000Z",
  ends_at: "2025-11-10T17:00:00.000Z",
});
const report = makeResource(7, "Cloud budgets");

const MINE = "GET /user/protected/events";
const OFFERS = "GET /sponsor-offers";
const REGISTER = "POST /events/5/registrations";
const CANCEL = "DELETE /events/5/registrations";

const OFFER: SponsorOffer = {
  resource_id: 5,
  campaign_id: 2,
  sponsor: {
    id: 9,
    name: "Acme Security",
    logo_url: null,
    website: "https://acme.example.com",
    privacy_url: "https://acme.example.com/privacy",
  },
  wording: { version: 3, text: "CIO sends your details to Acme Security if you agree." },
  details: SPONSOR_SHARED_DETAILS,
  questions: [],
};

/** Cards wired as the feed and search screens wire theirs. */
function Cards({ resources }: { resources: Resource[] }) {
  const registrations = useEventRegistrations(useEventSponsorQuestion());
  return (
    <>
      {resources.map((resource) => (
        <FeedItemCard
          key={resource.id}
          item={resource}
          footer={registrations.cardFooter(resource)}
        />
      ))}
      {registrations.dialogs}
    </>
  );
}

afterEach(() => {
  cleanup();
  authStore.logout();
  vi.useRealTimers();
});

/**
 * The member's registrations as the server keeps them: a registration answered by the POST
 * shows in the next read of the list, a cancellation too.
 */
function setUp({
  mine = [],
  routes = {},
  user = makeUser(),
  answer = makeRegistration(5, "registered"),
}: {
  mine?: MyEvent[];
  routes?: StubRoutes;
  user?: PublicUser;
  answer?: EventRegistration;
} = {}) {
  atViewer("America/New_York");
  authStore.login(user, "member-token", false);
  let list = mine;
  const network = stubFetch({
    [MINE]: () => ({ body: { events: list } }),
    [OFFERS]: { body: { offers: [] } },
    [REGISTER]: () => {
      list = [makeMyEvent(5, roundtable.title, answer.status)];
      return { status: 201, body: { registration: answer } };
    },
    [CANCEL]: () => {
      list = [makeMyEvent(5, roundtable.title, "cancelled")];
      return { body: { registration: makeRegistration(5, "cancelled") } };
    },
    ...routes,
  });
  const view = renderWithProviders(<Cards resources={[roundtable, summit, report]} />);
  return { ...view, network };
}

/** The card of the resource titled `title`, with what is under it. */
function card(title: string): HTMLElement {
  const found = screen
    .getAllByRole("article")
    .find((article) => article.querySelector("h2")?.textContent === title);
  if (!found) throw new Error(`No card for ${title}`);
  return found;
}

describe("Register on event cards (issue 63)", () => {
  it("offers Register on an upcoming event only, registers, and then shows Registered ✓", async () => {
    const { user, network } = setUp();
    const register = await screen.findByRole("button", {
      name: "Register for Zero trust roundtable",
    });
    // One button: not under the past event, nor under a resource that is no event.
    expect(screen.getAllByRole("button", { name: /^Register/ })).toHaveLength(1);
    expect(within(card("Last year's summit")).getByText("Past event")).toBeInTheDocument();

    await user.click(register);
    await expectToast(
      "You are registered for Zero trust roundtable. The invite is on its way to your inbox.",
    );
    expect(network.callsTo(REGISTER)).toHaveLength(1);
    expect(network.callsTo(REGISTER)[0]?.body).toEqual({});
    expect(network.callsTo(REGISTER)[0]?.headers.get("authorization")).toBe("Bearer member-token");
    expect(await within(card("Zero trust roundtable")).findByText("Registered ✓")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Register/ })).toBeNull();
    // One read of the member's registrations for all the cards, then one after registering.
    expect(network.callsTo(MINE)).toHaveLength(2);
  });

  it("says so when the event is full and the member is waitlisted", async () => {
    const { user } = setUp({ answer: makeRegistration(5, "waitlisted") });
    await user.click(await screen.findByRole("button", { name: /^Register for Zero trust/ }));
    await expectToast(
      "Zero trust roundtable is full: you are on the waitlist, and we will mail you if a seat frees up.",
    );
    expect(await within(card("Zero trust roundtable")).findByText("Waitlisted")).toBeVisible();
  });

  it("shows Registered ✓ from the member's registrations and cancels after asking", async () => {
    const { user, network } = setUp({
      mine: [makeMyEvent(5, roundtable.title, "registered")],
    });
    const here = within(card("Zero trust roundtable"));
    expect(await here.findByText("Registered ✓")).toBeVisible();

    // "Keep it" keeps it.
    await user.click(
      here.getByRole("button", { name: "Cancel registration for Zero trust roundtable" }),
    );
    let dialog = await screen.findByRole("dialog", {
      name: "Cancel your registration for Zero trust roundtable?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(network.callsTo(CANCEL)).toHaveLength(0);

    await user.click(here.getByRole("button", { name: /^Cancel registration/ }));
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel registration" }));
    await expectToast("Your registration for Zero trust roundtable is cancelled.");
    expect(network.callsTo(CANCEL)).toHaveLength(1);
    // Cancelled: Register again.
    expect(
      await screen.findByRole("button", { name: "Register for Zero trust roundtable" }),
    ).toBeVisible();
  });

  it("lets a waitlisted member leave the waitlist", async () => {
    const { user, network } = setUp({ mine: [makeMyEvent(5, roundtable.title, "waitlisted")] });
    const here = within(card("Zero trust roundtable"));
    expect(await here.findByText("Waitlisted")).toBeVisible();
    await user.click(here.getByRole("button", { name: /^Cancel/ }));
    const dialog = await screen.findByRole("dialog", {
      name: "Leave the waitlist of Zero trust roundtable?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Leave the waitlist" }));
    await expectToast("You left the waitlist of Zero trust roundtable.");
    expect(network.callsTo(CANCEL)).toHaveLength(1);
  });

  it("shows the server's refusal (the event has started)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = setUp({
      routes: { [REGISTER]: { status: 409, body: { message: "This event has already started." } } },
    });
    await user.click(await screen.findByRole("button", { name: /^Register for Zero trust/ }));
    await expectToast("This event has already started.");
  });

  it("offers staff no Register button: their registrations are not even read", async () => {
    const { network } = setUp({ user: makeUser({ role: "admin" }) });
    expect(within(card("Zero trust roundtable")).getByText(/your time/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("button", { name: /^Register/ })).toBeNull();
    expect(network.callsTo(MINE)).toHaveLength(0);
    expect(network.callsTo(OFFERS)).toHaveLength(0);
  });
});

describe("Register for a sponsored event: the sponsor's question first", () => {
  const sponsored = (offer: SponsorOffer = OFFER, routes: StubRoutes = {}) =>
    setUp({ routes: { [OFFERS]: { body: { offers: [offer] } }, ...routes } });
  const question = () => screen.findByRole("dialog", { name: "Acme Security sponsors this event" });
  const offersLoaded = (network: ReturnType<typeof stubFetch>) =>
    waitFor(() => expect(network.callsTo(OFFERS).length).toBeGreaterThan(0));

  it("asks before registering; 'Just register' registers without sharing", async () => {
    const { user, network } = sponsored();
    await offersLoaded(network);
    await user.click(await screen.findByRole("button", { name: /^Register for Zero trust/ }));
    const asked = within(await question());
    expect(network.callsTo(REGISTER)).toHaveLength(0);
    expect(asked.getByText(OFFER.wording.text)).toBeVisible();
    // Two equal answers, neither preferred.
    const share = asked.getByRole("button", { name: SHARE_AND_REGISTER });
    const just = asked.getByRole("button", { name: JUST_REGISTER });
    expect(share.className).toBe(just.className);

    await user.click(just);
    await waitFor(() => expect(network.callsTo(REGISTER)).toHaveLength(1));
    expect(network.callsTo(REGISTER)[0]?.body).toEqual({});
    await expectToast(
      "You are registered for Zero trust roundtable. The invite is on its way to your inbox.",
    );
  });

  it("'Share and register' sends the share with the wording's version", async () => {
    const { user, network } = sponsored();
    await offersLoaded(network);
    await user.click(await screen.findByRole("button", { name: /^Register for Zero trust/ }));
    await user.click(within(await question()).getByRole("button", { name: SHARE_AND_REGISTER }));
    await waitFor(() => expect(network.callsTo(REGISTER)).toHaveLength(1));
    expect(network.callsTo(REGISTER)[0]?.body).toEqual({ share: { version: 3 } });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The offer was read afresh as the question opened, and the offers again after sharing.
    expect(network.callsTo(OFFERS).map((call) => call.query.get("resource_id"))).toContain("5");
  });

  it("asks the sponsor's questions and sends the answers with the registration", async () => {
    const questions: CampaignQuestion[] = [
      { id: "why", label: "What are you working on?", kind: "text", required: true },
    ];
    const refusal = "This campaign no longer asks that: reload to see its questions.";
    let refuse = true;
    const { user, network } = sponsored(
      { ...OFFER, questions },
      {
        [REGISTER]: () =>
          refuse
            ? { status: 400, body: { message: refusal } }
            : { status: 201, body: { registration: makeRegistration(5, "registered") } },
      },
    );
    await offersLoaded(network);
    await user.click(await screen.findByRole("button", { name: /^Register for Zero trust/ }));
    const asked = within(await question());
    // A required answer missing: nothing is sent.
    await user.click(asked.getByRole("button", { name: SHARE_AND_REGISTER }));
    expect(asked.getByRole("alert")).toHaveTextContent(/answer/i);
    expect(network.callsTo(REGISTER)).toHaveLength(0);

    await user.type(asked.getByRole("textbox", { name: /^What are you working on/ }), " SASE ");
    await user.click(asked.getByRole("button", { name: SHARE_AND_REGISTER }));
    // The server's refusal stays in the question, to be put right.
    expect(await asked.findByText(refusal)).toBeVisible();
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    refuse = false;
    await user.click(asked.getByRole("button", { name: SHARE_AND_REGISTER }));
    await waitFor(() => expect(network.callsTo(REGISTER)).toHaveLength(2));
    expect(network.callsTo(REGISTER)[1]?.body).toEqual({
      share: { version: 3, answers: { why: "SASE" } },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("Escape closes the question: nothing is registered, nothing shared", async () => {
    const { user, network } = sponsored();
    await offersLoaded(network);
    await user.click(await screen.findByRole("button", { name: /^Register for Zero trust/ }));
    await question();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(network.callsTo(REGISTER)).toHaveLength(0);
  });
});
