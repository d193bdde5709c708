/**
 * After a refused submit, moves focus to the first field the form marks invalid, so a screen
 * reader announces the field and its message and a keyboard user lands where to fix it. Waits a
 * frame: the marks appear with the render the refusal causes.
 */
export function focusFirstProblem(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
