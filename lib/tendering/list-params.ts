// The notice list's URL state: the page (1 to 500; anything else is page 1).
type Params = Record<string, string | string[] | undefined>;

export const MAX_NOTICE_PAGE = 500;

export function noticePageOf(params: Params): number {
  const raw = Array.isArray(params.page) ? params.page[0] : params.page;
  const page = raw !== undefined && /^\d{1,3}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_NOTICE_PAGE ? page : 1;
}
