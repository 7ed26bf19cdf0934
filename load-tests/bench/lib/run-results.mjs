import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root.mjs';

const RESULTS_DIR = path.join(REPO_ROOT, 'load-tests/results');

// The fields every bench writes as `- Key: value` lines under a run's heading.
const KEYED_LINES = new Map([
  ['Machine', 'machine'],
  ['Code', 'code'],
  ['Database', 'database'],
  ['Settings', 'settings'],
  ['Data', 'data'],
]);

const NUMBER = /^-?\d{1,3}(,\d{3})*(\.\d+)?$|^-?\d+(\.\d+)?$/;

const cellValue = (cell) => (NUMBER.test(cell) ? Number(cell.replaceAll(',', '')) : cell);

function splitRow(line) {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

function parseTable(lines) {
  const [header, , ...rows] = lines.map(splitRow);
  return rows.map((row) =>
    Object.fromEntries(
      header.map((name, index) => [name || `column ${index + 1}`, cellValue(row[index] ?? '')]),
    ),
  );
}

// A `- Code: commit abc1234 with uncommitted changes …. Database: …` line can carry the database too.
function addKeyedLine(record, key, value) {
  if (key !== 'code') {
    record[key] = value;
    return;
  }
  const [code, database] = value.split(/\.\s+Database:\s+/);
  record.code = code.replace(/\.$/, '');
  const commit = /commit ([0-9a-f]{7,40})/.exec(code);
  if (commit) record.commit = commit[1];
  if (database) record.database = database.replace(/\.$/, '');
}

/** Splits markdown into blocks: bullet items (with their indented continuation), tables, paragraphs. */
function blocksOf(markdown) {
  const blocks = [];
  for (const line of markdown.split('\n')) {
    const last = blocks.at(-1);
    if (line.trim() === '') {
      blocks.push(null);
    } else if (line.startsWith('|')) {
      if (last?.kind === 'table') last.lines.push(line);
      else blocks.push({ kind: 'table', lines: [line] });
    } else if (line.startsWith('- ')) {
      blocks.push({ kind: 'item', text: line.slice(2) });
    } else if (last && last.kind !== 'table') {
      last.text += ` ${line.trim()}`;
    } else {
      blocks.push({ kind: 'paragraph', text: line.trim() });
    }
  }
  return blocks.filter(Boolean);
}

/**
 * Turns one run as a bench renders it (a `## ` or `### ` heading with the date, then keyed lines,
 * tables and notes) into the record kept in load-tests/results: the run's figures as JSON, so
 * runs can be compared without reading prose.
 */
export function runRecord(bench, section) {
  const [heading, ...body] = section.trim().split('\n');
  const [when, title] = heading.replace(/^#+\s*/, '').split(/\s+—\s+/);
  const record = { bench, date: when.replace(/\s*UTC$/, '') };
  if (title) record.title = title;
  const tables = [];
  const lines = [];
  const notes = [];
  for (const block of blocksOf(body.join('\n'))) {
    if (block.kind === 'table') {
      tables.push(parseTable(block.lines));
      continue;
    }
    const keyed = /^([A-Z][a-z]+): (.*)$/s.exec(block.text);
    if (block.kind === 'item' && keyed && KEYED_LINES.has(keyed[1])) {
      addKeyedLine(record, KEYED_LINES.get(keyed[1]), keyed[2]);
    } else if (block.kind === 'item') {
      lines.push(block.text);
    } else {
      notes.push(block.text);
    }
  }
  if (lines.length > 0) record.lines = lines;
  if (tables.length > 0) record.tables = tables;
  if (notes.length > 0) record.notes = notes;
  return record;
}

/**
 * Appends a run's record to load-tests/results/<bench>.jsonl (oldest run first) and returns that
 * file's path. docs/benchmarks.md keeps only each bench's latest figures, updated by hand.
 */
export function recordRun(bench, section) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${bench}.jsonl`);
  appendFileSync(file, `${JSON.stringify(runRecord(bench, section))}\n`);
  return path.relative(REPO_ROOT, file);
}
