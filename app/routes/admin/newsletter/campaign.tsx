import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/campaign";
import { ErrorNote } from "~/components/admin/content-screen";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/lib/admin/gate.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n";
import { createCampaign, loadAudience, loadCampaign, missingContent, renderCampaignMail, saveCampaign, sendTestMails, startSending } from "~/lib/newsletter-campaigns.server";
import { mailOrigin } from "~/lib/newsletter-mail.server";
import { AUDIENCE_LABELS, AUDIENCES, CAMPAIGN_STATUS_LABELS, CampaignActionSchema, languagesOf } from "~/lib/schemas/newsletter-campaign";
import { redirectWithToast } from "~/lib/toast.server";
import { cn } from "~/lib/utils";

const LIST_URL = "/admin/newsletter-campaigns";
const LANG_LABELS: Record<Lang, string> = { de: "Deutsch", en: "Englisch" };

/**
 * /admin/newsletter-campaigns/:id: write a campaign in Markdown in German and English, preview both
 * mails exactly as they will be sent, send a test to yourself, then send it to the confirmed
 * subscribers of one language or both. Once sending starts the campaign is read-only and the screen
 * shows the progress (refreshing itself while the queue works). Admin-only.
 */

/** The id in the path, or null for /admin/newsletter-campaigns/new (no row until the first save). */
function campaignId(params: { id?: string }): number | null {
  if (params.id === "new") return null;
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

const EMPTY = { subject_de: "", subject_en: "", preheader_de: "", preheader_en: "", body_de: "", body_en: "" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const id = campaignId(params);
  if (id === null) {
    return {
      campaign: { id: 0, status: "draft", audience: null as string | null, ...EMPTY },
      stats: { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribes: 0 },
      failures: [] as { id: number; email: string | null; error: string | null }[],
      audience: await loadAudience(getDb(env)),
      preview: null,
    };
  }
  const loaded = await loadCampaign(getDb(env), id);
  if (!loaded) throw data(null, { status: 404 });
  const { campaign, stats, failures, audience } = loaded;
  const origin = mailOrigin(env, request.url);
  const preview = {} as Record<Lang, { html: string; text: string; subject: string }>;
  for (const lang of ["de", "en"] as const) {
    const mail = await renderCampaignMail(env, campaign, lang, "vorschau@example.invalid", origin, 0);
    preview[lang] = { html: mail.html ?? "", text: mail.text, subject: mail.subject };
  }
  return {
    campaign: {
      id: campaign.id,
      status: campaign.status,
      audience: campaign.audience,
      subject_de: campaign.subject_de,
      subject_en: campaign.subject_en,
      preheader_de: campaign.preheader_de,
      preheader_en: campaign.preheader_en,
      body_de: campaign.body_de,
      body_en: campaign.body_en,
    },
    stats,
    failures,
    audience,
    preview,
  };
}

type FieldErrors = Record<string, string[] | null | undefined>;

function refuse(message: string, status: 400 | 404 | 409 | 503, fieldErrors: FieldErrors = {}) {
  return data({ error: message, fieldErrors }, { status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const pathId = campaignId(params);
  const db = getDb(env);
  const submission = parseWithZod(await request.formData(), { schema: CampaignActionSchema });
  if (submission.status !== "success") {
    const fieldErrors = (submission.error ?? {}) as FieldErrors;
    const first = Object.values(fieldErrors).flatMap((list) => list ?? [])[0];
    return refuse(first ?? "Ungültige Eingabe", 400, fieldErrors);
  }
  const input = submission.value;
  const origin = mailOrigin(env, request.url);
  if (pathId === null && input.intent === "send") return refuse("Bitte speichern Sie die Kampagne zuerst.", 400);

  if (input.intent === "save" || input.intent === "test") {
    const { intent: _intent, ...content } = input;
    const fields = { subject_de: content.subject_de, subject_en: content.subject_en, preheader_de: content.preheader_de, preheader_en: content.preheader_en, body_de: content.body_de, body_en: content.body_en };
    let id = pathId;
    if (id === null) {
      // A new campaign needs something to be known by; an empty form writes nothing.
      if (!fields.subject_de && !fields.subject_en) {
        const message = "Bitte geben Sie mindestens einen Betreff ein.";
        return refuse(message, 400, { subject_de: [message], subject_en: [message] });
      }
      id = await createCampaign(db, fields);
    } else if (!(await saveCampaign(db, id, fields))) {
      return (await loadCampaign(db, id)) ? refuse("Diese Kampagne wird bereits gesendet und kann nicht mehr geändert werden.", 409) : refuse("Kampagne nicht gefunden.", 404);
    }
    const here = `${LIST_URL}/${id}`;
    if (input.intent === "save") return redirectWithToast(request, here, { title: "Erfolg", description: "Kampagne gespeichert." });
    const loaded = await loadCampaign(db, id);
    const missing = missingContent(loaded!.campaign, input.test_lang);
    if (missing.length > 0) return refuse(`Betreff und Text fehlen für: ${missing.map((lang) => LANG_LABELS[lang]).join(", ")}.`, 400);
    try {
      await sendTestMails(env, loaded!.campaign, input.test_lang, session.user.email, origin);
    } catch (error) {
      console.error("newsletter test mail failed", error);
      return refuse("Die Testmail konnte nicht gesendet werden. Bitte versuchen Sie es erneut.", 503);
    }
    return redirectWithToast(request, here, { title: "Erfolg", description: `Testmail an ${session.user.email} gesendet.` });
  }

  const id = pathId!;
  const here = `${LIST_URL}/${id}`;
  const loaded = await loadCampaign(db, id);
  if (!loaded) return refuse("Kampagne nicht gefunden.", 404);
  if (loaded.campaign.status !== "draft") return refuse("Diese Kampagne wurde bereits gesendet.", 409);
  const missing = missingContent(loaded.campaign, input.audience);
  if (missing.length > 0) return refuse(`Betreff und Text fehlen für: ${missing.map((lang) => LANG_LABELS[lang]).join(", ")}.`, 400);
  const reach = languagesOf(input.audience).reduce((sum, lang) => sum + loaded.audience[lang], 0);
  if (reach === 0) return refuse("In dieser Auswahl gibt es keine bestätigten Abonnenten.", 400);
  const started = await startSending(env, id, input.audience, origin);
  if (started.status === "not-draft") return refuse("Diese Kampagne wurde bereits gesendet.", 409);
  if (started.status === "queue-failed") return refuse("Der Versand konnte nicht vollständig eingereiht werden. Bitte prüfen Sie den Fortschritt.", 503);
  return redirectWithToast(request, here, { title: "Erfolg", description: `Versand gestartet: ${started.recipients} Empfänger.` });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const subject = loaderData?.campaign.subject_de || loaderData?.campaign.subject_en;
  return [{ title: `${subject ? `${subject} – ` : ""}Newsletter-Kampagne | Admin` }];
}

const inputClass =
  "w-full rounded-md border border-border bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-destructive";

type LoaderData = Route.ComponentProps["loaderData"];

export default function NewsletterCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, stats, failures, audience, preview } = loaderData;
  const failed = actionData && "error" in actionData ? actionData : null;
  const draft = campaign.status === "draft";
  const revalidator = useRevalidator();
  // Progress on the screen: while the queue works, the page asks again every two seconds.
  useEffect(() => {
    if (campaign.status !== "sending") return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [campaign.status, revalidator]);

  return (
    <main id="main" className="space-y-8">
      <div>
        <Link to={LIST_URL} className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Alle Kampagnen
        </Link>
        <h1 className="mt-2 text-3xl font-bold">{campaign.id === 0 ? "Neue Kampagne" : campaign.subject_de || campaign.subject_en || `Kampagne ${campaign.id}`}</h1>
        <p className="mt-1 text-muted-foreground">
          Status: <span data-testid="campaign-status">{CAMPAIGN_STATUS_LABELS[campaign.status] ?? campaign.status}</span>
          {campaign.audience ? ` · ${AUDIENCE_LABELS[campaign.audience as keyof typeof AUDIENCE_LABELS] ?? campaign.audience}` : ""}
        </p>
      </div>
      {failed ? <ErrorNote message={failed.error} /> : null}
      {draft ? <Editor campaign={campaign} errors={failed?.fieldErrors ?? {}} /> : <Progress stats={stats} failures={failures} sending={campaign.status === "sending"} />}
      {preview ? <Preview preview={preview} /> : <p className="text-sm text-muted-foreground">Vorschau und Versand nach dem ersten Speichern.</p>}
      {draft && campaign.id !== 0 ? <SendForm audience={audience} /> : null}
    </main>
  );
}

function Field({ name, label, errors, multiline, defaultValue, hint }: { name: string; label: string; errors: FieldErrors; multiline?: boolean; defaultValue: string; hint?: string }) {
  const error = errors[name]?.[0];
  const id = `campaign-${name}`;
  const described = cn(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea id={id} name={name} rows={14} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={described} className={cn(inputClass, "font-mono")} />
      ) : (
        <input id={id} name={name} type="text" defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={described} className={inputClass} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Editor({ campaign, errors }: { campaign: LoaderData["campaign"]; errors: FieldErrors }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  return (
    <Form method="post" className="space-y-6 rounded-xl border border-border bg-card p-6 shadow-sm" data-testid="campaign-editor">
      <div className="grid gap-8 lg:grid-cols-2">
        {(["de", "en"] as const).map((lang) => (
          <fieldset key={lang} className="space-y-4">
            <legend className="text-lg font-semibold">{LANG_LABELS[lang]}</legend>
            <Field name={`subject_${lang}`} label={`Betreff (${LANG_LABELS[lang]})`} errors={errors} defaultValue={campaign[`subject_${lang}`]} />
            <Field
              name={`preheader_${lang}`}
              label={`Vorschautext (${LANG_LABELS[lang]})`}
              errors={errors}
              defaultValue={campaign[`preheader_${lang}`]}
              hint="Erscheint im Postfach neben dem Betreff."
            />
            <Field
              name={`body_${lang}`}
              label={`Text (${LANG_LABELS[lang]}, Markdown)`}
              errors={errors}
              multiline
              defaultValue={campaign[`body_${lang}`]}
              hint="Markdown: # Überschrift, **fett**, *kursiv*, - Liste, [Link](https://…). Der Abmeldelink wird automatisch angefügt."
            />
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-border pt-4">
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="campaign-test-lang" className="block text-sm font-medium">
              Testmail-Sprache
            </label>
            <select id="campaign-test-lang" name="test_lang" defaultValue="both" className={cn(inputClass, "w-auto")}>
              <option value="de">Deutsch</option>
              <option value="en">Englisch</option>
              <option value="both">Beide</option>
            </select>
          </div>
          <Button type="submit" name="intent" value="test" variant="outline" disabled={busy}>
            {busy && intent === "test" ? "Wird gesendet..." : "Speichern und Test an mich senden"}
          </Button>
        </div>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy && intent === "save" ? "Wird gespeichert..." : "Speichern"}
        </Button>
      </div>
    </Form>
  );
}

function Preview({ preview }: { preview: NonNullable<LoaderData["preview"]> }) {
  return (
    <section aria-labelledby="campaign-preview-title" className="space-y-4">
      <h2 id="campaign-preview-title" className="text-xl font-semibold">
        Vorschau (gespeicherter Stand)
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {(["de", "en"] as const).map((lang) => (
          <div key={lang} className="space-y-2" data-testid={`campaign-preview-${lang}`}>
            <p className="text-sm">
              <span className="font-medium">{LANG_LABELS[lang]}:</span> {preview[lang].subject || <span className="text-muted-foreground">(ohne Betreff)</span>}
            </p>
            {/* The mail's own document, isolated: no scripts, no access to this page. */}
            <iframe
              title={`Vorschau der E-Mail (${LANG_LABELS[lang]})`}
              srcDoc={preview[lang].html}
              sandbox=""
              className="h-[560px] w-full rounded-lg border border-border bg-white"
            />
            <details className="rounded-md border border-border bg-card p-3 text-sm">
              <summary className="cursor-pointer font-medium">Textfassung ({LANG_LABELS[lang]})</summary>
              <pre className="mt-2 whitespace-pre-wrap break-words font-mono text-xs">{preview[lang].text}</pre>
            </details>
          </div>
        ))}
      </div>
    </section>
  );
}

function SendForm({ audience }: { audience: LoaderData["audience"] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const reach = { de: audience.de, en: audience.en, both: audience.de + audience.en };
  return (
    <section aria-labelledby="campaign-send-title" className="space-y-4 rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id="campaign-send-title" className="text-xl font-semibold">
        Senden
      </h2>
      <p className="text-sm text-muted-foreground">Gesendet wird der gespeicherte Stand, nur an bestätigte und aktive Abonnenten. Danach ist die Kampagne nicht mehr änderbar.</p>
      <Form method="post" className="space-y-4" data-testid="campaign-send-form">
        <input type="hidden" name="intent" value="send" />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Empfänger</legend>
          {AUDIENCES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="audience" value={value} defaultChecked={value === "both"} required />
              {AUDIENCE_LABELS[value]} ({reach[value]})
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required />
          Ja, die Kampagne jetzt an die gewählten Abonnenten senden.
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? "Wird gestartet..." : "Kampagne senden"}
        </Button>
      </Form>
    </section>
  );
}

function Progress({ stats, failures, sending }: { stats: LoaderData["stats"]; failures: LoaderData["failures"]; sending: boolean }) {
  const done = stats.sent + stats.failed;
  const percent = stats.recipients === 0 ? 100 : Math.round((done / stats.recipients) * 100);
  const items: [string, number, string][] = [
    ["Empfänger", stats.recipients, "stat-recipients"],
    ["Gesendet", stats.sent, "stat-sent"],
    ["Fehlgeschlagen", stats.failed, "stat-failed"],
    ["Offen", stats.queued, "stat-queued"],
    ["Abmeldungen danach", stats.unsubscribes, "stat-unsubscribes"],
  ];
  return (
    <section aria-labelledby="campaign-progress-title" className="space-y-4 rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id="campaign-progress-title" className="text-xl font-semibold">
        Versand
      </h2>
      <div
        role="progressbar"
        aria-label="Versandfortschritt"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-5">
        {items.map(([label, value, testId]) => (
          <div key={testId} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {sending ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Der Versand läuft im Hintergrund; diese Seite aktualisiert sich selbst. <Link to="." className="text-primary underline">Jetzt aktualisieren</Link>
        </p>
      ) : null}
      {failures.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-medium">Fehlgeschlagene E-Mails</caption>
            <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th className="px-3 py-2">E-Mail</th>
                <th className="px-3 py-2">Grund</th>
              </tr>
            </thead>
            <tbody>
              {failures.map((failure) => (
                <tr key={failure.id} className="border-b border-border last:border-0" data-testid="campaign-failure">
                  <td className="px-3 py-2 break-all">{failure.email ?? <span className="text-muted-foreground">(gelöscht)</span>}</td>
                  <td className="px-3 py-2">{failure.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
