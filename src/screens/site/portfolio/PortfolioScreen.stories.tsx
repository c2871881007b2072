import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import {
  latestUploadFixture,
  portfolioFixtures,
  portfolioFixtureTags,
  showreelFixture,
} from '@/components/site/portfolio/PortfolioVideoCard.fixtures';
import { media } from '@/config/site';
import type { PortfolioMedia, PortfolioVideo } from '@/domain/site/portfolio/video';
import { portfolioMachine } from '@/machines/site/portfolio/portfolioMachine';
import { portfolioMediaMachine } from '@/machines/site/portfolio/portfolioMediaMachine';
import {
  expectClosed,
  expectVideoModalOpensAndCloses,
  pageScrollLocked,
} from '../../../../.storybook/videoModal';
import { atViewport } from '../../../../.storybook/viewports';
import { PortfolioScreen, type PortfolioScreenProps } from './PortfolioScreen';

/** The fixtures are the rows with the platform's details, as the portfolio read gives them. */
const videos: PortfolioVideo[] = [...portfolioFixtures];
const tags = [...portfolioFixtureTags];
const mediaFound: PortfolioMedia = { showreel: showreelFixture, latestUpload: latestUploadFixture };

const never = <T,>() => new Promise<T>(() => undefined);

const portfolioWith = (
  loadVideos: () => Promise<PortfolioVideo[]>,
  loadTags = () => Promise.resolve(tags),
) =>
  portfolioMachine.provide({
    actors: {
      loadVideos: fromAbortablePromise(loadVideos),
      loadTags: fromAbortablePromise(loadTags),
    },
  });
const mediaWith = (load: () => Promise<PortfolioMedia>) =>
  portfolioMediaMachine.provide({ actors: { load: fromAbortablePromise(load) } });

const meta = {
  title: 'Site/portfolio/PortfolioScreen',
  component: PortfolioScreen,
  parameters: {
    shell: true,
    route: '/portfolio',
    machineStates: {
      'loading.videos.pending': ['Loading', 'LoadingMobile'],
      'loading.videos.settled': ['Loading', 'LoadingMobile'],
      'loading.tags.pending': ['Loading', 'LoadingMobile'],
      'loading.tags.settled': ['Loading', 'LoadingMobile'],
      list: [
        'Loaded',
        'LoadedMobileFilterBySelect',
        'FilteredByTag',
        'ModalOpen',
        'ModalOpenAndClose',
        'LatestUploadPlays',
        'Empty',
        'PlatformUnavailable',
      ],
    },
  },
  args: {
    logic: portfolioWith(() => Promise.resolve(videos)),
    mediaLogic: mediaWith(() => Promise.resolve(mediaFound)),
  },
} satisfies Meta<typeof PortfolioScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const body = () => within(document.body);
const gridCards = async (canvasElement: HTMLElement) =>
  within(await main(canvasElement).findByRole('list', { name: 'Portfolio videos' })).getAllByRole(
    'article',
  );
const cardTitles = async (canvasElement: HTMLElement) =>
  (await gridCards(canvasElement)).map(
    (card) => within(card).getByRole('heading', { level: 3 }).textContent,
  );
const titlesTagged = (tag: string) => videos.filter((v) => v.tag === tag).map((v) => v.title);
const playButton = (title: string) => ({
  name: (name: string) => name.startsWith(`Play ${title}`),
});

/** Desktop: hero, latest upload, the category tabs ('All' first) and every video. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Professional Video Editor' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Analyze my portfolio playlist' })).toHaveAttribute(
      'href',
      `/tools/playlist-analyzer/${media.portfolioPlaylistId}`,
    );
    await expect(await cardTitles(canvasElement)).toEqual(videos.map((v) => v.title));
    const tabs = page.getByRole('tablist', { name: 'Filter videos by category' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', ...tags]);
    await expect(page.queryByRole('combobox', { name: 'Category' })).toBeNull();
    await expect(
      within(page.getByRole('region', { name: 'Latest upload' })).getByRole('heading', {
        name: latestUploadFixture.title,
      }),
    ).toBeVisible();
  },
};

/** 768px or less: the filter is a dropdown; choosing a category narrows the grid. */
export const LoadedMobileFilterBySelect: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await gridCards(canvasElement);
    await expect(page.queryByRole('tablist')).toBeNull();
    const select = page.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('All');
    await userEvent.selectOptions(select, 'Documentary');
    await waitFor(async () =>
      expect(await cardTitles(canvasElement)).toEqual(titlesTagged('Documentary')),
    );
    await expect(select).toHaveValue('Documentary');
  },
};

/** Choosing a tab narrows the grid to that category; 'All' brings every video back. */
export const FilteredByTag: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await gridCards(canvasElement);
    await userEvent.click(page.getByRole('tab', { name: 'All' }));
    await userEvent.click(page.getByRole('tab', { name: 'Music Videos' }));
    await waitFor(async () =>
      expect(await cardTitles(canvasElement)).toEqual(titlesTagged('Music Videos')),
    );
    await expect(page.getByRole('tab', { name: 'Music Videos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(titlesTagged('Music Videos').length).toBeLessThan(videos.length);
  },
};

/** A card opens its video full screen; the page behind stops scrolling. */
export const ModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const [, second] = videos;
    if (!second?.title) throw new Error('fixtures: fewer than two videos');
    await gridCards(canvasElement);
    await expect(pageScrollLocked()).toBe(false);
    await userEvent.click(main(canvasElement).getByRole('button', playButton(second.title)));
    const dialog = await body().findByRole('dialog', { name: second.title });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByTitle(second.title)).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${second.videoId}?autoplay=1&rel=0`,
    );
    await waitFor(() => expect(pageScrollLocked()).toBe(true));
  },
};

/** Escape and the close button close the player; scrolling comes back each time. */
export const ModalOpenAndClose: Story = {
  parameters: { visual: { skip: 'ends as Loaded draws, with the opener focused' } },
  play: async ({ canvasElement }) => {
    const [first] = videos;
    if (!first?.title) throw new Error('fixtures: no video');
    await gridCards(canvasElement);
    const opener = main(canvasElement).getByRole('button', playButton(first.title));
    await expectVideoModalOpensAndCloses(opener, first.title);
  },
};

/** The latest upload plays in the same full-screen player. */
export const LatestUploadPlays: Story = {
  parameters: { visual: { skip: 'ends as Loaded draws, with the opener focused' } },
  play: async ({ canvasElement }) => {
    const section = await main(canvasElement).findByRole('region', { name: 'Latest upload' });
    const opener = within(section).getByRole('button', playButton(latestUploadFixture.title));
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog', { name: latestUploadFixture.title });
    await expect(within(dialog).getByTitle(latestUploadFixture.title)).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${latestUploadFixture.videoId}?autoplay=1&rel=0`,
    );
    await userEvent.keyboard('{Escape}');
    await expectClosed(opener);
  },
};

/** Reads that never settle pin the loading look: placeholder cards, no filter choices yet. */
export const Loading: Story = {
  args: { logic: portfolioWith(never, never), mediaLogic: mediaWith(never) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('status', { name: 'Loading portfolio' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the latest upload' })).toBeVisible();
    await expect(page.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All']);
  },
};

export const LoadingMobile: Story = {
  ...Loading,
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(
      main(canvasElement).getByRole('status', { name: 'Loading portfolio' }),
    ).toBeVisible();
  },
};

/** No portfolio rows (or the database read failed, which is only logged). */
export const Empty: Story = {
  args: {
    logic: portfolioWith(
      () => Promise.resolve([]),
      () => Promise.resolve([]),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('No videos to show yet.')).toBeVisible();
    await expect(page.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All']);
  },
};

/**
 * The video platform cannot be asked (quota, network): the grid shows the database rows with
 * their descriptions, the hero has no poster and the latest upload is left out. Only logged.
 */
export const PlatformUnavailable: Story = {
  args: {
    logic: portfolioWith(() =>
      Promise.resolve(
        videos.map(({ id, videoId, tag, description, createdAt }) => ({
          id,
          videoId,
          tag,
          description,
          createdAt,
        })),
      ),
    ),
    mediaLogic: mediaWith(() => Promise.reject(new Error('quotaExceeded'))),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await cardTitles(canvasElement)).toEqual(videos.map((v) => v.description));
    await waitFor(() => expect(page.queryByRole('region', { name: 'Latest upload' })).toBeNull());
    await expect(page.getByRole('button', { name: /showreel$/ })).toBeVisible();
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /**
   * Which of the page's states to show; 'platformUnavailable': the video platform could not be
   * asked, so the grid shows descriptions and the latest upload is left out.
   */
  state: 'loaded' | 'loading' | 'empty' | 'platformUnavailable';
  /** How many videos the grid holds (the category tabs are those of the videos shown). */
  videoCount: number;
  /** The first video's title: try a long one. */
  firstTitle: string;
  /** The latest upload's title, beside the showreel. */
  latestUploadTitle: string;
}

const playgroundLogic = ({
  state,
  videoCount,
  firstTitle,
  latestUploadTitle,
}: PlaygroundArgs): Pick<PortfolioScreenProps, 'logic' | 'mediaLogic'> => {
  if (state === 'loading') {
    return { logic: portfolioWith(never, never), mediaLogic: mediaWith(never) };
  }
  const list = videos
    .map((video, index) => (index === 0 ? { ...video, title: firstTitle } : video))
    .slice(0, state === 'empty' ? 0 : videoCount);
  const listTags = [...new Set(list.map((video) => video.tag))].sort();
  const found: PortfolioMedia = {
    ...mediaFound,
    latestUpload: { ...latestUploadFixture, title: latestUploadTitle },
  };
  if (state === 'platformUnavailable') {
    const rows = list.map(({ id, videoId, tag, description, createdAt }) => ({
      id,
      videoId,
      tag,
      description,
      createdAt,
    }));
    return {
      logic: portfolioWith(
        () => Promise.resolve(rows),
        () => Promise.resolve(listTags),
      ),
      mediaLogic: mediaWith(() => Promise.reject(new Error('quotaExceeded'))),
    };
  }
  return {
    logic: portfolioWith(
      () => Promise.resolve(list),
      () => Promise.resolve(listTags),
    ),
    mediaLogic: mediaWith(() => Promise.resolve(found)),
  };
};

/** For designers: the page's state, its number of videos, the first one's and the latest titles. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'loaded',
    videoCount: videos.length,
    firstTitle: videos[0]?.title ?? '',
    latestUploadTitle: latestUploadFixture.title,
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loaded', 'loading', 'empty', 'platformUnavailable'],
    },
    videoCount: { control: { type: 'range', min: 1, max: videos.length, step: 1 } },
  },
  parameters: { visual: { skip: 'a playground for designers: as set, it draws as Loaded' } },
  // New machines for every change of the controls, so the page starts over with them.
  render: (args) => <PortfolioScreen key={JSON.stringify(args)} {...playgroundLogic(args)} />,
  play: async ({ canvasElement }) => {
    await expect(await cardTitles(canvasElement)).toEqual(videos.map((v) => v.title));
    const latest = await main(canvasElement).findByRole('region', { name: 'Latest upload' });
    await expect(
      within(latest).getByRole('heading', { name: latestUploadFixture.title }),
    ).toBeVisible();
  },
};
