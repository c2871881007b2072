export { createContentClient, type ContentClient, type ContentClientOptions } from './client';
export {
  createContentService,
  type ContentService,
  type ContentServiceOptions,
} from './contentService';
export { ContentError, type ContentErrorKind } from './errors';
