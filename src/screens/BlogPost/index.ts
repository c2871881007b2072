export { BlogPostScreen, useBlogPostSlug, type BlogPostScreenProps } from './BlogPostScreen';
