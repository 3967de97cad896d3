import { ShieldCheck } from "lucide-react";
import type { ProfileActionData } from "~/lib/admin/index.server";
import type { Lang } from "~/lib/i18n";
import { SECURITY_TEXTS } from "~/lib/accounts";
import type { TrustedBrowserRow } from "~/lib/accounts/index.server";
import { DeviceListCard } from "./device-list-card";

/**
 * The profile's "Vertraute Browser": the browsers that skip the authenticator app's code for 30 days,
 * listed like the sessions (browser, place, since, last used; this browser first), each ended after a
 * confirmation, or all at once. Plain forms: they work without JavaScript.
 */
export function TrustedBrowsersCard({
  browsers,
  lang,
  result,
}: {
  browsers: TrustedBrowserRow[];
  lang: Lang;
  result: ProfileActionData | undefined;
}) {
  const texts = SECURITY_TEXTS[lang];
  return (
    <DeviceListCard
      card={{ title: texts.trustedTitle, id: "profile-trusted", icon: <ShieldCheck className="h-5 w-5" aria-hidden /> }}
      intro={texts.trustedIntro}
      error={result?.error}
      testIds={{ error: "trusted-error", table: "trusted-table", row: "trusted-row" }}
      caption={texts.trustedTable}
      timeColumns={[texts.colSince, texts.colLastUsed]}
      rows={browsers.map((b) => ({ ...b, times: [b.since, b.lastUsed ?? texts.never] }))}
      param="endTrust"
      one={{ title: texts.endTrustTitle, text: texts.endTrustText, intent: "trust-end", label: texts.endTrust }}
      oneLabel={texts.endTrustLabel}
      all={{
        param: "endTrust",
        value: "all",
        title: texts.endAllTrustTitle,
        text: texts.endAllTrustText,
        intent: "trust-end-all",
        label: texts.endAllTrust,
      }}
      texts={texts}
      empty={
        <p className="text-sm" data-testid="no-trusted-browsers">
          {texts.noTrusted}
        </p>
      }
    />
  );
}
