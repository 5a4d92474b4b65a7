import { SEGMENT_DAYS_MESSAGE, type SegmentRules } from "@sector/shared";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
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

const status = () => screen.getByRole("status");
const WAIT = { timeout: 3000 };

describe("the segment builder", () => {
  it("shows the live count of consenting members, asked again as the rules change", async () => {
    const network = stubFetch({
      "GET /segments/count": countOf,
      "POST /preferences/fetch": {
        body: { preferences: [makePreference(7, "Cloud"), makePreference(8, "Security")] },
      },
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
    });
    const { user } = renderWithProviders(<Harness />);
    await waitFor(() => expect(status()).toHaveTextContent("1,000"), WAIT);

    await user.type(screen.getByLabelText("Inactive for (days)"), "0");
    await waitFor(() => expect(status()).toHaveTextContent(SEGMENT_DAYS_MESSAGE), WAIT);
    expect(network.callsTo("GET /segments/count")).toHaveLength(1);
  });
});
