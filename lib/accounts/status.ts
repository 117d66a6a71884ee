// Account status (001 §6-§7): what an operator sets; 1 to 6 sends the user to log out
// the next time the unread counts are read (lib/session/unread.ts mustLogout).

export const ACCOUNT_STATUS = {
  0: '正常',
  1: '已冻结',
  2: '已注销',
  3: '已禁用',
  4: '风险锁定',
  5: '待实名核验',
  6: '违规封禁',
} as const;

export type AccountStatus = keyof typeof ACCOUNT_STATUS;

export function isAccountStatus(n: number): n is AccountStatus {
  return Number.isInteger(n) && n >= 0 && n <= 6;
}
