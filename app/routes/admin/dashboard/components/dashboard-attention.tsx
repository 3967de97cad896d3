import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import type { Lang } from "~/lib/i18n";
import { useT } from "~/lib/admin/use-admin-texts";

/*
 * The dashboard's "what needs you" part (../route.tsx). Pure presentation: the data
 * comes from the dashboard loader's one D1 batch, already cut to what the role may open (a section
 * whose data is null is not shown at all).
 */

type Unanswered = { total: number; oldest: { id: number; name: string; createdAt: string; ageDays: number }[] };
type Signups = { last7: number; last30: number };
type TopLink = { id: number; code: string; clicks: number; days: { day: string; clicks: number }[] };
type SwitchedOff = { key: string; label: string; count: number; href: string | null };

export type AttentionProps = {
  lang: Lang;
  unanswered: Unanswered | null;
  signups: Signups | null;
  topLinks: TopLink[] | null;
  switchedOff: SwitchedOff[];
};

const TEXTS = {
  de: {
    heading: "Was jetzt Ihre Aufmerksamkeit braucht",
    unanswered: "Unbeantwortete Nachrichten",
    unansweredNone: "Alle Kontaktnachrichten sind beantwortet.",
    unansweredMore: (n: number) => `… und ${n} weitere`,
    allMessages: "Alle Nachrichten",
    received: "Eingegangen am",
    signups: "Newsletter-Anmeldungen",
    last7: "Letzte 7 Tage",
    last30: "Letzte 30 Tage",
    topLinks: "Meistgeklickte Short Links (30 Tage)",
    topLinksNone: "In den letzten 30 Tagen wurde kein Short Link geklickt.",
    clicks: (n: number) => `${n.toLocaleString("de-DE")} ${n === 1 ? "Klick" : "Klicks"}`,
    chart: (code: string, total: number, best: string, bestClicks: number) =>
      `Klicks pro Tag für /${code} in den letzten 30 Tagen: zusammen ${total.toLocaleString("de-DE")}, die meisten (${bestClicks.toLocaleString("de-DE")}) am ${best}.`,
    switchedOff: "Ausgeschaltete Inhalte",
    switchedOffNone: "Nichts ist ausgeschaltet: Besucher sehen alle Inhalte.",
    inactive: (n: number) => `${n} ausgeschaltet`,
  },
  en: {
    heading: "What needs you now",
    unanswered: "Unanswered messages",
    unansweredNone: "Every contact message has been answered.",
    unansweredMore: (n: number) => `… and ${n} more`,
    allMessages: "All messages",
    received: "Received on",
    signups: "Newsletter sign-ups",
    last7: "Last 7 days",
    last30: "Last 30 days",
    topLinks: "Most-clicked short links (30 days)",
    topLinksNone: "No short link was clicked in the last 30 days.",
    clicks: (n: number) => `${n.toLocaleString("en-GB")} ${n === 1 ? "click" : "clicks"}`,
    chart: (code: string, total: number, best: string, bestClicks: number) =>
      `Clicks per day for /${code} over the last 30 days: ${total.toLocaleString("en-GB")} in all, most (${bestClicks.toLocaleString("en-GB")}) on ${best}.`,
    switchedOff: "Switched-off content",
    switchedOffNone: "Nothing is switched off: visitors see all content.",
    inactive: (n: number) => `${n} switched off`,
  },
} as const;

const LOCALE = { de: "de-DE", en: "en-GB" } as const;

function dateText(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "medium", timeZone: "Europe/Berlin" }).format(
    new Date(iso),
  );
}

/** "heute", "gestern", "vor 3 Tagen" / "today", "yesterday", "3 days ago". */
function ageText(days: number, lang: Lang): string {
  return new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: "auto" }).format(-days, "day");
}

const CARD = "space-y-3 rounded-xl border border-border bg-card p-5 shadow-sm";
const LINK =
  "text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary";

export function DashboardAttention(props: AttentionProps) {
  const t = TEXTS[props.lang];
  // The types' and screens' labels are the definitions' German; the dictionary has their English.
  const translateLabel = useT();
  return (
    <section aria-labelledby="attention-heading" className="space-y-4" data-testid="dashboard-attention">
      <h2 id="attention-heading" className="text-2xl font-semibold">
        {t.heading}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {props.unanswered ? <UnansweredCard data={props.unanswered} lang={props.lang} /> : null}
        {props.signups ? (
          <section aria-labelledby="signups-heading" className={CARD} data-testid="attention-signups">
            <h3 id="signups-heading" className="text-lg font-semibold">
              {t.signups}
            </h3>
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-sm text-muted-foreground">{t.last7}</dt>
                <dd className="text-3xl font-bold" data-testid="signups-7">
                  {props.signups.last7}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">{t.last30}</dt>
                <dd className="text-3xl font-bold" data-testid="signups-30">
                  {props.signups.last30}
                </dd>
              </div>
            </dl>
          </section>
        ) : null}
        {props.topLinks ? <TopLinksCard links={props.topLinks} lang={props.lang} /> : null}
        <section aria-labelledby="off-heading" className={CARD} data-testid="attention-switched-off">
          <h3 id="off-heading" className="text-lg font-semibold">
            {t.switchedOff}
          </h3>
          {props.switchedOff.length === 0 ? (
            <EmptyState variant="note">{t.switchedOffNone}</EmptyState>
          ) : (
            <ul className="space-y-1">
              {props.switchedOff.map((item) => (
                <li key={item.key} data-testid={`off-${item.key}`}>
                  {item.href ? (
                    <Link to={item.href} className={LINK}>
                      {translateLabel(item.label)}
                    </Link>
                  ) : (
                    translateLabel(item.label)
                  )}
                  : {t.inactive(item.count)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}

function UnansweredCard({ data, lang }: { data: Unanswered; lang: Lang }) {
  const t = TEXTS[lang];
  return (
    <section aria-labelledby="unanswered-heading" className={CARD} data-testid="attention-unanswered">
      <h3 id="unanswered-heading" className="flex items-baseline justify-between gap-2 text-lg font-semibold">
        {t.unanswered}
        <span className="text-3xl font-bold" data-testid="unanswered-total">
          {data.total}
        </span>
      </h3>
      {data.oldest.length === 0 ? (
        <EmptyState variant="note">{t.unansweredNone}</EmptyState>
      ) : (
        <>
          <ol className="space-y-1" aria-label={t.unanswered}>
            {data.oldest.map((message) => (
              <li key={message.id} className="flex flex-wrap justify-between gap-x-3" data-testid="unanswered-item">
                <Link to={`/admin/contact-messages?message=${message.id}`} className={LINK}>
                  {message.name}
                </Link>
                <span className="text-sm text-muted-foreground">
                  <time dateTime={message.createdAt} title={`${t.received} ${dateText(message.createdAt, lang)}`}>
                    {ageText(message.ageDays, lang)}
                  </time>
                </span>
              </li>
            ))}
          </ol>
          {data.total > data.oldest.length ? (
            <p className="text-sm text-muted-foreground">{t.unansweredMore(data.total - data.oldest.length)}</p>
          ) : null}
        </>
      )}
      <Link to="/admin/contact-messages" className={`inline-flex items-center gap-1 text-sm font-medium ${LINK}`}>
        {t.allMessages} <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </section>
  );
}

function TopLinksCard({ links, lang }: { links: TopLink[]; lang: Lang }) {
  const t = TEXTS[lang];
  return (
    <section aria-labelledby="top-links-heading" className={CARD} data-testid="attention-top-links">
      <h3 id="top-links-heading" className="text-lg font-semibold">
        {t.topLinks}
      </h3>
      {links.length === 0 ? (
        <EmptyState variant="note">{t.topLinksNone}</EmptyState>
      ) : (
        <ol className="space-y-2">
          {links.map((link) => {
            const best = link.days.reduce((top, point) => (point.clicks > top.clicks ? point : top), link.days[0]!);
            return (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="top-link">
                <span className="min-w-0">
                  <Link to={`/admin/redirect-links/${link.id}`} className={`font-mono ${LINK}`}>
                    /{link.code}
                  </Link>{" "}
                  <span className="text-sm text-muted-foreground">{t.clicks(link.clicks)}</span>
                </span>
                <DayBars
                  values={link.days.map((point) => point.clicks)}
                  summary={t.chart(link.code, link.clicks, dateText(`${best.day}T12:00:00Z`, lang), best.clicks)}
                />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Thirty tiny bars, one per day; the summary is the chart's text alternative. */
function DayBars({ values, summary }: { values: number[]; summary: string }) {
  const id = useId();
  const width = 120;
  const height = 28;
  const max = Math.max(1, ...values);
  const slot = width / Math.max(1, values.length);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-labelledby={id}
      data-testid="top-link-chart"
    >
      <title id={id}>{summary}</title>
      {values.map((value, index) => {
        const barHeight = value === 0 ? 0 : Math.max(1, (value / max) * (height - 2));
        return (
          <rect
            key={index}
            x={(index * slot + slot * 0.15).toFixed(1)}
            y={(height - barHeight).toFixed(1)}
            width={(slot * 0.7).toFixed(1)}
            height={barHeight.toFixed(1)}
            className="fill-primary"
          />
        );
      })}
    </svg>
  );
}
