import type { EventPageBootstrap, PublicEvent, SponsorOffer } from "@sector/shared";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { makeCompanyBrand, makePreference, makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { App } from "../../app/app";
import { preloadScreen } from "../../app/route-config";
import { createAppRouter } from "../../app/router";
import EventPageRoute from "../../app/routes/event-page";
import { authStore } from "../../lib/auth-store";
import { createQueryClient } from "../../lib/query-client";
import { renderEventPage } from "../../ssr";
import { seatsText } from "./components/event-details";

const TEMPLATE = `<!doctype html>
<html lang="en"><head><title>Sector Portal</title></head><body><div id="root"></div></body></html>`;

const company = makeCompanyBrand(7, "CFO", { tagline: "Where finance leaders compare notes" });
const preferences = [makePreference(1, "Treasury", 7), makePreference(2, "Tax", 7)];

function makePublicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: 42,
    title: "CFO roundtable: cash in 2027",
    resource_url: "https://cfo.example.org/roundtable",
    image_bg: "https://cfo.example.org/roundtable.png",
    starts_at: "2030-03-05T15:00:00.000Z",
    ends_at: "2030-03-05T16:30:00.000Z",
    timezone: "Europe/London",
    location: "The Shard, London",
    capacity: 40,
    company,
    sponsor: { id: 3, name: "Acme Bank", logo_url: null },
    seats_left: 12,
    waitlisted: 0,
    started: false,
    sponsor_question: null,
    ...overrides,
  };
}

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.replaceChildren();
  // Unmounted first: signing out under a mounted page would show it the guest's form.
  cleanup();
  authStore.logout();
});
beforeEach(() => {
  // happy-dom does no layout: the form's invalid submit scrolls.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

/** The server's document at `path`, hydrated as main.tsx does it; returns what React logged. */
async function hydrate(path: string, documentHtml: string) {
  const rendered = new DOMParser().parseFromString(documentHtml, "text/html");
  window.history.replaceState(null, "", path);
  const data = rendered.getElementById("event-bootstrap")?.outerHTML ?? "";
  document.body.innerHTML = `<div id="root">${rendered.getElementById("root")?.innerHTML ?? ""}</div>${data}`;
  const root = document.getElementById("root") as HTMLElement;
  const serverNodes = Array.from(root.querySelectorAll("*"));
  await preloadScreen(new URL(path, "http://localhost").pathname);
  const logged = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
  let kept = -1;
  const onMount = () => {
    kept = serverNodes.filter((node) => root.contains(node)).length;
  };
  await act(async () => {
    mounted = hydrateRoot(
      root,
      <App router={createAppRouter()} queryClient={createQueryClient()} onMount={onMount} />,
    );
  });
  const messages = logged.flatMap((spy) => spy.mock.calls.map((args) => args.join(" ")));
  return { messages, kept, total: serverNodes.length };
}

const render = async (event: PublicEvent) => {
  const bootstrap: EventPageBootstrap = { event };
  const page = await renderEventPage(TEMPLATE, bootstrap);
  expect(page.status).toBe(200);
  return page.html;
};

describe("an event's public page, rendered by the server and adopted by the browser", () => {
  it("adopts the server's markup as it is, and registers a guest with the brand's form", async () => {
    const network = stubFetch({
      "POST /preferences/fetch": { body: { preferences } },
      "GET /company/7/consent-texts": { body: { texts: [] } },
      "GET /events/42/page": { body: { event: makePublicEvent({ seats_left: 11 }) } },
      "POST /events/42/guest-registrations": {
        status: 201,
        body: { message: "Registration received. Please check your email for the next step." },
      },
    });
    const html = await render(makePublicEvent());
    expect(html).toContain("<title>Sector Portal | CFO roundtable: cash in 2027</title>");
    const { messages, kept, total } = await hydrate("/events/42", html);
    expect(messages).toEqual([]);
    expect(kept).toBe(total);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "CFO roundtable: cash in 2027",
    );
    expect(screen.getByText("12 seats left.")).toBeInTheDocument();
    expect(screen.getByText("Acme Bank")).toBeInTheDocument();
    // Once running, the time names the event's zone (and the visitor's own when it differs).
    expect(screen.getByTestId("event-when")).toHaveTextContent("in Europe/London");

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^First Name/), "Ada");
    await user.type(screen.getByLabelText(/^Last Name/), "Lovelace");
    await user.type(screen.getByLabelText(/^Your email/), "ada@example.com");
    await user.type(screen.getByLabelText(/^Phone/), "0123456789");
    await user.click(await screen.findByLabelText("Treasury"));
    await user.click(screen.getByRole("button", { name: "Register for this event" }));
    expect(
      await screen.findByText("Registration received. Please check your email for the next step."),
    ).toBeInTheDocument();
    // The seats are asked again.
    expect(await screen.findByText("11 seats left.")).toBeInTheDocument();
    const [call] = network.callsTo("POST /events/42/guest-registrations");
    expect(call?.body).toMatchObject({
      firstname: "Ada",
      email: "ada@example.com",
      company_id: 7,
      preferences: [{ id: 1 }],
    });
    expect(network.callsTo("POST /user/public/register")).toHaveLength(0);
  });

  it("adopts the one Not found page sent for every id that names no event", async () => {
    stubFetch({});
    const page = await renderEventPage(TEMPLATE, { event: null });
    expect(page.status).toBe(404);
    const { messages, kept, total } = await hydrate("/events/999", page.html);
    expect(messages).toEqual([]);
    expect(kept).toBe(total);
    expect(screen.getByText("Page not found!")).toBeInTheDocument();
  });

  it("sends nothing when an emailed link is opened; only its button confirms, then drops the token", async () => {
    const network = stubFetch({
      "POST /preferences/fetch": { body: { preferences } },
      "GET /company/7/consent-texts": { body: { texts: [] } },
      "GET /events/42/page": { body: { event: makePublicEvent() } },
      "POST /events/42/guest-registrations/confirm": {
        status: 201,
        body: {
          message:
            "You're registered for CFO roundtable: cash in 2027. We've emailed you the invite.",
          registration: { id: 1, event_id: 42, status: "registered" },
        },
      },
    });
    const { messages } = await hydrate(
      "/events/42?confirm_token=abc.def",
      await render(makePublicEvent()),
    );
    expect(messages).toEqual([]);
    // Opened (as a mail scanner running the page would): the event and one button, nothing sent.
    const button = await screen.findByRole("button", { name: "Confirm my registration" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "CFO roundtable: cash in 2027",
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(network.callsTo("POST /events/42/guest-registrations/confirm")).toHaveLength(0);
    expect(window.location.search).toBe("?confirm_token=abc.def");

    await userEvent.setup().click(button);
    expect(
      await screen.findByText(
        "You're registered for CFO roundtable: cash in 2027. We've emailed you the invite.",
      ),
    ).toBeInTheDocument();
    const calls = network.callsTo("POST /events/42/guest-registrations/confirm");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: "abc.def" });
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(screen.queryByRole("button", { name: "Confirm my registration" })).toBeNull();
  });
});

describe("a guest registering for a sponsored event: the sponsor's question first", () => {
  const QUESTION: SponsorOffer = {
    resource_id: 42,
    campaign_id: 9,
    sponsor: {
      id: 3,
      name: "Acme Bank",
      logo_url: null,
      website: "https://acme.example.com",
      privacy_url: "https://acme.example.com/privacy",
    },
    wording: { version: 4, text: "CFO sends your name and business email to Acme Bank." },
    details: ["Name", "Business email"],
    questions: [{ id: "why", label: "What are you working on?", kind: "text", required: true }],
  };
  const REGISTER = "POST /events/42/guest-registrations";
  const ANSWER = "Registration received. Please check your email for the next step.";

  const setUp = async (register: Parameters<typeof stubFetch>[0][string]) => {
    const event = makePublicEvent({ sponsor_question: QUESTION });
    const network = stubFetch({
      "POST /preferences/fetch": { body: { preferences } },
      "GET /company/7/consent-texts": { body: { texts: [] } },
      "GET /events/42/page": { body: { event } },
      [REGISTER]: register,
    });
    const { messages, kept, total } = await hydrate("/events/42", await render(event));
    expect(messages).toEqual([]);
    expect(kept).toBe(total);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^First Name/), "Ada");
    await user.type(screen.getByLabelText(/^Last Name/), "Lovelace");
    await user.type(screen.getByLabelText(/^Your email/), "ada@example.com");
    await user.type(screen.getByLabelText(/^Phone/), "0123456789");
    await user.click(await screen.findByLabelText("Treasury"));
    const submit = () =>
      user.click(screen.getByRole("button", { name: "Register for this event" }));
    const question = async () =>
      within(await screen.findByRole("dialog", { name: "Acme Bank sponsors this event" }));
    return { network, user, submit, question };
  };

  it("asks before sending the form; 'Share and register' sends the answers with it", async () => {
    const refusal = "Answer every required question.";
    let refuse = true;
    const { network, user, submit, question } = await setUp(() =>
      refuse
        ? { status: 400, body: { message: refusal, errors: { answers: refusal } } }
        : { status: 201, body: { message: ANSWER } },
    );
    await submit();
    let asked = await question();
    expect(asked.getByText(QUESTION.wording.text)).toBeVisible();
    expect(network.callsTo(REGISTER)).toHaveLength(0);
    // Closed: nothing is sent, and the form may be sent again.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(network.callsTo(REGISTER)).toHaveLength(0);

    await submit();
    asked = await question();
    await user.type(asked.getByRole("textbox", { name: /^What are you working on/ }), "Cash");
    await user.click(asked.getByRole("button", { name: "Share and register" }));
    // The server's refusal of the answers stays in the question.
    expect(await asked.findByText(refusal)).toBeVisible();
    refuse = false;
    await user.click(asked.getByRole("button", { name: "Share and register" }));
    expect(await screen.findByText(ANSWER)).toBeInTheDocument();
    const calls = network.callsTo(REGISTER);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toMatchObject({
      email: "ada@example.com",
      company_id: 7,
      share: { version: 4, answers: { why: "Cash" } },
    });
  });

  it("'Just register' sends the form alone: registration shares nothing", async () => {
    const { network, user, submit, question } = await setUp({
      status: 201,
      body: { message: ANSWER },
    });
    await submit();
    await user.click((await question()).getByRole("button", { name: "Just register" }));
    expect(await screen.findByText(ANSWER)).toBeInTheDocument();
    const [call] = network.callsTo(REGISTER);
    expect(call?.body).toMatchObject({ email: "ada@example.com" });
    expect(call?.body).not.toHaveProperty("share");
  });
});

describe("an event's page for a signed-in member", () => {
  it("registers with one click instead of the form, and says where the member stands", async () => {
    authStore.login(makeUser({ id: 5, role: "user" }), "member-token", false);
    const registration = {
      id: 9,
      event_id: 42,
      status: "registered",
      attendance: null,
      attended_minutes: null,
      created_at: "2026-11-29T12:00:00.000Z",
      cancelled_at: null,
    };
    let registered = false;
    const network = stubFetch({
      "GET /events/42/page": () => ({
        body: { event: makePublicEvent({ seats_left: registered ? 11 : 12 }) },
      }),
      "GET /sponsor-offers": { body: { offers: [] } },
      "GET /user/protected/events": () => ({
        body: { events: registered ? [{ ...registration, event: makePublicEvent() }] : [] },
      }),
      "POST /events/42/registrations": () => {
        registered = true;
        return { status: 201, body: { registration } };
      },
    });
    const { user } = renderWithProviders(<EventPageRoute />, {
      route: "/events/42",
      path: "/events/:id",
    });
    const button = await screen.findByRole("button", {
      name: "Register for CFO roundtable: cash in 2027",
    });
    expect(screen.queryByLabelText(/^First Name/)).toBeNull();
    await user.click(button);
    expect(await screen.findByText("Registered ✓")).toBeInTheDocument();
    expect(network.callsTo("POST /events/42/registrations")).toHaveLength(1);
    // The seats left are asked again.
    expect(await screen.findByText("11 seats left.")).toBeInTheDocument();
  });

  it("tells staff that registration is for members", async () => {
    authStore.login(makeUser({ id: 6, role: "admin" }), "admin-token", false);
    stubFetch({ "GET /events/42/page": { body: { event: makePublicEvent() } } });
    renderWithProviders(<EventPageRoute />, { route: "/events/42", path: "/events/:id" });
    expect(
      await screen.findByText("You're signed in as staff: members register for events here."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Register/ })).toBeNull();
  });
});

describe("seatsText", () => {
  it("says where the seats stand", () => {
    expect(seatsText({ started: false, seats_left: null, waitlisted: 0 })).toBe(
      "Registration is open.",
    );
    expect(seatsText({ started: false, seats_left: 1, waitlisted: 0 })).toBe("1 seat left.");
    expect(seatsText({ started: false, seats_left: 0, waitlisted: 3 })).toBe(
      "Fully booked: registering puts you on the waitlist. 3 already waiting.",
    );
    expect(seatsText({ started: true, seats_left: 5, waitlisted: 0 })).toBe(
      "Registration is closed: this event has started.",
    );
  });
});
