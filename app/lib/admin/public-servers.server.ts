import type { PublicServer } from "./public-server.server";
import type { ContentTypeKey } from "./registry";

/*
 * The server halves of the types' public pages (public-server.server.ts): the `publicPage` export of a
 * `types/<key>.page.server.ts`, found by the bundler like the definitions, so a new type adds its file
 * only. Apart from the write hooks (`types/<key>.server.ts`): the page reads use the table bindings,
 * which use the hooks.
 * A type without one is served from its definition alone (its record as the page shows it, no list reads).
 */
const modules = import.meta.glob<{ publicPage?: PublicServer }>("./types/*.page.server.ts", { eager: true });

const SERVERS: ReadonlyMap<string, PublicServer> = new Map(
  Object.values(modules).flatMap((module) => (module.publicPage ? [[module.publicPage.key, module.publicPage]] : [])),
);

/** A type's server half, if it declares one. */
export function publicServerOf(key: ContentTypeKey): PublicServer | null {
  return SERVERS.get(key) ?? null;
}
