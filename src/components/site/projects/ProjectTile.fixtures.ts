import type { ProjectTileProps } from './ProjectTile';

/** Fixed projects for stories: one featured, varied lengths and accents. */
export const projectTileFixtures: (ProjectTileProps & { id: number })[] = [
  {
    id: 3,
    featured: true,
    title: 'CutCopy for Premiere',
    description:
      'Copy and paste effects, keyframes and whole edits between Premiere Pro projects in one click.',
    category: 'Plugins',
    url: 'https://cutcopy.jordanvale.studio',
    image: '/images/projects/cutcopy.svg',
    accentColor: '#ff6b6b',
  },
  {
    id: 2,
    featured: false,
    title: 'BioDeck',
    description: 'A link-in-bio page maker for creators: themes, analytics and a custom domain.',
    category: 'Products',
    url: 'https://store.jordanvale.studio/products/biodeck',
    image: '/images/projects/biodeck.svg',
    accentColor: '#4dabf7',
  },
  {
    id: 1,
    featured: false,
    title: 'Creator Tools',
    description: 'Sixteen free tools for YouTube creators.',
    category: 'Tools',
    url: 'https://tools.jordanvale.studio',
    image: '/images/projects/creator-tools.svg',
    accentColor: '#69db7c',
  },
];
