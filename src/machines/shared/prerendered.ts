/**
 * The input of a machine that can start from the data its page was prerendered with: the
 * context the build reached by running the same machine against the same services
 * (src/build/prerender). With it the machine starts where the build's run ended, so the page
 * hydrates without a flash; without it, it loads as usual.
 */
export interface PrerenderedInput<Context> {
  prerendered?: Context;
}

/**
 * The `input` type to declare in such a machine's `setup({ types })` when the rest of its input
 * is optional too. `void`, not `undefined`: XState reads the declared type through an optional
 * property, which drops a plain `undefined` and would make every caller pass an input.
 */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- see above
export type OptionalPrerenderedInput<Context> = PrerenderedInput<Context> | void;

/** Declares that input in `setup({ types: { input: optionalPrerenderedInput<Context>() } })`. */
export function optionalPrerenderedInput<Context>(): OptionalPrerenderedInput<Context> {
  return undefined;
}

/** Context of such a machine: whether its data came with the page rather than from a request. */
export interface DataFromPage {
  fromPage: boolean;
}

/** The context to start from: the page's data (marked as such) or a fresh one. */
export function startingContext<Context extends DataFromPage>(
  input: OptionalPrerenderedInput<Context>,
  fresh: Context,
): Context {
  return input?.prerendered ? { ...input.prerendered, fromPage: true } : fresh;
}

/**
 * Whether a screen shows its loader: while its machine loads, unless the data on screen came
 * with the page and is only being refreshed in the background.
 */
export function showsLoader(snapshot: {
  hasTag(tag: 'loading'): boolean;
  context: DataFromPage;
}): boolean {
  return snapshot.hasTag('loading') && !snapshot.context.fromPage;
}
