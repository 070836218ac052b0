// Zod 4 probes `new Function('')` once to see whether it may compile fast object parsers. The site's
// CSP forbids eval, so the probe is refused and Chrome records a CSP issue (Lighthouse best
// practices 96). Telling zod up front skips the probe; parsing takes its plain path. Zod reads this
// global when it first loads (node_modules/zod/v4/core/core.js), in a page chunk after this one.
const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };
