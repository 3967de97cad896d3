import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { dateToBerlinLocal } from "~/lib/i18n";
import { EVERY_MINUTE_CRON } from "~/lib/schedules";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * The one word index (decision 0072) for a type beyond the blog and the shop: an academy course marks
 * its title, descriptions and instructor searchable, and its list page's ?q= finds it once it is
 * published, by hand or by the cron, and no longer once it is in the trash.
 */

let admin: string;

const course = (title: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  title,
  instructor: "Clara Kursleiterin",
  duration: "6 Wochen",
  description: "Ein Kurs über Gelassenheit.",
  modules: "6",
  students: "10",
  rating: "4.5",
  price: "149 €",
  image_url: "https://example.com/kurs.jpg",
  external_url: "https://kurse.example.com/kurs",
  ...extra,
});

/** Whether the academy's list page in a language shows a course of this title for the search words. */
async function found(q: string, title: string, lang: "de" | "en" = "de") {
  const response = await get(`${lang === "en" ? "/en" : ""}/academy?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await response.text()).includes(title);
}

const indexRows = () => env.DB.prepare("SELECT record_id, title FROM search_index WHERE type = 'academy'").all();
const drafts = () => testDb().select().from(schema.contentDrafts).orderBy(desc(schema.contentDrafts.id));

async function runCron(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ cron: EVERY_MINUTE_CRON, scheduledTime: at }), env, ctx);
  await waitOnExecutionContext(ctx);
}

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
});

beforeEach(async () => {
  await clearTables(schema.contentDrafts, schema.contentRevisions, schema.contentTrash, schema.academyCourses);
  await env.DB.prepare("DELETE FROM search_index").run();
});

describe("a course in the word index", () => {
  it("is not found as a draft, is found in both languages once published, and not from the trash", async () => {
    const draftSave = await postForm("/admin/academy", course("Zauberkurs Achtsamkeit", { status: "draft" }), {
      Cookie: admin,
    });
    expect(draftSave.status).toBe(302);
    expect(await found("zauberkurs", "Zauberkurs Achtsamkeit")).toBe(false);
    expect((await indexRows()).results).toEqual([]);

    const [draft] = await drafts();
    const publish = { ...course("Zauberkurs Achtsamkeit"), draft: String(draft!.id), version: `d${draft!.id}.1` };
    expect((await postForm("/admin/academy", publish, { Cookie: admin })).status).toBe(302);
    expect(await found("zauberkurs", "Zauberkurs Achtsamkeit")).toBe(true);
    // By a word of the instructor, umlauts folded, and on the English page (the German text until translated).
    expect(await found("kursleiterin", "Zauberkurs Achtsamkeit")).toBe(true);
    expect(await found("gelassenheit", "Zauberkurs Achtsamkeit", "en")).toBe(true);
    expect(await found("nirgendwo", "Zauberkurs Achtsamkeit")).toBe(false);

    const [row] = await testDb().select().from(schema.academyCourses);
    expect(
      (await postForm("/admin/academy", { intent: "delete", id: String(row!.id) }, { Cookie: admin })).status,
    ).toBe(302);
    expect(await found("zauberkurs", "Zauberkurs Achtsamkeit")).toBe(false);
    expect((await indexRows()).results).toEqual([]);

    const [item] = await testDb().select().from(schema.contentTrash);
    const restore = await postForm("/admin/trash", { intent: "restore", id: String(item!.id) }, { Cookie: admin });
    expect(restore.status).toBe(302);
    expect(await found("zauberkurs", "Zauberkurs Achtsamkeit")).toBe(true);
  });

  it("keeps the published words until the cron publishes the scheduled change, then the new ones", async () => {
    expect((await postForm("/admin/academy", course("Atemkurs am Morgen"), { Cookie: admin })).status).toBe(302);
    const [row] = await testDb().select().from(schema.academyCourses);
    const inAMinute = new Date(Date.now() + 60_000);
    const scheduled = {
      ...course("Schlafkurs am Abend"),
      intent: "update",
      id: String(row!.id),
      status: "scheduled",
      publish_at: dateToBerlinLocal(inAMinute),
    };
    expect((await postForm("/admin/academy", scheduled, { Cookie: admin })).status).toBe(302);
    expect(await found("atemkurs", "Atemkurs am Morgen")).toBe(true);
    expect(await found("schlafkurs", "Schlafkurs am Abend")).toBe(false);

    await runCron(inAMinute.getTime() + 60_000);
    expect(await found("schlafkurs", "Schlafkurs am Abend")).toBe(true);
    expect(await found("atemkurs", "Atemkurs am Morgen")).toBe(false);
    const rows = (await indexRows()).results.filter((indexed) => indexed.record_id === row!.id);
    expect(rows).toEqual([{ record_id: row!.id, title: "Schlafkurs am Abend" }]);
    expect(await testDb().select().from(schema.academyCourses).where(eq(schema.academyCourses.id, row!.id))).toEqual([
      expect.objectContaining({ title: "Schlafkurs am Abend" }),
    ]);
  });
});
