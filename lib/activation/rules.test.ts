import { describe, expect, it } from 'vitest';
import { pageOfStatus } from './rules';

describe('where a bind-apply status leads (002 §4)', () => {
  it('0 to the pending page, 1 to the success page, a rejection to the pending page that explains it', () => {
    expect(pageOfStatus(0)).toBe('/checkPending.html');
    expect(pageOfStatus(1)).toBe('/checkSuccess.html');
    expect(pageOfStatus(2)).toBe('/checkPending.html');
  });
});
