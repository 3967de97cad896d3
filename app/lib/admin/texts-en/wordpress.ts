import type { EnglishTexts } from "./types";

/** Reading a WordPress export: why a file is refused, what is skipped, and notes on converted posts. */
export const texts: EnglishTexts = {
  "Das ist keine WordPress-Exportdatei (WXR). Bitte exportieren Sie in WordPress unter Werkzeuge → Daten exportieren.":
    "This is not a WordPress export file (WXR). Please export it in WordPress under Tools → Export.",
  "Die Datei ist in {encoding} statt UTF-8 geschrieben; bitte exportieren Sie sie erneut.":
    "The file is written in {encoding} instead of UTF-8; please export it again.",
  "Die Datei deklariert eigene XML-Entitäten; solche Dateien werden nicht gelesen.":
    "The file declares XML entities of its own; such files are not read.",
  "Die Datei enthält eine Dokumenttyp-Deklaration (DOCTYPE); solche Dateien werden nicht gelesen.":
    "The file contains a document type declaration (DOCTYPE); such files are not read.",
  "Die Datei ist kein gültiges XML.": "The file is not valid XML.",
  "Ein Eintrag der Datei ist kein gültiges XML.": "An item of the file is not valid XML.",
  "Die Datei enthält mehr als {max} Einträge.": "The file holds more than {max} items.",
  "Ein Eintrag der Datei ist größer als {mb} MB (ab Byte {offset}).":
    "An item of the file is larger than {mb} MB (from byte {offset}).",
  "Der Kopf der Datei (vor dem ersten Eintrag) ist unüblich groß.":
    "The head of the file (before the first item) is unusually large.",
  "Die Datei ist unvollständig: Nach {n} vollständigen Einträgen bricht sie mitten im nächsten ab (bei Byte {offset}).":
    "The file is incomplete: after {n} complete items it breaks off in the middle of the next one (at byte {offset}).",
  "Die Datei ist unvollständig: Nach {n} vollständigen Einträgen fehlt ihr Ende.":
    "The file is incomplete: after {n} complete items its end is missing.",
  "Menüeinträge: die Navigation dieser Website wird im Verwaltungsbereich gepflegt":
    "Menu items: this site's navigation is kept in the back office",
  "Ältere Fassungen: übernommen wird nur die letzte": "Older revisions: only the latest is taken",
  "Im Papierkorb von WordPress": "In WordPress's bin",
  "Automatische Entwürfe ohne Inhalt": "Automatic drafts without content",
  "Kommentare: diese Website hat keine Kommentare": "Comments: this site has no comments",
  "Wiederverwendbare Blöcke: ihr Inhalt steht bereits in den Beiträgen":
    "Reusable blocks: their content is already in the posts",
  "Gestaltung des WordPress-Themes": "Design of the WordPress theme",
  "Zwischenspeicher von WordPress": "WordPress's cache",
  "Eigener Inhaltstyp eines Plugins oder Themes, den diese Website nicht kennt":
    "A content type of a plugin or theme that this site does not know",
  "Eingebettete Inhalte von {host} werden als Link übernommen.": "Embedded content from {host} is taken as a link.",
  "Eine Galerie zeigt Bilder, die nicht in der Datei stehen; sie fehlen.":
    "A gallery shows images that are not in the file; they are missing.",
  "Der Shortcode [{name}] ist hier unbekannt; nur sein Text wurde übernommen.":
    "The shortcode [{name}] is unknown here; only its text was taken.",
  "Ein eingebetteter Rahmen (iframe) wurde entfernt.": "An embedded frame (iframe) was removed.",
};
