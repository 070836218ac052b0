// Part of `npm test`, after the build: the browser bundle carries React's production build. Its
// development build (what `NODE_ENV=development vite build` made: jsx-dev-runtime, full warnings, no
// react.dev/errors links, a 439 KB entry) must never ship. `node scripts/check-react-build.mjs [dist]`.
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const assets = path.join(dist, 'assets');
if (!fs.existsSync(assets)) {
  console.error(`✖ ${assets} is missing: run npm run build`);
  process.exit(1);
}
const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
const problems = [];
let productionErrors = false;
for (const file of scripts) {
  if (/jsx-dev-runtime/.test(file)) problems.push(`${file}: React's development JSX runtime`);
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  // Only the development builds call the JSX runtime through jsxDEV and print these warnings.
  if (/\bjsxDEV\b/.test(code)) problems.push(`${file}: calls jsxDEV (React's development build)`);
  if (code.includes('react-dom.development') || code.includes('is not a valid value for the `')) {
    problems.push(`${file}: React DOM's development build`);
  }
  // React's production build shortens its errors to links to react.dev/errors.
  if (code.includes('react.dev/errors/')) productionErrors = true;
}
if (!productionErrors) problems.push(`no script under ${assets} has React's production error links`);
if (problems.length) {
  for (const problem of problems.slice(0, 5)) console.error(`✖ ${problem}`);
  if (problems.length > 5) console.error(`… and ${problems.length - 5} more`);
  process.exit(1);
}
console.info(`${assets}: ${scripts.length} scripts, React's production build`);
