import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { UnitNameInput } from './unit-name-input';

listenDuringTests();

let asked: unknown[];

beforeEach(() => {
  asked = [];
  server.use(
    http.post('http://localhost:3000/api/budgetUnitSearch', async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ code: 0, msg: '成功', data: { dataList: [{ id: 7, unitName: '重庆市教育局' }, { id: 8, unitName: '重庆市教育考试院' }], pageNum: 1, pageSize: 10 } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ onPick }: { onPick(unit: { id: number; unitName: string }): void }) {
  const [value, setValue] = useState('');
  const pick = (unit: { id: number; unitName: string }) => {
    setValue(unit.unitName);
    onPick(unit);
  };
  return <UnitNameInput id="dep" value={value} invalid={false} onType={setValue} onBlur={() => undefined} onPick={pick} />;
}

describe('unit name suggestions (002 §5: 300 ms after typing)', () => {
  it('asks once, 300 ms after the last keystroke, for budget units of type 6, and picks one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '重庆' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input, { target: { value: '重庆市教育' } });
    // 350 ms after the first keystroke, 150 ms after the last: nothing asked yet. (The clock also moves
    // with real time, which msw needs; the margin keeps a busy machine from crossing the 300 ms.)
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(150));
    vi.useRealTimers();
    const option = await screen.findByRole('option', { name: '重庆市教育局' });
    expect(asked).toEqual([{ pageNum: 1, pageSize: 10, searchContent: '重庆市教育', type: 6 }]);
    fireEvent.click(option.querySelector('button')!);
    expect(onPick).toHaveBeenCalledWith({ id: 7, unitName: '重庆市教育局' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks with the arrow keys and Enter', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '重庆市' } });
    await screen.findByRole('option', { name: '重庆市教育考试院' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith({ id: 8, unitName: '重庆市教育考试院' });
  });
});
