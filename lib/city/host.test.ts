import { describe, expect, it } from 'vitest';
import { unknownHostRedirect } from './host';

describe('unknownHostRedirect', () => {
  it('serves the site domain and the sub-sites of real cities', () => {
    expect(unknownHostRedirect('localhost:3000', 'localhost')).toBeNull();
    expect(unknownHostRedirect('cq.localhost:3000', 'localhost')).toBeNull();
    expect(unknownHostRedirect('CD.JFPORTAL.CN', 'jfportal.cn')).toBeNull();
    expect(unknownHostRedirect('suzhou341300.jfportal.cn.', 'jfportal.cn')).toBeNull();
  });

  it('sends any other name under the domain to the main site, port kept', () => {
    expect(unknownHostRedirect('foo.localhost:3000', 'localhost')).toBe('localhost:3000');
    expect(unknownHostRedirect('www.jfportal.cn', 'jfportal.cn')).toBe('jfportal.cn');
    expect(unknownHostRedirect('a.cq.jfportal.cn', 'jfportal.cn')).toBe('jfportal.cn');
    expect(unknownHostRedirect('cq-.jfportal.cn:8443', 'jfportal.cn')).toBe('jfportal.cn:8443');
  });

  it('leaves hosts outside the domain alone (addresses, health checks)', () => {
    expect(unknownHostRedirect('127.0.0.1:3000', 'jfportal.cn')).toBeNull();
    expect(unknownHostRedirect('localhost:3000', 'jfportal.cn')).toBeNull();
    expect(unknownHostRedirect('evil-jfportal.cn', 'jfportal.cn')).toBeNull();
    expect(unknownHostRedirect(null, 'jfportal.cn')).toBeNull();
  });
});
