import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { linkTiles } from '@/config/site';
import { LinkTile } from './LinkTile';

const { featured } = linkTiles;
const toolsUrl = 'https://tools.jordanvale.studio';

const meta = {
  title: 'Site/links/LinkTile',
  component: LinkTile,
  parameters: { layout: 'padded' },
  args: {
    destination: { kind: 'external', href: toolsUrl },
    icon: 'tools',
    title: 'Free Creator Tools',
    description: 'Analyzers, tag generator and more.',
  },
  decorators: [
    (Story) => (
      <Box maw={560}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LinkTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const External: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Free Creator Tools (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', toolsUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleDescription('Analyzers, tag generator and more.');
  },
};

export const Featured: Story = {
  args: {
    featured: true,
    destination: { kind: 'external', href: featured.url },
    icon: featured.icon,
    title: featured.title,
    description: featured.description,
  },
};

export const Internal: Story = {
  args: {
    destination: { kind: 'internal', to: '/extra-links' },
    icon: 'more',
    title: 'More',
    description: 'Free resources, templates and downloads.',
    trailingIcon: 'chevron',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'More' });
    await expect(link).toHaveAttribute('href', '/extra-links');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const WithoutDescription: Story = {
  args: {
    destination: { kind: 'internal', to: '/links' },
    icon: 'back',
    title: 'Back to Main Links',
    description: undefined,
  },
};

const copyEmail = {
  destination: { kind: 'action', onClick: fn() },
  icon: 'mail',
  title: 'Get in Touch',
  description: 'hello@jordanvale.studio',
  hint: '(copies the email address)',
  trailingIcon: 'copy',
  status: '',
} satisfies Story['args'];

export const Action: Story = {
  args: copyEmail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Get in Touch (copies the email address)' }),
    );
    await expect(copyEmail.destination.onClick).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The confirmation, pinned for the screenshot. */
export const ActionConfirmed: Story = {
  args: { ...copyEmail, status: 'Copied!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
    // Announced through the live region; the button keeps its name.
    await expect(canvas.getByRole('button')).toHaveAccessibleName(
      'Get in Touch (copies the email address)',
    );
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

export const MobileConfirmed: Story = {
  ...ActionConfirmed,
  globals: atViewport('mobile'),
};
