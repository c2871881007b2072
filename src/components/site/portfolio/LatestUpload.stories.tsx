import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { latestUploadFixture } from './PortfolioVideoCard.fixtures';
import { LatestUpload } from './LatestUpload';

const meta = {
  title: 'Site/portfolio/LatestUpload',
  component: LatestUpload,
  parameters: { layout: 'padded' },
  args: { video: latestUploadFixture, onOpen: fn() },
  decorators: [
    (Story) => (
      <Box maw={1020}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LatestUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Latest upload' });
    await expect(
      within(section).getByRole('heading', { level: 3, name: latestUploadFixture.title }),
    ).toBeVisible();
    await expect(within(section).getByText('6:52')).toBeVisible();
    await userEvent.click(
      within(section).getByRole('button', {
        name: `Play ${latestUploadFixture.title} (6:52)`,
      }),
    );
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const LoadedMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: latestUploadFixture.title }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, video: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the latest upload' }),
    ).toBeVisible();
  },
};

/** Nothing long enough, or the lookup failed (only logged): no section at all. */
export const NoneFound: Story = {
  args: { video: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
