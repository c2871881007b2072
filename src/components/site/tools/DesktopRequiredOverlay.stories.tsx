import { Box, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { DesktopRequiredOverlay, type DesktopRequiredOverlayProps } from './DesktopRequiredOverlay';

function PageBehind() {
  return (
    <Box p="xl">
      <Title order={1}>My YouTube Tools</Title>
      <Text mt="sm">The page the dialog covers: blurred and out of reach while it is open.</Text>
      <a href="#somewhere">A link behind the dialog</a>
    </Box>
  );
}

/** Owns the state like the screen's machine does, so the buttons really close the dialog. */
function Harness({
  state: initialState,
  onContinue,
}: Omit<DesktopRequiredOverlayProps, 'children'>) {
  const [state, setState] = useState(initialState);
  return (
    <DesktopRequiredOverlay
      state={state}
      onContinue={() => {
        onContinue();
        setState('closed');
      }}
    >
      <PageBehind />
    </DesktopRequiredOverlay>
  );
}

const meta = {
  title: 'Site/tools/DesktopRequiredOverlay',
  component: DesktopRequiredOverlay,
  args: { state: 'open', onContinue: fn(), children: null },
  render: ({ state, onContinue }) => <Harness state={state} onContinue={onContinue} />,
  globals: atViewport('mobile'),
} satisfies Meta<typeof DesktopRequiredOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => within(document.body).findByRole('dialog', { name: 'Desktop Required' });
const contentOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('content-behind-overlay');

/** Open on a phone: the page is blurred and inert, focus is inside the dialog. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(/larger screen/);
    const inside = within(dialog);
    await expect(inside.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Better data visualization',
      'Enhanced user interface',
      'Full feature access',
    ]);
    await expect(
      inside.getByText('Tools may not function properly on mobile devices'),
    ).toBeVisible();
    await expect(inside.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    const content = contentOf(canvasElement);
    await expect(content).toHaveAttribute('inert');
    await expect(getComputedStyle(content).filter).toMatch(/blur/);

    // Focus stays in the dialog: tabbing past the last button comes back to the first.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** 'Continue Anyway' closes it: the page is sharp, reachable and focused again. */
export const ContinueAnyway: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Anyway' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const content = contentOf(canvasElement);
    await expect(content).not.toHaveAttribute('inert');
    await expect(getComputedStyle(content).filter).toBe('none');
    await waitFor(() => expect(content).toHaveFocus());
  },
};

/** Escape chooses 'Continue Anyway'. */
export const EscapeContinues: Story = {
  play: async ({ canvasElement, args }) => {
    await dialogOf();
    await userEvent.keyboard('{Escape}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(contentOf(canvasElement)).toHaveFocus());
  },
};

/** Closed: the page as it is, nothing over it. */
export const Closed: Story = {
  args: { state: 'closed' },
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    const content = contentOf(canvasElement);
    await expect(content).not.toHaveAttribute('inert');
    await expect(
      within(content).getByRole('link', { name: 'A link behind the dialog' }),
    ).toBeVisible();
  },
};

/**
 * Before the app has measured the window (the prerendered page): on a phone the stylesheet alone
 * shows the dialog over the blurred page; nothing is inert and focus stays where it was.
 */
export const UnmeasuredOnAPhone: Story = {
  args: { state: 'unmeasured' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/larger screen/);
    const content = contentOf(canvasElement);
    await expect(getComputedStyle(content).filter).toMatch(/blur/);
    await expect(content).not.toHaveAttribute('inert');
    await expect(dialog.contains(document.activeElement)).toBe(false);
  },
};

/** Before the app has measured the window, on a desktop: the stylesheet keeps the dialog away. */
export const UnmeasuredOnADesktop: Story = {
  args: { state: 'unmeasured' },
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    const content = contentOf(canvasElement);
    await expect(getComputedStyle(content).filter).toBe('none');
    await expect(
      within(content).getByRole('link', { name: 'A link behind the dialog' }),
    ).toBeVisible();
  },
};
