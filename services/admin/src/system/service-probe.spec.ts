import { describe, expect, it } from 'vitest';
import { lagOf } from './kafka-lag.client';
import { parseProcessMetrics } from './service-probe';

describe('parseProcessMetrics', () => {
  it('reads uptime and the runtime version from a scrape', () => {
    const scrape = [
      '# HELP process_start_time_seconds Start time',
      'process_start_time_seconds 1700000000',
      'nodejs_version_info{version="v22.11.0",major="22",minor="11",patch="0"} 1',
    ].join('\n');
    expect(parseProcessMetrics(scrape, 1_700_000_090_000)).toEqual({
      uptimeSeconds: 90,
      version: 'node v22.11.0',
    });
  });

  it('answers nulls for a scrape without them', () => {
    expect(parseProcessMetrics('', 0)).toEqual({ uptimeSeconds: null, version: null });
  });
});

describe('lagOf', () => {
  it('sums the distance to the end over partitions', () => {
    const ends = [
      { partition: 0, offset: '10' },
      { partition: 1, offset: '5' },
    ];
    const committed = [
      { partition: 0, offset: '7' },
      { partition: 1, offset: '5' },
    ];
    expect(lagOf(ends, committed)).toBe(3);
  });

  it('is null while the group committed nothing', () => {
    expect(lagOf([{ partition: 0, offset: '4' }], [{ partition: 0, offset: '-1' }])).toBeNull();
  });
});
