import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { fieldPages } from './src/app/field-pages.ts';
import { type LandingPage, landingPages } from './src/app/landing-pages.ts';
import { shopPages } from './src/app/shop-pages.ts';

const languages = ['en', 'bn'] as const;

/** A chunk's file and every chunk it imports statically, in load order. */
function withStaticImports(bundle: OutputBundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

function chunkFor(bundle: OutputBundle, moduleSuffix: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (item): item is OutputChunk => item.type === 'chunk' && !!item.facadeModuleId?.endsWith(moduleSuffix),
  );
  if (!chunk) throw new Error(`No chunk for ${moduleSuffix}: is it still a lazy route?`);
  return chunk;
}

function assetFor(bundle: OutputBundle, source: string): OutputAsset {
  const asset = Object.values(bundle).find(
    (item): item is OutputAsset =>
      item.type === 'asset' && item.originalFileNames.some((name) => name.endsWith(source)),
  );
  if (!asset) throw new Error(`No asset for ${source}`);
  return asset;
}

interface Preload {
  path: string;
  prefix: boolean;
  files: string[];
  /** Translation chunks per language. */
  namespaces: Record<string, string[]>;
  image?: string;
}

function namespacesFor(bundle: OutputBundle, names: string[]): Record<string, string[]> {
  const namespaces: Record<string, string[]> = {};
  for (const language of languages) {
    namespaces[language] = names.map(
      (namespace) => chunkFor(bundle, `src/locales/${language}/${namespace}.json`).fileName,
    );
  }
  return namespaces;
}

function preloadFor(bundle: OutputBundle, page: LandingPage, shell: Set<string>): Preload {
  const files = [...withStaticImports(bundle, chunkFor(bundle, page.module).fileName, new Set())];
  const namespaces = namespacesFor(bundle, page.namespaces);
  const image = page.heroImage ? assetFor(bundle, page.heroImage).fileName : undefined;
  return {
    path: page.path,
    prefix: page.prefix ?? false,
    files: files.filter((file) => !shell.has(file)),
    namespaces,
    ...(image ? { image } : {}),
  };
}

const entryScript = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g;

/**
 * Replaces the app's `<script type="module">` and its `<link rel="modulepreload">`s in index.html with
 * one small inline script that:
 * - on a landing page's address, preloads its first picture at once, and
 * - after the first paint, preloads the shell's chunks plus that page's chunks and translations (for
 *   the visitor's language) and starts the app; on a field screen's address, with its translations.
 * Landing pages arrive prerendered (decision 004): their text paints from the HTML and CSS alone, so
 * the JavaScript (about 145 KB gzip) waits for that paint instead of sharing the phone's connection
 * with the stylesheet before it. So does the rider's run drawn offline from its kept copy (decision
 * 025): the links' work would otherwise hold its first paint back. In a background tab (no paint), and
 * on every other page (the empty shell, which has nothing to paint without it), the app starts at
 * once. The server hashes every inline script into its CSP.
 */
export function routePreload(): Plugin {
  return {
    name: 'desh:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return html;
        const shell = withStaticImports(bundle, entry.fileName, new Set());
        const preloads = [
          ...landingPages.map((page) => preloadFor(bundle, page, shell)),
          // A field screen's or a shop's page's translations (with `errors`, which every page loads):
          // its code comes with the server's preloads; a field screen often opens with no network,
          // from the worker's cache.
          ...[...fieldPages, ...shopPages].map((page) => ({
            path: page.path,
            prefix: page.prefix ?? false,
            files: [],
            namespaces: namespacesFor(bundle, [...page.namespaces, 'errors']),
          })),
        ];
        const entryFile = entryScript.exec(html)?.[1];
        if (entryFile !== entry.fileName)
          throw new Error('index.html: the entry <script type="module"> was not found');
        const shellFiles = [...html.matchAll(modulePreload)].map((match) => match[1]);
        const stripped = html.replace(entryScript, '').replace(modulePreload, '');
        const script = `(function(){var d=document,h=d.head,p=location.pathname,l='en',r=null,t=${JSON.stringify(
          preloads,
        )};try{l=(localStorage.getItem('lang')||d.documentElement.lang)==='bn'?'bn':'en'}catch(e){}function a(rel,href,as){var k=d.createElement('link');k.rel=rel;k.href='/'+href;if(as){k.as=as;k.setAttribute('fetchpriority','high')}else k.crossOrigin='';h.appendChild(k)}for(var i=0;i<t.length;i++){if(t[i].prefix?p.indexOf(t[i].path)===0:p===t[i].path){r=t[i];break}}if(r&&r.image)a('preload',r.image,'image');var s=0;function go(){if(s)return;s=1;var f=${JSON.stringify(
          shellFiles,
        )};if(r)f=f.concat(r.files,r.namespaces[l]);for(var j=0;j<f.length;j++)a('modulepreload',f[j]);var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src='/${entryFile}';h.appendChild(e)}if(d.visibilityState==='hidden'||!(d.getElementById('root').dataset.lang||d.getElementById('run-snapshot')))go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
        return { html: stripped, tags: [{ tag: 'script', children: script, injectTo: 'body' }] };
      },
    },
  };
}
