import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fetchRemoteImage } from "../../../app/lib/wordpress/index.server";
import { fakeHost, image, JPEG, PNG, redirect } from "./media-images";

/*
 * Fetching one image from another site (docs/decisions/0062): the Worker's outgoing fetch is the
 * boundary, so each test hands over a fetcher answering as the other site would.
 */

/** The deployed Worker's env: no permission to reach this machine. */
const production = { ...env, WORDPRESS_FETCH_ALLOW_LOOPBACK: undefined } as Env;
const SITE = "https://wpthemetestdata.files.wordpress.com";

describe("fetching an image from another site", () => {
  it("returns the bytes with the type their magic numbers name, not the type the server claims", async () => {
    const { fetcher } = fakeHost({ [`${SITE}/2008/06/canola2.jpg`]: image(JPEG, "application/octet-stream") });
    const result = await fetchRemoteImage(production, `${SITE}/2008/06/canola2.jpg`, { fetcher });
    expect(result).toEqual({
      ok: true,
      bytes: JPEG,
      contentType: "image/jpeg",
      finalUrl: `${SITE}/2008/06/canola2.jpg`,
    });
  });

  it("follows up to three redirects, checking each address, and refuses a fourth", async () => {
    const hops = {
      "http://old.example.org/a.png": redirect("https://old.example.org/b.png", 301),
      "https://old.example.org/b.png": redirect("/c.png"),
      "https://old.example.org/c.png": redirect("https://cdn.example.net/d.png", 307),
      "https://cdn.example.net/d.png": image(PNG, "image/png"),
    };
    const three = await fetchRemoteImage(production, "http://old.example.org/a.png", {
      fetcher: fakeHost(hops).fetcher,
    });
    expect(three).toMatchObject({ ok: true, contentType: "image/png", finalUrl: "https://cdn.example.net/d.png" });

    const four = fakeHost({ ...hops, "http://start.example.org/x.png": redirect("http://old.example.org/a.png") });
    const refused = await fetchRemoteImage(production, "http://start.example.org/x.png", { fetcher: four.fetcher });
    expect(refused).toMatchObject({ ok: false, reason: "http-error" });
    expect(four.asked).not.toContain("https://cdn.example.net/d.png");
  });

  it("refuses a redirect to this machine or a private network without asking there", async () => {
    for (const target of ["http://127.0.0.1/latest/meta-data/", "http://169.254.169.254/", "http://[::1]/x.png"]) {
      const host = fakeHost({ "https://images.example.org/a.jpg": redirect(target), [target]: image(JPEG) });
      const result = await fetchRemoteImage(production, "https://images.example.org/a.jpg", { fetcher: host.fetcher });
      expect(result, target).toMatchObject({ ok: false, reason: "private-address" });
      expect(host.asked).toEqual(["https://images.example.org/a.jpg"]);
    }
  });

  it("refuses private, loopback, link-local, shared and metadata addresses in all their spellings", async () => {
    const addresses = [
      "http://127.0.0.1/a.jpg",
      "http://127.1/a.jpg",
      "http://2130706433/a.jpg",
      "http://0x7f.1/a.jpg",
      "http://0177.0.0.1/a.jpg",
      "http://0x7f000001/a.jpg",
      "http://%31%32%37.0.0.1/a.jpg",
      "http://10.1.2.3/a.jpg",
      "http://172.16.0.1/a.jpg",
      "http://172.31.255.255/a.jpg",
      "http://192.168.1.1/a.jpg",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/a.jpg",
      "http://100.100.100.200/a.jpg",
      "http://0.0.0.0/a.jpg",
      "http://0/a.jpg",
      "http://224.0.0.1/a.jpg",
      "http://255.255.255.255/a.jpg",
      "http://[::1]/a.jpg",
      "http://[::]/a.jpg",
      "http://[::ffff:127.0.0.1]/a.jpg",
      "http://[::ffff:7f00:1]/a.jpg",
      "http://[::ffff:10.0.0.1]/a.jpg",
      "http://[fc00::1]/a.jpg",
      "http://[fd00:ec2::254]/a.jpg",
      "http://[fe80::1]/a.jpg",
      "http://[ff02::1]/a.jpg",
      "http://[64:ff9b::7f00:1]/a.jpg",
      "http://localhost/a.jpg",
      "http://LOCALHOST./a.jpg",
      "http://app.localhost/a.jpg",
      "http://printer.local/a.jpg",
      "http://metadata.google.internal/a.jpg",
      "http://intranet/a.jpg",
    ];
    const host = fakeHost(Object.fromEntries(addresses.map((address) => [address, image(JPEG)])));
    for (const address of addresses) {
      const result = await fetchRemoteImage(production, address, { fetcher: host.fetcher });
      expect(result, address).toMatchObject({ ok: false, reason: "private-address" });
    }
    expect(host.asked).toEqual([]);
  });

  it("refuses other schemes, user names in the address and ports other than 80 and 443", async () => {
    const addresses = [
      "ftp://images.example.org/a.jpg",
      "file:///etc/passwd",
      "data:image/png;base64,iVBORw0KGgo=",
      "javascript:alert(1)",
      "gopher://images.example.org/",
      "https://user:secret@images.example.org/a.jpg",
      "https://user@images.example.org/a.jpg",
      "http://images.example.org:8080/a.jpg",
      "https://images.example.org:6379/a.jpg",
      "not an address",
    ];
    const host = fakeHost({});
    for (const address of addresses) {
      const result = await fetchRemoteImage(production, address, { fetcher: host.fetcher });
      expect(result, address).toMatchObject({ ok: false, reason: "not-allowed" });
    }
    expect(host.asked).toEqual([]);
    const explicit = fakeHost({ "https://images.example.org:443/a.jpg": image(JPEG) });
    expect(await fetchRemoteImage(production, "https://images.example.org:443/a.jpg", explicit)).toMatchObject({
      ok: true,
    });
  });

  it("reaches a loopback test server only when development says so", async () => {
    const address = "http://127.0.0.1:8799/wp-content/uploads/a.jpg";
    const host = fakeHost({ [address]: image(JPEG) });
    const allowed = { ...env, WORDPRESS_FETCH_ALLOW_LOOPBACK: "1" } as Env;
    expect(await fetchRemoteImage(allowed, address, host)).toMatchObject({ ok: true, contentType: "image/jpeg" });
    expect(await fetchRemoteImage(production, address, host)).toMatchObject({ ok: false, reason: "private-address" });
    // The permission is for this machine only: private networks stay closed.
    expect(await fetchRemoteImage(allowed, "http://10.0.0.5/a.jpg", host)).toMatchObject({
      ok: false,
      reason: "private-address",
    });
    expect(host.asked).toEqual([address]);
  });

  it("stops reading a 20 MB body at the limit, whatever its Content-Length says", async () => {
    let sent = 0;
    const huge = () => {
      sent = 0;
      const chunk = new Uint8Array(64 * 1024);
      chunk.set(JPEG.subarray(0, 4));
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 20 * 1024 * 1024) return controller.close();
          controller.enqueue(chunk);
          sent += chunk.length;
        },
      });
      return new Response(body, { headers: { "Content-Type": "image/jpeg", "Content-Length": "4000" } });
    };
    const host = fakeHost({ "https://images.example.org/huge.jpg": huge });
    const result = await fetchRemoteImage(production, "https://images.example.org/huge.jpg", host);
    expect(result).toMatchObject({ ok: false, reason: "too-large" });
    expect(sent).toBeLessThan(11 * 1024 * 1024);

    const announced = fakeHost({
      "https://images.example.org/big.jpg": () =>
        new Response(JPEG, { headers: { "Content-Length": String(50 * 1024 * 1024) } }),
    });
    expect(await fetchRemoteImage(production, "https://images.example.org/big.jpg", announced)).toMatchObject({
      ok: false,
      reason: "too-large",
    });
  });

  it("refuses HTML and SVG served as images", async () => {
    const html = new TextEncoder().encode("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const host = fakeHost({
      "https://images.example.org/page.jpg": image(html, "image/jpeg"),
      "https://images.example.org/logo.svg": image(svg, "image/svg+xml"),
      "https://images.example.org/empty.png": image(new Uint8Array(), "image/png"),
    });
    for (const name of ["page.jpg", "logo.svg", "empty.png"]) {
      const result = await fetchRemoteImage(production, `https://images.example.org/${name}`, host);
      expect(result, name).toMatchObject({ ok: false, reason: "not-an-image" });
    }
  });

  it("names an error status of the other site", async () => {
    const host = fakeHost({
      "https://images.example.org/gone.jpg": () => new Response(JPEG, { status: 410 }),
      "https://images.example.org/broken.jpg": () => new Response(JPEG, { status: 500 }),
    });
    for (const [name, status] of [
      ["missing.jpg", 404],
      ["gone.jpg", 410],
      ["broken.jpg", 500],
    ] as const) {
      const result = await fetchRemoteImage(production, `https://images.example.org/${name}`, host);
      expect(result, name).toEqual({ ok: false, reason: "http-error", detail: `HTTP ${status}` });
    }
  });

  it("gives up on a server that never answers, or never finishes its body", async () => {
    const never = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    expect(
      await fetchRemoteImage(production, "https://slow.example.org/a.jpg", { fetcher: never, timeoutMs: 50 }),
    ).toMatchObject({ ok: false, reason: "timeout" });
    const endless = fakeHost({
      "https://slow.example.org/b.jpg": () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(JPEG.subarray(0, 10));
            },
          }),
        ),
    });
    const result = await fetchRemoteImage(production, "https://slow.example.org/b.jpg", {
      fetcher: endless.fetcher,
      timeoutMs: 50,
    });
    expect(result).toMatchObject({ ok: false, reason: "timeout" });
  });

  it("reports a connection that fails", async () => {
    const failing = (() => Promise.reject(new TypeError("Network connection lost."))) as typeof fetch;
    expect(await fetchRemoteImage(production, "https://down.example.org/a.jpg", { fetcher: failing })).toEqual({
      ok: false,
      reason: "network",
      detail: "Network connection lost.",
    });
  });
});
