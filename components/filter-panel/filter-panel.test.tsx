import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { foldItems } from '@/lib/filter-panel/state';
import type { FilterField, FilterState } from '@/lib/filter-panel/types';
import { FilterPanel } from './filter-panel';

afterEach(cleanup);

// A page URL that lists the state plainly, so the tests can read what each link selects.
const hrefFor = (s: FilterState) => {
  const q = new URLSearchParams([['searchName', '云'], ...Object.entries(s).flatMap(([k, vs]) => vs.map((v) => [k, v]))]);
  return `/search.html?${q.toString()}`;
};
const query = (href: string | null) => new URL(href ?? '', 'http://x').searchParams;

const cities = foldItems(
  ['北京', '上海', '广州', '深圳', '杭州', '成都', '重庆', '武汉', '西安', '南京'].map((c, i) => ({ key: c, label: c, count: 100 - i })),
  8,
);
const fields: FilterField[] = [
  { fieldName: 'city', label: '城市', default: 'all', items: cities },
  {
    fieldName: 'trade',
    label: '服务行业',
    default: 'all',
    multiple: true,
    collapsible: true,
    items: [
      { key: 'edu', label: '教育', children: [{ key: 'k12', label: '基础教育' }, { key: 'uni', label: '高等教育' }] },
      { key: 'fin', label: '金融' },
    ],
  },
  {
    fieldName: 'time',
    label: '发布时间',
    default: 'all',
    items: [
      { key: 'all', label: '全部' },
      { key: '1m', label: '近1个月' },
      { key: 'custom', label: '自定义', custom: 'date-range' },
    ],
  },
  {
    fieldName: 'price',
    label: '价格',
    default: 'all',
    items: [
      {
        key: 'p',
        label: '价格区间',
        custom: 'price-range',
        children: [
          { key: 'price:0~1000', label: '1000元以下' },
          { key: 'price:1000~5000', label: '1000-5000元' },
          { key: 'price:5000~10000', label: '5000-1万元' },
          { key: 'price:10000~', label: '1万元以上' },
        ],
      },
    ],
  },
  {
    fieldName: 'area',
    label: '地区',
    default: 'all',
    items: [
      { key: '110100', label: '北京' },
      {
        key: 'idx',
        label: '更多城市',
        custom: 'city-index',
        children: [
          { key: 'B', label: 'B', children: [{ key: '110100', label: '北京' }] },
          { key: 'C', label: 'C', children: [{ key: 'city:500100', label: '重庆' }] },
          { key: 'S', label: 'S', children: [{ key: 'city:310100', label: '上海' }] },
        ],
      },
    ],
  },
];

function renderPanel(state: FilterState, extra: Partial<Parameters<typeof FilterPanel>[0]> = {}) {
  render(<FilterPanel fields={fields} state={state} hrefFor={hrefFor} {...extra} />);
  return screen.getByTestId('filter-panel');
}
const row = (name: string) => screen.getByTestId(`filter-field-${name}`);
const item = (scope: HTMLElement, key: string) => scope.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)!;

describe('FilterPanel', () => {
  it('renders each field as a row of links, the default first and selected when nothing is', () => {
    renderPanel({});
    const city = row('city');
    expect(city.firstElementChild!.textContent).toBe('城市');
    const all = item(city, 'all');
    expect(all.textContent).toBe('全部');
    expect(all.getAttribute('aria-current')).toBe('true');
    expect(item(city, '北京').textContent).toBe('北京(100)');
    expect(query(item(city, '北京').getAttribute('href')).getAll('city')).toEqual(['北京']);
    expect(query(item(city, '北京').getAttribute('href')).get('searchName')).toBe('云');
  });

  it('marks the selection and builds single and multi-select links by the 002 §4 rules', () => {
    renderPanel({ city: ['北京'], trade: ['fin'] });
    expect(item(row('city'), '北京').getAttribute('aria-current')).toBe('true');
    expect(item(row('city'), 'all').getAttribute('aria-current')).toBeNull();
    expect(query(item(row('city'), '上海').getAttribute('href')).getAll('city')).toEqual(['上海']);
    expect(query(item(row('city'), 'all').getAttribute('href')).has('city')).toBe(false);
    expect(query(item(row('trade'), 'edu').getAttribute('href')).getAll('trade')).toEqual(['fin', 'edu']);
    expect(query(item(row('trade'), 'fin').getAttribute('href')).has('trade')).toBe(false);
  });

  it('folds hidden items under 更多, opened when one of them is selected', () => {
    renderPanel({});
    const more = within(row('city')).getByTestId('filter-more') as HTMLDetailsElement;
    expect(more.open).toBe(false);
    expect([...more.querySelectorAll<HTMLElement>('[data-key]')].map((a) => a.dataset.key)).toEqual(['西安', '南京']);
    expect(within(more).getByText('更多')).toBeTruthy();
    cleanup();
    renderPanel({ city: ['南京'] });
    expect((within(row('city')).getByTestId('filter-more') as HTMLDetailsElement).open).toBe(true);
  });

  it('shows the children of a selected parent as a second row with its own 全部', () => {
    renderPanel({});
    expect(within(row('trade')).queryByTestId('filter-children')).toBeNull();
    cleanup();
    renderPanel({ trade: ['edu', 'k12'] });
    const children = within(row('trade')).getByTestId('filter-children');
    expect(item(children, 'k12').getAttribute('aria-current')).toBe('true');
    expect(query(item(children, 'uni').getAttribute('href')).getAll('trade')).toEqual(['edu', 'uni']);
    const all = item(children, 'edu');
    expect(all.textContent).toBe('全部');
    expect(query(all.getAttribute('href')).getAll('trade')).toEqual(['edu']);
  });

  it('makes collapsible fields and the whole panel disclosures, open by default', () => {
    const panel = renderPanel({});
    expect(row('trade').tagName).toBe('DETAILS');
    expect((row('trade') as HTMLDetailsElement).open).toBe(true);
    expect(row('city').tagName).toBe('DIV');
    const details = panel.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(within(panel).getByText('收起筛选')).toBeTruthy();
    cleanup();
    expect((renderPanel({}, { defaultExpanded: false }).querySelector('details') as HTMLDetailsElement).open).toBe(false);
  });

  it('submits a custom date range by a GET form carrying the rest of the page', () => {
    renderPanel({ city: ['北京'], time: ['range:2025-01-01~2025-03-31'] }, { hiddenInputs: { tabIndex: '1' } });
    const time = row('time');
    expect(item(time, 'custom').getAttribute('aria-current')).toBeNull(); // a summary, not a link
    expect(item(time, 'custom').textContent).toContain('（已选）');
    const form = time.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search.html');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]);
    expect(hidden).toEqual([
      ['searchName', '云'],
      ['city', '北京'],
      ['tabIndex', '1'],
    ]);
    const start = within(form).getByLabelText('开始日期') as HTMLInputElement;
    expect([start.type, start.name, start.defaultValue]).toEqual(['date', 'time.from', '2025-01-01']);
    expect((within(form).getByLabelText('结束日期') as HTMLInputElement).name).toBe('time.to');
    expect(within(form).getByRole('button', { name: '确定' })).toBeTruthy();
  });

  it('lays price presets in a 4-column grid and sanitises the inputs as they are typed', async () => {
    renderPanel({});
    const price = row('price');
    const grid = within(price).getByRole('list', { name: '价格：常用区间' });
    expect(grid.className).toContain('sm:grid-cols-4');
    expect(query(item(grid, 'price:1000~5000').getAttribute('href')).getAll('price')).toEqual(['price:1000~5000']);
    const min = within(price).getByLabelText('最低价格（元）') as HTMLInputElement;
    const max = within(price).getByLabelText('最高价格（元）') as HTMLInputElement;
    const confirm = within(price).getByRole('button', { name: '确定' }) as HTMLButtonElement;
    expect(min.name).toBe('price.from');
    expect(confirm.disabled).toBe(true);
    await act(async () => {
      fireEvent.change(min, { target: { value: '1a2.3.4' } });
    });
    expect(min.value).toBe('12.34');
    expect(confirm.disabled).toBe(false);
    await act(async () => {
      fireEvent.change(min, { target: { value: '0' } });
    });
    expect(min.value).toBe('0');
    expect(confirm.disabled).toBe(true); // zero counts as empty
    await act(async () => {
      fireEvent.blur(min);
    });
    expect(min.value).toBe('');
    expect(max.value).toBe('');
  });

  it('refills the price inputs with a typed range, not with a chosen preset', () => {
    renderPanel({ price: ['price:200~800'] });
    expect((screen.getByLabelText('最低价格（元）') as HTMLInputElement).value).toBe('200');
    expect(item(row('price'), 'p').textContent).toContain('（已选）');
    cleanup();
    renderPanel({ price: ['price:1000~5000'] });
    expect((screen.getByLabelText('最低价格（元）') as HTMLInputElement).value).toBe('');
    expect(item(row('price'), 'price:1000~5000').getAttribute('aria-current')).toBe('true');
  });

  it('offers a letter-indexed city chooser with radio tabs and city links', () => {
    renderPanel({ area: ['city:310100'] });
    const area = row('area');
    const tabs = within(area).getAllByRole('radio') as HTMLInputElement[];
    expect(tabs.map((t) => t.labels![0]!.textContent)).toEqual(['ABCDE', 'QRSTW']);
    expect(tabs.map((t) => t.defaultChecked)).toEqual([false, true]); // the tab holding the selected city
    expect(within(area).getAllByTestId('city-index-panel')).toHaveLength(2);
    const cq = item(area, 'city:500100');
    expect(query(cq.getAttribute('href')).getAll('area')).toEqual(['city:500100']);
    expect(item(area, 'city:310100').getAttribute('aria-current')).toBe('true');
    expect(item(area, 'idx').textContent).toContain('（已选）');
  });

  it('lists selected conditions with remove links and 清除全部', () => {
    renderPanel({ city: ['北京'], trade: ['edu', 'k12'], time: ['range:2025-01-01~2025-03-31'] });
    const selected = screen.getByTestId('filter-selected');
    expect(within(selected).getByText('已选条件：')).toBeTruthy();
    const remove = within(selected).getByRole('link', { name: '移除条件 服务行业：教育' });
    expect(query(remove.getAttribute('href')).has('trade')).toBe(false);
    const removeChild = within(selected).getByRole('link', { name: '移除条件 服务行业：基础教育' });
    expect(query(removeChild.getAttribute('href')).getAll('trade')).toEqual(['edu']);
    expect(within(selected).getByRole('link', { name: '移除条件 发布时间：2025-01-01 至 2025-03-31' })).toBeTruthy();
    expect(screen.getByTestId('filter-clear').getAttribute('href')).toBe('/search.html?searchName=%E4%BA%91');
    cleanup();
    renderPanel({});
    expect(screen.queryByTestId('filter-selected')).toBeNull();
  });
});
