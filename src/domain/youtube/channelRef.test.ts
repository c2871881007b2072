import { describe, expect, it } from 'vitest';
import { parseChannelRef, type ChannelRef } from './channelRef';
import { cpuTimeMs } from '@/test/cpuTime';

const UC = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';
const id = (value: string): ChannelRef => ({ kind: 'id', id: value });
const handle = (value: string): ChannelRef => ({ kind: 'handle', handle: value });
const username = (value: string): ChannelRef => ({ kind: 'username', username: value });
const custom = (name: string): ChannelRef => ({ kind: 'custom', name });

describe('parseChannelRef', () => {
  it.each<[string, ChannelRef]>([
    [UC, id(UC)],
    [`  ${UC}  `, id(UC)],
    [`https://www.youtube.com/channel/${UC}`, id(UC)],
    [`youtube.com/channel/${UC}/videos`, id(UC)],
    [`https://m.youtube.com/channel/${UC}/featured?view=0`, id(UC)],
    [`https://www.youtube.com/channel/${UC}/?sub_confirmation=1#x`, id(UC)],
    ['@GoogleDevelopers', handle('googledevelopers')],
    ['  @Mr.Beast_6000  ', handle('mr.beast_6000')],
    ['GoogleDevelopers', handle('googledevelopers')],
    ['abc', handle('abc')],
    ['https://www.youtube.com/@GoogleDevelopers', handle('googledevelopers')],
    ['youtube.com/@some-one/videos', handle('some-one')],
    ['https://www.youtube.com/@a.b.c/featured/?si=x', handle('a.b.c')],
    ['https://www.youtube.com/user/GoogleDevelopers', username('GoogleDevelopers')],
    ['www.youtube.com/user/pewdiepie/videos?flow=grid', username('pewdiepie')],
    ['https://www.youtube.com/c/GoogleDevelopers', custom('GoogleDevelopers')],
    ['https://youtube.com/c/%E3%83%86%E3%82%B9%E3%83%88/about', custom('テスト')],
    ['https://www.youtube.com/GoogleDevelopers', custom('GoogleDevelopers')],
    ['youtube.com/SomeName/videos', custom('SomeName')],
  ])('parses %s', (input, expected) => {
    expect(parseChannelRef(input)).toEqual(expected);
  });

  it.each([
    ['empty', ''],
    ['whitespace', ' \n '],
    ['an id one character short', UC.slice(0, -1)],
    ['an id one character long', `${UC}A`],
    ['a lower-case uc id in a channel URL', `https://www.youtube.com/channel/uc${UC.slice(2)}`],
    ['a short channel URL id', `https://www.youtube.com/channel/${UC.slice(0, -1)}`],
    ['a handle of 2 characters', '@ab'],
    ['a handle of 31 characters', `@${'a'.repeat(31)}`],
    ['a handle with a space', '@google developers'],
    ['a handle with a bad character', '@google!dev'],
    ['a double @', '@@google'],
    ['bare dotted text (a domain, not a handle)', 'evil.com'],
    ['the bare YouTube domain', 'youtube.com'],
    ['a root YouTube URL', 'https://www.youtube.com/'],
    ['another host', 'https://evil.com/@google'],
    ['a look-alike host', 'https://youtube.com.evil.com/channel/' + UC],
    ['a Cyrillic look-alike host', `https://y\u043Eutube.com/@google`],
    ['music.youtube.com (not a channel host here)', `https://music.youtube.com/channel/${UC}`],
    ['a javascript: URL', 'javascript:alert(document.domain)//@google'],
    ['a data: URL', 'data:text/plain,@google'],
    ['a watch URL', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a shorts URL', 'https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['a playlist URL', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['a results page', 'https://www.youtube.com/results?search_query=x'],
    ['an unknown tab', '/@google/secret'],
    ['an unknown tab on a URL', 'https://www.youtube.com/@google/secret'],
    ['a deep path', `https://www.youtube.com/channel/${UC}/videos/more`],
    ['an empty /c/', 'https://www.youtube.com/c/'],
    ['an encoded @ in the path', 'https://www.youtube.com/%40google'],
    ['a malformed percent escape', 'https://www.youtube.com/c/%E3%83'],
    ['a very long input', `https://www.youtube.com/@${'a'.repeat(100_000)}`],
  ])('rejects %s', (_label, input) => {
    expect(parseChannelRef(input)).toBeNull();
  });

  it('finishes quickly on 100 000 hostile characters', () => {
    const spent = cpuTimeMs(() => {
      expect(parseChannelRef('@'.repeat(100_000))).toBeNull();
      expect(parseChannelRef(`UC${'-'.repeat(100_000)}`)).toBeNull();
    });
    expect(spent).toBeLessThan(200);
  });
});
