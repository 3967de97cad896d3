import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { AccountField, NewPasswordFields, RoleBadge } from "~/components/admin/account-field";
import { ErrorNote } from "~/components/admin/content-screen";
import { TwoFactorSection } from "./components/two-factor-section";
import { useToast } from "~/components/toaster";
import { useStaffDate, useT, translate } from "~/lib/admin";
import { Button } from "~/components/ui/button";
import { SecuritySections } from "./components/security-sections";
import { LanguageCard } from "./components/language-card";
import { handleSecurityIntent, loadSecurity, type ProfileActionData } from "~/lib/admin/index.server";
import { handleProfileAction, loadProfile, type Profile } from "./profile.server";
import { loadTwoFactorSection } from "./two-factor-profile.server";
import { handleTrustIntent } from "./trusted-browsers.server";
import { TrustedBrowsersCard } from "./components/trusted-browsers-card";
import { loadTrustedBrowsers, staffContext } from "~/lib/accounts/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { ACCOUNT_TEXTS, ChangePasswordSchema, profileSchema } from "~/lib/accounts";
import { Card } from "./components/profile-card";
import { useScreenState } from "~/components/admin/use-screen-state";

/**
 * /admin/profile (back-office.md 2 'Profile'): any staff member's own account: an info card, the
 * name/e-mail form (a new address needs the current password and a confirmation link) and the
 * password change (which asks for the current password), the second factors, sessions and trusted browsers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  // loadedAt keys the forms: after a successful save (redirect, new load) they start fresh and empty
  // the password fields; a refused save keeps them as they were.
  const session = context.get(staffContext);
  const [profile, twoFactor, security, trusted] = await Promise.all([
    loadProfile(getDb(env), session),
    loadTwoFactorSection(env, session),
    loadSecurity(env, request, session),
    session ? loadTrustedBrowsers(env, request, session.user.id, session.user.adminLanguage) : [],
  ]);
  return { profile, twoFactor, security, trusted, loadedAt: Date.now() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.get(cloudflareContext);
  const security = await handleSecurityIntent(env, request, context.get(staffContext));
  if (security) return security;
  const trust = await handleTrustIntent(env, request, context.get(staffContext));
  if (trust) return trust;
  return handleProfileAction(env, request, context.get(staffContext), {
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
}

/** The layout's headers, plus Retry-After when a save was refused for too many wrong passwords or links. */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: translate(loaderData?.profile?.adminLanguage ?? "de", "Profil | Admin") }];
}

export default function ProfileScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, twoFactor, loadedAt } = loaderData;
  const result = actionData;
  const loading = useScreenState("/admin/profile", result);
  const t = useT();

  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{t("Profil")}</h1>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {loading ? t("Lade Profil...") : null}
      </p>
      {!profile ? (
        <ErrorNote message={t(ACCOUNT_TEXTS.noUser)} />
      ) : (
        <>
          <InfoCard profile={profile} />
          <ProfileForm
            key={`profile-${loadedAt}`}
            profile={profile}
            result={result?.intent === "profile" ? result : undefined}
          />
          <LanguageCard
            key={`language-${loadedAt}`}
            current={profile.adminLanguage}
            result={result?.intent === "language" ? result : undefined}
          />
          <PasswordForm key={`password-${loadedAt}`} result={result?.intent === "password" ? result : undefined} />
          {twoFactor ? <TwoFactorSection section={twoFactor} answer={result} loadedAt={loadedAt} /> : null}
          <SecuritySections security={loaderData.security} result={result} />
          <TrustedBrowsersCard
            browsers={loaderData.trusted}
            lang={loaderData.security.lang}
            result={result?.intent.startsWith("trust-") ? result : undefined}
          />
        </>
      )}
    </main>
  );
}

function InfoCard({ profile }: { profile: Profile }) {
  const t = useT();
  const date = useStaffDate();
  return (
    <Card title={t("Kontoinformationen")} id="profile-info">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-muted-foreground">{t("E-Mail")}</dt>
          <dd className="break-all">{profile.email}</dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">{t("Rolle")}</dt>
          <dd>
            <RoleBadge role={profile.role} />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">{t("Erstellt am")}</dt>
          <dd>{date(profile.createdAt)}</dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">{t("Zuletzt aktualisiert")}</dt>
          <dd>{date(profile.updatedAt)}</dd>
        </div>
      </dl>
    </Card>
  );
}

function SubmitButton({ intent, label, pending }: { intent: string; label: string; pending: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={busy}>
        {busy ? pending : label}
      </Button>
    </div>
  );
}

function ProfileForm({ profile, result }: { profile: Profile; result: ProfileActionData | undefined }) {
  const t = useT();
  const [form, fields] = useForm({
    id: "profile",
    lastResult: result?.result,
    defaultValue: { fullName: profile.name, email: profile.email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema(profile.email) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Card title={t("Profil bearbeiten")} id="profile-edit">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {result?.error ? <ErrorNote message={t(result.error)} /> : null}
        <input type="hidden" name="intent" value="profile" />
        <AccountField type="text" label={t("Vollständiger Name")} field={fields.fullName} autoComplete="name" />
        <AccountField
          type="email"
          label={t("E-Mail")}
          hint={t(
            "Eine neue Adresse gilt erst, wenn Sie den Link bestätigen, den wir an sie senden. Ihre bisherige Adresse erhält einen Hinweis.",
          )}
          field={fields.email}
          autoComplete="email"
        />
        <AccountField
          type="password"
          label={t("Aktuelles Passwort")}
          hint={t("Nur nötig, wenn Sie die E-Mail-Adresse ändern.")}
          optional
          field={fields.currentPassword}
          autoComplete="current-password"
        />
        <SubmitButton intent="profile" label={t("Profil speichern")} pending={t("Wird gespeichert...")} />
      </Form>
    </Card>
  );
}

function PasswordForm({ result }: { result: ProfileActionData | undefined }) {
  const { toast } = useToast();
  const t = useT();
  const [form, fields] = useForm({
    id: "own-password",
    lastResult: result?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formProps = getFormProps(form);
  return (
    <Card title={t("Passwort ändern")} id="profile-password">
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => {
          // The spec's extra toast when the two new entries differ (the field says so too).
          const values = new FormData(event.currentTarget);
          const next = String(values.get("newPassword") ?? "");
          const again = String(values.get("confirmPassword") ?? "");
          if (next && again && next !== again)
            toast({ title: t("Fehler"), description: t(ACCOUNT_TEXTS.newPasswordsDiffer), variant: "destructive" });
          formProps.onSubmit(event);
        }}
        className="space-y-4"
      >
        {result?.error ? <ErrorNote message={t(result.error)} /> : null}
        <input type="hidden" name="intent" value="password" />
        <AccountField
          type="password"
          label={t("Aktuelles Passwort")}
          field={fields.currentPassword}
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={fields.newPassword}
          confirm={fields.confirmPassword}
          labels={[t("Neues Passwort"), t("Neues Passwort bestätigen")]}
        />
        <p className="text-xs text-muted-foreground">
          {t("Nach der Änderung werden Sie auf allen anderen Geräten abgemeldet.")}
        </p>
        <SubmitButton intent="password" label={t("Passwort ändern")} pending={t("Wird geändert...")} />
      </Form>
    </Card>
  );
}
