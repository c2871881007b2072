import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../app/env/contract';
import {
  appContentSecurityPolicy,
  headersFile,
  htmlBlockContentSecurityPolicy,
} from '../security/securityHeaders';
import { IMMUTABLE, REVALIDATE } from './cacheHeaders';
import { headersForPath, parseHeadersFile } from './headerRules';

const sandbox = (() => {
  const result = parseEnv({}, 'https://jordanvale.studio');
  if (!result.ok) throw new Error(result.problems.join(' '));
  return result.config;
})();

describe('the generated _headers, as the host applies it', () => {
  const { rules, problems } = parseHeadersFile(headersFile(sandbox));
  const on = (path: string) => headersForPath(rules, path);

  it('has nothing the host would ignore', () => {
    expect(problems).toEqual([]);
  });

  it('gives every page the app’s policy and asks browsers to revalidate it', () => {
    for (const path of ['/', '/blog/a-post', '/favicon.svg', '/no-such-page']) {
      expect(on(path)).toMatchObject({
        'content-security-policy': appContentSecurityPolicy(sandbox),
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'cache-control': REVALIDATE,
      });
    }
  });

  it('lets browsers keep hashed assets for good, with one Cache-Control', () => {
    expect(on('/assets/index-Dx4kXJAl.js')).toMatchObject({
      'cache-control': IMMUTABLE,
      'x-frame-options': 'DENY',
    });
  });

  it('gives the HTML block’s document its own policy, where the host serves it too', () => {
    for (const path of ['/embed/html-block.html', '/embed/html-block']) {
      expect(on(path)).toMatchObject({
        'content-security-policy': htmlBlockContentSecurityPolicy(),
        'x-frame-options': 'SAMEORIGIN',
        'cache-control': REVALIDATE,
      });
    }
  });
});

describe('_headers rules', () => {
  it('apply in order: a detached header goes, one set twice gets both values', () => {
    const { rules } = parseHeadersFile(
      [
        '# comment',
        '/*',
        '  X-Robots-Tag: noindex',
        '  Link: </a.css>; rel=preload',
        '/docs/*',
        '  ! X-Robots-Tag',
        '  Link: </b.css>; rel=preload',
      ].join('\n'),
    );
    expect(headersForPath(rules, '/docs/intro')).toEqual({
      'x-robots-tag': null,
      link: '</a.css>; rel=preload, </b.css>; rel=preload',
    });
    expect(headersForPath(rules, '/docs')).toEqual({
      'x-robots-tag': 'noindex',
      link: '</a.css>; rel=preload',
    });
  });

  it('match placeholders within one segment and a splat across them, and fill them in', () => {
    const { rules } = parseHeadersFile(
      ['/files/:name', '  X-Name: :name', '/static/*', '  X-Rest: :splat'].join('\n'),
    );
    expect(headersForPath(rules, '/files/report.pdf')).toEqual({ 'x-name': 'report.pdf' });
    expect(headersForPath(rules, '/files/a/b')).toEqual({});
    expect(headersForPath(rules, '/static/a/b.css')).toEqual({ 'x-rest': 'a/b.css' });
  });

  it('report what the host would ignore', () => {
    const { rules, problems } = parseHeadersFile(
      ['X-Early: 1', '/a', '  Bad Name: 1', '  Empty:', '  nonsense', '/b'].join('\n'),
    );
    expect(rules).toEqual([]);
    expect(problems).toHaveLength(6);
  });
});
