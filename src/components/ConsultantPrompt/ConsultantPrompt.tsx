import { Button, Paper, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import {
  CONSULTANT_MESSAGES,
  consultantModeOption,
  type ConsultantChannel,
  type ConsultantMode,
} from '@/domain/tools/consultant';
import { ConsultantChannelSummary } from '../ConsultantChannelSummary';
import classes from './ConsultantPrompt.module.css';

/** What the last copy did: nothing yet (or long enough ago), copied, or refused. */
export type ConsultantCopyState = 'idle' | 'copied' | 'failed';

export interface ConsultantPromptProps {
  channel: ConsultantChannel;
  mode: ConsultantMode;
  /** The prompt of `mode` for `channel`. */
  prompt: string;
  copy: ConsultantCopyState;
  onCopy: () => void;
}

/**
 * The consultant's result: the channel it read, the prompt in a read-only text area, and 'Copy'
 * (which reads 'Copied!' for a moment after a copy, or says that the copy failed).
 */
export function ConsultantPrompt({ channel, mode, prompt, copy, onCopy }: ConsultantPromptProps) {
  const copied = copy === 'copied';
  return (
    <article className={classes.result} aria-label={`Prompt for ${channel.title}`}>
      <ConsultantChannelSummary channel={channel} />
      <Paper className={classes.panel}>
        <Textarea
          label={`${consultantModeOption(mode).label} prompt`}
          description="Paste it into the AI assistant of your choice."
          value={prompt}
          readOnly
          autosize
          minRows={12}
          classNames={{ input: classes.prompt }}
          spellCheck={false}
        />
        <div className={classes.actions}>
          <Button
            variant="filled"
            leftSection={
              copied ? (
                <IconCheck size={18} aria-hidden="true" />
              ) : (
                <IconCopy size={18} aria-hidden="true" />
              )
            }
            onClick={onCopy}
          >
            {copied ? CONSULTANT_MESSAGES.copied : 'Copy'}
          </Button>
          {/* Always in the page, so that assistive technology announces what appears in it. */}
          <span role="status" className={classes.copied}>
            {copied ? CONSULTANT_MESSAGES.copied : ''}
          </span>
          {copy === 'failed' && (
            <Text role="alert" className={classes.failed}>
              <IconAlertCircle size={18} aria-hidden="true" />
              {CONSULTANT_MESSAGES.copyFailed}
            </Text>
          )}
        </div>
      </Paper>
    </article>
  );
}
