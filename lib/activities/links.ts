import type { ActivityWhen } from './options';

// The activity pages' addresses: the city host's legacy routes (001 §2).
export const ACTIVITY_INDEX_PATH = '/activityIndex.html';
export const MINE_ACTIVITY_PATH = '/mineActivity.html';

export const activityHref = (id: number) => `/activityDetails.html?id=${id}`;
export const signUpHref = (id: number) => `/activitySignUp.html?id=${id}`;

export interface ListFilters {
  type?: number;
  cityCode?: string;
  when: ActivityWhen;
}

/** The list with its filters; defaults (every type and city, upcoming, page 1) stay out of the URL. */
export function activityListHref(f: ListFilters, page = 1): string {
  const q = new URLSearchParams();
  if (f.type) q.set('type', String(f.type));
  if (f.cityCode) q.set('cityCode', f.cityCode);
  if (f.when !== 'upcoming') q.set('when', f.when);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${ACTIVITY_INDEX_PATH}?${s}` : ACTIVITY_INDEX_PATH;
}

/** The console's export of an activity's sign-ups: a plain link the browser downloads with the session's cookie. */
export const signUpExportHref = (id: number, format: 'csv' | 'xlsx') => `/api/admin/exportActivitySignUps?${new URLSearchParams({ id: String(id), format })}`;
