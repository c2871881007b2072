import { Paper, Textarea } from '@mantine/core';
import {
  CONSULTANT_MESSAGES,
  consultantModeOption,
  type ConsultantChannel,
  type ConsultantMode,
} from '@/domain/tools/channel-consultant/consultant';
import { CopyButton, type CopyState } from '@/components/shared/CopyButton';
import output from '@/components/tool-kit/OutputPanel.module.css';
import { ConsultantChannelSummary } from './ConsultantChannelSummary';
import classes from './ChannelConsultantResult.module.css';

export interface ChannelConsultantResultProps {
  /** The channel the run read: its figures, keywords, topics and latest uploads. */
  channel: ConsultantChannel;
  /** The prompt type the visitor chose (SEO, Ideation, Script or Trendjack); it names the box. */
  mode: ConsultantMode;
  /** The prompt of `mode` for `channel`. */
  prompt: string;
  /**
   * What the last copy did, given by the screen, which owns the clipboard and the 2 s that
   * 'Copied!' lasts.
   */
  copy: CopyState;
  /** Called when the visitor asks to copy the prompt (the screen copies it). */
  onCopy: () => void;
}

/**
 * The consultant's result: the channel it read, the prompt in a read-only text area, and 'Copy'
 * (which reads 'Copied!' for a moment after a copy, or says that the copy failed).
 */
export function ChannelConsultantResult({
  channel,
  mode,
  prompt,
  copy,
  onCopy,
}: ChannelConsultantResultProps) {
  return (
    <article className={classes.result} aria-label={`Prompt for ${channel.title}`}>
      <ConsultantChannelSummary channel={channel} />
      <Paper className={output.panel}>
        <Textarea
          label={`${consultantModeOption(mode).label} prompt`}
          description="Paste it into the AI assistant of your choice."
          value={prompt}
          readOnly
          autosize
          minRows={12}
          classNames={{ input: `${output.text} ${classes.prompt}` }}
          spellCheck={false}
        />
        <div className={classes.actions}>
          <CopyButton
            label="Copy"
            state={copy}
            copiedLabel={CONSULTANT_MESSAGES.copied}
            failure={CONSULTANT_MESSAGES.copyFailed}
            onCopy={onCopy}
          />
        </div>
      </Paper>
    </article>
  );
}
