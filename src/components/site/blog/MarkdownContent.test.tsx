// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { MarkdownContent } from './MarkdownContent';
import { classifyHref } from './markdownHref';

/** Renders the markdown and returns its root (the theme adds its own style tags beside it). */
function renderMarkdown(source: string): HTMLElement {
  const { container } = renderWithTheme(<MarkdownContent>{source}</MarkdownContent>);
  const root = container.querySelector<HTMLElement>(':scope > div');
  if (!root) throw new Error('MarkdownContent rendered no root element');
  return root;
}

const allowedProtocols = new Set(['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:']);

/** Every URL-carrying attribute and every inline event handler in the rendered tree. */
function dangerousAttributes(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`${element.tagName} ${name}`);
      if (['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href'].includes(name)) {
        // Parsed as the browser would (control characters, tabs and newlines dropped).
        const { protocol } = new URL(value, 'https://site.example/');
        if (!allowedProtocols.has(protocol)) found.push(`${element.tagName} ${name}=${value}`);
      }
    }
  }
  return found;
}

describe('MarkdownContent URL policy (docs/product.md, security)', () => {
  it.each([
    ['https://example.com/page?x=1#top'],
    ['http://example.com/'],
    ['HTTPS://EXAMPLE.COM/'],
    ['irc://irc.libera.chat/editors'],
    ['ircs://irc.libera.chat:6697/editors'],
    ['mailto:hello@example.com?subject=Hi'],
    ['xmpp:editors@chat.example.com?join'],
    ['/contact'],
    ['../blog'],
    ['notes/page'],
    ['#section'],
    ['?page=2'],
    ['/search?q=a:b'],
  ])('keeps the link %s', (href) => {
    renderMarkdown(`[the link](${href})`);
    expect(screen.getByRole('link', { name: /the link/ })).toHaveAttribute('href', href);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['file:///etc/passwd'],
    ['blob:https://example.com/0b6c'],
    ['&#106;avascript:alert(1)'],
    ['&#x6A;&#x61;vascript:alert(1)'],
    ['javascript&#58;alert(1)'],
    ['javascript&colon;alert(1)'],
    ['java&#9;script:alert(1)'],
    ['java&#10;script:alert(1)'],
    ['&#32;javascript:alert(1)'],
    ['%20javascript:alert(1)'],
    ['<javascript:alert(1)>'],
  ])('empties %s: the words stay, as text and not as a link', (href) => {
    const container = renderMarkdown(`Before [the link](${href}) after`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('Before the link after');
    expect(dangerousAttributes(container)).toEqual([]);
  });

  it('empties forbidden autolinks and reference definitions too', () => {
    const container = renderMarkdown(
      ['<javascript:alert(1)>', '', '[ref link][bad]', '', '[bad]: vbscript:msgbox(1)'].join('\n'),
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('ref link');
    expect(dangerousAttributes(container)).toEqual([]);
  });

  it.each([['https://example.com/a.png'], ['http://example.com/a.png'], ['/images/og-image.svg']])(
    'keeps the image %s',
    (src) => {
      renderMarkdown(`![A frame](${src})`);
      expect(screen.getByRole('img', { name: 'A frame' })).toHaveAttribute('src', src);
    },
  );

  it.each([
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['file:///C:/image.png'],
    ['&#100;ata:image/png;base64,AAAA'],
  ])('leaves out the image %s', (src) => {
    const container = renderMarkdown(`Text ![A frame](${src}) more`);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Text more');
    expect(dangerousAttributes(container)).toEqual([]);
  });

  it('opens other sites in a new tab without an opener or referrer', () => {
    renderMarkdown('[YouTube help](https://support.google.com/youtube/)');
    const link = screen.getByRole('link', { name: /^YouTube help\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps site paths, e-mail and fragments in the same tab', () => {
    renderMarkdown('[contact](/contact) [mail](mailto:a@b.example) [top](#top)');
    for (const name of ['contact', 'mail', 'top']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('target');
    }
    expect(screen.getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
  });

  it('treats a protocol-relative address as another site', () => {
    renderMarkdown('[double](//evil.example/)');
    const link = screen.getByRole('link', { name: /double/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([['/.//evil.example/path'], ['/..//evil.example/path'], ['/blog/..//evil.example/']])(
    'does not let the dot segments of %s make a link to another host',
    (href) => {
      const container = renderMarkdown(`Read [this post](${href}) now`);
      expect(screen.queryByRole('link', { name: 'this post' })).toBeNull();
      expect(container).toHaveTextContent('Read this post now');
      for (const link of container.querySelectorAll('a')) {
        expect(new URL(link.href, window.location.href).origin).toBe(window.location.origin);
      }
    },
  );

  it('percent-encodes a backslash or tab in a path, so it stays a path on this site', () => {
    renderMarkdown('[slash](/\\evil.example/) [tab](/&#9;/evil.example/)');
    expect(screen.getByRole('link', { name: 'slash' })).toHaveAttribute(
      'href',
      '/%5Cevil.example/',
    );
    expect(screen.getByRole('link', { name: 'tab' })).toHaveAttribute('href', '/%09/evil.example/');
  });
});

describe('MarkdownContent raw HTML policy (no HTML element ever comes from the source)', () => {
  const hostile = [
    'Intro paragraph.',
    '',
    '<script>window.pwned = true</script>',
    '',
    '<img src="x" onerror="window.pwned = true">',
    '',
    '<iframe src="javascript:alert(1)"></iframe>',
    '',
    '<div onclick="alert(1)"><b>bold?</b></div>',
    '',
    '<svg onload="alert(1)"><a xlink:href="javascript:alert(1)">svg</a></svg>',
    '',
    '<style>body { display: none }</style>',
    '',
    '<form action="javascript:alert(1)"><button>Go</button></form>',
    '',
    'Inline <a href="javascript:alert(1)">raw link</a> and <img src=x onerror=alert(1)> end.',
  ].join('\n');

  it('drops every tag: no script, image, frame, style, form or handler is created', () => {
    const container = renderMarkdown(hostile);
    for (const tag of ['script', 'img', 'iframe', 'style', 'svg', 'form', 'button', 'a', 'b']) {
      expect(container.querySelector(tag), tag).toBeNull();
    }
    expect(dangerousAttributes(container)).toEqual([]);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('keeps the markdown around it, and the words inside inline tags as text', () => {
    const container = renderMarkdown(hostile);
    expect(container).toHaveTextContent('Intro paragraph.');
    expect(container).toHaveTextContent('Inline raw link and end.');
    expect(container).not.toHaveTextContent('window.pwned');
  });

  it('shows HTML written as code as text, never as elements', () => {
    const container = renderMarkdown('Use `<script>` carefully.\n\n```html\n<img onerror=x>\n```');
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.querySelectorAll('code')).toHaveLength(2);
    expect(container).toHaveTextContent('Use <script> carefully.');
    expect(container).toHaveTextContent('<img onerror=x>');
  });
});

describe('classifyHref', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['/blog/a?b=1#c', { kind: 'route', to: '/blog/a?b=1#c' }],
    ['https://a.example/', { kind: 'external', href: 'https://a.example/' }],
    ['//a.example/x', { kind: 'external', href: '//a.example/x' }],
    ['/\t/a.example/', { kind: 'external', href: '/\t/a.example/' }],
    ['/\\a.example/', { kind: 'external', href: '/\\a.example/' }],
    ['mailto:a@b.example', { kind: 'plain', href: 'mailto:a@b.example' }],
    ['#top', { kind: 'plain', href: '#top' }],
    ['notes', { kind: 'plain', href: 'notes' }],
  ] as const)('%j is %j', (href, expected) => {
    expect(classifyHref(href)).toEqual(expected);
  });
});
