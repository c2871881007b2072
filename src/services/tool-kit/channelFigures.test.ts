/** The channel tools' one reading of a channel's header figures, on the API's wire items. */
import { describe, expect, it } from 'vitest';
import type { Channel, ChannelSnippet } from '@/services/youtube';
import { channelFigures, subscribersOf } from './channelFigures';

const ID = 'UCabcdefghijklmnopqrstuv';

const snippet = (fields: Partial<ChannelSnippet> = {}): ChannelSnippet => ({
  title: 'Maya Codes',
  description: 'Code, clearly.',
  customUrl: '@mayacodes',
  publishedAt: '2020-01-01T00:00:00Z',
  thumbnails: {
    default: { url: 'https://yt3.test/maya-88.jpg', width: 88, height: 88 },
    medium: { url: 'https://yt3.test/maya-240.jpg', width: 240, height: 240 },
    high: { url: 'https://yt3.test/maya-800.jpg', width: 800, height: 800 },
  },
  ...fields,
});

const channel = (fields: Partial<Channel> = {}): Channel => ({
  kind: 'youtube#channel',
  etag: 'etag',
  id: ID,
  snippet: snippet(),
  statistics: {
    viewCount: '5000000',
    subscriberCount: '40000',
    hiddenSubscriberCount: false,
    videoCount: '30',
  },
  brandingSettings: { channel: { title: 'Maya Codes (branding)' } },
  ...fields,
});

describe('channelFigures', () => {
  it('reads the figures of a full item', () => {
    expect(channelFigures(channel())).toEqual({
      id: ID,
      title: 'Maya Codes',
      handle: '@mayacodes',
      avatarUrl: 'https://yt3.test/maya-240.jpg',
      subscribers: 40000,
      views: 5000000,
      videos: 30,
    });
  });

  it('reads a hidden subscriber count as null (YouTube leaves the count out)', () => {
    const hidden = channel({
      statistics: { viewCount: '5000', hiddenSubscriberCount: true, videoCount: '3' },
    });
    expect(channelFigures(hidden)).toMatchObject({ subscribers: null, views: 5000, videos: 3 });
  });

  it('reads a count the item leaves out, on a channel that does not hide it, as null', () => {
    const absent = channel({ statistics: { viewCount: '5000', videoCount: '3' } });
    expect(channelFigures(absent).subscribers).toBeNull();
  });

  it('reads a channel without a snippet: branding title, no handle, no avatar', () => {
    expect(channelFigures(channel({ snippet: undefined }))).toEqual({
      id: ID,
      title: 'Maya Codes (branding)',
      handle: null,
      avatarUrl: null,
      subscribers: 40000,
      views: 5000000,
      videos: 30,
    });
  });

  it('falls back to the channel id for a title when neither part gives one', () => {
    const bare = channel({ snippet: undefined, brandingSettings: undefined });
    expect(channelFigures(bare).title).toBe(ID);
  });

  it('reads a channel without statistics as zero views and videos, subscribers unknown', () => {
    expect(channelFigures(channel({ statistics: undefined }))).toMatchObject({
      subscribers: null,
      views: 0,
      videos: 0,
    });
  });

  it("keeps only an '@handle': a legacy custom URL without '@' is no handle", () => {
    expect(channelFigures(channel({ snippet: snippet({ customUrl: 'mayacodes' }) })).handle).toBe(
      null,
    );
    expect(channelFigures(channel({ snippet: snippet({ customUrl: undefined }) })).handle).toBe(
      null,
    );
  });

  it('takes the 240 px avatar first, then the larger, then the smallest', () => {
    const { medium, high, default: small } = snippet().thumbnails;
    const avatar = (thumbnails: ChannelSnippet['thumbnails']) =>
      channelFigures(channel({ snippet: snippet({ thumbnails }) })).avatarUrl;
    expect(avatar({ default: small, high })).toBe('https://yt3.test/maya-800.jpg');
    expect(avatar({ default: small })).toBe('https://yt3.test/maya-88.jpg');
    expect(avatar({ medium, default: small })).toBe('https://yt3.test/maya-240.jpg');
    expect(avatar({})).toBeNull();
  });

  it('reads unreadable counts as absent', () => {
    const junk = channel({
      statistics: { viewCount: 'n/a', subscriberCount: '', videoCount: '-1' },
    });
    expect(channelFigures(junk)).toMatchObject({ subscribers: null, views: 0, videos: 0 });
  });
});

describe('subscribersOf', () => {
  it('is the count, or null for a hidden count, a missing one or no channel', () => {
    expect(subscribersOf(channel())).toBe(40000);
    expect(subscribersOf(channel({ statistics: { hiddenSubscriberCount: true } }))).toBeNull();
    expect(subscribersOf(channel({ statistics: { subscriberCount: '0' } }))).toBe(0);
    expect(subscribersOf(channel({ statistics: undefined }))).toBeNull();
    expect(subscribersOf(undefined)).toBeNull();
  });
});
