import { RefreshCw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { IMPORT_TEXTS } from "../import-schema";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/admin";
import { IMAGE_REFUSALS, type RetryOutcome } from "~/lib/wordpress";
import { TitledSection } from "~/components/ui/titled-section";

type Missing = { count: number; list: { address: string; reason: string }[] };
type Reply = { outcome: RetryOutcome | null; error?: string } | null;

const reasonText = (reason: string) => IMAGE_REFUSALS[reason as keyof typeof IMAGE_REFUSALS] ?? reason;

/**
 * The images imported posts still miss, and the button that fetches them again. Shown while any is
 * missing, and after a press (to say what came and what did not).
 */
/** Image addresses, each with why it could not be fetched: what is still missing, and what failed again. */
function AddressReasons({
  entries,
  className,
  testId,
}: {
  entries: Missing["list"];
  className: string;
  testId: string;
}) {
  const t = useT();
  return (
    <ul className={`list-disc space-y-1 pl-6 ${className}`} data-testid={testId}>
      {entries.map((entry) => (
        <li key={entry.address} className="break-all">
          {entry.address} – {t(reasonText(entry.reason))}
        </li>
      ))}
    </ul>
  );
}

export function MissingImages({ missing, reply }: { missing: Missing; reply: Reply }) {
  const t = useT();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "retry-images";
  if (missing.count === 0 && !reply) return null;
  const outcome = reply?.outcome ?? null;
  return (
    <TitledSection
      id="import-missing"
      title={t(IMPORT_TEXTS.missingTitle)}
      className="space-y-4 rounded-lg border border-border bg-card p-6"
      testId="missing-images"
    >
      {reply?.error ? <Alert size="wide">{reply.error}</Alert> : null}
      {outcome ? (
        <div role="status" className="space-y-2" data-testid="missing-outcome">
          <p>
            {outcome.busy
              ? t(IMPORT_TEXTS.retryBusy)
              : t(IMPORT_TEXTS.retryCame, { came: outcome.came, failed: outcome.failed.length })}
          </p>
          {outcome.failed.length > 0 ? (
            <AddressReasons entries={outcome.failed} className="text-sm" testId="missing-failed" />
          ) : null}
        </div>
      ) : null}
      {missing.count > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">{t(IMPORT_TEXTS.missingIntro)}</p>
          <p data-testid="missing-count" data-count={missing.count}>
            {t(IMPORT_TEXTS.missingCount, { n: missing.count })}
          </p>
          <details className="text-sm">
            <summary className="cursor-pointer underline">{t("Adressen und Gründe anzeigen")}</summary>
            <AddressReasons entries={missing.list} className="mt-2" testId="missing-list" />
          </details>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="retry-images" />
            <Button type="submit" disabled={sending} data-testid="missing-retry">
              <RefreshCw aria-hidden="true" />
              {`${t(IMPORT_TEXTS.retry)} (${missing.count})`}
            </Button>
          </Form>
        </>
      ) : (
        <p>{t(IMPORT_TEXTS.retryNone)}</p>
      )}
    </TitledSection>
  );
}
