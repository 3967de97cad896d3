import type { Lang } from "../i18n/languages";

/*
 * An event's registration settings as the page, the form's schema and the mails read them (decision
 * 0070): up to three questions, a choice when their choices are filled, else a short text.
 */

export const REGISTRATION_QUESTIONS = [1, 2, 3] as const;
type QuestionNumber = (typeof REGISTRATION_QUESTIONS)[number];

/** The columns of the registration settings, the same on an event and a congress date. */
export type RegistrationSettings = {
  registration_mode: string;
  registration_capacity: number | null;
  registration_waitlist: boolean;
  registration_deadline: Date | null;
  starts_at: Date | null;
  registration_consent: string | null;
  registration_consent_en: string | null;
} & { [K in `registration_q${QuestionNumber}${"" | "_en" | "_choices" | "_choices_en"}`]: string | null };

export type Question = { n: QuestionNumber; label: string; choices: string[] };

/** A registration's stored answers (a JSON list), as the list of them; anything else reads as none. */
export function parseAnswers(value: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** "vegetarisch | vegan" → ["vegetarisch", "vegan"]; blanks dropped. */
export function splitChoices(value: unknown): string[] {
  if (typeof value !== "string") return [];
  return value
    .split("|")
    .map((choice) => choice.trim())
    .filter(Boolean);
}

/**
 * The questions asked, in the page's language (an untranslated label or choice list is the German one).
 * A choice is posted as its position, so both languages' answers mean the same; it is stored in German.
 */
export function questionsOf(row: RegistrationSettings, lang: Lang): Question[] {
  const questions: Question[] = [];
  for (const n of REGISTRATION_QUESTIONS) {
    const german = row[`registration_q${n}`]?.trim();
    if (!german) continue;
    const label = (lang === "en" && row[`registration_q${n}_en`]?.trim()) || german;
    const germanChoices = splitChoices(row[`registration_q${n}_choices`]);
    const englishChoices = splitChoices(row[`registration_q${n}_choices_en`]);
    const choices = lang === "en" && englishChoices.length === germanChoices.length ? englishChoices : germanChoices;
    questions.push({ n, label, choices });
  }
  return questions;
}

/** Where registration stands for a visitor: what the page says and what the structured data's offer says. */
export type RegistrationState =
  { kind: "open"; seatsLeft: number | null } | { kind: "waitlist" } | { kind: "full" } | { kind: "closed" };

/** The end of registration: its deadline, else the start. */
function registrationEnd(row: Pick<RegistrationSettings, "registration_deadline" | "starts_at">): Date | null {
  return row.registration_deadline ?? row.starts_at;
}

export function registrationState(row: RegistrationSettings, taken: number, now: Date): RegistrationState {
  const end = registrationEnd(row);
  if (end && end.getTime() <= now.getTime()) return { kind: "closed" };
  if (row.registration_capacity === null) return { kind: "open", seatsLeft: null };
  const left = Math.max(0, row.registration_capacity - taken);
  if (left > 0) return { kind: "open", seatsLeft: left };
  return row.registration_waitlist ? { kind: "waitlist" } : { kind: "full" };
}

/** schema.org availability of the offer for a registration state. */
export function offerAvailability(state: RegistrationState): string {
  switch (state.kind) {
    case "open":
      return state.seatsLeft !== null && state.seatsLeft <= 5
        ? "https://schema.org/LimitedAvailability"
        : "https://schema.org/InStock";
    case "waitlist":
      return "https://schema.org/PreOrder";
    case "full":
      return "https://schema.org/SoldOut";
    case "closed":
      return "https://schema.org/Discontinued";
  }
}

/** The registration block of a record's page; null while registration is on the external page. */
export type RegistrationBlock = {
  /** The definition's key: "events" or "kongress". */
  target: "events" | "kongress";
  id: number;
  /** Where the form posts (its own page in the language, which also shows the form with its errors). */
  action: string;
  state: RegistrationState;
  questions: Question[];
  consent: string | null;
};
