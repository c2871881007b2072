/**
 * A channel's uploads playlist. YouTube names it after the channel: the id `UC…` with `UU` in
 * place of `UC` (what `channels.list` reports as `contentDetails.relatedPlaylists.uploads`).
 * Reading it from the id saves the `channels` call; a caller that gets 404 from it can still ask
 * `channels` for the playlist the API names.
 */
export function uploadsPlaylistIdOf(channelId: string): string | null {
  return /^UC[\w-]{22}$/.test(channelId) ? `UU${channelId.slice(2)}` : null;
}
