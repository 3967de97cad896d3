import { eq } from "drizzle-orm";
import { redirectLinks } from "~db/schema";
import type { Route } from "./+types/qr";
import { qrPng, qrSvg, shortUrlOf } from "./link-qr.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";

/**
 * /admin/redirect-links/<id>/qr.svg and /qr.png (two route ids, one module): the link's short URL as a
 * QR code, for download. Staff only through the admin layout's middleware (moderators included).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const id = Number(params.id);
  const notFound = () =>
    new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  if (!Number.isSafeInteger(id) || id <= 0 || !/^\d+$/.test(params.id)) return notFound();
  const [link] = await getDb(env)
    .select({ code: redirectLinks.short_code })
    .from(redirectLinks)
    .where(eq(redirectLinks.id, id))
    .limit(1);
  if (!link) return notFound();
  const url = shortUrlOf(env, request, link.code);
  const png = new URL(request.url).pathname.toLowerCase().endsWith(".png");
  const headers = {
    "Content-Type": png ? "image/png" : "image/svg+xml; charset=utf-8",
    "Content-Disposition": `attachment; filename="qr-${link.code}.${png ? "png" : "svg"}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    // An SVG opened on its own is a document: let it run nothing.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  return new Response(png ? qrPng(url) : qrSvg(url), { headers });
}
