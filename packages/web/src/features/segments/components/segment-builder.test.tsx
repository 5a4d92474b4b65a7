import { SEGMENT_DAYS_MESSAGE, type SegmentRules, type StaffEvent } from "@sector/shared";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { makeEvent } from "../../../../test/event-fixtures";
import { type FetchCall, stubFetch } from "../../../../test/fetch-stub";
import { makePreference } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { SegmentBuilder } from "./segment-builder";

/** The builder as a form holds it: its rules in state. */
function Harness({ purpose = "resources" as const }) {
  const [rules, setRules] = useState<SegmentRules>({});
  return <SegmentBuilder companyId={1} purpose={purpose} rules={rules} onChange={setRules} />;
}

/** A count that depends on what was asked: 1,000 members less 100 per rule, 10 fewer per value. */
function countOf(call: FetchCall) {
  const rules = JSON.parse(call.query.get("rules") ?? "{}") as Record<string, unknown>;
  const count = Object.values(rules).reduce<number>(
    (left, value) => left - 100 - (Array.isArray(value) ? 10 * value.length : 0),
    1000,
  );
  return { body: { count } };
}

/** One of brand 1's events as the staff list gives it. */
function staffEvent(id: number, title: string, startsAt: string): StaffEvent {
  return {
    ...makeEvent({ starts_at: startsAt, ends_at: startsAt.replace("T15:", "T16:") }),
    id,
    title,
    resource_url: `https://cio.example.com/events/${id}`,
    company: { id: 1, name: "CIO" },
    sponsor: null,
    join_url: null,
    sequence: 0,
    counts: { registered: 0, waitlisted: 0, cancelled: 0, attended: 0, no_show: 0 },
  };
}

const status = () => screen.getByRole("status");
const WAIT = { timeout: 3000 };

describe("the segment builder", () => {
  it("shows the live count of consenting members, asked again as the rules change", async () => {
    const network = stubFetch({
      "GET /segments/count": countOf,
      "POST /preferences/fetch": {
        body: { preferences: [makePreference(7, "Cloud"), makePreference(8, "Security")] },
      },
      "GET /events": { body: { events: [] } },
    });
    const { user } = renderWithProviders(<Harness />);
    const lastRules = () =>
      JSON.parse(network.callsTo("GET /segments/count").at(-1)?.query.get("rules") ?? "{}");

    await waitFor(() => expect(status()).toHaveTextContent("1,000 consenting members"), WAIT);
    const first = network.callsTo("GET /segments/count")[0];
    expect(first?.query.get("company_id")).toBe("1");
    expect(first?.query.get("purpose")).toBe("resources");
    expect(first?.query.has("rules")).toBe(false);

    await user.type(screen.getByLabelText("Active within (days)"), "30");
    await waitFor(() => expect(status()).toHaveTextContent("900 consenting members"), WAIT);
    // Typing "3" then "0" quickly asks once, for the whole number.
    const asked = network.callsTo("GET /segments/count").map((call) => call.query.get("rules"));
    expect(asked).toEqual([null, JSON.stringify({ active_within_days: 30 })]);

    await user.click(screen.getByRole("button", { name: /^Topics/ }));
    await user.click(await screen.findByRole("option", { name: "Security" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(status()).toHaveTextContent("790 consenting members"), WAIT);
    expect(lastRules()).toEqual({ active_within_days: 30, preference_ids: [8] });

    await user.type(screen.getByLabelText("Job title words"), "chief, ");
    await waitFor(() => expect(status()).toHaveTextContent("680 consenting members"), WAIT);
    expect(lastRules()).toEqual({
      active_within_days: 30,
      preference_ids: [8],
      job_titles: ["chief"],
    });

    // A rule cleared is a rule gone.
    await user.clear(screen.getByLabelText("Active within (days)"));
    await waitFor(() => expect(status()).toHaveTextContent("780 consenting members"), WAIT);
  });

  it("says what is wrong with a rule instead of asking the server", async () => {
    const network = stubFetch({
      "GET /segments/count": countOf,
      "POST /preferences/fetch": { body: { preferences: [] } },
      "GET /events": { body: { events: [] } },
    });
    const { user } = renderWithProviders(<Harness />);
    await waitFor(() => expect(status()).toHaveTextContent("1,000"), WAIT);

    await user.type(screen.getByLabelText("Inactive for (days)"), "0");
    await waitFor(() => expect(status()).toHaveTextContent(SEGMENT_DAYS_MESSAGE), WAIT);
    expect(network.callsTo("GET /segments/count")).toHaveLength(1);
  });

  it("chooses the brand's past and upcoming events for each event rule, counted again", async () => {
    const upcoming = [staffEvent(21, "Zero trust in practice", "2026-12-01T15:00:00.000Z")];
    const past = [
      staffEvent(12, "Cloud costs webinar", "2026-10-06T15:00:00.000Z"),
      staffEvent(11, "CIO roundtable", "2026-09-08T15:00:00.000Z"),
    ];
    const network = stubFetch({
      "GET /segments/count": countOf,
      "POST /preferences/fetch": { body: { preferences: [] } },
      "GET /events": (call) => ({
        body: { events: call.query.get("when") === "past" ? past : upcoming },
      }),
    });
    const { user } = renderWithProviders(<Harness />);
    const lastRules = () =>
      JSON.parse(network.callsTo("GET /segments/count").at(-1)?.query.get("rules") ?? "{}");
    const choose = async (rule: RegExp, event: string) => {
      await user.click(screen.getByRole("button", { name: rule }));
      await user.click(await screen.findByRole("option", { name: event }));
      await user.keyboard("{Escape}");
    };
    await waitFor(() => expect(status()).toHaveTextContent("1,000 consenting members"), WAIT);
    // The segment's brand's events, both lists.
    const asked = network
      .callsTo("GET /events")
      .map((call) => `${call.query.get("when")} ${call.query.get("company_id")}`);
    expect(asked.sort()).toEqual(["past 1", "upcoming 1"]);

    // Upcoming first, then past, each dated.
    await user.click(screen.getByRole("button", { name: /^Registered for/ }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "Zero trust in practice · December 1, 2026",
      "Cloud costs webinar · October 6, 2026",
      "CIO roundtable · September 8, 2026",
    ]);
    await user.keyboard("{Escape}");

    await choose(/^Registered for/, "Zero trust in practice · December 1, 2026");
    await waitFor(() => expect(status()).toHaveTextContent("890 consenting members"), WAIT);
    expect(lastRules()).toEqual({ event_registered: [21] });
    expect(screen.getByRole("button", { name: /^Registered for/ })).toHaveTextContent(
      "Zero trust in practice · December 1, 2026",
    );

    await choose(/^Attended/, "Cloud costs webinar · October 6, 2026");
    await waitFor(() => expect(status()).toHaveTextContent("780 consenting members"), WAIT);
    expect(lastRules()).toEqual({ event_registered: [21], event_attended: [12] });

    await choose(/^Did not show/, "Cloud costs webinar · October 6, 2026");
    await choose(/^Did not show/, "CIO roundtable · September 8, 2026");
    await waitFor(() => expect(status()).toHaveTextContent("660 consenting members"), WAIT);
    expect(lastRules()).toEqual({
      event_registered: [21],
      event_attended: [12],
      event_no_show: [12, 11],
    });
    expect(screen.getByRole("button", { name: /^Did not show/ })).toHaveTextContent("2 selected");

    // Removing the last event of a rule drops the rule.
    await user.click(
      screen.getByRole("button", { name: "Remove Zero trust in practice · December 1, 2026" }),
    );
    await waitFor(() => expect(status()).toHaveTextContent("770 consenting members"), WAIT);
    expect(lastRules()).toEqual({ event_attended: [12], event_no_show: [12, 11] });
  });
});
