import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { SearchField } from "./search-field";

const field = () => screen.getByRole("searchbox", { name: "Search resources" });

describe("SearchField", () => {
  it("opens /search with the trimmed words on Enter, and ignores blank words", async () => {
    const { user } = renderWithProviders(<SearchField />, { route: "/" });
    await user.type(field(), "   {Enter}");
    expect(screen.queryByText(/Navigated to/)).toBeNull();
    await user.type(field(), " cloud secur {Enter}");
    expect(await screen.findByText("Navigated to /search")).toBeInTheDocument();
  });

  it("shows the words of the results page it is on", () => {
    renderWithProviders(<SearchField />, { route: "/search?q=zero%20trust" });
    expect(field()).toHaveValue("zero trust");
  });

  it("clears on Esc, and leaves the field on a second Esc", async () => {
    const { user } = renderWithProviders(<SearchField />, { route: "/" });
    await user.type(field(), "cloud");
    await user.keyboard("{Escape}");
    expect(field()).toHaveValue("");
    expect(field()).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(field()).not.toHaveFocus();
  });

  it("takes the focus on / from anywhere but another field, when it has the shortcut", async () => {
    const { user } = renderWithProviders(
      <>
        <SearchField shortcut />
        <label>
          Notes
          <input />
        </label>
      </>,
      { route: "/" },
    );
    expect(field()).toHaveAttribute("aria-keyshortcuts", "/");
    await user.click(screen.getByLabelText("Notes"));
    await user.keyboard("/");
    expect(screen.getByLabelText("Notes")).toHaveValue("/");
    expect(field()).not.toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: "/" });
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue("");
  });

  it("leaves / alone without the shortcut", () => {
    renderWithProviders(<SearchField />, { route: "/" });
    fireEvent.keyDown(document.body, { key: "/" });
    expect(field()).not.toHaveFocus();
  });
});
