import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconAlertTriangle, IconMovieOff } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';
import { StatusView } from './StatusView';

const meta = {
  title: 'Shared UI/StatusView',
  component: StatusView,
  args: {
    title: 'Unexpected Application Error!',
    children: '500 Internal Server Error',
    icon: <IconAlertTriangle size={36} />,
    role: 'alert',
    actions: <Button>Reload page</Button>,
  },
} satisfies Meta<typeof StatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
  },
};

export const WithEyebrow: Story = {
  args: {
    icon: <IconMovieOff size={36} />,
    eyebrow: 'Missing Clip',
    title: 'Page Not Found',
    children: 'This clip never made it to the final cut.',
    role: undefined,
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, children: undefined, actions: undefined, title: 'Nothing here yet' },
};
