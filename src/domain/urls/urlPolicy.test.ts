import { describe, expect, it } from 'vitest';
import { originOf, safeLinkUrl, safeMediaUrl } from './urlPolicy';

describe('safeMediaUrl', () => {
  it('keeps https pictures and paths on this site', () => {
    expect(safeMediaUrl('https://i.ytimg.com/vi/abc/hqdefault.jpg')).toBe(
      'https://i.ytimg.com/vi/abc/hqdefault.jpg',
    );
    expect(safeMediaUrl('/images/og-image.svg')).toBe('/images/og-image.svg');
    expect(safeMediaUrl('images/a.png')).toBe('images/a.png');
  });

  it('drops http, script, data, blob and file addresses from data', () => {
    for (const raw of [
      'http://example.com/a.jpg',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'blob:https://example.com/1',
      'file:///etc/passwd',
      '//evil.example/a.jpg',
      '/\t/evil.example/a.jpg',
      '\\\\evil.example/a.jpg',
    ]) {
      expect(safeMediaUrl(raw), raw).toBeNull();
    }
  });

  it('keeps an http picture only from an origin the caller trusts (the sandbox)', () => {
    const sandbox = 'http://127.0.0.1:5173';
    expect(safeMediaUrl(`${sandbox}/sandbox/youtube/thumbs/a/high.svg`, [sandbox])).toBe(
      `${sandbox}/sandbox/youtube/thumbs/a/high.svg`,
    );
    expect(safeMediaUrl('http://127.0.0.1:9999/x.svg', [sandbox])).toBeNull();
  });

  it('answers null for nothing at all', () => {
    expect(safeMediaUrl(null)).toBeNull();
    expect(safeMediaUrl(undefined)).toBeNull();
    expect(safeMediaUrl('  ')).toBeNull();
  });
});

describe('safeLinkUrl', () => {
  it('keeps web pages on other sites', () => {
    expect(safeLinkUrl('https://jordanvale.gumroad.com/l/editor-kit')).toBe(
      'https://jordanvale.gumroad.com/l/editor-kit',
    );
    expect(safeLinkUrl('http://example.com/')).toBe('http://example.com/');
  });

  it('drops every other scheme, and addresses that are not absolute', () => {
    for (const raw of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.c',
      '/projects',
      'example.com',
      '//evil.example/',
      '',
      null,
    ]) {
      expect(safeLinkUrl(raw), String(raw)).toBeNull();
    }
  });
});

describe('originOf', () => {
  it('reads the origin of an absolute base, or of a path against the page', () => {
    expect(originOf('https://www.googleapis.com/youtube/v3')).toBe('https://www.googleapis.com');
    expect(originOf('/sandbox/youtube/v3', 'http://127.0.0.1:4173/tools')).toBe(
      'http://127.0.0.1:4173',
    );
  });

  it('answers null when there is no origin to read', () => {
    expect(originOf('/sandbox/youtube/v3')).toBeNull();
    expect(originOf('data:text/plain,hi')).toBeNull();
  });
});
