import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import type {
  ConsultantChannel,
  ConsultantMode,
} from '@/domain/tools/channel-consultant/consultant';
import { consultantPrompt } from '@/domain/tools/channel-consultant/consultantPrompts';
import { ChannelConsultantResult } from './ChannelConsultantResult';
import {
  fixtureToday,
  gamingChannel,
  hiddenSubscribersChannel,
  noUploadsChannel,
} from './ChannelConsultantResult.fixtures';

const promptArgs = (mode: ConsultantMode, channel: ConsultantChannel = gamingChannel) => ({
  channel,
  mode,
  prompt: consultantPrompt(channel, mode, fixtureToday),
});

const meta = {
  title: 'Tools/channel-consultant/ChannelConsultantResult',
  component: ChannelConsultantResult,
  parameters: { layout: 'padded' },
  args: { ...promptArgs('seo'), copy: 'idle', onCopy: fn() },
} satisfies Meta<typeof ChannelConsultantResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const promptBox = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', { name: `${label} prompt` });
const promptText = (canvasElement: HTMLElement, label: string) =>
  promptBox(canvasElement, label).value;

export const Seo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nova Gaming Arena' }),
    ).toBeVisible();
    await expect(canvas.getByText('23.1M')).toBeVisible();
    const box = promptBox(canvasElement, 'SEO');
    await expect(box).toHaveAttribute('readonly');
    await expect(box).toHaveValue(args.prompt);
    await expect(box.value).toContain('exactly 5 title options');
    await expect(box.value).toContain('15–20 tags');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Ideation: Story = {
  args: promptArgs('ideation'),
  play: async ({ canvasElement }) => {
    await expect(promptText(canvasElement, 'Ideation')).toContain('exactly 10 new video ideas');
  },
};

export const Script: Story = {
  args: promptArgs('script'),
  play: async ({ canvasElement }) => {
    await expect(promptText(canvasElement, 'Script')).toContain('about 5,000 words');
  },
};

export const Trendjack: Story = {
  args: promptArgs('trendjack'),
  play: async ({ canvasElement }) => {
    const box = promptBox(canvasElement, 'Trendjack');
    await expect(box.value).toContain('Today is Sunday, November 15, 2026 (2026-11-15).');
    await expect(box.value).toContain('Friday, January 15, 2027 (2027-01-15)');
  },
};

export const HiddenSubscribers: Story = {
  args: promptArgs('seo', hiddenSubscribersChannel),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hidden')).toBeVisible();
    await expect(within(canvasElement).getByText('Hidden')).toHaveTextContent(
      /^Hidden \(the channel hides its count\)$/,
    );
    await expect(promptText(canvasElement, 'SEO')).toContain(
      'Subscribers: subscriber count hidden',
    );
  },
};

export const NoUploads: Story = {
  args: promptArgs('ideation', noUploadsChannel),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No uploads yet')).toBeVisible();
    await expect(promptText(canvasElement, 'Ideation')).toContain('Latest uploads: no uploads yet');
  },
};

export const Copied: Story = {
  args: { copy: 'copied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const CopyFailed: Story = {
  args: { copy: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to copy prompt');
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(promptBox(canvasElement, 'SEO')).toBeVisible();
  },
};
