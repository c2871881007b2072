/**
 * What the portfolio page needs from YouTube, kept in the visitor's local storage for hours, so a
 * returning visitor spends no quota (hardening, issue 15): each video's clip (title, thumbnail,
 * duration) by id, and which upload is the latest. One versioned key, at most `maxClips` clips
 * (the oldest saved go first); storage that is missing, full or unreadable acts as an empty cache.
 */
import type { PortfolioClip } from '@/domain/site/portfolio/video';

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface PortfolioCacheOptions {
  /** How long an entry is trusted. Default 6 hours. */
  ttlMs?: number;
  /** The most clips kept. Default 100 (the grid, the reel and the newest uploads fit). */
  maxClips?: number;
}

export const PORTFOLIO_CACHE_KEY = 'portfolio-cache:v1';
export const PORTFOLIO_CACHE_TTL_MS = 6 * 60 * 60 * 1000;
const DEFAULT_MAX_CLIPS = 100;

interface Saved<T> {
  value: T;
  savedAt: number;
}

interface Stored {
  clips: Record<string, Saved<PortfolioClip>>;
  /** The latest upload's id (null: the channel has none of a minute or more). */
  latest?: Saved<string | null>;
}

export interface PortfolioCache {
  /** The clips still fresh among `ids`, and the ids to ask for. */
  clips(ids: readonly string[]): { found: Map<string, PortfolioClip>; missing: string[] };
  saveClips(clips: readonly PortfolioClip[]): void;
  /** The latest upload's id, null for "none", undefined when not known (or stale). */
  latestUploadId(): string | null | undefined;
  saveLatestUploadId(id: string | null): void;
}

const isClip = (value: unknown): value is PortfolioClip => {
  if (typeof value !== 'object' || value === null) return false;
  const clip = value as Record<string, unknown>;
  return (
    typeof clip.videoId === 'string' &&
    typeof clip.title === 'string' &&
    (clip.thumbnailUrl === null || typeof clip.thumbnailUrl === 'string') &&
    (clip.durationSeconds === null || typeof clip.durationSeconds === 'number')
  );
};

const isSaved = (value: unknown): value is Saved<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  'savedAt' in value &&
  typeof value.savedAt === 'number' &&
  'value' in value;

/** The stored entries that still read as what they claim to be. */
function parse(text: string | null): Stored {
  const stored: Stored = { clips: {} };
  if (text === null) return stored;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return stored;
    const { clips, latest } = raw as { clips?: unknown; latest?: unknown };
    if (typeof clips === 'object' && clips !== null) {
      for (const [id, saved] of Object.entries(clips)) {
        if (isSaved(saved) && isClip(saved.value))
          stored.clips[id] = { ...saved, value: saved.value };
      }
    }
    if (isSaved(latest) && (latest.value === null || typeof latest.value === 'string')) {
      stored.latest = { savedAt: latest.savedAt, value: latest.value };
    }
  } catch {
    // An unreadable entry is an empty cache; the next save replaces it.
  }
  return stored;
}

export function createPortfolioCache(
  storage: CacheStorage | undefined,
  now: () => number,
  { ttlMs = PORTFOLIO_CACHE_TTL_MS, maxClips = DEFAULT_MAX_CLIPS }: PortfolioCacheOptions = {},
): PortfolioCache {
  const fresh = (saved: Saved<unknown> | undefined) =>
    saved !== undefined && now() - saved.savedAt < ttlMs && saved.savedAt <= now();
  const read = (): Stored => {
    try {
      return parse(storage?.getItem(PORTFOLIO_CACHE_KEY) ?? null);
    } catch {
      return { clips: {} };
    }
  };
  const write = (stored: Stored) => {
    const kept = Object.entries(stored.clips)
      .filter(([, saved]) => fresh(saved))
      .sort(([, a], [, b]) => b.savedAt - a.savedAt)
      .slice(0, maxClips);
    const next: Stored = { clips: Object.fromEntries(kept) };
    if (stored.latest && fresh(stored.latest)) next.latest = stored.latest;
    try {
      storage?.setItem(PORTFOLIO_CACHE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused (private mode): the page works, it asks YouTube next time.
    }
  };

  return {
    clips(ids) {
      const { clips } = read();
      const found = new Map<string, PortfolioClip>();
      const missing: string[] = [];
      for (const id of ids) {
        const saved = clips[id];
        if (saved && fresh(saved)) found.set(id, saved.value);
        else missing.push(id);
      }
      return { found, missing };
    },
    saveClips(clips) {
      if (clips.length === 0) return;
      const stored = read();
      const savedAt = now();
      for (const clip of clips) stored.clips[clip.videoId] = { value: clip, savedAt };
      write(stored);
    },
    latestUploadId() {
      const { latest } = read();
      return latest && fresh(latest) ? latest.value : undefined;
    },
    saveLatestUploadId(id) {
      const stored = read();
      stored.latest = { value: id, savedAt: now() };
      write(stored);
    },
  };
}

/** A cache that keeps nothing: every read asks YouTube (tests, and no storage at all). */
export const noPortfolioCache: PortfolioCache = createPortfolioCache(undefined, () => 0);
