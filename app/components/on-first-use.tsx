import { memo, Suspense, use, useEffect, type ComponentType, type FulfilledReactPromise } from "react";

/** A promise that says when it has settled, the way React's use() reads one without waiting. */
type Tracked<T> = Promise<T> & Partial<Pick<FulfilledReactPromise<T>, "status" | "value">>;

const IN_BROWSER = typeof document !== "undefined";
// How long a submit held for the code waits before the browser sends it on its own.
const HOLD_MS = 5000;

/**
 * A part of the page whose code is not in a first visit (docs/decisions/0066-first-visit-javascript-and-server-bundle.md).
 * The server renders it in full, and that HTML works without JavaScript (its forms post). In the browser
 * its Suspense boundary keeps the server's HTML as it is, not hydrated, until the visitor first focuses,
 * points at or touches the element `selector` finds; then its code loads and React hydrates it in place
 * (what was typed stays). A submit before that is held, and sent again once the part runs its own
 * handlers (or by the browser as without JavaScript if the code does not arrive). The first press of
 * a pointer or a key anywhere loads it too: an update of the page (an answer to the cookie banner)
 * that reaches a part still waiting for its code makes React drop the server's HTML and show the
 * fallback (nothing) until the code is there. On the server the code loads when the Worker starts, so
 * use() finds it ready and the part is written in place (entry.server.tsx keeps React from moving a
 * large finished boundary behind the page).
 */
export function onFirstUse<P extends object>(selector: string, load: () => Promise<ComponentType<P>>) {
  let asked: () => void = () => {};
  const wanted = IN_BROWSER ? new Promise<void>((resolve) => (asked = resolve)) : Promise.resolve();
  // Submits held until the part is hydrated; `live` once it is (or once its code failed to arrive).
  let held: (() => void)[] = [];
  let live = false;
  function release() {
    live = true;
    const waiting = held;
    held = [];
    for (const send of waiting) send();
  }
  const ready: Tracked<ComponentType<P>> = wanted.then(load).then(
    (value) => {
      ready.status = "fulfilled";
      ready.value = value;
      return value;
    },
    // Offline: never a rejection into use() (that would be an error page). The server's HTML stays
    // and works as without JavaScript, and held submits go out as they are.
    () => {
      release();
      return new Promise<never>(() => {});
    },
  );

  if (IN_BROWSER) {
    const within = (event: Event) => event.target instanceof Element && event.target.closest(selector) !== null;
    for (const type of ["focusin", "pointerover", "touchstart"]) {
      document.addEventListener(type, (event) => within(event) && asked(), { capture: true, passive: true });
    }
    // A press anywhere may start an update of the page (a link, the cookie banner, the colour toggle);
    // the code starts loading with it, so the part is hydrated when the update renders, not replaced.
    for (const type of ["pointerdown", "keydown"]) {
      document.addEventListener(type, () => asked(), { capture: true, passive: true, once: true });
    }
    document.addEventListener(
      "submit",
      (event) => {
        const form = event.target;
        if (live || !(form instanceof HTMLFormElement) || !within(event)) return;
        event.preventDefault();
        event.stopPropagation();
        asked();
        const submitter = (event as SubmitEvent).submitter;
        const send = () => form.isConnected && form.requestSubmit(submitter);
        held.push(send);
        setTimeout(() => held.includes(send) && release(), HOLD_MS);
      },
      { capture: true },
    );
  }

  function Live(props: P) {
    const Part = use(ready as Promise<ComponentType<P>>);
    // Hydrated: the part's own handlers are attached, so a held submit can go to them.
    useEffect(release, []);
    return <Part {...props} />;
  }

  /** Rendered only when React shows the part afresh (a later page, an update): load it now. */
  function Loading() {
    useEffect(asked, []);
    return null;
  }

  return memo(function OnFirstUse(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Live {...props} />
      </Suspense>
    );
  });
}
