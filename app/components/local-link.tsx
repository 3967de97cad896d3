import { forwardRef } from "react";
import { Link, useLocation, type LinkProps } from "react-router";
import { langOfPath, localPath } from "~/lib/i18n";
import { useDiscover } from "~/lib/pages";

/** A site path in the language of the page being shown (/en/… pages link to /en/… pages). */
export function useLocalPath(): (path: string) => string {
  const lang = langOfPath(useLocation().pathname);
  return (path) => localPath(lang, path);
}

/**
 * A link of the public site: a path of the site is sent to its address in the page's language, so an
 * English page links English pages; anchors, outside addresses and language-free paths stay as given.
 */
export const LocalLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocalLink(
  { to, ...props },
  ref,
) {
  const local = useLocalPath();
  const discover = useDiscover();
  return <Link ref={ref} to={local(to)} {...discover} {...props} />;
});
