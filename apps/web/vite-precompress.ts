import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(?:js|css|html|svg|json|txt|wasm)$/;

/**
 * Writes `.br` and `.gz` copies of every text file (and the scanner's WebAssembly) the build emits, once, at build time: the API
 * serves them with @fastify/static's `preCompressed`, so phones download a fifth of the bytes and
 * the server never compresses per request.
 */
export function precompress(): Plugin {
  return {
    name: 'desh:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}
