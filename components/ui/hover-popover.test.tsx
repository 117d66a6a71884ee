import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoverPopover } from './hover-popover';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderPopover() {
  render(
    <div>
      <HoverPopover button="更多" buttonLabel="更多菜单">
        {({ close }) => (
          <button type="button" onClick={close}>
            选项
          </button>
        )}
      </HoverPopover>
      <button type="button">别处</button>
    </div>,
  );
  return screen.getByRole('button', { name: '更多菜单' });
}

const panel = () => screen.queryByRole('button', { name: '选项' });

describe('HoverPopover', () => {
  it('pins open on click, says so to assistive technology, and closes on a second click', () => {
    const trigger = renderPopover();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel()!.parentElement!.id);
    fireEvent.click(trigger);
    expect(panel()).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', () => {
    const trigger = renderPopover();
    fireEvent.click(trigger);
    panel()!.focus();
    fireEvent.keyDown(panel()!, { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes a pinned panel on a press or focus outside, not inside', () => {
    const trigger = renderPopover();
    fireEvent.click(trigger);
    fireEvent.pointerDown(panel()!);
    expect(panel()).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: '别处' }));
    expect(panel()).toBeNull();
    fireEvent.click(trigger);
    act(() => screen.getByRole('button', { name: '别处' }).focus());
    expect(panel()).toBeNull();
  });

  it('shows on mouse hover and hides shortly after the mouse leaves; touch does not hover', () => {
    vi.useFakeTimers();
    const trigger = renderPopover();
    const area = trigger.parentElement!;
    fireEvent.pointerEnter(area, { pointerType: 'touch' });
    expect(panel()).toBeNull();
    fireEvent.pointerEnter(area, { pointerType: 'mouse' });
    expect(panel()).not.toBeNull();
    expect(document.activeElement).not.toBe(trigger);
    fireEvent.pointerLeave(area, { pointerType: 'mouse' });
    expect(panel()).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(panel()).toBeNull();
  });

  it('closes when an entry asks it to', () => {
    const trigger = renderPopover();
    fireEvent.click(trigger);
    fireEvent.click(panel()!);
    expect(panel()).toBeNull();
  });
});
