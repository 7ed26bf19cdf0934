// Renders measured cases as a Markdown table with padded columns, readable in a terminal too.

const HEADER = ['Case', 'Request', 'req/s', 'p50 ms', 'p95 ms', 'errors + non-2xx', 'ratio'];
const RIGHT_ALIGNED = new Set(['req/s', 'p50 ms', 'p95 ms', 'errors + non-2xx', 'ratio']);

const whole = (value) => Math.round(value).toLocaleString('en-US');
const milliseconds = (value) => value.toFixed(2);

export function resultsTable(cases) {
  const rows = cases.map((entry) => [
    `(${entry.id}) ${entry.title}`,
    `\`${entry.request}\``,
    whole(entry.requestsPerSecond),
    milliseconds(entry.p50Ms),
    milliseconds(entry.p95Ms),
    String(entry.failures),
    entry.ratio ?? '',
  ]);
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    `| ${cells
      .map((cell, column) =>
        RIGHT_ALIGNED.has(HEADER[column])
          ? cell.padStart(widths[column])
          : cell.padEnd(widths[column]),
      )
      .join(' | ')} |`;
  const rule = `| ${widths
    .map((width, column) =>
      RIGHT_ALIGNED.has(HEADER[column]) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
    )
    .join(' | ')} |`;
  return [line(HEADER), rule, ...rows.map(line)].join('\n');
}
