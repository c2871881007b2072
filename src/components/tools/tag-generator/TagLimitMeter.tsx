import { Progress, Text } from '@mantine/core';
import { useId } from 'react';
import { tagLimitUse } from '@/domain/tools/tag-generator/tagLimit';
import classes from './TagGeneratorResult.module.css';

export interface TagLimitMeterProps {
  /**
   * The tags still selected; the meter counts them as YouTube stores them (joined by commas, a
   * tag with a space in quotes).
   */
  tags: readonly string[];
}

/** The characters the tags take against YouTube's 500-character limit ('312 / 500 characters'). */
export function TagLimitMeter({ tags }: TagLimitMeterProps) {
  const use = tagLimitUse(tags);
  const labelId = useId();
  return (
    <div className={classes.meter}>
      <Text id={labelId} size="sm" className={classes.meterLabel} data-over={use.over || undefined}>
        {use.label}
        <span className={classes.meterNote}> of YouTube&apos;s tag limit</span>
      </Text>
      <Progress.Root size="sm">
        <Progress.Section
          value={use.percent}
          color={use.over ? 'red' : 'teal'}
          withAria={false}
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={use.limit}
          aria-valuenow={use.characters}
          aria-valuetext={use.label}
        />
      </Progress.Root>
    </div>
  );
}
