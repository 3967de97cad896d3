import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../workers/app";
import { ORIGIN } from "../helpers";

/*
 * The bench's floor (app/lib/http/bench-floor.server.ts): bytes of a page's size from memory at the
 * top of the Worker's fetch, only while the bench sets BENCH_FLOOR_BYTES. Everyone else gets the site.
 */
async function send(path: string, vars: Record<string, string> = {}) {
  const request = new Request(new URL(path, ORIGIN)) as Parameters<typeof worker.fetch>[0];
  return worker.fetch(request, { ...env, ...vars } as typeof env, createExecutionContext());
}

describe("bench floor", () => {
  it("is the site's 404 page without the bench's variable", async () => {
    const response = await send("/__bench-floor");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<nav");
  });

  it("answers the given number of bytes while the bench switches it on", async () => {
    const response = await send("/__bench-floor", { BENCH_FLOOR_BYTES: "35714" });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(35714);
    // Every other address is the site as always.
    expect((await send("/kontakt", { BENCH_FLOOR_BYTES: "35714" })).status).toBe(200);
  });
});
