import { inspect } from 'node:util';

/**
 * A build stopped on purpose for a reason the owner can fix (a setting, a service). Vite prints
 * a build error with `util.inspect`, stack and all; this one prints as its message alone, one
 * line, since the stack would only point into the build's own code.
 */
export class BuildStop extends Error {
  override name = 'BuildStop';

  [inspect.custom](): string {
    return this.message;
  }
}
