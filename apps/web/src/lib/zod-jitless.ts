// Zod 4 probes `new Function('')` when it builds its first object schema, to see whether it may compile
// fast parsers. The site's CSP forbids eval, so the probe is refused and Chrome records a CSP issue
// (Lighthouse best practices 96). The browser build resolves `zod` to this module (vite.config.ts), so
// zod's public `config` turns the probe off before any module that imports `zod` builds a schema, and
// zod still loads only with the pages that parse (the landing page has none).
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default, z } from 'zod/v4';
