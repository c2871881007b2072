import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  parseColumns,
  parseFilter,
  parseNonNegativeInteger,
  parseOrder,
  parseQuery,
  parseSelect,
  type FilterNode,
} from './parseQuery.ts';

function parseFailure(parse: () => unknown): ApiError {
  try {
    parse();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a parse error');
}

const eq = (column: string, value: string, negated = false): FilterNode => ({
  kind: 'condition',
  column,
  negated,
  operator: 'eq',
  value,
});

describe('parseFilter', () => {
  it.each<[string, string, string, FilterNode]>([
    ['eq', 'slug', 'eq.hello', eq('slug', 'hello')],
    ['values keep dots', 'price', 'eq.1.5', eq('price', '1.5')],
    ['values keep commas and parentheses', 'note', 'eq.a,b (c)', eq('note', 'a,b (c)')],
    ['empty value', 'note', 'eq.', eq('note', '')],
    ['not', 'slug', 'not.eq.x', eq('slug', 'x', true)],
    ['quoted key', '"my col"', 'eq.1', eq('my col', '1')],
    ['unicode key', 'título', 'eq.1', eq('título', '1')],
    [
      'neq',
      'n',
      'neq.1',
      { kind: 'condition', column: 'n', negated: false, operator: 'neq', value: '1' },
    ],
    [
      'gte',
      'n',
      'gte.1',
      { kind: 'condition', column: 'n', negated: false, operator: 'gte', value: '1' },
    ],
    [
      'ilike keeps wildcards (* and %)',
      'title',
      'ilike.*cut%',
      { kind: 'condition', column: 'title', negated: false, operator: 'ilike', value: '*cut%' },
    ],
    [
      'is null',
      'image',
      'is.null',
      { kind: 'condition', column: 'image', negated: false, operator: 'is', value: 'null' },
    ],
    [
      'is is case-insensitive',
      'ok',
      'not.is.TRUE',
      { kind: 'condition', column: 'ok', negated: true, operator: 'is', value: 'true' },
    ],
    [
      'in',
      'id',
      'in.(1,2,3)',
      { kind: 'condition', column: 'id', negated: false, operator: 'in', values: ['1', '2', '3'] },
    ],
    [
      'in with quoted values holding commas, parentheses and escaped quotes',
      'tag',
      'in.("a,b","(c)",d,"e\\"f")',
      {
        kind: 'condition',
        column: 'tag',
        negated: false,
        operator: 'in',
        values: ['a,b', '(c)', 'd', 'e"f'],
      },
    ],
    [
      'empty in',
      'id',
      'in.()',
      { kind: 'condition', column: 'id', negated: false, operator: 'in', values: [] },
    ],
  ])('%s', (_name, key, value, expected) => {
    expect(parseFilter(key, value)).toEqual(expected);
  });

  it.each([
    ['no operator', 'id', '5', /expected an operator/],
    ['no dot after the operator', 'id', 'eq', /expected "\."/],
    ['unknown operator', 'id', 'bogus.1', /unknown operator "bogus"/],
    ['refused operator', 'tags', 'cs.{a}', /"cs" operator is not supported/],
    ['full-text search', 'body', 'fts(english).cat', /operator modifiers/],
    ['operator modifiers', 'tag', 'eq(any).{a,b}', /operator modifiers/],
    ['double not', 'id', 'not.not.eq.1', /unknown operator "not"/],
    ['bad is value', 'ok', 'is.maybe', /"is" accepts null, true, false or unknown/],
    ['in without parentheses', 'id', 'in.1,2', /expected "\("/],
    ['unterminated in', 'id', 'in.(1,2', /expected "\)"/],
    ['text after in', 'id', 'in.(1)x', /unexpected "x"/],
    ['unterminated quote', 'tag', 'in.("a', /unterminated double quote/],
    ['embedded filter key', 'author.name', 'eq.x', /embedded resources/],
    ['key with SQL', 'id;drop', 'eq.1', /unexpected ";drop"/],
    ['key with a quote', 'na"me', 'eq.1', /unexpected/],
    ['empty key', '', 'eq.1', /expected a column name/],
  ])('refuses %s with PGRST100', (_name, key, value, details) => {
    const error = parseFailure(() => parseFilter(key, value));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: 'PGRST100', hint: null });
    expect((error.body as { details: string }).details).toMatch(details);
  });
});

describe('logic trees', () => {
  it('parses or=(…) with nested and(…)', () => {
    expect(parseFilter('or', '(a.eq.1,and(b.gt.2,c.lt.3))')).toEqual({
      kind: 'logic',
      operator: 'or',
      negated: false,
      children: [
        eq('a', '1'),
        {
          kind: 'logic',
          operator: 'and',
          negated: false,
          children: [
            { kind: 'condition', column: 'b', negated: false, operator: 'gt', value: '2' },
            { kind: 'condition', column: 'c', negated: false, operator: 'lt', value: '3' },
          ],
        },
      ],
    });
  });

  it.each<[string, string, string, FilterNode]>([
    [
      'not.or key',
      'not.or',
      '(a.eq.1,b.eq.2)',
      { kind: 'logic', operator: 'or', negated: true, children: [eq('a', '1'), eq('b', '2')] },
    ],
    [
      'negated inner tree and negated condition',
      'and',
      '(not.or(a.eq.1,b.eq.2),c.not.eq.3)',
      {
        kind: 'logic',
        operator: 'and',
        negated: false,
        children: [
          { kind: 'logic', operator: 'or', negated: true, children: [eq('a', '1'), eq('b', '2')] },
          eq('c', '3', true),
        ],
      },
    ],
    [
      'quoted values, and in-lists inside a tree',
      'or',
      '(title.ilike."*a,b*",id.in.(1,"2,3"),note.is.null)',
      {
        kind: 'logic',
        operator: 'or',
        negated: false,
        children: [
          { kind: 'condition', column: 'title', negated: false, operator: 'ilike', value: '*a,b*' },
          { kind: 'condition', column: 'id', negated: false, operator: 'in', values: ['1', '2,3'] },
          { kind: 'condition', column: 'note', negated: false, operator: 'is', value: 'null' },
        ],
      },
    ],
    [
      'a column named like a logic operator',
      'or',
      '(or.eq.1,and.eq.2)',
      { kind: 'logic', operator: 'or', negated: false, children: [eq('or', '1'), eq('and', '2')] },
    ],
    [
      'a quote inside a raw value stays part of it',
      'or',
      '(note.eq."a"b,id.eq.1)',
      {
        kind: 'logic',
        operator: 'or',
        negated: false,
        children: [eq('note', '"a"b'), eq('id', '1')],
      },
    ],
  ])('%s', (_name, key, value, expected) => {
    expect(parseFilter(key, value)).toEqual(expected);
  });

  it.each([
    ['no parentheses', 'a.eq.1'],
    ['empty tree', '()'],
    ['unterminated', '(a.eq.1'],
    ['trailing text', '(a.eq.1)x'],
    ['trailing comma', '(a.eq.1,)'],
    ['missing operator', '(a.1)'],
    ['SQL in a tree', '(a.eq.1);drop table x'],
  ])('refuses %s', (_name, value) => {
    expect(parseFailure(() => parseFilter('or', value)).body).toMatchObject({ code: 'PGRST100' });
  });
});

describe('parseSelect', () => {
  it.each([
    ['*', [{ kind: 'all' }]],
    [
      'id,title',
      [
        { kind: 'column', name: 'id' },
        { kind: 'column', name: 'title' },
      ],
    ],
    [
      ' id , title ',
      [
        { kind: 'column', name: 'id' },
        { kind: 'column', name: 'title' },
      ],
    ],
    ['*,id', [{ kind: 'all' }, { kind: 'column', name: 'id' }]],
    [
      '"my col", id',
      [
        { kind: 'column', name: 'my col' },
        { kind: 'column', name: 'id' },
      ],
    ],
    ['"a,b(c)"', [{ kind: 'column', name: 'a,b(c)' }]],
    ['', []],
  ])('%j', (text, expected) => {
    expect(parseSelect(text)).toEqual(expected);
  });

  it.each([
    ['embedding', 'id,author(name)', /embedded resources/],
    ['embedding with a hint', 'id,author!inner(name)', /hints/],
    ['alias', 'title:name', /aliases/],
    ['cast', 'id::text', /casts/],
    ['JSON path', 'data->a', /JSON paths/],
    ['spread', '...author(name)', /spread/],
    ['SQL', 'id;drop table x', /unexpected ";droptablex"/],
    ['a comment', 'id--', /unexpected "--"/],
    ['an empty item', 'id,,title', /unexpected ","/],
    ['a trailing comma', 'id,', /expected a column name/],
    ['an unterminated quote', '"id', /unterminated/],
    ['two quoted names run together', '"id""; drop table x"', /unexpected/],
  ])('refuses %s', (_name, text, details) => {
    const error = parseFailure(() => parseSelect(text));
    expect(error.body).toMatchObject({ code: 'PGRST100' });
    expect((error.body as { details: string }).details).toMatch(details);
  });
});

describe('parseOrder', () => {
  it.each([
    ['id', [{ column: 'id', direction: null, nulls: null }]],
    [
      'published_at.desc.nullslast,id.asc',
      [
        { column: 'published_at', direction: 'desc', nulls: 'last' },
        { column: 'id', direction: 'asc', nulls: null },
      ],
    ],
    ['name.nullsfirst', [{ column: 'name', direction: null, nulls: 'first' }]],
    ['"my col".desc', [{ column: 'my col', direction: 'desc', nulls: null }]],
  ])('%s', (text, expected) => {
    expect(parseOrder(text)).toEqual(expected);
  });

  it.each(['id.sideways', 'id.desc.asc', 'id;delete from x', '', 'id,', 'a->b'])(
    'refuses %j',
    (text) => {
      expect(parseFailure(() => parseOrder(text)).body).toMatchObject({ code: 'PGRST100' });
    },
  );
});

describe('numbers and columns', () => {
  it('reads limits and offsets', () => {
    expect(parseNonNegativeInteger('limit', '20')).toBe(20);
    expect(parseNonNegativeInteger('offset', '0')).toBe(0);
  });

  it.each(['-1', '1.5', 'abc', '', '1e3', '99999999999999999999'])('refuses limit=%j', (text) => {
    expect(parseFailure(() => parseNonNegativeInteger('limit', text)).body).toMatchObject({
      code: 'PGRST100',
      message: `"failed to parse limit parameter (${text})"`,
    });
  });

  it('reads columns= as supabase-js sends it', () => {
    expect(parseColumns('"name","email"')).toEqual(['name', 'email']);
    expect(parseColumns('name, email')).toEqual(['name', 'email']);
  });
});

describe('parseQuery', () => {
  it('splits reserved parameters from filters, keeping repeated filters', () => {
    const params = new URLSearchParams(
      'select=id,title&published=eq.true&id=gt.1&id=lt.9&order=id.desc&limit=10&offset=20&or=(a.eq.1,b.eq.2)',
    );
    expect(parseQuery(params)).toEqual({
      select: [
        { kind: 'column', name: 'id' },
        { kind: 'column', name: 'title' },
      ],
      filters: [
        { kind: 'condition', column: 'published', negated: false, operator: 'eq', value: 'true' },
        { kind: 'condition', column: 'id', negated: false, operator: 'gt', value: '1' },
        { kind: 'condition', column: 'id', negated: false, operator: 'lt', value: '9' },
        { kind: 'logic', operator: 'or', negated: false, children: [eq('a', '1'), eq('b', '2')] },
      ],
      order: [{ column: 'id', direction: 'desc', nulls: null }],
      limit: 10,
      offset: 20,
      columns: null,
    });
  });

  it('leaves out the parameters it is told are not filters (function arguments)', () => {
    const query = parseQuery(new URLSearchParams('post_id=5&score=gt.1'), new Set(['post_id']));
    expect(query.filters).toEqual([
      { kind: 'condition', column: 'score', negated: false, operator: 'gt', value: '1' },
    ]);
    expect(query.select).toBeNull();
  });

  it('refuses upserts', () => {
    const error = parseFailure(() => parseQuery(new URLSearchParams('on_conflict=id')));
    expect(error.body).toMatchObject({ code: 'PGRST100' });
  });
});
