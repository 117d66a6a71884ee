import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

afterEach(cleanup);

describe('EmptyState', () => {
  it('shows the 000 §8 text by default and the hint when given', () => {
    render(<EmptyState hint="请尝试搜索其他关键字" />);
    const box = screen.getByTestId('empty-state');
    expect(box.textContent).toBe('未找到匹配的内容请尝试搜索其他关键字');
    expect(box.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes another title and no hint', () => {
    render(<EmptyState title="暂无案例" />);
    expect(screen.getByTestId('empty-state').textContent).toBe('暂无案例');
  });
});
