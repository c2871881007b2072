import { VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CommentPickerOptions } from '@/components/tools/comment-picker/CommentPickerOptions';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import { ToolSearchForm } from '@/components/tool-kit/ToolSearchForm';
import { ROUTES, toolPage } from '@/domain/routing/routeTable';
import {
  DEFAULT_PICKER_OPTIONS,
  readCommentPickerInput,
} from '@/domain/tools/comment-picker/commentPicker';
import type { RandomFill } from '@/domain/tools/comment-picker/commentPickerDraw';
import { COMMENT_NOUN, type VideoComments } from '@/domain/tool-kit/videoComments';
import type {
  CommentDrawLogic,
  CommentPickerLogic,
  DrawClock,
} from '@/machines/tools/comment-picker/commentPickerMachine';
import { ToolRunPanel, useToolRun, useToolSearch } from '@/screens/tool-kit';
import { CommentDraw } from './CommentDraw';
import classes from './CommentPickerScreen.module.css';
import { formatCount } from '@/domain/format/count';

export interface CommentPickerScreenProps {
  /** Loads the comments (the tool-run machine, provided by the app or a story). */
  logic: CommentPickerLogic;
  /** Draws the winner (with the app's confetti, or none in a story). */
  drawLogic: CommentDrawLogic;
  /** The winner's random words: crypto.getRandomValues, or fixed words in a story. */
  random: RandomFill;
  /** Overrides the visitor's prefers-reduced-motion (stories, tests). */
  reducedMotion?: boolean;
  /** The draw's clock: a story freezes the shuffle with a SimulatedClock. */
  drawClock?: DrawClock;
  /** The reference time of "2 days ago". */
  now?: () => number;
}

const summary = ({ comments }: VideoComments) =>
  `${formatCount(comments.length)} ${comments.length === 1 ? 'comment' : 'comments'} loaded.`;

/**
 * /tools/comment-picker and /tools/comment-picker/{videoId} (docs/product.md, comment-picker): the
 * link box navigates to the video's route, the route loads its comments, then the draw shuffles
 * onto the winner. 'Start Over' empties the box, resets the options and returns to the bare route.
 */
export function CommentPickerScreen({
  logic,
  drawLogic,
  random,
  reducedMotion,
  drawClock,
  now = Date.now,
}: CommentPickerScreenProps) {
  const { videoId } = useParams();
  const [snapshot, send] = useToolRun(logic, videoId);
  const box = useToolSearch(readCommentPickerInput, ROUTES['comment-picker'].to, videoId);
  const navigate = useNavigate();
  const prefersReducedMotion = useReducedMotion();
  const [options, setOptions] = useState(DEFAULT_PICKER_OPTIONS);
  const [announcer, setAnnouncer] = useState<HTMLElement | null>(null);

  // The bare route empties the box (it follows the address).
  const startOver = () => {
    setOptions(DEFAULT_PICKER_OPTIONS);
    void navigate(toolPage('comment-picker'));
  };

  return (
    <ToolPage
      title="Comment Picker"
      description="Paste a YouTube video link to draw a random winner from its comments for your giveaway: fair, from up to 1,000 comments, with one entry per commenter."
      controls={
        <div className={classes.controls}>
          <ToolSearchForm
            label="YouTube video URL"
            placeholder="https://www.youtube.com/watch?v=..."
            submitLabel="Pick Winner"
            icon={<IconGift size={18} aria-hidden="true" />}
            value={box.text}
            error={box.error}
            busy={snapshot.hasTag('running')}
            onSubmit={box.submit}
            onEdit={box.edit}
          />
          <CommentPickerOptions options={options} onOptionsChange={setOptions} />
        </div>
      }
    >
      <ToolRunPanel
        snapshot={snapshot}
        onRetry={() => send({ type: 'tool.retry' })}
        runningLabel="Loading comments..."
        progressNoun={COMMENT_NOUN}
        hint="The winner is drawn fairly from up to 1,000 comments; reroll as often as you like, nobody wins twice."
        resultSummary={summary}
      >
        {(result) => (
          <CommentDraw
            logic={drawLogic}
            comments={result.comments}
            options={options}
            random={random}
            reducedMotion={reducedMotion ?? prefersReducedMotion}
            clock={drawClock}
            now={now()}
            announcer={announcer}
            onStartOver={startOver}
          />
        )}
      </ToolRunPanel>
      <VisuallyHidden ref={setAnnouncer} aria-live="polite" aria-atomic="true" />
    </ToolPage>
  );
}
