import { SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import {
  CONSULTANT_MODES,
  consultantModeOption,
  isConsultantMode,
  type ConsultantMode,
} from '@/domain/tools/channel-consultant/consultant';
import classes from './ConsultantModePicker.module.css';

export interface ConsultantModePickerProps {
  /** The chosen mode, owned by the screen. */
  value: ConsultantMode;
  /** Called with the mode the visitor picks; the screen rebuilds the prompt without a new run. */
  onChange: (mode: ConsultantMode) => void;
}

const data = CONSULTANT_MODES.map(({ value, label }) => ({ value, label }));

/**
 * The consultant's four modes (docs/product.md, channel-consultant) as one radio group: arrow keys
 * move between them, and the line under it says what the chosen mode's prompt asks for.
 */
export function ConsultantModePicker({ value, onChange }: ConsultantModePickerProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className={classes.picker}>
      <Text id={labelId} component="span" className={classes.label}>
        Prompt type
      </Text>
      <SegmentedControl
        data={data}
        value={value}
        onChange={(next) => {
          if (isConsultantMode(next)) onChange(next);
        }}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className={classes.control}
        size="md"
      />
      <Text id={descriptionId} className={classes.description}>
        {consultantModeOption(value).description}
      </Text>
    </div>
  );
}
