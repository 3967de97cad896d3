import { Search } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { withParams, useT } from "~/lib/admin";
import { Button } from "../ui/button";
import { SearchField } from "./search-field";

/*
 * The tools above a content type's list: the search box and count of a paged list, and the filter for
 * rows still waiting for their English text. Both are GET links and forms, so they work without
 * JavaScript and can be bookmarked.
 */

/** Where a paged list stands (the loader's `listPage`): the search, the page and the count. */
export type ListState = { q: string; page: number; pages: number; total: number; offset: number };

/** The search and page of a paged list, kept in the links that open dialogs and in their close. */
export function listKeep(list: ListState | undefined): Record<string, string> {
  const keep: Record<string, string> = {};
  if (list?.q) keep.q = list.q;
  if (list && list.page > 1) keep.page = String(list.page);
  return keep;
}

/**
 * All rows or only those still waiting for their English text: two links that set ?untranslated=1
 * (kept with the search, back to the first page), so the filter works without JavaScript and can be
 * bookmarked.
 */
export function TranslationFilter({ only }: { only: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const base = new URLSearchParams(params);
  for (const key of ["new", "edit", "delete", "draft"]) base.delete(key);
  const link = (value: string | null) => withParams(base, { untranslated: value, page: null }) || "?";
  const item = (active: boolean) =>
    active
      ? "rounded-md bg-primary px-3 py-1 text-primary-foreground"
      : "rounded-md px-3 py-1 text-foreground hover:bg-muted";
  return (
    <nav aria-label={t("Übersetzung")} className="flex items-center gap-1 text-sm" data-testid="translation-filter">
      <Link to={link(null)} className={item(!only)} aria-current={only ? undefined : "page"} preventScrollReset>
        {t("Alle")}
      </Link>
      <Link to={link("1")} className={item(only)} aria-current={only ? "page" : undefined} preventScrollReset>
        {t("Nur unübersetzte")}
      </Link>
    </nav>
  );
}

/** The search box of a paged list (a GET form, so it works without JavaScript) and its count. */
export function ListSearch({ list }: { list: ListState }) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Form method="get" role="search" className="flex min-w-0 basis-full flex-wrap items-center gap-2 sm:basis-auto">
        {/* A search keeps the translation filter. */}
        {params.get("untranslated") === "1" ? <input type="hidden" name="untranslated" value="1" /> : null}
        <SearchField
          id="content-search"
          label={t("Suchen")}
          query={list.q}
          placeholder={t("Titel durchsuchen …")}
          maxLength={100}
          className="min-w-0 flex-1 sm:w-64 sm:flex-none"
        />
        <Button type="submit" variant="outline">
          <Search className="h-4 w-4" aria-hidden />
          {t("Suchen")}
        </Button>
        {list.q ? (
          <Link to="." className="text-sm text-primary underline-offset-4 hover:underline">
            {t("Suche zurücksetzen")}
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-muted-foreground" role="status" data-testid="content-count">
        {list.q
          ? t(list.total === 1 ? "1 Treffer für „{q}“" : "{n} Treffer für „{q}“", { n: list.total, q: list.q })
          : t(list.total === 1 ? "1 Eintrag" : "{n} Einträge", { n: list.total })}
      </p>
    </div>
  );
}
