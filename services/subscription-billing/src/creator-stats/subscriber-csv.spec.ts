import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, subscriberCsvLine } from './subscriber-csv';

describe('subscriber CSV', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Gold tier')).toBe('Gold tier');
  });

  it('quotes cells with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvCell('Lee, Bea')).toBe('"Lee, Bea"');
    expect(csvCell('Bea "B" Lee')).toBe('"Bea ""B"" Lee"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps cells a spreadsheet would run as formulas as text', () => {
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe(
      '"\'=HYPERLINK(""http://x.example"",""click"")"',
    );
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });

  it('writes a subscriber with the date, spend in units and currency', () => {
    expect(
      subscriberCsvLine(
        {
          subscriptionId: 's1',
          subscriberId: 'fan-1',
          displayName: '=cmd',
          username: null,
          tierId: 't1',
          tierName: 'Gold, monthly',
          status: 'active',
          since: '2026-03-02T10:00:00.000Z',
          lifetimeSpendCents: 1_050,
        },
        'USD',
      ),
    ).toBe('\'=cmd,,"Gold, monthly",active,2026-03-02,10.50,USD\r\n');
  });
});
