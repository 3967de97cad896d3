import { z } from "zod";
import { defineContentType, withEnglish } from "../content-type-def";
import { httpUrl, optionalText, requiredText, wholeNumber } from "../zod-fields";
import { communityFailures } from "./parts/community";

const CommunityPostSchema = z.object({
  author: requiredText("Autor", 200),
  time_text: requiredText("Zeit", 100),
  time_text_en: optionalText(100),
  content: requiredText("Inhalt", 5000),
  content_en: optionalText(5000),
  likes: wholeNumber("Likes", { min: 0, max: 100_000_000 }),
  comments: wholeNumber("Kommentare", { min: 0, max: 100_000_000 }),
  category: requiredText("Kategorie", 100),
  category_en: optionalText(100),
  external_url: httpUrl("Externer Link"),
});

export const communityPosts = defineContentType({
  key: "community-posts",
  table: "communityPosts",
  dashboard: { label: "Community-Posts", order: 160, path: "/admin/community" },
  title: "Community-Posts",
  intro: "Beiträge aus der Community (neueste zuerst).",
  schema: CommunityPostSchema,
  fields: [
    { name: "author", label: "Autor", kind: "text", required: true },
    ...withEnglish({
      name: "time_text",
      label: "Zeit",
      kind: "text",
      required: true,
      hint: "Freitext, z. B. vor 2 Stunden",
    }),
    ...withEnglish({ name: "content", label: "Inhalt", kind: "textarea", required: true }),
    { name: "likes", label: "Likes", kind: "number", min: 0, required: true, half: true },
    { name: "comments", label: "Kommentare", kind: "number", min: 0, required: true, half: true },
    ...withEnglish({ name: "category", label: "Kategorie", kind: "text", required: true }),
    { name: "external_url", label: "Externer Link", kind: "url", required: true },
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
    created: "Post erfolgreich erstellt!",
    updated: "Post erfolgreich aktualisiert!",
    deleted: "Post erfolgreich gelöscht!",
    ...communityFailures,
    confirmDelete: "Sind Sie sicher, dass Sie diesen Post löschen möchten?",
    empty: "Noch keine Posts vorhanden.",
    add: "Neuer Post",
    createTitle: "Post erstellen",
    editTitle: "Post bearbeiten",
  },
  tab: { screen: "community", value: "posts", label: "Posts" },
});
