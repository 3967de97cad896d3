import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { Lang } from "~/lib/i18n";
import { SecondFactorSignInSchema, TWO_FACTOR_TEXTS, twoFactorMessage } from "~/lib/accounts";

export type SecondFactorMethod = "totp" | "backup";

/**
 * The code step of /login after a right password (decision 0038): the authenticator app's code, or a
 * backup code by a plain link (no JavaScript needed), and "trust this browser". The challenge lives in
 * better-auth's cookie; this form only posts the code.
 */
export function TwoFactorCodeForm({
  lang,
  method,
  redirectTo,
  result,
}: {
  lang: Lang;
  method: SecondFactorMethod;
  redirectTo: string | null;
  result: SubmissionResult<string[]> | null | undefined;
}) {
  const texts = TWO_FACTOR_TEXTS[lang];
  const [form, fields] = useForm({
    id: `code-${method}`,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SecondFactorSignInSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "code";
  const keep = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const totp = method === "totp";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" data-testid="two-factor-form">
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="method" value={method} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field
        id={fields.code.id}
        label={totp ? texts.code : texts.backupCode}
        errors={fields.code.errors?.map((key) => twoFactorMessage(lang, key))}
        inputProps={{
          ...getInputProps(fields.code, { type: "text" }),
          autoComplete: "one-time-code",
          inputMode: totp ? "numeric" : "text",
          autoFocus: true,
          spellCheck: false,
          className: "h-10 font-mono tracking-widest",
        }}
      />
      <div className="flex items-start gap-2">
        <input
          id="trust-device"
          name="trustDevice"
          type="checkbox"
          className="mt-1 h-4 w-4"
          aria-describedby="trust-device-hint"
        />
        <div>
          <label htmlFor="trust-device" className="text-sm font-medium">
            {texts.trustDevice}
          </label>
          <p id="trust-device-hint" className="text-xs text-muted-foreground">
            {texts.trustDeviceHint}
          </p>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? texts.confirming : texts.confirm}
      </Button>
      <p className="text-center text-sm">
        <Link
          to={`/login?mode=code&method=${totp ? "backup" : "totp"}${keep}`}
          className="text-primary underline-offset-4 hover:underline"
        >
          {totp ? texts.useBackup : texts.useApp}
        </Link>
      </p>
    </Form>
  );
}
