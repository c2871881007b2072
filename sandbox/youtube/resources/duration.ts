/** ISO-8601 durations as contentDetails.duration writes them: `PT4M15S`, `P1DT2H`, `PT0S`. */
export function isoDuration(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  if (days) return `P${days}D${time ? `T${time}` : ''}`;
  return `PT${time || '0S'}`;
}
