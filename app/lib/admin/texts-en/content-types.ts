import type { EnglishTexts } from "./types";
import { texts as shared } from "./content-types/shared";
import { texts as sitePages } from "./content-types/site-pages";
import { texts as homeAndLists } from "./content-types/home-and-lists";

/**
 * The content types' own texts (app/lib/admin/types/), the admin bar's groups and entries and the
 * dashboard's cards, in three parts to stay readable. Where the old product had an English text
 * (back-office.md), it is kept. A German text stands in one part only (the definition-texts test checks).
 */
export const texts: EnglishTexts = { ...shared, ...sitePages, ...homeAndLists };

/** The three parts apart, for the check that a German text stands in one part only. */
export const CONTENT_TYPE_TEXT_PARTS: Record<string, EnglishTexts> = { shared, sitePages, homeAndLists };
