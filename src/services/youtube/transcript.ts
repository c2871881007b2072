/**
 * timedtext srv3 (docs/sandbox.md, wire formats) → text. `<p t d>` elements are cues;
 * auto-generated tracks split a cue into `<s>` word segments. Parsed with DOMParser when the
 * platform has one, otherwise by a small tokenizer that only reads text (no innerHTML, no entity
 * expansion beyond XML's own).
 */

export interface TranscriptCue {
  /** Start in milliseconds (`p@t`). */
  startMs: number;
  /** Duration in milliseconds (`p@d`). */
  durationMs: number;
  text: string;
}

export interface Transcript {
  /** The cues' text, concatenated with single spaces. */
  text: string;
  cues: TranscriptCue[];
}

export type DomParserConstructor = new () => Pick<DOMParser, 'parseFromString'>;

export class TranscriptParseError extends Error {
  override name = 'TranscriptParseError';
}

const named: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes XML/HTML character references: named (amp, lt, gt, quot, apos, nbsp) and numeric. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (match, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return named[body] ?? match;
  });
}

function cue(start: string | null, duration: string | null, text: string): TranscriptCue {
  const toMs = (value: string | null) => {
    const number = Number(value ?? '');
    return Number.isFinite(number) ? number : 0;
  };
  return {
    startMs: toMs(start),
    durationMs: toMs(duration),
    text: text.replace(/\s+/g, ' ').trim(),
  };
}

function withDom(xml: string, Parser: DomParserConstructor): TranscriptCue[] {
  const doc = new Parser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) {
    throw new TranscriptParseError('The transcript is not well-formed XML');
  }
  return Array.from(doc.getElementsByTagName('p'), (p) =>
    cue(p.getAttribute('t'), p.getAttribute('d'), p.textContent),
  );
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[2] ?? match[3] ?? null) : null;
}

/** Tokenizer fallback: text inside each `<p>` (tags such as `<s>` and `<br/>` dropped). */
function withTokenizer(xml: string): TranscriptCue[] {
  const source = xml.replace(/<!--[\s\S]*?-->/g, '');
  const cues: TranscriptCue[] = [];
  const paragraph = /<p\b([^>]*?)(\/>|>([\s\S]*?)<\/p\s*>)/g;
  for (let match = paragraph.exec(source); match; match = paragraph.exec(source)) {
    const attributes = match[1] ?? '';
    const inner = (match[3] ?? '').replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, data: string) =>
      data.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
    );
    if (/<p\b/.test(inner)) throw new TranscriptParseError('Nested <p> in transcript');
    const text = decodeEntities(inner.replace(/<[^>]*>/g, ''));
    cues.push(cue(attribute(attributes, 't'), attribute(attributes, 'd'), text));
  }
  if (cues.length === 0 && !/<timedtext\b|<transcript\b|<body\b/.test(source)) {
    throw new TranscriptParseError('Not a timedtext document');
  }
  return cues;
}

function defaultDomParser(): DomParserConstructor | undefined {
  return typeof DOMParser === 'function' ? DOMParser : undefined;
}

/**
 * Parses an srv3 document. Returns the cues that carry text; an empty list means the track has
 * no words. Throws TranscriptParseError for something that is not timedtext XML.
 */
export function parseSrv3(
  xml: string,
  Parser: DomParserConstructor | null | undefined = defaultDomParser(),
): Transcript {
  const cues = (Parser ? withDom(xml, Parser) : withTokenizer(xml)).filter((c) => c.text !== '');
  return { text: cues.map((c) => c.text).join(' '), cues };
}
