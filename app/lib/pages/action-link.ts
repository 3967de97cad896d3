/** A link taken from content (already checked: site-relative or http(s)); `newTab` unless link_on_page. */
export type ActionLinkTarget = { href: string; internal: boolean; newTab: boolean };
