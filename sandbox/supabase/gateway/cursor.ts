/**
 * The lexer under parseQuery: a position in one query parameter, the tokens PostgREST's
 * grammar shares (column names, double-quoted strings), and its "failed to parse" errors.
 */
import { queryError } from './errors.ts';

const identifierChar = /[\p{L}\p{N}_$]/u;

/** A position in one parameter's text, with PostgREST-style failures. */
export class Cursor {
  position = 0;

  constructor(
    private readonly text: string,
    private readonly subject: string,
  ) {}

  get atEnd(): boolean {
    return this.position >= this.text.length;
  }

  peek(): string | undefined {
    return this.text[this.position];
  }

  lookingAt(pattern: RegExp): boolean {
    return pattern.test(this.text.slice(this.position));
  }

  /** Consumes what `pattern` (anchored with ^) matches here, if it does. */
  eatMatch(pattern: RegExp): RegExpExecArray | null {
    const match = pattern.exec(this.text.slice(this.position));
    if (match) this.position += match[0].length;
    return match;
  }

  eat(literal: string): boolean {
    if (!this.text.startsWith(literal, this.position)) return false;
    this.position += literal.length;
    return true;
  }

  expect(literal: string): void {
    if (!this.eat(literal)) this.fail(`expected "${literal}" at position ${this.position + 1}`);
  }

  expectEnd(): void {
    if (!this.atEnd) this.fail(`unexpected "${this.text.slice(this.position)}"`);
  }

  /** Characters up to (not including) the first of `stops`, or to the end. */
  takeUntil(stops: string): string {
    const start = this.position;
    while (!this.atEnd && !stops.includes(this.text.charAt(this.position))) this.position += 1;
    return this.text.slice(start, this.position);
  }

  takeWhile(pattern: RegExp): string {
    const start = this.position;
    while (!this.atEnd && pattern.test(this.text.charAt(this.position))) this.position += 1;
    return this.text.slice(start, this.position);
  }

  /** `"…"` with backslash escapes; the cursor must be on the opening quote. */
  quoted(): string {
    this.expect('"');
    let value = '';
    while (this.position < this.text.length) {
      const char = this.text.charAt(this.position);
      this.position += 1;
      if (char === '"') return value;
      const escaped = char === '\\' && this.position < this.text.length;
      value += escaped ? this.text.charAt(this.position++) : char;
    }
    return this.fail('unterminated double quote');
  }

  fail(details: string): never {
    throw queryError(`"failed to parse ${this.subject} (${this.text})"`, details);
  }
}

/** A column name: `"quoted"` (any text but `"`), or letters, digits, `_` and `$`. */
export function identifier(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const name = cursor.quoted();
    if (name === '') cursor.fail('empty column name');
    return name;
  }
  const name = cursor.takeWhile(identifierChar);
  if (name === '') {
    const next = cursor.peek();
    cursor.fail(next === undefined ? 'expected a column name' : `unexpected "${next}"`);
  }
  return name;
}
