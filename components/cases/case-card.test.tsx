import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IndustryCaseInfo } from '@/lib/cases/types';
import { CaseCard } from './case-card';

afterEach(cleanup);

const item: IndustryCaseInfo = {
  caseUuid: 'c-1',
  source: 0,
  caseTitle: '智慧园区运营平台',
  parentIndName: '制造业',
  indName: '汽车制造',
  serviceCustom: '某汽车集团',
  period: 6,
  caseDesc: '园区能耗与安防一体化。',
  cityName: '成都',
  buName: null,
  publishTime: '2026-03-06T17:00:00Z',
  firstPic: null,
};

describe('CaseCard', () => {
  it('shows an enterprise case with its customer and description, linked to its detail', () => {
    render(<CaseCard item={item} />);
    expect(screen.getByRole('link', { name: '智慧园区运营平台' }).getAttribute('href')).toBe('/business-detail.html?id=c-1&source=0');
    expect(screen.getByText('客户：某汽车集团')).toBeTruthy();
    expect(screen.getByText('园区能耗与安防一体化。')).toBeTruthy();
    expect(screen.getByText('2026-03-07').getAttribute('datetime')).toBe(item.publishTime);
  });

  it('shows a government case with its city and a hidden provider, not the customer', () => {
    render(<CaseCard item={{ ...item, source: 1 }} />);
    expect(screen.getByRole('link', { name: '智慧园区运营平台' }).getAttribute('href')).toBe('/business-detail.html?id=c-1&source=1');
    expect(screen.getByText('成都')).toBeTruthy();
    expect(screen.getByText('未公开')).toBeTruthy();
    expect(screen.queryByText('客户：某汽车集团')).toBeNull();
    expect(screen.getByTestId('case-card').dataset.source).toBe('1');
  });
});
