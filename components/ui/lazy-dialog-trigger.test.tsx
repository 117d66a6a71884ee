import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyDialogTrigger } from './lazy-dialog-trigger';

afterEach(cleanup);

/** A dialog with state of its own (a text box), to see whether it was mounted again. */
function FakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  return (
    <div data-testid="dialog" data-open={String(open)}>
      <input aria-label="内容" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}

function renderTrigger(fresh?: boolean) {
  const preload = vi.fn();
  render(
    <LazyDialogTrigger preload={preload} fresh={fresh} testId="open" className="btn" label="打开" dialog={(open, close) => <FakeDialog open={open} onClose={close} />}>
      咨询
    </LazyDialogTrigger>,
  );
  return preload;
}

const typeAndReopen = () => {
  fireEvent.change(screen.getByLabelText('内容'), { target: { value: '预算30万' } });
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  expect(screen.getByTestId('dialog').dataset.open).toBe('false');
  fireEvent.click(screen.getByTestId('open'));
  expect(screen.getByTestId('dialog').dataset.open).toBe('true');
};

describe('LazyDialogTrigger', () => {
  it('mounts nothing until pressed, and fetches the chunk when a pointer comes near or the button takes focus', () => {
    const preload = renderTrigger();
    expect(screen.queryByTestId('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: '打开' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(preload).toHaveBeenCalledTimes(2);
    fireEvent.click(button);
    expect(screen.getByTestId('dialog').dataset.open).toBe('true');
  });

  it('keeps what was typed when the dialog is closed and opened again', () => {
    renderTrigger();
    fireEvent.click(screen.getByTestId('open'));
    typeAndReopen();
    expect(screen.getByLabelText<HTMLInputElement>('内容').value).toBe('预算30万');
  });

  it('opens an empty dialog each time when fresh', () => {
    renderTrigger(true);
    fireEvent.click(screen.getByTestId('open'));
    typeAndReopen();
    expect(screen.getByLabelText<HTMLInputElement>('内容').value).toBe('');
  });
});
