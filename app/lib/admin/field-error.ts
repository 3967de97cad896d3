/**
 * A problem with one field found on the server (a slug already taken, a parent that is gone). A
 * write hook throws it; the shared action answers it as that field's error with status 400. Kept in
 * its own module so the hooks and the action do not import each other.
 */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly title?: string,
  ) {
    super(message);
  }
}
