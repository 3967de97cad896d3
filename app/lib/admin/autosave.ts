/*
 * Autosave of a content form (docs/decisions/0051-autosave-preview-translation.md): what the form posts
 * beside its values and what the shared action answers, shared by the browser and the server.
 */

/** The form field that marks a post as an autosave: a draft save answered with data, not a redirect. */
export const AUTOSAVE_FIELD = "autosave";
