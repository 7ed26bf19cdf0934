import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { progressLog, runBench, startRunReport } from '../lib/bench-run.mjs';

/**
 * Lighthouse on a phone (its default mobile emulation: a mid-range phone, 4x CPU slowdown,
 * simulated slow 4G) over the pages a visitor meets first, against a running stack (`npm start`
 * serves one at http://localhost:8080; BENCH_BASE_URL names another). Lighthouse is fetched by
 * npx on first use rather than installed with the project: nothing else needs its 200 packages.
 * Each page is measured BENCH_LIGHTHOUSE_RUNS times (3) and the median performance run is kept,
 * as Lighthouse's own guidance advises for a noisy machine.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const BASE_URL = (process.env.BENCH_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const PAGES = ['/', '/login'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 90, accessibility: 95, cls: 0.1 };

const progress = progressLog('web-pages');
const run = promisify(execFile);

async function lighthouse(url, outputPath) {
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${outputPath}`,
      '--chrome-flags=--headless --no-sandbox',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const report = JSON.parse(await readFile(outputPath, 'utf8'));
  const audit = (id) => report.audits[id].numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
  };
}

const median = (runs) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

const verdict = (met) => (met ? 'met' : 'missed');

async function main() {
  const report = startRunReport('web-pages');
  const workdir = await mkdtemp(path.join(tmpdir(), 'bench-web-pages-'));
  const rows = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let index = 0; index < RUNS; index += 1) {
        progress(`${page}: run ${index + 1} of ${RUNS}`);
        runs.push(await lighthouse(`${BASE_URL}${page}`, path.join(workdir, `${index}.json`)));
      }
      rows.push({ page, ...median(runs) });
    }
  } finally {
    await rm(workdir, { recursive: true, force: true });
  }
  const seconds = (ms) => (ms / 1000).toFixed(1);
  const section = [
    report.heading(),
    '',
    report.machineLine(),
    report.codeLine(),
    `- Settings: ${LIGHTHOUSE}, mobile emulation, median of ${RUNS} runs by performance; ${BASE_URL}.`,
    '',
    '| Page | performance | accessibility | CLS | FCP s | LCP s | TBT ms | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((row) => {
      const met =
        row.performance >= TARGETS.performance &&
        row.accessibility >= TARGETS.accessibility &&
        row.cls < TARGETS.cls;
      return (
        `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.cls.toFixed(3)} | ` +
        `${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ${Math.round(row.tbtMs)} | ` +
        `performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, ` +
        `CLS < ${TARGETS.cls}: ${verdict(met)} |`
      );
    }),
  ].join('\n');
  console.log(section);
  progress(`recorded in ${report.record(section)}`);
}

await runBench('web-pages', main);
