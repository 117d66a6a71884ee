import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { CompanyInput } from './company-input';

vi.mock('@/lib/consult/api', () => ({ suggestCompanies: async () => ['云采汇科技有限公司', '云采汇数据有限公司'] }));

afterEach(cleanup);

/** The field as the consult dialog holds it: inside the dialog, its value in state. */
function Harness({ onClose }: { onClose: () => void }) {
  const [value, setValue] = useState('');
  const field = { name: 'corpName', ref: () => undefined, onBlur: async () => undefined, onChange: async (e: { target: { value: string } }) => setValue(e.target.value) };
  return (
    <Dialog open onClose={onClose} title="软件咨询">
      <CompanyInput id="corp" field={field} value={value} onPick={setValue} />
    </Dialog>
  );
}

describe('CompanyInput', () => {
  it('closes only its suggestions on Esc; a second Esc closes the dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '云采汇' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(screen.getByRole('listbox', { name: '单位/企业名称建议' })).toBeTruthy();

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
