import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanels } from './tab-panels';

afterEach(cleanup);

const tabs = [
  { key: 'a', label: '采购公告', content: <p>公告列表</p> },
  { key: 'b', label: '即将截止', content: <p>截止列表</p> },
  { key: 'c', label: '采购意向', content: <p>意向列表</p> },
];

const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const visiblePanels = () => screen.getAllByRole('tabpanel', { hidden: true }).filter((p) => !p.hidden).map((p) => p.textContent);

describe('TabPanels (002 §2 tab strip)', () => {
  it('shows the first panel, labels at 20px by default, and every panel in the markup', () => {
    render(<TabPanels tabs={tabs} label="公告类型" />);
    expect(selected()).toBe('采购公告');
    expect(visiblePanels()).toEqual(['公告列表']);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.getAllByRole('tab')[0]!.style.fontSize).toBe('20px');
  });

  it('switches by click; hover only when configured', () => {
    render(<TabPanels tabs={tabs} label="公告类型" />);
    fireEvent.mouseEnter(screen.getByRole('tab', { name: '即将截止' }));
    expect(selected()).toBe('采购公告');
    fireEvent.click(screen.getByRole('tab', { name: '采购意向' }));
    expect(selected()).toBe('采购意向');
    expect(visiblePanels()).toEqual(['意向列表']);
    cleanup();

    render(<TabPanels tabs={tabs} label="公告类型" trigger="hover" size={16} />);
    fireEvent.mouseEnter(screen.getByRole('tab', { name: '即将截止' }));
    expect(selected()).toBe('即将截止');
    expect(visiblePanels()).toEqual(['截止列表']);
    expect(screen.getAllByRole('tab')[0]!.style.fontSize).toBe('16px');
  });

  it('moves with the arrow keys, wrapping round', () => {
    render(<TabPanels tabs={tabs} label="公告类型" />);
    fireEvent.keyDown(screen.getByRole('tab', { name: '采购公告' }), { key: 'ArrowLeft' });
    expect(selected()).toBe('采购意向');
    fireEvent.keyDown(screen.getByRole('tab', { name: '采购意向' }), { key: 'ArrowRight' });
    expect(selected()).toBe('采购公告');
  });
});
