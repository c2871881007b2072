export { BlogPostArticle, type BlogPostArticleProps } from './BlogPostArticle';
