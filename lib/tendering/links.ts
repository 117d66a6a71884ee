// Addresses of the tendering pages (001 §2: the procurement notice list as the header names it).

export const TENDERING_PATH = '/tendering.html';
export const NOTICE_LIST_PATH = '/purbid/market/index?nmenu=nav4&menuType=1';

/** A page of the notice list; page 1 is the address the header links. */
export const noticeListHref = (page: number) => (page > 1 ? `${NOTICE_LIST_PATH}&page=${page}` : NOTICE_LIST_PATH);
