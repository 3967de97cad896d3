import type { Lang } from "~/lib/i18n";
import { useFormOfAddress } from "~/components/site-settings";
import { TitledSection } from "~/components/ui/titled-section";

/*
 * What the privacy page always says about the visitor statistics (decision 0071), below the text staff
 * edit: it describes what the code does, so it is written here beside it and not left to an editor.
 */
const TEXTS = {
  de: {
    title: "Besucherstatistik ohne Cookies",
    paragraphs: [
      "Wir zählen, welche Seiten dieser Website aufgerufen werden, um zu sehen, welche Inhalte gelesen werden und woher Besucher kommen. Dafür setzen wir kein Cookie und speichern nichts in Ihrem Browser.",
      "Gezählt werden je Tag: die aufgerufene Seite (ohne Suchparameter, außer Kampagnenangaben utm_source, utm_medium, utm_campaign), die Sprache, die Domain der verweisenden Website, das Land (aus der Verbindung abgeleitet), die Geräteklasse (Smartphone, Tablet, Desktop). Ihre IP-Adresse und die Kennung Ihres Browsers werden nicht gespeichert.",
      "Um Besucher eines Tages nur einmal zu zählen, bilden wir aus IP-Adresse und Browserkennung zusammen mit einem zufälligen, täglich neuen Schlüssel einen Einweg-Hashwert. Der Schlüssel und die Hashwerte werden am Folgetag gelöscht; danach lässt sich kein Besuch mehr einer Person oder einem anderen Tag zuordnen. Gespeichert bleiben nur Tagessummen.",
      "Nicht gezählt werden Suchmaschinen und andere Bots, vorab geladene Seiten, Vorschauen und angemeldete Mitarbeitende. Weil weder auf Ihr Endgerät zugegriffen wird noch personenbezogene Daten gespeichert werden, fragen wir dafür keine Einwilligung ab; Rechtsgrundlage ist unser berechtigtes Interesse an einer Reichweitenmessung (Art. 6 Abs. 1 lit. f DSGVO). Der Cookie-Hinweis betrifft diese Zählung nicht.",
    ],
  },
  du: {
    title: "Besucherstatistik ohne Cookies",
    paragraphs: [
      "Wir zählen, welche Seiten dieser Website aufgerufen werden, um zu sehen, welche Inhalte gelesen werden und woher Besucher kommen. Dafür setzen wir kein Cookie und speichern nichts in deinem Browser.",
      "Gezählt werden je Tag: die aufgerufene Seite (ohne Suchparameter, außer Kampagnenangaben utm_source, utm_medium, utm_campaign), die Sprache, die Domain der verweisenden Website, das Land (aus der Verbindung abgeleitet), die Geräteklasse (Smartphone, Tablet, Desktop). Deine IP-Adresse und die Kennung deines Browsers werden nicht gespeichert.",
      "Um Besucher eines Tages nur einmal zu zählen, bilden wir aus IP-Adresse und Browserkennung zusammen mit einem zufälligen, täglich neuen Schlüssel einen Einweg-Hashwert. Der Schlüssel und die Hashwerte werden am Folgetag gelöscht; danach lässt sich kein Besuch mehr einer Person oder einem anderen Tag zuordnen. Gespeichert bleiben nur Tagessummen.",
      "Nicht gezählt werden Suchmaschinen und andere Bots, vorab geladene Seiten, Vorschauen und angemeldete Mitarbeitende. Weil weder auf dein Endgerät zugegriffen wird noch personenbezogene Daten gespeichert werden, fragen wir dafür keine Einwilligung ab; Rechtsgrundlage ist unser berechtigtes Interesse an einer Reichweitenmessung (Art. 6 Abs. 1 lit. f DSGVO). Der Cookie-Hinweis betrifft diese Zählung nicht.",
    ],
  },
  en: {
    title: "Visitor statistics without cookies",
    paragraphs: [
      "We count which pages of this website are viewed, to see which content is read and where visitors come from. We set no cookie for this and store nothing in your browser.",
      "Counted per day are: the page viewed (without its query, except the campaign parameters utm_source, utm_medium, utm_campaign), its language, the domain of the referring website, the country (derived from the connection) and the device class (phone, tablet, desktop). Your IP address and your browser's identification are not stored.",
      "To count a day's visitors once each, we make a one-way hash of the IP address and the browser's identification together with a random key that is new every day. The key and the hashes are deleted the next day; after that no visit can be linked to a person or to another day. Only daily totals are kept.",
      "Search engines and other bots, pages loaded in advance, previews and signed-in staff are not counted. As nothing is read from or stored on your device and no personal data is kept, we ask for no consent for this; the legal basis is our legitimate interest in measuring the reach of the website (Art. 6(1)(f) GDPR). The cookie notice does not concern this counting.",
    ],
  },
} as const;

export function VisitorStatisticsNotice({ lang }: { lang: Lang }) {
  const address = useFormOfAddress();
  const text = lang === "de" && address === "du" ? TEXTS.du : TEXTS[lang];
  return (
    <TitledSection
      id="visitor-statistics"
      title={text.title}
      className="mt-10 space-y-4 leading-relaxed"
      headingClassName="text-2xl font-semibold"
      testId="visitor-statistics"
    >
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </TitledSection>
  );
}
