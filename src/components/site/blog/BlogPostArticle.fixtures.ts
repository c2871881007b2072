import { fixtureImage } from '@/test/fixtureImages';
import { widgetDocument } from './HtmlBlock.fixtures';
import { typographySample } from './MarkdownContent.fixtures';
import type { BlogPostArticleProps } from './BlogPostArticle';

/** A post that is markdown only. */
export const plainArticle: BlogPostArticleProps = {
  title: 'J-Cuts and L-Cuts: The Invisible Edits That Make Dialogue Flow',
  category: 'Editing Tips',
  publishedAt: '2025-01-05T10:00:00Z',
  readTime: 6,
  content: typographySample,
  youtubeVideoId: null,
  htmlCode: null,
};

/** A post with an embedded video and an interactive HTML block above the markdown. */
export const mediaArticle: BlogPostArticleProps = {
  title: 'Behind the Cut: Breaking Down My 2025 Demo Reel',
  category: 'Tutorials',
  publishedAt: '2025-02-11T16:30:00Z',
  readTime: 8,
  content: typographySample,
  youtubeVideoId: 'JVreel2025a',
  youtubePosterUrl: fixtureImage(1),
  htmlCode: widgetDocument,
};
