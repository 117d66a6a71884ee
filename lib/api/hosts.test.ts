// @vitest-environment-options {"url":"https://cq.test.jfportal.cn/jfCase.html"}
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentOf, hostOrigin, hostsFor } from './hosts';
import { loginUrl } from './login-redirect';
import { request } from './request';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { transportCall } from '@/test/kits/transport-calls';

listenDuringTests();
afterEach(() => vi.unstubAllEnvs());

describe('environmentOf (002 §9)', () => {
  it.each([
    ['localhost', 'local'],
    ['cq.localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['192.168.1.20', 'local'],
    ['[::1]', 'local'],
    ['www.jfportal.cn', 'prod'],
    ['cq.jfportal.cn', 'prod'],
    ['www.rc.jfportal.cn', 'rc'],
    ['cq.test.jfportal.cn', 'test'],
    ['www.dev.jfportal.cn', 'dev'],
    ['latest.jfportal.cn', 'prod'], // a label merely containing a stage name is not that stage
  ] as const)('%s -> %s', (hostname, environment) => {
    expect(environmentOf(hostname)).toBe(environment);
  });
});

describe('hostsFor', () => {
  it('puts every host on the page origin without a domain', () => {
    expect(Object.values(hostsFor('prod', undefined)).every((h) => h === '')).toBe(true);
  });

  it('keeps a local machine on its own origin even with a domain', () => {
    expect(Object.values(hostsFor('local', 'jfportal.cn')).every((h) => h === '')).toBe(true);
  });

  it('derives the named hosts from the domain per environment', () => {
    expect(hostsFor('prod', 'jfportal.cn')).toMatchObject({
      main: 'https://www.jfportal.cn',
      api: 'https://api.jfportal.cn',
    });
    expect(hostsFor('rc', 'jfportal.cn')).toMatchObject({
      account: 'https://account.rc.jfportal.cn',
      commonService: 'https://common.rc.jfportal.cn',
      settleIn: 'https://settle.rc.jfportal.cn',
    });
  });
});

describe('hostOrigin on a test-environment page', () => {
  it('is the page origin until a domain is configured', () => {
    expect(hostOrigin('api')).toBe('https://cq.test.jfportal.cn');
    expect(hostOrigin(undefined)).toBe('https://cq.test.jfportal.cn');
    expect(loginUrl('https://cq.test.jfportal.cn/jfCase.html')).toBe(
      'https://cq.test.jfportal.cn/login?callback=https%3A%2F%2Fcq.test.jfportal.cn%2FjfCase.html',
    );
  });

  it('sends a call to its named host of the environment once the domain is configured', async () => {
    vi.stubEnv('NEXT_PUBLIC_HOSTS_DOMAIN', 'jfportal.cn');
    server.use(
      http.get('https://api.test.jfportal.cn/api/getServiceSearch', () =>
        HttpResponse.json({ code: 0, msg: '', data: 'api host' }),
      ),
    );
    await expect(request(transportCall('getServiceSearch'), {})).resolves.toMatchObject({ data: 'api host' });
    // Calls without a host stay on the page's origin.
    server.use(
      http.get('https://cq.test.jfportal.cn/api/getFriendlyLink', () =>
        HttpResponse.json({ code: 0, msg: '', data: 'page' }),
      ),
    );
    await expect(request(transportCall('getFriendlyLink'), { cityCode: '500100' })).resolves.toMatchObject({ data: 'page' });
    expect(loginUrl('x')).toBe('https://account.test.jfportal.cn/login?callback=x');
  });
});
