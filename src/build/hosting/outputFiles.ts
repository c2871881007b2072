import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface OutputFile {
  /** Where the site serves it from, decoded: `/assets/app.js`. */
  urlPath: string;
  /** Where it is on disk. */
  path: string;
  size: number;
}

/** Every file the build wrote into `dir`, but for hidden ones (`.vite/`), which are not served. */
export function listOutputFiles(dir: string): OutputFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
    .map((file) => ({
      urlPath: `/${path.relative(dir, file).split(path.sep).join('/')}`,
      path: file,
      size: statSync(file).size,
    }));
}
