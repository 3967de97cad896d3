import { QrCode } from "lucide-react";
import { useT } from "~/lib/admin";
import { DownloadLink } from "~/components/admin/download-link";

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
          {(["svg", "png"] as const).map((format) => (
            <DownloadLink key={format} href={`${base}/qr.${format}`} icon={QrCode}>
              {t(format === "svg" ? "SVG herunterladen" : "PNG herunterladen")}
            </DownloadLink>
          ))}
        </div>
      </div>
    </section>
  );
}
