import { Box, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../.storybook/viewports';
import { navigation, owner, socials } from '@/config/site';
import { Sidebar } from '../Sidebar';
import { SiteLayout } from './SiteLayout';

function InteractiveLayout({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [opened, { open, close }] = useDisclosure(initiallyOpen);
  return (
    <SiteLayout
      title={owner.name}
      opened={opened}
      onOpen={open}
      onClose={close}
      sidebar={
        <Sidebar
          profile={owner}
          socials={socials}
          groups={navigation}
          activePath="/"
          onNavigate={close}
        />
      }
    >
      <Box p="xl">
        <Title order={1}>Page content</Title>
        <Text c="dimmed">The routed screen renders here.</Text>
      </Box>
    </SiteLayout>
  );
}

const meta = {
  title: 'Components/SiteLayout',
  component: InteractiveLayout,
} satisfies Meta<typeof InteractiveLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('complementary', { name: 'Site navigation', hidden: true });

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(sidebar(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).not.toBeVisible();
  },
};

export const NarrowClosed: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await waitFor(() => expect(sidebar(canvasElement)).not.toBeVisible());
  },
};

export const NarrowOpen: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() => expect(sidebar(canvasElement)).toBeVisible());
    const close = within(sidebar(canvasElement)).getByRole('button', { name: 'Close navigation' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(canvas.getByTestId('sidebar-overlay')).toBeVisible();
  },
};

export const OverlayClickCloses: Story = {
  globals: atViewport('mobile'),
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('sidebar-overlay'));
    await waitFor(() => expect(sidebar(canvasElement)).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  globals: atViewport('sidebarBreakpoint'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() => expect(sidebar(canvasElement)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sidebar(canvasElement)).not.toBeVisible());
    await expect(canvas.queryByTestId('sidebar-overlay')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  },
};

export const NavigatingClosesTheDrawer: Story = {
  globals: atViewport('mobile'),
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(sidebar(canvasElement)).getByRole('link', { name: 'Portfolio' }));
    await waitFor(() => expect(sidebar(canvasElement)).not.toBeVisible());
  },
};
