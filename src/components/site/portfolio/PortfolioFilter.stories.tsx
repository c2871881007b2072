import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { portfolioFixtureTags } from './PortfolioVideoCard.fixtures';
import { PortfolioFilter, type PortfolioFilterProps } from './PortfolioFilter';

const options = ['All', ...portfolioFixtureTags];

/** Keeps the chosen value, as the screen's machine does, and reports each change. */
function Controlled(props: PortfolioFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <PortfolioFilter
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
        controls="portfolio-grid"
      />
      <p id="portfolio-grid">Showing: {value}</p>
    </>
  );
}

const meta = {
  title: 'Site/portfolio/PortfolioFilter',
  component: PortfolioFilter,
  parameters: { layout: 'padded' },
  args: { options, value: 'All', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <Box maw={900}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PortfolioFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: a tab bar, 'All' first; choosing a tab reports it. */
export const Tabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(options);
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('combobox')).toBeNull();

    await userEvent.click(canvas.getByRole('tab', { name: 'Gaming' }));
    await expect(args.onChange).toHaveBeenCalledWith('Gaming');
    await expect(canvas.getByRole('tab', { name: 'Gaming' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Gaming' })).toHaveAttribute(
      'aria-controls',
      'portfolio-grid',
    );
  },
};

/** Arrow keys move along the tabs and choose as they go. */
export const TabsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(options[1]);
    await expect(canvas.getByText(`Showing: ${options[1] ?? ''}`)).toBeVisible();
  },
};

/** The tabs show a value chosen elsewhere (e.g. on the dropdown before a resize). */
export const TagChosen: Story = {
  args: { value: 'Music Videos' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Music Videos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** 768px or less: a dropdown instead of the tabs, with the same options and value. */
export const DropdownOnMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('All');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(options);
    await userEvent.selectOptions(select, 'Documentary');
    await expect(args.onChange).toHaveBeenCalledWith('Documentary');
    await waitFor(() => expect(select).toHaveValue('Documentary'));
  },
};

/** The tablet width is the last one with the dropdown (the documented "768px or less"). */
export const DropdownAtTablet: Story = {
  args: { value: 'Shorts' },
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('Shorts');
  },
};
