import type { Lang } from "~/lib/i18n";

/** Scratch: one note's page (and its preview). */
export default function NoteView({ record }: { lang: Lang; record: { title?: string; body?: string } }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{record.title}</h1>
      <p className="mt-4">{record.body}</p>
    </main>
  );
}
