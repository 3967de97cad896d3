import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useBlocker, useFetcher, useNavigation, type Location } from "react-router";
import { type FormActionData, AUTOSAVE_FIELD, type ContentTypeDef, useT } from "~/lib/admin";
import { dateToBerlinLocal } from "~/lib/i18n";
import { forgetLocal, formEntries, keepLocally, sameEntries } from "./form-draft-store";

/*
 * Nothing lost while writing (decision 0051). A content form checks itself a few seconds after the last
 * change and when the tab is hidden: what it holds is kept in the browser at once, and a record that
 * exists on the server gets it saved as its draft through the shared action (the same schema, role and
 * version check as 'Entwurf speichern'), but only when the form would pass, so half-typed input makes no
 * refused requests. Leaving with changes the server does not have yet asks first.
 */

/** How long after the last change the form saves itself. */
const DELAY_MS = 2500;

export type AutosaveNote =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "local"; at: string; reason: "new" | "invalid" | "failed"; detail?: string }
  | { kind: "stopped"; detail: string };

export type AutosaveOptions = {
  formRef: RefObject<HTMLFormElement | null>;
  def: ContentTypeDef;
  /** The browser's copy of this form: the type and the record (new, r<id>, d<draft>). */
  storageKey: string;
  /** The server can take a draft of this form (a type with drafts, a record or draft that exists). */
  server: { version: string; publishAt: string | null; unpublishAt: string | null } | null;
  /** The form opened with what the browser had kept (not what the server has): it starts unsaved. */
  restored: boolean;
  /** The last manual save was refused (the form shows its errors). */
  refused: boolean;
};

export function useAutosave({ formRef, def, storageKey, server, restored, refused }: AutosaveOptions) {
  const fetcher = useFetcher<FormActionData>();
  const navigation = useNavigation();
  const [note, setNote] = useState<AutosaveNote>({ kind: "idle" });
  const [version, setVersion] = useState(server?.version ?? "new");
  const versionRef = useRef(version);
  /** What the server (or, for a new record, the form as opened) holds; null: not known to be saved. */
  const savedRef = useRef<[string, string][] | null>(null);
  const sentRef = useRef<[string, string][] | null>(null);
  const dirtyRef = useRef(false);
  const stoppedRef = useRef(false);
  const submittingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flushRef = useRef<() => void>(() => undefined);

  const entries = useCallback(
    () => (formRef.current ? formEntries(formRef.current, def.fields) : []),
    [formRef, def.fields],
  );

  const flush = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    const form = formRef.current;
    if (!form || submittingRef.current) return;
    const now = entries();
    dirtyRef.current = savedRef.current === null || !sameEntries(now, savedRef.current);
    if (!dirtyRef.current) {
      forgetLocal(storageKey);
      return;
    }
    // Kept with the version the server has (as of the last autosave): offered back only while it has it.
    keepLocally(storageKey, versionRef.current, now);
    const at = new Date().toISOString();
    if (!server) return setNote({ kind: "local", at, reason: "new" });
    if (stoppedRef.current) return;
    const formData = new FormData(form);
    const check = parseWithZod(formData, { schema: def.schema });
    if (check.status !== "success") {
      const field = def.fields.find((f) => check.error?.[f.name]?.length);
      return setNote({ kind: "local", at, reason: "invalid", detail: field?.label });
    }
    if (fetcher.state !== "idle") {
      // One autosave at a time: the next one carries the version the running one answers.
      timerRef.current = setTimeout(() => flushRef.current(), DELAY_MS);
      return;
    }
    // A scheduled draft stays scheduled as it was stored; the schedule changes only by 'Planen'.
    formData.set("status", server.publishAt ? "scheduled" : "draft");
    formData.set("publish_at", dateToBerlinLocal(server.publishAt));
    formData.set("unpublish_at", dateToBerlinLocal(server.unpublishAt));
    formData.set("version", versionRef.current);
    formData.set(AUTOSAVE_FIELD, "1");
    sentRef.current = now;
    setNote({ kind: "saving" });
    void fetcher.submit(formData, { method: "post" });
  }, [formRef, entries, storageKey, server, def, fetcher]);

  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  // Stable (reads the latest flush through its ref): listeners and timers outlive a render.
  const schedule = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    const now = entries();
    dirtyRef.current = savedRef.current === null || !sameEntries(now, savedRef.current);
    timerRef.current = setTimeout(() => flushRef.current(), DELAY_MS);
  }, [entries]);

  // What the form holds once the page runs: the saved state (unless it was restored from the browser).
  // A restored form is not sent by itself: the person sees it first, and saves or discards it.
  useEffect(() => {
    savedRef.current = restored ? null : entries();
    dirtyRef.current = restored;
  }, [restored, entries]);

  // Typing, switches and pickers fire input or change; an editor's toolbar may fire neither, so the
  // form is also looked at now and then (cheap: its fields, compared as text).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let last = JSON.stringify(entries());
    // Until the person first types, a value a field sets by itself (after the page's scripts ran) is
    // part of what the form opened with, not a change to save.
    let touched = restored;
    const onChange = () => {
      touched = true;
      last = JSON.stringify(entries());
      schedule();
    };
    const poll = setInterval(() => {
      const now = JSON.stringify(entries());
      if (now === last) return;
      if (touched) return onChange();
      last = now;
      savedRef.current = entries();
    }, DELAY_MS);
    const onHidden = () => {
      if (document.visibilityState === "hidden" && dirtyRef.current) flushRef.current();
    };
    form.addEventListener("input", onChange);
    form.addEventListener("change", onChange);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      clearInterval(poll);
      form.removeEventListener("input", onChange);
      form.removeEventListener("change", onChange);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [formRef, entries, schedule, restored]);
  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  // The server's answer to an autosave.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.autosaved) {
      versionRef.current = answer.autosaved.version;
      setVersion(answer.autosaved.version);
      savedRef.current = sentRef.current;
      const now = entries();
      dirtyRef.current = !sameEntries(now, savedRef.current ?? []);
      if (!dirtyRef.current) forgetLocal(storageKey);
      setNote({ kind: "saved", at: answer.autosaved.at });
    } else if (answer.conflict) {
      // Another tab or person saved meanwhile: saving over it is left to the person (the 409 names the fields).
      stoppedRef.current = true;
      setNote({ kind: "stopped", detail: [answer.error, answer.detail].filter(Boolean).join(". ") });
    } else {
      const fields = Object.values(answer.result?.error ?? {})
        .flat()
        .filter(Boolean);
      const detail = [answer.error, ...fields].filter(Boolean).join(" · ");
      setNote({ kind: "local", at: new Date().toISOString(), reason: "failed", detail });
    }
  }, [answer, entries, storageKey]);

  // A manual save: no autosave in between, no question on the way out; a refused one stays open.
  // A form that stays open after a save that landed (a page's hero) holds what the server has now.
  useEffect(() => {
    if (navigation.state !== "idle" || !submittingRef.current) return;
    submittingRef.current = false;
    if (refused) return;
    savedRef.current = entries();
    dirtyRef.current = false;
    forgetLocal(storageKey);
  }, [navigation.state, refused, entries, storageKey]);
  const onSubmit = useCallback(() => {
    submittingRef.current = true;
    if (timerRef.current) clearTimeout(timerRef.current);
  }, []);
  // The form closes after a save that landed: what the browser kept is not needed any more.
  useEffect(
    () => () => {
      if (submittingRef.current) forgetLocal(storageKey);
    },
    [storageKey],
  );

  const leave = useCallback(() => forgetLocal(storageKey), [storageKey]);
  useLeaveWarning(dirtyRef, submittingRef, leave);

  return { version, note, onSubmit, busy: fetcher.state !== "idle" };
}

const LEAVE_TEXT = "Ihre Änderungen sind noch nicht gespeichert. Wirklich verlassen? Die Änderungen gehen verloren.";

/** Which dialog a location opens: leaving it is closing the form. */
function dialogOf(location: Pick<Location, "pathname" | "search">) {
  const params = new URLSearchParams(location.search);
  return [location.pathname, params.get("new"), params.get("edit"), params.get("draft")].join("|");
}

/**
 * Asks before the form is left with changes the server does not have: closing the dialog or following
 * a link of the back office (React Router's blocker), and closing or reloading the tab (beforeunload).
 */
function useLeaveWarning(dirtyRef: RefObject<boolean>, submittingRef: RefObject<boolean>, onLeave: () => void) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !submittingRef.current && dialogOf(currentLocation) !== dialogOf(nextLocation),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t(LEAVE_TEXT))) {
      onLeave();
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, onLeave, t]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || submittingRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirtyRef, submittingRef]);
}
