import { expect, userEvent, waitFor, within } from 'storybook/test';

/** What Mantine's scroll lock (react-remove-scroll) does to the page while a modal is open. */
export const pageScrollLocked = () => getComputedStyle(document.body).overflow === 'hidden';

const body = () => within(document.body);

/**
 * Opens the video modal named `title` with `opener` twice and closes it with Escape, then with
 * its 'Close video' button: each time the page stops scrolling while it is open, scrolls again
 * once it is closed, and the focus goes back to the opener (Mantine's focus return, a moment
 * after the modal closes).
 */
export async function expectVideoModalOpensAndCloses(opener: HTMLElement, title: string) {
  await userEvent.click(opener);
  await body().findByRole('dialog', { name: title });
  await waitFor(() => expect(pageScrollLocked()).toBe(true));
  await userEvent.keyboard('{Escape}');
  await expectClosed(opener);

  await userEvent.click(opener);
  const dialog = await body().findByRole('dialog', { name: title });
  await waitFor(() => expect(pageScrollLocked()).toBe(true));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close video' }));
  await expectClosed(opener);
}

/** The modal is gone, the page scrolls again and `opener` has the focus back. */
export async function expectClosed(opener: HTMLElement) {
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(pageScrollLocked()).toBe(false));
  await waitFor(() => expect(opener).toHaveFocus());
}
