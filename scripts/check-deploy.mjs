// Keeps the deployment files in step with the code: the Dockerfile, deploy/compose.yaml,
// deploy/nginx.conf and .env.example must know every variable env.ts reads, use the same port and
// start command, and proxy the live (SSE) routes the API serves. Docker cannot run on the CI
// machine, so this is the lint. Usage: node scripts/check-deploy.mjs [repository root]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Live routes (Server-Sent Events) as nginx must proxy them, and how the code declares them. */
const streamRoutes = [
  { nginx: 'location /api/track/', code: "'/track/:trackingId/events'" },
  { nginx: 'location = /api/parcels/stream', code: "'/parcels/stream'" },
];

const read = (root, file) => fs.readFileSync(path.join(root, file), 'utf8');

function envVariables(envSource) {
  const schema = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(envSource)?.[1] ?? '';
  return new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]));
}

/** The lines of one YAML block: from `header` until the next line indented `indent` or less. */
function yamlBlock(source, header, indent) {
  const lines = source.split('\n');
  const start = lines.indexOf(header);
  if (start < 0) return [];
  const block = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() && line.length - line.trimStart().length <= indent) break;
    block.push(line);
  }
  return block;
}

function nginxBlock(source, opening) {
  const start = source.indexOf(`${opening} {`);
  if (start < 0) return undefined;
  return source.slice(start, source.indexOf('}', start) + 1);
}

function compare(problems, where, expected, actual) {
  for (const name of expected) if (!actual.has(name)) problems.push(`${where} lacks ${name}`);
  for (const name of actual)
    if (!expected.has(name)) problems.push(`${where} has ${name}, which env.ts does not read`);
}

export function checkDeploy(root) {
  const problems = [];
  const envSource = read(root, 'apps/api/src/env.ts');
  const variables = envVariables(envSource);
  if (variables.size < 10) problems.push('could not read the variables of apps/api/src/env.ts');
  const port = /PORT: z\.coerce\.number\(\)[^\n]*\.default\((\d+)\)/.exec(envSource)?.[1];
  if (!port) problems.push('could not read the default PORT of env.ts');

  const example = read(root, '.env.example');
  compare(
    problems,
    '.env.example',
    variables,
    new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1])),
  );

  const dockerfile = read(root, 'Dockerfile');
  const serve = JSON.parse(read(root, 'package.json')).scripts?.serve;
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  if (!cmd || JSON.parse(cmd).join(' ') !== serve) {
    problems.push(`Dockerfile CMD ${cmd} is not the "serve" script (${serve})`);
  }
  if (!dockerfile.includes(`EXPOSE ${port}`)) problems.push(`Dockerfile does not EXPOSE ${port}`);
  if (!new RegExp(`\\bPORT=${port}\\b`).test(dockerfile))
    problems.push(`Dockerfile does not set PORT=${port}`);
  if (!/\bNODE_ENV=production\b/.test(dockerfile))
    problems.push('Dockerfile does not set NODE_ENV=production');
  if (!/^HEALTHCHECK[\s\S]*?\/api\/health/m.test(dockerfile))
    problems.push('Dockerfile HEALTHCHECK does not call /api/health');
  if (!dockerfile.includes('COPY apps/api/drizzle'))
    problems.push('Dockerfile does not copy the migrations (apps/api/drizzle)');
  if (!/^USER (?!root)\S+/m.test(dockerfile)) problems.push('Dockerfile does not switch to a non-root USER');
  const envBlock =
    /^ENV ([\s\S]*?)\n(?!\s)/m.exec(dockerfile.slice(dockerfile.lastIndexOf('FROM ')))?.[1] ?? '';
  for (const [, name] of envBlock.matchAll(/([A-Z][A-Z0-9_]*)=/g)) {
    if (!variables.has(name)) problems.push(`Dockerfile sets ${name}, which env.ts does not read`);
  }

  const compose = read(root, 'deploy/compose.yaml');
  const apiEnvironment = yamlBlock(yamlBlock(compose, '  api:', 2).join('\n'), '    environment:', 4);
  const composeValues = new Map(
    apiEnvironment
      .map((line) => /^ {6}([A-Z][A-Z0-9_]*): ?(.*)$/.exec(line))
      .filter(Boolean)
      .map((match) => [match[1], match[2].replace(/^"(.*)"$/, '$1')]),
  );
  compare(problems, 'deploy/compose.yaml (api environment)', variables, new Set(composeValues.keys()));
  const required = { NODE_ENV: 'production', PORT: port, UPLOAD_DRIVER: 's3', TRUST_PROXY: 'true' };
  for (const [name, value] of Object.entries(required)) {
    if (composeValues.get(name) !== value)
      problems.push(`deploy/compose.yaml: api ${name} should be ${value}`);
  }
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'BETTER_AUTH_SECRET',
    'PUBLIC_URL',
    'S3_ENDPOINT',
    'S3_PUBLIC_URL',
  ]) {
    if (!composeValues.get(name)) problems.push(`deploy/compose.yaml: api ${name} is not set`);
  }
  if (!/^ {4}deploy:\n {6}replicas: /m.test(yamlBlock(compose, '  api:', 2).join('\n').replace(/^/, '\n'))) {
    problems.push('deploy/compose.yaml: api has no deploy.replicas');
  }
  // A process that dies (it should not: docs/runbook.md) is started again; one-shot *-init jobs are not.
  const services = yamlBlock(compose, 'services:', 0)
    .map((line) => /^ {2}([\w-]+):$/.exec(line)?.[1])
    .filter((name) => name !== undefined);
  for (const name of services) {
    if (name.endsWith('-init')) continue;
    const restart = yamlBlock(compose, `  ${name}:`, 2).find((line) => /^ {4}restart: /.test(line));
    if (!/restart: (unless-stopped|always)$/.test(restart ?? '')) {
      problems.push(`deploy/compose.yaml: ${name} has no restart policy (restart: unless-stopped)`);
    }
  }

  const nginx = read(root, 'deploy/nginx.conf');
  if (!nginx.includes(`server api:${port}`)) problems.push(`deploy/nginx.conf: upstream is not api:${port}`);
  const routes = fs
    .readdirSync(path.join(root, 'apps/api/src/modules'), { recursive: true })
    .filter((file) => String(file).endsWith('.routes.ts'))
    .map((file) => read(root, path.join('apps/api/src/modules', String(file))))
    .join('\n');
  for (const route of streamRoutes) {
    if (!routes.includes(route.code))
      problems.push(`no route ${route.code} in the API any more: update streamRoutes`);
    const block = nginxBlock(nginx, route.nginx);
    if (!block) problems.push(`deploy/nginx.conf lacks "${route.nginx}" for the event stream`);
    else if (!block.includes('proxy_buffering off') || !/proxy_read_timeout \d+h/.test(block)) {
      problems.push(
        `deploy/nginx.conf "${route.nginx}" needs proxy_buffering off and a long proxy_read_timeout`,
      );
    }
  }
  const bucket = composeValues.get('S3_BUCKET');
  if (!bucket || !nginx.includes(`/${bucket}/`))
    problems.push(`deploy/nginx.conf does not serve the bucket ${bucket}`);
  if (!composeValues.get('S3_PUBLIC_URL')?.endsWith('/uploads') || !nginx.includes('/uploads/')) {
    problems.push('S3_PUBLIC_URL and nginx must both use /uploads');
  }
  const bodyMb = Number(/client_max_body_size (\d+)m;/.exec(nginx)?.[1] ?? 0);
  if (bodyMb <= 5) problems.push('deploy/nginx.conf client_max_body_size must exceed the 5 MB upload limit');

  // The highly available database (deploy/compose.ha.yaml over compose.yaml, deploy/ha on the database
  // machines): the API must name both nodes and take only the one that accepts writes.
  const ha = read(root, 'deploy/compose.ha.yaml');
  const haUrl = /^ {6}DATABASE_URL: (.*)$/m.exec(yamlBlock(ha, '  api:', 2).join('\n'))?.[1] ?? '';
  const hostsVariable = ['$', '{DATABASE_HOSTS'].join('');
  if (!haUrl.includes(hostsVariable) || !haUrl.includes('target_session_attrs=read-write'))
    problems.push(
      'deploy/compose.ha.yaml: api DATABASE_URL must list DATABASE_HOSTS with target_session_attrs=read-write',
    );
  if (!/^#? ?DATABASE_HOSTS=/m.test(read(root, 'deploy/.env.example')))
    problems.push('deploy/.env.example does not mention DATABASE_HOSTS (deploy/compose.ha.yaml)');
  for (const name of ['postgres', 'backup', 'wal-archive-init']) {
    if (!yamlBlock(ha, `  ${name}:`, 2).some((line) => line.includes('profiles: [single-database]')))
      problems.push(`deploy/compose.ha.yaml must keep compose.yaml's ${name} from starting`);
  }

  const dockerignore = read(root, '.dockerignore').split('\n');
  for (const entry of ['.env', '**/node_modules', '.git']) {
    if (!dockerignore.includes(entry)) problems.push(`.dockerignore lacks ${entry}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkDeploy(root);
  if (problems.length > 0) {
    console.error(`Deployment files are out of step with the code:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.info('Deployment files match the code (env variables, port, command, health check, streams).');
}
