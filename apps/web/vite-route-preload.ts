import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { type LandingPage, landingPages } from './src/app/landing-pages.ts';

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

function preloadFor(bundle: OutputBundle, page: LandingPage, shell: Set<string>): Preload {
  const files = [...withStaticImports(bundle, chunkFor(bundle, page.module).fileName, new Set())];
  const namespaces: Record<string, string[]> = {};
  for (const language of languages) {
    namespaces[language] = page.namespaces.map(
      (namespace) => chunkFor(bundle, `src/locales/${language}/${namespace}.json`).fileName,
    );
  }
  const image = page.heroImage ? assetFor(bundle, page.heroImage).fileName : undefined;
  return {
    path: page.path,
    prefix: page.prefix ?? false,
    files: files.filter((file) => !shell.has(file)),
    namespaces,
    ...(image ? { image } : {}),
  };
}

/**
 * Adds a small inline script to index.html that, on a landing page's address, preloads that page's
 * chunks, translations (for the visitor's saved language) and hero image while the shell downloads.
 * Without it they start only after the shell has run and the router has matched: one more round trip
 * before the page (and its largest image) paints on a phone's network. Lighthouse on `/`: LCP 2.5 s
 * to 2.0–2.2 s (bench/RESULTS.md). The server hashes every inline script into its CSP.
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
        const preloads = landingPages.map((page) => preloadFor(bundle, page, shell));
        const script = `(function(){try{var p=location.pathname,l=(localStorage.getItem('lang')||document.documentElement.lang)==='bn'?'bn':'en',t=${JSON.stringify(
          preloads,
        )};for(var i=0;i<t.length;i++){var r=t[i];if(r.prefix?p.indexOf(r.path)===0:p===r.path){if(r.image){var m=document.createElement('link');m.rel='preload';m.as='image';m.setAttribute('fetchpriority','high');m.href='/'+r.image;document.head.appendChild(m)}var f=r.files.concat(r.namespaces[l]);for(var j=0;j<f.length;j++){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href='/'+f[j];document.head.appendChild(k)}}}}catch(e){}})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
