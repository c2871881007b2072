import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { ChannelComparerForm } from './ChannelComparerForm';

const none = { form: null, a: null, b: null };
const both = 'Please enter both YouTube channel URLs';
const invalid = 'Please enter a valid YouTube channel URL';

const meta = {
  title: 'Tools/channel-comparer/ChannelComparerForm',
  component: ChannelComparerForm,
  parameters: { layout: 'padded' },
  args: { errors: none, onSubmit: fn(), onEdit: fn() },
} satisfies Meta<typeof ChannelComparerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name });

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement, 'First YouTube channel'), '@kitchenlabdaily');
    await userEvent.type(box(canvasElement, 'Second YouTube channel'), '@mayacodes{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      a: '@kitchenlabdaily',
      b: '@mayacodes',
    });
    await expect(args.onEdit).toHaveBeenLastCalledWith('b', {
      a: '@kitchenlabdaily',
      b: '@mayacodes',
    });
  },
  parameters: { visual: { skip: 'ends as Filled draws' } },
};

export const Filled: Story = {
  args: { initialValues: { a: '@kitchenlabdaily', b: 'https://www.youtube.com/@mayacodes' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Compare' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      a: '@kitchenlabdaily',
      b: 'https://www.youtube.com/@mayacodes',
    });
  },
};

/** One box blank: the message shows once, and the blank box points at it. */
export const BothRequired: Story = {
  args: { initialValues: { a: '@kitchenlabdaily' }, errors: { form: both, a: null, b: both } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(both);
    const second = box(canvasElement, 'Second YouTube channel');
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription(both);
    await expect(box(canvasElement, 'First YouTube channel')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A box that holds no channel says so under itself. */
export const InvalidChannel: Story = {
  args: {
    initialValues: { a: 'https://vimeo.com/12345', b: '@mayacodes' },
    errors: { form: null, a: invalid, b: null },
  },
  play: async ({ canvasElement }) => {
    const first = box(canvasElement, 'First YouTube channel');
    await expect(first).toHaveAccessibleDescription(invalid);
    await expect(first).toHaveValue('https://vimeo.com/12345');
  },
};

export const Busy: Story = {
  args: { ...Filled.args, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Compare' })).toHaveAttribute(
      'data-loading',
      'true',
    );
  },
};

/** One box under the other on a phone. */
export const Mobile: Story = {
  args: { ...InvalidChannel.args },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const first = box(canvasElement, 'First YouTube channel');
    const second = box(canvasElement, 'Second YouTube channel');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
  },
};
