import { data } from "react-router";
import type { Route } from "./+types/registration";
import { RegistrationForm, type RegistrationFormReply } from "~/components/registration-form";
import { LocalLink } from "~/components/local-link";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { TURNSTILE_FIELD } from "~/lib/forms";
import { issueFormStamp, readFormGuard, spendFormStamp, verifyTurnstile } from "~/lib/forms/index.server";
import { addressed, formOfAddress, type Lang } from "~/lib/i18n";
import { readFormOfAddress, readPreferences } from "~/lib/i18n/index.server";
import { loadPublicPage, notFound, inPageLanguage } from "~/lib/pages/index.server";
import {
  registrationEvent,
  type RegistrationEvent,
  registrationBlock,
  seatsTakenOf,
  postedValues,
  submitRegistration,
  isRegistrationTarget,
} from "~/lib/registrations/index.server";
import { REGISTRATION_TEXTS } from "~/lib/registrations";
import { redirectWithToast } from "~/lib/toast.server";

/*
 * /anmeldung/<type>/<id> (/en/registration/…): where an event's or a congress date's registration form
 * posts (issue 52). Without JavaScript, a refused post is answered here with the form, its field errors
 * and what was typed (400); a taken seat sends the visitor back to the event's page with the message.
 * GET shows the same form on a page of its own.
 */

async function load(request: Request, context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  const { lang } = readPreferences(request);
  const { shell } = await loadPublicPage(request, context, () => [] as const);
  const id = Number(params.id);
  const target = params.target;
  const event =
    isRegistrationTarget(target) && Number.isSafeInteger(id) && id > 0
      ? await registrationEvent(getDb(context.get(cloudflareContext).env), target, id, lang)
      : null;
  if (!event || event.settings.registration_mode !== "here") {
    throw notFound(shell, lang, { title: REGISTRATION_TEXTS[lang].notFoundTitle });
  }
  return { shell, lang, event };
}

async function blockOf(context: Route.LoaderArgs["context"], event: RegistrationEvent, lang: Lang) {
  const db = getDb(context.get(cloudflareContext).env);
  const taken = await seatsTakenOf(db, event.target, [event.id]);
  return registrationBlock(event.target, { ...event.settings, id: event.id }, taken, lang, new Date());
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { shell, lang, event } = await load(request, context, params);
  const block = await blockOf(context, event, lang);
  return inPageLanguage(lang, { shell, lang, title: event.title, back: event.path, block });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { shell, lang, event } = await load(request, context, params);
  const formData = await request.formData();
  const address = await readFormOfAddress(getDb(env));
  const l = addressed(REGISTRATION_TEXTS, lang, address);
  const block = await blockOf(context, event, lang);
  const page = { shell, lang, title: event.title, back: event.path, block };
  const refuse = async (reply: RegistrationFormReply, status: number) =>
    data({ ...page, reply: { ...reply, formStamp: await issueFormStamp(env) } }, { status });

  // A robot gets a person's answer and nothing is stored or mailed (decision 0039).
  const guard = await readFormGuard(env, formData);
  const accepted = () => redirectWithToast(request, event.path, { title: l.doneTitle, description: l.confirmedText });
  if (guard === "robot") return accepted();
  const challenged = guard === "person" && !(await verifyTurnstile(env, formData, request));
  if (guard === "expired" || challenged) {
    const message = challenged ? l.challengeFailed : l.expired;
    const errors: Record<string, string[]> = challenged ? { [TURNSTILE_FIELD]: [message] } : {};
    return refuse({ errors, values: postedValues(formData), formError: challenged ? undefined : message }, 400);
  }
  if (!(await spendFormStamp(env.DB, formData))) return accepted();

  try {
    const outcome = await submitRegistration(env, request, formData, event, { lang, address });
    if (outcome.kind === "invalid") {
      return refuse({ errors: outcome.errors, values: outcome.values, formError: l.invalid }, 400);
    }
    return redirectWithToast(request, outcome.back, {
      title: outcome.title,
      description: outcome.description || undefined,
      variant: outcome.failed ? "destructive" : undefined,
    });
  } catch (error) {
    console.error("registration failed", error);
    return refuse({ errors: {}, values: postedValues(formData), formError: l.failed }, 503);
  }
}

/** The form carries a fresh stamp and maybe a person's input: no cache keeps it. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData;
  if (!page) return [];
  const l = REGISTRATION_TEXTS[page.lang];
  return [{ title: l.pageTitle(page.title) }, { name: "robots", content: "noindex, nofollow" }];
}

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const l = addressed(REGISTRATION_TEXTS, page.lang, formOfAddress(page.shell.settings));
  const reply = actionData && "reply" in actionData ? actionData.reply : null;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <LocalLink to={page.back} className="text-sm font-semibold text-primary underline">
        {l.back}
      </LocalLink>
      <h1 className="mb-8 mt-4 text-3xl font-bold">{l.pageTitle(page.title)}</h1>
      {page.block ? <RegistrationForm block={page.block} lang={page.lang} reply={reply} /> : null}
    </main>
  );
}
