import { describe, expect, it } from 'vitest';
import type { LoginMenuItem } from '@/lib/session/types';
import { exitHref, showIdentitySelector, showWorkbench, switchHref } from './identity-links';

const personal: LoginMenuItem = { buId: 0, buName: '张三', butype: 0, role: '' };
const ent: LoginMenuItem = { buId: 1001, buName: '重庆某科技有限公司', butype: 1, role: 'member' };
const owned: LoginMenuItem = { buId: 1002, buName: '某某集团', butype: 1, role: 'owner' };
const team: LoginMenuItem = { buId: 1003, buName: '开发团队', butype: 2, role: '' };

describe('showWorkbench', () => {
  it('hides the workbench for buid 0 without expert status', () => {
    expect(showWorkbench({ buid: 0, expert: false })).toBe(false);
  });
  it('shows it to experts on their personal identity', () => {
    expect(showWorkbench({ buid: 0, expert: true })).toBe(true);
  });
  it('shows it on an enterprise identity, expert or not', () => {
    expect(showWorkbench({ buid: 1001, expert: false })).toBe(true);
    expect(showWorkbench({ buid: 1001, expert: true })).toBe(true);
  });
});

describe('showIdentitySelector', () => {
  it('shows when the first identity is personal and nobody is owner', () => {
    expect(showIdentitySelector([personal])).toBe(true);
    expect(showIdentitySelector([personal, ent, team])).toBe(true);
  });
  it('hides when any entry is owner, wherever it stands', () => {
    expect(showIdentitySelector([personal, owned])).toBe(false);
    expect(showIdentitySelector([personal, ent, owned])).toBe(false);
    expect(showIdentitySelector([{ ...personal, role: 'owner' }])).toBe(false);
  });
  it('hides when the first identity is not personal', () => {
    expect(showIdentitySelector([ent, personal])).toBe(false);
    expect(showIdentitySelector([team])).toBe(false);
  });
  it('hides for an empty menu', () => {
    expect(showIdentitySelector([])).toBe(false);
  });
});

describe('switchHref and exitHref', () => {
  const callback = 'https://cq.jfportal.cn/search.html?searchName=大数据&tabIndex=1';
  it('uses role 1 for the personal identity (buid 0)', () => {
    const url = new URL(switchHref(personal, callback), 'https://x');
    expect(url.pathname).toBe('/login/switch');
    expect(url.searchParams.get('buid')).toBe('0');
    expect(url.searchParams.get('role')).toBe('1');
    expect(url.searchParams.get('callback')).toBe(callback);
  });
  it('uses role 0 for any other identity', () => {
    const url = new URL(switchHref(ent, callback), 'https://x');
    expect(url.searchParams.get('buid')).toBe('1001');
    expect(url.searchParams.get('role')).toBe('0');
  });
  it('encodes the callback so its own query survives', () => {
    const href = switchHref(ent, callback);
    expect(href).not.toContain('&tabIndex=1');
    expect(href.startsWith('/login/switch?buid=1001&role=0&callback=https%3A%2F%2F')).toBe(true);
  });
  it('builds the exit address with the callback', () => {
    const href = exitHref(callback);
    expect(href.startsWith('/exit?callback=')).toBe(true);
    expect(new URL(href, 'https://x').searchParams.get('callback')).toBe(callback);
  });
});
