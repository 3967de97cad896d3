/**
 * A passkey authenticator in plain WebCrypto, for tests that talk to the passkey endpoints the way a
 * browser does: it answers a registration challenge with an ES256 key ("none" attestation) and signs
 * sign-in challenges with it. `origin` and `rpId` can be set to another site's, to act as a passkey
 * of that site. Real browsers are covered by the Playwright test with Chromium's virtual authenticator.
 */

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

/** The few CBOR shapes an attestation needs: maps, byte and text strings, small integers. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cborHead(major: number, length: number): Uint8Array {
  if (length < 24) return Uint8Array.of((major << 5) | length);
  if (length < 256) return Uint8Array.of((major << 5) | 24, length);
  return Uint8Array.of((major << 5) | 25, length >> 8, length & 0xff);
}

function cbor(value: Cbor): Uint8Array {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const bytes = encoder.encode(value);
    return concat(cborHead(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  const entries = [...value.entries()].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return concat(cborHead(5, value.size), ...entries);
}

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries the signature DER-encoded. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    let trimmed: Uint8Array = bytes.slice(start);
    if (trimmed[0]! & 0x80) trimmed = concat(Uint8Array.of(0), trimmed);
    return concat(Uint8Array.of(0x02, trimmed.length), trimmed);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

export class SoftAuthenticator {
  private keys: CryptoKeyPair | null = null;
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  private counter = 0;

  constructor(
    public origin: string,
    public rpId: string,
  ) {}

  get id(): string {
    return base64url(this.credentialId);
  }

  /** The answer to the registration options, as @simplewebauthn/browser hands it to the site. */
  async register(options: Options) {
    this.keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const jwk = (await crypto.subtle.exportKey("jwk", this.keys.publicKey)) as JsonWebKey;
    const fromB64url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromB64url(jwk.x!)],
        [-3, fromB64url(jwk.y!)],
      ]),
    );
    const authData = concat(
      await sha256(encoder.encode(this.rpId)),
      Uint8Array.of(0x45), // user present, user verified, attested credential data
      new Uint8Array(4),
      new Uint8Array(16), // AAGUID: none
      Uint8Array.of(this.credentialId.length >> 8, this.credentialId.length & 0xff),
      this.credentialId,
      cose,
    );
    const clientData = encoder.encode(
      JSON.stringify({
        type: "webauthn.create",
        challenge: options.challenge,
        origin: this.origin,
        crossOrigin: false,
      }),
    );
    const attestation = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: base64url(clientData),
        attestationObject: base64url(attestation),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to sign-in options: the challenge signed with the registered key. */
  async signIn(options: Options) {
    if (!this.keys) throw new Error("register first");
    this.counter += 1;
    const authData = concat(
      await sha256(encoder.encode(this.rpId)),
      Uint8Array.of(0x05), // user present, user verified
      Uint8Array.of(0, 0, this.counter >> 8, this.counter & 0xff),
    );
    const clientData = encoder.encode(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: this.origin, crossOrigin: false }),
    );
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: base64url(clientData),
        authenticatorData: base64url(authData),
        signature: base64url(derSignature(raw)),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
