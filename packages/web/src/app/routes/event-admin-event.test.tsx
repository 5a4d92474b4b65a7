import type { EventRegistrant } from "@sector/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catchDownloads } from "../../../test/downloads";
import { stubFetch } from "../../../test/fetch-stub";
import { makeUser } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { expectToast } from "../../../test/toasts";
import { makeStaffEvent } from "../../features/events-admin/staff-event-fixture";
import { authStore } from "../../lib/auth-store";
import EventAdminEventRoute from "./event-admin-event";

afterEach(() => {
  cleanup();
  authStore.logout();
});

const registrant = (
  id: number,
  firstname: string,
  email: string,
  overrides: Partial<EventRegistrant> = {},
): EventRegistrant => ({
  id,
  event_id: 7,
  status: "registered",
  attendance: null,
  attended_minutes: null,
  created_at: "2026-11-20T10:00:00.000Z",
  cancelled_at: null,
  user: {
    id: 100 + id,
    firstname,
    lastname: "Hopper",
    email,
    user_company: "Navy",
    job_title: "CISO",
  },
  ...overrides,
});

const GRACE = registrant(1, "Grace", "grace@example.org");
const ADA = registrant(2, "Ada", "ada@example.org", { status: "waitlisted" });

const DETAIL = {
  event: makeStaffEvent(),
  registrations_per_day: [
    { day: "2026-11-20", count: 9 },
    { day: "2026-11-22", count: 8 },
  ],
};

const CSV = "Email,First name\ngrace@example.org,Grace\n";

/** The app's fetch stub, with the registrants' CSV answered as the server sends it. */
const network = (routes: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(routes);
  const json = globalThis.fetch;
  const csvHeaders: Headers[] = [];
  const forms: FormData[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith("/events/7/registrants.csv")) {
      csvHeaders.push(new Headers(init?.headers));
      return new Response(CSV, { headers: { "content-type": "text/csv; charset=utf-8" } });
    }
    if (init?.body instanceof FormData) forms.push(init.body);
    return json(input, init);
  });
  return { ...stub, csvHeaders, forms };
};

const rowsOf = (label: string) =>
  within(screen.getByRole("region", { name: label }))
    .getAllByRole("row", { hidden: true })
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell", { hidden: true })
        .map((cell) => cell.textContent),
    );

const renderRoute = (id = "7") =>
  renderWithProviders(<EventAdminEventRoute />, {
    route: `/event-admin/${id}`,
    path: "/event-admin/:id",
  });

describe("/event-admin/{id}", () => {
  it("shows the counts, registrations per day and the registrants, searched and filtered, and exports them", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    const calls = network({
      "GET /events/7": { body: DETAIL },
      "GET /events/7/registrants": ({ query }) => ({
        body: {
          registrants: [GRACE, ADA].filter(
            (r) =>
              (!query.get("search") || r.user.email.includes(query.get("search") ?? "")) &&
              (!query.get("status") || r.status === query.get("status")),
          ),
        },
      }),
    });
    const saved = catchDownloads();
    const { user } = renderRoute();

    await screen.findByRole("heading", { name: "Zero trust in practice", level: 1 });
    expect(screen.getByText(/Held in Europe\/London/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All events" })).toHaveAttribute(
      "href",
      "/event-admin",
    );
    const counts = screen.getByRole("region", { name: "Registrations" });
    const figure = (term: string) =>
      within(counts).getByText(term, { selector: "dt" }).nextElementSibling;
    expect(figure("Registered / capacity")).toHaveTextContent("12 / 50");
    expect(figure("Waitlist")).toHaveTextContent("3");
    expect(figure("Cancelled")).toHaveTextContent("2");
    expect(figure("Attended")).toHaveTextContent("0");
    expect(figure("No-show")).toHaveTextContent("0");

    expect(screen.getByRole("heading", { name: "Registrations per day" })).toBeInTheDocument();
    expect(rowsOf("Registrations per day (numbers)")).toEqual([
      ["Nov 20", "9"],
      ["Nov 22", "8"],
    ]);
    await waitFor(() => expect(screen.queryByText("Loading chart...")).not.toBeInTheDocument());

    const list = screen.getByRole("region", { name: "Registrant list" });
    await within(list).findByText("grace@example.org");
    expect(rowsOf("Registrant list").map((row) => row[2])).toEqual(["Registered", "Waitlisted"]);

    // Typing waits for a pause before asking: one request for the whole word.
    await user.type(screen.getByRole("searchbox", { name: "Search registrants" }), "ada");
    await waitFor(() =>
      expect(within(list).queryByText("grace@example.org")).not.toBeInTheDocument(),
    );
    expect(within(list).getByText("ada@example.org")).toBeInTheDocument();
    const searches = calls.callsTo("GET /events/7/registrants").map((c) => c.query.get("search"));
    expect(searches).toEqual([null, "ada"]);

    await user.click(screen.getByRole("button", { name: /^Status/ }));
    await user.click(await screen.findByRole("option", { name: "Registered" }));
    await within(list).findByText("No registrants match.");
    expect(calls.callsTo("GET /events/7/registrants").at(-1)?.query.toString()).toBe(
      "search=ada&status=registered",
    );

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe("event-7-registrants.csv");
    expect(await saved[0]?.text()).toBe(CSV);
    expect(calls.csvHeaders[0]?.get("Authorization")).toBe("Bearer admin-token");
  });

  it("shows an employee the counts and the chart, and leaves the registrants to admins", async () => {
    authStore.login(makeUser({ role: "employee" }), "employee-token", false);
    const calls = network({ "GET /events/7": { body: DETAIL } });
    renderRoute();

    await screen.findByRole("heading", { name: "Zero trust in practice", level: 1 });
    const counts = screen.getByRole("region", { name: "Registrations" });
    expect(
      within(counts).getByText("Registered / capacity", { selector: "dt" }).nextElementSibling,
    ).toHaveTextContent("12 / 50");
    expect(screen.getByRole("heading", { name: "Registrations per day" })).toBeInTheDocument();
    expect(rowsOf("Registrations per day (numbers)")).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText("Loading chart...")).not.toBeInTheDocument());

    expect(
      screen.getByText("The registrants and the attendance import are visible to admins."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Registrants" })).toBeNull();
    expect(screen.queryByRole("searchbox", { name: "Search registrants" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
    expect(screen.queryByLabelText("Attendance file (CSV)")).toBeNull();
    expect(screen.queryByRole("button", { name: "Import attendance" })).toBeNull();
    // The registrants (an admin's list) are never asked for.
    expect(calls.callsTo("GET /events/7/registrants")).toHaveLength(0);
  });

  it("imports an attendance report, shows what it did, and counts again", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    let detail = DETAIL;
    const calls = network({
      "GET /events/7": () => ({ body: detail }),
      "GET /events/7/registrants": { body: { registrants: [GRACE] } },
      "POST /events/7/attendance": () => {
        detail = {
          ...DETAIL,
          event: makeStaffEvent({
            counts: { registered: 12, waitlisted: 3, cancelled: 2, attended: 9, no_show: 3 },
          }),
        };
        return {
          body: {
            report: {
              format: "zoom",
              rows: 11,
              attended: 9,
              no_show: 3,
              unknown: ["stranger@example.org", "guest@example.com"],
            },
          },
        };
      },
    });
    const { user } = renderRoute();
    await screen.findByRole("heading", { name: "Zero trust in practice", level: 1 });

    // Nothing chosen: the field says so, nothing is sent.
    await user.click(screen.getByRole("button", { name: "Import attendance" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose the attendance file first.");
    expect(calls.callsTo("POST /events/7/attendance")).toHaveLength(0);

    const file = new File(["Email,Duration\ngrace@example.org,55\n"], "zoom.csv", {
      type: "text/csv",
    });
    await user.upload(screen.getByLabelText("Attendance file (CSV)"), file);
    await user.click(screen.getByRole("button", { name: "Import attendance" }));

    await screen.findByText(/Read 11 rows \(Zoom report\)/);
    expect(screen.getByText(/Read 11 rows/).textContent).toBe(
      "Read 11 rows (Zoom report): 9 attended, 3 no-show.",
    );
    expect(
      screen.getByText("2 addresses in the file are not registered (left out):"),
    ).toBeInTheDocument();
    const unknown = screen.getByRole("list", { name: "Unknown addresses" });
    expect(
      within(unknown)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["stranger@example.org", "guest@example.com"]);
    await expectToast("Attendance imported.");
    const sent = calls.forms[0]?.get("file");
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File && sent.name).toBe("zoom.csv");

    const counts = screen.getByRole("region", { name: "Registrations" });
    await waitFor(() =>
      expect(
        within(counts).getByText("Attended", { selector: "dt" }).nextElementSibling,
      ).toHaveTextContent("9"),
    );
    expect(
      within(counts).getByText("No-show", { selector: "dt" }).nextElementSibling,
    ).toHaveTextContent("3");
  });

  it("shows the server's reason when the import is refused", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    network({
      "GET /events/7": { body: DETAIL },
      "GET /events/7/registrants": { body: { registrants: [] } },
      "POST /events/7/attendance": {
        status: 422,
        body: { message: "The file has no email column." },
      },
    });
    const { user } = renderRoute();
    await screen.findByRole("heading", { name: "Zero trust in practice", level: 1 });
    await user.upload(
      screen.getByLabelText("Attendance file (CSV)"),
      new File(["Name\nGrace\n"], "names.csv", { type: "text/csv" }),
    );
    await user.click(screen.getByRole("button", { name: "Import attendance" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The file has no email column.");
    expect(screen.queryByText(/^Read \d+ rows?/)).not.toBeInTheDocument();
  });

  it("says when the event does not exist", async () => {
    authStore.login(makeUser({ role: "admin" }), "admin-token", false);
    stubFetch({ "GET /events/99": { status: 404, body: { message: "Event not found." } } });
    renderRoute("99");
    expect(await screen.findByText("This event does not exist.")).toBeInTheDocument();
  });
});
