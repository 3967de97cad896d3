import { defineContentType } from "../content-type-def";
import { failureTexts, recordTexts } from "../record-texts";
import { english, number, richText, text, url } from "../field-builders";

export const communityPosts = defineContentType({
  key: "community-posts",
  table: "communityPosts",
  dashboard: { order: 160, path: "/admin/community" },
  title: "Community-Posts",
  intro: "Beiträge aus der Community (neueste zuerst).",
  fields: [
    text("author", { label: "Autor", required: true, max: 200 }),
    english(text("time_text", { label: "Zeit", required: true, max: 100, hint: "Freier Text, z. B. „vor 2 Stunden“" })),
    english(richText("content", { label: "Inhalt", required: true, max: 10_000 })),
    number("likes", { label: "Likes", min: 0, most: 100_000_000, required: true, half: true }),
    number("comments", { label: "Kommentare", min: 0, most: 100_000_000, required: true, half: true }),
    english(text("category", { label: "Kategorie", required: true, max: 100 })),
    url("external_url", { label: "Externer Link", required: true }),
  ],
  columns: [
    { name: "author", label: "Autor", also: "time_text" },
    { name: "content", label: "Inhalt", preview: 80 },
    { name: "category", label: "Kategorie", kind: "badge" },
    { name: "likes", label: "Likes" },
    { name: "comments", label: "Kommentare" },
  ],
  toggles: [],
  ordering: "newest",
  // No pre-filled external link (docs/decisions/0020): staff enter the real one.
  defaults: { likes: 0, comments: 0, time_text: "gerade eben" },
  labelField: "author",
  texts: {
    ...recordTexts("Post", "m", "Posts"),
    ...failureTexts.tryAgain,
  },
  tab: { screen: "community", value: "posts", label: "Posts" },
});

// Its key joins the registry's union of keys (app/lib/admin/registry.ts).
declare module "../content-type-def" {
  interface ContentTypeKeys {
    "community-posts": typeof communityPosts;
  }
}
