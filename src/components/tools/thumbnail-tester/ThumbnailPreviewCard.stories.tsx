import type { Meta, StoryObj } from '@storybook/react-vite';
import { LAYOUT_PRESETS } from '@/domain/tools/thumbnail-tester/thumbnailTest';
import { fixtureImage } from '@/test/fixtureImages';
import { YouTubeSurface } from './YouTubeSurface';
import { ThumbnailPreviewCard } from './ThumbnailPreviewCard';

const sidebar = LAYOUT_PRESETS.find((layout) => layout.id === 'sidebar') ?? LAYOUT_PRESETS[0];

const meta = {
  title: 'Tools/thumbnail-tester/ThumbnailPreviewCard',
  component: ThumbnailPreviewCard,
  args: {
    layout: LAYOUT_PRESETS[0] ?? sidebar,
    title: 'A real video without a duration or view count',
    thumbnailUrl: fixtureImage(3),
    channelTitle: 'Creator A',
    avatarUrl: null,
  },
  decorators: [
    (Story, { args }) => (
      <YouTubeSurface theme={args.layout.id === 'sidebar' ? 'light' : 'dark'}>
        <Story />
      </YouTubeSurface>
    ),
  ],
} satisfies Meta<typeof ThumbnailPreviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grid tile of a real video: no duration badge, no fake meta; the avatar falls back. */
export const RealVideo: Story = {};

/** The sidebar's row layout, light, without a thumbnail yet. */
export const SidebarWithoutPicture: Story = {
  args: { layout: sidebar, thumbnailUrl: null, duration: '14:56', meta: '123K views • 1 hour ago' },
};
