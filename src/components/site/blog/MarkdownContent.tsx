import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { MarkdownImage, MarkdownLink } from './MarkdownElements';
import classes from './MarkdownContent.module.css';

export interface MarkdownContentProps {
  /** The markdown source, e.g. a blog post's `content`. */
  children: string;
}

const components: Components = { a: MarkdownLink, img: MarkdownImage };

/**
 * A post body written in markdown, rendered as React elements (never as HTML strings).
 *
 * Security policy (docs/architecture.md, security; docs/product.md, security):
 * - Raw HTML is dropped (`skipHtml`): no rehype-raw, so `<script>`, `<img onerror>`,
 *   `<iframe>` and friends in the source never become elements; text around inline tags stays.
 * - Link and image addresses go through react-markdown's `defaultUrlTransform` (v10.1,
 *   node_modules/react-markdown/lib/index.js): it keeps a URL when it has no scheme (relative:
 *   no colon, or a `/`, `?` or `#` before the first colon) or when the scheme matches
 *   `/^(https?|ircs?|mailto|xmpp)$/i`, and returns '' for everything else. That is exactly the
 *   documented list (http, https, irc, ircs, mailto, xmpp, relative). It runs after entity
 *   decoding, so `&#106;avascript:` is caught too. Passed explicitly so the policy is visible.
 * - An emptied link renders as plain text, an emptied image not at all (MarkdownElements).
 * - Links to other sites open in a new tab with rel="noopener noreferrer"; paths on this site
 *   navigate inside the app; a path whose dot segments turn it into another host (`/.//host`)
 *   is no link at all (markdownHref).
 */
export function MarkdownContent({ children }: MarkdownContentProps) {
  return (
    <div className={classes.root}>
      <Markdown skipHtml urlTransform={defaultUrlTransform} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
