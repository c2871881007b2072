/**
 * A channel's handle as YouTube writes it in `snippet.customUrl`: '@' then letters in any script,
 * digits, '.', '_' and '-' ('@mayacodes', '@テスト'). Older channels may still carry a legacy
 * custom URL without the '@' ('mayacodes'), which is not a handle.
 */
const HANDLE = /^@[\p{L}\p{M}\p{N}_.-]+$/u;

/** True for a plain handle such as '@mayacodes' (nothing else, no spaces around it). */
export function isChannelHandle(text: string): boolean {
  return HANDLE.test(text);
}

/** The channel's handle as '@name' from `snippet.customUrl`, or null for none. */
export function handleOf(customUrl: string | null | undefined): string | null {
  const text = customUrl?.trim() ?? '';
  return isChannelHandle(text) ? text : null;
}
