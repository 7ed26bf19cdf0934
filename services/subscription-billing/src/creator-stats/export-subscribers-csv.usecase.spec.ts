import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE, ExportSubscribersCsvUseCase } from './export-subscribers-csv.usecase';
import { FanNames } from './fan-names';
import { directoryOf, InMemoryCreatorStats } from './in-memory-creator-stats.spec-support';
import { ListSubscribersUseCase } from './list-subscribers.usecase';

describe('ExportSubscribersCsvUseCase', () => {
  it('writes the header and every subscriber across pages, names and spend included', async () => {
    const stats = new InMemoryCreatorStats();
    const count = EXPORT_PAGE_SIZE + 2;
    for (let index = 0; index < count; index += 1) {
      stats.subscribe({
        _id: `s${index}`,
        subscriberId: `fan-${index}`,
        activatedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
      });
    }
    stats.charge({
      id: 'p1',
      payerId: 'fan-0',
      purpose: 'tip',
      amountCents: 1_234,
      at: new Date(Date.UTC(2026, 0, 2)),
    });
    const names = new FanNames(
      directoryOf([{ userId: 'fan-0', displayName: '@first', username: 'first' }]),
    );
    const exporter = new ExportSubscribersCsvUseCase(new ListSubscribersUseCase(stats, names), {
      BILLING_CURRENCY: 'usd',
    });

    const csv = await exporter.execute('creator-1');
    const lines = csv.split('\r\n');

    expect(lines[0]).toBe('Name,Username,Tier,Status,Subscribed since,Lifetime spend,Currency');
    expect(lines).toHaveLength(count + 2);
    expect(lines.at(-1)).toBe('');
    // The oldest subscriber comes last.
    expect(lines.at(-2)).toBe("'@first,first,Gold,active,2026-01-01,12.34,USD");
  });

  it('writes only the header for a creator without subscribers', async () => {
    const exporter = new ExportSubscribersCsvUseCase(
      new ListSubscribersUseCase(new InMemoryCreatorStats(), new FanNames(directoryOf([]))),
      { BILLING_CURRENCY: 'eur' },
    );
    expect(await exporter.execute('creator-1')).toBe(
      'Name,Username,Tier,Status,Subscribed since,Lifetime spend,Currency\r\n',
    );
  });
});
