import { describe, expect, it } from 'vitest';
import {
  commentBlock,
  commentFile,
  commentsToCsv,
  commentsToJson,
  commentsToText,
  csvField,
  formatCommentTime,
  spreadsheetSafe,
} from './commentFiles';
import type { VideoComment, VideoComments } from '@/domain/tool-kit/videoComments';

const comment = (overrides: Partial<VideoComment> = {}): VideoComment => ({
  id: 'Ugx1',
  author: '@mayaedits',
  authorChannelId: 'UCmaya',
  authorAvatarUrl: null,
  text: 'Great video!',
  publishedAt: '2026-11-01T10:00:00Z',
  likeCount: 3,
  replyCount: 1,
  ...overrides,
});

const result = (comments: VideoComment[], more = false): VideoComments => ({
  videoId: 'JVgiveAway8',
  comments,
  more,
});

describe('formatCommentTime', () => {
  it('gives the date and 24-hour time in UTC', () => {
    expect(formatCommentTime('2026-11-01T10:00:00Z')).toBe('2026-11-01 10:00 UTC');
    expect(formatCommentTime('2026-03-09T23:59:59.999Z')).toBe('2026-03-09 23:59 UTC');
  });

  it('turns an offset time into UTC (the day can change)', () => {
    expect(formatCommentTime('2026-01-01T01:30:00+02:00')).toBe('2025-12-31 23:30 UTC');
  });

  it('keeps an unreadable time as it came', () => {
    expect(formatCommentTime('yesterday')).toBe('yesterday');
  });
});

describe('youtube_comments.txt', () => {
  it('is one block per comment — author, time, text — separated by a blank line', () => {
    const text = commentsToText([
      comment(),
      comment({ author: '@sam', text: 'Line one\nline two', publishedAt: '2026-10-31T08:05:00Z' }),
    ]);
    expect(text).toBe(
      '@mayaedits\n2026-11-01 10:00 UTC\nGreat video!\n\n' +
        '@sam\n2026-10-31 08:05 UTC\nLine one\nline two\n',
    );
  });

  it('drops blank lines inside a comment so a blank line always separates comments', () => {
    expect(commentBlock(comment({ text: 'Para one\r\n\r\n  \nPara two\rend' }))).toBe(
      '@mayaedits\n2026-11-01 10:00 UTC\nPara one\nPara two\nend',
    );
  });

  it('holds as many blocks as comments (1,000)', () => {
    const comments = Array.from({ length: 1000 }, (_, i) =>
      comment({ id: `c${i}`, text: i % 7 === 0 ? 'a\n\nb' : `#${i}` }),
    );
    expect(commentsToText(comments).trimEnd().split('\n\n')).toHaveLength(1000);
  });
});

describe('CSV (RFC 4180)', () => {
  it('quotes only fields with a comma, quote or line break, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvField('')).toBe('');
  });

  it('has a BOM, a header row and CRLF line ends; a multi-line comment stays one record', () => {
    const csv = commentsToCsv([comment({ text: 'Hi, "you"\nbye' })]);
    expect(csv).toBe(
      '\uFEFFauthor,author_channel_id,published_at,likes,replies,text,comment_id\r\n' +
        '@mayaedits,UCmaya,2026-11-01T10:00:00Z,3,1,"Hi, ""you""\nbye",Ugx1\r\n',
    );
  });

  it('leaves an empty channel id empty', () => {
    expect(commentsToCsv([comment({ authorChannelId: null })])).toContain('@mayaedits,,2026');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(spreadsheetSafe('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(spreadsheetSafe('+1')).toBe("'+1");
    expect(spreadsheetSafe('-5 stars')).toBe("'-5 stars");
    expect(spreadsheetSafe('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(spreadsheetSafe('\t=1')).toBe("'\t=1");
    expect(spreadsheetSafe('\r=1')).toBe("'\r=1");
    expect(spreadsheetSafe('Nice = good')).toBe('Nice = good');
    const csv = commentsToCsv([comment({ author: '@x(1)', text: '=1+1' })]);
    expect(csv).toContain("\r\n'@x(1),UCmaya,");
    expect(csv).toContain(",'=1+1,");
  });

  it('leaves a plain handle as it is', () => {
    expect(spreadsheetSafe('@maya.edits_2-b')).toBe('@maya.edits_2-b');
    expect(spreadsheetSafe('@josé.müller')).toBe('@josé.müller');
    expect(spreadsheetSafe('@ケンジ')).toBe('@ケンジ');
  });
});

describe('JSON', () => {
  it('holds the video, the count, whether there are more and the comments as read', () => {
    const parsed: unknown = JSON.parse(commentsToJson(result([comment()], true)));
    expect(parsed).toEqual({ videoId: 'JVgiveAway8', count: 1, more: true, comments: [comment()] });
  });
});

describe('commentFile', () => {
  it('names the files after the documented youtube_comments.txt', () => {
    const comments = result([comment()]);
    expect(commentFile('txt', comments)).toMatchObject({
      name: 'youtube_comments.txt',
      mimeType: 'text/plain;charset=utf-8',
    });
    expect(commentFile('csv', comments)).toMatchObject({
      name: 'youtube_comments.csv',
      mimeType: 'text/csv;charset=utf-8',
    });
    expect(commentFile('json', comments)).toMatchObject({
      name: 'youtube_comments.json',
      mimeType: 'application/json',
    });
    expect(commentFile('txt', comments).content).toBe(commentsToText(comments.comments));
  });
});
