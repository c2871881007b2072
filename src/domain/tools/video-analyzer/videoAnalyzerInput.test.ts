import { describe, expect, it } from 'vitest';
import { readVideoAnalyzerInput, videoIdToAnalyze } from './videoAnalyzerInput';

const ID = 'dQw4w9WgXcQ';

describe('readVideoAnalyzerInput', () => {
  // Every link form is videoId.test.ts's; here, that the box reads one.
  it.each([ID, `https://youtu.be/${ID}`])('reads the id from %s', (text) => {
    expect(readVideoAnalyzerInput(text)).toEqual({ ok: true, value: ID });
  });

  it.each(['dQw4w9WgXc', 'https://example.com/watch?v=dQw4w9WgXcQ', 'hello world'])(
    "answers 'Invalid YouTube URL or video ID' for %s",
    (text) => {
      expect(readVideoAnalyzerInput(text)).toEqual({
        ok: false,
        error: 'Invalid YouTube URL or video ID',
      });
    },
  );

  it('asks for a valid link or id when blank', () => {
    expect(readVideoAnalyzerInput('  ')).toEqual({
      ok: false,
      error: 'Please enter a valid YouTube video URL or ID',
    });
  });
});

describe('videoIdToAnalyze', () => {
  it('runs on a valid id', () => {
    expect(videoIdToAnalyze(ID)).toEqual({ ok: true, value: ID });
  });

  it.each([[undefined], [null], [''], ['not-an-id']])('refuses %j', (param) => {
    expect(videoIdToAnalyze(param)).toEqual({
      ok: false,
      error: 'Please enter a valid YouTube video URL or ID',
    });
  });
});
