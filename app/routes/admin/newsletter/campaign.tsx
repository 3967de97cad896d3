import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/campaign";
import { Editor, LANG_LABELS, type FieldErrors } from "./components/campaign-editor";
import { staffT, requireAdmin, writeScope } from "~/lib/admin/index.server";
import { type Translate, useT } from "~/lib/admin";
import { Preview } from "./components/campaign-preview";
import { Progress, SendForm } from "./components/campaign-sending";
import { ErrorNote } from "~/components/admin/content-screen";
import { cloudflareContext } from "~/lib/context";
import { linkOrigin } from "~/lib/mail/index.server";
import { getDb } from "~/lib/db.server";
import type { Lang } from "~/lib/i18n";
import {
  createCampaign,
  loadAudience,
  loadCampaign,
  missingContent,
  saveCampaign,
  sendTestMails,
  startSending,
  renderCampaignMail,
} from "~/lib/newsletter/index.server";
import { readFormOfAddress } from "~/lib/i18n/index.server";
import { AUDIENCE_LABELS, CAMPAIGN_STATUS_LABELS, CampaignActionSchema, languagesOf } from "~/lib/newsletter";
import { redirectWithToast } from "~/lib/toast.server";

const LIST_URL = "/admin/newsletter-campaigns";

/**
 * /admin/newsletter-campaigns/:id: write a campaign in the visual editor in German and English, preview both
 * mails exactly as they will be sent, send a test to yourself, then send it to the confirmed
 * subscribers of one language or both (decision 0055: only languages that have subscribers are
 * offered; a missing text may go out in German when ticked). Once sending starts the campaign is
 * read-only and the screen shows the progress (refreshing itself while the queue works). Admin-only.
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
  const title = staffT(context)("Newsletter-Kampagne");
  if (id === null) {
    return {
      campaign: { id: 0, status: "draft", audience: null as string | null, ...EMPTY },
      stats: { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribes: 0 },
      failures: [] as { id: number; email: string | null; error: string | null }[],
      audience: await loadAudience(getDb(env)),
      preview: null,
      missing: ["de", "en"] as Lang[],
      title,
    };
  }
  const loaded = await loadCampaign(getDb(env), id);
  if (!loaded) throw data(null, { status: 404 });
  const { campaign, stats, failures, audience } = loaded;
  // Only shown on this page, never mailed: without PUBLIC_ORIGIN the links point at the page's own host.
  const origin = linkOrigin(env, request) ?? new URL(request.url).origin;
  const preview = {} as Record<Lang, { html: string; text: string; subject: string }>;
  // The preview says what subscribers will read, in the site's form of address.
  const address = await readFormOfAddress(getDb(env));
  for (const lang of ["de", "en"] as const) {
    const voice = { lang, address };
    const mail = await renderCampaignMail(env, campaign, voice, "vorschau@example.invalid", origin, 0);
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
    // The languages without subject or text: the send form offers their subscribers the German text.
    missing: missingContent(campaign, "both"),
    title,
  };
}

/** Which form's button a refusal belongs to: it is shown beside that button. */
export type ErrorPlace = "save" | "test" | "send";

/** The language names the refusals list, German as the screen writes them (translated by `t`). */
function languageList(t: Translate, langs: Lang[]) {
  return langs.map((lang) => t(LANG_LABELS[lang])).join(", ");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const pathId = campaignId(params);
  const { db, actor, t } = writeScope(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const at: ErrorPlace = intent === "send" ? "send" : intent === "test" ? "test" : "save";
  const refuse = (message: string, status: 400 | 404 | 409 | 503, fieldErrors: FieldErrors = {}) =>
    data({ error: message, fieldErrors, at }, { status });
  const submission = parseWithZod(formData, { schema: CampaignActionSchema });
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).map(([name, list]) => [name, list?.map((message) => t(message))]),
    ) as FieldErrors;
    const first = Object.values(fieldErrors).flatMap((list) => list ?? [])[0];
    return refuse(first ?? t("Ungültige Eingabe"), 400, fieldErrors);
  }
  const input = submission.value;
  const origin = linkOrigin(env, request);
  // Every link of a mail needs the configured origin (linkOrigin); without it nothing is mailed.
  if (!origin && input.intent !== "save")
    return refuse(t("Der Versand ist nicht eingerichtet: PUBLIC_ORIGIN fehlt. Es wurde nichts gesendet."), 503);
  if (pathId === null && input.intent === "send") return refuse(t("Bitte speichern Sie die Kampagne zuerst."), 400);

  if (input.intent === "save" || input.intent === "test") {
    const { intent: _intent, ...content } = input;
    const fields = {
      subject_de: content.subject_de,
      subject_en: content.subject_en,
      preheader_de: content.preheader_de,
      preheader_en: content.preheader_en,
      body_de: content.body_de,
      body_en: content.body_en,
    };
    // A test is checked before anything is written: a refused test changes nothing (no new draft, no edit).
    if (input.intent === "test") {
      const missing = missingContent(fields, input.test_lang);
      if (missing.length > 0)
        return refuse(t("Betreff und Text fehlen für: {languages}.", { languages: languageList(t, missing) }), 400);
    }
    let id = pathId;
    if (id === null) {
      // A new campaign needs something to be known by; an empty form writes nothing.
      if (!fields.subject_de && !fields.subject_en) {
        const message = t("Bitte geben Sie mindestens einen Betreff ein.");
        return refuse(message, 400, { subject_de: [message], subject_en: [message] });
      }
      id = await createCampaign(db, actor, fields);
    } else if (!(await saveCampaign(db, actor, id, fields))) {
      return (await loadCampaign(db, id))
        ? refuse(t("Diese Kampagne wird bereits gesendet und kann nicht mehr geändert werden."), 409)
        : refuse(t("Kampagne nicht gefunden."), 404);
    }
    const here = `${LIST_URL}/${id}`;
    if (input.intent === "save")
      return redirectWithToast(request, here, { title: t("Erfolg"), description: t("Kampagne gespeichert.") });
    const loaded = await loadCampaign(db, id);
    try {
      await sendTestMails(env, loaded!.campaign, input.test_lang, session.user.email, origin!);
    } catch (error) {
      console.error("newsletter test mail failed", error);
      const failed = t("Die Testmail konnte nicht gesendet werden. Bitte versuchen Sie es erneut.");
      // A campaign made by this request is saved: the owner goes to its page, so the next save is no second draft.
      if (pathId === null)
        return redirectWithToast(request, here, { title: t("Fehler"), description: failed, variant: "destructive" });
      return refuse(failed, 503);
    }
    return redirectWithToast(request, here, {
      title: t("Erfolg"),
      description: t("Testmail an {email} gesendet.", { email: session.user.email }),
    });
  }

  const id = pathId!;
  const here = `${LIST_URL}/${id}`;
  const loaded = await loadCampaign(db, id);
  if (!loaded) return refuse(t("Kampagne nicht gefunden."), 404);
  if (loaded.campaign.status !== "draft") return refuse(t("Diese Kampagne wurde bereits gesendet."), 409);
  // A language without its text goes out in German only when staff ticked so; German itself must be there.
  const missing = missingContent(loaded.campaign, input.audience);
  const germanMissing = missingContent(loaded.campaign, "de").length > 0;
  const germanFor: Lang[] =
    input.german_for_missing === "yes" && !germanMissing ? missing.filter((l) => l !== "de") : [];
  const unsendable = missing.filter((lang) => !germanFor.includes(lang));
  if (unsendable.length > 0) {
    const message = t("Betreff und Text fehlen für: {languages}.", { languages: languageList(t, unsendable) });
    const hint = germanMissing
      ? ""
      : ` ${t("Ergänzen Sie den Text, wählen Sie andere Empfänger oder senden Sie ihnen den deutschen Text.")}`;
    return refuse(`${message}${hint}`, 400);
  }
  const reach = languagesOf(input.audience).reduce((sum, lang) => sum + loaded.audience[lang], 0);
  if (reach === 0) return refuse(t("In dieser Auswahl gibt es keine bestätigten Abonnenten."), 400);
  const started = await startSending(env, actor, id, input.audience, origin!, { germanFor });
  if (started.status === "not-draft") return refuse(t("Diese Kampagne wurde bereits gesendet."), 409);
  if (started.status === "queue-failed")
    return refuse(t("Der Versand konnte nicht vollständig eingereiht werden. Bitte prüfen Sie den Fortschritt."), 503);
  return redirectWithToast(request, here, {
    title: t("Erfolg"),
    description: t("Versand gestartet: {n} Empfänger.", { n: started.recipients }),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const subject = loaderData?.campaign.subject_de || loaderData?.campaign.subject_en;
  return [{ title: `${subject ? `${subject} – ` : ""}${loaderData?.title ?? "Newsletter-Kampagne"} | Admin` }];
}

export default function NewsletterCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, stats, failures, audience, preview, missing } = loaderData;
  const t = useT();
  const failed = actionData && "error" in actionData ? actionData : null;
  const draft = campaign.status === "draft";
  const canSend = draft && campaign.id !== 0;
  // A refusal stands beside the button that caused it; only when that form is not on the screen
  // (the campaign started sending meanwhile) does it stand at the top.
  const placed = failed ? (failed.at === "send" ? canSend : draft) : false;
  const revalidator = useRevalidator();
  // Progress on the screen: while the queue works, the page asks again every two seconds.
  useEffect(() => {
    if (campaign.status !== "sending") return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [campaign.status, revalidator]);
  const audienceLabel = AUDIENCE_LABELS[campaign.audience as keyof typeof AUDIENCE_LABELS];

  return (
    <main id="main" className="space-y-8">
      <div>
        <Link
          to={LIST_URL}
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t("Alle Kampagnen")}
        </Link>
        <h1 className="mt-2 text-3xl font-bold">
          {campaign.id === 0
            ? t("Neue Kampagne")
            : campaign.subject_de || campaign.subject_en || t("Kampagne {id}", { id: campaign.id })}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {t("Status:")}{" "}
          <span data-testid="campaign-status">
            {CAMPAIGN_STATUS_LABELS[campaign.status] ? t(CAMPAIGN_STATUS_LABELS[campaign.status]) : campaign.status}
          </span>
          {campaign.audience ? ` · ${audienceLabel ? t(audienceLabel) : campaign.audience}` : ""}
        </p>
      </div>
      {failed && !placed ? <ErrorNote message={failed.error} /> : null}
      {draft ? (
        <Editor
          campaign={campaign}
          errors={failed?.fieldErrors ?? {}}
          error={failed && placed && failed.at !== "send" ? failed : null}
        />
      ) : (
        <Progress stats={stats} failures={failures} sending={campaign.status === "sending"} />
      )}
      {preview ? (
        <Preview preview={preview} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("Vorschau und Versand nach dem ersten Speichern.")}</p>
      )}
      {canSend ? (
        <SendForm
          audience={audience}
          missing={missing}
          error={failed && placed && failed.at === "send" ? failed.error : null}
        />
      ) : null}
    </main>
  );
}
