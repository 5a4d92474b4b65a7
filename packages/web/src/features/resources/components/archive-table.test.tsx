import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeResource } from "../../../../test/fixtures";
import { ArchiveTable } from "./archive-table";

describe("Archive table: sponsors (issue 30)", () => {
  it("shows 'Sponsored by {name}' under a sponsored resource's title, and nothing under others", () => {
    const sponsored = {
      ...makeResource(1, "Zero trust in practice"),
      sponsor: { id: 9, name: "Acme Security", logo_url: null },
    };
    render(
      <ArchiveTable
        resources={[sponsored, makeResource(2, "Cloud budgets")]}
        isPending={false}
        isRefreshing={false}
        createSortOrder={null}
        updateSortOrder={null}
        onSort={() => {}}
        onEdit={() => {}}
      />,
    );
    const [, first, second] = screen.getAllByRole("row");
    const title = within(first as HTMLElement).getAllByRole("cell")[0];
    expect(title).toHaveTextContent(
      /^Zero trust in practice \(opens in a new tab\)Sponsored by Acme Security$/,
    );
    expect(second).not.toHaveTextContent("Sponsored by");
  });
});
