import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { atViewport } from '../../../../.storybook/viewports';
import type { Project } from '@/domain/site/projects/project';
import { projectsMachine } from '@/machines/shared/resourceMachine';
import { PrerenderedMachinesContext } from '@/screens/shared/machineContexts';
import { prerenderedData } from '@/screens/shared/prerenderedMachines';
import { ProjectsScreen } from './ProjectsScreen';

const projects: Project[] = [
  {
    id: 7,
    featured: true,
    title: 'CutCopy for Premiere',
    description: 'Copy and paste effects, keyframes and whole edits between Premiere Pro projects.',
    category: 'Plugins',
    projectUrl: 'https://cutcopy.jordanvale.studio',
    imageUrl: '/images/projects/cutcopy.svg',
    colorAccent: '#ff6b6b',
  },
  {
    id: 6,
    featured: true,
    title: 'BioDeck',
    description: 'A link-in-bio page maker for creators, sold in the store.',
    category: 'Products',
    projectUrl: 'https://store.jordanvale.studio/products/biodeck',
    imageUrl: '/images/projects/biodeck.svg',
    colorAccent: '#4dabf7',
  },
  {
    id: 2,
    featured: false,
    title: 'Creator Tools',
    description: 'Sixteen free tools for YouTube creators.',
    category: 'Tools',
    projectUrl: 'https://tools.jordanvale.studio',
    imageUrl: '/images/projects/creator-tools.svg',
    colorAccent: '#69db7c',
  },
];

const withLoad = (load: () => Promise<Project[]>) =>
  projectsMachine.provide({ actors: { load: fromAbortablePromise(load) } });

const meta = {
  title: 'Site/projects/ProjectsScreen',
  component: ProjectsScreen,
  parameters: {
    shell: true,
    route: '/projects',
    machineStates: {
      loading: 'Loading',
      loaded: ['Loaded', 'LoadedMobile', 'ErrorThenRetry'],
      empty: 'EmptyAfterFailedRefresh',
      error: 'ErrorShown',
    },
  },
  args: { logic: withLoad(() => Promise.resolve(projects)) },
} satisfies Meta<typeof ProjectsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findAllByRole('article')).toHaveLength(3);
    await expect(page.getAllByText('Featured')).toHaveLength(2);
  },
};

export const LoadedMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findAllByRole('article')).toHaveLength(3);
  },
};

/** A read that never settles pins the loading view. */
export const Loading: Story = {
  args: { logic: withLoad(() => new Promise<Project[]>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await expect(
      main(canvasElement).getByRole('status', { name: 'Loading projects' }),
    ).toBeVisible();
  },
};

/** A failing read shows the documented message; Try Again loads again (here: successfully). */
let failuresLeft = 1;
export const ErrorThenRetry: Story = {
  beforeEach: () => {
    failuresLeft = 1;
  },
  args: {
    logic: withLoad(() => {
      if (failuresLeft === 0) return Promise.resolve(projects);
      failuresLeft -= 1;
      return Promise.reject(new Error('offline'));
    }),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load projects. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(await page.findAllByRole('article')).toHaveLength(3);
  },
};

export const ErrorShown: Story = {
  args: { logic: withLoad(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load projects. Please try again later.',
    );
  },
};

/**
 * The one way into `empty`: a page prerendered without projects whose refresh fails. The build
 * never makes such a page (it prerenders only a finished read, and projects never count as
 * empty), and the screen has no empty view: it keeps its loader.
 */
export const EmptyAfterFailedRefresh: Story = {
  parameters: { visual: { skip: 'draws as Loading' } },
  decorators: [
    (Story) => (
      <PrerenderedMachinesContext
        value={prerenderedData({ projects: { data: null, error: null, fromPage: false } })}
      >
        <Story />
      </PrerenderedMachinesContext>
    ),
  ],
  args: { logic: withLoad(() => Promise.reject(new Error('offline'))) },
  // The machine logs the failed refresh; recorded here, not printed.
  beforeEach: () => {
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => logged.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('projects: load failed', expect.any(Error)),
    );
    const page = main(canvasElement);
    await expect(page.getByRole('status', { name: 'Loading projects' })).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the page's states to show. */
  state: 'loaded' | 'loading' | 'error';
  /** How many projects the list holds. */
  projectCount: number;
  /** The first project's title: try a long one. */
  firstTitle: string;
  /** The first project's description. */
  firstDescription: string;
}

const playgroundLoad = ({ state, projectCount, firstTitle, firstDescription }: PlaygroundArgs) => {
  if (state === 'loading') return () => new Promise<Project[]>(() => undefined);
  if (state === 'error') return () => Promise.reject(new Error('offline'));
  const list = projects.map((project, index) =>
    index === 0 ? { ...project, title: firstTitle, description: firstDescription } : project,
  );
  return () => Promise.resolve(list.slice(0, projectCount));
};

/** For designers: the page's state, its number of projects and the first one's texts. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'loaded',
    projectCount: projects.length,
    firstTitle: projects[0]?.title ?? '',
    firstDescription: projects[0]?.description ?? '',
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['loaded', 'loading', 'error'] },
    projectCount: { control: { type: 'range', min: 1, max: projects.length, step: 1 } },
  },
  parameters: { visual: { skip: 'a playground for designers: as set, it draws as Loaded' } },
  // A new machine for every change of the controls, so the page starts over with them.
  render: (args) => (
    <ProjectsScreen key={JSON.stringify(args)} logic={withLoad(playgroundLoad(args))} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { name: 'CutCopy for Premiere' }),
    ).toBeVisible();
  },
};
