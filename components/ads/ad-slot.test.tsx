import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdItem } from '@/lib/ads/types';
import { AdSlot } from './ad-slot';
import { AdsProvider } from './ads-provider';

// The carousel is its own lazily loaded chunk; here it only shows whether the slot asks for it.
vi.mock('./ad-carousel', () => ({ AdCarousel: ({ items }: { items: AdItem[] }) => <div data-testid="carousel">{items.length}</div> }));

afterEach(cleanup);

const ad = (id: number, patch: Partial<AdItem> = {}): AdItem => ({
  id,
  title: `广告${id}`,
  srcImg: `/images/ads/a${id}.svg`,
  href: `/a${id}.html`,
  mediaType: 1,
  videoUrl: null,
  ...patch,
});

const renderSlot = (slot: string, ads: Record<string, AdItem[]>) =>
  render(
    <AdsProvider ads={ads}>
      <AdSlot slot={slot} />
    </AdsProvider>,
  );

describe('AdSlot', () => {
  it('renders nothing for a slot without items or a code nobody knows', () => {
    const { container } = renderSlot('nobody-knows', { 'search-right-1': [ad(1)] });
    expect(container.innerHTML).toBe('');
    expect(renderSlot('search-right-1', { 'search-right-1': [] }).container.innerHTML).toBe('');
  });

  it('renders one picture as a plain link in the 340x136 box, with no carousel', async () => {
    const { container } = renderSlot('search-right-1', { 'search-right-1': [ad(1)] });
    const link = screen.getByTestId('ad-link');
    expect(link.getAttribute('href')).toBe('/a1.html');
    const img = screen.getByRole('img', { name: '广告1' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['340', '136']);
    expect(container.querySelector('[data-ad-slot="search-right-1"]')!.className).toContain('aspect-[340/136]');
    expect(screen.getByText('广告')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('carousel')).toBeNull();
  });

  it('shows the first item at once and loads the carousel for several items or a video', async () => {
    renderSlot('jfCase-right-1', { 'jfCase-right-1': [ad(1), ad(2), ad(3)] });
    expect(screen.getByRole('img', { name: '广告1' })).toBeTruthy();
    expect((await screen.findByTestId('carousel')).textContent).toBe('3');
    cleanup();
    renderSlot('x', { x: [ad(4, { mediaType: 2, videoUrl: '/media/ads/v.webm' })] });
    // Without the script a video item links to its film.
    expect(screen.getByTestId('ad-link').getAttribute('href')).toBe('/media/ads/v.webm');
    expect(await screen.findByTestId('carousel')).toBeTruthy();
  });
});
