/**
 * The data blocks of a prerendered page (its machines' data, its script list): JSON in a
 * `<script type="application/json">`, data the browser never runs, so the CSP needs no
 * inline-script exception.
 */

/** JSON for a data block: `<` escaped so no value can close the script element or open a comment. */
export function jsonForScriptBlock(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The value of the page's data block `id`; undefined when there is none or it does not parse. */
export function readJsonBlock(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
