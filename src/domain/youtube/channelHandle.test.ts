import { describe, expect, it } from 'vitest';
import { handleOf, isChannelHandle } from './channelHandle';

describe('handleOf', () => {
  it("reads '@name' custom URLs only", () => {
    expect(handleOf('@mayacodes')).toBe('@mayacodes');
    expect(handleOf('mayacodes')).toBeNull();
    expect(handleOf('')).toBeNull();
    expect(handleOf(undefined)).toBeNull();
  });

  it('keeps handles in any script, with dots, underscores and dashes', () => {
    expect(handleOf('@テスト')).toBe('@テスト');
    expect(handleOf('@t.v_clips-2')).toBe('@t.v_clips-2');
  });

  it('trims the value and refuses anything else after the @', () => {
    expect(handleOf('  @mayacodes ')).toBe('@mayacodes');
    expect(handleOf('@')).toBeNull();
    expect(handleOf('@maya codes')).toBeNull();
    expect(handleOf(null)).toBeNull();
  });
});

describe('isChannelHandle', () => {
  it('is true for a plain handle only, untrimmed', () => {
    expect(isChannelHandle('@mayaedits')).toBe(true);
    expect(isChannelHandle(' @mayaedits')).toBe(false);
    expect(isChannelHandle('@SUM(A1:A2)')).toBe(false);
    expect(isChannelHandle('=1+1')).toBe(false);
  });
});
