import { Ban, KeyRound, LogOut } from "lucide-react";
import { IntentButton } from "~/components/admin/intent-button";
import { Form, useNavigation } from "react-router";
import { RoleBadge } from "~/components/admin/account-field";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Select } from "~/components/ui/select";
import { ROLES } from "~/lib/accounts";
import type { UserRow } from "../users.server";
import { roleName, useAdminLang, useStaffDate, useT } from "~/lib/admin";

/** One account: who it is, its role (a form of its own), and links to the password, ban and sessions dialogs. */
export function UserItem({ row, isSelf }: { row: UserRow; isSelf: boolean }) {
  const navigation = useNavigation();
  const t = useT();
  const date = useStaffDate();
  const lang = useAdminLang();
  const roleOptions = ROLES.map((role) => ({ value: role, label: roleName(lang, role) }));
  const busy = navigation.state === "submitting" && navigation.formData?.get("userId") === row.id;
  const name = row.name.trim() || t("Unbekannt");
  const roleId = `role-${row.id}`;
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="user-row" data-email={row.email}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {name}
            <RoleBadge role={row.role} />
            {row.banned ? (
              <span className="rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
                {t("gesperrt")}
              </span>
            ) : null}
            {isSelf ? <span className="text-xs font-normal text-muted-foreground">{t("(Sie)")}</span> : null}
          </p>
          <p className="break-all text-sm">{row.email}</p>
          <p className="text-xs text-muted-foreground">{t("Erstellt am {date}", { date: date(row.createdAt) })}</p>
          {row.banned && row.banReason ? (
            <p className="text-xs text-muted-foreground">
              {`${t("Grund der Sperre")}: `}
              {row.banReason}
            </p>
          ) : null}
        </div>

        <div className="flex flex-wrap items-center gap-2">
          {isSelf ? null : (
            <Form method="post" className="flex items-center gap-2" preventScrollReset>
              <input type="hidden" name="intent" value="role" />
              <input type="hidden" name="userId" value={row.id} />
              <label htmlFor={roleId} className="sr-only">
                {t("Rolle für {email}", { email: row.email })}
              </label>
              <Select
                id={roleId}
                name="role"
                defaultValue={row.role}
                options={roleOptions}
                className="h-9 w-auto px-2 py-0"
                key={row.role}
              />
              <Button
                type="submit"
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={t("Rolle speichern für {email}", { email: row.email })}
              >
                {t("Rolle speichern")}
              </Button>
            </Form>
          )}
          {isSelf ? (
            <ButtonLink to="/admin/profile" preventScrollReset={false} size="sm" variant="outline">
              {t("Mein Profil")}
            </ButtonLink>
          ) : (
            <>
              <ButtonLink
                to={`?password=${encodeURIComponent(row.id)}`}
                aria-label={t("Passwort ändern für {email}", { email: row.email })}
                size="sm"
                variant="outline"
                icon={KeyRound}
              >
                {t("Passwort ändern")}
              </ButtonLink>
              {row.banned ? (
                <IntentButton
                  intent="unban"
                  fields={{ userId: row.id }}
                  disabled={busy}
                  label={t("Entsperren: {email}", { email: row.email })}
                >
                  {t("Entsperren")}
                </IntentButton>
              ) : (
                <ButtonLink
                  to={`?ban=${encodeURIComponent(row.id)}`}
                  aria-label={t("Sperren: {email}", { email: row.email })}
                  size="sm"
                  variant="outline"
                  icon={Ban}
                >
                  {t("Sperren")}
                </ButtonLink>
              )}
              <ButtonLink
                to={`?revoke=${encodeURIComponent(row.id)}`}
                aria-label={t("Alle Sitzungen beenden: {email}", { email: row.email })}
                size="sm"
                variant="ghost"
                icon={LogOut}
              >
                {t("Sitzungen beenden")}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
