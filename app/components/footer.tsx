import { Mail, MapPin, Phone } from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import { loc, t, type Lang } from "~/lib/i18n";
import { type Shell, CONTACT_FALLBACKS } from "~/lib/pages";
import { safeHref } from "~/lib/text";
import { Brand } from "./navbar";

export function Footer({ shell, lang }: { shell: Shell; lang: Lang }) {
  const s = shell.settings;
  const company = s?.company_name || CONTACT_FALLBACKS.companyName;
  const email = s?.contact_email || CONTACT_FALLBACKS.email;
  const phone = s?.contact_phone || CONTACT_FALLBACKS.phone;
  const location = (s && loc(s, "contact_location", lang)) || CONTACT_FALLBACKS.location[lang];
  const slogan = (s && loc(s, "slogan", lang)) || CONTACT_FALLBACKS.slogan[lang];
  const footerItems = shell.navigation.filter((item) => item.is_footer);
  // The legal column holds the legal pages only; home and contact are in the navigation.
  const legal = [
    { to: "/impressum", label: t(lang, "footer.imprint") },
    { to: "/datenschutz", label: t(lang, "footer.privacy") },
    { to: "/cookies", label: t(lang, "footer.cookies") },
  ];
  return (
    <footer className="mt-16 border-t border-border bg-muted/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="space-y-3 md:col-span-1">
          <Brand settings={s} full={s?.use_logo_full_in_footer ?? true} />
          <p className="text-sm text-muted-foreground">{slogan}</p>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{t(lang, "footer.contact")}</h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            {s?.address_street ? <li>{s.address_street}</li> : null}
            {s?.address_city ? <li>{s.address_city}</li> : null}
            <li className="flex items-center gap-2">
              <MapPin className="h-4 w-4" aria-hidden /> {location}
            </li>
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4" aria-hidden />{" "}
              <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} className="hover:underline">
                {phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4" aria-hidden />{" "}
              <a href={`mailto:${email}`} className="hover:underline">
                {email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{t(lang, "footer.links")}</h2>
          <ul className="space-y-2 text-sm">
            {footerItems.map((item, i) => {
              const href = safeHref(item.href);
              if (!href) return null;
              return (
                <li key={i}>
                  {href.startsWith("/") ? (
                    <LocalLink to={href} className="footer-link">
                      {loc(item, "name", lang)}
                    </LocalLink>
                  ) : (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-muted-foreground hover:underline"
                    >
                      {loc(item, "name", lang)}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{t(lang, "footer.legal")}</h2>
          <ul className="space-y-2 text-sm">
            {legal.map((link) => (
              <li key={link.to}>
                <LocalLink to={link.to} className="footer-link">
                  {link.label}
                </LocalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border py-6 text-center text-sm text-muted-foreground">
        {`© ${shell.year ? `${shell.year} ` : ""}${company}. ${t(lang, "footer.rights")}`}
      </div>
    </footer>
  );
}
