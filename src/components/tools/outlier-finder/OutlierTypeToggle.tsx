import { SegmentedControl } from '@mantine/core';
import { OUTLIER_TYPES, type OutlierType } from '@/domain/tools/outlier-finder/outlierFinder';
import classes from './OutlierTypeToggle.module.css';

export interface OutlierTypeToggleProps {
  /** The type shown as chosen, owned by the screen (the route's type once a query is shown). */
  value: OutlierType;
  /** Called with the type the visitor picks; the screen searches again when a query is shown. */
  onChange: (type: OutlierType) => void;
  /** True to grey the toggle out. The outlier finder screen leaves it on, even during a run. */
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
