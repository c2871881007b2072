// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES_ID, preloadModules, readPageModules } from './pageModules';

function pageWith(block: string): Document {
  return new DOMParser().parseFromString(
    `<html><head></head><body>${block}</body></html>`,
    'text/html',
  );
}

describe('readPageModules', () => {
  it('reads the chunk list a prerendered page carries', () => {
    const page = pageWith(
      `<script type="application/json" id="${PAGE_MODULES_ID}">["/assets/main.js","/assets/Blog.js"]</script>`,
    );
    expect(readPageModules(page)).toEqual(['/assets/main.js', '/assets/Blog.js']);
  });

  it('is empty for a page without a list, or with one it cannot read', () => {
    expect(readPageModules(pageWith(''))).toEqual([]);
    const broken = `<script type="application/json" id="${PAGE_MODULES_ID}">["/assets/a.js"</script>`;
    expect(readPageModules(pageWith(broken))).toEqual([]);
    const notAList = `<script type="application/json" id="${PAGE_MODULES_ID}">{"a":1}</script>`;
    expect(readPageModules(pageWith(notAList))).toEqual([]);
  });
});

describe('preloadModules', () => {
  it('adds a module preload per chunk to the head, all at once', () => {
    const page = pageWith('');
    preloadModules(page, ['/assets/main.js', '/assets/Blog.js']);
    const links = [...page.head.querySelectorAll('link')];
    expect(
      links.map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('crossorigin')]),
    ).toEqual([
      ['modulepreload', '/assets/main.js', ''],
      ['modulepreload', '/assets/Blog.js', ''],
    ]);
  });
});
