import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClipboardButton } from './ClipboardButton';

const meta = {
  title: 'Shared UI/ClipboardButton',
  component: ClipboardButton,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Copy Tags',
    state: 'idle',
    failure: 'Failed to copy tags',
    onCopy: fn(),
  },
} satisfies Meta<typeof ClipboardButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Copy Tags' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(page.getByRole('status')).toHaveTextContent('');
  },
};

/** Right after a copy: the button and the status line say so. */
export const Copied: Story = {
  args: { state: 'copied' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent('Copied!');
  },
};

/** The clipboard refused: why, beside the button, announced. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to copy tags');
  },
};
