import type { ContentService } from '@/services/content';
import { appConfig } from '../env';

let service: Promise<ContentService> | undefined;

/**
 * The content service, created on first use. supabase-js is loaded with it, so pages that never
 * touch the database (home, links) never download it.
 */
export function contentService(): Promise<ContentService> {
  service ??= import('@/services/content').then(({ createContentClient, createContentService }) => {
    const { url, anonKey } = appConfig().supabase;
    return createContentService(createContentClient({ url, anonKey }));
  });
  return service;
}
