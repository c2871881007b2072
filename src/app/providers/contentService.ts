import type { ContentService } from '@/services/content';
import { appConfig } from '../env';
import { lazyService } from './lazyService';

/**
 * The content service, created on first use. supabase-js is loaded with it, so pages that never
 * touch the database (home, links) never download it; a failed download is retried next time.
 */
export const contentService: () => Promise<ContentService> = lazyService(() =>
  import('@/services/content').then(({ createContentClient, createContentService }) => {
    const { url, anonKey } = appConfig().supabase;
    return createContentService(createContentClient({ url, anonKey }));
  }),
);
