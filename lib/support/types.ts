// The support desk of the operator console (docs/features.md, Operator console: Support): feedback and
// complaints, chat reports and account bans. Statuses are checked text in the database.

/** Where a suggestion or complaint stands: new, being handled, answered (the sender has the reply), closed. */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: '待处理',
  in_progress: '处理中',
  answered: '已回复',
  closed: '已关闭',
};

/** A chat report: open until support warns the reported user, bans them, or dismisses it. */
export const CHAT_REPORT_STATUSES = ['open', 'warned', 'banned', 'dismissed'] as const;
export type ChatReportStatus = (typeof CHAT_REPORT_STATUSES)[number];

export const CHAT_REPORT_STATUS_LABELS: Record<ChatReportStatus, string> = {
  open: '待处理',
  warned: '已警告',
  banned: '已封禁',
  dismissed: '已驳回',
};
