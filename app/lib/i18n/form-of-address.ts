import type { Lang } from "./languages";

/**
 * How the public site's fixed German texts address a visitor: formally ("Sie", the default) or
 * informally ("du"), as general settings say. English has one form. Only texts that address the
 * visitor have a "du" form; the others are the same either way.
 */
export type FormOfAddress = "sie" | "du";

export function formOfAddress(settings: { form_of_address?: string | null } | null | undefined): FormOfAddress {
  return settings?.form_of_address === "du" ? "du" : "sie";
}

/** A text table with its German "du" forms: the German table with those texts replaced. */
export type AddressedTexts<T> = { de: T; du: Partial<T>; en: T };

/** A page's or component's texts in the language and, for German, the form of address. */
export function addressed<T>(texts: AddressedTexts<T>, lang: Lang, address: FormOfAddress): T {
  if (lang === "en") return texts.en;
  return address === "du" ? { ...texts.de, ...texts.du } : texts.de;
}
