import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { clipboardWriteText, mockClipboard } from '../../../../.storybook/mocks/clipboard';
import { recordChanges } from '../../../../.storybook/recordChanges';
import { linkPageSocials, linkTiles, owner } from '@/config/site';
import { LinksScreen } from './LinksScreen';

const meta = {
  title: 'Site/links/LinksScreen',
  component: LinksScreen,
  parameters: { shell: true, route: '/links' },
  beforeEach: mockClipboard(),
} satisfies Meta<typeof LinksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tiles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Links' }));

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    const headings = canvas.getAllByRole('heading', { level: 1 });
    await expect(headings).toHaveLength(1);
    await expect(headings[0]).toHaveTextContent(owner.name);
    await expect(canvas.getByText(owner.jobTitle)).toBeVisible();
    await expect(canvas.getByText(owner.shortBio)).toBeVisible();
    const socials = within(canvas.getByRole('list', { name: `${owner.name} on social media` }));
    await expect(socials.getAllByRole('link')).toHaveLength(linkPageSocials.length);

    const list = tiles(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(6);
    for (const tile of [linkTiles.featured, ...linkTiles.others]) {
      const link = list.getByRole('link', { name: `${tile.title} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', tile.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(list.getByRole('button', { name: /^Get in Touch/ })).toBeVisible();
    const more = list.getByRole('link', { name: 'More' });
    await expect(more).toHaveAttribute('href', '/extra-links');
    await expect(more).not.toHaveAttribute('target');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const list = tiles(canvasElement);
    await expect(list.getByRole('link', { name: /^BioDeck/ })).toBeVisible();
    await expect(list.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/extra-links');
  },
};

/** 'Get in Touch' copies the address and says 'Copied!' for 3 s, then reverts. */
export const GetInTouchCopiesEmail: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const list = tiles(canvasElement);
    const status = list.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    const shown = recordChanges(status, () => status.textContent);
    await userEvent.click(list.getByRole('button', { name: /^Get in Touch/ }));
    await expect(clipboardWriteText).toHaveBeenCalledWith(owner.email);
    await waitFor(() => expect(shown.values).toEqual(['', 'Copied!', '']));
    shown.stop();
  },
};
