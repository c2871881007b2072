import { describe, expect, it } from 'vitest';
import {
  CHANNEL_EMPTY_MESSAGE,
  CHANNEL_INVALID_MESSAGE,
  channelToAnalyze,
  readChannelAnalyzerInput,
} from './channelAnalyzerInput';

describe('readChannelAnalyzerInput (docs/product.md, channel-analyzer)', () => {
  it("answers a blank box with 'Please enter a YouTube channel URL'", () => {
    expect(readChannelAnalyzerInput('   ')).toEqual({ ok: false, error: CHANNEL_EMPTY_MESSAGE });
    expect(CHANNEL_EMPTY_MESSAGE).toBe('Please enter a YouTube channel URL');
  });

  it.each([
    'https://vimeo.com/channels/staffpicks',
    'UCtooShortForAnId_12345',
    'not a channel',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ])("answers %s with 'Invalid channel URL or ID'", (text) => {
    expect(readChannelAnalyzerInput(text)).toEqual({ ok: false, error: CHANNEL_INVALID_MESSAGE });
    expect(CHANNEL_INVALID_MESSAGE).toBe('Invalid channel URL or ID');
  });

  it.each([
    ['UCjordanValeEdits_2025xQ', 'UCjordanValeEdits_2025xQ'],
    ['https://www.youtube.com/channel/UCjordanValeEdits_2025xQ/videos', 'UCjordanValeEdits_2025xQ'],
    ['@QuietFrameFilms', '@quietframefilms'],
    ['https://youtube.com/@quietframefilms', '@quietframefilms'],
    ['quietframefilms', '@quietframefilms'],
    ['https://www.youtube.com/user/beatstreet', 'https://www.youtube.com/user/beatstreet'],
    ['youtube.com/c/KitchenLabDaily', 'https://www.youtube.com/c/KitchenLabDaily'],
  ])('reads %s as the route parameter %s', (text, param) => {
    expect(readChannelAnalyzerInput(text)).toEqual({ ok: true, value: param });
  });

  it('gives a route parameter that reads back as the same channel', () => {
    for (const text of [
      '@mayacodes',
      'https://www.youtube.com/user/beatstreet',
      'youtube.com/c/Caf%C3%A9Tokyo',
    ]) {
      const first = channelToAnalyze(text);
      const param = readChannelAnalyzerInput(text);
      if (!param.ok) throw new Error(param.error);
      // The route decodes the parameter before the machine reads it.
      expect(channelToAnalyze(decodeURIComponent(encodeURIComponent(param.value)))).toEqual(first);
    }
  });
});

describe('channelToAnalyze: the route parameter', () => {
  it('accepts an @handle, so a link to the result can be shared', () => {
    expect(channelToAnalyze('@quietframefilms')).toEqual({
      ok: true,
      value: { kind: 'handle', handle: 'quietframefilms' },
    });
  });

  it('accepts an id', () => {
    expect(channelToAnalyze('UCblankCanvasNoUploads0A')).toEqual({
      ok: true,
      value: { kind: 'id', id: 'UCblankCanvasNoUploads0A' },
    });
  });

  it('answers anything unreadable with the documented messages', () => {
    expect(channelToAnalyze(undefined)).toEqual({ ok: false, error: CHANNEL_EMPTY_MESSAGE });
    expect(channelToAnalyze('no such thing!')).toEqual({
      ok: false,
      error: CHANNEL_INVALID_MESSAGE,
    });
  });
});
