import { z } from "zod";
import { flag, requiredText } from "~/lib/admin";

/** The three legal pages (page_key) and their names in the back office. */
export const LEGAL_PAGE_KEYS = ["impressum", "datenschutz", "cookies"] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

export const LEGAL_PAGE_NAMES: Record<LegalPageKey, string> = {
  impressum: "Impressum",
  datenschutz: "Datenschutzerklärung",
  cookies: "Cookie-Richtlinie",
};

export function isLegalPageKey(value: unknown): value is LegalPageKey {
  return typeof value === "string" && (LEGAL_PAGE_KEYS as readonly string[]).includes(value);
}

const CONTENT_MAX = 200_000;

/** The legal page form (back-office.md 3, 5): both titles and both HTML contents are required. */
export const LegalPageSchema = z.object({
  page_key: z.enum(LEGAL_PAGE_KEYS, { error: "Unbekannte Seite" }),
  title_de: requiredText("Titel (DE)"),
  title_en: requiredText("Titel (EN)"),
  content_de: requiredText("Inhalt (DE)", CONTENT_MAX),
  content_en: requiredText("Inhalt (EN)", CONTENT_MAX),
  /** Switched off, the public page answers "not found" (public-site.md 7.1 reads active pages only). */
  is_active: flag(),
});

/** Length of the read view's preview (back-office.md 9). */
const LEGAL_PREVIEW_LENGTH = 200;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** HTML as plain text: tags removed, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (match, entity: string) => {
      if (entity.startsWith("#")) {
        const code =
          entity[1] === "x" || entity[1] === "X"
            ? Number.parseInt(entity.slice(2), 16)
            : Number.parseInt(entity.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The read view's preview: the first 200 characters of the text, '…' when there is more. */
export function legalPreview(html: string, length = LEGAL_PREVIEW_LENGTH): string {
  const text = htmlToText(html);
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
