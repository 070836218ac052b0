import fs from 'node:fs';

const title = '# Benchmarks and measurements';
const heading = '## API benchmarks';

/** Replaces (or adds) the API section of RESULTS.md and leaves every other section as it was. */
export function writeApiSection(file: string, body: string): void {
  writeSection(file, heading, body);
}

/** Replaces (or adds) one `## ` section of RESULTS.md and leaves every other section as it was. */
export function writeSection(file: string, heading: string, body: string): void {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `${title}\n`;
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = current.indexOf(`${heading}\n`);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const rest = current.slice(start + heading.length);
    const end = rest.search(/\n## /);
    const after = end === -1 ? '' : rest.slice(end + 1);
    next = `${current.slice(0, start)}${section}${after ? `\n${after}` : ''}`;
  }
  fs.writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}

export const formatNumber = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
