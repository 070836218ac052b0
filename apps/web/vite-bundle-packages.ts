import type { Plugin } from 'vite';

/** `…/node_modules/@scope/name/…` or `…/node_modules/name/…` to the package's name. */
export function packageOf(moduleId: string): string | undefined {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId.replaceAll('\\', '/'));
  return match?.[1];
}

/**
 * Writes `.vite/packages.json`: every npm package with code in the browser bundle, and the chunks
 * it is in. `npm run budget` reads it to prove the bundle runs on React DOM and not on Preact
 * (docs/decisions/004-react-runtime-and-prerendering.md).
 */
export function bundlePackages(): Plugin {
  return {
    name: 'desh:bundle-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          const name = packageOf(id);
          if (!name || module.renderedLength === 0) continue;
          packages[name] ??= [];
          if (!packages[name].includes(chunk.fileName)) packages[name].push(chunk.fileName);
        }
      }
      const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/packages.json',
        source: `${JSON.stringify(sorted, null, 2)}\n`,
      });
    },
  };
}
