import type { EnglishTexts } from "./types";

/** The form kit, the list screen and the validation messages of every form. */
export const texts: EnglishTexts = {
  "Höchstens {max} Zeichen": "At most {max} characters",
};
