import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { rangeOutcome, readReply, writeReply } from './replies.ts';

describe('rangeOutcome (PostgREST Content-Range and status)', () => {
  it.each([
    [0, 10, null, 200, '0-9/*'],
    [0, 0, null, 200, '*/*'],
    [0, 0, 0, 200, '*/0'],
    [0, 5, 5, 200, '0-4/5'],
    [0, 2, 5, 206, '0-1/5'],
    [3, 2, 5, 206, '3-4/5'],
    [5, 0, 5, 206, '*/5'],
  ])('offset %i, %i rows, total %j → %i %s', (offset, rows, total, status, contentRange) => {
    expect(rangeOutcome(offset, rows, total)).toEqual({ status, contentRange });
  });

  it('answers 416 PGRST103 for an offset past the end', () => {
    let error: unknown;
    try {
      rangeOutcome(20, 0, 10);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 416,
      headers: { 'Content-Range': '*/10' },
      body: {
        code: 'PGRST103',
        details: 'An offset of 20 was requested, but there are only 10 rows.',
        hint: null,
        message: 'Requested range not satisfiable',
      },
    });
  });
});

describe('replies', () => {
  it('answers a single object with its media type, or 406 PGRST116', () => {
    const one = readReply(
      { body: '{"id":1}', row_count: 1, total: null },
      { offset: 0, media: 'object' },
    );
    expect(one).toEqual({
      status: 200,
      headers: {
        'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8',
        'Content-Range': '0-0/*',
      },
      body: '{"id":1}',
    });
    expect(() =>
      readReply({ body: null, row_count: 0, total: null }, { offset: 0, media: 'object' }),
    ).toThrow(expect.objectContaining({ status: 406 }) as Error);
  });

  it('answers minimal writes without a body: 201 for inserts, 204 otherwise', () => {
    const result = { body: null, row_count: 2, total: null };
    const options = { representation: false, count: true, media: 'array' as const };
    expect(writeReply(result, { ...options, status: 201 })).toEqual({
      status: 201,
      headers: { 'Content-Range': '*/2' },
      body: null,
    });
    expect(writeReply(result, { ...options, status: 200 })).toEqual({
      status: 204,
      headers: { 'Content-Range': '0-1/2' },
      body: null,
    });
  });
});
