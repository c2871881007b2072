/**
 * The channel comparer's input (docs/product.md, channel-comparer): two channel references, both
 * required.
 *
 * Decisions:
 * - Either box blank gives 'Please enter both YouTube channel URLs' (once, for the form); a box
 *   whose text is not a channel reference `parseChannelRef` reads gets
 *   'Please enter a valid YouTube channel URL' under it.
 * - The comparison's address is `/tools/channel-comparer?a=…&b=…` with the texts as typed
 *   (trimmed), so a shared link shows the visitor's own words (the route table builds it:
 *   src/domain/routing/routeTable.ts).
 */
import { parseChannelRef, type ChannelRef } from '@/domain/youtube/channelRef';
import { CHANNEL_COMPARER_MESSAGES } from './channelComparison';
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';
import type { ToolParamValue } from '@/domain/tool-kit/toolParams';

/** The route's query parameters `a` and `b` (or the form's two boxes). */
export type ChannelPairParams = { a: ToolParamValue; b: ToolParamValue };

export interface ChannelPair {
  a: ChannelRef;
  b: ChannelRef;
}

export type ChannelPairField = 'a' | 'b';

/** What is wrong with the two boxes: a message for the form, and one per box. */
export interface ChannelPairErrors {
  form: string | null;
  a: string | null;
  b: string | null;
}

export type ChannelPairResult =
  { ok: true; value: ChannelPair } | { ok: false; errors: ChannelPairErrors };

const text = (value: ToolParamValue) => (value ?? '').trim();

/** Both boxes → the two references, or what to say under the form and each box. */
export function readChannelPair(params: ChannelPairParams): ChannelPairResult {
  const a = text(params.a);
  const b = text(params.b);
  if (a === '' || b === '') {
    return {
      ok: false,
      errors: {
        form: CHANNEL_COMPARER_MESSAGES.bothRequired,
        a: a === '' ? CHANNEL_COMPARER_MESSAGES.bothRequired : null,
        b: b === '' ? CHANNEL_COMPARER_MESSAGES.bothRequired : null,
      },
    };
  }
  const refA = parseChannelRef(a);
  const refB = parseChannelRef(b);
  if (refA === null || refB === null) {
    return {
      ok: false,
      errors: {
        form: null,
        a: refA === null ? CHANNEL_COMPARER_MESSAGES.invalidChannel : null,
        b: refB === null ? CHANNEL_COMPARER_MESSAGES.invalidChannel : null,
      },
    };
  }
  return { ok: true, value: { a: refA, b: refB } };
}

/** The run's input, or the first message (the form's, else the first box's). */
export function channelPairToCompare(params: ChannelPairParams): InputResult<ChannelPair> {
  const outcome = readChannelPair(params);
  if (outcome.ok) return accept(outcome.value);
  const { form, a, b } = outcome.errors;
  return reject(form ?? a ?? b ?? CHANNEL_COMPARER_MESSAGES.invalidChannel);
}
