/**
 * What a tool screen hands its run machine: the route's parameter (`/tools/video-analyzer/{id}`),
 * several of them (`/tools/outlier-finder/{query}/{type}`, `?a=…&b=…`) or a form's values, and
 * how the machine compares and reads them.
 */
export type ToolParamValue = string | undefined;

/** One value, a tuple of values, or named values; `undefined` is a missing parameter. */
export type ToolParams =
  ToolParamValue | readonly ToolParamValue[] | { readonly [name: string]: ToolParamValue };

/** The same shape with every value trimmed and a missing one as ''. */
export type TrimmedParams<P extends ToolParams> = P extends ToolParamValue
  ? string
  : { -readonly [K in keyof P]-?: string };

const trim = (value: ToolParamValue) => (value ?? '').trim();

/** `params` trimmed, missing values as '' (nothing at all trims to ''). */
export function trimParams<P extends ToolParams>(params: P): TrimmedParams<P>;
export function trimParams(params: ToolParams): unknown {
  if (params === undefined || typeof params === 'string') return trim(params);
  if (Array.isArray(params)) return (params as readonly ToolParamValue[]).map(trim);
  return Object.fromEntries(
    Object.entries(params as Record<string, ToolParamValue>).map(([name, value]) => [
      name,
      trim(value),
    ]),
  );
}

function values(params: ToolParams): ToolParamValue[] {
  if (params === undefined || typeof params === 'string') return [params];
  return Array.isArray(params)
    ? [...(params as readonly ToolParamValue[])]
    : Object.values(params as Record<string, ToolParamValue>);
}

/** True when every value is missing or blank (the bare route, an untouched form). */
export function isBlankParams(params: ToolParams): boolean {
  return values(params).every((value) => trim(value) === '');
}

/**
 * A stable text for comparing requests: '' for blank parameters, else the trimmed values (named
 * values in name order, so `{ a, b }` and `{ b, a }` are the same request).
 */
export function paramsKey(params: ToolParams): string {
  if (isBlankParams(params)) return '';
  const trimmed = trimParams(params);
  if (typeof trimmed === 'string' || Array.isArray(trimmed)) return JSON.stringify(trimmed);
  return JSON.stringify(Object.entries(trimmed).sort(([a], [b]) => a.localeCompare(b)));
}
