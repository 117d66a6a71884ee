import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logoDesign } from '@/lib/suppliers/logo-design';
import { SupplierLogo } from './supplier-logo';

afterEach(cleanup);

describe('SupplierLogo', () => {
  it('draws the generated emblem, hidden from assistive technology, at the box size of a logo', () => {
    const { container } = render(<SupplierLogo compName="重庆云创科技有限公司" cityName="重庆" logo={null} size="lg" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toContain('size-16 md:size-20');
    expect(svg.querySelectorAll('path')).toHaveLength(logoDesign('重庆云创科技有限公司', '重庆').paths.length);
    expect(['云', '云创']).toContain(svg.querySelector('text')!.textContent);
  });

  it('shows an uploaded logo as an image named after the company', () => {
    const { container } = render(<SupplierLogo compName="重庆云创科技有限公司" cityName="重庆" logo="/logos/yc.png" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('重庆云创科技有限公司 标志');
  });
});
