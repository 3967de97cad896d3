import { getDb } from "../db.server";
import { addressed, type AddressedTexts, type FormOfAddress } from "../i18n/form-of-address";
import { readFormOfAddress } from "../i18n/form-of-address.server";
import type { Lang } from "../i18n/languages";
import { linkOrigin, sendMail, type Mail } from "../mail/send.server";
import { clearRateLimit, hitRateLimit, type RateLimitResult, type RateLimitRule } from "../http/rate-limit.server";

/**
 * The e-mails of the account flows (confirmation, password reset, change of address and its notice):
 * their texts, where their links point, how often an address may receive them, and how they are sent.
 * docs/decisions/0011-accounts-against-takeover.md explains the rules.
 */

const MINUTE = 60_000;

/** What a mail is for (named in the operators' log lines). */
type AccountMailKind = "confirm" | "change-email" | "reset" | "email-change-notice" | "security-notice";

/**
 * Per address, whatever IP asks: one account mail per 5 minutes (confirmation, reset, confirmation of
 * a new address: together, so two kinds cannot be played against each other to double the rate) and
 * ten a day. Keyed on the address alone, known or not, so the limits cannot tell which addresses have
 * an account. The notice to the old address of an e-mail change is not counted: it must never use up
 * the budget the owner needs for a reset right after it.
 */
const ACCOUNT_MAIL_LIMITS = {
  perAddress: { name: "mail:address", limit: 1, windowMs: 5 * MINUTE },
  perAddressPerDay: { name: "mail:address-day", limit: 10, windowMs: 24 * 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Counts one account mail to the address; not ok means it must not be sent. */
export async function reserveAccountMail(db: D1Database, address: string): Promise<RateLimitResult> {
  const short = await hitRateLimit(db, ACCOUNT_MAIL_LIMITS.perAddress, address);
  if (!short.ok) return short;
  return hitRateLimit(db, ACCOUNT_MAIL_LIMITS.perAddressPerDay, address);
}

/**
 * The address has just proven it reads its mail (its confirmation link was opened): the 5-minute wait
 * is lifted, so a person who registers and confirms can ask for a reset straight away. Strangers
 * cannot open links in someone else's inbox; the daily cap stays.
 */
export async function liftAccountMailWait(db: D1Database, address: string): Promise<void> {
  await clearRateLimit(db, ACCOUNT_MAIL_LIMITS.perAddress, address);
}

/* ------------------------------------------------------------------ the name in a mail */

/** Long enough for real names, short enough that a name cannot carry a message of its own. */
export const MAX_NAME_IN_MAIL = 60;

/** A word a mail client could turn into a link: a scheme, a host, an address, a path (also with full-width or ideographic dots). */
const LINK_LIKE = /[.:@/\\\u3002\uFF0E\uFF61]\S/u;

/**
 * The full name as it may appear in an e-mail. Anyone can register with any name, and the mail then
 * goes out under the site's sender: so no word that a mail client would turn into a link (URLs,
 * bare domains, addresses), no control or invisible formatting characters, and at most
 * MAX_NAME_IN_MAIL characters.
 */
export function nameForMail(name: string): string {
  const words = name
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .split(/\s+/u)
    .filter((word) => word && !LINK_LIKE.test(word));
  const chars = Array.from(words.join(" "));
  return chars.length > MAX_NAME_IN_MAIL
    ? `${chars
        .slice(0, MAX_NAME_IN_MAIL - 1)
        .join("")
        .trimEnd()}…`
    : chars.join("");
}

/** The salutation of a mail to a person, with their name made safe for mail (nameForMail). */
export function greeting(lang: Lang, name: string): string {
  const safe = nameForMail(name);
  if (lang === "en") return safe ? `Hello ${safe},` : "Hello,";
  return safe ? `Hallo ${safe},` : "Hallo,";
}

/* ------------------------------------------------------------------ texts */

/** The recipient; better-auth's user row carries the role and the back-office language as well. */
type Person = { email: string; name: string; role?: string | null; adminLanguage?: string | null };

/**
 * The language of a mail to this person: a staff account's back-office language (decision 0053),
 * whichever page asked for the mail; anyone else's, the language of the page they used.
 */
function mailLangFor(user: Person, lang: Lang): Lang {
  const staff = user.role === "admin" || user.role === "moderator";
  return staff && (user.adminLanguage === "de" || user.adminLanguage === "en") ? user.adminLanguage : lang;
}

/** Staff are written to formally, like every back-office text; visitors as the public site says. */
function addressFor(user: Person, address: FormOfAddress): FormOfAddress {
  return user.role === "admin" || user.role === "moderator" ? "sie" : address;
}

/** A visitor's account mail: its subject and what follows the greeting, around the link. */
type AccountMailText = { subject: string; body: (link: string) => string };

const RESET_MAIL: AddressedTexts<AccountMailText> = {
  de: {
    subject: "Passwort zurücksetzen",
    body: (link) =>
      `für Ihr Konto wurde das Zurücksetzen des Passworts angefordert. Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:\n\n${link}\n\nWenn Sie das nicht waren, können Sie diese E-Mail ignorieren.`,
  },
  du: {
    body: (link) =>
      `für dein Konto wurde das Zurücksetzen des Passworts angefordert. Öffne innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:\n\n${link}\n\nWenn du das nicht warst, kannst du diese E-Mail ignorieren.`,
  },
  en: {
    subject: "Reset your password",
    body: (link) =>
      `someone asked to reset the password of your account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf that was not you, you can ignore this e-mail.`,
  },
};

const CONFIRMATION_MAIL: AddressedTexts<AccountMailText> = {
  de: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse",
    body: (link) =>
      `bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie innerhalb von 24 Stunden diesen Link öffnen:\n\n${link}\n\nWenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.`,
  },
  du: {
    subject: "Bestätige deine E-Mail-Adresse",
    body: (link) =>
      `bitte bestätige deine E-Mail-Adresse, indem du innerhalb von 24 Stunden diesen Link öffnest:\n\n${link}\n\nWenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.`,
  },
  en: {
    subject: "Confirm your e-mail address",
    body: (link) =>
      `please confirm your e-mail address by opening this link within 24 hours:\n\n${link}\n\nIf you did not register, you can ignore this e-mail.`,
  },
};

/** A mail of one of the tables above, in the person's mail language and form of address. */
function visitorMail(
  texts: AddressedTexts<AccountMailText>,
  user: Person,
  link: string,
  asked: Lang,
  address: FormOfAddress,
): Mail {
  const lang = mailLangFor(user, asked);
  const { subject, body } = addressed(texts, lang, addressFor(user, address));
  return { to: user.email, subject, text: `${greeting(lang, user.name)}\n\n${body(link)}` };
}

/** A mail of the table whose link carries the token to /login?<step>=true. */
function tokenMail(texts: AddressedTexts<AccountMailText>, step: "reset" | "confirm") {
  return (origin: string, user: Person, token: string, asked: Lang, address: FormOfAddress = "sie"): Mail =>
    visitorMail(texts, user, `${origin}/login?${step}=true&token=${encodeURIComponent(token)}`, asked, address);
}

export const passwordResetMail = tokenMail(RESET_MAIL, "reset");
export const confirmationMail = tokenMail(CONFIRMATION_MAIL, "confirm");

/** To the NEW address of an e-mail change (staff change it on their profile, so always "Sie"). */
export function changeEmailMail(origin: string, user: Person, token: string, asked: Lang): Mail {
  const lang = mailLangFor(user, asked);
  const link = `${origin}/login?confirm=true&token=${encodeURIComponent(token)}`;
  return lang === "en"
    ? {
        to: user.email,
        subject: "Confirm your new e-mail address",
        text: `${greeting(lang, user.name)}\n\nthis address is to become the sign-in address of your account. Open this link within 24 hours to confirm it; until then your previous address stays in use:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
      }
    : {
        to: user.email,
        subject: "Bestätigen Sie Ihre neue E-Mail-Adresse",
        text: `${greeting(lang, user.name)}\n\ndiese Adresse soll die Anmeldeadresse Ihres Kontos werden. Öffnen Sie innerhalb von 24 Stunden diesen Link, um sie zu bestätigen; bis dahin gilt Ihre bisherige Adresse:\n\n${link}\n\nWenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
      };
}

/** To the OLD address of an e-mail change: a notice only, so a hijacked account does not go unnoticed. */
export function emailChangeNoticeMail(origin: string, user: Person, newEmail: string, asked: Lang): Mail {
  const lang = mailLangFor(user, asked);
  const forgot = `${origin}/login?mode=forgot`;
  return lang === "en"
    ? {
        to: user.email,
        subject: "Change of your e-mail address requested",
        text: `${greeting(lang, user.name)}\n\na change of your account's e-mail address to ${newEmail} was requested. It takes effect only once the new address is confirmed; until then this address stays in use.\n\nIf that was not you, set a new password now:\n\n${forgot}`,
      }
    : {
        to: user.email,
        subject: "Änderung Ihrer E-Mail-Adresse angefordert",
        text: `${greeting(lang, user.name)}\n\nfür Ihr Konto wurde die Änderung der E-Mail-Adresse auf ${newEmail} angefordert. Sie wird erst wirksam, wenn die neue Adresse bestätigt ist; bis dahin gilt diese Adresse.\n\nWenn Sie das nicht waren, setzen Sie jetzt ein neues Passwort:\n\n${forgot}`,
      };
}

/* ------------------------------------------------------------------ notices of a changed sign-in */

/** A change of how the account signs in: each one is told to the account by mail, whoever made it. */
export type SecurityChange =
  | "passkey-added"
  | "passkey-removed"
  | "totp-enabled"
  | "totp-disabled"
  | "backup-codes"
  | "password-changed"
  | "password-reset"
  | "password-set-by-admin";

type NoticeTexts = {
  subjects: Record<SecurityChange, string>;
  what: Record<SecurityChange, string>;
  when: string;
  browser: string;
  unknownBrowser: string;
  deviceOn: (browser: string, os: string) => string;
  ifYou: string;
  ifNot: string;
};

const PASSWORD_CHANGED = { de: "Ihr Passwort wurde geändert", en: "Your password was changed" } as const;

const NOTICE_MAIL: AddressedTexts<NoticeTexts> = {
  de: {
    subjects: {
      "passkey-added": "Ein Passkey wurde hinzugefügt",
      "passkey-removed": "Ein Passkey wurde entfernt",
      "totp-enabled": "Die Authenticator-App wurde eingeschaltet",
      "totp-disabled": "Die Authenticator-App wurde ausgeschaltet",
      "backup-codes": "Neue Ersatzcodes wurden erstellt",
      "password-changed": PASSWORD_CHANGED.de,
      "password-reset": PASSWORD_CHANGED.de,
      "password-set-by-admin": PASSWORD_CHANGED.de,
    },
    what: {
      "passkey-added": "Ihrem Konto wurde ein Passkey hinzugefügt",
      "passkey-removed": "Aus Ihrem Konto wurde ein Passkey entfernt",
      "totp-enabled": "Für Ihr Konto wurde die Anmeldung mit einer Authenticator-App eingeschaltet.",
      "totp-disabled": "Für Ihr Konto wurde die Anmeldung mit der Authenticator-App ausgeschaltet.",
      "backup-codes": "Für Ihr Konto wurden neue Ersatzcodes erstellt; die bisherigen gelten nicht mehr.",
      "password-changed": "Das Passwort Ihres Kontos wurde geändert.",
      "password-reset": "Das Passwort Ihres Kontos wurde über einen Link zum Zurücksetzen neu gesetzt.",
      "password-set-by-admin": "Die Administration hat ein neues Passwort für Ihr Konto gesetzt.",
    },
    when: "Wann: {at} Uhr (Berliner Zeit)",
    browser: "Browser: {device}",
    unknownBrowser: "unbekannt",
    deviceOn: (browser, os) => `${browser} auf ${os}`,
    ifYou:
      "Wenn Sie das waren, ist nichts weiter zu tun. Browser, denen Sie vertraut hatten, fragen bei der nächsten Anmeldung wieder nach dem Code.",
    ifNot: "Wenn nicht, setzen Sie jetzt ein neues Passwort:",
  },
  du: {
    what: {
      "passkey-added": "Deinem Konto wurde ein Passkey hinzugefügt",
      "passkey-removed": "Aus deinem Konto wurde ein Passkey entfernt",
      "totp-enabled": "Für dein Konto wurde die Anmeldung mit einer Authenticator-App eingeschaltet.",
      "totp-disabled": "Für dein Konto wurde die Anmeldung mit der Authenticator-App ausgeschaltet.",
      "backup-codes": "Für dein Konto wurden neue Ersatzcodes erstellt; die bisherigen gelten nicht mehr.",
      "password-changed": "Das Passwort deines Kontos wurde geändert.",
      "password-reset": "Das Passwort deines Kontos wurde über einen Link zum Zurücksetzen neu gesetzt.",
      "password-set-by-admin": "Die Administration hat ein neues Passwort für dein Konto gesetzt.",
    },
    ifYou:
      "Wenn du das warst, ist nichts weiter zu tun. Browser, denen du vertraut hattest, fragen bei der nächsten Anmeldung wieder nach dem Code.",
    ifNot: "Wenn nicht, setze jetzt ein neues Passwort:",
  },
  en: {
    subjects: {
      "passkey-added": "A passkey was added",
      "passkey-removed": "A passkey was removed",
      "totp-enabled": "The authenticator app was switched on",
      "totp-disabled": "The authenticator app was switched off",
      "backup-codes": "New backup codes were made",
      "password-changed": PASSWORD_CHANGED.en,
      "password-reset": PASSWORD_CHANGED.en,
      "password-set-by-admin": PASSWORD_CHANGED.en,
    },
    what: {
      "passkey-added": "A passkey was added to your account",
      "passkey-removed": "A passkey was removed from your account",
      "totp-enabled": "Signing in with an authenticator app was switched on for your account.",
      "totp-disabled": "Signing in with the authenticator app was switched off for your account.",
      "backup-codes": "New backup codes were made for your account; the previous ones no longer work.",
      "password-changed": "The password of your account was changed.",
      "password-reset": "The password of your account was set anew through a reset link.",
      "password-set-by-admin": "An administrator set a new password for your account.",
    },
    when: "When: {at} (Berlin time)",
    browser: "Browser: {device}",
    unknownBrowser: "unknown",
    deviceOn: (browser, os) => `${browser} on ${os}`,
    ifYou:
      "If that was you, there is nothing more to do. Browsers you had trusted ask for the code again at the next sign-in.",
    ifNot: "If not, set a new password now:",
  },
};

const NOTICE_TIME = {
  de: new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" }),
} as const;

/**
 * The notice of a changed sign-in: what changed, when (Berlin time) and in which browser, and what to
 * do if it was not the owner. A passkey's name is the one thing a stolen session chooses here: it
 * goes through nameForMail like a name, so it cannot carry a link.
 */
export function securityNoticeMail(
  origin: string,
  user: Person,
  change: SecurityChange,
  detail: { at: Date; browser: string | null; os: string | null; passkeyName?: string | null },
  asked: Lang,
  address: FormOfAddress = "sie",
): Mail {
  const lang = mailLangFor(user, asked);
  const texts = addressed(NOTICE_MAIL, lang, addressFor(user, address));
  const { browser, os } = detail;
  const device = browser && os ? texts.deviceOn(browser, os) : (browser ?? os ?? texts.unknownBrowser);
  const name = detail.passkeyName ? nameForMail(detail.passkeyName) : "";
  const open = lang === "en" ? "“" : "„";
  const close = lang === "en" ? "”" : "“";
  const what = change.startsWith("passkey-")
    ? `${texts.what[change]}${name ? ` (${open}${name}${close})` : ""}.`
    : texts.what[change];
  const lines = [
    greeting(lang, user.name),
    what,
    `${texts.when.replace("{at}", NOTICE_TIME[lang].format(detail.at))}\n${texts.browser.replace("{device}", device)}`,
    texts.ifYou,
    `${texts.ifNot}\n\n${origin}/login?mode=forgot`,
  ];
  return { to: user.email, subject: texts.subjects[change], text: lines.join("\n\n") };
}

/* ------------------------------------------------------------------ sending */

/**
 * Builds and sends one account mail. Never throws: it runs after the answer has gone out (callers
 * hand it to waitUntil), and visitors must get the same page whether the mail API works or not. What
 * goes wrong is logged for operators, without the address, the link or its token.
 */
export async function deliverAccountMail(
  env: Env,
  request: Request,
  kind: AccountMailKind,
  /** Gets the site's form of address (general settings) for mails to visitors. */
  build: (origin: string, address: FormOfAddress) => Mail,
  /** The address whose mail budget this mail uses; none when the caller counted it already, or for the notice. */
  countAgainst?: string,
): Promise<void> {
  try {
    const origin = linkOrigin(env, request);
    if (!origin) {
      console.error(
        `account mail (${kind}) not sent: PUBLIC_ORIGIN is missing or invalid, and a link is never built from the request's host`,
      );
      return;
    }
    if (countAgainst) {
      const reserved = await reserveAccountMail(env.DB, countAgainst);
      if (!reserved.ok) {
        console.warn(`account mail (${kind}) not sent: the address already had one recently`);
        return;
      }
    }
    await sendMail(env, build(origin, await readFormOfAddress(getDb(env))));
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
    console.error(`account mail (${kind}) not sent: ${reason}`);
  }
}
