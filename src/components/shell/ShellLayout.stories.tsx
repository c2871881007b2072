import { Box, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../.storybook/viewports';

/**
 * The layout is shown as the site uses it: the `shell` parameter wraps each story in the app's
 * ShellFrame (ShellLayout filled with the owner's Sidebar), around placeholder page content.
 */
const meta = {
  title: 'Site/shell/ShellLayout',
  parameters: { shell: true },
  render: () => (
    <Box p="xl">
      <Title order={1}>Page content</Title>
      <Text c="dimmed">The routed screen renders here.</Text>
    </Box>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer is inert while closed, so role queries skip it; find it by id instead. */
function sidebar(canvasElement: HTMLElement): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>('#site-sidebar');
  if (!element) throw new Error('ShellLayout rendered no #site-sidebar');
  return element;
}

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(sidebar(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  },
};

export const NarrowClosed: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await waitFor(() => expect(sidebar(canvasElement)).not.toBeVisible());
  },
};

export const NarrowOpen: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() => expect(sidebar(canvasElement)).toBeVisible());
    const close = within(sidebar(canvasElement)).getByRole('button', { name: 'Close navigation' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(canvas.getByTestId('sidebar-overlay')).toBeVisible();
  },
};

export const OverlayClickCloses: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await userEvent.click(await canvas.findByTestId('sidebar-overlay'));
    await waitFor(() => expect(sidebar(canvasElement)).not.toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus(),
    );
  },
};

export const EscapeCloses: Story = {
  globals: atViewport('sidebarBreakpoint'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() => expect(sidebar(canvasElement)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sidebar(canvasElement)).not.toBeVisible());
    await expect(canvas.queryByTestId('sidebar-overlay')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus(),
    );
  },
};

export const NavigatingClosesTheDrawer: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    const drawer = within(sidebar(canvasElement));
    await userEvent.click(await drawer.findByRole('link', { name: 'Portfolio' }));
    await waitFor(() => expect(sidebar(canvasElement)).not.toBeVisible());
  },
};
