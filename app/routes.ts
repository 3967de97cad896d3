import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Visitor-facing preferences, newsletter and other resource routes (no UI of their own).
  route("preferences", "routes/preferences.ts"),
  route("newsletter", "routes/newsletter.ts"),

  // The public site: navbar, footer and cookie banner around every page.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    // The short-link overview under both of the spec's addresses (one module, two route ids).
    route("weiterleitungen", "routes/links.tsx", { id: "weiterleitungen" }),
    route("links", "routes/links.tsx", { id: "links" }),
    // Last: anything unknown is the site's 404 page.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
