// The enhancement modules' addresses (vite/enhance-modules.ts): hashed files once built, sources in development.
declare module "virtual:enhance-modules" {
  const urls: Record<"site" | "slideshow" | "video" | "copy" | "forms", string>;
  export default urls;
}
