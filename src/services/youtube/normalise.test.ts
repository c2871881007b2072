import { describe, expect, it } from 'vitest';
import { pickThumbnail, toCount, toDurationSeconds, toFlag } from './normalise';

describe('normalisers', () => {
  it('toCount reads uint64 strings and rejects junk', () => {
    expect(toCount('57638798')).toBe(57638798);
    expect(toCount(' 0 ')).toBe(0);
    expect(toCount(21518)).toBe(21518);
    expect(toCount(undefined)).toBeUndefined();
    expect(toCount('')).toBeUndefined();
    expect(toCount('-1')).toBeUndefined();
    expect(toCount('12abc')).toBeUndefined();
  });

  it('toFlag reads contentDetails.caption', () => {
    expect(toFlag('true')).toBe(true);
    expect(toFlag('false')).toBe(false);
    expect(toFlag(undefined)).toBeUndefined();
  });

  it.each([
    ['PT4M15S', 255],
    ['PT1H', 3600],
    ['PT59S', 59],
    ['P1DT2H3M4S', 93784],
    ['P0D', 0],
    ['PT0S', 0],
  ])('toDurationSeconds(%s) = %i', (iso, seconds) => {
    expect(toDurationSeconds(iso)).toBe(seconds);
  });

  it('toDurationSeconds rejects junk', () => {
    for (const junk of [undefined, '', 'P', 'PT', '4M15S', 'PTXS']) {
      expect(toDurationSeconds(junk)).toBeUndefined();
    }
  });

  it('pickThumbnail takes the first present size in preference order', () => {
    const thumbnails = {
      default: { url: 'd' },
      high: { url: 'h', width: 480, height: 360 },
    };
    expect(pickThumbnail(thumbnails)?.url).toBe('h');
    expect(pickThumbnail(thumbnails, ['maxres', 'standard'])).toBeUndefined();
    expect(pickThumbnail(thumbnails, ['medium', 'default'])?.url).toBe('d');
    expect(pickThumbnail(undefined)).toBeUndefined();
  });
});
