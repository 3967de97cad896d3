import path from "node:path";
import { runnerImport } from "vite";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A module of the app as its bundler evaluates it. The content types' registry finds their definition
 * files through the bundler (app/lib/admin/registry.ts), which plain Node, running these tests, cannot;
 * what a test reads from the app (the admin bar's screens, the public routes) is loaded this way.
 */
export async function appModule<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.join(root, file), {
    configFile: false,
    root,
    resolve: { tsconfigPaths: true },
    logLevel: "error",
  });
  return module;
}
