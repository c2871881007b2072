import type { Project } from '@/domain/site/projects/project';

/** The featured project as a tile takes it (without its id): the tile's stories start from it. */
export const cutCopyTile: Omit<Project, 'id'> = {
  featured: true,
  title: 'CutCopy for Premiere',
  description:
    'Copy and paste effects, keyframes and whole edits between Premiere Pro projects in one click.',
  category: 'Plugins',
  projectUrl: 'https://cutcopy.jordanvale.studio',
  imageUrl: '/images/projects/cutcopy.svg',
  colorAccent: '#ff6b6b',
};

/** Fixed projects for stories: one featured, varied lengths and accents. */
export const projectTileFixtures: Project[] = [
  { id: 3, ...cutCopyTile },
  {
    id: 2,
    featured: false,
    title: 'BioDeck',
    description: 'A link-in-bio page maker for creators: themes, analytics and a custom domain.',
    category: 'Products',
    projectUrl: 'https://store.jordanvale.studio/products/biodeck',
    imageUrl: '/images/projects/biodeck.svg',
    colorAccent: '#4dabf7',
  },
  {
    id: 1,
    featured: false,
    title: 'Creator Tools',
    description: 'Sixteen free tools for YouTube creators.',
    category: 'Tools',
    projectUrl: 'https://tools.jordanvale.studio',
    imageUrl: '/images/projects/creator-tools.svg',
    colorAccent: '#69db7c',
  },
];
