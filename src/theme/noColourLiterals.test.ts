import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME } from '@mantine/core';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { siteColorVariables } from './siteColors';
import { cssVariablesResolver, theme } from './theme';

/**
 * Colours come from the theme: CSS modules use Mantine's variables (`--mantine-color-brand-8`)
 * or the site's (`--site-brand-a12`, defined in `siteColors.ts`), never a literal. A literal
 * would drift from the theme the day the brand changes; a misspelt variable would silently
 * draw nothing. This test names each offence as file:line.
 */

const srcDir = fileURLToPath(new URL('..', import.meta.url));

const cssFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .sort();

/** Every CSS named colour (CSS Color 4); `transparent` and `currentcolor` are allowed. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
    'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
    'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
    'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
    'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
    'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
/** Words of a value, outside custom property names (`--mantine-color-white` is fine). */
const WORD = /(?<![\w-])[a-z]+(?![\w-])/gi;
const SITE_VARIABLE = /var\((--site-[\w-]+)/g;
const MANTINE_SHADE = /var\(--mantine-color-([a-z]+)-(\d+)\)/g;

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** What `pattern` matches in the declaration values of a CSS text, with their lines. */
function find(
  css: string,
  file: string,
  pattern: RegExp,
  keep: (match: RegExpExecArray) => boolean = () => true,
): Finding[] {
  const findings: Finding[] = [];
  postcss.parse(css, { from: file }).walkDecls((decl) => {
    const start = decl.source?.start?.line ?? 0;
    const before = `${decl.prop}${decl.raws.between ?? ':'}`;
    for (const match of decl.value.matchAll(pattern)) {
      if (!keep(match)) continue;
      const line = start + (before + decl.value.slice(0, match.index)).split('\n').length - 1;
      findings.push({ file, line, text: match[0] });
    }
  });
  return findings;
}

/** Every colour literal of a CSS text: hex, a colour function, a named colour. */
function literalsIn(css: string, file: string): Finding[] {
  return [
    ...find(css, file, HEX),
    ...find(css, file, COLOUR_FUNCTION),
    ...find(css, file, WORD, ([word]) => NAMED_COLOURS.has(word.toLowerCase())),
  ].sort((a, b) => a.line - b.line);
}

const sources = cssFiles.map((file) => ({
  file: `src/${file}`,
  css: readFileSync(path.join(srcDir, file), 'utf8'),
}));

const report = (findings: Finding[]) =>
  findings.map(({ file, line, text }) => `${file}:${line}: ${text}`);

describe('colours in CSS', () => {
  it('scans the CSS modules', () => {
    expect(sources.length).toBeGreaterThan(40);
  });

  it('has no colour literal: hex, rgb()/hsl()/..., or a named colour', () => {
    expect(report(sources.flatMap(({ file, css }) => literalsIn(css, file)))).toEqual([]);
  });

  it('uses only site colours the theme defines', () => {
    const defined = Object.keys(cssVariablesResolver(DEFAULT_THEME).variables);
    const missing = sources.flatMap(({ file, css }) =>
      find(css, file, SITE_VARIABLE, ([, name]) => !defined.includes(name ?? '')),
    );
    expect(report(missing)).toEqual([]);
  });

  it('uses only Mantine shades that exist (a palette of the theme, shade 0-9)', () => {
    const palettes = new Set([
      ...Object.keys(DEFAULT_THEME.colors),
      ...Object.keys(theme.colors ?? {}),
    ]);
    const wrong = sources.flatMap(({ file, css }) =>
      find(
        css,
        file,
        MANTINE_SHADE,
        ([, palette, shade]) => !palettes.has(palette ?? '') || Number(shade) > 9,
      ),
    );
    expect(report(wrong)).toEqual([]);
  });

  it('names each literal with its line, and leaves variables and keywords alone', () => {
    const css = [
      '.a {',
      '  color: var(--mantine-color-white);',
      '  white-space: nowrap;',
      '  background:',
      '    linear-gradient(#e01716, red),',
      '    rgba(0, 0, 0, 0.5);',
      '  border-color: color-mix(in srgb, var(--x) 50%, transparent);',
      '  --accent: hsl(0 0% 0%);',
      '}',
    ].join('\n');
    expect(report(literalsIn(css, 'x.css'))).toEqual([
      'x.css:5: #e01716',
      'x.css:5: red',
      'x.css:6: rgba(',
      'x.css:8: hsl(',
    ]);
  });
});

describe('siteColorVariables', () => {
  it('computes to the exact rgba() the CSS modules used to write', () => {
    const brand = theme.colors?.brand;
    if (!brand) throw new Error('the theme has no brand palette');
    const colours = siteColorVariables(brand);
    expect(colours['--site-brand-a12']).toBe('rgba(224, 23, 22, 0.12)');
    expect(colours['--site-brand-8-a55']).toBe('rgba(173, 5, 9, 0.55)');
    expect(colours['--site-success-a16']).toBe('rgba(47, 158, 68, 0.16)');
    expect(colours['--site-surface-tile']).toBe('rgba(36, 36, 36, 0.82)');
    expect(colours['--site-white-a10']).toBe('rgba(255, 255, 255, 0.1)');
    expect(colours['--site-card-sheen']).toBe(
      'linear-gradient(180deg, rgba(255, 255, 255, 0.025), rgba(255, 255, 255, 0) 40%)',
    );
  });
});
