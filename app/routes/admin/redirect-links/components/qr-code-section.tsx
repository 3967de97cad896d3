import { QrCode } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/admin";

/** The link's QR code (it leads to the short URL, so a scan counts as a click) and its two downloads. */
export function QrCodeSection({ base, shortUrl }: { base: string; shortUrl: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="qr"
      className="flex flex-wrap items-center gap-6 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <img
        src={`${base}/qr.svg`}
        alt={t("QR-Code für {url}", { url: shortUrl })}
        width={160}
        height={160}
        className="rounded border border-border bg-white"
      />
      <div className="space-y-2">
        <h2 id="qr" className="text-xl font-semibold">
          {t("QR-Code")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t("Führt auf")} <code>{shortUrl}</code>
          {t("; jeder Scan zählt als Klick.")}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={`${base}/qr.svg`} download>
              <QrCode className="h-4 w-4" aria-hidden /> {t("SVG herunterladen")}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={`${base}/qr.png`} download>
              <QrCode className="h-4 w-4" aria-hidden /> {t("PNG herunterladen")}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
