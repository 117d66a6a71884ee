// How accounts read on screen: pure, shared by the header's menu and the user centre.

/** 000 §3: butype 0 personal, 1 enterprise, anything else a team. */
export function identityTypeLabel(butype: number): string {
  return butype === 0 ? '个人' : butype === 1 ? '企业' : '团队';
}

/** The phone as pages show it: 138****0001 (the full number stays in the user's own answers). */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}
