const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML or XML element or a quoted attribute (pages, feed, sitemap, SVG). */
export const escapeMarkup = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
