/**
 * A post's HTML block runs in its own document, `/embed/html-block.html` (served with a policy
 * of its own: see src/build/security), inside a frame sandboxed without same-origin. The page
 * and the frame speak by message:
 *
 *   frame → page  { type: 'html-block-ready' }          its listener is in place
 *   page → frame  { type: 'html-block', html: string }  the post's HTML, written as the document
 *
 * The page answers only its own frame's window; the frame takes the HTML only from the page
 * that framed it (same site), once.
 */
export const HTML_BLOCK_DOCUMENT = '/embed/html-block.html';

export interface HtmlBlockReady {
  type: 'html-block-ready';
}

export interface HtmlBlockContent {
  type: 'html-block';
  html: string;
}

export const isHtmlBlockReady = (data: unknown): data is HtmlBlockReady =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'html-block-ready';

export const htmlBlockContent = (html: string): HtmlBlockContent => ({ type: 'html-block', html });
