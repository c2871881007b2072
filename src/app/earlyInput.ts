/**
 * What a visitor does on a prerendered page before the app has hydrated it. The page is readable
 * and its fields take typing from its HTML alone, but nothing reacts yet: a press on a button
 * would be lost, a form would submit to the server and throw away what was typed, and Enter in a
 * field whose button waits for the app would do nothing. Until the app hydrates, presses on the
 * page's controls, Enter in its fields and its form submissions are held (links still navigate by
 * themselves); once it has, what was typed is handed to the app and what was held happens, in
 * order.
 */

/** What a press is held on: the page's controls that do nothing until the app runs. */
const CONTROLS = [
  'button',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
].join(',');

let root: HTMLElement | null = null;
const held: Array<() => void> = [];

function holdPress(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>(CONTROLS);
  if (!control || !root?.contains(control) || control.closest('a[href]')) return;
  event.preventDefault();
  held.push(() => {
    if (control.isConnected) control.click();
  });
}

function holdSubmit(event: Event) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !root?.contains(form)) return;
  event.preventDefault();
  const submitter = (event as SubmitEvent).submitter;
  held.push(() => {
    if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
  });
}

/** Enter in a form's field submits it, even while its button waits for the app to enable it. */
function holdEnter(event: Event) {
  const { key, isComposing, target } = event as KeyboardEvent;
  if (key !== 'Enter' || isComposing || !(target instanceof HTMLInputElement)) return;
  const form = target.form;
  if (!form || !root?.contains(form) || !hasTypedValue(target)) return;
  event.preventDefault();
  held.push(() => {
    if (form.isConnected) form.requestSubmit();
  });
}

/** What is held, by event: listened to on the document, before anything else hears it. */
const holders = [
  ['click', holdPress],
  ['submit', holdSubmit],
  ['keydown', holdEnter],
] as const;

/** Starts holding presses and submissions inside `container` (the prerendered #root). */
export function holdEarlyInput(container: HTMLElement): void {
  if (root) return;
  root = container;
  for (const [kind, hold] of holders) container.ownerDocument.addEventListener(kind, hold, true);
}

/**
 * Stops holding: from the call to `hydrateRoot` on, React takes the page's events itself (a
 * press on a part not yet hydrated hydrates it at once and then happens).
 */
export function stopHoldingEarlyInput(): void {
  if (!root) return;
  for (const [kind, hold] of holders) root.ownerDocument.removeEventListener(kind, hold, true);
}

/**
 * Once the app has hydrated: hands it every value typed before, then lets the held presses,
 * Enter keys and submissions happen in the order the visitor made them.
 */
export function releaseEarlyInput(): void {
  if (!root) return;
  stopHoldingEarlyInput();
  handOverTypedValues(root);
  root = null;
  // A task later, once the app has rendered what was typed: a held submission then sends it.
  const happenings = held.splice(0);
  if (happenings.length > 0) {
    setTimeout(() => {
      for (const happen of happenings) happen();
    }, 0);
  }
}

/**
 * Hydration keeps a value typed before it on screen, but the app's state still holds the page's
 * own (the HTML's `defaultValue`), so its next render would wipe it. Each such field gets the
 * event typing sends, as React's onChange listens for: for a text field React compares the
 * value with the one it last saw, so the field is first set back to the page's value through
 * its own property (which React watches) and then to the typed one underneath it.
 */
export function handOverTypedValues(container: HTMLElement): void {
  for (const field of container.querySelectorAll<HTMLElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const changed = [...field.options].some(
        (option) => option.selected !== option.defaultSelected,
      );
      if (changed) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field instanceof HTMLInputElement && !hasTypedValue(field)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const underlying = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
    field.value = field.defaultValue;
    underlying?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Inputs whose value a visitor types or picks (not buttons, boxes, files or hidden ones). */
function hasTypedValue(input: HTMLInputElement): boolean {
  return !['button', 'checkbox', 'file', 'hidden', 'image', 'radio', 'reset', 'submit'].includes(
    input.type,
  );
}
