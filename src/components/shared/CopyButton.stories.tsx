import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Shared UI/CopyButton',
  component: CopyButton,
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
} satisfies Meta<typeof CopyButton>;

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

/** The status line may say more than the button: what was copied, where. */
export const CopiedAnnouncedInWords: Story = {
  args: { label: 'Copy Link', state: 'copied', announcement: 'Link copied to the clipboard' },
  parameters: { visual: { skip: 'draws what Copied draws; the words are only read out' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeEnabled();
    await expect(page.getByRole('status')).toHaveTextContent('Link copied to the clipboard');
  },
};

/** An image is being drawn for the clipboard: the button spins and waits. */
export const Copying: Story = {
  args: { label: 'Copy', state: 'copying', announcement: null, failure: null },
  play: async ({ canvasElement }) => {
    const copy = within(canvasElement).getByRole('button', { name: 'Copy' });
    await expect(copy).toBeDisabled();
    await expect(copy).toHaveAttribute('data-loading', 'true');
  },
};

/** The clipboard refused: why, beside the button, announced. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Failed to copy tags');
    await expect(page.getByRole('button', { name: 'Copy Tags' })).toBeEnabled();
  },
};
