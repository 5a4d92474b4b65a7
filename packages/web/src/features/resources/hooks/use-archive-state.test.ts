import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useArchiveState } from "./use-archive-state";

const render = () => renderHook(() => useArchiveState());

describe("archive state (SPEC sections 4 and 9)", () => {
  it("starts on page 1, unsorted, with no company and no search", () => {
    const { result } = render();
    expect(result.current.params).toEqual({
      page: 1,
      companyId: null,
      createSortOrder: null,
      updateSortOrder: null,
      debouncedValue: "",
    });
  });

  it("clicking Creation toggles its direction and clears the Updation sort", () => {
    const { result } = render();
    act(() => result.current.sortBy("update"));
    expect(result.current.params.updateSortOrder).not.toBeNull();

    act(() => result.current.sortBy("create"));
    const first = result.current.params.createSortOrder;
    expect(first).not.toBeNull();
    expect(result.current.params.updateSortOrder).toBeNull();

    act(() => result.current.sortBy("create"));
    const second = result.current.params.createSortOrder;
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect([first, second].sort()).toEqual(["asc", "desc"]);

    act(() => result.current.sortBy("create"));
    expect(result.current.params.createSortOrder).toBe(first);
  });

  it("clicking Updation toggles its direction and clears the Creation sort", () => {
    const { result } = render();
    act(() => result.current.sortBy("create"));
    act(() => result.current.sortBy("update"));
    const first = result.current.params.updateSortOrder;
    expect(first).not.toBeNull();
    expect(result.current.params.createSortOrder).toBeNull();

    act(() => result.current.sortBy("update"));
    expect(result.current.params.updateSortOrder).not.toBe(first);
    expect(result.current.params.updateSortOrder).not.toBeNull();
    expect(result.current.params.createSortOrder).toBeNull();
  });

  describe("search", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("applies the text 1000 ms after typing stops, not before", () => {
      const { result } = render();
      act(() => result.current.setSearchText("rep"));
      expect(result.current.searchText).toBe("rep");
      act(() => vi.advanceTimersByTime(600));
      // Still typing: the timer starts again from this keystroke.
      act(() => result.current.setSearchText("report"));
      act(() => vi.advanceTimersByTime(999));
      expect(result.current.params.debouncedValue).toBe("");
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.params.debouncedValue).toBe("report");
    });

    it("a new search starts again at page 1", () => {
      const { result } = render();
      act(() => result.current.setPage(3));
      act(() => result.current.setSearchText("cloud"));
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current.params).toMatchObject({ page: 1, debouncedValue: "cloud" });
    });
  });

  it("a new company starts again at page 1", () => {
    const { result } = render();
    act(() => result.current.setPage(4));
    act(() => result.current.setCompanyId(2));
    expect(result.current.params).toMatchObject({ page: 1, companyId: 2 });
  });

  it("Clear Filter resets the company, the page and the search at once", () => {
    vi.useFakeTimers();
    try {
      const { result } = render();
      act(() => result.current.setCompanyId(3));
      act(() => result.current.setSearchText("security"));
      act(() => vi.advanceTimersByTime(1000));
      act(() => result.current.setPage(2));
      expect(result.current.params).toMatchObject({
        page: 2,
        companyId: 3,
        debouncedValue: "security",
      });

      act(() => result.current.clearFilter());
      expect(result.current.searchText).toBe("");
      expect(result.current.params).toMatchObject({
        page: 1,
        companyId: null,
        debouncedValue: "",
      });
      // No late debounce brings the old text back.
      act(() => vi.advanceTimersByTime(2000));
      expect(result.current.params.debouncedValue).toBe("");
    } finally {
      vi.useRealTimers();
    }
  });
});
