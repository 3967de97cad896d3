import type { GeneralSettings, NavigationItem } from "~db/schema";

/** The navbar and footer data every public page carries. */
export type Shell = {
  navigation: NavigationItem[];
  settings: GeneralSettings | null;
  /** The copyright year, from the server's clock at the render (unknown on an error page without data). */
  year?: number;
};

/** What an error or not-found answer shows instead of the generic texts (public-site.md 8.2). */
export type PageProblem = {
  /** Heading, e.g. 'Service not found'. */
  title?: string;
  /** Explanation under the heading. */
  message?: string;
  /** A back link, e.g. to /services. */
  back?: { href: string; label: string };
};
