import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  gamingChannel,
  hiddenSubscribersChannel,
  noUploadsChannel,
} from './ChannelConsultantResult.fixtures';
import { ConsultantChannelSummary } from './ConsultantChannelSummary';

const meta = {
  title: 'Tools/channel-consultant/ConsultantChannelSummary',
  component: ConsultantChannelSummary,
  parameters: { layout: 'padded' },
  args: { channel: gamingChannel },
} satisfies Meta<typeof ConsultantChannelSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Figures: Story = {
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Subscribers')).toHaveTextContent('23.1M');
    await expect(figure(canvasElement, 'Views')).toHaveTextContent('1.48B');
    await expect(figure(canvasElement, 'Videos')).toHaveTextContent('1,250');
    // 1,482,330,112 / 1,250 = 1,185,864
    await expect(figure(canvasElement, 'Average views')).toHaveTextContent('1.18M');
  },
};

export const HiddenSubscribers: Story = {
  args: { channel: hiddenSubscribersChannel },
  play: async ({ canvasElement }) => {
    // 'Hidden' on screen; a screen reader also hears why, as the other tools' tile shows it.
    await expect(figure(canvasElement, 'Subscribers')).toHaveTextContent(
      /^Hidden \(the channel hides its count\)$/,
    );
  },
};

export const NoUploads: Story = {
  args: { channel: noUploadsChannel },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Average views')).toHaveTextContent('No uploads yet');
    await expect(figure(canvasElement, 'Videos')).toHaveTextContent('0');
  },
};
