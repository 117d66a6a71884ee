// What the browser may know about the logged-in user (000 §3, 001 §3, 002 §3). The session cookie
// holds more; this is the view the header renders from.

/** One identity of the user: butype 0 personal, 1 enterprise, anything else a team. */
export interface LoginMenuItem {
  buId: number;
  buName: string;
  butype: number;
  role: string; // 'owner' marks the head of an enterprise
}

export interface SessionUser {
  jfid: number;
  buname: string;
  buid: number;
  mobile: string;
  expert: boolean;
  showImg: string | null;
  menu: LoginMenuItem[];
}

/** Unread counts of the inbox (001 §7): summed with the per-receiver count for the header badge. */
export interface UnreadCounts {
  sysnum: number;
  ordernum: number;
  lmnum: number;
  bid_push: number;
  receiverUnread: number;
}

export interface SessionView {
  user: SessionUser | null;
  unread: UnreadCounts | null;
  /** The account status reported with the unread counts (001 §6): 1 to 6 sends the user to log out. */
  accountStat: number | null;
  /** Yesterday's unanswered opportunity pushes when 3 or more (001 §8 header notice), else 0. */
  offDuty: number;
}
