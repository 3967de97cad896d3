import { KeyRound } from "~/components/icon";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { Lang } from "~/lib/i18n";
import { passkeyCeremony, SECURITY_TEXTS } from "~/lib/accounts";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * "Mit Passkey anmelden" on /login, instead of e-mail and password. It needs JavaScript (WebAuthn is
 * a browser API), so the button stays disabled until the page runs and a <noscript> note says why.
 * On success the session cookie is set and the page goes where a password sign-in would.
 */
export function PasskeySignIn({ lang, redirectTo }: { lang: Lang; redirectTo: string | null }) {
  const texts = SECURITY_TEXTS[lang];
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setError(null);
    const result = await passkeyCeremony("sign-in", "/login/passkey", redirectTo ? { redirectTo } : {}, texts);
    if (result.ok && typeof result.body.redirectTo === "string") {
      // A whole new page: everything from here on is rendered for the signed-in person.
      window.location.assign(result.body.redirectTo);
      return;
    }
    setError(result.ok ? texts.failed : result.message);
    setBusy(false);
  }

  return (
    <div className="mt-6 space-y-3" data-testid="passkey-sign-in">
      <p className="flex items-center gap-3 text-xs uppercase tracking-widest text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {texts.passkeyOr}
        <span className="h-px flex-1 bg-border" />
      </p>
      {error ? (
        <Alert variant="destructive" data-testid="passkey-sign-in-error">
          {error}
        </Alert>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={!hydrated || busy}
        onClick={() => void signIn()}
      >
        <KeyRound className="mr-2 h-4 w-4" aria-hidden />
        {busy ? texts.signingInWithPasskey : texts.signInWithPasskey}
      </Button>
      <noscript>
        <p className="text-center text-sm text-muted-foreground">{texts.passkeyNeedsJs}</p>
      </noscript>
    </div>
  );
}
