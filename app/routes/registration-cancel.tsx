import { data } from "react-router";
import type { Route } from "./+types/registration-cancel";
import { Button } from "~/components/ui/button";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { type Lang, addressed, type AddressedTexts } from "~/lib/i18n";
import { linkOrigin } from "~/lib/mail/index.server";
import { loadPublicPage, inPageLanguage } from "~/lib/pages/index.server";
import { useFormOfAddress } from "~/components/site-settings";
import {
  registrationEvent,
  announcePromotions,
  freshPages,
  mailInOwnLanguage,
  cancelRegistration,
  registrationByToken,
} from "~/lib/registrations/index.server";

/*
 * /anmeldung/link/<token> (/en/registration/link/…): the personal link of every registration mail
 * (issue 52). GET shows the registration and two buttons and changes nothing (link checkers open
 * links); the POST cancels, or cancels and deletes the registration's data. A freed seat goes to the
 * first person waiting, who is mailed.
 */

const TEXTS: AddressedTexts<CancelTexts> = {
  de: {
    title: "Ihre Anmeldung",
    invalid: "Dieser Link ist nicht (mehr) gültig. Vielleicht wurde die Anmeldung schon gelöscht.",
    status: {
      confirmed: "Sie sind angemeldet.",
      waiting: "Sie stehen auf der Warteliste.",
      attended: "Sie waren dabei.",
      cancelled: "Diese Anmeldung ist storniert.",
    },
    cancel: "Abmelden",
    forget: "Abmelden und meine Daten löschen",
    forgetOnly: "Meine Daten löschen",
    cancelled: "Sie sind abgemeldet. Ihr Platz geht an die nächste Person auf der Warteliste.",
    forgotten: "Ihre Anmeldung und Ihre Daten sind gelöscht.",
  },
  du: {
    title: "Deine Anmeldung",
    status: {
      confirmed: "Du bist angemeldet.",
      waiting: "Du stehst auf der Warteliste.",
      attended: "Du warst dabei.",
      cancelled: "Diese Anmeldung ist storniert.",
    },
    cancelled: "Du bist abgemeldet. Dein Platz geht an die nächste Person auf der Warteliste.",
    forgotten: "Deine Anmeldung und deine Daten sind gelöscht.",
  },
  en: {
    title: "Your registration",
    invalid: "This link is not valid (any more). Perhaps the registration has been deleted already.",
    status: {
      confirmed: "You are registered.",
      waiting: "You are on the waiting list.",
      attended: "You attended.",
      cancelled: "This registration is cancelled.",
    },
    cancel: "Cancel registration",
    forget: "Cancel and delete my data",
    forgetOnly: "Delete my data",
    cancelled: "Your registration is cancelled. Your seat goes to the next person on the waiting list.",
    forgotten: "Your registration and your data have been deleted.",
  },
};

type CancelTexts = {
  title: string;
  invalid: string;
  status: Record<"confirmed" | "waiting" | "attended" | "cancelled", string>;
  cancel: string;
  forget: string;
  forgetOnly: string;
  cancelled: string;
  forgotten: string;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const { shell, lang } = await loadPublicPage(request, context, () => [] as const);
  const ref = await registrationByToken(env, params.token ?? "");
  const event = ref ? await registrationEvent(getDb(env), ref.target, ref.eventId, lang) : null;
  const found = ref && event ? { status: ref.status, title: event.title, dateText: event.dateText } : null;
  return inPageLanguage(lang, { shell, lang, found, done: null as "cancelled" | "forgotten" | null });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { shell, lang } = await loadPublicPage(request, context, () => [] as const);
  const ref = await registrationByToken(env, params.token ?? "");
  if (!ref) return data({ shell, lang, found: null, done: null }, { status: 404 });
  const forget = (await request.formData()).get("intent") === "forget";
  const { cancelled, promoted } = await cancelRegistration(env.DB, ref, { forget });
  const origin = linkOrigin(env, request);
  // The cancel is confirmed by mail (a deleted registration gets none: its address is gone).
  if (cancelled && !forget) await mailInOwnLanguage(env, origin, "cancelled", ref);
  await announcePromotions(env, origin, ref.target, promoted);
  if (cancelled || forget) await freshPages();
  return data({ shell, lang, found: null, done: forget ? ("forgotten" as const) : ("cancelled" as const) });
}

/** The link is personal: no cache keeps the page, no search engine lists it. */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang: Lang = loaderData?.lang ?? "de";
  // The page's title names no form of address: the head is written before the site's setting is read.
  return [{ title: lang === "en" ? TEXTS.en.title : "Anmeldung" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function RegistrationCancel({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const l = addressed(TEXTS, page.lang, useFormOfAddress());
  const active = page.found && (page.found.status === "confirmed" || page.found.status === "waiting");
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="mb-6 text-3xl font-bold">{l.title}</h1>
      {page.done ? (
        <p role="status" data-testid="registration-done">
          {page.done === "forgotten" ? l.forgotten : l.cancelled}
        </p>
      ) : page.found ? (
        <div className="space-y-6">
          <p>
            <strong>{page.found.title}</strong> · {page.found.dateText}
          </p>
          <p data-testid="registration-status">{l.status[page.found.status]}</p>
          <form method="post" className="flex flex-wrap gap-3">
            {active ? (
              <Button type="submit" name="intent" value="cancel">
                {l.cancel}
              </Button>
            ) : null}
            <Button type="submit" name="intent" value="forget" variant="outline">
              {active ? l.forget : l.forgetOnly}
            </Button>
          </form>
        </div>
      ) : (
        <p role="alert">{l.invalid}</p>
      )}
    </main>
  );
}
