/** The tag generator's run against the YouTube emulator: tags, quota and failures. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import { TAG_RULES, tagWords } from '@/domain/tools/tag-generator/tagGenerator';
import { generateTagsForTitle } from './tagGenerator';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';

const noProgress = () => undefined;

describe('generateTagsForTitle against the sandbox', () => {
  const client = useYouTubeSandbox();

  it('finds scored tags of 2+ words for a title, in 2 requests and 101 quota units', async () => {
    const { result, units, requests } = await client().withMeter((yt) =>
      generateTagsForTitle(yt, 'TypeScript generics', freshSignal(), noProgress),
    );
    expect(result.title).toBe('TypeScript generics');
    expect(result.tags.length).toBeGreaterThan(0);
    expect(result.tags.length).toBeLessThanOrEqual(TAG_RULES.maxTags);
    for (const { tag, score } of result.tags) {
      expect(tagWords(tag)).toBeGreaterThanOrEqual(2);
      expect(score).toBeGreaterThan(0);
    }
    const keys = result.tags.map(({ tag }) => tag.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    const scores = result.tags.map(({ score }) => score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(requests).toBe(2);
    expect(units).toBe(101);
  });

  it('finds no tags for a title nothing matches, after the search alone', async () => {
    const { result, requests } = await client().withMeter((yt) =>
      generateTagsForTitle(yt, 'qwxzv plmokn', freshSignal(), noProgress),
    );
    expect(result.tags).toEqual([]);
    expect(requests).toBe(1);
  });

  it('explains a used-up quota instead of a generic failure', async () => {
    const failure: unknown = await withToolFailures(() =>
      generateTagsForTitle(
        client('sandbox-quota-exceeded'),
        'TypeScript',
        freshSignal(),
        noProgress,
      ),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toMatch(/quota/i);
    expect(isToolFailure(failure) && failure.retryable).toBe(true);
  });
});
