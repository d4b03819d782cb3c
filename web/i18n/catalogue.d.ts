/** One language's merged catalogue (shared/i18n's `catalogues[language]`), made by vite.config.ts. */
declare module "virtual:catalogue/*" {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
