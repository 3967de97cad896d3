import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import * as schema from "~db/schema";
import { actorOf, auditStatement, changesBetween } from "~/lib/audit.server";
import { type StaffSession, isAdmin } from "~/lib/accounts";
import { getDb } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n";
import { refusalMessage, refusalStatus, type UploadRefusal, MEDIA_PATH, MEDIA_TEXTS } from "~/lib/media";
import { deleteMediaObjects, mediaUrl, refuseByLength, storeMedia } from "~/lib/media/index.server";
import { findUsages, mediaById } from "./media.server";
import { AltTextSchema } from "./media-schema";

type Bindings = Pick<Env, "DB" | "MEDIA">;

type UploadOutcome = { name: string; url?: string; error?: string };
export type MediaActionData = {
  intent: "upload" | "alt" | "delete";
  uploads?: UploadOutcome[];
  error?: string | null;
  result?: SubmissionResult<string[]> | null;
  message?: string;
  /** The image's alt texts as saved, for the content form's picker to show without loading the library again. */
  media?: { id: number; alt_de: string | null; alt_en: string | null; decorative: boolean };
};

const reply = (body: MediaActionData, status = 200) => data(body, { status });

function refuse(reason: UploadRefusal, lang: Lang) {
  return reply({ intent: "upload", uploads: [], error: refusalMessage(reason, lang) }, refusalStatus(reason));
}

const isMultipart = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * The media screen's writes. A multipart POST with files in `file` uploads them (the one body is read
 * once, and only after its declared length passed); a form with `intent` edits alt texts or deletes.
 * Every D1 write carries its audit entry (type "media") in the same batch; a refused request writes none.
 */
export async function handleMediaAction(request: Request, env: Bindings, session: StaffSession, lang: Lang) {
  if (isMultipart(request)) {
    const tooBig = refuseByLength(request);
    if (tooBig) return refuse(tooBig, lang);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // An upload broken off halfway ends here: nothing was stored.
    return refuse("broken", lang);
  }
  const intent = form.get("intent");
  if (intent === "alt") return saveAltText(env, form, session, lang);
  if (intent === "delete") return remove(env, form, session, lang);
  if (intent !== null && intent !== "upload") return reply({ intent: "upload", error: "Unbekannte Aktion" }, 400);
  return upload(env, form, session, lang);
}

async function upload(env: Bindings, form: FormData, session: StaffSession, lang: Lang) {
  const files = form.getAll("file").filter((value): value is File => typeof value !== "string" && value.size > 0);
  if (files.length === 0) return refuse("missing", lang);
  const uploads: UploadOutcome[] = [];
  let firstRefusal: UploadRefusal | null = null;
  for (const file of files) {
    const stored = await storeMedia(env, file, actorOf(session));
    if (stored.ok) uploads.push({ name: file.name, url: mediaUrl(stored.media) });
    else {
      firstRefusal ??= stored.reason;
      uploads.push({ name: file.name, error: refusalMessage(stored.reason, lang) });
    }
  }
  const stored = uploads.filter((u) => u.url).length;
  // All refused: the status of the first refusal, so scripts see a 4xx; any stored: 201.
  const status = stored > 0 ? 201 : refusalStatus(firstRefusal!);
  const error = firstRefusal ? uploads.find((u) => u.error)!.error! : null;
  return reply({ intent: "upload", uploads, error }, status);
}

/**
 * The library's id of the image a `url` names (the editor's image dialog knows the address only), put
 * into the form as its `id`; false when the address is no library image.
 */
async function idFromUrl(env: Bindings, form: FormData): Promise<boolean> {
  const url = form.get("url");
  if (form.get("id") !== null || typeof url !== "string") return true;
  const match = MEDIA_PATH.exec(url.split("?")[0]!);
  if (!match) return false;
  const [row] = await getDb(env)
    .select({ id: schema.media.id })
    .from(schema.media)
    .where(eq(schema.media.hash, match[1]!))
    .limit(1);
  if (!row) return false;
  form.set("id", String(row.id));
  return true;
}

async function saveAltText(env: Bindings, form: FormData, session: StaffSession, lang: Lang) {
  if (!(await idFromUrl(env, form))) return reply({ intent: "alt", error: MEDIA_TEXTS[lang].notFound }, 404);
  const submission = parseWithZod(form, { schema: AltTextSchema });
  if (submission.status !== "success") return reply({ intent: "alt", result: submission.reply() }, 400);
  const { id, ...values } = submission.value;
  const before = await mediaById(env, id);
  if (!before) return reply({ intent: "alt", error: MEDIA_TEXTS[lang].notFound }, 404);
  const db = getDb(env);
  // Saved as it was: nothing changed, so nothing is written and the log stays quiet.
  const changes = changesBetween(before, values, Object.keys(values));
  if (Object.keys(changes).length > 0) {
    await db.batch([
      db.update(schema.media).set(values).where(eq(schema.media.id, id)),
      auditStatement(db, actorOf(session), { type: "media", recordId: id, action: "alt", changes }),
    ]);
  }
  return reply({
    intent: "alt",
    result: submission.reply(),
    message: MEDIA_TEXTS[lang].saved,
    media: { id, ...values },
  });
}

async function remove(env: Bindings, form: FormData, session: StaffSession, lang: Lang) {
  const id = Number(form.get("id"));
  const row = Number.isInteger(id) && id > 0 ? await mediaById(env, id) : null;
  if (!row) return reply({ intent: "delete", error: MEDIA_TEXTS[lang].notFound }, 404);
  const usedBy = (await findUsages(env)).get(mediaUrl(row)) ?? [];
  // Moderators may tidy up unused uploads; taking away a picture a page shows is for administrators.
  if (usedBy.length > 0 && !isAdmin(session.user.role))
    return reply({ intent: "delete", error: MEDIA_TEXTS[lang].onlyAdmins }, 403);
  const db = getDb(env);
  await db.batch([
    db.delete(schema.media).where(eq(schema.media.id, row.id)),
    auditStatement(db, actorOf(session), {
      type: "media",
      recordId: row.id,
      action: "delete",
      changes: changesBetween(
        { original_name: row.original_name, alt_de: row.alt_de, alt_en: row.alt_en, url: mediaUrl(row) },
        null,
      ),
    }),
  ]);
  await deleteMediaObjects(env, row.hash, row.ext);
  return reply({ intent: "delete", message: MEDIA_TEXTS[lang].deleted });
}
