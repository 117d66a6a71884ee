import { describe, expect, it } from 'vitest';
import { FEEDBACK_STATUSES } from './types';
import { canMove, movesFrom } from './feedback-flow';

describe('feedback moves', () => {
  it('lets a new entry be taken, answered or closed', () => {
    expect(movesFrom('new')).toEqual(['in_progress', 'answered', 'closed']);
  });

  it('never stays in place and never goes back to new', () => {
    for (const from of FEEDBACK_STATUSES) {
      expect(canMove(from, from)).toBe(false);
      expect(canMove(from, 'new')).toBe(false);
    }
  });

  it('reopens a closed entry, but answers it only once reopened', () => {
    expect(canMove('closed', 'in_progress')).toBe(true);
    expect(canMove('closed', 'answered')).toBe(false);
  });
});
