import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeResource } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { FeedLayout } from "./feed-layout";

/** Six resources: the lead card, three beside it and two in the grid. */
const resources = Array.from({ length: 6 }, (_, i) => makeResource(i + 1, `Report ${i + 1}`));

const link = (title: string) => screen.getByRole("link", { name: new RegExp(`^${title}\\b`) });

let follow: ((event: MouseEvent) => void) | null = null;
afterEach(() => {
  if (follow) document.removeEventListener("click", follow);
  follow = null;
});

function setUp() {
  window.sessionStorage.setItem("token", "member-token");
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
  vi.stubGlobal("navigator", { ...navigator, sendBeacon: beacon });
  const network = stubFetch({});
  // Whether the app let each click go ahead; then the navigation itself (a new tab) is stopped,
  // which is the browser's business, not the test's.
  const followed: boolean[] = [];
  follow = (event: MouseEvent) => {
    followed.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener("click", follow);
  const view = renderWithProviders(<FeedLayout resources={resources} />);
  const opened = () => beacon.mock.calls.map(([url]) => url);
  return { ...view, beacon, network, followed, opened };
}

describe("opening a feed item (insights)", () => {
  it("records the open of the clicked resource, on every card size, and still follows the link", async () => {
    const { user, opened, followed } = setUp();
    await user.click(link("Report 1"));
    await user.click(link("Report 3"));
    await user.click(link("Report 6"));
    expect(opened()).toEqual([
      "/api/resources/1/open",
      "/api/resources/3/open",
      "/api/resources/6/open",
    ]);
    // The link opens the resource's own page in a new tab, as before.
    expect(link("Report 6")).toHaveAttribute("href", "https://example.com/resources/6");
    expect(link("Report 6")).toHaveAttribute("target", "_blank");
    expect(followed).toEqual([true, true, true]);
  });

  it("counts a ctrl-click, Enter on the focused link and a middle click, not a right click", async () => {
    const { user, opened } = setUp();
    await user.keyboard("{Control>}");
    await user.click(link("Report 2"));
    await user.keyboard("{/Control}");
    link("Report 4").focus();
    await user.keyboard("{Enter}");
    fireEvent(link("Report 5"), new MouseEvent("auxclick", { bubbles: true, button: 1 }));
    fireEvent(link("Report 5"), new MouseEvent("auxclick", { bubbles: true, button: 2 }));
    expect(opened()).toEqual([
      "/api/resources/2/open",
      "/api/resources/4/open",
      "/api/resources/5/open",
    ]);
  });
});
