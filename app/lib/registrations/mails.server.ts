import { eq } from "drizzle-orm";
import { generalSettings } from "~db/schema";
import { getDb, type Db } from "../db.server";
import type { Lang } from "../i18n/languages";
import { addressed, type FormOfAddress } from "../i18n/form-of-address";
import { readFormOfAddress } from "../i18n/form-of-address.server";
import { localPath } from "../i18n/lang-path";
import { sendMail, type Mail } from "../mail/send.server";
import { icsCalendar } from "../pages/feeds/icalendar";
import type { RegistrationEvent } from "./event-info.server";
import { cancelToken, type RegistrationRef } from "./seats.server";

/*
 * The registrations' mails (issue 52), all through the one sender and in the registrant's language:
 * confirmation and promotion carry the event's calendar file; every mail carries the personal cancel
 * link, which also offers to delete the registration's data.
 */

export type RegistrationMailKind = "confirmed" | "waiting" | "promoted" | "duplicate" | "reminder" | "cancelled";

type MailEnv = Pick<Env, "DB" | "MAIL_TRANSPORT"> & { BETTER_AUTH_SECRET?: string };

const TEXTS = {
  de: {
    hello: (name: string) => `Hallo ${name},`,
    subject: {
      confirmed: (t: string) => `Anmeldung bestätigt: ${t}`,
      waiting: (t: string) => `Warteliste: ${t}`,
      promoted: (t: string) => `Ein Platz ist frei geworden: ${t}`,
      duplicate: (t: string) => `Ihre Anmeldung für ${t}`,
      reminder: (t: string) => `Morgen: ${t}`,
      cancelled: (t: string) => `Abgemeldet: ${t}`,
    },
    body: {
      confirmed:
        "Ihre Anmeldung ist bestätigt, Ihr Platz ist reserviert. Den Termin für Ihren Kalender finden Sie im Anhang.",
      waiting:
        "alle Plätze sind vergeben. Sie stehen auf der Warteliste und rücken automatisch nach, sobald ein Platz frei wird; dann schreiben wir Ihnen.",
      promoted:
        "ein Platz ist frei geworden und gehört jetzt Ihnen: Ihre Anmeldung ist bestätigt. Den Termin für Ihren Kalender finden Sie im Anhang.",
      duplicate:
        "mit Ihrer Adresse hat sich gerade noch einmal jemand angemeldet. Sie waren schon angemeldet; es bleibt bei Ihrer bisherigen Anmeldung. Stand:",
      reminder: "zur Erinnerung: Morgen ist es so weit. Wir freuen uns auf Sie.",
      cancelled: "Ihre Anmeldung ist storniert. Schade, dass Sie nicht dabei sein können.",
    },
    status: { confirmed: "bestätigt", waiting: "Warteliste", attended: "teilgenommen", cancelled: "storniert" },
    when: "Wann",
    where: "Wo",
    page: "Zur Seite",
    cancel: "Abmelden oder Ihre Daten löschen:",
    bye: "Viele Grüße",
  },
  // The German texts that address the registrant, for a site that says "du" (general settings, decision 0058).
  du: {
    subject: {
      confirmed: (t: string) => `Anmeldung bestätigt: ${t}`,
      waiting: (t: string) => `Warteliste: ${t}`,
      promoted: (t: string) => `Ein Platz ist frei geworden: ${t}`,
      duplicate: (t: string) => `Deine Anmeldung für ${t}`,
      reminder: (t: string) => `Morgen: ${t}`,
      cancelled: (t: string) => `Abgemeldet: ${t}`,
    },
    body: {
      confirmed:
        "deine Anmeldung ist bestätigt, dein Platz ist reserviert. Den Termin für deinen Kalender findest du im Anhang.",
      waiting:
        "alle Plätze sind vergeben. Du stehst auf der Warteliste und rückst automatisch nach, sobald ein Platz frei wird; dann schreiben wir dir.",
      promoted:
        "ein Platz ist frei geworden und gehört jetzt dir: Deine Anmeldung ist bestätigt. Den Termin für deinen Kalender findest du im Anhang.",
      duplicate:
        "mit deiner Adresse hat sich gerade noch einmal jemand angemeldet. Du warst schon angemeldet; es bleibt bei deiner bisherigen Anmeldung. Stand:",
      reminder: "zur Erinnerung: Morgen ist es so weit. Wir freuen uns auf dich.",
      cancelled: "deine Anmeldung ist storniert. Schade, dass du nicht dabei sein kannst.",
    },
    cancel: "Abmelden oder deine Daten löschen:",
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    subject: {
      confirmed: (t: string) => `Registration confirmed: ${t}`,
      waiting: (t: string) => `Waiting list: ${t}`,
      promoted: (t: string) => `A seat has become free: ${t}`,
      duplicate: (t: string) => `Your registration for ${t}`,
      reminder: (t: string) => `Tomorrow: ${t}`,
      cancelled: (t: string) => `Cancelled: ${t}`,
    },
    body: {
      confirmed: "your registration is confirmed and your seat is reserved. The date for your calendar is attached.",
      waiting:
        "all seats are taken. You are on the waiting list and move up automatically as soon as a seat frees up; we will write to you then.",
      promoted:
        "a seat has become free and it is yours: your registration is confirmed. The date for your calendar is attached.",
      duplicate:
        "someone just registered again with your address. You were registered already; your registration stays as it was. Status:",
      reminder: "a reminder: it is tomorrow. We look forward to seeing you.",
      cancelled: "your registration is cancelled. We are sorry you cannot make it.",
    },
    status: { confirmed: "confirmed", waiting: "waiting list", attended: "attended", cancelled: "cancelled" },
    when: "When",
    where: "Where",
    page: "Page",
    cancel: "Cancel or delete your data:",
    bye: "Kind regards",
  },
};

/** The mail texts in the registrant's language and, in German, the site's form of address. */
const mailTexts = (lang: Lang, address: FormOfAddress) =>
  addressed<typeof TEXTS.de>({ de: TEXTS.de, du: TEXTS.du, en: TEXTS.en }, lang, address);

/** The personal cancel link of a registration (its page in the registrant's language). */
async function cancelLink(env: MailEnv, origin: string, ref: Pick<RegistrationRef, "id" | "cancelKey">, lang: Lang) {
  return `${origin}${localPath(lang, "/anmeldung/link")}/${await cancelToken(env, ref.id, ref.cancelKey)}`;
}

/** The event's calendar file, in the registrant's language, with the Berlin time zone. */
function eventIcs(event: RegistrationEvent, origin: string): string | null {
  if (!event.calendar) return null;
  const host = new URL(origin).host;
  return icsCalendar({
    name: event.title,
    host,
    events: [{ ...event.calendar, uid: `${event.target}-${event.id}@${host}`, url: origin + event.path }],
  });
}

function registrationMail(
  kind: RegistrationMailKind,
  ref: Pick<RegistrationRef, "name" | "email" | "lang" | "status">,
  event: RegistrationEvent,
  origin: string,
  link: string | null,
  address: FormOfAddress = "sie",
): Mail {
  const l = mailTexts(ref.lang, address);
  const lines = [
    l.hello(ref.name),
    "",
    kind === "duplicate" ? `${l.body.duplicate} ${l.status[ref.status]}.` : l.body[kind],
    "",
    event.title,
    `${l.when}: ${event.dateText}`,
    `${l.where}: ${event.location}`,
    `${l.page}: ${origin}${event.path}`,
  ];
  if (link && kind !== "cancelled") lines.push("", l.cancel, link);
  lines.push("", l.bye);
  const mail: Mail = { to: ref.email ?? "", subject: l.subject[kind](event.title), text: lines.join("\n") };
  const ics = kind === "confirmed" || kind === "promoted" ? eventIcs(event, origin) : null;
  if (ics) mail.attachments = [{ filename: "termin.ics", contentType: "text/calendar; charset=utf-8", content: ics }];
  return mail;
}

/** Sends a registration's mail; a failure is logged, the registration stands (staff see it in the list). */
export async function mailRegistrant(
  env: MailEnv,
  kind: RegistrationMailKind,
  ref: RegistrationRef,
  event: RegistrationEvent,
  origin: string,
): Promise<boolean> {
  if (!ref.email) return false;
  try {
    const link = kind === "cancelled" ? null : await cancelLink(env, origin, ref, ref.lang);
    // Sie or du as the site's pages say it (general settings), read when the mail is written.
    const address = ref.lang === "en" ? "sie" : await readFormOfAddress(getDb(env));
    await sendMail(env, registrationMail(kind, ref, event, origin, link, address));
    return true;
  } catch (error) {
    console.error(`registration ${ref.id}: the ${kind} mail failed`, error instanceof Error ? error.message : error);
    return false;
  }
}

/** The owner's note of a new registration, at the general settings' address while switched on. */
export async function notifyOwner(
  env: MailEnv,
  db: Db,
  ref: RegistrationRef,
  event: RegistrationEvent,
  origin: string,
): Promise<void> {
  const [settings] = await db
    .select({ to: generalSettings.notify_email, on: generalSettings.registration_notify })
    .from(generalSettings)
    .where(eq(generalSettings.id, 1))
    .limit(1);
  const to = settings?.to?.trim();
  if (!to || settings?.on === false) return;
  const status = TEXTS.de.status[ref.status];
  const text = [
    `Neue Anmeldung für „${event.title}“ (${event.dateText}):`,
    "",
    `${ref.name}, ${ref.email ?? ""}: ${status}`,
    "",
    "Alle Anmeldungen im Verwaltungsbereich:",
    `${origin}/admin/anmeldungen/${event.target}/${event.id}`,
  ].join("\n");
  try {
    await sendMail(env, { to, subject: `Neue Anmeldung: ${event.title}`, text });
  } catch (error) {
    console.error(`registration ${ref.id}: the owner's note failed`, error instanceof Error ? error.message : error);
  }
}
