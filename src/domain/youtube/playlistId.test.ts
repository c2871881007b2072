import { describe, expect, it } from 'vitest';
import { parsePlaylistId, parsePlaylistInput, type PlaylistInput } from './playlistId';
import { cpuTimeMs } from '@/test/cpuTime';

const PL = 'PLBCF2DAC6FFB574DE';
const PL34 = 'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf';
const VIDEO = 'dQw4w9WgXcQ';

describe('parsePlaylistId', () => {
  it.each([
    [PL, PL],
    [` ${PL34}\t`, PL34],
    ['UULFx5XG1OV2P6uZZ5FSM9Ttw', 'UULFx5XG1OV2P6uZZ5FSM9Ttw'],
    ['UUx5XG1OV2P6uZZ5FSM9Ttw', 'UUx5XG1OV2P6uZZ5FSM9Ttw'],
    ['OLAK5uy_kq1Yu9nZ2l0DXlnl3UMeKQ1b7tuGS6gVI', 'OLAK5uy_kq1Yu9nZ2l0DXlnl3UMeKQ1b7tuGS6gVI'],
    ['RDdQw4w9WgXcQ', 'RDdQw4w9WgXcQ'],
    ['PL1234567890', 'PL1234567890'],
    [`https://www.youtube.com/playlist?list=${PL34}`, PL34],
    [`youtube.com/playlist?list=${PL}&si=abc#top`, PL],
    [`https://www.youtube.com/watch?v=${VIDEO}&list=${PL34}&index=3`, PL34],
    [`https://m.youtube.com/watch?list=${PL}&v=${VIDEO}`, PL],
    [
      `https://music.youtube.com/playlist?list=OLAK5uy_kq1Yu9nZ2l0DXlnl3UMeKQ1b7tuGS6gVI`,
      'OLAK5uy_kq1Yu9nZ2l0DXlnl3UMeKQ1b7tuGS6gVI',
    ],
    [`https://www.youtube.com/embed/videoseries?list=${PL}`, PL],
    [`https://www.youtube-nocookie.com/embed/${VIDEO}?list=${PL}`, PL],
    [`https://youtu.be/${VIDEO}?list=${PL34}&t=5`, PL34],
  ])('finds the playlist in %s', (input, expected) => {
    expect(parsePlaylistId(input)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['a video id', VIDEO],
    ['an unknown prefix', 'XX1234567890abc'],
    ['a lower-case prefix', 'pl1234567890abc'],
    ['one character too short', 'PL123456789'],
    ['65 characters', `PL${'a'.repeat(63)}`],
    ['a bad character', 'PL12345678.90'],
    ['watch later (private)', 'WL'],
    ['liked videos (private)', 'LL'],
    ['a watch URL without list', `https://www.youtube.com/watch?v=${VIDEO}`],
    ['an empty list', 'https://www.youtube.com/playlist?list='],
    ['two list parameters', `https://www.youtube.com/playlist?list=${PL}&list=${PL34}`],
    ['a list in the fragment', `https://www.youtube.com/playlist#list=${PL}`],
    ['another host', `https://evil.com/playlist?list=${PL}`],
    ['a look-alike host', `https://youtube.com.evil.com/playlist?list=${PL}`],
    ['a channel page with a list', `https://www.youtube.com/@google?list=${PL}`],
    ['a javascript: URL', `javascript:alert(1)//youtube.com/playlist?list=${PL}`],
    ['an encoded ampersand trick', `https://www.youtube.com/playlist?list=${PL}%26x%3D1`],
    ['a very long id', `https://www.youtube.com/playlist?list=PL${'a'.repeat(100_000)}`],
  ])('rejects %s', (_label, input) => {
    expect(parsePlaylistId(input)).toBeNull();
  });
});

describe('parsePlaylistInput', () => {
  it.each<[string, PlaylistInput | null]>([
    [PL, { kind: 'playlist', id: PL }],
    [`https://www.youtube.com/watch?v=${VIDEO}&list=${PL}`, { kind: 'playlist', id: PL }],
    [`https://www.youtube.com/watch?v=${VIDEO}`, { kind: 'video', videoId: VIDEO }],
    [`music.youtube.com/watch?v=${VIDEO}&si=x`, { kind: 'video', videoId: VIDEO }],
    [`https://www.youtube.com/watch?v=${VIDEO}&list=WL`, { kind: 'video', videoId: VIDEO }],
    [VIDEO, null],
    [`https://youtu.be/${VIDEO}`, null],
    [`https://www.youtube.com/shorts/${VIDEO}?v=${VIDEO}`, null],
    [`https://www.youtube.com/watch?v=${VIDEO}x`, null],
    [`https://evil.com/watch?v=${VIDEO}`, null],
    ['', null],
  ])('reads %s', (input, expected) => {
    expect(parsePlaylistInput(input)).toEqual(expected);
  });

  it('finishes quickly on 100 000 hostile characters', () => {
    const spent = cpuTimeMs(() => {
      expect(parsePlaylistInput(`PL${'_'.repeat(100_000)}`)).toBeNull();
      expect(parsePlaylistInput(`youtube.com/watch?${'v=&'.repeat(40_000)}`)).toBeNull();
    });
    expect(spent).toBeLessThan(200);
  });
});
