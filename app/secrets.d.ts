// Secrets are not in wrangler.toml, so `wrangler types` only sees them when a local .dev.vars exists.
// Declared here so a fresh clone (CI) type-checks the same way. Set with `wrangler secret put`.
interface AppSecrets {
  BETTER_AUTH_SECRET: string;
  /** Signs the newsletter's confirmation and unsubscribe links (16+ characters). */
  NEWSLETTER_SIGNING_SECRET: string;
  /** Signs the back office's shareable preview links of drafts (16+ characters). */
  PREVIEW_SECRET: string;
  /** Cloudflare Turnstile's secret key; optional: without it (or the site key) the forms show no widget. */
  TURNSTILE_SECRET_KEY?: string;
  /**
   * "1" lets the WordPress import fetch images from this machine (a local test server). Development and
   * tests only: never in wrangler.toml's vars (docs/decisions/0062-fetching-images-from-another-site.md).
   */
  WORDPRESS_FETCH_ALLOW_LOOPBACK?: string;
}
// Both names of the bindings (the global Env and the one cloudflare:workers gives) carry them.
interface Env extends AppSecrets {}
declare namespace Cloudflare {
  interface Env extends AppSecrets {}
}
