import type { ComponentProps } from "react";
import { CallToAction } from "~/components/call-to-action";
import { ContentBlocks } from "~/components/content-block";
import { IndexSections } from "~/components/index-sections";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHero } from "~/components/page-hero";
import { useFormOfAddress } from "~/components/site-settings";
import { addressed, type AddressedTexts, type Lang } from "~/lib/i18n";
import type { PublicPageContent } from "~/lib/pages";
import { heroListTexts, pageView } from "../page-view";

type Blocks = ComponentProps<typeof ContentBlocks>;
type Texts = { title: string; subtitle: string; empty: string; more: string };
type Sections = ComponentProps<typeof IndexSections>["sections"];

/**
 * The views of a type whose list page is text-and-image blocks (about, services): the hero, the blocks,
 * the index sections and the call to action (in the order the page's spec gives), the newsletter form.
 */
export function blocksPageView<const K extends string, D extends { indexSections: Sections }>(
  key: K,
  texts: AddressedTexts<Texts>,
  layout: {
    blocks: (data: D) => Blocks["blocks"];
    ids: Blocks["ids"];
    textFirst: boolean;
    /** The index sections before the call to action (else after it). */
    sectionsFirst: boolean;
  },
) {
  function List({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: D }) {
    const l = addressed(texts, lang, useFormOfAddress());
    const sections = <IndexSections sections={data.indexSections} lang={lang} />;
    return (
      <main id="main">
        <PageHero page={hero} pageKey={key} lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }} />
        <ContentBlocks
          blocks={layout.blocks(data)}
          empty={l.empty}
          ids={layout.ids}
          moreLabel={l.more}
          lang={lang}
          textFirst={layout.textFirst}
        />
        {layout.sectionsFirst ? sections : null}
        <CallToAction lang={lang} />
        {layout.sectionsFirst ? null : sections}
        <NewsletterForm lang={lang} />
      </main>
    );
  }
  return pageView(key, { List, listTexts: heroListTexts(texts) });
}
