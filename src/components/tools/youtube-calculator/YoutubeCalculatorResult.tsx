import { Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useId } from 'react';
import { ErrorAlert } from '@/components/shared/ErrorAlert';
import classes from './YoutubeCalculatorResult.module.css';

export interface YoutubeCalculatorResultProps {
  /** The calculated '$low - $high', or null before the first calculation. */
  result: string | null;
  /** 'Please choose a category' after calculating without one. */
  error: string | null;
  /** The figure was calculated for other inputs: it is dimmed and says so. */
  stale?: boolean;
  /** Why the figure is $0 (a video too short to earn), said instead of the usual note. */
  note?: string | null;
}

/**
 * The calculator's 'Estimated Earnings' (docs/product.md, youtube-calculator): the range, or the
 * documented message as an inline alert. The figure's area is a polite live region, so a new figure
 * is announced.
 */
export function YoutubeCalculatorResult({
  result,
  error,
  stale = false,
  note = null,
}: YoutubeCalculatorResultProps) {
  const headingId = useId();
  return (
    <section className={classes.root} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.heading}>
        Estimated Earnings
      </Title>
      <div aria-live="polite" className={classes.output}>
        {result !== null ? (
          <>
            <Text className={classes.figure} data-stale={stale || undefined}>
              {result}
            </Text>
            {stale ? (
              <Text className={classes.staleNote}>
                <IconHistory size={16} aria-hidden="true" className={classes.staleIcon} />
                For the previous settings. Press Calculate Earnings to update it.
              </Text>
            ) : note !== null ? (
              <Text className={classes.note}>{note}</Text>
            ) : (
              <Text className={classes.note}>
                A typical range for ad revenue: 30% to 50% of the category&apos;s rate per 1,000
                views, adjusted for the video&apos;s length.
              </Text>
            )}
          </>
        ) : (
          error === null && (
            <Text className={classes.note}>
              Set the video&apos;s length and views, choose a category, then press Calculate
              Earnings.
            </Text>
          )
        )}
      </div>
      {error !== null && <ErrorAlert>{error}</ErrorAlert>}
    </section>
  );
}
