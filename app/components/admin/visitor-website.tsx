/**
 * A website a visitor typed into a form (contact, newsletter): a link in a new tab where it is a safe
 * address, never followed by search engines; else the text as typed.
 */
export function VisitorWebsite({ href, text }: { href: string | null; text: string }) {
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all text-primary underline-offset-4 hover:underline"
    >
      {text}
    </a>
  ) : (
    <span className="break-all">{text}</span>
  );
}
