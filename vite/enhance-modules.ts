import path from "node:path";
import type { Plugin } from "vite";

/**
 * The public pages' enhancement modules (app/enhance/*.ts, decision 0069): plain scripts, no React.
 * The client build emits each as an entry of its own (a hashed file under /assets); the server build,
 * which runs after it, reads their file names from `virtual:enhance-modules`. Under the development
 * server and the tests the names are the sources, which Vite serves itself.
 */
export const ENHANCE_MODULES = ["site", "slideshow", "video", "copy", "forms"] as const;

const VIRTUAL = "virtual:enhance-modules";
const RESOLVED = `\0${VIRTUAL}`;
const source = (name: string) => path.resolve(import.meta.dirname, `../app/enhance/${name}.ts`);

export function enhanceModules(): Plugin {
  let building = false;
  const built = new Map<string, string>();
  return {
    name: "enhance-modules",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      // The browser's own bundle never writes these scripts (hydrated pages do that work with React).
      if (building && this.environment.name === "client") return "export default {};";
      const urls = Object.fromEntries(
        ENHANCE_MODULES.map((name) => [name, building ? built.get(name) : `/app/enhance/${name}.ts`]),
      );
      if (building && Object.values(urls).some((url) => !url))
        this.error("enhance-modules: the client build must run before the server build");
      return `export default ${JSON.stringify(urls)};`;
    },
    buildStart() {
      if (!building || this.environment.name !== "client") return;
      for (const name of ENHANCE_MODULES) this.emitFile({ type: "chunk", id: source(name), name: `enhance-${name}` });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.facadeModuleId) continue;
        const name = ENHANCE_MODULES.find((n) => source(n) === chunk.facadeModuleId);
        if (name) built.set(name, `/${chunk.fileName}`);
      }
    },
  };
}
