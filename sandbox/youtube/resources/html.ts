/** The escaping the API applies to titles in search results and to comments' textDisplay. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Search snippets cut descriptions to about 160 characters, ending with "...". */
export function truncateDescription(text: string, limit = 160): string {
  const flat = text.replaceAll(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit).trimEnd()}...`;
}

/** textFormat=html: escaped, links as anchors, line breaks as `<br>`. */
export function commentHtml(text: string): string {
  return escapeHtml(text)
    .replaceAll(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replaceAll('\n', '<br>');
}
