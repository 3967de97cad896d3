import { KeyRound, MonitorSmartphone } from "lucide-react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { useCloseDialog } from "~/components/admin/dialog";
import { Alert } from "~/components/ui/alert";
import { Table, TableHeader } from "~/components/ui/table";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import type { PasskeyRow, ProfileActionData, Security, SessionRow } from "~/lib/admin/index.server";
import { PASSKEY_NAME_MAX, SECURITY_TEXTS, type SecurityTexts } from "~/lib/accounts";
import { AddPasskey, CurrentPassword } from "./add-passkey";
import { DeviceListCard } from "./device-list-card";
import { BACK, Card, ConfirmInDialog } from "./profile-card";

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
  const close = useCloseDialog(BACK);
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
        // On a phone each passkey is a block of its cells, so nothing scrolls sideways (issue 51).
        <Table
          caption={texts.passkeysTable}
          className="stack-on-phone"
          wrapperClassName="mb-6"
          data-testid="passkeys-table"
        >
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
        onClose={close}
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
      <td className="py-2 pr-4 font-medium break-all" data-label={texts.colName}>
        {passkey.name}
      </td>
      <td className="py-2 pr-4 whitespace-nowrap" data-label={texts.colCreated}>
        {passkey.created}
      </td>
      <td className="py-2 pr-4 whitespace-nowrap" data-label={texts.colLastUsed}>
        {passkey.lastUsed ?? texts.never}
      </td>
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
      <ButtonLink
        to={`?removePasskey=${encodeURIComponent(passkey.id)}`}
        aria-label={texts.removeLabel(passkey.name)}
        variant="outline"
        size="sm"
      >
        {texts.remove}
      </ButtonLink>
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
  return (
    <DeviceListCard
      card={{
        title: texts.sessionsTitle,
        id: "profile-sessions",
        icon: <MonitorSmartphone className="h-5 w-5" aria-hidden />,
      }}
      intro={texts.sessionsIntro}
      error={result?.error}
      testIds={{ error: "sessions-error", table: "sessions-table", row: "session-row" }}
      caption={texts.sessionsTable}
      timeColumns={[texts.colSignedIn, texts.colLastSeen]}
      rows={sessions.map((s) => ({ ...s, times: [s.signedIn, s.lastSeen] }))}
      param="endSession"
      one={{ title: texts.endSessionTitle, text: texts.endSessionText, intent: "session-end", label: texts.endSession }}
      oneLabel={texts.endSessionLabel}
      all={{
        param: "endSessions",
        value: "others",
        title: texts.endOthersTitle,
        text: texts.endOthersText,
        intent: "sessions-end-others",
        label: texts.endOthers,
      }}
      texts={texts}
      alone={
        <p className="text-sm text-muted-foreground" data-testid="no-other-sessions">
          {texts.noOthers}
        </p>
      }
    />
  );
}
