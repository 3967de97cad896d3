import type { GeneralSettings, NavigationItem } from "../../db/schema";

/** The navbar and footer data every public page carries. */
export type Shell = { navigation: NavigationItem[]; settings: GeneralSettings | null };
