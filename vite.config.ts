import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { enhanceModules } from "./vite/enhance-modules.ts";
import { schemaVersion } from "./vite/schema-version.ts";

/**
 * Browser chunks (docs/decisions/0008-performance-budget.md). Every page needs React + React Router,
 * and every public page the site frame; left to itself the bundler spreads them over ~45 small shared
 * chunks (one per icon). Few larger files compress better and cost a first visit fewer round trips.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
// The site frame every public page renders (and what it imports, icons included).
const SITE_FRAME =
  /app[\\/](components[\\/](navbar|footer|cookie-banner|error-list|toaster|video-modal|preference-toggles|newsletter-form|on-first-use|error-page|index-sections|safe-image)\.tsx|lib[\\/](i18n|url|loading-texts|preferences|seo|site-defaults|root-data)\.ts)$/;

// The merging form kit (tailwind-merge and the controls that use it), which the site frame and the home
// page do without (app/components/ui/plain.tsx): one chunk for the pages that need it, not five.
const FORM_KIT =
  /(node_modules[\\/](tailwind-merge|@radix-ui[\\/]react-slot)[\\/]|app[\\/](lib[\\/]utils\.ts|components[\\/]ui[\\/](button|label|input|empty-state)\.tsx)$)/;

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    enhanceModules(),
    schemaVersion(),
  ],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 20 },
                { name: "site", test: SITE_FRAME, priority: 10 },
                { name: "form-kit", test: FORM_KIT, priority: 5 },
              ],
            },
          },
        },
      },
    },
  },
});
