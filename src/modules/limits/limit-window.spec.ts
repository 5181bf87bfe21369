import { limitWindow } from 'src/modules/limits/limit-window';

const at = (iso: string) => new Date(iso);

describe('limitWindow (quota day resets at 00:01 in the configured zone)', () => {
  it('counts a UTC afternoon towards today and resets at 00:01 tomorrow', () => {
    expect(limitWindow(at('2025-03-14T15:30:00Z'), 'UTC')).toEqual({
      day: '2025-03-14',
      startsAt: at('2025-03-14T00:01:00Z'),
      resetsAt: at('2025-03-15T00:01:00Z'),
    });
  });

  it('keeps the minute after midnight in the previous day', () => {
    expect(limitWindow(at('2025-03-15T00:00:00Z'), 'UTC')).toEqual({
      day: '2025-03-14',
      startsAt: at('2025-03-14T00:01:00Z'),
      resetsAt: at('2025-03-15T00:01:00Z'),
    });
    expect(limitWindow(at('2025-03-15T00:00:59.999Z'), 'UTC').day).toBe('2025-03-14');
  });

  it('starts a new day exactly at 00:01', () => {
    expect(limitWindow(at('2025-03-15T00:01:00Z'), 'UTC')).toEqual({
      day: '2025-03-15',
      startsAt: at('2025-03-15T00:01:00Z'),
      resetsAt: at('2025-03-16T00:01:00Z'),
    });
  });

  it('uses the local calendar of the zone, not UTC', () => {
    // 20:00 UTC is 01:30 the next day in India (UTC+05:30).
    expect(limitWindow(at('2025-03-14T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      day: '2025-03-15',
      startsAt: at('2025-03-14T18:31:00Z'),
      resetsAt: at('2025-03-15T18:31:00Z'),
    });
    // 18:30:30 UTC is 00:00:30 in India: still the previous quota day.
    expect(limitWindow(at('2025-03-14T18:30:30Z'), 'Asia/Kolkata')).toEqual({
      day: '2025-03-14',
      startsAt: at('2025-03-13T18:31:00Z'),
      resetsAt: at('2025-03-14T18:31:00Z'),
    });
  });

  it('follows daylight saving time: the reset is 00:01 local on both sides of the change', () => {
    // New York moves to UTC-4 on 2025-03-09; 00:01 on 03-09 is still UTC-5, on 03-10 UTC-4.
    expect(limitWindow(at('2025-03-09T12:00:00Z'), 'America/New_York')).toEqual({
      day: '2025-03-09',
      startsAt: at('2025-03-09T05:01:00Z'),
      resetsAt: at('2025-03-10T04:01:00Z'),
    });
    expect(limitWindow(at('2025-03-08T12:00:00Z'), 'America/New_York').resetsAt).toEqual(
      at('2025-03-09T05:01:00Z'),
    );
  });

  it('moves a reset that falls in a skipped hour forward by the gap', () => {
    // Santiago skipped 00:00–01:00 on 2024-09-08: the day began at 01:00 local (04:00 UTC).
    expect(limitWindow(at('2024-09-07T20:00:00Z'), 'America/Santiago').resetsAt).toEqual(
      at('2024-09-08T04:01:00Z'),
    );
  });
});
