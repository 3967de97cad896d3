import { ArrowRight } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Figures } from "~/components/admin/figures";
import { EmptyState } from "~/components/ui/empty-state";
import type { Lang } from "~/lib/i18n";
import { staffDate, staffDay, staffDaysAgo, staffNumber, useT } from "~/lib/admin";
import { TitledSection } from "~/components/ui/titled-section";

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

/* Written in German and translated by the back office's dictionary (texts-en/dashboard.ts). */
const TEXTS = {
  heading: "Was jetzt Ihre Aufmerksamkeit braucht",
  unanswered: "Unbeantwortete Nachrichten",
  unansweredNone: "Alle Kontaktnachrichten sind beantwortet.",
  unansweredMore: "… und {n} weitere",
  allMessages: "Alle Nachrichten",
  received: "Eingegangen am {date}",
  signups: "Newsletter-Anmeldungen",
  last7: "Letzte 7 Tage",
  last30: "Letzte 30 Tage",
  topLinks: "Meistgeklickte Kurzlinks (30 Tage)",
  topLinksNone: "In den letzten 30 Tagen wurde kein Short Link geklickt.",
  oneClick: "{n} Klick",
  clicks: "{n} Klicks",
  chart: "Klicks pro Tag für /{code} in den letzten 30 Tagen: zusammen {total}, die meisten ({best}) am {day}.",
  switchedOff: "Ausgeschaltete Inhalte",
  switchedOffNone: "Nichts ist ausgeschaltet: Besucher sehen alle Inhalte.",
  inactive: "{n} ausgeschaltet",
};

const CARD = "space-y-3 rounded-xl border border-border bg-card p-5 shadow-sm";
const LINK =
  "text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary";

export function DashboardAttention(props: AttentionProps) {
  const t = useT();
  return (
    <TitledSection
      id="attention-heading"
      title={t(TEXTS.heading)}
      className="space-y-4"
      headingClassName="text-2xl font-semibold"
      testId="dashboard-attention"
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {props.unanswered ? <UnansweredCard data={props.unanswered} lang={props.lang} /> : null}
        {props.signups ? (
          <AttentionCard id="signups-heading" title={t(TEXTS.signups)} testId="attention-signups">
            <Figures
              figures={[
                [TEXTS.last7, props.signups.last7, "signups-7"],
                [TEXTS.last30, props.signups.last30, "signups-30"],
              ]}
              className="grid grid-cols-2 gap-4"
              bare
            />
          </AttentionCard>
        ) : null}
        {props.topLinks ? <TopLinksCard links={props.topLinks} lang={props.lang} /> : null}
        <AttentionCard id="off-heading" title={t(TEXTS.switchedOff)} testId="attention-switched-off">
          {props.switchedOff.length === 0 ? (
            <EmptyState variant="note">{t(TEXTS.switchedOffNone)}</EmptyState>
          ) : (
            <ul className="space-y-1">
              {props.switchedOff.map((item) => (
                <li key={item.key} data-testid={`off-${item.key}`}>
                  {item.href ? (
                    <Link to={item.href} className={LINK}>
                      {t(item.label)}
                    </Link>
                  ) : (
                    t(item.label)
                  )}
                  : {t(TEXTS.inactive, { n: item.count })}
                </li>
              ))}
            </ul>
          )}
        </AttentionCard>
      </div>
    </TitledSection>
  );
}

/** One card of the part, named by its heading. */
function AttentionCard({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      level="h3"
      className={CARD}
      headingClassName="text-lg font-semibold"
      testId={testId}
    >
      {children}
    </TitledSection>
  );
}

function UnansweredCard({ data, lang }: { data: Unanswered; lang: Lang }) {
  const t = useT();
  return (
    <section aria-labelledby="unanswered-heading" className={CARD} data-testid="attention-unanswered">
      <h3 id="unanswered-heading" className="flex items-baseline justify-between gap-2 text-lg font-semibold">
        {t(TEXTS.unanswered)}
        <span className="text-3xl font-bold" data-testid="unanswered-total">
          {data.total}
        </span>
      </h3>
      {data.oldest.length === 0 ? (
        <EmptyState variant="note">{t(TEXTS.unansweredNone)}</EmptyState>
      ) : (
        <>
          <ol className="space-y-1" aria-label={t(TEXTS.unanswered)}>
            {data.oldest.map((message) => (
              <li key={message.id} className="flex flex-wrap justify-between gap-x-3" data-testid="unanswered-item">
                <Link to={`/admin/contact-messages?message=${message.id}`} className={LINK}>
                  {message.name}
                </Link>
                <span className="text-sm text-muted-foreground">
                  <time
                    dateTime={message.createdAt}
                    title={t(TEXTS.received, { date: staffDate(lang, message.createdAt) })}
                  >
                    {staffDaysAgo(lang, message.ageDays)}
                  </time>
                </span>
              </li>
            ))}
          </ol>
          {data.total > data.oldest.length ? (
            <p className="text-sm text-muted-foreground">
              {t(TEXTS.unansweredMore, { n: data.total - data.oldest.length })}
            </p>
          ) : null}
        </>
      )}
      <Link to="/admin/contact-messages" className={`inline-flex items-center gap-1 text-sm font-medium ${LINK}`}>
        {t(TEXTS.allMessages)} <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </section>
  );
}

function TopLinksCard({ links, lang }: { links: TopLink[]; lang: Lang }) {
  const t = useT();
  return (
    <AttentionCard id="top-links-heading" title={t(TEXTS.topLinks)} testId="attention-top-links">
      {links.length === 0 ? (
        <EmptyState variant="note">{t(TEXTS.topLinksNone)}</EmptyState>
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
                  <span className="text-sm text-muted-foreground">
                    {t(link.clicks === 1 ? TEXTS.oneClick : TEXTS.clicks, {
                      n: staffNumber(lang, link.clicks),
                    })}
                  </span>
                </span>
                <DayBars
                  values={link.days.map((point) => point.clicks)}
                  summary={t(TEXTS.chart, {
                    code: link.code,
                    total: staffNumber(lang, link.clicks),
                    best: staffNumber(lang, best.clicks),
                    day: staffDay(lang, best.day),
                  })}
                />
              </li>
            );
          })}
        </ol>
      )}
    </AttentionCard>
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
