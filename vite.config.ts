import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { enhanceModules } from "./vite/enhance-modules.ts";
import { schemaVersion } from "./vite/schema-version.ts";

/**
 * Browser chunks (docs/decisions/0008-performance-budget.md). Every hydrated page needs React + React
 * Router and what the root renders; left to itself the bundler spreads them over many small shared
 * chunks (one per icon). Few larger files compress better and cost a first visit fewer round trips.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
// What the root renders on every hydrated page (the back office, sign-in, previews): the error page, the
// toasts, the video dialog and the language helpers they use. Public pages are not hydrated (decision
// 0069), so the site frame (navbar, footer, cookie banner) is left to the preview's own chunks.
const ROOT_FRAME =
  /app[\\/](components[\\/](error-page|toaster|toast-style|video-modal|enhance|site-settings|ui[\\/]plain)\.tsx?|lib[\\/](toast|i18n[\\/](languages|lang-path|preferences)|pages[\\/](root-data|hydration|loading-texts))\.ts)$/;

// The merging form kit (tailwind-merge and the controls that use it), which the root does without
// (app/components/ui/plain.tsx): one chunk for the back office and the sign-in page, not five.
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
                { name: "root", test: ROOT_FRAME, priority: 10 },
                { name: "form-kit", test: FORM_KIT, priority: 5 },
              ],
            },
          },
        },
      },
    },
  },
});
