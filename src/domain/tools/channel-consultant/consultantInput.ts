/**
 * The channel consultant's form (docs/product.md, channel-consultant): one channel reference.
 * Decision: an empty box gives the documented 'Please enter a YouTube channel URL'; text that is no
 * channel reference at all (not a channel link, @handle or `UC…` id) is answered at the field with
 * the consultant's own failure text, 'Error analyzing channel. Please check the URL and try again.'
 * (docs/product.md, channel-consultant), rather than the channel analyzer's wording.
 */
import { parseChannelRef, type ChannelRef } from '@/domain/youtube/channelRef';
import { CONSULTANT_MESSAGES } from './consultant';
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';
import type { ToolParamValue } from '@/domain/tool-kit/toolParams';

/** What the consultant's form submits (a type, not an interface: named tool parameters). */
export type ConsultantForm = { readonly channel: ToolParamValue };

/** The form's values (trimmed) → the channel to look up, or the message for the field. */
export function readConsultantInput({ channel }: { channel: string }): InputResult<ChannelRef> {
  if (channel.trim() === '') return reject(CONSULTANT_MESSAGES.emptyInput);
  const ref = parseChannelRef(channel);
  return ref === null ? reject(CONSULTANT_MESSAGES.failed) : accept(ref);
}
