import { describe, expect, it } from 'vitest';
import {
  readSubscribeChannel,
  SUBSCRIBE_LINK_COPIED_MS,
  subscribeLinkFor,
  subscribeLinkOf,
} from './subscribeLink';

const UC = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

describe('readSubscribeChannel (docs/product.md, subscribe-link-generator)', () => {
  it.each([
    ['@MayaCodes', { kind: 'handle', handle: 'mayacodes' }],
    ['mayacodes', { kind: 'handle', handle: 'mayacodes' }],
    ['https://www.youtube.com/@mayacodes', { kind: 'handle', handle: 'mayacodes' }],
    [`https://www.youtube.com/channel/${UC}`, { kind: 'id', id: UC }],
    ['https://www.youtube.com/c/MayaCodes', { kind: 'custom', name: 'MayaCodes' }],
    ['youtube.com/MayaCodes', { kind: 'custom', name: 'MayaCodes' }],
  ])('reads %s', (channel, ref) => {
    expect(readSubscribeChannel({ channel })).toEqual({ ok: true, value: ref });
  });

  it.each([
    '',
    '   ',
    'https://vimeo.com/123',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    '@a',
  ])('answers %j with the documented message', (channel) => {
    expect(readSubscribeChannel({ channel })).toEqual({
      ok: false,
      error: 'Please enter a valid YouTube channel URL',
    });
  });
});

describe('subscribeLinkFor (docs/product.md, subscribe-link-generator)', () => {
  it('is the handle page with the confirmation flag', () => {
    expect(subscribeLinkFor({ id: UC, handle: '@mayacodes' })).toBe(
      'https://www.youtube.com/@mayacodes?sub_confirmation=1',
    );
  });

  it('is the channel page for a channel without a handle', () => {
    expect(subscribeLinkFor({ id: UC, handle: null })).toBe(
      `https://www.youtube.com/channel/${UC}?sub_confirmation=1`,
    );
  });

  it('keeps a non-Latin handle as a valid URL', () => {
    expect(subscribeLinkFor({ id: UC, handle: '@テスト' })).toBe(
      'https://www.youtube.com/@%E3%83%86%E3%82%B9%E3%83%88?sub_confirmation=1',
    );
  });

  it('pairs the channel with its link', () => {
    const channel = { id: UC, title: 'T', handle: '@t.v', avatarUrl: null, subscribers: null };
    expect(subscribeLinkOf(channel)).toEqual({
      channel,
      link: 'https://www.youtube.com/@t.v?sub_confirmation=1',
    });
  });
});

it('keeps the copied flag for 2 s (docs/product.md, subscribe-link-generator)', () => {
  expect(SUBSCRIBE_LINK_COPIED_MS).toBe(2000);
});
