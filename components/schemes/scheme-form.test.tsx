import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitOutcome } from '@/lib/schemes/api';
import { SchemeForm } from './scheme-form';

// The form's checks have tests of their own (lib/schemes/schemas.test.ts); here every submission passes
// them, so what happens with the answer is all that is tested.
vi.mock('@hookform/resolvers/zod', () => ({ zodResolver: () => async (values: unknown) => ({ values, errors: {} }) }));
vi.mock('@/lib/dictionaries/api', () => ({ useDictionaries: () => ({}), useAllCities: () => ({ data: {} }) }));
const answer = vi.fn<() => Promise<SubmitOutcome>>();
vi.mock('@/lib/schemes/api', () => ({ useSubmitScheme: () => ({ mutateAsync: answer, isPending: false }) }));

const STALE = '长时间未操作页面失效，请重新填写！';
const prefill = { compName: '云采汇科技', compLinkName: '张三', compLinkPhone: '13800000000' };

beforeEach(() => answer.mockReset());
afterEach(cleanup);

async function submit() {
  render(<SchemeForm prefill={prefill} pageToken="t1" />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交方案' }));
  });
}

describe('SchemeForm', () => {
  it('shows the stale-page message once (001 §8), next to the submit button', async () => {
    answer.mockResolvedValue({ ok: false, stale: true, msg: STALE });
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(STALE));
    // A toast would arrive a moment later: give it the time.
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.getAllByText(STALE)).toHaveLength(1);
  });

  it('opens the full-screen success dialog with its icon and both actions (001 §4)', async () => {
    answer.mockResolvedValue({ ok: true, id: 42, nextPageToken: 't2' });
    await submit();
    const dialog = await screen.findByRole('dialog', { name: '方案提交成功' });
    const icon = dialog.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon!.getAttribute('aria-hidden')).toBe('true');
    expect(dialog.textContent).not.toMatch(/[√✓]/);
    expect(screen.getByRole('link', { name: '返回' }).getAttribute('href')).toBe('/optimalSchemeDetails.html?id=42');
    expect(screen.getByRole('button', { name: '新增方案' })).toBeTruthy();
  });
});
