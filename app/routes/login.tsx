import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, CheckCircle2, CircleAlert, LogIn } from "~/components/icon";
import type { ReactNode } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/login";
import { Field } from "~/components/forms";
import { TwoFactorCodeForm } from "~/components/two-factor-code-form";
import { PasskeySignIn } from "~/components/passkey-sign-in";
import { LanguageToggle, ThemeToggle } from "~/components/preference-toggles";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import {
  AUTH_TEXTS,
  authMessage,
  authTexts,
  LOGIN_NOTICES,
  type AuthTexts,
  type LoginNotice,
  type Voice,
  isStaff,
  ForgotPasswordSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SignInSchema,
  TWO_FACTOR_TEXTS,
} from "~/lib/accounts";
import {
  getSessionUser,
  confirmEmail,
  afterSignIn,
  handleLoginAction,
  hasSignInChallenge,
} from "~/lib/accounts/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { readFormOfAddress, readPreferences } from "~/lib/i18n/index.server";
import { safeRedirectPath } from "~/lib/text";
import { HYDRATE } from "~/lib/pages";

type Mode = "signin" | "register" | "forgot" | "reset" | "code";

/** This route loads React in the browser (decision 0069). */
export const handle = HYDRATE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const { lang } = readPreferences(request);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");

  // The confirmation link of the sign-up e-mail.
  if (url.searchParams.get("confirm") === "true" && token) return confirmEmail(env, request, token);

  const resetting = url.searchParams.get("reset") === "true";
  const requested = url.searchParams.get("mode");
  // The code step only while better-auth's challenge cookie is there (it lasts 10 minutes).
  const coding = requested === "code" && hasSignInChallenge(request);
  const mode: Mode = resetting
    ? "reset"
    : coding
      ? "code"
      : requested === "register" || requested === "forgot"
        ? requested
        : "signin";
  const method: "totp" | "backup" = url.searchParams.get("method") === "backup" ? "backup" : "totp";
  const rawRedirect = url.searchParams.get("redirectTo");
  const redirectTo = rawRedirect ? safeRedirectPath(rawRedirect, "") || null : null;

  const session = await getSessionUser(env, request);
  // Staff who are already signed in go straight on (public-site.md 2.20), unless they follow a reset link.
  if (session && isStaff(session.user.role) && !resetting) throw redirect(afterSignIn(session.user.role, redirectTo));

  const noticeParam = url.searchParams.get("notice");
  const notice = LOGIN_NOTICES.find((n) => n === noticeParam) ?? null;
  return {
    lang,
    // The page addresses visitors as the public site does (general settings); staff steps say "Sie".
    address: await readFormOfAddress(getDb(env)),
    mode,
    method,
    token: resetting ? token : null,
    redirectTo,
    notice,
    signedInAs: session ? { name: session.user.name, email: session.user.email } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.get(cloudflareContext);
  const { lang } = readPreferences(request);
  const voice: Voice = { lang, address: await readFormOfAddress(getDb(env)) };
  return handleLoginAction(env, request, voice, (promise) => ctx.waitUntil(promise));
}

/** Passes Retry-After of a refused attempt on; the login page is never cached. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const out = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "de";
  return [{ title: `${AUTH_TEXTS[lang].title}` }, { name: "robots", content: "noindex, nofollow" }];
}

const NOTICE_TONE: Record<LoginNotice, "success" | "error"> = {
  registered: "success",
  passwordChanged: "success",
  confirmed: "success",
  confirmFailed: "error",
  signedOut: "success",
  emailChanged: "success",
};

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, address, mode, method, token, redirectTo, notice, signedInAs } = loaderData;
  const voice: Voice = { lang, address };
  const texts = authTexts(voice);
  // A message from the last post belongs to the mode it was sent from; switching modes clears it.
  const fromAction = actionData && actionData.intent === mode ? actionData : null;
  const message =
    fromAction?.message ?? (notice && !fromAction ? { type: NOTICE_TONE[notice], text: texts[notice] } : null);
  const headings: Record<Mode, [string, string]> = {
    signin: [texts.signInTitle, texts.signInIntro],
    register: [texts.registerTitle, texts.registerIntro],
    forgot: [texts.forgotTitle, texts.forgotIntro],
    reset: [texts.resetTitle, texts.resetIntro],
    code: [
      TWO_FACTOR_TEXTS[lang].codeTitle,
      method === "backup" ? TWO_FACTOR_TEXTS[lang].backupIntro : TWO_FACTOR_TEXTS[lang].codeIntro,
    ],
  };
  const [heading, intro] = headings[mode];
  const keep = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";

  return (
    <main id="main" className="relative flex min-h-screen items-center justify-center bg-muted/40 px-4 py-16">
      {/* Language and dark mode, as on every other page (public-site.md 1); they return to this very address. */}
      <div className="absolute right-4 top-4 flex items-center gap-2" data-testid="login-preferences">
        <LanguageToggle lang={lang} />
        <ThemeToggle lang={lang} />
      </div>
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-border bg-card p-8 shadow-sm">
          <div className="mb-6 flex flex-col items-center text-center">
            <span className="mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <LogIn className="h-6 w-6" aria-hidden />
            </span>
            <p className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">{texts.title}</p>
            <h1 className="mt-1 text-2xl font-bold">{heading}</h1>
            <p className="mt-2 text-sm text-muted-foreground">{intro}</p>
          </div>

          {signedInAs && mode === "signin" ? (
            <div className="mb-6 rounded-md border border-border p-4 text-sm" data-testid="signed-in-as">
              <p>
                {texts.signedInAs} <strong>{signedInAs.name}</strong> ({signedInAs.email})
              </p>
              <Form method="post" action="/logout" className="mt-3">
                <Button type="submit" variant="outline" size="sm">
                  {texts.signOut}
                </Button>
              </Form>
            </div>
          ) : null}

          {message ? <Notice type={message.type} text={message.text} /> : null}

          {mode === "signin" ? (
            <SignInForm key="signin" voice={voice} redirectTo={redirectTo} result={fromAction?.result as Result} />
          ) : null}
          {mode === "signin" ? <PasskeySignIn lang={lang} redirectTo={redirectTo} /> : null}
          {mode === "register" ? (
            <RegisterForm key="register" voice={voice} result={fromAction?.result as Result} />
          ) : null}
          {mode === "code" ? (
            <TwoFactorCodeForm
              key={`code-${method}`}
              lang={lang}
              method={method}
              redirectTo={redirectTo}
              result={fromAction?.result as Result}
            />
          ) : null}
          {mode === "forgot" ? <ForgotForm key="forgot" voice={voice} result={fromAction?.result as Result} /> : null}
          {mode === "reset" ? (
            <ResetForm key="reset" voice={voice} token={token ?? ""} result={fromAction?.result as Result} />
          ) : null}

          <nav className="mt-6 flex flex-col items-center gap-2 text-sm" aria-label={texts.otherOptions}>
            {mode === "signin" ? (
              <>
                <Link to={`/login?mode=forgot${keep}`} className="text-primary underline-offset-4 hover:underline">
                  {texts.toForgot}
                </Link>
                <Link to={`/login?mode=register${keep}`} className="text-primary underline-offset-4 hover:underline">
                  {texts.toRegister}
                </Link>
              </>
            ) : (
              <Link
                to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"}
                className="text-primary underline-offset-4 hover:underline"
              >
                {mode === "register" ? texts.toSignIn : texts.backToSignIn}
              </Link>
            )}
          </nav>
        </div>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {texts.backToSite}
          </a>
        </p>
      </div>
    </main>
  );
}

function Notice({ type, text }: { type: "success" | "error"; text: string }) {
  const Icon = type === "success" ? CheckCircle2 : CircleAlert;
  return (
    <Alert
      variant={type === "success" ? "success" : "destructive"}
      data-testid="login-message"
      className="mb-6 flex gap-2"
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </Alert>
  );
}

type Result = SubmissionResult<string[]> | null | undefined;
type Schema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** conform + the shared zod schema; the browser checks first, the server checks again. */
function useAuthForm<S extends Schema>(id: string, schema: S, result: Result) {
  return useForm<z.input<S>, z.output<S>, string[]>({
    id,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

function AuthField({
  field,
  label,
  voice,
  autoComplete,
  hint = false,
}: {
  field: FieldMetadata<string, Record<string, string>, string[]>;
  label: string;
  voice: Voice;
  autoComplete: "name" | "email" | "current-password" | "new-password";
  /** Under a new password: what makes a good one. */
  hint?: boolean;
}) {
  const type = autoComplete.endsWith("password") ? "password" : autoComplete === "email" ? "email" : "text";
  return (
    <Field
      id={field.id}
      label={label}
      hint={hint ? authTexts(voice).passwordHint : undefined}
      errors={field.errors?.map((key) => authMessage(voice, key))}
      inputProps={{ ...getInputProps(field, { type }), autoComplete, className: "h-10" }}
    />
  );
}

function Submit({ intent, label, pendingLabel }: { intent: Mode; label: string; pendingLabel: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <>
      {/* A hidden field rather than the button's name: Enter in a field submits without a submitter in some browsers. */}
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}

/** A form of the page: conform on the shared zod schema, its fields, then its mode's submit button. */
function AuthForm<S extends Schema>({
  mode,
  schema,
  result,
  submit,
  children,
}: {
  mode: Mode;
  schema: S;
  result: Result;
  submit: [label: string, pendingLabel: string];
  children: (fields: ReturnType<typeof useAuthForm<S>>[1]) => ReactNode;
}) {
  const [form, fields] = useAuthForm(mode, schema, result);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {children(fields)}
      <Submit intent={mode} label={submit[0]} pendingLabel={submit[1]} />
    </Form>
  );
}

function SignInForm({ voice, redirectTo, result }: { voice: Voice; redirectTo: string | null; result: Result }) {
  const texts: AuthTexts = authTexts(voice);
  return (
    <AuthForm mode="signin" schema={SignInSchema} result={result} submit={[texts.signIn, texts.signingIn]}>
      {(fields) => (
        <>
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <AuthField field={fields.email} label={texts.email} voice={voice} autoComplete="email" />
          <AuthField field={fields.password} label={texts.password} voice={voice} autoComplete="current-password" />
        </>
      )}
    </AuthForm>
  );
}

function RegisterForm({ voice, result }: { voice: Voice; result: Result }) {
  const texts = authTexts(voice);
  return (
    <AuthForm mode="register" schema={RegisterSchema} result={result} submit={[texts.register, texts.registering]}>
      {(fields) => (
        <>
          <AuthField field={fields.fullName} label={texts.fullName} voice={voice} autoComplete="name" />
          <AuthField field={fields.email} label={texts.email} voice={voice} autoComplete="email" />
          <AuthField field={fields.password} label={texts.password} voice={voice} autoComplete="new-password" hint />
        </>
      )}
    </AuthForm>
  );
}

function ForgotForm({ voice, result }: { voice: Voice; result: Result }) {
  const texts = authTexts(voice);
  return (
    <AuthForm mode="forgot" schema={ForgotPasswordSchema} result={result} submit={[texts.sendReset, texts.sending]}>
      {(fields) => <AuthField field={fields.email} label={texts.email} voice={voice} autoComplete="email" />}
    </AuthForm>
  );
}

function ResetForm({ voice, token, result }: { voice: Voice; token: string; result: Result }) {
  const texts = authTexts(voice);
  return (
    <AuthForm mode="reset" schema={ResetPasswordSchema} result={result} submit={[texts.savePassword, texts.saving]}>
      {(fields) => {
        const tokenErrors = fields.token.errors?.map((key) => authMessage(voice, key));
        return (
          <>
            <input type="hidden" name="token" value={token} />
            {tokenErrors?.length ? <Notice type="error" text={tokenErrors.join(" ")} /> : null}
            <AuthField
              field={fields.password}
              label={texts.newPassword}
              voice={voice}
              autoComplete="new-password"
              hint
            />
            <AuthField
              field={fields.confirmPassword}
              label={texts.confirmPassword}
              voice={voice}
              autoComplete="new-password"
            />
          </>
        );
      }}
    </AuthForm>
  );
}
