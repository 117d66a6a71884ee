import type { FeedbackStatus } from './types';

// How a suggestion or complaint moves through the queue (docs/features.md, Operator console: Support).
// The server refuses any other move. Answering is the only way into `answered`: it sends the reply.
// A closed entry may be reopened (the sender wrote again elsewhere, or it was closed by mistake).
const NEXT: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  new: ['in_progress', 'answered', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

/** Whether an entry may move from `from` to `to`. */
export function canMove(from: FeedbackStatus, to: FeedbackStatus): boolean {
  return NEXT[from].includes(to);
}

/** The moves the detail page offers for an entry in `from`. */
export const movesFrom = (from: FeedbackStatus): readonly FeedbackStatus[] => NEXT[from];
