import { afterEach, describe, expect, it } from "vitest";
import { focusFirstInvalid } from "./focus-first-invalid";

const ORDER = ["firstname", "email", "preferences"] as const;

function renderForm() {
  document.body.innerHTML = `
    <form>
      <input name="firstname" />
      <input name="email" />
      <input type="checkbox" name="preferences" value="1" />
      <input type="checkbox" name="preferences" value="2" />
    </form>`;
  return document.querySelector("form");
}

describe("focusFirstInvalid", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("focuses the first field in error in the form's order, whatever the errors' order", () => {
    const form = renderForm();
    focusFirstInvalid(form, ORDER, { preferences: {}, email: {} });
    expect(document.activeElement).toBe(form?.elements.namedItem("email"));
  });

  it("focuses the first control of a checkbox group", () => {
    const form = renderForm();
    focusFirstInvalid(form, ORDER, { preferences: {} });
    expect(document.activeElement).toBe(form?.querySelector('[value="1"]'));
  });

  it("leaves the focus alone when no listed field is in error", () => {
    const form = renderForm();
    focusFirstInvalid(form, ORDER, { company_id: {} });
    expect(document.activeElement).toBe(document.body);
  });
});
