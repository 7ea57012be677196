/**
 * The app's Content-Security-Policy refuses eval. zod compiles fast object parsers with
 * `new Function` unless it is jitless, and probes for eval when its first object schema is built
 * (a reported violation even though caught). Its global config lives on globalThis, so this
 * module, imported first by each shell's main.tsx, sets jitless before any schema exists.
 */
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// In place: zod keeps a reference to the object it finds.
(g.__zod_globalConfig ??= {}).jitless = true;

export {};
