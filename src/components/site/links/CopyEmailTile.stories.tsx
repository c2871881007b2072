import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { owner } from '@/config/site';
import { CopyEmailTile } from './CopyEmailTile';
import { clipboardWriteText, mockClipboard } from '../../../../.storybook/mocks/clipboard';
import { recordChanges } from '../../../../.storybook/recordChanges';

const meta = {
  title: 'Site/links/CopyEmailTile',
  component: CopyEmailTile,
  parameters: { layout: 'padded' },
  args: { email: owner.email },
  beforeEach: mockClipboard(),
  decorators: [
    (Story) => (
      <Box maw={560}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CopyEmailTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Get in Touch (copies the email address)' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement)).toHaveAccessibleDescription(owner.email);
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Pinned in the copied state, for the screenshot. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied!');
  },
};

/** Copies the address, confirms, and reverts after 3 s (the exact timing is a unit test). */
export const ClickCopiesThenReverts: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    const shown = recordChanges(status, () => status.textContent);
    await userEvent.click(tile(canvasElement));
    await expect(clipboardWriteText).toHaveBeenCalledWith(owner.email);
    await waitFor(() => expect(shown.values).toEqual(['', 'Copied!', '']));
    shown.stop();
  },
};

export const KeyboardCopies: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    const shown = recordChanges(status, () => status.textContent);
    await userEvent.tab();
    await expect(tile(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(clipboardWriteText).toHaveBeenCalledWith(owner.email);
    await waitFor(() => expect(shown.values).toEqual(['', 'Copied!', '']));
    shown.stop();
  },
};

/** A refused copy changes nothing (docs/product.md, links): the tile simply stays as it was. */
export const CopyRefused: Story = {
  beforeEach: mockClipboard({ refuse: true }),
  play: async ({ canvasElement }) => {
    await userEvent.click(tile(canvasElement));
    await expect(clipboardWriteText).toHaveBeenCalledWith(owner.email);
    await expect(clipboardWriteText.mock.results[0]?.value).rejects.toThrow(
      'Clipboard permission denied',
    );
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
    await expect(within(canvasElement).queryByText('Copied!')).toBeNull();
  },
};
