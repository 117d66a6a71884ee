// The platform's activities (docs/features.md, Activities and the rules centre): kinds, list paging and the sign-up's session-storage key.

/** Activity kinds: online briefings, supplier matchmaking, training. */
export const ACTIVITY_TYPES = [
  { type: 1, name: '线上宣讲' },
  { type: 2, name: '供需对接' },
  { type: 3, name: '培训' },
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number]['type'];

export const activityTypeName = (type: number) => ACTIVITY_TYPES.find((t) => t.type === type)?.name ?? '活动';

/** "upcoming": not ended yet (soonest first); "past": ended (latest first). */
export const ACTIVITY_WHEN = ['upcoming', 'past'] as const;
export type ActivityWhen = (typeof ACTIVITY_WHEN)[number];

export const ACTIVITY_PAGE_SIZE = 10;
export const MAX_ACTIVITY_PAGE = 100;

/** 002 §9: session storage holds the sign-up form, so the next sign-up starts from it. */
export const SIGN_UP_STORAGE_KEY = 'signUpForm';

/** Sign-up status codes as stored and answered. */
export const SIGN_UP_STATUS = { signed: 1, cancelled: 2 } as const;
