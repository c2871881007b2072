import { Button, Select, Slider, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { type ReactNode, type SubmitEvent } from 'react';
import {
  EARNINGS_LENGTH_SLIDER,
  isEarningsCategory,
  type EarningsCategory,
} from '@/domain/tools/youtube-calculator/earnings';
import { formatCompactCount } from '@/domain/youtube';
import { sliderPageKeys } from './sliderPageKeys';
import { positionOfViews, VIEWS_POSITION_MAX, viewsAtPosition } from './viewsScale';
import classes from './YoutubeCalculatorForm.module.css';
import { formatCount } from '@/domain/format/count';

export interface YoutubeCalculatorFormProps {
  /** Video length in whole minutes (1-60). */
  minutes: number;
  /** Views on the documented grid (1,000-5,000,000). */
  views: number;
  /** The chosen category, owned by the screen; null before the visitor chooses one. */
  category: EarningsCategory | null;
  /** The category select's options (value and label). */
  categories: readonly { value: EarningsCategory; label: string }[];
  /** True after 'Calculate Earnings' without a category: the select is marked invalid. */
  categoryMissing?: boolean;
  /** Called with the new length in whole minutes as the visitor moves the slider. */
  onMinutesChange: (minutes: number) => void;
  /** Called with the new number of views (on the grid) as the visitor moves the slider. */
  onViewsChange: (views: number) => void;
  /** Called with the category the visitor chooses. */
  onCategoryChange: (category: EarningsCategory) => void;
  /** 'Calculate Earnings': the screen works out the estimate, or asks for a category. */
  onCalculate: () => void;
}

/** PageUp and PageDown: 5 minutes; 10 views positions (10,000 views, or 500,000 from 100,000). */
const LENGTH_PAGE = 5;
const VIEWS_PAGE = 10;

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

const lengthMarks = [EARNINGS_LENGTH_SLIDER.min, EARNINGS_LENGTH_SLIDER.max].map((value) => ({
  value,
  label: `${value} min`,
}));
const viewsMarks = [0, positionOfViews(100_000), VIEWS_POSITION_MAX].map((position) => ({
  value: position,
  label: formatCompactCount(viewsAtPosition(position)),
}));

/** A slider's visible name and current value above the track. */
function SliderField({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.field}>
      <div className={classes.fieldHeader}>
        <Text component="span" className={classes.fieldLabel}>
          {label}
        </Text>
        <Text component="span" className={classes.fieldValue}>
          {value}
        </Text>
      </div>
      {children}
    </div>
  );
}

/**
 * The earnings calculator's inputs (docs/product.md, youtube-calculator): video length and views
 * sliders, the category and 'Calculate Earnings'. The views slider runs over the documented grid
 * (see `viewsScale`), so an arrow key moves 1,000 views below 100,000 and 50,000 from there; Home
 * and End go to the ends; PageUp and PageDown move 5 minutes, or ten arrow steps of views. Each slider's current value is always shown beside its name, so the
 * thumbs carry no floating label (it would repeat the value); assistive technology reads it from
 * `aria-valuetext`.
 */
export function YoutubeCalculatorForm({
  minutes,
  views,
  category,
  categories,
  categoryMissing = false,
  onMinutesChange,
  onViewsChange,
  onCategoryChange,
  onCalculate,
}: YoutubeCalculatorFormProps) {
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onCalculate();
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label="Earnings calculator">
      <SliderField label="Video Length" value={minutesText(minutes)}>
        <Slider
          className={classes.slider}
          min={EARNINGS_LENGTH_SLIDER.min}
          max={EARNINGS_LENGTH_SLIDER.max}
          step={EARNINGS_LENGTH_SLIDER.step}
          value={minutes}
          onChange={onMinutesChange}
          onKeyDown={sliderPageKeys(
            minutes,
            { page: LENGTH_PAGE, ...EARNINGS_LENGTH_SLIDER },
            onMinutesChange,
          )}
          marks={lengthMarks}
          label={null}
          thumbLabel="Video Length"
          thumbValueText={minutesText}
        />
      </SliderField>
      <SliderField label="Views" value={formatCount(views)}>
        <Slider
          className={classes.slider}
          min={0}
          max={VIEWS_POSITION_MAX}
          step={1}
          value={positionOfViews(views)}
          onChange={(position) => {
            onViewsChange(viewsAtPosition(position));
          }}
          onKeyDown={sliderPageKeys(
            positionOfViews(views),
            { page: VIEWS_PAGE, min: 0, max: VIEWS_POSITION_MAX },
            (position) => {
              onViewsChange(viewsAtPosition(position));
            },
          )}
          marks={viewsMarks}
          label={null}
          thumbLabel="Views"
          thumbValueText={(position) => `${formatCount(viewsAtPosition(position))} views`}
        />
      </SliderField>
      <Select
        label="Category"
        placeholder="Choose a category"
        data={categories.map(({ value, label }) => ({ value, label }))}
        value={category}
        onChange={(value) => {
          if (isEarningsCategory(value)) onCategoryChange(value);
        }}
        allowDeselect={false}
        withCheckIcon
        error={categoryMissing}
        size="md"
      />
      <Button
        type="submit"
        size="md"
        className={classes.submit}
        leftSection={<IconCalculator size={18} aria-hidden="true" />}
      >
        Calculate Earnings
      </Button>
    </form>
  );
}
