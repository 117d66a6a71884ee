import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser, UnreadCounts } from '@/lib/session/types';
import { UserBar } from './user-bar';

vi.mock('next/navigation', () => ({ usePathname: () => '/search.html' }));

afterEach(cleanup);

const base: SessionUser = {
  jfid: 9,
  buname: '张三',
  buid: 0,
  mobile: '13800000000',
  expert: false,
  showImg: null,
  menu: [
    { buId: 0, buName: '张三', butype: 0, role: '' },
    { buId: 1001, buName: '重庆某科技有限公司', butype: 1, role: 'member' },
  ],
};
const counts: UnreadCounts = { sysnum: 40, ordernum: 30, lmnum: 20, bid_push: 5, receiverUnread: 10 };

async function openMenu() {
  const button = screen.getByTestId('user-menu');
  await act(async () => {
    fireEvent.pointerDown(button, { button: 0, pointerType: 'mouse' });
    fireEvent.mouseDown(button, { button: 0 });
    fireEvent.pointerUp(button, { button: 0, pointerType: 'mouse' });
    fireEvent.mouseUp(button, { button: 0 });
    fireEvent.click(button, { button: 0 });
  });
  return screen.findAllByTestId('identity-item');
}

describe('UserBar', () => {
  it('shows the user name, and lists identities by buName with the current one marked', async () => {
    render(<UserBar user={base} unread={null} />);
    expect(screen.getByTestId('user-menu').textContent).toContain('张三');
    const items = await openMenu();
    expect(items.map((a) => a.textContent)).toEqual([
      expect.stringContaining('张三'),
      expect.stringContaining('重庆某科技有限公司'),
    ]);
    expect(items[0]?.getAttribute('aria-current')).toBe('true');
    expect(items[1]?.getAttribute('aria-current')).toBeNull();
  });

  it('links each identity to the switch address with role 1 for buid 0 and the current address as callback', async () => {
    const here = 'http://cq.localhost:3000/search.html?searchName=%E5%A4%A7%E6%95%B0%E6%8D%AE&tabIndex=1';
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(here);
    render(<UserBar user={base} unread={null} />);
    const [personal, enterprise] = await openMenu();
    const p = new URL(personal!.getAttribute('href')!, 'https://x');
    const e = new URL(enterprise!.getAttribute('href')!, 'https://x');
    expect(p.pathname).toBe('/login/switch');
    expect([p.searchParams.get('buid'), p.searchParams.get('role')]).toEqual(['0', '1']);
    expect([e.searchParams.get('buid'), e.searchParams.get('role')]).toEqual(['1001', '0']);
    // After mount the callback is the browser's full address.
    expect(p.searchParams.get('callback')).toBe(here);
    expect(e.searchParams.get('callback')).toBe(here);
    const exit = new URL(screen.getByTestId('logout').getAttribute('href')!, 'https://x');
    expect(exit.pathname).toBe('/exit');
    expect(exit.searchParams.get('callback')).toBe(here);
  });

  it('hides the workbench for buid 0 without expert status, shows it otherwise', () => {
    const { rerender } = render(<UserBar user={base} unread={null} />);
    expect(screen.queryByTestId('workbench')).toBeNull();
    rerender(<UserBar user={{ ...base, expert: true }} unread={null} />);
    expect(screen.getByTestId('workbench').getAttribute('href')).toBe('/workbench.html');
    rerender(<UserBar user={{ ...base, buid: 1001 }} unread={null} />);
    expect(screen.getByTestId('workbench')).toBeTruthy();
  });

  it('shows the identity-selection link only for a personal first identity without owners', () => {
    const { rerender } = render(<UserBar user={base} unread={null} />);
    expect(screen.getByTestId('identity-select').textContent).toBe('选择身份');
    rerender(<UserBar user={{ ...base, menu: [...base.menu, { buId: 1002, buName: '集团', butype: 1, role: 'owner' }] }} unread={null} />);
    expect(screen.queryByTestId('identity-select')).toBeNull();
    rerender(<UserBar user={{ ...base, menu: [...base.menu].reverse() }} unread={null} />);
    expect(screen.queryByTestId('identity-select')).toBeNull();
  });

  it('badges the inbox with the unread total, capped at 99+', () => {
    const { rerender } = render(<UserBar user={base} unread={counts} />);
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
    expect(screen.getByTestId('inbox').getAttribute('aria-label')).toBe('消息，105 条未读');
    rerender(<UserBar user={base} unread={{ ...counts, sysnum: 1, ordernum: 0, lmnum: 0, bid_push: 0, receiverUnread: 2 }} />);
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
    rerender(<UserBar user={base} unread={null} />);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    const inbox = screen.getByTestId('inbox');
    expect(inbox.getAttribute('href')).toBe('/inbox.html');
    expect(within(inbox).getByText('消息')).toBeTruthy();
  });

  it('sends an account with status 1 to 6 to log out, coming back to this page', () => {
    const here = 'http://localhost:3000/jfCase.html?tab=gov';
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(here);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const { rerender } = render(<UserBar user={base} unread={counts} accountStat={0} />);
    expect(replace).not.toHaveBeenCalled();
    rerender(<UserBar user={base} unread={counts} accountStat={null} />);
    expect(replace).not.toHaveBeenCalled();
    rerender(<UserBar user={base} unread={counts} accountStat={3} />);
    expect(replace).toHaveBeenCalledTimes(1);
    const exit = new URL(replace.mock.calls[0]![0] as string, 'https://x');
    expect(exit.pathname).toBe('/exit');
    expect(exit.searchParams.get('callback')).toBe(here);
    replace.mockRestore();
  });
});
