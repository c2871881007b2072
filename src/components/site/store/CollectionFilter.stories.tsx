import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { CollectionFilter, type CollectionFilterProps } from './CollectionFilter';

const collections = [
  { slug: 'apparel', name: 'Apparel' },
  { slug: 'accessories', name: 'Accessories' },
  { slug: 'digital-downloads', name: 'Digital Downloads' },
];

/** Keeps the selection in state, as the shop machine does, so clicks move the pressed button. */
function Stateful({ selectedSlug, onSelect, ...props }: CollectionFilterProps) {
  const [selected, setSelected] = useState(selectedSlug);
  return (
    <CollectionFilter
      {...props}
      selectedSlug={selected}
      onSelect={(slug) => {
        setSelected(slug);
        onSelect(slug);
      }}
    />
  );
}

const meta = {
  title: 'Site/store/CollectionFilter',
  component: CollectionFilter,
  parameters: { layout: 'padded' },
  args: { collections, selectedSlug: 'apparel', onSelect: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CollectionFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Collections' }));
    await expect(group.getAllByRole('button')).toHaveLength(3);
    await expect(group.getByRole('button', { name: 'Apparel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(group.getByRole('button', { name: 'Accessories' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Collections' }));
    await userEvent.click(group.getByRole('button', { name: 'Digital Downloads' }));
    await expect(args.onSelect).toHaveBeenCalledWith('digital-downloads');
    await expect(group.getByRole('button', { name: 'Digital Downloads' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(group.getByRole('button', { name: 'Apparel' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** On a narrow column the buttons wrap onto a second line instead of overflowing. */
export const Wrapping: Story = {
  globals: atViewport('mobile'),
  decorators: [
    (Story) => (
      <Box maw={300}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Collections' });
    const [first, , last] = within(group).getAllByRole('button');
    if (!first || !last) throw new Error('expected three buttons');
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().top,
    );
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
