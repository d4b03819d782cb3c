/**
 * Zod 4 compiles a fast object parser with `new Function` and, to know whether it may, probes `new Function("")`
 * when its first object schema is built. The app's CSP allows no eval, so the probe is refused and the browser
 * fires a `securitypolicyviolation` even though zod catches the error. `jitless` skips both the probe and the
 * compiled path (the interpreted parser gives the same results). It must be set before any schema is built:
 * main.tsx imports this module first, ahead of every chunk that builds schemas.
 *
 * This is `z.config({ jitless: true })` without importing zod into the first page's chunk (its core and
 * utilities weigh 3.9 KB gzipped there, and the first pages parse nothing): zod keeps its configuration in
 * `globalThis.__zod_globalConfig`, creating it only when absent, and `z.config()` writes into it.
 * `zod-jitless.test.ts` fails if zod stops reading it.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
