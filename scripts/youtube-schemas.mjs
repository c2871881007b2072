#!/usr/bin/env node
/**
 * Writes sandbox/youtube/reference/youtube-v3-schemas.json, the part of the YouTube Data API's
 * discovery document that the emulator's conformance test checks against: every schema's fields
 * and types, with Google's prose descriptions left out. Run it again on a newer document:
 *
 *   curl -o /tmp/youtube-v3.json https://www.googleapis.com/discovery/v1/apis/youtube/v3/rest
 *   node scripts/youtube-schemas.mjs /tmp/youtube-v3.json
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/youtube-schemas.mjs <discovery document.json>');
  process.exit(1);
}
const discovery = JSON.parse(readFileSync(source, 'utf8'));

/** The schema tree without its `description` strings (and nothing else changed). */
const withoutProse = (node) =>
  Array.isArray(node)
    ? node.map(withoutProse)
    : typeof node === 'object' && node !== null
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([key, value]) => !(key === 'description' && typeof value === 'string'))
            .map(([key, value]) => [key, withoutProse(value)]),
        )
      : node;

const out = new URL('../sandbox/youtube/reference/youtube-v3-schemas.json', import.meta.url);
writeFileSync(
  out,
  `${JSON.stringify({ revision: discovery.revision, schemas: withoutProse(discovery.schemas) }, null, 1)}\n`,
);
console.log(`wrote ${out.pathname} (revision ${discovery.revision})`);
