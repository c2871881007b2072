import { describe, expect, it } from 'vitest';
import { channelPairToCompare, readChannelPair } from './channelComparisonInput';

const UC = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

describe('readChannelPair (docs/product.md, channel-comparer)', () => {
  it('reads two references of any kind parseChannelRef knows', () => {
    expect(
      readChannelPair({ a: ' @MayaCodes ', b: `https://www.youtube.com/channel/${UC}` }),
    ).toEqual({
      ok: true,
      value: { a: { kind: 'handle', handle: 'mayacodes' }, b: { kind: 'id', id: UC } },
    });
  });

  it.each([
    [
      { a: '', b: '' },
      { a: true, b: true },
    ],
    [
      { a: '@x12', b: '  ' },
      { a: false, b: true },
    ],
    [
      { a: undefined, b: '@x12' },
      { a: true, b: false },
    ],
  ])('asks for both URLs when a box is blank (%o)', (params, blank) => {
    const outcome = readChannelPair(params);
    expect(outcome).toEqual({
      ok: false,
      errors: {
        form: 'Please enter both YouTube channel URLs',
        a: blank.a ? 'Please enter both YouTube channel URLs' : null,
        b: blank.b ? 'Please enter both YouTube channel URLs' : null,
      },
    });
  });

  it('says which box holds something that is not a channel', () => {
    expect(readChannelPair({ a: 'https://vimeo.com/x', b: '@fine' })).toEqual({
      ok: false,
      errors: { form: null, a: 'Please enter a valid YouTube channel URL', b: null },
    });
    expect(readChannelPair({ a: '@fine', b: 'not a channel' })).toMatchObject({
      ok: false,
      errors: { a: null, b: 'Please enter a valid YouTube channel URL' },
    });
  });
});

describe('channelPairToCompare (the route parameters)', () => {
  it('gives the run its two references', () => {
    expect(channelPairToCompare({ a: '@one', b: '@two' })).toEqual({
      ok: true,
      value: { a: { kind: 'handle', handle: 'one' }, b: { kind: 'handle', handle: 'two' } },
    });
  });

  it('gives the documented message for one missing parameter', () => {
    expect(channelPairToCompare({ a: '@one', b: undefined })).toEqual({
      ok: false,
      error: 'Please enter both YouTube channel URLs',
    });
  });

  it('names a parameter that is not a channel', () => {
    expect(channelPairToCompare({ a: '@one', b: 'https://vimeo.com/1' })).toEqual({
      ok: false,
      error: 'Please enter a valid YouTube channel URL',
    });
  });
});
