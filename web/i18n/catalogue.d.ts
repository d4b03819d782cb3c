/** One part of one language's catalogue (web/i18n/parts.ts), made by vite.config.ts. */
declare module "virtual:catalogue/*" {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
