/**
 * zod probes `new Function('')` when it builds an object schema, to decide whether to compile its parsers.
 * The page's Content-Security-Policy has no 'unsafe-eval', so the browser refuses the probe and reports a
 * policy violation on every page (Lighthouse counts it against Best Practices). Parsing without compiling is
 * fast enough for the forms and content reads here.
 *
 * zod keeps its configuration in `globalThis.__zod_globalConfig`, creating it only when absent (so that
 * several copies share one; zod/v4/core/core.js), and `z.config({ jitless: true })` writes the same object.
 * Schemas are built while modules are evaluated, and the bundler evaluates shared chunks before any code of
 * ours, so the setting is made by an inline script in the document head, before any module runs.
 */
export const zodWithoutEvalScript =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
