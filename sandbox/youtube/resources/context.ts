import type { Dataset } from '../dataset/index.ts';
import type { MediaUrls } from './mediaUrls.ts';

/** What the resource builders and methods need for one request. */
export interface RequestContext {
  dataset: Dataset;
  media: MediaUrls;
}
