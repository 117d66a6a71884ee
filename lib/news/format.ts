// How an article's time reads (002 §3 createTimeStr, publishTimeStr): the date in China's time zone.
const DATE = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
const DATE_TIME = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

const dashed = (s: string) => s.replace(/\//g, '-');

/** 2026-11-24 */
export const newsDate = (d: Date) => dashed(DATE.format(d));
/** 2026-11-24 09:30 */
export const newsDateTime = (d: Date) => dashed(DATE_TIME.format(d));
