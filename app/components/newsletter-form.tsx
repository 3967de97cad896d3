import type { Lang } from "~/lib/i18n";
import { onFirstUse } from "./on-first-use";

/** The newsletter sign-up: the server's form until the visitor reaches for it, then its code (on-first-use.tsx). */
export const NewsletterForm = onFirstUse<{ lang: Lang }>("#newsletter", () =>
  import("./newsletter-signup").then((m) => m.NewsletterSignup),
);
