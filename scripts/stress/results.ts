import fs from 'node:fs';

const heading = '## Stress and fault tests';

/** Replaces (or appends) the stress section of RESULTS.md, leaving every other section as it was. */
export function writeStressSection(file: string, body: string): void {
  const current = fs.readFileSync(file, 'utf8');
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) {
    fs.writeFileSync(file, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const rest = current.slice(start + heading.length);
  const end = rest.search(/\n## /);
  const after = end === -1 ? '' : rest.slice(end + 1);
  fs.writeFileSync(file, `${current.slice(0, start)}${section}${after ? `\n${after}` : ''}`);
}

const injectionPrefix = '**Injection**';

/** The sqlmap paragraph of the stress section, kept when `npm run stress` rewrites the rest. */
export function currentInjectionLine(file: string): string | undefined {
  const current = fs.readFileSync(file, 'utf8');
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) return undefined;
  return current
    .slice(start)
    .split('\n')
    .find((line) => line.startsWith(injectionPrefix));
}

/** Writes `npm run sqlmap`'s one-paragraph result into the stress section (added if missing). */
export function writeInjectionLine(file: string, text: string): void {
  const line = `${injectionPrefix} ${text}`;
  const existing = currentInjectionLine(file);
  const current = fs.readFileSync(file, 'utf8');
  if (existing) {
    fs.writeFileSync(file, current.replace(existing, line));
    return;
  }
  if (!current.includes(`${heading}\n`)) {
    writeStressSection(file, line);
    return;
  }
  const start = current.indexOf(`${heading}\n`);
  const rest = current.slice(start);
  const end = rest.search(/\n## /);
  const insertAt = end === -1 ? current.trimEnd().length : start + end;
  fs.writeFileSync(file, `${current.slice(0, insertAt).trimEnd()}\n\n${line}\n${current.slice(insertAt)}`);
}
