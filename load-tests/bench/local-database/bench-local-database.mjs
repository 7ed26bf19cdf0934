// Measures the local database's lookups by kind at two collection sizes: by `_id`, by `_id` with
// another condition (a conditional update's filter), by a field with a non-unique index, and by a
// field with no index (a scan). Each kind runs one query at a time, so the figures are latencies
// of one client on an otherwise idle server. Appends the run to load-tests/results/local-database.jsonl.
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { newRunId, percentile, runBench, startRunReport } from '../lib/bench-run.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { describeDatabaseServer } from '../lib/database-server.mjs';
import { infraAddresses } from '../lib/settings.mjs';

const SIZES = [20_000, 100_000];
const LOOKUPS = 300;
const OWNERS = 1_000;

const KINDS = [
  { name: 'by `_id`', query: (i) => ({ _id: `doc-${i}` }) },
  { name: 'by `_id` and another field', query: (i) => ({ _id: `doc-${i}`, status: 'open' }) },
  { name: 'by a field with a non-unique index', query: (i) => ({ owner: `owner-${i % OWNERS}` }) },
  { name: 'by a field without an index', query: (i) => ({ serial: i }) },
];

async function seed(collection, size) {
  const batch = 5_000;
  for (let start = 0; start < size; start += batch) {
    const docs = [];
    for (let i = start; i < Math.min(size, start + batch); i += 1) {
      docs.push({ _id: `doc-${i}`, owner: `owner-${i % OWNERS}`, serial: i, status: 'open' });
    }
    await collection.insertMany(docs, { ordered: false });
  }
  await collection.createIndex({ owner: 1 });
}

async function measure(collection, size, kind) {
  const timings = [];
  for (let n = 0; n < LOOKUPS; n += 1) {
    const i = Math.floor((n * 7_919) % size);
    const started = performance.now();
    const found = await collection.find(kind.query(i)).toArray();
    timings.push(performance.now() - started);
    if (found.length === 0) throw new Error(`${kind.name} found nothing for ${i}`);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95) };
}

async function main() {
  const report = startRunReport('local-database');
  const client = new MongoClient(infraAddresses().MONGO_URL);
  await client.connect();
  onCleanup(() => client.close());
  const db = client.db(`bench_local_database_${newRunId()}`);
  onCleanup(() => db.dropDatabase());
  const rows = [];
  for (const size of SIZES) {
    const collection = db.collection(`docs_${size}`);
    await seed(collection, size);
    for (const kind of KINDS)
      rows.push({ size, kind: kind.name, ...(await measure(collection, size, kind)) });
  }
  const server = await describeDatabaseServer(client);
  const ms = (value) => value.toFixed(2);
  const table = [
    '| Documents | Lookup | p50 ms | p95 ms |',
    '| ---: | --- | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.size.toLocaleString('en-US')} | ${row.kind} | ${ms(row.p50)} | ${ms(row.p95)} |`,
    ),
  ];
  const section = [
    report.heading(),
    '',
    report.machineLine(),
    report.codeLine(`. Database: ${server}`),
    `- ${LOOKUPS} lookups of each kind, one at a time. By \`_id\` and by the field without an ` +
      `index each finds 1 document; the indexed field holds ${OWNERS.toLocaleString('en-US')} ` +
      'values, so it finds 20 documents at 20,000 and 100 at 100,000. Without the index classes ' +
      'the second and third kinds read the whole collection, as the fourth does.',
    '',
    ...table,
  ].join('\n');
  console.log(section);
  console.error(`recorded in ${report.record(section)}`);
}

await runBench('local-database', main);
