import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LetterCityTree } from '@/lib/city/rules';
import type { City, HeaderCityData } from '@/lib/city/types';
import { CitySelector } from './city-selector';

const mutate = vi.fn();
const mutation = { mutate, isPending: false, isError: false, data: undefined as { resultcode?: string } | undefined };
const trees = { data: undefined as LetterCityTree[] | undefined, isError: false };
const apps = { data: undefined as { appType: number; appName: string; appUrl: string }[] | undefined };
vi.mock('@/lib/city/api', () => ({ useChangeCity: () => mutation, useLetterCityTrees: () => trees, useCityApps: () => apps }));

const city = (cityCode: string, cityName: string, site: string, initial: string, hotRank: number | null = null): City => ({
  cityCode,
  cityName,
  fullName: `${cityName}市`,
  provinceCode: `${cityCode.slice(0, 2)}0000`,
  provinceName: '',
  site,
  initial,
  hotRank,
});

const cq = city('500100', '重庆', 'cq', 'C', 1);
const sh = city('310100', '上海', 'sh', 'S', 2);
const hz = city('330100', '杭州', 'hz', 'H');
const cd = city('510100', '成都', 'cd', 'C');

const item = (c: City) => ({ cityCode: c.cityCode, cityName: c.cityName, site: c.site });
const letterTrees: LetterCityTree[] = [
  { letter: 'C', cityVo: [item(cd), item(cq)] },
  { letter: 'H', cityVo: [item(hz)] },
  { letter: 'S', cityVo: [item(sh)] },
];

function data(current: City, hostCity: string | null): HeaderCityData {
  return { currentCityName: current.cityName, currentCityCode: current.cityCode, hostCity, hotCityList: [item(cq), item(sh)] };
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  mutate.mockReset();
  Object.assign(trees, { data: letterTrees, isError: false });
  apps.data = undefined;
  Object.assign(mutation, { isPending: false, isError: false, data: undefined });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function open() {
  const trigger = screen.getByRole('button', { name: /切换城市/ });
  await act(async () => {
    fireEvent.click(trigger);
  });
  // The panel is a chunk of its own, loaded with the first opening.
  await act(() => vi.dynamicImportSettled());
}

describe('CitySelector', () => {
  it('shows the current city on the trigger and opens on click', async () => {
    render(<CitySelector cityData={data(hz, null)} siteDomain="localhost" currentHost="localhost:3000" />);
    const trigger = screen.getByRole('button', { name: /切换城市/ });
    expect(trigger.textContent).toContain('杭州');
    expect(screen.queryByText('热门城市')).toBeNull();
    await open();
    expect(screen.getByText('热门城市')).toBeTruthy();
  });

  it('opens on mouse hover too', async () => {
    render(<CitySelector cityData={data(hz, null)} siteDomain="localhost" currentHost="localhost:3000" />);
    await act(async () => {
      fireEvent.pointerEnter(screen.getByRole('button', { name: /切换城市/ }).parentElement!, { pointerType: 'mouse' });
    });
    expect(screen.getByText('热门城市')).toBeTruthy();
  });

  it('shows only letter tabs that hold cities, the current city’s tab selected', async () => {
    render(<CitySelector cityData={data(hz, null)} siteDomain="localhost" currentHost="localhost:3000" />);
    await open();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['ABCDE', 'FGHJ', 'QRSTW']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('FGHJ');
    expect(screen.getByRole('tabpanel').textContent).toContain('杭州');
  });

  it('shows the hot cities at once and the letter index once it has loaded', async () => {
    trees.data = undefined;
    const { rerender } = render(<CitySelector cityData={data(hz, null)} siteDomain="localhost" currentHost="localhost:3000" />);
    await open();
    expect(screen.getByRole('button', { name: '上海' })).toBeTruthy();
    expect(screen.getByText('正在加载城市…')).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    trees.data = letterTrees;
    rerender(<CitySelector cityData={data(hz, null)} siteDomain="localhost" currentHost="localhost:3000" />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByText('正在加载城市…')).toBeNull();
  });

  it('says so when the letter index cannot be loaded', async () => {
    Object.assign(trees, { data: undefined, isError: true });
    render(<CitySelector cityData={data(hz, null)} siteDomain="localhost" currentHost="localhost:3000" />);
    await open();
    expect(screen.getByText('城市列表加载失败，请稍后重试')).toBeTruthy();
  });

  it('does nothing when the current city is chosen', async () => {
    render(<CitySelector cityData={data(cq, null)} siteDomain="localhost" currentHost="localhost:3000" />);
    await open();
    const current = screen.getAllByRole('button', { name: '重庆' });
    expect(current[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(current[0]!);
    expect(mutate).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('switches by the changeCity call on the main site', async () => {
    render(<CitySelector cityData={data(cq, null)} siteDomain="localhost" currentHost="localhost:3000" />);
    await open();
    fireEvent.click(screen.getByRole('button', { name: '上海' }));
    expect(mutate).toHaveBeenCalledWith('310100');
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes to the chosen city's sub-site when on a sub-site", async () => {
    render(<CitySelector cityData={data(cq, 'cq')} siteDomain="localhost" currentHost="cq.localhost:3000" />);
    await open();
    fireEvent.click(screen.getByRole('button', { name: '成都' }));
    expect(assign).toHaveBeenCalledWith(`${window.location.protocol}//cd.localhost:3000/`);
    expect(mutate).not.toHaveBeenCalled();
  });

  it("links the current city's apps on its own sub-site", async () => {
    apps.data = [
      { appType: 1, appName: '云上软件园', appUrl: '/enterprise.html' },
      { appType: 3, appName: '云产品', appUrl: '/scheme.html' },
    ];
    render(<CitySelector cityData={data(cq, 'cq')} siteDomain="localhost" currentHost="cq.localhost:3000" />);
    await open();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['云上软件园', '//cq.localhost:3000/enterprise.html'],
      ['云产品', '//cq.localhost:3000/scheme.html'],
    ]);
  });

  it('disables the cities while switching and says when a switch failed', async () => {
    mutation.isPending = true;
    const { rerender } = render(<CitySelector cityData={data(cq, null)} siteDomain="localhost" currentHost="localhost:3000" />);
    await open();
    expect((screen.getByRole('button', { name: '上海' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('正在切换城市…');
    Object.assign(mutation, { isPending: false, data: { resultcode: '1001' } });
    rerender(<CitySelector cityData={data(cq, null)} siteDomain="localhost" currentHost="localhost:3000" />);
    expect((screen.getByRole('button', { name: '上海' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('城市切换失败，请稍后重试');
  });
});
