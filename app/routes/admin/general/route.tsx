import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Save } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { useToast } from "~/components/toaster";
import { FieldControl } from "~/components/admin/field-control";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { GENERAL_CARDS, GENERAL_DEFAULTS, GENERAL_FORM, GENERAL_TEXTS } from "./general-settings";
import type { GeneralSettingsValues } from "./general-settings";
import { loadGeneralSettings, saveGeneralSettings } from "./general-settings.server";
import { requireAdmin, staffT, writeScope } from "~/lib/admin/index.server";
import { type FieldDef, type Translate, useT } from "~/lib/admin";
import { secondFactorsOf } from "~/lib/accounts/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { redirectWithToast } from "~/lib/toast.server";
import { cn } from "~/lib/utils";
import { Panel } from "~/components/admin/panel";

/**
 * /admin/general — 'Allgemeine Einstellungen' (back-office.md 2, 3, 5). Admin-only: the layout's
 * middleware refuses moderators with 403 on the matched route, and so do the loader and action.
 *
 * Form design: ONE <form> around all cards, each card with its own submit button
 * (name="intent" value=<card id>). Every save therefore posts and writes the whole settings object, as
 * the spec demands, with no hidden copies of the other cards' values that could go stale or hide an
 * invalid stored value from the editor; a field error is shown next to its field in whichever card it
 * is, and the same zod schema validates in the browser (conform) and in the action. The cards, their
 * controls and that schema all come from one declaration (GENERAL_FORM).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const row = await loadGeneralSettings(getDb(env));
  return {
    settings: row ? GENERAL_FORM.valuesOf(row) : null,
    updatedAt: row?.updated_at?.toISOString() ?? null,
    title: staffT(context)(GENERAL_TEXTS.title),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdmin(request, context);
  const t = staffT(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: GENERAL_FORM.schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), error: t(GENERAL_TEXTS.invalid) }, { status: 400 });
  }
  // No admin can lock themselves out (decision 0038): the policy goes on only for one who has a factor.
  if (submission.value.require_two_factor && !(await hasSecondFactor(context, session.user.id))) {
    const message = t(GENERAL_TEXTS.ownSecondFactorFirst);
    return data(
      { result: submission.reply({ fieldErrors: { require_two_factor: [message] } }), error: message },
      { status: 400 },
    );
  }
  let created: boolean;
  try {
    ({ created } = await saveGeneralSettings(writeScope(context), submission.value));
  } catch (error) {
    console.error("admin general settings save failed", error);
    return data({ result: submission.reply(), error: t(GENERAL_TEXTS.saveFailed) }, { status: 503 });
  }
  return redirectWithToast(request, "/admin/general", {
    title: t(created ? GENERAL_TEXTS.created : GENERAL_TEXTS.updated),
  });
}

async function hasSecondFactor(context: Route.ActionArgs["context"], userId: string) {
  const { env } = context.get(cloudflareContext);
  const factors = await secondFactorsOf(getDb(env), userId);
  return factors.totp || factors.passkeys > 0;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? GENERAL_TEXTS.title} | Admin` }];
}

type Errors = Record<string, string[] | null | undefined>;

const SCREEN_INTRO =
  "Logo, Unternehmens- und Kontaktdaten, Texte der Website sowie Video-Links. Jede Karte hat ihren eigenen Speichern-Knopf; gespeichert werden immer alle Einstellungen.";

export default function GeneralSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, updatedAt } = loaderData;
  const result = actionData?.result ?? undefined;
  const error = actionData?.error ?? null;
  const navigation = useNavigation();
  const { toast } = useToast();
  const t = useT();

  const [form] = useForm({
    // One id for good: a new id makes conform reset the controls it tracks to its own (empty) initial
    // values, which emptied the two choices after a save and got the next save refused.
    id: "general-settings",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GENERAL_FORM.schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (error) toast({ title: t(GENERAL_TEXTS.failed), description: error, variant: "destructive" });
  }, [actionData, error, toast, t]);

  // What was typed survives a refused save (the server echoes it in result.initialValue).
  const values: Record<string, unknown> = {
    ...(settings ?? GENERAL_DEFAULTS),
    ...((result?.initialValue as Record<string, unknown> | undefined) ?? {}),
  };
  const errors = (form.allErrors ?? {}) as Errors;
  const savingCard =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/general")
      ? navigation.formData?.get("intent")
      : null;

  return (
    <main id="main" className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold">{t(GENERAL_TEXTS.title)}</h1>
        <p className="mt-2 text-muted-foreground">{t(SCREEN_INTRO)}</p>
      </div>

      {error ? (
        <Alert size="wide">
          <strong>{t(GENERAL_TEXTS.failed)}:</strong> {error}
        </Alert>
      ) : null}

      {/* Remounted with every stored version: after a save the controls show what was stored, so the
          next save posts it again (a kept control would post what the browser last had, or nothing). */}
      <Form key={updatedAt ?? "new"} method="post" {...getFormProps(form)} className="grid gap-6 lg:grid-cols-2">
        {GENERAL_CARDS.map((card) => (
          <section
            key={card.id}
            aria-labelledby={`card-${card.id}`}
            className="flex flex-col rounded-lg border border-border bg-card p-6 shadow-sm"
          >
            <h2 id={`card-${card.id}`} className="text-xl font-semibold">
              {t(card.title)}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t(card.description)}</p>
            <div className="mt-4 grid flex-1 grid-cols-1 content-start gap-4 sm:grid-cols-2">
              {card.fields.map((field) => (
                <div key={field.name} className={field.half ? "" : "sm:col-span-2"}>
                  <FieldControl
                    field={field}
                    formId={form.id}
                    value={values[field.name]}
                    errors={errors[field.name]?.map((message) => t(message))}
                  />
                </div>
              ))}
            </div>
            <div className="mt-6 flex justify-end">
              <Button type="submit" name="intent" value={card.id} disabled={navigation.state === "submitting"}>
                <Save className="h-4 w-4" aria-hidden />
                {savingCard === card.id ? t("Wird gespeichert...") : t("{card} speichern", { card: t(card.title) })}
              </Button>
            </div>
          </section>
        ))}
      </Form>

      <CurrentSettings settings={settings} />
    </main>
  );
}

function asText(value: unknown) {
  return value === null || value === undefined ? "" : String(value);
}

/** A stored value as the summary shows it: yes/no, a choice's label, the text, or a dash for nothing. */
function shownValue(field: FieldDef, value: unknown, t: Translate) {
  if (typeof value === "boolean") return t(value ? "Ja" : "Nein");
  const option = field.options?.find((candidate) => candidate.value === String(value));
  if (option) return t(option.label);
  return asText(value) || "—";
}

/** The read-only 'Aktuelle Einstellungen' summary of what is stored. */
function CurrentSettings({ settings }: { settings: GeneralSettingsValues | null }) {
  const t = useT();
  return (
    <Panel id="current-settings" title={t("Aktuelle Einstellungen")} testId="current-settings">
      {settings ? null : (
        <p className="mt-2 text-sm text-muted-foreground">
          {t("Noch nichts gespeichert: die Website zeigt ihre Standardwerte.")}
        </p>
      )}
      {settings ? (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {GENERAL_CARDS.map((card) => (
            <div key={card.id}>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t(card.title)}</h3>
              <dl className="mt-2 space-y-1 text-sm">
                {card.fields.map((field) => {
                  const value = settings[field.name];
                  const shown = shownValue(field, value, t);
                  return (
                    <div key={field.name} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
                      <dt className="text-muted-foreground">{t(field.label)}</dt>
                      <dd className={cn("break-words", shown === "—" && "text-muted-foreground")}>{shown}</dd>
                    </div>
                  );
                })}
              </dl>
            </div>
          ))}
        </div>
      ) : null}
    </Panel>
  );
}
