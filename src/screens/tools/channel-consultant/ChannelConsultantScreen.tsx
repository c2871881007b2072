import { useClipboard } from '@mantine/hooks';
import { useState } from 'react';
import { ConsultantModePicker } from '@/components/tools/channel-consultant/ConsultantModePicker';
import type { CopyState } from '@/components/shared/CopyButton';
import { ChannelConsultantResult } from '@/components/tools/channel-consultant/ChannelConsultantResult';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import { ToolSearchForm } from '@/components/tool-kit/ToolSearchForm';
import {
  CONSULTANT_COPIED_MS,
  DEFAULT_CONSULTANT_MODE,
  type ConsultantMode,
} from '@/domain/tools/channel-consultant/consultant';
import { localDay, type CalendarDay } from '@/domain/tools/channel-consultant/consultantDates';
import { consultantPrompt } from '@/domain/tools/channel-consultant/consultantPrompts';
import type { ChannelConsultantLogic } from '@/machines/tools/channel-consultant/channelConsultantMachine';
import { ToolRunPanel, useToolForm } from '@/screens/tool-kit';

export interface ChannelConsultantScreenProps {
  /**
   * The channel consultant's run machine with its YouTube service provided (app, or story fakes).
   */
  logic: ChannelConsultantLogic;
  /** The visitor's date the trendjack window counts from; default: today, when the page opens. */
  today?: CalendarDay;
  /** The mode chosen first; default SEO. */
  initialMode?: ConsultantMode;
}

/**
 * /tools/channel-consultant (docs/product.md, channel-consultant): a channel link runs one fetch of
 * the channel's figures; the chosen mode turns them into a prompt to copy. Changing the mode
 * rebuilds the prompt from the same figures, without asking YouTube again.
 */
export function ChannelConsultantScreen({
  logic,
  today,
  initialMode = DEFAULT_CONSULTANT_MODE,
}: ChannelConsultantScreenProps) {
  const form = useToolForm(logic);
  const [mode, setMode] = useState(initialMode);
  const [day] = useState(() => today ?? localDay(new Date()));
  const clipboard = useClipboard({ timeout: CONSULTANT_COPIED_MS });
  const copy: CopyState = clipboard.copied ? 'copied' : clipboard.error ? 'failed' : 'idle';

  return (
    <ToolPage
      title="Channel Consultant"
      description="Turn a YouTube channel's real figures (subscribers, views, keywords, topics and latest uploads) into a ready-to-paste AI prompt for SEO, video ideas, a full script or upcoming trends."
      controls={
        <>
          <ToolSearchForm
            label="YouTube channel URL"
            placeholder="https://www.youtube.com/@channel"
            submitLabel="Generate prompt"
            error={form.fieldError}
            busy={form.snapshot.hasTag('running')}
            onSubmit={(channel) => {
              clipboard.reset();
              form.submit({ channel });
            }}
            onEdit={form.clearError}
          />
          <ConsultantModePicker
            value={mode}
            onChange={(next) => {
              setMode(next);
              clipboard.reset();
            }}
          />
        </>
      }
    >
      <ToolRunPanel
        snapshot={form.snapshot}
        onRetry={form.retry}
        runningLabel="Analyzing channel..."
        hint="Paste a channel link, @handle or channel ID, pick a prompt type and generate the prompt."
        invalidAtField
      >
        {(channel) => {
          const prompt = consultantPrompt(channel, mode, day);
          return (
            <ChannelConsultantResult
              channel={channel}
              mode={mode}
              prompt={prompt}
              copy={copy}
              onCopy={() => {
                clipboard.copy(prompt);
              }}
            />
          );
        }}
      </ToolRunPanel>
    </ToolPage>
  );
}
