import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, TextInput } from '@mantine/core';
import type { PickerOptions } from '@/domain/tools/comment-picker/commentPicker';
import classes from './CommentPickerOptions.module.css';

export interface CommentPickerOptionsProps {
  /** The options shown, owned by the screen: one entry per commenter, and the keyword. */
  options: PickerOptions;
  /** Called with the whole new options when the visitor ticks the box or edits the keyword. */
  onOptionsChange: (options: PickerOptions) => void;
}

/**
 * Who may win: one entry per commenter, and only comments containing a keyword. The options
 * apply to every draw, so they can change after the comments have loaded.
 */
export function CommentPickerOptions({ options, onOptionsChange }: CommentPickerOptionsProps) {
  return (
    <fieldset className={classes.options}>
      <legend className={classes.legend}>Who can win</legend>
      <div className={classes.optionRow}>
        <Checkbox
          label="One entry per commenter"
          checked={options.onePerCommenter}
          onChange={(event) =>
            onOptionsChange({ ...options, onePerCommenter: event.currentTarget.checked })
          }
        />
        <TextInput
          className={classes.keyword}
          label="Only comments containing"
          placeholder="e.g. #giveaway"
          value={options.keyword}
          onChange={(event) => onOptionsChange({ ...options, keyword: event.currentTarget.value })}
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}
