// The newest migration's name (vite/schema-version.ts), read from migrations/ at build time.
declare module "virtual:schema-version" {
  const newestMigration: string;
  export default newestMigration;
}
