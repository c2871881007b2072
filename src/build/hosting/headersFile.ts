/** One rule of a `_headers` file: the headers it detaches (`! Name`), then those it sets. */
export interface HeadersBlock {
  path: string;
  detach?: readonly string[];
  set: Readonly<Record<string, string>>;
}

/**
 * The `_headers` file (Cloudflare Pages) for `blocks`, those with the same path merged into
 * the first one's place: the host keeps a single rule per path, the last one it reads.
 */
export function renderHeadersFile(blocks: readonly HeadersBlock[]): string {
  const byPath = new Map<string, { detach: string[]; set: Record<string, string> }>();
  for (const block of blocks) {
    const merged = byPath.get(block.path) ?? { detach: [], set: {} };
    merged.detach.push(...(block.detach ?? []));
    Object.assign(merged.set, block.set);
    byPath.set(block.path, merged);
  }
  return [...byPath]
    .flatMap(([path, { detach, set }]) => [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(set).map(([name, value]) => `  ${name}: ${value}`),
      '',
    ])
    .join('\n');
}
