import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { booking, bookParcels, signIn } from './lib/api.ts';
import { raisedLimits, startProductionApi } from './lib/api-server.ts';
import { benchServerUrl, createBenchDatabase, insertParcels } from './lib/database.ts';
import { measureServer } from './lib/load.ts';
import { cpuProfileFlags, memoryOf } from './lib/processes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const endpoint = process.argv[2] ?? 'list';
const seconds = Number(process.argv[3] ?? 10);
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-profile-'));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (name, file and line), largest first, as shares of all samples. */
function topFunctions(profile: CpuProfile, count = 40): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.replace(/^file:\/\//, '').replace(`${root}/`, '');
    const key = `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, time]) => `${((time / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
}

const db = await createBenchDatabase(benchServerUrl);
try {
  const server = await startProductionApi({
    root,
    databaseUrl: db.url,
    env: {
      SEED_DEMO: 'true',
      ...raisedLimits,
      ...(endpoint === 'track-uncached' ? { TRACK_CACHE_MS: '0' } : {}),
    },
    nodeArgs: cpuProfileFlags(process.env.NO_PROFILE === '1' ? undefined : profileDir),
  });
  const token = await signIn(server.url, 'customer@desh.test', 'customer123');
  const auth = { authorization: `Bearer ${token}` };
  let request: Parameters<typeof measureServer>[4];
  if (endpoint === 'list') {
    const [{ id, email } = { id: '', email: '' }] = await db.query<{ id: string; email: string }>(
      `select id, email from users where email = 'customer@desh.test'`,
    );
    await insertParcels(db, {
      count: 10_000,
      firstIndex: 1,
      prefix: '1',
      senderSql: `'${id}'`,
      emailSql: `'${email}'`,
    });
    request = { path: `/api/parcels?email=${encodeURIComponent(email)}`, headers: auth };
  } else if (endpoint === 'booking') {
    request = {
      method: 'POST',
      path: '/api/parcels',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(booking),
    };
  } else {
    const ids = await bookParcels(server.url, token, 200);
    request = {
      next: () => ({ path: `/api/track/${ids[Math.floor(Math.random() * ids.length)]}` }),
    };
  }
  const probe = await fetch(`${server.url}${request.path ?? request.next?.().path}`, {
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    ...(request.body ? { body: request.body } : {}),
  });
  console.info(`probe: ${probe.status} ${(await probe.text()).slice(0, 160)}`);
  // autocannon takes the path from the URL; a `path` beside it is not used.
  const { path: fixedPath, ...rest } = request;
  const { run, cpuPerRequestUs: cpuPerRequest } = await measureServer(
    server,
    endpoint,
    `${server.url}${fixedPath ?? ''}`,
    { connections: 100, durationSeconds: seconds },
    rest,
  );
  const memory = memoryOf(server);
  await server.stop();
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  console.info(
    `${endpoint}: ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ` +
      `${Math.round(cpuPerRequest)} µs CPU per request (profiler ${process.env.NO_PROFILE === '1' ? 'off' : 'on'}), ${run.detail}; ` +
      `RSS ${Math.round(memory.rssMb)} MB (peak ${Math.round(memory.peakMb)} MB)`,
  );
  if (file) {
    const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
    console.info(`profile: ${path.join(profileDir, file)}\n${topFunctions(profile).join('\n')}`);
  } else console.info('no profile written');
} finally {
  await db.drop();
}
