import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactSuccessModal } from './ContactSuccessModal';

const meta = {
  title: 'Site/contact/ContactSuccessModal',
  component: ContactSuccessModal,
  args: { opened: true, responseTime: 'Usually within 24 hours', onClose: fn() },
} satisfies Meta<typeof ContactSuccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Message sent' });
    await expect(dialog).toHaveTextContent('usually within 24 hours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
