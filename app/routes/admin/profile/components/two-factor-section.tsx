import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { Field } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { Lang } from "~/lib/i18n";
import { useAdminLang } from "~/lib/admin";
import {
  TwoFactorConfirmSchema,
  TwoFactorPasswordSchema,
  TWO_FACTOR_TEXTS,
  twoFactorMessage,
  type TwoFactorTexts,
} from "~/lib/accounts";

/** What the profile's loader gives the section (see loadTwoFactorSection). */
type Section = {
  enabled: boolean;
  pending: { qrPath: string; qrSize: number; secret: string } | null;
  backupCodesLeft: number | null;
  blocked: boolean;
};

/** The last answer of one of the section's forms. */
type Answer = {
  intent: string;
  result: SubmissionResult<string[]> | null;
  error: string | null;
  backupCodes?: string[];
};

/**
 * "Zwei-Faktor-Anmeldung / Two-factor sign-in" on /admin/profile (decision 0038): set up an
 * authenticator app, new backup codes, switch off. Plain forms: everything works without JavaScript.
 */
export function TwoFactorSection({
  section,
  answer,
  loadedAt,
}: {
  section: Section;
  answer: Answer | undefined;
  loadedAt: number;
}) {
  const lang = useAdminLang();
  const texts = TWO_FACTOR_TEXTS[lang];
  const mine = answer && answer.intent.startsWith("two-factor-") ? answer : undefined;
  const forIntent = (intent: string) => (mine?.intent === intent ? mine : undefined);
  return (
    <section
      id="two-factor"
      aria-labelledby="two-factor-title"
      className="rounded-xl border border-border bg-card p-6 shadow-sm"
      data-testid="two-factor-section"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="two-factor-title" className="text-xl font-semibold">
          {texts.sectionTitle}
        </h2>
        <span
          className={
            section.enabled
              ? "rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900/40 dark:text-green-200"
              : "rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground"
          }
          data-testid="two-factor-status"
        >
          {section.enabled ? texts.statusOn : texts.statusOff}
        </span>
      </div>
      <p className="mb-4 text-sm text-muted-foreground">{texts.sectionIntro}</p>
      {section.blocked ? (
        <Alert size="wide" className="mb-4" data-testid="two-factor-required">
          {texts.required}
        </Alert>
      ) : null}
      {mine?.error ? (
        <Alert size="wide" className="mb-4">
          {mine.error}
        </Alert>
      ) : null}
      {mine?.backupCodes?.length ? <BackupCodes codes={mine.backupCodes} texts={texts} /> : null}

      {section.pending ? (
        <Enrolment pending={section.pending} lang={lang} answer={forIntent("two-factor-confirm")} key={loadedAt} />
      ) : section.enabled ? (
        <div className="space-y-6">
          {section.backupCodesLeft !== null ? (
            <p className="text-sm" data-testid="backup-codes-left">
              {texts.backupLeft(section.backupCodesLeft)}
            </p>
          ) : null}
          {(
            [
              ["two-factor-backup-codes", texts.regenerateTitle, texts.regenerateText, texts.regenerate],
              ["two-factor-disable", texts.disableTitle, texts.disableText, texts.disable],
            ] as const
          ).map(([intent, title, text, submit]) => (
            <PasswordForm
              key={`${intent}-${loadedAt}`}
              {...{ intent, title, text, submit, lang }}
              answer={forIntent(intent)}
              destructive={intent === "two-factor-disable"}
            />
          ))}
        </div>
      ) : (
        <PasswordForm
          key={`start-${loadedAt}`}
          intent="two-factor-start"
          submit={texts.start}
          lang={lang}
          answer={forIntent("two-factor-start")}
        />
      )}
    </section>
  );
}

function BackupCodes({ codes, texts }: { codes: string[]; texts: TwoFactorTexts }) {
  return (
    <div
      role="status"
      className="mb-6 rounded-md border border-amber-500/40 bg-amber-50 p-4 dark:bg-amber-950/30"
      data-testid="backup-codes"
    >
      <h3 className="font-semibold">{texts.backupTitle}</h3>
      <p className="mt-1 text-sm">{texts.backupText}</p>
      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3 text-sm print:hidden">
        {/* A data address: the file is made here, so the codes never travel again. */}
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${texts.backupTitle}\n\n${codes.join("\n")}\n`)}`}
          download={texts.backupFile}
          className="font-medium text-primary underline underline-offset-4"
          data-testid="backup-codes-download"
        >
          {texts.backupDownload}
        </a>
        <button
          type="button"
          className="font-medium text-primary underline underline-offset-4"
          onClick={() => window.print()}
        >
          {texts.backupPrint}
        </button>
      </div>
    </div>
  );
}

function useSectionForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  id: string,
  schema: S,
  lang: Lang,
  answer: Answer | undefined,
) {
  const [form, fields] = useForm<z.input<S>, z.output<S>, string[]>({
    id,
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return { form, fields };
}

/** One input of the section; conform's field metadata, its error keys shown in the page's language. */
function SectionField({
  field,
  label,
  type,
  autoComplete,
  lang,
}: {
  field: FieldMetadata<string, Record<string, unknown>, string[]>;
  label: string;
  type: "text" | "password";
  autoComplete: string;
  lang: Lang;
}) {
  return (
    <Field
      id={field.id}
      label={label}
      required
      errors={field.errors?.map((key) => twoFactorMessage(lang, key))}
      inputProps={{ ...getInputProps(field, { type }), required: true, autoComplete }}
    />
  );
}

function SubmitButton({ intent, label, destructive }: { intent: string; label: string; destructive?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
      {label}
    </Button>
  );
}

function PasswordForm({
  intent,
  title,
  text,
  submit,
  lang,
  answer,
  destructive,
}: {
  intent: string;
  title?: string;
  text?: string;
  submit: string;
  lang: Lang;
  answer: Answer | undefined;
  destructive?: boolean;
}) {
  const texts = TWO_FACTOR_TEXTS[lang];
  const { form, fields } = useSectionForm(intent, TwoFactorPasswordSchema, lang, answer);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid={intent}>
      {title ? <h3 className="font-semibold">{title}</h3> : null}
      {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      <input type="hidden" name="intent" value={intent} />
      <SectionField
        type="password"
        label={texts.password}
        field={fields.password}
        autoComplete="current-password"
        lang={lang}
      />
      <div className="flex justify-end">
        <SubmitButton intent={intent} label={submit} destructive={destructive} />
      </div>
    </Form>
  );
}

function Enrolment({
  pending,
  lang,
  answer,
}: {
  pending: NonNullable<Section["pending"]>;
  lang: Lang;
  answer: Answer | undefined;
}) {
  const texts = TWO_FACTOR_TEXTS[lang];
  const { form, fields } = useSectionForm("two-factor-confirm", TwoFactorConfirmSchema, lang, answer);
  const quiet = 4;
  const box = pending.qrSize + quiet * 2;
  return (
    <div className="space-y-6" data-testid="two-factor-enrolment">
      <div>
        <h3 className="font-semibold">{texts.scanTitle}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{texts.scanText}</p>
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
          <svg
            role="img"
            aria-label={texts.qrLabel}
            viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
            className="h-48 w-48 shrink-0 rounded bg-white"
            shapeRendering="crispEdges"
            data-testid="two-factor-qr"
          >
            <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
            <path d={pending.qrPath} fill="#000000" />
          </svg>
          <div className="text-sm">
            <p className="font-medium">{texts.secretLabel}</p>
            <code className="mt-1 block break-all font-mono text-base tracking-wider" data-testid="two-factor-secret">
              {pending.secret}
            </code>
          </div>
        </div>
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <h3 className="font-semibold">{texts.confirmTitle}</h3>
        <input type="hidden" name="intent" value="two-factor-confirm" />
        <SectionField
          type="text"
          label={texts.confirmCode}
          field={fields.code}
          autoComplete="one-time-code"
          lang={lang}
        />
        <div className="flex justify-end">
          <SubmitButton intent="two-factor-confirm" label={texts.confirmEnrol} />
        </div>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="two-factor-cancel" />
        <Button type="submit" variant="outline">
          {texts.cancel}
        </Button>
      </Form>
    </div>
  );
}
