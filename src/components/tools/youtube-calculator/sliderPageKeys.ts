import type { KeyboardEvent } from 'react';

/**
 * PageUp and PageDown on a Mantine Slider, which itself moves only by arrows, Home and End: a
 * large step up or down (kept within `min`..`max`), as the WAI-ARIA slider pattern asks. Passed as
 * the slider's `onKeyDown`, it sees the keys its focused thumb receives.
 */
export function sliderPageKeys(
  value: number,
  { page, min, max }: { page: number; min: number; max: number },
  onChange: (value: number) => void,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const direction = event.key === 'PageUp' ? 1 : event.key === 'PageDown' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    onChange(Math.min(max, Math.max(min, value + direction * page)));
  };
}
