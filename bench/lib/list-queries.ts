import type { BenchDatabase } from './database.ts';

// The two statements behind GET /api/parcels?email= (see apps/api/src/modules/parcels/parcels.repository.ts).
const pageSql = `select * from parcels where sender_email = $1
  order by booking_time desc nulls last, id asc limit 20 offset 0`;
const countSql = `select count(*) from (select 1 from parcels where sender_email = $1 limit 10000) as capped`;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function planSummary(node: PlanNode): string {
  const self = node['Index Name'] ? `${node['Node Type']} (${node['Index Name']})` : node['Node Type'];
  const children = (node.Plans ?? []).map(planSummary);
  return children.length > 0 ? `${self} ← ${children.join(', ')}` : self;
}

async function timing(db: BenchDatabase, text: string, email: string, runs: number) {
  const times: number[] = [];
  let plan = '';
  for (let run = 0; run < runs; run += 1) {
    const [row] = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }> }>(
      `explain (analyze, format json) ${text}`,
      [email],
    );
    const result = row?.['QUERY PLAN'][0];
    if (!result) throw new Error('explain returned nothing');
    times.push(result['Execution Time']);
    plan = planSummary(result.Plan);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)] ?? 0, plan };
}

/** Server-side time of the page and count statements for one sender (median of `runs`), with their plans. */
export async function listQueryTimings(db: BenchDatabase, email: string, runs = 30) {
  return { page: await timing(db, pageSql, email, runs), count: await timing(db, countSql, email, runs) };
}
