// Part of `npm test`, after the build: every daisyUI component class the web app's code uses has CSS in
// the built stylesheets. index.css leaves out the daisyUI components the app does not use (to keep the
// first paint's CSS small); a component that comes into use while still excluded renders unstyled (a
// modal drawn as plain text at the top of the page, tabs run together as one line), and nothing else
// fails. This check does.
import fs from 'node:fs';
import path from 'node:path';

const dist = process.env.WEB_DIST_DIR ?? 'apps/web/dist';
const sourceDir = 'apps/web/src';
const daisyComponents = path.join(
  path.dirname(new URL(import.meta.resolve('daisyui')).pathname),
  'components',
);

/** class name → its daisyUI component, from the component's own stylesheet. */
function daisyClasses() {
  const classes = new Map();
  for (const file of fs.readdirSync(daisyComponents).filter((name) => name.endsWith('.css'))) {
    const component = file.replace(/\.css$/, '');
    const css = fs.readFileSync(path.join(daisyComponents, file), 'utf8');
    for (const [, name] of css.matchAll(/\.([a-z][a-z0-9-]*)/g)) {
      // Only the component's own names (modal, modal-box, tabs, tab-active …), not the size and layer
      // helpers every component mentions (.sm, .l1).
      const stem = component.replace(/s$/, '');
      if (name === component || name.startsWith(stem)) classes.set(name, component);
    }
  }
  return classes;
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/**
 * The class tokens the code writes: every word of a className value, and any hyphenated word in a
 * string (names such as `modal-box` mean nothing else), so `type="checkbox"` is not taken for a class.
 */
function usedTokens(text) {
  const tokens = new Set();
  const words = (value) => value.split(/[\s`'"{}$()?:]+/).filter(Boolean);
  for (const match of text.matchAll(/className(?:=|:\s*)(?:"([^"]*)"|\{`([^`]*)`|'([^']*)')/g)) {
    for (const word of words(match[1] ?? match[2] ?? match[3] ?? '')) tokens.add(word);
  }
  for (const [, value] of text.matchAll(/['"`]([^'"`\n]*)['"`]/g)) {
    for (const word of words(value)) if (word.includes('-')) tokens.add(word);
  }
  return tokens;
}

const classes = daisyClasses();
const assets = path.join(dist, 'assets');
if (!fs.existsSync(assets)) {
  console.error(`${assets} is missing: run npm run build first`);
  process.exit(1);
}
const builtCss = fs
  .readdirSync(assets)
  .filter((name) => name.endsWith('.css'))
  .map((name) => fs.readFileSync(path.join(assets, name), 'utf8'))
  .join('\n');

const missing = new Map();
for (const file of sourceFiles(sourceDir)) {
  for (const token of usedTokens(fs.readFileSync(file, 'utf8'))) {
    const component = classes.get(token);
    if (!component) continue;
    const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`\\.${escaped}(?![a-z0-9-])`).test(builtCss)) continue;
    const where = missing.get(token) ?? { component, files: new Set() };
    where.files.add(path.relative(sourceDir, file));
    missing.set(token, where);
  }
}

if (missing.size > 0) {
  console.error(
    'daisyUI classes used in the code but missing from the built CSS (excluded in apps/web/src/index.css?):',
  );
  for (const [token, { component, files }] of missing) {
    console.error(`  .${token} (component ${component}) in ${[...files].join(', ')}`);
  }
  process.exit(1);
}
console.info(
  `daisyUI: every component class the code uses has CSS in the build (${classes.size} names known).`,
);
