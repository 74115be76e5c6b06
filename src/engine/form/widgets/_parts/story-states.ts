import { expect } from 'storybook/test';
import { emptyProblems } from '../../../../../.storybook/story-checks';

/**
 * The six states every widget's stories show (docs/design-system.md "Storybook"): Empty, Filled, Error, Disabled,
 * Read Only, Required. A state story's play function only asserts — the canvas stays as its name says; what a
 * user does lives in a separate "… Interaction" story. These checks read roles, labels and ARIA, not a widget's
 * class names.
 */

/** The form shows no value: no text, no tick, no chosen item. */
export async function expectEmpty(canvasElement: HTMLElement) {
  await expect(emptyProblems(canvasElement)).toEqual([]);
}

/** The form's controls (text boxes, selects, check boxes, radios) that can still be changed. */
function editable(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll<HTMLInputElement>('[data-field] :is(input, textarea, select)')]
    .filter((el) => el.type !== 'hidden')
    .filter((el) => !el.disabled && !el.readOnly && el.getAttribute('aria-readonly') !== 'true')
    .map((el) => el.id || el.name);
}

/** Read-only: no control of the form can be changed (the value stays shown). */
export async function expectReadOnly(canvasElement: HTMLElement) {
  await expect(editable(canvasElement)).toEqual([]);
}

/** Disabled: no control of the form can be changed. */
export async function expectDisabled(canvasElement: HTMLElement) {
  await expect(editable(canvasElement)).toEqual([]);
}

/**
 * Required: the label carries the red `*` and the control (if the field has one to type into) says it is required,
 * before any save: no error shown yet.
 */
export async function expectRequired(canvasElement: HTMLElement) {
  if (canvasElement.querySelector('[data-field] :is(input, textarea, select, [role="radiogroup"])'))
    await expect(canvasElement.querySelector('[data-field] [aria-required="true"]')).not.toBeNull();
  await expect(canvasElement.textContent).toContain('*');
  await expect(canvasElement.querySelector('[role="alert"], [aria-invalid="true"]')).toBeNull();
}
