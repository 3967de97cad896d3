import type { RouterContextProvider } from "react-router";
import { actorOf, type AuditActor } from "../audit.server";
import { staffContext } from "../accounts/auth.server";
import { cloudflareContext } from "../context";
import { getDb, type Db } from "../db.server";
import type { AdminLang, Translate } from "./i18n";
import { staffLang, staffT } from "./i18n.server";

/** What a back-office write needs besides the request: the database, and who is writing (for the audit log). */
export type WriteScope = {
  db: Db;
  actor: AuditActor;
  /** The writer's back-office language, for the toasts and messages the write answers with. */
  t: Translate;
  /** The same language, for the dates a write's answer shows ("de" when not given). */
  lang?: AdminLang;
};

/**
 * The scope of a write in the back office. The admin layout's gate has put the staff session into the
 * context before any action runs; without one there is no one to answer for the write, so none happens.
 */
export function writeScope(context: Readonly<RouterContextProvider>): WriteScope {
  const session = context.get(staffContext);
  if (!session) throw new Error("a back-office write without a staff session");
  return {
    db: getDb(context.get(cloudflareContext).env),
    actor: actorOf(session),
    t: staffT(context),
    lang: staffLang(context),
  };
}
