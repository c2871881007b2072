import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { media, owner, projectCards } from '@/config/site';
import { atViewport } from '../../../../.storybook/viewports';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Site/home/HomeScreen',
  component: HomeScreen,
  parameters: { route: '/', shell: true },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement).getByRole('main');
const body = () => within(document.body);
const demoReelSrc = `https://www.youtube-nocookie.com/embed/${media.demoReelVideoId}?autoplay=1&rel=0`;
const projectLinks = (canvasElement: HTMLElement) =>
  within(page(canvasElement)).queryAllByRole('link', {
    name: new RegExp(`^(${projectCards.map((p) => p.title).join('|')}) \\(opens in a new tab\\)$`),
  });

async function openDemoReel(canvasElement: HTMLElement) {
  await userEvent.click(
    within(page(canvasElement)).getByRole('button', { name: 'Watch Demo Reel' }),
  );
  const dialog = await body().findByRole('dialog', { name: media.demoReelTitle });
  await waitFor(() => expect(dialog).toBeVisible());
  const player = within(dialog).getByTitle(media.demoReelTitle);
  await expect(player.tagName).toBe('IFRAME');
  await expect(player).toHaveAttribute('src', demoReelSrc);
  return dialog;
}

async function expectDemoReelClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  await expect(document.querySelector('iframe')).toBeNull();
  // Mantine hands focus back to the trigger just after the dialog unmounts.
  const trigger = within(page(canvasElement)).getByRole('button', { name: 'Watch Demo Reel' });
  await waitFor(() => expect(trigger).toHaveFocus());
}

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const main = within(page(canvasElement));
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(main.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    await expect(main.getByText('Professional Video Editor')).toBeVisible();
    const stats = within(main.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem');
    await expect(stats.map((item) => item.textContent)).toEqual([
      '130M+ views',
      '300+ videos',
      '20+ creators',
    ]);

    // No third-party player is loaded until the visitor asks for it.
    await expect(document.querySelector('iframe')).toBeNull();

    await expect(main.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
    await expect(main.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/projects');
    await expect(main.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );

    for (const name of ['About Me', 'My Stack', "I've Worked With", 'My Projects & Tools']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(main.getByText('+ 12 more creators and counting')).toBeVisible();
    await expect(main.getByText('© 2025')).toBeVisible();

    const external = main
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https://'));
    // YouTube button, three projects, two footer socials.
    await expect(external).toHaveLength(6);
    for (const link of external) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    await expect(projectLinks(canvasElement)).toHaveLength(3);
  },
};

/** 768px: the general mobile breakpoint, where only the first two project cards show. */
export const Tablet: Story = {
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => {
    const links = projectLinks(canvasElement);
    await expect(links).toHaveLength(2);
    await expect(links.map((link) => link.textContent)).toEqual([
      'CutCopy for Premiere (opens in a new tab)',
      'BioDeck (opens in a new tab)',
    ]);
    await expect(within(page(canvasElement)).getByText('Creator Tools')).not.toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const main = within(page(canvasElement));
    await expect(main.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Watch Demo Reel' })).toBeVisible();
    await expect(projectLinks(canvasElement)).toHaveLength(2);
  },
};

/** The iframe's external host is unreachable offline; the screenshot harness masks iframes. */
export const DemoReelOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDemoReel(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Close demo reel' })).toBeVisible();
  },
};

export const DemoReelClosesWithEscape: Story = {
  play: async ({ canvasElement }) => {
    await openDemoReel(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expectDemoReelClosed(canvasElement);
  },
};

export const DemoReelClosesOnBackdropClick: Story = {
  parameters: {
    visual: { skip: 'ends as DemoReelClosesWithEscape draws: the page, its trigger focused' },
  },
  play: async ({ canvasElement }) => {
    await openDemoReel(canvasElement);
    const overlay = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
    await expect(overlay).not.toBeNull();
    if (overlay) await userEvent.click(overlay);
    await expectDemoReelClosed(canvasElement);
  },
};

export const DemoReelClosesWithCloseButton: Story = {
  parameters: {
    visual: { skip: 'ends as DemoReelClosesWithEscape draws: the page, its trigger focused' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDemoReel(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close demo reel' }));
    await expectDemoReelClosed(canvasElement);
  },
};
