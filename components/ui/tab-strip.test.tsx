import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabStrip } from './tab-strip';

afterEach(cleanup);

const tabs = [
  { key: '0', label: '中标', href: '/search.html?tabIndex=0', badge: '999+' },
  { key: '1', label: '供应商', href: '/search.html?tabIndex=1', badge: '0' },
  { key: '2', label: '案例', href: '/search.html?tabIndex=2' },
];

describe('TabStrip', () => {
  it('renders the tabs as links, the active one marked, with badges and the 20px default size', () => {
    render(<TabStrip tabs={tabs} activeKey="1" label="搜索类型" />);
    const nav = screen.getByRole('navigation', { name: '搜索类型' });
    const links = screen.getAllByTestId('tab');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(tabs.map((t) => t.href));
    expect(links.map((a) => a.textContent)).toEqual(['中标999+', '供应商0', '案例']);
    expect(screen.getByRole('link', { current: 'page' }).dataset.key).toBe('1');
    expect(links[0]!.style.fontSize).toBe('20px');
    // Once mounted, the sliding indicator replaces the static underline.
    expect(nav.dataset.sliding).toBe('');
    expect(screen.getByTestId('tab-indicator')).toBeTruthy();
  });

  it('takes another font size', () => {
    render(<TabStrip tabs={tabs} activeKey="0" label="搜索类型" size={16} />);
    expect(screen.getAllByTestId('tab')[2]!.style.fontSize).toBe('16px');
  });

  it('moves the indicator to a clicked tab at once', async () => {
    render(<TabStrip tabs={tabs} activeKey="0" label="搜索类型" />);
    const [first, second] = screen.getAllByTestId('tab');
    first!.getBoundingClientRect = () => ({ left: 0, width: 40 }) as DOMRect;
    second!.getBoundingClientRect = () => ({ left: 72, width: 56 }) as DOMRect;
    await act(async () => {
      fireEvent.click(second!, { button: 0 });
    });
    const bar = screen.getByTestId('tab-indicator');
    expect(bar.style.width).toBe('56px');
    expect(bar.style.transform).toBe('translateX(72px)');
  });
});
