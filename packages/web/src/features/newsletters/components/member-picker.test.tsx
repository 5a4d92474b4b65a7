import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { MemberPicker } from "./member-picker";

/** A brand of 1,234 members: the server answers the newest 100 of those the text finds. */
const member = (n: number) =>
  makeUser({ id: 1000 + n, firstname: `Member${n}`, lastname: n % 2 ? "Odd" : "Even" });

describe("MemberPicker", () => {
  it("counts the brand's members the server found beyond the names shown, and picks one", async () => {
    const brand = Array.from({ length: 1234 }, (_, i) => member(i));
    let answerNobody = () => {};
    const nobodyAsked = new Promise<void>((resolve) => {
      answerNobody = resolve;
    });
    const network = stubFetch({
      "GET /user/protected/fetchusers": async ({ query }) => {
        const text = (query.get("search") ?? "").toLowerCase();
        // The server takes its time over this one.
        if (text === "nobody") await nobodyAsked;
        const found = brand.filter((u) =>
          `${u.firstname} ${u.lastname}`.toLowerCase().includes(text),
        );
        return { body: { users: found.slice(0, 100), totalUsers: found.length } };
      },
    });
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <MemberPicker companyId={1} selectedId={null} onSelect={onSelect} />,
    );
    const list = screen.getByRole("list", { name: "Members" });
    // Eight names at a glance, and the rest of the brand counted by the server.
    await waitFor(() => expect(list).toHaveTextContent("and 1,226 more: type to narrow"));
    expect(screen.getAllByRole("button")).toHaveLength(8);

    await user.type(screen.getByRole("searchbox", { name: "Find a member" }), "member7 odd");
    await waitFor(() => expect(screen.getAllByRole("button")).toHaveLength(1));
    // Narrowed here at once, and asked of the server once typing paused.
    await waitFor(() =>
      expect(network.callsTo("GET /user/protected/fetchusers").at(-1)?.query.get("search")).toBe(
        "member7 odd",
      ),
    );
    expect(list).not.toHaveTextContent("more: type to narrow");
    await user.click(screen.getByRole("button", { name: "Member7 Odd" }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 1007 }));

    // A text none of the names here holds: the server is still asked before "no member" shows.
    const field = screen.getByRole("searchbox", { name: "Find a member" });
    await user.clear(field);
    await user.type(field, "nobody");
    expect(list).toHaveTextContent(/^Searching members\.\.\.$/);
    await waitFor(() =>
      expect(network.callsTo("GET /user/protected/fetchusers").at(-1)?.query.get("search")).toBe(
        "nobody",
      ),
    );
    expect(list).toHaveTextContent(/^Searching members\.\.\.$/);
    answerNobody();
    await waitFor(() => expect(list).toHaveTextContent(/^No member of this brand matches\.$/));

    const asked = network.callsTo("GET /user/protected/fetchusers").map((c) => c.query);
    expect(asked.map((q) => q.get("search"))).toContain("member7 odd");
    expect(asked.every((q) => q.get("company_id") === "1")).toBe(true);
  });
});
