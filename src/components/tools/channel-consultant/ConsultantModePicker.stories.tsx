import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsultantModePicker } from './ConsultantModePicker';

const meta = {
  title: 'Tools/channel-consultant/ConsultantModePicker',
  component: ConsultantModePicker,
  parameters: { layout: 'padded' },
  args: { value: 'seo', onChange: fn() },
} satisfies Meta<typeof ConsultantModePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('radiogroup', { name: 'Prompt type' });

export const Seo: Story = {
  play: async ({ canvasElement, args }) => {
    const modes = within(group(canvasElement));
    await expect(modes.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'seo',
      'ideation',
      'script',
      'trendjack',
    ]);
    await expect(modes.getByRole('radio', { name: 'SEO' })).toBeChecked();
    await expect(group(canvasElement)).toHaveAccessibleDescription(
      '5 titles of at most 40 characters and 15–20 tags for the next video.',
    );
    await userEvent.click(modes.getByText('Script'));
    await expect(args.onChange).toHaveBeenCalledWith('script');
  },
};

/** The arrow keys move between the modes, as in any radio group. */
export const Keyboard: Story = {
  parameters: { visual: { skip: 'draws what Seo draws' } },
  play: async ({ canvasElement, args }) => {
    const modes = within(group(canvasElement));
    await userEvent.tab();
    await expect(modes.getByRole('radio', { name: 'SEO' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('ideation');
  },
};

export const Trendjack: Story = {
  args: { value: 'trendjack' },
  play: async ({ canvasElement }) => {
    await expect(
      within(group(canvasElement)).getByRole('radio', { name: 'Trendjack' }),
    ).toBeChecked();
    await expect(group(canvasElement)).toHaveAccessibleDescription(
      '5–6 upcoming events in the next 2 months to make timely videos about.',
    );
  },
};
