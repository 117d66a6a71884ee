import { describe, expect, it } from 'vitest';
import { apiHeaders, onPort, pageCacheHeader, pageHeaders, runSeconds, wirePath } from './load';

describe('wirePath', () => {
  it('percent-encodes readable Chinese and leaves encoded paths as they are', () => {
    expect(wirePath('/search.html?searchName=医疗&tabIndex=0')).toBe('/search.html?searchName=%E5%8C%BB%E7%96%97&tabIndex=0');
    expect(wirePath('/search.html?searchName=%E5%8C%BB%E7%96%97')).toBe('/search.html?searchName=%E5%8C%BB%E7%96%97');
    expect(wirePath('/jfCase.html?time=range:2025-01-01~2025-06-30')).toBe('/jfCase.html?time=range:2025-01-01~2025-06-30');
  });
});

describe('request headers', () => {
  it('asks pages like a browser on the main site or a city sub-site', () => {
    expect(pageHeaders(3201)).toMatchObject({ host: 'localhost:3201', 'accept-encoding': 'gzip' });
    expect(pageHeaders(3201, 'cd').host).toBe('cd.localhost:3201');
  });

  it('calls the API from our own origin, without compression so envelopes can be read', () => {
    const h = apiHeaders(3201, 'cq');
    expect(h).toMatchObject({ host: 'cq.localhost:3201', origin: 'http://cq.localhost:3201', 'content-type': 'application/json' });
    expect(h['accept-encoding']).toBeUndefined();
  });

  it('sends a request to another server with the host and origin of its port, the sub-site kept', () => {
    const call = { method: 'POST' as const, path: '/api/searchByType', body: '{}', headers: apiHeaders(3201, 'cq'), envelope: true };
    const moved = onPort(call, 3205);
    expect(moved.headers).toMatchObject({ host: 'cq.localhost:3205', origin: 'http://cq.localhost:3205', 'user-agent': 'jf-bench' });
    expect(moved).toMatchObject({ method: 'POST', path: '/api/searchByType', body: '{}', envelope: true });
    expect(onPort({ method: 'GET', path: '/search.html', headers: pageHeaders(3201), envelope: false }, 3205).headers.host).toBe('localhost:3205');
  });

  it('reads the page-cache header whatever its case', () => {
    expect(pageCacheHeader({ 'X-Page-Cache': 'hit' })).toBe('hit');
    expect(pageCacheHeader({ 'x-page-cache': ['miss'] })).toBe('miss');
    expect(pageCacheHeader({})).toBeUndefined();
  });
});

describe('runSeconds', () => {
  it('times a run of a fixed amount to its last answer, not to autocannon\'s next whole second', () => {
    expect(runSeconds({ amount: 200 }, 3, 1_000, 3_100)).toBeCloseTo(2.1);
    // A timed run, or one that got no answer, keeps autocannon's own duration.
    expect(runSeconds({}, 2, 1_000, 2_900)).toBe(2);
    expect(runSeconds({ amount: 200 }, 3, 1_000, 1_000)).toBe(3);
  });
});
