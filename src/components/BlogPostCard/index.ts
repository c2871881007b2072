export { BlogPostCard, type BlogPostCardProps, type BlogPostSummary } from './BlogPostCard';
