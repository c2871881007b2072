import { useLayoutEffect, useRef, type FocusEvent } from 'react';

/** Whether focus was lost to the page: nothing on it has it. */
export function focusIsNowhere() {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Keeps the keyboard's place on a button that is busy for a moment. Mantine's Button disables
 * itself while `loading`, and a focused element that becomes disabled loses focus to the page
 * (the browser's focus fixup; when exactly depends on the browser and on whether a frame is drawn
 * meanwhile): a visitor who pressed Send would find focus nowhere once the send failed. The
 * button gets focus back when it is no longer busy, if nothing else took it meanwhile.
 *
 *   const keep = useFocusKeptWhileBusy(sending);
 *   <Button loading={sending} {...keep}>Send</Button>
 */
export function useFocusKeptWhileBusy<T extends HTMLElement = HTMLButtonElement>(busy: boolean) {
  const ref = useRef<T>(null);
  // Whether the button had focus last. Losing it to nowhere does not count as leaving: some
  // browsers send no blur event when a focused button is disabled.
  const hadFocus = useRef(false);
  const keepsFocus = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (busy) {
      keepsFocus.current =
        hadFocus.current && (document.activeElement === element || focusIsNowhere());
      return;
    }
    if (keepsFocus.current && element && focusIsNowhere()) element.focus({ preventScroll: true });
    keepsFocus.current = false;
  }, [busy]);
  const onFocus = () => {
    hadFocus.current = true;
  };
  const onBlur = (event: FocusEvent<T>) => {
    // Focus moved somewhere on purpose names where it went.
    if (event.relatedTarget !== null) hadFocus.current = false;
  };
  return { ref, onFocus, onBlur };
}
