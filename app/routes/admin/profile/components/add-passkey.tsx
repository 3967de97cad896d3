import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Field } from "~/components/forms";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { passkeyCeremony, PASSKEY_NAME_MAX, type SecurityTexts } from "~/lib/accounts";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Adding a passkey on the profile (it needs the browser's WebAuthn and says so), and the current
 * password field that adding and removing one ask for once the sign-in is older than ten minutes.
 */

/** The current password, asked for when the sign-in is older than ten minutes (adding or removing a passkey). */
export function CurrentPassword({ id, texts, errors }: { id: string; texts: SecurityTexts; errors?: string[] }) {
  return (
    <Field
      id={id}
      label={texts.currentPassword}
      hint={texts.passwordWhy}
      errors={errors}
      inputProps={{ name: "password", type: "password", autoComplete: "current-password", required: true }}
    />
  );
}

export function AddPasskey({
  texts,
  suggestedName,
  passwordNeeded,
}: {
  texts: SecurityTexts;
  suggestedName: string;
  passwordNeeded: boolean;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  // The server may ask for the password although the page did not (ten minutes passed meanwhile).
  const [askPassword, setAskPassword] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const name = String(values.get("name") ?? "").trim();
    if (!name) return setError(texts.nameRequired);
    setBusy(true);
    setError(null);
    setPasswordError(null);
    const password = String(values.get("password") ?? "");
    const result = await passkeyCeremony("register", "/admin/profile/passkeys.json", { name }, texts, { password });
    setBusy(false);
    if (!result.ok && result.field === "password") {
      setAskPassword(true);
      return setPasswordError(result.message);
    }
    if (!result.ok) return setError(result.message);
    // The form is ready for the next passkey: its name and the password are not left standing.
    for (const name of ["name", "password"]) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement) field.value = "";
    }
    toast({ title: texts.passkeyAdded });
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={(event) => void add(event)} className="space-y-3" data-testid="add-passkey" noValidate>
      <Field
        id="passkey-name"
        label={texts.passkeyName}
        hint={texts.passkeyNameHint}
        errors={error ? [error] : undefined}
        inputProps={{ name: "name", defaultValue: suggestedName, maxLength: PASSKEY_NAME_MAX, autoComplete: "off" }}
      />
      {passwordNeeded || askPassword ? (
        <CurrentPassword id="add-passkey-password" texts={texts} errors={passwordError ? [passwordError] : undefined} />
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={!hydrated || busy}>
          {busy ? texts.addingPasskey : texts.addPasskey}
        </Button>
      </div>
      <noscript>
        <p className="text-sm text-muted-foreground">{texts.needsJs}</p>
      </noscript>
    </form>
  );
}
