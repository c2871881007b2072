import { deriveSeed } from '../../shared/random.ts';

/** Two colours picked from an id, so every image is distinct but stable. */
export function colorsFor(id: string): [string, string] {
  const hue = deriveSeed(0, id) % 360;
  return [`hsl(${hue} 65% 45%)`, `hsl(${(hue + 50) % 360} 70% 25%)`];
}
