export declare const SESSION_COOKIE: 'jf_session';
export declare const CITY_COOKIE: 'jf_city';
