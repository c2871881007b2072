import { describe, expect, it } from 'vitest';
import type { PortfolioClip } from '@/domain/site/portfolio/video';
import { createPortfolioCache, PORTFOLIO_CACHE_KEY } from './portfolioCache';

const clip = (videoId: string): PortfolioClip => ({
  videoId,
  title: `Title of ${videoId}`,
  thumbnailUrl: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
  durationSeconds: 300,
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('createPortfolioCache', () => {
  it('gives back what was saved while it is fresh, and asks for the rest', () => {
    const storage = memoryStorage();
    let now = 1_000;
    const cache = createPortfolioCache(storage, () => now, { ttlMs: 100 });
    cache.saveClips([clip('a'), clip('b')]);
    cache.saveLatestUploadId('b');
    now = 1_099;
    const { found, missing } = cache.clips(['a', 'c', 'b']);
    expect([...found.keys()]).toEqual(['a', 'b']);
    expect(found.get('a')).toEqual(clip('a'));
    expect(missing).toEqual(['c']);
    expect(cache.latestUploadId()).toBe('b');
    now = 1_100;
    expect(cache.clips(['a']).missing).toEqual(['a']);
    expect(cache.latestUploadId()).toBeUndefined();
  });

  it('remembers that there is no latest upload', () => {
    const cache = createPortfolioCache(memoryStorage(), () => 5);
    expect(cache.latestUploadId()).toBeUndefined();
    cache.saveLatestUploadId(null);
    expect(cache.latestUploadId()).toBeNull();
  });

  it('keeps at most maxClips, the most recently saved', () => {
    const storage = memoryStorage();
    let now = 0;
    const cache = createPortfolioCache(storage, () => now, { maxClips: 3 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      now += 1;
      cache.saveClips([clip(id)]);
    }
    expect(cache.clips(['a', 'b', 'c', 'd', 'e']).missing).toEqual(['a', 'b']);
    const stored = JSON.parse(storage.items.get(PORTFOLIO_CACHE_KEY) ?? '{}') as {
      clips: Record<string, unknown>;
    };
    expect(Object.keys(stored.clips).sort()).toEqual(['c', 'd', 'e']);
  });

  it('treats unreadable, tampered or refusing storage as empty, and never throws', () => {
    const storage = memoryStorage();
    storage.items.set(PORTFOLIO_CACHE_KEY, '{not json');
    const cache = createPortfolioCache(storage, () => 1);
    expect(cache.clips(['a']).missing).toEqual(['a']);

    storage.items.set(
      PORTFOLIO_CACHE_KEY,
      JSON.stringify({
        clips: {
          a: { savedAt: 1, value: { videoId: 'a', title: 7 } },
          b: { savedAt: 1, value: clip('b') },
        },
        latest: { savedAt: 1, value: { id: 'x' } },
      }),
    );
    expect(cache.clips(['a', 'b']).missing).toEqual(['a']);
    expect(cache.latestUploadId()).toBeUndefined();

    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const closed = createPortfolioCache(refusing, () => 1);
    expect(() => closed.saveClips([clip('a')])).not.toThrow();
    expect(closed.clips(['a']).missing).toEqual(['a']);
  });

  it('does not trust an entry saved in the future (a clock set back)', () => {
    const storage = memoryStorage();
    let now = 10_000;
    const cache = createPortfolioCache(storage, () => now);
    cache.saveClips([clip('a')]);
    now = 1_000;
    expect(cache.clips(['a']).missing).toEqual(['a']);
  });
});
