import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { deferred, stubFetch } from "../../../../test/fetch-stub";
import { makePreference, makeResource, makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { authStore } from "../../../lib/auth-store";
import { archiveQueryKeyRoot } from "../api/get-resources";
import { EditResourceModal } from "./edit-resource-modal";

const resource = makeResource(5, "Cloud costs in 2025");

/** The figure row as a user reads it: each label with its value. */
const figures = () => {
  const group = screen.getByRole("region", { name: "Opens by members" });
  return Array.from(group.querySelectorAll("dt")).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
};

describe("Edit Resource modal: opens by members", () => {
  beforeEach(() => {
    authStore.login(makeUser({ role: "employee" }), "token", false);
  });

  it("shows the resource's opens, unique members and opens in the last 30 days", async () => {
    const answer = deferred<{ body: unknown }>();
    const network = stubFetch({
      "GET /resources/5/opens": () => answer.promise,
      "POST /preferences/fetch": { body: { preferences: [makePreference(1, "Cloud")] } },
    });
    renderWithProviders(
      <EditResourceModal
        open
        resource={resource}
        pageKey={[...archiveQueryKeyRoot, { page: 1 }]}
        onClose={() => {}}
      />,
    );
    await screen.findByRole("heading", { name: "Edit Resource" });
    expect(figures()).toEqual([
      "Opens: ...",
      "Unique members: ...",
      "Opens in the last 30 days: ...",
    ]);

    answer.resolve({ body: { opens: 1234, unique_members: 87, opens_30d: 9 } });
    await within(screen.getByRole("region", { name: "Opens by members" })).findByText("1,234");
    expect(figures()).toEqual([
      "Opens: 1,234",
      "Unique members: 87",
      "Opens in the last 30 days: 9",
    ]);
    expect(network.callsTo("GET /resources/5/opens")).toHaveLength(1);
    // Read-only: the figures are no form fields.
    expect(screen.queryByRole("textbox", { name: "Opens" })).toBeNull();
    expect(screen.getByLabelText("Title")).toHaveValue("Cloud costs in 2025");
  });

  it("shows dashes when the figures cannot be loaded, and the form still works", async () => {
    stubFetch({
      "GET /resources/5/opens": { status: 500, body: { message: "Database unavailable" } },
      "POST /preferences/fetch": { body: { preferences: [] } },
    });
    renderWithProviders(
      <EditResourceModal open resource={resource} pageKey={["x"]} onClose={() => {}} />,
    );
    await within(screen.getByRole("region", { name: "Opens by members" })).findAllByText("--");
    expect(figures()).toEqual(["Opens: --", "Unique members: --", "Opens in the last 30 days: --"]);
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("asks nothing while closed", () => {
    const network = stubFetch({ "POST /preferences/fetch": { body: { preferences: [] } } });
    renderWithProviders(
      <EditResourceModal open={false} resource={resource} pageKey={["x"]} onClose={() => {}} />,
    );
    expect(network.callsTo("GET /resources/5/opens")).toHaveLength(0);
  });
});

describe("Edit Resource modal: the sponsor (issue 30)", () => {
  const sponsoredResource = {
    ...makeResource(5, "Cloud costs in 2025"),
    preferences: [{ id: 1, name: "Cloud" }],
    sponsor: { id: 9, name: "Acme Security", logo_url: null },
  };
  const routes = {
    "GET /resources/5/opens": { body: { opens: 0, unique_members: 0, opens_30d: 0 } },
    "POST /preferences/fetch": { body: { preferences: [makePreference(1, "Cloud")] } },
    "PUT /resources/5": { body: { resource: sponsoredResource } },
  };

  it("lets an admin change the sponsor, sent as sponsor_id (null for none)", async () => {
    authStore.login(makeUser({ role: "admin" }), "token", false);
    const network = stubFetch({
      ...routes,
      "GET /sponsors": {
        body: {
          sponsors: [
            { id: 9, name: "Acme Security" },
            { id: 4, name: "Globex" },
          ],
        },
      },
    });
    const { user } = renderWithProviders(
      <EditResourceModal open resource={sponsoredResource} pageKey={["x"]} onClose={() => {}} />,
    );
    expect(await screen.findByText("Sponsored by Acme Security")).toBeVisible();
    const sponsor = screen.getByRole("button", { name: /^Sponsor/ });
    await waitFor(() => expect(sponsor).toHaveTextContent("Acme Security"));
    await user.click(sponsor);
    await user.click(await screen.findByRole("option", { name: "No sponsor" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(network.callsTo("PUT /resources/5")).toHaveLength(1));
    expect(network.callsTo("PUT /resources/5")[0]?.body).toMatchObject({
      title: "Cloud costs in 2025",
      sponsor_id: null,
    });
  });

  it("shows employees the sponsor read-only and keeps it (no sponsor_id sent)", async () => {
    authStore.login(makeUser({ role: "employee" }), "token", false);
    const network = stubFetch(routes);
    const { user } = renderWithProviders(
      <EditResourceModal open resource={sponsoredResource} pageKey={["x"]} onClose={() => {}} />,
    );
    expect(await screen.findByText("Sponsored by Acme Security")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Sponsor/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(network.callsTo("PUT /resources/5")).toHaveLength(1));
    expect(network.callsTo("PUT /resources/5")[0]?.body).not.toHaveProperty("sponsor_id");
    expect(network.callsTo("GET /sponsors")).toHaveLength(0);
  });
});
