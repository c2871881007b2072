/** A tiny fetch wrapper for the emulator's tests. */
import type { YouTubeSandbox } from '../server.ts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown>;
}

export function apiClient(sandbox: YouTubeSandbox) {
  return async function get(
    path: string,
    params: Record<string, string | number> = {},
  ): Promise<Answer> {
    const query = new URLSearchParams({
      key: 'sandbox-key',
      ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    });
    const response = await fetch(`${sandbox.url}${path}?${query.toString()}`);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') === true;
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: isJson ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };
}

export type ApiGet = ReturnType<typeof apiClient>;

/** The `items` array of a list response, typed loosely for assertions. */
export function itemsOf(answer: Answer): Record<string, unknown>[] {
  return (answer.json.items ?? []) as Record<string, unknown>[];
}
