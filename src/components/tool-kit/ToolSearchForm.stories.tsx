import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconFileText } from '@tabler/icons-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../.storybook/viewports';
import { ToolSearchForm } from './ToolSearchForm';

const meta = {
  title: 'Tools/tool-kit/ToolSearchForm',
  component: ToolSearchForm,
  parameters: { layout: 'padded' },
  args: {
    label: 'YouTube video URL or ID',
    placeholder: 'https://www.youtube.com/watch?v=...',
    submitLabel: 'Analyze',
    onSubmit: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof ToolSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitByEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(
      form.getByRole('textbox', { name: 'YouTube video URL or ID' }),
      'https://youtu.be/dQw4w9WgXcQ{Enter}',
    );
    await expect(args.onSubmit).toHaveBeenCalledWith('https://youtu.be/dQw4w9WgXcQ');
  },
};

export const SubmitByButton: Story = {
  args: { initialValue: 'dQw4w9WgXcQ' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Analyze' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('dQw4w9WgXcQ');
  },
};

export const WithInputError: Story = {
  args: { initialValue: 'not a link', error: 'Invalid YouTube URL or video ID' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const box = form.getByRole('textbox', { name: 'YouTube video URL or ID' });
    await expect(box).toHaveAccessibleDescription('Invalid YouTube URL or video ID');
    await expect(box).toHaveValue('not a link');
    await userEvent.type(box, '!');
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** While a run is in flight the button spins and Enter submits nothing. */
export const Busy: Story = {
  args: { initialValue: 'dQw4w9WgXcQ', busy: true },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: 'Analyze' })).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: 'YouTube video URL or ID' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** With `requireText` the button waits for something to be typed (spaces do not count). */
export const RequiresText: Story = {
  args: {
    label: 'YouTube video URL',
    submitLabel: 'View Transcript',
    icon: <IconFileText size={18} aria-hidden="true" />,
    requireText: true,
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const button = form.getByRole('button', { name: 'View Transcript' });
    const box = form.getByRole('textbox', { name: 'YouTube video URL' });
    await expect(button).toBeDisabled();
    await userEvent.type(box, '   {Enter}');
    await expect(button).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(box, 'https://youtu.be/dQw4w9WgXcQ{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('   https://youtu.be/dQw4w9WgXcQ');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  args: { initialValue: 'dQw4w9WgXcQ' },
};
