import { useEffect, useRef } from 'react';
import {
  HTML_BLOCK_DOCUMENT,
  htmlBlockContent,
  isHtmlBlockReady,
} from '@/domain/site/blog/htmlBlock';
import classes from './HtmlBlock.module.css';

export interface HtmlBlockProps {
  /** A complete HTML document (a post's `htmlCode`). */
  html: string;
  /** The frame's accessible name. */
  title: string;
  /** The block's document; the site's own by default. */
  src?: string;
}

/**
 * Untrusted HTML (docs/architecture.md, security: a post's HTML block runs in a sandboxed
 * iframe with no same-origin access), in its own document (`src/domain/site/blog/htmlBlock.ts`) so
 * the page's Content-Security-Policy, which allows no inline script, holds while the block's
 * scripts run. `sandbox="allow-scripts"` and nothing else: the document gets an opaque origin, so
 * its scripts run but cannot read or change this page, its storage or cookies; it cannot open
 * pop-ups or dialogs, submit forms, or navigate the top window. Never add allow-same-origin:
 * together with allow-scripts it would let the frame remove its own sandbox.
 */
export function HtmlBlock({ html, title, src = HTML_BLOCK_DOCUMENT }: HtmlBlockProps) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The frame says when it listens; it gets the HTML then (its origin is opaque: '*').
    const answer = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || !isHtmlBlockReady(event.data)) return;
      target.postMessage(htmlBlockContent(html), '*');
    };
    window.addEventListener('message', answer);
    // A prerendered page's frame may have loaded, and said so, before this page's script ran:
    // offer the HTML now too. The frame takes the first offer only; one made before it listens
    // is lost, and its 'ready' then gets the answer above.
    frame.current?.contentWindow?.postMessage(htmlBlockContent(html), '*');
    return () => window.removeEventListener('message', answer);
  }, [html]);

  return (
    <iframe
      ref={frame}
      className={classes.frame}
      src={src}
      sandbox="allow-scripts"
      title={title}
      referrerPolicy="no-referrer"
    />
  );
}
