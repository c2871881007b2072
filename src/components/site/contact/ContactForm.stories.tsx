import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { projectTypes } from '@/domain/site/contact/projectTypes';
import { ContactForm } from './ContactForm';

const empty = { name: '', email: '', projectType: '', message: '', website: '' };
const filled = {
  name: 'Ada Creator',
  email: 'ada@example.com',
  projectType: 'youtube',
  message: 'I need an editor for a weekly show about synths.',
  website: '',
};

const meta = {
  title: 'Site/contact/ContactForm',
  component: ContactForm,
  parameters: { layout: 'padded' },
  args: {
    values: empty,
    fieldErrors: {},
    projectTypes,
    sending: false,
    error: null,
    onChange: fn(),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <Box maw={640}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('name', 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The database's limits, as the fields' own: nothing longer can be typed.
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAttribute('maxlength', '100');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'maxlength',
      '254',
    );
    const message = canvas.getByRole('textbox', { name: /Message/ });
    await expect(message).toHaveAttribute('maxlength', '5000');
    await expect(message).toHaveAccessibleDescription('0 / 5,000 characters');
    const type = canvas.getByRole('combobox', { name: /Project type/ });
    await expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a project type',
      'Sponsorship',
      'YouTube Video',
      'Music Video',
      'Gaming Content',
      'Other',
    ]);
  },
};

export const MissingFields: Story = {
  args: {
    fieldErrors: {
      name: 'required',
      email: 'invalid',
      projectType: 'required',
      message: 'required',
    },
    values: { ...empty, email: 'ada@' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Sending: Story = {
  args: { values: filled, sending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toBeDisabled();
  },
};

export const SendFailed: Story = {
  args: { values: filled, error: 'There was an error sending your message. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was an error sending your message. Please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Ada Creator');
  },
};

/** A restored draft longer than a field allows (the limits are the database's). */
export const TooLong: Story = {
  args: {
    values: { ...filled, message: 'A long brief. '.repeat(12) },
    fieldErrors: { name: 'tooLong', message: 'tooLong' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please keep your name to 100 characters')).toBeVisible();
    await expect(canvas.getByText('Please keep your message to 5,000 characters')).toBeVisible();
    await expect(canvas.getByText('168 / 5,000 characters')).toBeVisible();
  },
};
