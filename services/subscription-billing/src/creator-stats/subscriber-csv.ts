import { type CreatorSubscriberDto, SUBSCRIBER_CSV_COLUMNS } from '@tessera/contracts';

/** Characters a spreadsheet reads as the start of a formula when a cell begins with them. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text that a spreadsheet would run as a formula is prefixed with an apostrophe, so a fan named
 * `=HYPERLINK(...)` stays text when the creator opens the file.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const SUBSCRIBER_CSV_HEADER = csvLine(SUBSCRIBER_CSV_COLUMNS);

/** A subscriber row in the export's column order; amounts in currency units with two decimals. */
export function subscriberCsvLine(row: CreatorSubscriberDto, currency: string): string {
  return csvLine([
    row.displayName ?? '',
    row.username ?? '',
    row.tierName,
    row.status,
    row.since.slice(0, 10),
    (row.lifetimeSpendCents / 100).toFixed(2),
    currency,
  ]);
}
