import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { ChannelComparerResult } from './ChannelComparerResult';
import { comparison, hiddenComparison } from './ChannelComparerResult.fixtures';

const meta = {
  title: 'Tools/channel-comparer/ChannelComparerResult',
  component: ChannelComparerResult,
  parameters: { layout: 'padded' },
  args: { comparison },
} satisfies Meta<typeof ChannelComparerResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellOf = (table: HTMLElement, metric: string, column: number) => {
  const row = within(table).getByRole('row', { name: new RegExp(`^${metric}`) });
  return within(row).getAllByRole('cell')[column];
};

/** Every numeric row marks the bigger channel's value 'Better'. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Kitchen Lab Daily vs Maya Codes' }),
    ).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(
      within(table).getByRole('columnheader', { name: /Kitchen Lab Daily/ }),
    ).toBeVisible();
    await expect(cellOf(table, 'Subscribers', 0)).toHaveTextContent('14,700,000Better');
    await expect(cellOf(table, 'Subscribers', 1)).toHaveTextContent('9,800');
    await expect(cellOf(table, 'Average views per video', 0)).toHaveTextContent('2,102,043Better');
    await expect(cellOf(table, 'Views per subscriber', 1)).toHaveTextContent('122.89Better');
    await expect(within(table).getAllByText('Better')).toHaveLength(5);
    const keywords = within(cellOf(table, 'Keywords', 0) ?? table).getAllByRole('listitem');
    await expect(keywords).toHaveLength(5);
  },
};

/** A hidden count reads 'Hidden': no per-subscriber figure and no mark on those rows. */
export const HiddenSubscriberCount: Story = {
  args: { comparison: hiddenComparison },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(cellOf(table, 'Subscribers', 0)).toHaveTextContent('Hidden');
    await expect(cellOf(table, 'Subscribers', 1)).not.toHaveTextContent('Better');
    await expect(cellOf(table, 'Views per subscriber', 0)).toHaveTextContent('Hidden');
    await expect(cellOf(table, 'Views per subscriber', 1)).not.toHaveTextContent('Better');
    await expect(cellOf(table, 'Keywords', 0)).toHaveTextContent('No keywords');
  },
};

/** At 390 px the table still has its three columns, with nothing cut off. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
