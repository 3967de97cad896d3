import { definedEnglish } from "./bilingual-texts";
import { ENGLISH } from "./texts-en";

/**
 * The back office's two languages (decision 0053). German texts are written in the code as they are
 * shown; they are the keys of the English dictionary (app/lib/admin/texts-en/). A text with `{name}`
 * placeholders is a template: its values come from `vars`, or, for a German text composed elsewhere
 * (a server message, a zod error), from the matching parts of the text itself.
 */
export type AdminLang = "de" | "en";
export type TextVars = Record<string, string | number>;
export type Translate = (text: string, vars?: TextVars) => string;

export function isAdminLang(value: unknown): value is AdminLang {
  return value === "de" || value === "en";
}

const PLACEHOLDER = /\{(\w+)\}/g;

function fill(template: string, vars: TextVars | undefined): string {
  if (!vars) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

type Pattern = { match: RegExp; names: string[]; english: string };

let patterns: Pattern[] | null = null;

/** The templates of the dictionary as patterns, so a finished German text finds its English form. */
function templatePatterns(): Pattern[] {
  if (patterns) return patterns;
  patterns = Object.entries(ENGLISH)
    .filter(([german]) => german.includes("{"))
    .map(([german, english]) => {
      const names: string[] = [];
      const source = german
        .split(PLACEHOLDER)
        .map((part, index) => {
          if (index % 2 === 1) {
            names.push(part);
            return "(.+?)";
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        })
        .join("");
      return { match: new RegExp(`^${source}$`, "s"), names, english };
    });
  return patterns;
}

/** The English form of a German text, or null when the dictionary has none. */
export function englishOf(german: string, vars?: TextVars): string | null {
  // The dictionary, else the English a content type's definition gave beside its German (bilingual-texts.ts).
  const exact = ENGLISH[german] ?? definedEnglish(german);
  if (exact !== undefined) return fill(exact, vars);
  for (const pattern of templatePatterns()) {
    const found = pattern.match.exec(german);
    if (!found) continue;
    const captured: TextVars = {};
    // A captured part that is itself a text of the dictionary (a field's label in "Titel ist
    // erforderlich") is given in English too, so the message is in one language.
    pattern.names.forEach((name, index) => {
      const part = found[index + 1] ?? "";
      captured[name] = ENGLISH[part] ?? definedEnglish(part) ?? part;
    });
    return fill(pattern.english, { ...captured, ...vars });
  }
  return null;
}

/** A text in the given language; a German text the dictionary lacks stays German (the scan test finds it). */
export function translate(lang: AdminLang, german: string, vars?: TextVars): string {
  if (lang === "en") return englishOf(german, vars) ?? fill(german, vars);
  return fill(german, vars);
}

export function translatorFor(lang: AdminLang): Translate {
  return (text, vars) => translate(lang, text, vars);
}
