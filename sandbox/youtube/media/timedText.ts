/**
 * `/api/timedtext?v=ID&lang=en&fmt=srv3`: srv3 XML for captioned videos; for the others (and in
 * the `empty` mode that reproduces production today) an empty 200, as the real endpoint answers.
 */
import type { Dataset } from '../dataset/index.ts';
import type { CaptionCue } from '../dataset/types.ts';
import type { Reply } from '../http/reply.ts';
import { escapeHtml } from '../resources/html.ts';

export type TimedTextMode = 'captions' | 'empty';

const emptyReply: Reply = { status: 200, contentType: 'text/html; charset=UTF-8', body: '' };

export function srv3(cues: readonly CaptionCue[]): string {
  const body = cues.map(
    (cue) => `<p t="${cue.startMs}" d="${cue.durationMs}">${escapeHtml(cue.text)}</p>`,
  );
  return `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">\n<body>\n${body.join('\n')}\n</body>\n</timedtext>\n`;
}

export function timedTextReply(
  dataset: Dataset,
  params: URLSearchParams,
  mode: TimedTextMode,
): Reply {
  const lang = params.get('lang') ?? '';
  const fmt = params.get('fmt') ?? 'srv3';
  if (mode === 'empty' || fmt !== 'srv3' || !/^en(-|$)/i.test(lang) || params.has('tlang'))
    return emptyReply;
  const cues = dataset.captionsOf(params.get('v') ?? '');
  if (cues.length === 0) return emptyReply;
  return { status: 200, contentType: 'text/xml; charset=UTF-8', body: srv3(cues) };
}
