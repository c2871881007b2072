import { SegmentedControl } from '@mantine/core';
import { OUTLIER_TYPES, type OutlierType } from '@/domain/tools/outlier-finder/outlierFinder';
import classes from './OutlierTypeToggle.module.css';

export interface OutlierTypeToggleProps {
  value: OutlierType;
  onChange: (type: OutlierType) => void;
  disabled?: boolean;
}

const labels: Record<OutlierType, string> = { videos: 'Videos', shorts: 'Shorts' };
const data = OUTLIER_TYPES.map((type) => ({ value: type, label: labels[type] }));
const isType = (value: string): value is OutlierType => value in labels;

/** The outlier finder's Videos/Shorts toggle: a radio group named 'Video type'. */
export function OutlierTypeToggle({ value, onChange, disabled }: OutlierTypeToggleProps) {
  return (
    <SegmentedControl
      aria-label="Video type"
      className={classes.toggle}
      data={data}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        if (isType(next)) onChange(next);
      }}
    />
  );
}
