import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as casLogin } from '@/app/cas/login/route';
import { GET as jetchat } from '@/app/jetchat/route';

// The addresses other documents name for the account host's login (001 §6, 002 §2) and the chat web
// app (000 §2): they forward to the portal's own pages.

const get = (path: string) => new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000' } });
const callbackOf = (res: Response) => new URL(res.headers.get('location')!, 'http://localhost:3000').searchParams.get('callback');

describe('GET /cas/login', () => {
  it('forwards to /login with the service as its callback', () => {
    const res = casLogin(get(`/cas/login?${new URLSearchParams({ service: '/chatRT.html?type=2' })}`));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')!.startsWith('/login?')).toBe(true);
    expect(callbackOf(res)).toBe('/chatRT.html?type=2');
    expect(callbackOf(casLogin(get('/cas/login?service=http://cq.localhost:3000/tendering.html')))).toBe('http://cq.localhost:3000/tendering.html');
  });

  it('never sends anyone to another site: a foreign or odd service is the home page', () => {
    for (const service of ['https://evil.example.com/', '//evil.example.com/x', '/\\evil.example.com', 'javascript:alert(1)', '/\t/evil.example.com']) {
      expect(callbackOf(casLogin(get(`/cas/login?${new URLSearchParams({ service })}`))), service).toBe('/index.html');
    }
    expect(callbackOf(casLogin(get('/cas/login')))).toBe('/index.html');
  });
});

describe('GET /jetchat', () => {
  it('opens the chat page, its query kept', () => {
    expect(jetchat(get('/jetchat')).headers.get('location')).toBe('/chatRT.html');
    const res = jetchat(get('/jetchat?type=2'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/chatRT.html?type=2');
  });
});
