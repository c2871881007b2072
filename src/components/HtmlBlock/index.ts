export { HtmlBlock, type HtmlBlockProps } from './HtmlBlock';
