import type { FormOfAddress } from "../i18n/form-of-address";
import type { Lang } from "../i18n/languages";
import type { Mail } from "../mail/send.server";
import { campaignBody, LINK_STYLE } from "./body.server";
import { newsletterText } from "./texts";
import { localPath } from "../i18n/lang-path";

/**
 * The newsletter's mails: the confirmation mail and campaign mails, each with a plain-text and an
 * HTML part. The HTML is a single-column table layout with inline styles (what common mail clients
 * render), declares light and dark support, and carries a dark palette for clients that honour
 * prefers-color-scheme. All content is escaped; a campaign's body is cleaned rich text (newsletter-body.server.ts).
 */

/** A signed link to a public newsletter page, in the language of the mail. */
export function signedLink(origin: string, path: string, token: string, lang: Lang): string {
  // The page of the subscriber's language (English under /en); links sent before carry ?lang=en, which
  // the site answers with a redirect to the same address.
  const url = new URL(localPath(lang, path), origin);
  url.searchParams.set("token", token);
  return url.href;
}

/**
 * RFC 2369 / RFC 8058 headers: an https link that accepts a one-click POST, and a mailto for clients
 * that only know mail. The mailto's subject carries the token, so a person can act on it.
 */
function unsubscribeHeaders(link: string, mailto: string, token: string): Record<string, string> {
  const mail = `mailto:${mailto}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return {
    "List-Unsubscribe": `<${link}>, <${mail}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Where List-Unsubscribe's mailto goes: NEWSLETTER_UNSUBSCRIBE_MAILTO, else unsubscribe@<site host>. */
export function unsubscribeMailto(env: { NEWSLETTER_UNSUBSCRIBE_MAILTO?: string }, origin: string): string {
  const configured = String(env.NEWSLETTER_UNSUBSCRIBE_MAILTO ?? "").trim();
  if (/^[^\s@<>,]+@[^\s@<>,]+$/.test(configured)) return configured;
  return `unsubscribe@${new URL(origin).hostname}`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

type Layout = { lang: Lang; title: string; preheader: string; contentHtml: string; footerHtml: string };

/**
 * The mail document. Dark mode: `color-scheme` lets clients that darken mails do it on purpose, and
 * the media query gives those that honour it a designed dark palette instead of an inverted one.
 */
function mailDocument({ lang, title, preheader, contentHtml, footerHtml }: Layout): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .nl-bg { background-color:#111827 !important; }
    .nl-card { background-color:#1f2937 !important; color:#f3f4f6 !important; }
    .nl-muted { color:#d1d5db !important; }
    .nl-link { color:#fbbf24 !important; }
    .nl-button { background-color:#fbbf24 !important; color:#111827 !important; }
  }
</style>
</head>
<body class="nl-bg" style="margin:0;padding:0;background-color:#f4f1ec;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="nl-bg" style="background-color:#f4f1ec;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="nl-card" style="max-width:600px;background-color:#ffffff;color:#1f2937;border-radius:8px;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:32px 28px 8px 28px;">
${contentHtml}
</td></tr>
<tr><td class="nl-muted" style="padding:8px 28px 28px 28px;font-size:13px;line-height:1.5;color:#4b5563;border-top:1px solid #e5e7eb;">
${footerHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function legalLinks(origin: string, lang: Lang): { html: string; text: string } {
  const imprint = new URL(localPath(lang, "/impressum"), origin).href;
  const privacy = new URL(localPath(lang, "/datenschutz"), origin).href;
  const [imprintLabel, privacyLabel] = lang === "en" ? ["Imprint", "Privacy policy"] : ["Impressum", "Datenschutz"];
  return {
    html: `<a href="${escapeHtml(imprint)}" style="${LINK_STYLE}" class="nl-link">${imprintLabel}</a> · <a href="${escapeHtml(privacy)}" style="${LINK_STYLE}" class="nl-link">${privacyLabel}</a>`,
    text: `${imprintLabel}: ${imprint}\n${privacyLabel}: ${privacy}`,
  };
}

/**
 * The double opt-in mail: one button-like link, valid for 7 days, in the visitor's language and the
 * site's form of address.
 */
export function confirmationMail(
  to: string,
  voice: { lang: Lang; address: FormOfAddress },
  link: string,
  origin: string,
): Mail {
  const { lang, address } = voice;
  const t = (key: Parameters<typeof newsletterText>[1]) => newsletterText(lang, key, address);
  const legal = legalLinks(origin, lang);
  const contentHtml = [
    `<h1 style="margin:0 0 16px 0;font-size:24px;line-height:1.3;">${escapeHtml(t("confirmMailSubject"))}</h1>`,
    `<p style="margin:0 0 16px 0;font-size:16px;line-height:1.6;">${escapeHtml(t("confirmMailIntro"))}</p>`,
    `<p style="margin:24px 0;"><a href="${escapeHtml(link)}" class="nl-button" style="display:inline-block;padding:12px 24px;background-color:#b4530a;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none;">${escapeHtml(t("confirmMailAction"))}</a></p>`,
    `<p style="margin:0 0 16px 0;font-size:14px;line-height:1.6;word-break:break-all;"><a href="${escapeHtml(link)}" style="${LINK_STYLE}" class="nl-link">${escapeHtml(link)}</a></p>`,
    `<p style="margin:0 0 16px 0;font-size:16px;line-height:1.6;">${escapeHtml(t("confirmMailValid"))}</p>`,
  ].join("\n");
  return {
    to,
    subject: t("confirmMailSubject"),
    text: `${t("confirmMailIntro")}\n\n${t("confirmMailAction")}:\n${link}\n\n${t("confirmMailValid")}\n\n${t("confirmMailIgnore")}\n\n${legal.text}\n`,
    html: mailDocument({
      lang,
      title: t("confirmMailSubject"),
      preheader: t("confirmMailValid"),
      contentHtml,
      footerHtml: `<p style="margin:16px 0 8px 0;">${escapeHtml(t("confirmMailIgnore"))}</p><p style="margin:0;">${legal.html}</p>`,
    }),
  };
}

export type CampaignContent = { subject: string; preheader: string; body: string };

/**
 * A campaign mail to one subscriber: visible unsubscribe link in both parts, and the one-click
 * headers. The same function renders the back office's preview and test mail, so they look alike.
 */
export function campaignMail(
  to: string,
  voice: { lang: Lang; address: FormOfAddress },
  content: CampaignContent,
  links: { origin: string; unsubscribe: string; mailto: string; token: string },
): Mail {
  const { lang, address } = voice;
  const t = (key: Parameters<typeof newsletterText>[1]) => newsletterText(lang, key, address);
  const legal = legalLinks(links.origin, lang);
  const body = campaignBody(content.body, lang, links.origin);
  const footerHtml = [
    `<p style="margin:16px 0 8px 0;">${escapeHtml(t("mailWhy"))}</p>`,
    `<p style="margin:0 0 8px 0;"><a href="${escapeHtml(links.unsubscribe)}" style="${LINK_STYLE}" class="nl-link">${escapeHtml(t("mailUnsubscribe"))}</a></p>`,
    `<p style="margin:0;">${legal.html}</p>`,
  ].join("\n");
  const text = [
    content.subject,
    "",
    body.text,
    "",
    "--",
    t("mailWhy"),
    `${t("mailUnsubscribe")}: ${links.unsubscribe}`,
    legal.text,
    "",
  ].join("\n");
  return {
    to,
    subject: content.subject,
    text,
    html: mailDocument({
      lang,
      title: content.subject,
      preheader: content.preheader,
      contentHtml: body.html,
      footerHtml,
    }),
    headers: unsubscribeHeaders(links.unsubscribe, links.mailto, links.token),
  };
}
