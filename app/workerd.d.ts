// workerd offers a streaming hash on `crypto` (crypto.DigestStream); the DOM's Crypto type, which the app
// also compiles against, does not know it. One declaration here instead of a cast at every use.
interface Crypto {
  readonly DigestStream: typeof DigestStream;
}
