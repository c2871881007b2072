import classes from './HtmlBlock.module.css';

export interface HtmlBlockProps {
  /** A complete HTML document (a post's `html_code`). */
  html: string;
  /** The frame's accessible name. */
  title: string;
}

/**
 * Untrusted HTML (brief: "a post's HTML block runs in a sandboxed iframe with no same-origin
 * access"). `sandbox="allow-scripts"` and nothing else: the document gets an opaque origin, so
 * its scripts run but cannot read or change this page, its storage or cookies; it cannot open
 * pop-ups or dialogs, submit forms, or navigate the top window. Never add allow-same-origin:
 * together with allow-scripts it would let the frame remove its own sandbox.
 */
export function HtmlBlock({ html, title }: HtmlBlockProps) {
  return (
    <iframe
      className={classes.frame}
      srcDoc={html}
      sandbox="allow-scripts"
      title={title}
      referrerPolicy="no-referrer"
    />
  );
}
