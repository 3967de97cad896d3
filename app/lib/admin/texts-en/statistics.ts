import type { EnglishTexts } from "./types";

/** Visitor statistics: /admin/statistics, its dashboard card, the edit forms' link and the general setting. */
export const texts: EnglishTexts = {
  Besucherstatistik: "Visitor statistics",
  "Seitenaufrufe und Besucher je Tag, ohne Cookies und ohne personenbezogene Daten. Bots, Vorabladen, Vorschauen und angemeldete Mitarbeitende werden nicht gezählt.":
    "Page views and visitors per day, without cookies and without personal data. Bots, prefetching, previews and signed-in staff are not counted.",
  "Nur die Seite {path} (Deutsch und Englisch).": "Only the page {path} (German and English).",
  "Ganze Website": "Whole website",
  "Zeitraum wählen": "Choose a period",
  "CSV herunterladen": "Download CSV",
  "Summen: {span}": "Totals: {span}",
  "{from} bis {to}": "{from} to {to}",
  Seitenaufrufe: "Page views",
  "Besucher (je Tag gezählt)": "Visitors (counted per day)",
  "Aufrufe und Besucher pro Tag": "Views and visitors per day",
  "{span} (Europe/Berlin)": "{span} (Europe/Berlin)",
  "Seitenaufrufe pro Tag, {span}: zusammen {views}, {visitors} Besucher. Meiste Aufrufe: {most} am {day}.":
    "Page views per day, {span}: {views} in all, {visitors} visitors. Most views: {most} on {day}.",
  "Seitenaufrufe und Besucher pro Tag, {span}": "Page views and visitors per day, {span}",
  "Fehler beim Laden der Statistik": "The statistics could not be loaded",
  "Meistgelesene Seiten": "Most read pages",
  "Herkunft (Referrer)": "Where visitors came from (referrer)",
  "Direkt / keine Angabe": "Direct / not stated",
  "Eigene Website": "This website",
  "Kampagnen (utm_campaign)": "Campaigns (utm_campaign)",
  "Quellen (utm_source)": "Sources (utm_source)",
  "Medien (utm_medium)": "Media (utm_medium)",
  Sprachen: "Languages",
  Länder: "Countries",
  Aufrufe: "Views",
  "Keine Aufrufe in diesem Zeitraum.": "No views in this period.",
  "Kurzlinks:": "Short links:",
  "({n} Klicks)": "({n} clicks)",
  "Besucherstatistik (7 Tage)": "Visitor statistics (7 days)",
  "Zur Besucherstatistik": "Open the visitor statistics",
  "Besucherzahlen der Seite {path}": "Visitor figures of the page {path}",
  "Bitte ein gültiges Datum angeben.": "Please enter a valid date.",
  "Das Ende darf nicht vor dem Anfang liegen.": "The end must not be before the start.",
  "Höchstens 731 Tage auf einmal.": "At most 731 days at once.",
  "Bitte einen Pfad der Website angeben, z. B. /blog.": "Please enter a path of the website, e.g. /blog.",
  "Höchstens 300 Zeichen.": "At most 300 characters.",
  "Wie lange die Tageszahlen der Besucherstatistik aufbewahrt werden.":
    "How long the daily figures of the visitor statistics are kept.",
  "Tageszahlen aufbewahren (Tage)": "Keep the daily figures (days)",
  "Wie viele Tage die Tageszahlen der Besucherstatistik aufbewahrt werden (30 bis 3650, Standard 730 = 2 Jahre); ältere Tage werden gelöscht.":
    "How many days the daily figures of the visitor statistics are kept (30 to 3650, default 730 = 2 years); older days are deleted.",
  "Aufbewahrung in Tagen": "Days kept",
};
