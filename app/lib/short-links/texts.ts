import type { Lang } from "../i18n/languages";

/**
 * The messages of the back office's short-link form, in both languages. They are not in the site's
 * interface texts (app/lib/i18n/index.ts) because no public page shows them, and every public page's
 * JavaScript carries those.
 */
const messages = {
  de: {
    "redirect.codeRequired": "Bitte geben Sie einen Short Code ein.",
    "redirect.codeInvalid": "Der Short Code darf nur Buchstaben, Ziffern, - und _ enthalten (höchstens 64 Zeichen).",
    "redirect.codeReserved":
      "Dieser Short Code ist für eine Seite der Website reserviert. Bitte wählen Sie einen anderen.",
    "redirect.codeTaken": "Dieser Short Code wird bereits verwendet. Bitte wählen Sie einen anderen.",
    "redirect.targetRequired": "Bitte geben Sie eine Ziel-URL ein.",
    "redirect.targetInvalid": "Die Ziel-URL muss mit http:// oder https:// beginnen.",
    "redirect.imageInvalid":
      "Das Bild muss eine Adresse mit http:// oder https:// oder ein Pfad der Website wie /images/bild.jpg sein.",
    "redirect.orderInvalid": "Die Reihenfolge muss eine ganze Zahl ab 0 sein.",
    "redirect.orderListInvalid": "Die Reihenfolge ist unvollständig. Bitte laden Sie die Seite neu.",
    "redirect.orderDuplicate": "Ein Link kommt in der Reihenfolge mehrfach vor. Bitte laden Sie die Seite neu.",
    "redirect.orderStale":
      "Die Links wurden inzwischen geändert. Bitte laden Sie die Seite neu und sortieren Sie erneut.",
    "redirect.positionInvalid": "Die Position muss eine ganze Zahl ab 1 sein.",
    "redirect.startsInvalid": "Bitte geben Sie einen gültigen Startzeitpunkt ein (Datum und Uhrzeit).",
    "redirect.expiresInvalid": "Bitte geben Sie einen gültigen Ablaufzeitpunkt ein (Datum und Uhrzeit).",
    "redirect.expiresBeforeStart": "Der Link muss nach seinem Start ablaufen.",
    "redirect.expiredUrlInvalid": "Die Ersatz-URL muss mit http:// oder https:// beginnen.",
    "redirect.expiredUrlWithoutExpiry": "Eine Ersatz-URL gilt nur mit einem Ablaufzeitpunkt.",
    "redirect.utmInvalid":
      "Erlaubt sind Buchstaben, Ziffern, Leerzeichen und . _ - ~ + : / (höchstens 100 Zeichen); & = ? # % würden die URL zerbrechen.",
    "redirect.utmTooLong": "Mit den UTM-Parametern wird die Ziel-URL länger als 2048 Zeichen.",
  },
  en: {
    "redirect.codeRequired": "Please enter a short code.",
    "redirect.codeInvalid": "The short code may only contain letters, digits, - and _ (at most 64 characters).",
    "redirect.codeReserved": "This short code is reserved for a page of the website. Please choose another one.",
    "redirect.codeTaken": "This short code is already in use. Please choose another one.",
    "redirect.targetRequired": "Please enter a target URL.",
    "redirect.targetInvalid": "The target URL must start with http:// or https://.",
    "redirect.imageInvalid":
      "The image must be an address starting with http:// or https:// or a path of the site such as /images/picture.jpg.",
    "redirect.orderInvalid": "The display order must be a whole number from 0.",
    "redirect.orderListInvalid": "The order is incomplete. Please reload the page.",
    "redirect.orderDuplicate": "A link appears more than once in the order. Please reload the page.",
    "redirect.orderStale": "The links have changed in the meantime. Please reload the page and sort again.",
    "redirect.positionInvalid": "The position must be a whole number from 1.",
    "redirect.startsInvalid": "Please enter a valid start (date and time).",
    "redirect.expiresInvalid": "Please enter a valid expiry (date and time).",
    "redirect.expiresBeforeStart": "The link must expire after it starts.",
    "redirect.expiredUrlInvalid": "The fallback URL must start with http:// or https://.",
    "redirect.expiredUrlWithoutExpiry": "A fallback URL only applies together with an expiry.",
    "redirect.utmInvalid":
      "Allowed are letters, digits, space and . _ - ~ + : / (at most 100 characters); & = ? # % would break the URL.",
    "redirect.utmTooLong": "With the UTM parameters the target URL gets longer than 2048 characters.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type RedirectTextKey = keyof (typeof messages)["de"];

export function isRedirectTextKey(key: string): key is RedirectTextKey {
  return Object.hasOwn(messages.de, key);
}

export function redirectText(lang: Lang, key: RedirectTextKey): string {
  return messages[lang][key];
}
