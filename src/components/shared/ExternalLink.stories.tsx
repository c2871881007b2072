import { ActionIcon, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Glyph } from './Glyph';
import { ExternalLink } from './ExternalLink';

const channelUrl = 'https://www.youtube.com/@jordanvale';

const meta = {
  title: 'Shared UI/ExternalLink',
  component: ExternalLink,
  parameters: { layout: 'padded' },
  args: { href: channelUrl, children: 'View on YouTube' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link, named by its words and the new tab, opening the other site without this page. */
async function expectNewTabLink(canvasElement: HTMLElement, name: string) {
  const link = within(canvasElement).getByRole('link', { name });
  await expect(link).toHaveAttribute('href', channelUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  return link;
}

/** A text link: the words show, '(opens in a new tab)' is only read out. */
export const TextLink: Story = {
  args: { c: 'brand.2', fw: 600, underline: 'always' },
  play: async ({ canvasElement }) => {
    await expectNewTabLink(canvasElement, 'View on YouTube (opens in a new tab)');
    await expect(within(canvasElement).getByText('View on YouTube')).toBeVisible();
  },
};

/** Drawn as a Mantine Button, with the button's look and props. */
export const AsButton: Story = {
  render: (args) => (
    <ExternalLink
      component={Button}
      href={args.href}
      variant="default"
      leftSection={<Glyph name="youtube" size={18} />}
    >
      Visit My YouTube
    </ExternalLink>
  ),
  play: async ({ canvasElement }) => {
    await expectNewTabLink(canvasElement, 'Visit My YouTube (opens in a new tab)');
  },
};

/** Drawn as an icon: its words are hidden too, and the name still ends with the new tab. */
export const IconOnly: Story = {
  render: (args) => (
    <ExternalLink component={ActionIcon} href={args.href} variant="default" size="xl">
      <Glyph name="youtube" />
      <VisuallyHidden>YouTube</VisuallyHidden>
    </ExternalLink>
  ),
  play: async ({ canvasElement }) => {
    await expectNewTabLink(canvasElement, 'YouTube (opens in a new tab)');
  },
};

/**
 * A link named from parts of what it holds (aria-labelledby), as a whole card is: the new tab's
 * text has the id given as `hintId`, listed last.
 */
export const NamedByParts: Story = {
  render: (args) => (
    <ExternalLink
      href={args.href}
      unstyled
      aria-labelledby="story-name story-price story-hint"
      hintId="story-hint"
      style={{ display: 'block', color: 'inherit', textDecoration: 'none', maxWidth: 240 }}
    >
      <Group justify="space-between" gap="md">
        <Text id="story-name" fw={700}>
          Keyframe Classic Tee
        </Text>
        <Text id="story-price" c="brand.2">
          $24.99
        </Text>
      </Group>
    </ExternalLink>
  ),
  play: async ({ canvasElement }) => {
    await expectNewTabLink(canvasElement, 'Keyframe Classic Tee $24.99 (opens in a new tab)');
  },
};
