import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalHeaderGate } from './registration-header';

const path = vi.hoisted(() => ({ current: '/register' }));
vi.mock('next/navigation', () => ({ usePathname: () => path.current }));

afterEach(cleanup);

const renderAt = (pathname: string) => {
  path.current = pathname;
  return render(
    <PortalHeaderGate>
      <header data-testid="portal-header">搜索与导航</header>
    </PortalHeaderGate>,
  );
};

describe('PortalHeaderGate', () => {
  it.each(['/register', '/register.html?callback=%2F', '/activeInformation.html', '/checkPending.html', '/checkSuccess.html'])(
    'gives the registration pages the registration header: the logo home and the label (001 §2, 002 §2): %s',
    (pathname) => {
      renderAt(pathname.split('?')[0]!);
      expect(screen.queryByTestId('portal-header')).toBeNull();
      const header = screen.getByRole('banner');
      const home = screen.getByRole('link', { name: '云采汇首页' });
      expect(home.getAttribute('href')).toBe('/');
      expect(header.textContent).toContain('买家注册');
    },
  );

  it('leaves every other page its header, search and navigation', () => {
    for (const pathname of ['/', '/search.html', '/login', '/scheme.html']) {
      renderAt(pathname);
      expect(screen.getByTestId('portal-header')).toBeTruthy();
      expect(screen.queryByText('买家注册')).toBeNull();
      cleanup();
    }
  });
});
