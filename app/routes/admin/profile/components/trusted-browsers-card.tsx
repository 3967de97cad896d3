import { ShieldCheck } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableHeader } from "~/components/ui/table";
import type { ProfileActionData } from "~/lib/admin/security.server";
import type { Lang } from "~/lib/i18n";
import { SECURITY_TEXTS } from "~/lib/accounts/security-texts";
import type { TrustedBrowserRow } from "~/lib/accounts/trusted-browsers.server";
import { Card, ConfirmInDialog } from "./security-sections";

const BACK = "/admin/profile";

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
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ending = browsers.find((b) => b.id === params.get("endTrust")) ?? null;
  const close = () => navigate(BACK, { preventScrollReset: true, replace: true });
  return (
    <Card title={texts.trustedTitle} id="profile-trusted" icon={<ShieldCheck className="h-5 w-5" aria-hidden />}>
      <p className="mb-4 text-sm text-muted-foreground">{texts.trustedIntro}</p>
      {result?.error ? (
        <Alert className="mb-4" data-testid="trusted-error">
          {result.error}
        </Alert>
      ) : null}
      {browsers.length === 0 ? (
        <p className="text-sm" data-testid="no-trusted-browsers">
          {texts.noTrusted}
        </p>
      ) : (
        <>
          <Table caption={texts.trustedTable} wrapperClassName="mb-4" data-testid="trusted-table">
            <TableHeader
              cellClassName="py-2 pr-4 font-medium"
              columns={[
                { label: texts.colDevice },
                { label: texts.colPlace },
                { label: texts.colSince },
                { label: texts.colLastUsed },
                { label: texts.colActions, hidden: true, className: "pr-0" },
              ]}
            />
            <tbody>
              {browsers.map((browser) => (
                <tr
                  key={browser.id}
                  className="border-t border-border"
                  data-testid="trusted-row"
                  data-current={browser.current ? "true" : undefined}
                >
                  <td className="py-2 pr-4">
                    <span className="font-medium">{browser.device}</span>
                    {browser.current ? (
                      <Badge tone="success" className="ml-2">
                        {texts.thisBrowser}
                      </Badge>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4">{browser.place ?? texts.placeUnknown}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{browser.since}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{browser.lastUsed ?? texts.never}</td>
                  <td className="py-2 text-right">
                    <Button asChild variant="outline" size="sm">
                      <Link
                        to={`?endTrust=${encodeURIComponent(browser.id)}`}
                        preventScrollReset
                        aria-label={texts.endTrustLabel(browser.device)}
                      >
                        {texts.endTrust}
                      </Link>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <div className="flex justify-end">
            <Button asChild variant="destructive">
              <Link to="?endTrust=all" preventScrollReset>
                {texts.endAllTrust}
              </Link>
            </Button>
          </div>
        </>
      )}
      <ConfirmInDialog
        open={ending !== null}
        onClose={close}
        title={texts.endTrustTitle}
        description={texts.endTrustText}
        subject={ending ? `${ending.device}${ending.place ? ` · ${ending.place}` : ""}` : ""}
        intent="trust-end"
        id={ending?.id ?? ""}
        confirmLabel={texts.endTrust}
        texts={texts}
      />
      <ConfirmInDialog
        open={browsers.length > 0 && params.get("endTrust") === "all"}
        onClose={close}
        title={texts.endAllTrustTitle}
        description={texts.endAllTrustText}
        subject={null}
        intent="trust-end-all"
        confirmLabel={texts.endAllTrust}
        texts={texts}
      />
    </Card>
  );
}
