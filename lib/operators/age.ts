/** How long something has waited, as a queue says it: the largest whole unit (3 天, 5 小时, 12 分钟). */
export function waitedFor(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes >= 24 * 60) return `${Math.floor(minutes / (24 * 60))} 天`;
  if (minutes >= 60) return `${Math.floor(minutes / 60)} 小时`;
  return `${minutes} 分钟`;
}
