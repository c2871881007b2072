import { Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { LinkPageLayout } from './LinkPageLayout';

const meta = {
  title: 'Site/links/LinkPageLayout',
  component: LinkPageLayout,
  args: {
    children: (
      <>
        <Title order={1} ta="center">
          Page header
        </Title>
        <Text ta="center">The tiles go in this centred, phone-width column.</Text>
      </>
    ),
  },
} satisfies Meta<typeof LinkPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(560);
  },
};

export const Mobile: Story = { globals: atViewport('mobile') };
