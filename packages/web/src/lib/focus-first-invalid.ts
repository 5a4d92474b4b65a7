/**
 * Focuses the control of the first field in error, in the order the form shows them, without
 * scrolling to it (for forms that scroll elsewhere on failure, e.g. registration to the top).
 * A field several controls share (a checkbox group) focuses its first control.
 */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  order: readonly string[],
  invalid: Record<string, unknown>,
): void {
  const name = order.find((field) => invalid[field] !== undefined);
  if (!form || !name) return;
  const found = form.elements.namedItem(name);
  const control = found instanceof RadioNodeList ? found[0] : found;
  if (control instanceof HTMLElement) control.focus({ preventScroll: true });
}
