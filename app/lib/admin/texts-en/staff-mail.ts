import type { EnglishTexts } from "./types";

export const texts: EnglishTexts = {};
