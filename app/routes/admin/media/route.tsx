import { Form, useNavigate, useSearchParams } from "react-router";
import { ScreenHeader } from "~/components/admin/screen-header";
import type { Route } from "./+types/route";
import { MediaCard } from "./components/media-card";
import { handleMediaAction, type MediaActionData } from "./media-action.server";
import { listMedia, type MediaRow } from "./media.server";
import { MediaUpload } from "~/components/admin/media-upload";
import { Field } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { loadListScreen, staffT } from "~/lib/admin/index.server";
import { staffContext } from "~/lib/accounts/index.server";
import { cloudflareContext } from "~/lib/context";
import { MEDIA_TEXTS } from "~/lib/media";
import { useT, type AdminLang } from "~/lib/admin";

/** /admin/media: the image library (upload, alt texts, where each image is used, delete). Staff. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const lang = staffLangOf(context);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const loaded = await loadListScreen(request, {
    screen: "media",
    load: async () => ({ rows: await listMedia(env, q, context.get(staffContext)?.user.role) }),
    fallback: { rows: [] as MediaRow[] },
    loadFailed: staffT(context)("Fehler beim Laden der Medien"),
  });
  return { ...loaded, q, lang };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const session = context.get(staffContext)!;
  return handleMediaAction(request, env, session, staffLangOf(context));
}

/** The screen speaks the signed-in person's back-office language (not the public site's). */
function staffLangOf(context: Route.LoaderArgs["context"]): AdminLang {
  return context.get(staffContext)?.user.adminLanguage ?? "de";
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? MEDIA_TEXTS[loaderData.lang].title : "Medien"} | Admin` }];
}

export default function MediaScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, q, lang, loadError } = loaderData;
  const texts = MEDIA_TEXTS[lang];
  const t = useT();
  const answer = actionData as MediaActionData | undefined;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const keep = q ? `?q=${encodeURIComponent(q)}` : "";
  const deleteId = Number(params.get("delete"));
  const deleting = rows.find((row) => row.id === deleteId) ?? null;
  const altErrors = answer?.intent === "alt" ? (answer.result?.error ?? undefined) : undefined;
  const uses = deleting?.usedBy
    .map((use) => (use.title === null ? t(use.label) : `${t(use.label)} „${use.title}“`))
    .join(", ");

  return (
    <div className="space-y-6">
      <ScreenHeader title={texts.title} intro={texts.intro} />
      {loadError ? <Alert>{loadError}</Alert> : null}
      {answer?.error ? (
        <Alert>{answer.error}</Alert>
      ) : answer?.message ? (
        <Alert variant="success">{answer.message}</Alert>
      ) : null}
      <MediaUpload texts={texts} />
      <Form method="get" className="flex items-end gap-2" role="search">
        <Field
          id="media-search"
          label={texts.search}
          className="flex-1"
          inputProps={{ name: "q", type: "search", defaultValue: q, placeholder: texts.searchPlaceholder }}
        />
        <Button type="submit" variant="outline">
          {texts.search}
        </Button>
      </Form>
      {rows.length === 0 ? (
        <EmptyState>{texts.empty}</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="media-grid">
          {rows.map((row) => (
            <MediaCard
              key={row.id}
              row={row}
              texts={texts}
              errors={Number(answer?.result?.initialValue?.id) === row.id ? altErrors : undefined}
              deleteHref={`?${new URLSearchParams({ ...(q ? { q } : {}), delete: String(row.id) })}`}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => navigate(`/admin/media${keep}`, { preventScrollReset: true })}
        title={texts.delete}
        description={uses ? `${texts.confirmUsed} ${uses}` : texts.confirmUnused}
        subject={deleting ? deleting.original_name || deleting.url : null}
        fields={deleting ? { id: deleting.id } : {}}
        confirmLabel={texts.delete}
      />
    </div>
  );
}
