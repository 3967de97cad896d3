import { FileCheck2, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/toaster";
import { SwitchButton } from "~/components/ui/switch";
import { useStaffDate, useT } from "~/lib/admin";
import { NEWSLETTER_STATUS_LABELS, type OptInState } from "~/lib/newsletter";
import { safeHttpUrl } from "~/lib/text";
import { cn } from "~/lib/utils";
import type { NewsletterActionData, SubscriptionView as Row } from "../newsletter-subscriptions.server";
import { IconLink } from "~/components/admin/icon-link";
import { VisitorWebsite } from "~/components/admin/visitor-website";

const OPT_IN_BADGE: Record<OptInState, string> = {
  confirmed: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  unsubscribed: "bg-muted text-foreground",
};

/** One subscription: address, signup date, its states and language, website, and its actions. */
export function SubscriptionRow({
  row,
  deleteLink,
  consentLink,
}: {
  row: Row;
  deleteLink: string;
  consentLink: string;
}) {
  const t = useT();
  const date = useStaffDate();
  const website = safeHttpUrl(row.website);
  return (
    <tr
      // Inactive rows are tinted, not faded: faded text fails the contrast check (tests/e2e/accessibility/a11y.spec.ts).
      className={cn("border-b border-border last:border-0", !row.is_active && "bg-muted/50")}
      data-testid="newsletter-row"
      data-email={row.email}
      data-inactive={row.is_active ? undefined : "true"}
    >
      <td className="px-3 py-2">
        <span className="font-medium break-all">{row.email}</span>
        {row.name ? <span className="block text-xs text-muted-foreground">{row.name}</span> : null}
      </td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">
        <time dateTime={row.subscribed_at}>{date(row.subscribed_at)}</time>
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-center gap-1.5">
          {/* The spec's badge for the admin's switch, then the double opt-in state and the language. */}
          <span
            className={cn(
              "whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium",
              row.is_active ? "bg-primary/10 text-primary" : "bg-muted text-foreground",
            )}
            data-testid="newsletter-status"
          >
            {row.is_active ? t("Aktiv") : t("Inaktiv")}
          </span>
          <span
            className={cn("whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium", OPT_IN_BADGE[row.status])}
            data-testid="newsletter-optin"
            data-status={row.status}
          >
            {t(NEWSLETTER_STATUS_LABELS[row.status])}
          </span>
          <span className="text-xs uppercase text-muted-foreground">{row.lang}</span>
        </div>
      </td>
      <td className="px-3 py-2">
        {row.website ? (
          <VisitorWebsite href={website} text={row.website} />
        ) : (
          <span className="text-muted-foreground">–</span>
        )}
      </td>
      <td className="px-3 py-2">
        <div className="flex items-center justify-end gap-2">
          <ActiveSwitch row={row} />
          <IconLink
            to={consentLink}
            label={t("Einwilligung von {email}", { email: row.email })}
            icon={FileCheck2}
            tone="primary"
          />
          <IconLink to={deleteLink} label={t("{email} löschen", { email: row.email })} icon={Trash2} tone="danger" />
        </div>
      </td>
    </tr>
  );
}

/**
 * Switches a subscription on or off. A small form posting the NEW state, so it works without
 * JavaScript (a plain post and redirect) and a double click cannot switch it back.
 */
function ActiveSwitch({ row }: { row: Row }) {
  const t = useT();
  const fetcher = useFetcher<NewsletterActionData>();
  const { toast } = useToast();
  const pending = fetcher.formData ? fetcher.formData.get("is_active") === "true" : null;
  const on = pending ?? row.is_active;
  const failed = fetcher.data?.error;
  useEffect(() => {
    if (failed) toast(failed);
  }, [failed, toast]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="is_active" value={String(!on)} />
      {/* A submit button drawn as the shared switch (aria-pressed): the click posts the new state. */}
      <SwitchButton
        pressed={on}
        aria-label={t("Aktiv: {email}", { email: row.email })}
        className="focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
      />
    </fetcher.Form>
  );
}
