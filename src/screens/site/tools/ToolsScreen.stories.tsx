import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { TOOLS } from '@/domain/tool-kit/catalogue';
import { toolsOverlayMachine } from '@/machines/site/tools/toolsOverlayMachine';
import { ToolsScreen } from './ToolsScreen';

/** The app's session memory, faked: the visitor chose 'Continue Anyway' earlier. */
const dismissedEarlier = toolsOverlayMachine.provide({ guards: { dismissedEarlier: () => true } });

const meta = {
  title: 'Site/tools/ToolsScreen',
  component: ToolsScreen,
  parameters: {
    shell: true,
    route: '/tools',
    machineStates: {
      unmeasured: ['Desktop', 'MobileOverlay'],
      recalling: ['Desktop', 'MobileDismissedEarlier'],
      'watching.deciding': ['Desktop', 'MobileOverlay'],
      'watching.fits': 'Desktop',
      'watching.shown': ['MobileOverlay', 'TabletOverlay'],
      dismissed: ['MobileContinueAnyway', 'MobileDismissedEarlier'],
    },
  },
  args: { logic: toolsOverlayMachine },
} satisfies Meta<typeof ToolsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const content = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('content-behind-overlay');
const findDialog = () => within(document.body).findByRole('dialog', { name: 'Desktop Required' });

/** Desktop: the catalogue by category, no overlay. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'My YouTube Tools' })).toBeVisible();
    await expect(page.getAllByRole('article')).toHaveLength(TOOLS.length);
    for (const category of ['Analytics', 'SEO', 'Utilities']) {
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    }
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(getComputedStyle(content(canvasElement)).filter).toBe('none');
  },
};

/** A phone: 'Desktop Required' over the blurred, inert catalogue. */
export const MobileOverlay: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('link', { name: 'Go Back Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(within(dialog).getByRole('button', { name: 'Continue Anyway' })).toBeVisible();
    await expect(content(canvasElement)).toHaveAttribute('inert');
    await expect(getComputedStyle(content(canvasElement)).filter).toMatch(/blur/);
  },
};

/** 768px is still "mobile" (docs/product.md, tools). */
export const TabletOverlay: Story = {
  globals: atViewport('tablet'),
  play: async () => {
    await expect(await findDialog()).toBeVisible();
  },
};

/** 'Continue Anyway' uncovers the catalogue on the phone. */
export const MobileContinueAnyway: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Anyway' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(content(canvasElement)).not.toHaveAttribute('inert');
    await expect(getComputedStyle(content(canvasElement)).filter).toBe('none');
    await waitFor(() => expect(content(canvasElement)).toHaveFocus());
    await expect(main(canvasElement).getAllByRole('article')).toHaveLength(TOOLS.length);
  },
};

/** Back on /tools in the same session after 'Continue Anyway': no overlay on the phone. */
export const MobileDismissedEarlier: Story = {
  globals: atViewport('mobile'),
  args: { logic: dismissedEarlier },
  play: async ({ canvasElement }) => {
    await expect(
      main(canvasElement).getByRole('heading', { level: 1, name: 'My YouTube Tools' }),
    ).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(content(canvasElement)).not.toHaveAttribute('inert');
  },
};
