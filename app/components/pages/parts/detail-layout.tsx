import type { ReactNode } from "react";
import { BackLink } from "./links";

/** A product-like detail page (a shop product, a course): the way back, the image beside the texts. */
export function DetailLayout({
  back,
  image,
  testId,
  children,
}: {
  back: { to: string; text: string };
  image: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <BackLink to={back.to}>{back.text}</BackLink>
      <article className="mt-8 grid grid-cols-1 gap-10 md:grid-cols-2" data-testid={testId}>
        <div className="relative overflow-hidden rounded-2xl bg-muted">{image}</div>
        <div className="flex flex-col gap-5">{children}</div>
      </article>
    </main>
  );
}

/** A detail page's title. */
export function DetailTitle({ lang, children }: { lang?: string; children: ReactNode }) {
  return (
    <h1 className="text-3xl font-bold leading-tight tracking-tight md:text-4xl" lang={lang}>
      {children}
    </h1>
  );
}
