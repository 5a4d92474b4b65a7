import type { StaffEvent } from "@sector/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { atViewer, makeEventResource } from "../../../../test/event-fixtures";
import { type StubRoutes, stubFetch } from "../../../../test/fetch-stub";
import { makeCompany, makePreference, makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { EditResourceModal } from "./edit-resource-modal";
import { UploadForm } from "./upload-form";

type User = ReturnType<typeof renderWithProviders>["user"];

afterEach(() => {
  cleanup();
  authStore.logout();
  vi.useRealTimers();
});

const eventBox = () => screen.getByRole("checkbox", { name: "This is an event" });
const eventPart = () => within(screen.getByRole("group", { name: "Event" }));
/** A datetime-local input takes its value as the browser's picker gives it. */
const setWallClock = (label: string, value: string) =>
  fireEvent.change(eventPart().getByLabelText(label), { target: { value } });

describe("Upload form: 'This is an event' (issue 63)", () => {
  beforeEach(() => {
    // The browser's zone is the default; the staff member picks the event's own.
    atViewer("America/New_York");
    authStore.login(makeUser({ id: 3, role: "employee" }), "token", false);
  });

  function setUp(routes: StubRoutes = {}) {
    return stubFetch({
      "GET /company": { body: { companies: [makeCompany(1, "CIO")] } },
      "POST /preferences/fetch": { body: { preferences: [makePreference(5, "Cloud", 1)] } },
      "POST /resources": { status: 201, body: { resource: {} } },
      ...routes,
    });
  }

  async function fillResource(user: User) {
    await user.type(screen.getByLabelText("Title"), "Zero trust roundtable");
    await user.type(screen.getByLabelText("Landing Page URL"), "https://example.com/a");
    await user.type(screen.getByLabelText("Thumbnail Image URL"), "https://example.com/a.png");
    await user.click(await screen.findByRole("button", { name: /Website/ }));
    await user.click(await screen.findByRole("option", { name: "CIO" }));
    await user.click(await screen.findByRole("button", { name: /Preferences/ }));
    await user.click(await screen.findByRole("option", { name: "Cloud" }));
    await user.keyboard("{Escape}");
  }

  it("sends no event for other resources, and shows the event's fields only once ticked", async () => {
    const network = setUp();
    const { user } = renderWithProviders(<UploadForm />, { route: "/uploads" });
    await fillResource(user);
    expect(eventPart().queryByLabelText("Start")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add Resource" }));
    await expectToast("Resource Added Successfully!");
    expect(network.callsTo("POST /resources")[0]?.body).not.toHaveProperty("event");
  });

  it("reads start and end on the chosen zone's clock and sends them as UTC, across a DST change", async () => {
    const network = setUp();
    const { user } = renderWithProviders(<UploadForm />, { route: "/uploads" });
    await fillResource(user);
    await user.click(eventBox());
    // The browser's zone is the default choice.
    expect(eventPart().getByLabelText("Time zone")).toHaveValue("America/New_York");
    await user.selectOptions(eventPart().getByLabelText("Time zone"), "Europe/London");
    // 29 March 2027: the day after London's clocks went forward (BST, UTC+1).
    setWallClock("Start", "2027-03-29T15:00");
    setWallClock("End", "2027-03-29T16:30");
    await user.type(eventPart().getByLabelText("Location"), "Online");
    await user.type(eventPart().getByLabelText("Join URL"), "https://zoom.example.com/j/1");
    await user.type(eventPart().getByLabelText("Capacity"), "20");
    await user.click(screen.getByRole("button", { name: "Add Resource" }));
    await expectToast("Resource Added Successfully!");
    expect(network.callsTo("POST /resources")[0]?.body).toMatchObject({
      title: "Zero trust roundtable",
      event: {
        starts_at: "2027-03-29T14:00:00.000Z",
        ends_at: "2027-03-29T15:30:00.000Z",
        timezone: "Europe/London",
        location: "Online",
        join_url: "https://zoom.example.com/j/1",
        capacity: 20,
      },
    });
  });

  it("uses the browser's zone when left as it is, and sends empty optional fields as none", async () => {
    const network = setUp();
    const { user } = renderWithProviders(<UploadForm />, { route: "/uploads" });
    await fillResource(user);
    await user.click(eventBox());
    setWallClock("Start", "2026-12-01T10:00");
    setWallClock("End", "2026-12-01T11:00");
    await user.click(screen.getByRole("button", { name: "Add Resource" }));
    await expectToast("Resource Added Successfully!");
    expect(network.callsTo("POST /resources")[0]?.body).toMatchObject({
      event: {
        starts_at: "2026-12-01T15:00:00.000Z",
        ends_at: "2026-12-01T16:00:00.000Z",
        timezone: "America/New_York",
        location: null,
        join_url: null,
        capacity: null,
      },
    });
  });

  it("refuses an event without a start, or ending before it starts", async () => {
    const network = setUp();
    const { user } = renderWithProviders(<UploadForm />, { route: "/uploads" });
    await fillResource(user);
    await user.click(eventBox());
    await user.click(screen.getByRole("button", { name: "Add Resource" }));
    await expectToast("Enter when the event starts.");
    expect(eventPart().getByText("Enter when the event ends.")).toBeVisible();

    setWallClock("Start", "2026-12-01T10:00");
    setWallClock("End", "2026-12-01T09:00");
    await user.click(screen.getByRole("button", { name: "Add Resource" }));
    await expectToast("End must be a date and time after the start.");
    expect(network.callsTo("POST /resources")).toHaveLength(0);
  });
});

describe("Edit Resource modal: the event (issue 63)", () => {
  const resource = {
    ...makeEventResource(5, "Zero trust roundtable", {
      starts_at: "2027-03-29T14:00:00.000Z",
      ends_at: "2027-03-29T15:00:00.000Z",
    }),
    preferences: [{ id: 1, name: "Cloud" }],
  };
  const staffEvent = {
    ...resource.event,
    id: 5,
    title: resource.title,
    join_url: "https://zoom.example.com/j/5",
  } as StaffEvent;

  beforeEach(() => {
    atViewer("America/New_York");
    authStore.login(makeUser({ role: "employee" }), "token", false);
  });

  function setUp(routes: StubRoutes = {}) {
    const network = stubFetch({
      "GET /resources/5/opens": { body: { opens: 0, unique_members: 0, opens_30d: 0 } },
      "POST /preferences/fetch": { body: { preferences: [makePreference(1, "Cloud")] } },
      "GET /events/5": { body: { event: staffEvent, registrations_per_day: [] } },
      "PUT /resources/5": { body: { resource } },
      ...routes,
    });
    const view = renderWithProviders(
      <EditResourceModal open resource={resource} pageKey={["x"]} onClose={() => {}} />,
    );
    return { ...view, network };
  }

  it("shows the event on its own zone's clock with the join URL from the event, and keeps it when untouched", async () => {
    const { user, network } = setUp();
    await waitFor(() =>
      expect(eventPart().getByLabelText("Join URL")).toHaveValue("https://zoom.example.com/j/5"),
    );
    expect(eventBox()).toBeChecked();
    expect(eventPart().getByLabelText("Start")).toHaveValue("2027-03-29T15:00");
    expect(eventPart().getByLabelText("End")).toHaveValue("2027-03-29T16:00");
    expect(eventPart().getByLabelText("Time zone")).toHaveValue("Europe/London");
    expect(eventPart().getByLabelText("Capacity")).toHaveValue(20);

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(network.callsTo("PUT /resources/5")).toHaveLength(1));
    // Untouched: not sent, so the server changes nothing and mails no update.
    expect(network.callsTo("PUT /resources/5")[0]?.body).not.toHaveProperty("event");
  });

  it("sends a new time as UTC with the join URL it loaded", async () => {
    const { user, network } = setUp();
    await waitFor(() =>
      expect(eventPart().getByLabelText("Join URL")).toHaveValue("https://zoom.example.com/j/5"),
    );
    setWallClock("Start", "2027-03-29T17:00");
    setWallClock("End", "2027-03-29T18:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(network.callsTo("PUT /resources/5")).toHaveLength(1));
    expect(network.callsTo("PUT /resources/5")[0]?.body).toMatchObject({
      event: {
        starts_at: "2027-03-29T16:00:00.000Z",
        ends_at: "2027-03-29T17:00:00.000Z",
        timezone: "Europe/London",
        location: "Online",
        join_url: "https://zoom.example.com/j/5",
        capacity: 20,
      },
    });
  });

  it("sends null when it is no longer an event", async () => {
    const { user, network } = setUp();
    await waitFor(() => expect(eventBox()).toBeEnabled());
    await waitFor(() =>
      expect(eventPart().getByLabelText("Join URL")).toHaveValue("https://zoom.example.com/j/5"),
    );
    await user.click(eventBox());
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(network.callsTo("PUT /resources/5")).toHaveLength(1));
    expect(network.callsTo("PUT /resources/5")[0]?.body).toMatchObject({ event: null });
  });

  it("leaves the event alone when its details cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, network } = setUp({
      "GET /events/5": { status: 500, body: { message: "Database unavailable" } },
    });
    expect(
      await eventPart().findByText(
        "The event's details could not be loaded: its time and place stay as they are.",
      ),
    ).toBeVisible();
    expect(eventBox()).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(network.callsTo("PUT /resources/5")).toHaveLength(1));
    expect(network.callsTo("PUT /resources/5")[0]?.body).not.toHaveProperty("event");
  });
});
