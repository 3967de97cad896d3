/**
 * When a form inside a dialog checks its fields: on sending, then on every keystroke. Checking a field
 * as it is left re-renders the form while the focus is between two fields, and the dialog's focus trap
 * takes the DOM change for a lost focus: the first Tab out of each field went back to the dialog's start.
 */
export const DIALOG_FORM_VALIDATION = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;
