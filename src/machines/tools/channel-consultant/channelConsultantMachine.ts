import {
  CONSULTANT_MESSAGES,
  type ConsultantChannel,
} from '@/domain/tools/channel-consultant/consultant';
import {
  readConsultantInput,
  type ConsultantForm,
} from '@/domain/tools/channel-consultant/consultantInput';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

/**
 * The channel consultant (docs/product.md, channel-consultant): a form (no route parameter) whose
 * submitted channel reference runs one fetch of the channel's figures; the app provides `run`. The
 * prompt's mode is not part of the run: the screen builds each mode's prompt from the same figures.
 */
export const channelConsultantMachine = createToolRunMachine<
  ChannelRef,
  ConsultantChannel,
  ConsultantForm
>('channelConsultant', {
  parse: readConsultantInput,
  failureMessage: CONSULTANT_MESSAGES.failed,
});

export type ChannelConsultantLogic = typeof channelConsultantMachine;
