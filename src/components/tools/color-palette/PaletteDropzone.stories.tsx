import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixturePhoto } from './PaletteLoupe.fixtures';
import { PaletteDropzone } from './PaletteDropzone';
import classes from './PaletteDropzone.module.css';

const meta = {
  title: 'Tools/color-palette/PaletteDropzone',
  component: PaletteDropzone,
  args: {
    analysing: false,
    error: null,
    canRetry: false,
    onFile: fn(),
    onReject: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PaletteDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await expect(input).toHaveAttribute('accept', expect.stringContaining('image/png') as string);
    await userEvent.upload(input, fixturePhoto());
    // The drop zone reads the chosen files asynchronously before it hands one over.
    await waitFor(() => expect(args.onFile).toHaveBeenCalledWith(expect.any(File)));
  },
};

/** A failure that may pass a second time: its text and 'Try again'. */
export const FailedWithRetry: Story = {
  args: { error: 'The image could not be analyzed. Please try again.', canRetry: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Drags a file of `type` over the zone (without dropping it). */
function dragOver(zone: HTMLElement, type: string) {
  const data = new DataTransfer();
  data.items.add(new File(['x'], type === 'text/plain' ? 'notes.txt' : 'photo.png', { type }));
  zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true }));
}

const zoneOf = (canvasElement: HTMLElement) => {
  const zone = canvasElement.querySelector<HTMLElement>(`.${classes.zone}`);
  if (!zone) throw new Error('no drop zone');
  return zone;
};

/** An image dragged over the zone: it lights up to take it. */
export const DraggingImage: Story = {
  play: async ({ canvasElement }) => {
    const zone = zoneOf(canvasElement);
    dragOver(zone, 'image/png');
    await waitFor(() => expect(zone).toHaveAttribute('data-accept'));
  },
};

/**
 * Anything else dragged over the zone is refused before it is dropped (docs/product.md,
 * color-palette).
 */
export const DraggingNotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const zone = zoneOf(canvasElement);
    dragOver(zone, 'text/plain');
    await waitFor(() => expect(zone).toHaveAttribute('data-reject'));
  },
};
