import type { Route } from "./+types/export";
import { requireAdmin } from "~/lib/admin/index.server";
import { confirmedSubscribersCsv } from "./newsletter-subscriptions.server";
import { cloudflareContext } from "~/lib/context";
import { download, plainText } from "../download.server";
import { getDb } from "~/lib/db.server";
import { NEWSLETTER_TEXTS } from "~/lib/newsletter";

/**
 * /admin/newsletter-subscriptions/export.csv: the CONFIRMED, active subscribers as a download (email,
 * language, sign-up, consent and confirmation dates in ISO 8601, consent version, website).
 * Admin-only like the screen: the admin layout's middleware refuses moderators on this route, and so
 * does the loader itself. Personal data, so never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  let csv: Awaited<ReturnType<typeof confirmedSubscribersCsv>>;
  try {
    csv = await confirmedSubscribersCsv(getDb(env));
  } catch (error) {
    // The spec's load failure text instead of an empty or half file.
    console.error("admin newsletter export failed", error);
    return plainText(503, NEWSLETTER_TEXTS.loadFailed, { "Retry-After": "30" });
  }
  return download(csv.body, csv.filename);
}
