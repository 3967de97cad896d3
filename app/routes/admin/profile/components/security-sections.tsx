import { KeyRound, MonitorSmartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Table, TableHeader } from "~/components/ui/table";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/admin/dialog";
import type { PasskeyRow, ProfileActionData, Security, SessionRow } from "~/lib/admin/security.server";
import { PASSKEY_NAME_MAX } from "~/lib/accounts/security-schema";
import { SECURITY_TEXTS, type SecurityTexts } from "~/lib/accounts/security-texts";
import { AddPasskey, CurrentPassword } from "./add-passkey";

/**
 * The profile's "Passkeys" and "Aktive Sitzungen" sections. Renaming, removing and ending sessions
 * are plain forms posted to the profile's action (they work without JavaScript; the confirmations
 * are dialogs opened by the URL); adding a passkey needs the browser's WebAuthn and says so.
 */
export function SecuritySections({ security, result }: { security: Security; result?: ProfileActionData }) {
  const texts = SECURITY_TEXTS[security.lang];
  const own = result && /^(passkey-|session)/.test(result.intent) ? result : undefined;
  return (
    <>
      <PasskeysCard security={security} texts={texts} result={own?.intent.startsWith("passkey-") ? own : undefined} />
      <SessionsCard
        sessions={security.sessions}
        texts={texts}
        result={own?.intent.startsWith("session") ? own : undefined}
      />
    </>
  );
}

export function Card({
  title,
  id,
  icon,
  children,
}: {
  title: string;
  id: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-xl font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const BACK = "/admin/profile";

function PasskeysCard({
  security,
  texts,
  result,
}: {
  security: Security;
  texts: SecurityTexts;
  result: ProfileActionData | undefined;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const removing = security.passkeys.find((p) => p.id === params.get("removePasskey")) ?? null;
  const renameErrors = result?.intent === "passkey-rename" ? result.result?.error?.name : null;
  const passwordErrors = result?.intent === "passkey-remove" ? result.result?.error?.password : null;
  return (
    <Card title={texts.passkeysTitle} id="profile-passkeys" icon={<KeyRound className="h-5 w-5" aria-hidden />}>
      <p className="mb-4 text-sm text-muted-foreground">{texts.passkeysIntro}</p>
      {result?.error ? (
        <Alert className="mb-4" data-testid="passkeys-error">
          {renameErrors?.length ? renameErrors.join(" ") : result.error}
        </Alert>
      ) : null}
      {security.passkeys.length === 0 ? (
        <p className="mb-4 text-sm" data-testid="no-passkeys">
          {texts.noPasskeys}
        </p>
      ) : (
        <Table caption={texts.passkeysTable} wrapperClassName="mb-6" data-testid="passkeys-table">
          <TableHeader
            cellClassName="py-2 pr-4 font-medium"
            columns={[
              { label: texts.colName },
              { label: texts.colCreated },
              { label: texts.colLastUsed },
              { label: texts.colActions, hidden: true, className: "pr-0" },
            ]}
          />
          <tbody>
            {security.passkeys.map((passkey) => (
              <PasskeyTableRow key={passkey.id} passkey={passkey} texts={texts} />
            ))}
          </tbody>
        </Table>
      )}
      <AddPasskey texts={texts} suggestedName={security.suggestedName} passwordNeeded={security.passwordNeeded} />
      <ConfirmInDialog
        open={removing !== null}
        onClose={() => navigate(BACK, { preventScrollReset: true, replace: true })}
        title={texts.removeTitle}
        description={texts.removeText}
        subject={removing?.name ?? ""}
        intent="passkey-remove"
        id={removing?.id ?? ""}
        confirmLabel={texts.remove}
        texts={texts}
      >
        {security.passwordNeeded ? (
          <CurrentPassword id="remove-passkey-password" texts={texts} errors={passwordErrors ?? undefined} />
        ) : null}
      </ConfirmInDialog>
    </Card>
  );
}

function PasskeyTableRow({ passkey, texts }: { passkey: PasskeyRow; texts: SecurityTexts }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === passkey.id;
  return (
    <tr className="border-t border-border align-top" data-testid="passkey-row" data-name={passkey.name}>
      <td className="py-2 pr-4 font-medium break-all">{passkey.name}</td>
      <td className="py-2 pr-4 whitespace-nowrap">{passkey.created}</td>
      <td className="py-2 pr-4 whitespace-nowrap">{passkey.lastUsed ?? texts.never}</td>
      <td className="py-2">
        <PasskeyActions passkey={passkey} texts={texts} busy={busy} />
      </td>
    </tr>
  );
}

/** Rename (a small form that opens in place) and remove (confirmed in a dialog) for one passkey. */
function PasskeyActions({ passkey, texts, busy }: { passkey: PasskeyRow; texts: SecurityTexts; busy: boolean }) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <details className="group">
        <summary className="cursor-pointer rounded-md px-2 py-1 text-primary underline-offset-4 hover:underline">
          {texts.rename}
        </summary>
        <Form method="post" className="mt-2 flex items-end gap-2" preventScrollReset>
          <input type="hidden" name="intent" value="passkey-rename" />
          <input type="hidden" name="id" value={passkey.id} />
          <label className="text-xs">
            <span className="mb-1 block">{texts.renameLabel(passkey.name)}</span>
            <input
              name="name"
              defaultValue={passkey.name}
              required
              maxLength={PASSKEY_NAME_MAX}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            />
          </label>
          <Button type="submit" size="sm" disabled={busy}>
            {texts.save}
          </Button>
        </Form>
      </details>
      <Button asChild variant="outline" size="sm">
        <Link
          to={`?removePasskey=${encodeURIComponent(passkey.id)}`}
          preventScrollReset
          aria-label={texts.removeLabel(passkey.name)}
        >
          {texts.remove}
        </Link>
      </Button>
    </div>
  );
}

function SessionsCard({
  sessions,
  texts,
  result,
}: {
  sessions: SessionRow[];
  texts: SecurityTexts;
  result: ProfileActionData | undefined;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ending = sessions.find((s) => !s.current && s.id === params.get("endSession")) ?? null;
  const others = sessions.filter((s) => !s.current);
  const close = () => navigate(BACK, { preventScrollReset: true, replace: true });
  return (
    <Card
      title={texts.sessionsTitle}
      id="profile-sessions"
      icon={<MonitorSmartphone className="h-5 w-5" aria-hidden />}
    >
      <p className="mb-4 text-sm text-muted-foreground">{texts.sessionsIntro}</p>
      {result?.error ? (
        <Alert className="mb-4" data-testid="sessions-error">
          {result.error}
        </Alert>
      ) : null}
      <Table caption={texts.sessionsTable} wrapperClassName="mb-4" data-testid="sessions-table">
        <TableHeader
          cellClassName="py-2 pr-4 font-medium"
          columns={[
            { label: texts.colDevice },
            { label: texts.colPlace },
            { label: texts.colSignedIn },
            { label: texts.colLastSeen },
            { label: texts.colActions, hidden: true, className: "pr-0" },
          ]}
        />
        <tbody>
          {sessions.map((session) => (
            <tr
              key={session.id}
              className="border-t border-border"
              data-testid="session-row"
              data-current={session.current ? "true" : undefined}
            >
              <td className="py-2 pr-4">
                <span className="font-medium">{session.device}</span>
                {session.current ? (
                  <Badge tone="success" className="ml-2">
                    {texts.thisBrowser}
                  </Badge>
                ) : null}
              </td>
              <td className="py-2 pr-4">{session.place ?? texts.placeUnknown}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{session.signedIn}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{session.lastSeen}</td>
              <td className="py-2 text-right">
                {session.current ? null : (
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={`?endSession=${encodeURIComponent(session.id)}`}
                      preventScrollReset
                      aria-label={texts.endSessionLabel(session.device)}
                    >
                      {texts.endSession}
                    </Link>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {others.length > 0 ? (
        <div className="flex justify-end">
          <Button asChild variant="destructive">
            <Link to="?endSessions=others" preventScrollReset>
              {texts.endOthers}
            </Link>
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="no-other-sessions">
          {texts.noOthers}
        </p>
      )}
      <ConfirmInDialog
        open={ending !== null}
        onClose={close}
        title={texts.endSessionTitle}
        description={texts.endSessionText}
        subject={ending ? `${ending.device}${ending.place ? ` · ${ending.place}` : ""}` : ""}
        intent="session-end"
        id={ending?.id ?? ""}
        confirmLabel={texts.endSession}
        texts={texts}
      />
      <ConfirmInDialog
        open={others.length > 0 && params.get("endSessions") === "others"}
        onClose={close}
        title={texts.endOthersTitle}
        description={texts.endOthersText}
        subject={null}
        intent="sessions-end-others"
        confirmLabel={texts.endOthers}
        texts={texts}
      />
    </Card>
  );
}

/** A confirmation in the back office's dialog, with its buttons in the user's language. */
export function ConfirmInDialog({
  open,
  onClose,
  title,
  description,
  subject,
  intent,
  id,
  confirmLabel,
  texts,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  subject: string | null;
  intent: string;
  id?: string;
  confirmLabel: string;
  texts: SecurityTexts;
  /** Further fields of the confirmation (the current password, where the change asks for it). */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} closeTo={BACK}>
      {open ? (
        <Form method="post" action={BACK} className="space-y-4" preventScrollReset>
          {subject ? <p className="font-medium break-words">{subject}</p> : null}
          <input type="hidden" name="intent" value={intent} />
          {id ? <input type="hidden" name="id" value={id} /> : null}
          {children}
          <div className="flex justify-end gap-2">
            <Button asChild variant="outline">
              <Link to={BACK} preventScrollReset replace>
                {texts.cancel}
              </Link>
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {confirmLabel}
            </Button>
          </div>
        </Form>
      ) : null}
    </Dialog>
  );
}
