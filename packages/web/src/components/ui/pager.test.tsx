import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pager, pageCount } from "./pager";

describe("Pager: Prev / 'Page {n} of {total}' / Next (SPEC section 9)", () => {
  it("shows the page and the total", () => {
    render(<Pager page={2} totalPages={5} onPageChange={() => {}} />);
    expect(screen.getByText("Page 2 of 5")).toBeInTheDocument();
  });

  it("moves one page back and forth inside the range", async () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} totalPages={3} onPageChange={onPageChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Prev" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it("disables Prev on page 1 and Next on the last page", () => {
    const { rerender } = render(<Pager page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Prev" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    rerender(<Pager page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Prev" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("counts an empty list as one page, with nowhere to go", () => {
    render(<Pager page={1} totalPages={0} onPageChange={() => {}} />);
    expect(screen.getByText("Page 1 of 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Prev" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("page count is the total divided by the page size, rounded up", () => {
    expect(pageCount(0, 5)).toBe(0);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(11, 5)).toBe(3);
  });
});
