import { describe, expect, it } from 'vitest';
import { parseVideoId } from './videoId';
import { cpuTimeMs } from '@/test/cpuTime';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoId', () => {
  it.each([
    ['a bare id', ID],
    ['a bare id with surrounding whitespace', `  ${ID}\n`],
    ['a watch URL', `https://www.youtube.com/watch?v=${ID}`],
    ['a watch URL with extra params', `https://www.youtube.com/watch?v=${ID}&t=1s&list=PL123`],
    ['a watch URL with v after other params', `https://youtube.com/watch?feature=share&v=${ID}`],
    ['a watch URL with a fragment', `https://www.youtube.com/watch?v=${ID}#t=30`],
    ['a watch URL without scheme', `youtube.com/watch?v=${ID}`],
    ['a watch URL without scheme, with www', `www.youtube.com/watch?v=${ID}`],
    ['a protocol-relative URL', `//www.youtube.com/watch?v=${ID}`],
    ['an http URL in upper case', `HTTP://WWW.YOUTUBE.COM/watch?v=${ID}`],
    ['a watch URL with a trailing slash', `https://www.youtube.com/watch/?v=${ID}`],
    ['a mobile watch URL', `https://m.youtube.com/watch?v=${ID}&feature=youtu.be`],
    ['a music watch URL', `https://music.youtube.com/watch?v=${ID}&si=abc`],
    ['a percent-encoded v value', `https://www.youtube.com/watch?v=dQw4w9WgXc%51`],
    ['a short link', `https://youtu.be/${ID}`],
    ['a short link with si and t', `youtu.be/${ID}?si=Xy12_ab&t=42`],
    ['a short link with a trailing slash', `https://youtu.be/${ID}/`],
    ['an embed URL', `https://www.youtube.com/embed/${ID}?autoplay=1`],
    ['a privacy-enhanced embed URL', `https://www.youtube-nocookie.com/embed/${ID}?rel=0`],
    ['a shorts URL', `https://www.youtube.com/shorts/${ID}`],
    ['a shorts URL with a trailing slash and params', `youtube.com/shorts/${ID}/?feature=share`],
    ['a live URL', `https://www.youtube.com/live/${ID}?si=q`],
    ['a /v/ URL', `http://www.youtube.com/v/${ID}?version=3`],
  ])('accepts %s', (_label, input) => {
    expect(parseVideoId(input)).toBe(ID);
  });

  it.each([
    ['a-b_c-d_e-F', 'a-b_c-d_e-F'],
    ['https://youtu.be/-_-_-_-_-_-', '-_-_-_-_-_-'],
    ['https://www.youtube.com/shorts/JVreel2025a', 'JVreel2025a'],
  ])('keeps - and _ and fixture ids: %s', (input, expected) => {
    expect(parseVideoId(input)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '   \t '],
    ['10 characters', ID.slice(1)],
    ['12 characters', `${ID}Q`],
    ['a bad character', 'dQw4w9WgXc!'],
    ['an inner space', 'dQw4w 9WgXc'],
    ['a watch URL with a 12-char id', `https://www.youtube.com/watch?v=${ID}Q`],
    ['a watch URL with a 10-char id', `https://www.youtube.com/watch?v=${ID.slice(1)}`],
    ['a watch URL without v', 'https://www.youtube.com/watch?list=PL1234567890'],
    ['two v parameters', `https://www.youtube.com/watch?v=${ID}&v=aaaaaaaaaaa`],
    ['another host', `https://evil.com/watch?v=${ID}`],
    ['a look-alike suffix host', `https://youtube.com.evil.com/watch?v=${ID}`],
    ['a look-alike prefix host', `https://notyoutube.com/watch?v=${ID}`],
    ['user info before the host', `https://youtube.com@evil.com/watch?v=${ID}`],
    ['user info on the real host', `https://evil.com@youtube.com/watch?v=${ID}`],
    ['a port', `https://www.youtube.com:8443/watch?v=${ID}`],
    ['a Cyrillic o in the host', `https://www.y\u043Eutube.com/watch?v=${ID}`],
    ['a full-width host', `https://\uFF59\uFF4F\uFF55\uFF54\uFF55\uFF42\uFF45.com/watch?v=${ID}`],
    ['a percent-encoded host', `https://you%74ube.com/watch?v=${ID}`],
    ['a zero-width space in the host', `https://you\u200Btube.com/watch?v=${ID}`],
    ['a trailing-dot host', `https://youtube.com./watch?v=${ID}`],
    ['a backslash trick', `https://evil.com\\@youtube.com/watch?v=${ID}`],
    ['a javascript: URL', `javascript:alert(1)//youtube.com/watch?v=${ID}`],
    ['a javascript: URL with slashes', `javascript://youtube.com/watch?v=${ID}%0Aalert(1)`],
    ['a data: URL', `data:text/html,<a href="https://youtu.be/${ID}">x</a>`],
    ['an ftp URL', `ftp://youtube.com/watch?v=${ID}`],
    ['an encoded slash in the id', 'https://www.youtube.com/watch?v=dQw4w9%2FgXcQ'],
    ['a percent-encoded path id', 'https://youtu.be/dQw4w9WgXc%51'],
    ['a nested path', `https://www.youtube.com/embed/${ID}/extra`],
    ['the playlist player', 'https://www.youtube.com/embed/videoseries?list=PL1234567890'],
    ['a nocookie watch URL', `https://www.youtube-nocookie.com/watch?v=${ID}`],
    ['a watch path with an id segment', `https://www.youtube.com/watch/${ID}`],
    ['an unknown path prefix', `https://www.youtube.com/clip/${ID}`],
    ['a short link with a deeper path', `https://youtu.be/x/${ID}`],
    ['www on the short link', `https://www.youtu.be/${ID}`],
    ['a channel URL', 'https://www.youtube.com/@somechannel'],
    ['an id inside prose', `watch this ${ID} now`],
    ['a fragment-only v', `https://www.youtube.com/#/watch?v=${ID}`],
    ['a very long input', `https://www.youtube.com/watch?v=${ID}&x=${'a'.repeat(100_000)}`],
  ])('rejects %s', (_label, input) => {
    expect(parseVideoId(input)).toBeNull();
  });

  it('finishes quickly on 100 000 hostile characters', () => {
    const inputs = ['a'.repeat(100_000), `youtube.com/${'/'.repeat(100_000)}`, '-'.repeat(100_000)];
    const spent = cpuTimeMs(() => {
      for (const input of inputs) expect(parseVideoId(input)).toBeNull();
    });
    expect(spent).toBeLessThan(200);
  });
});
