import { describe, expect, it } from 'vitest';
import { isQuietTime } from './quiet-hours';

const window = (start: string, end: string, timeZone = 'UTC') => ({
  enabled: true,
  start,
  end,
  timeZone,
});

describe('isQuietTime', () => {
  it('is never quiet when do-not-disturb is off', () => {
    expect(isQuietTime({ ...window('00:00', '00:00'), enabled: false }, new Date())).toBe(false);
  });

  it('holds inside a daytime window and not at its end', () => {
    expect(isQuietTime(window('09:00', '17:00'), new Date('2026-03-02T09:00:00Z'))).toBe(true);
    expect(isQuietTime(window('09:00', '17:00'), new Date('2026-03-02T17:00:00Z'))).toBe(false);
  });

  it('spans midnight when the end comes before the start', () => {
    const night = window('22:00', '08:00');
    expect(isQuietTime(night, new Date('2026-03-02T23:30:00Z'))).toBe(true);
    expect(isQuietTime(night, new Date('2026-03-02T07:59:00Z'))).toBe(true);
    expect(isQuietTime(night, new Date('2026-03-02T12:00:00Z'))).toBe(false);
  });

  it('reads the clock in the user’s time zone', () => {
    // 21:30 UTC is 06:30 the next morning in Tokyo.
    const tokyoNight = window('22:00', '07:00', 'Asia/Tokyo');
    expect(isQuietTime(tokyoNight, new Date('2026-03-02T21:30:00Z'))).toBe(true);
    expect(isQuietTime(tokyoNight, new Date('2026-03-02T03:00:00Z'))).toBe(false);
  });

  it('treats equal start and end as all day', () => {
    expect(isQuietTime(window('00:00', '00:00'), new Date('2026-03-02T15:00:00Z'))).toBe(true);
  });
});
