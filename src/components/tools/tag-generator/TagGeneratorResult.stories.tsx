import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { editingTagTexts } from './TagChips.fixtures';
import { NO_TAGS_MESSAGE, TagGeneratorResult } from './TagGeneratorResult';

const meta = {
  title: 'Tools/tag-generator/TagGeneratorResult',
  component: TagGeneratorResult,
  parameters: { layout: 'padded' },
  args: {
    tags: editingTagTexts,
    found: true,
    copy: 'idle',
    onRemove: fn(),
    onCopy: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof TagGeneratorResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tags: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '10 tags' })).toBeVisible();
    const meter = canvas.getByRole('progressbar', { name: /characters/ });
    await expect(meter).toHaveAttribute('aria-valuetext', '205 / 500 characters');
    await expect(canvas.getByText('205 / 500 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Tags' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const TagsMobile: Story = {
  globals: atViewport('mobile'),
};

/** Over YouTube's 500 characters: the count turns red. */
export const OverTheLimit: Story = {
  args: {
    tags: Array.from({ length: 24 }, (_, i) => `long tag number ${i + 1} for this video`),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^\d+ \/ 500 characters$/)).toBeVisible();
    await expect(
      within(canvasElement).getByRole('progressbar', { name: /characters/ }),
    ).toHaveAttribute('aria-valuenow', '854');
  },
};

export const Copied: Story = {
  args: { copy: 'copied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
  },
};

export const CopyFailed: Story = {
  args: { copy: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to copy tags. Select them and copy by hand.',
    );
  },
};

/** Every tag removed: nothing to copy, the meter at zero. */
export const AllRemoved: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '0 tags' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Tags' })).toBeDisabled();
    await expect(canvas.getByText('0 / 500 characters')).toBeVisible();
  },
};

export const NoTagsFound: Story = {
  args: { tags: [], found: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No tags found' })).toBeVisible();
    await expect(canvas.getByText(NO_TAGS_MESSAGE)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy Tags' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible();
  },
};
