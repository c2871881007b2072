export { createContentClient, type ContentClient, type ContentClientOptions } from './client';
export {
  createContentService,
  POSTS_PER_PAGE,
  type ContentService,
  type NewContactMessage,
  type PostPage,
  type PostQuery,
} from './contentService';
export { ContentError, type ContentErrorKind } from './errors';
export type { BlogPostRow, PortfolioVideoRow, ProjectRow } from './database.types';
