// The names of the cookies the app sets, in plain JavaScript so that the production server
// (server/server.mjs, plain Node) reads the same constants as the app: its page cache must never
// answer a request carrying a session, and renaming a cookie here renames it there too.
export const SESSION_COOKIE = 'jf_session';
/** The visitor's chosen city (000 §9), a city code. */
export const CITY_COOKIE = 'jf_city';
