// How an activity's times read: in China's time zone, dashed dates, 24-hour clock.
const PARTS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short', hour12: false });
const WEEKDAYS: Record<string, string> = { Mon: '周一', Tue: '周二', Wed: '周三', Thu: '周四', Fri: '周五', Sat: '周六', Sun: '周日' };

function parts(iso: string) {
  const p = Object.fromEntries(PARTS.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour === '24' ? '00' : p.hour}:${p.minute}`, weekday: WEEKDAYS[p.weekday!] ?? '' };
}

/** "2026-12-01（周二）14:00-16:00", or both ends dated when it spans days. */
export function activityTimeRange(startIso: string, endIso: string): string {
  const s = parts(startIso);
  const e = parts(endIso);
  return s.date === e.date ? `${s.date}（${s.weekday}）${s.time}-${e.time}` : `${s.date} ${s.time} 至 ${e.date} ${e.time}`;
}

/** "2026-12-01 13:00" */
export function activityDateTime(iso: string): string {
  const p = parts(iso);
  return `${p.date} ${p.time}`;
}
