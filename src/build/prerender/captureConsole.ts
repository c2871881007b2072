import { inspect } from 'node:util';

/** One console argument as a line: an error by its name and message, never its stack. */
function part(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  return inspect(value, { breakLength: Infinity, depth: 2 });
}

/**
 * Runs `work` with `console.error` and `console.warn` kept instead of printed, each call as one
 * line: while the build prerenders, the app's own logs (a load that failed, with its stack) are
 * the build's to summarise.
 */
export async function captureConsole<T>(
  work: () => Promise<T>,
): Promise<{ value: T; messages: string[] }> {
  const messages: string[] = [];
  const { error, warn } = console;
  const keep = (...args: unknown[]) => {
    messages.push(args.map(part).join(' ').replace(/\s+/g, ' ').trim());
  };
  console.error = keep;
  console.warn = keep;
  try {
    return { value: await work(), messages };
  } finally {
    console.error = error;
    console.warn = warn;
  }
}
