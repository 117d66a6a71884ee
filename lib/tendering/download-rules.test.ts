import { describe, expect, it } from 'vitest';
import { checkDownloadUrl, downloadName, hostAllowed, ipVersion, isPrivateAddress, ownFileKeyOf, parseAllowList } from './download-rules';

const allow = parseAllowList('www.ccgp.gov.cn, *.ggzy.gov.cn  files.example.com,bad host,,docs.example.com:8080');

describe('the download allow-list', () => {
  it('reads comma- and space-separated names, drops what is no host name', () => {
    expect(allow).toEqual(['www.ccgp.gov.cn', '*.ggzy.gov.cn', 'files.example.com', 'docs.example.com:8080']);
  });

  it('matches exact names and, for a *. entry, sub-domains only', () => {
    expect(hostAllowed('www.ccgp.gov.cn', allow)).toBe(true);
    expect(hostAllowed('WWW.CCGP.GOV.CN.', allow)).toBe(true);
    expect(hostAllowed('ccgp.gov.cn', allow)).toBe(false);
    expect(hostAllowed('cq.ggzy.gov.cn', allow)).toBe(true);
    expect(hostAllowed('a.b.ggzy.gov.cn', allow)).toBe(true);
    expect(hostAllowed('ggzy.gov.cn', allow)).toBe(false);
    // A name that merely ends with the same letters is another domain.
    expect(hostAllowed('evilggzy.gov.cn', allow)).toBe(false);
    expect(hostAllowed('www.ccgp.gov.cn.evil.com', allow)).toBe(false);
  });

  it('allows a port other than the default only where the entry names it', () => {
    expect(hostAllowed('docs.example.com', allow, '8080')).toBe(true);
    expect(hostAllowed('docs.example.com', allow)).toBe(false);
    expect(hostAllowed('www.ccgp.gov.cn', allow, '8080')).toBe(false);
    expect(checkDownloadUrl('http://docs.example.com:8080/a.pdf', allow).ok).toBe(true);
  });

  it('allows http(s) addresses of listed hosts on the default ports', () => {
    const v = checkDownloadUrl('https://www.ccgp.gov.cn/a/招标文件.pdf', allow);
    expect(v.ok).toBe(true);
    expect(checkDownloadUrl('http://cq.ggzy.gov.cn/x.docx', allow).ok).toBe(true);
  });

  it('refuses other schemes, ports, credentials, address literals and hosts not listed', () => {
    for (const url of [
      'ftp://www.ccgp.gov.cn/a.pdf',
      'file:///etc/passwd',
      'https://www.ccgp.gov.cn:8443/a.pdf',
      'https://user:pw@www.ccgp.gov.cn/a.pdf',
      'http://127.0.0.1/a.pdf',
      'http://[::1]/a.pdf',
      'http://2130706433/a.pdf', // 127.0.0.1 written as a number: URL turns it into the literal
      'https://evil.example.org/a.pdf',
      'not a url',
    ]) {
      expect(checkDownloadUrl(url, allow), url).toMatchObject({ ok: false });
    }
  });
});

describe('private addresses', () => {
  it('knows IPv4 ranges that are not the public internet', () => {
    for (const ip of ['0.0.0.0', '10.1.2.3', '127.0.0.1', '100.64.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '198.18.0.1', '224.0.0.1', '255.255.255.255']) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '114.114.114.114', '172.32.0.1', '100.128.0.1', '223.5.5.5']) expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('knows IPv6 ones, IPv4 carried inside IPv6 judged as IPv4', () => {
    for (const ip of ['::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1%eth0', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2001:db8::1']) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['2400:3200::1', '::ffff:8.8.8.8', '2001:4860:4860::8888']) expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('counts what is no address as private', () => {
    expect(isPrivateAddress('localhost')).toBe(true);
    expect(isPrivateAddress('1.2.3')).toBe(true);
    expect(ipVersion('1:2:3')).toBe(0);
    expect(ipVersion('2001:db8::1')).toBe(6);
    expect(ipVersion('192.168.0.1')).toBe(4);
  });
});

describe('own storage and file names', () => {
  it('recognises /files/<key> on this site, its city sub-sites or as a path', () => {
    expect(ownFileKeyOf('/files/abc.pdf', 'localhost')).toBe('abc.pdf');
    expect(ownFileKeyOf('http://cq.localhost:3000/files/abc.pdf', 'localhost')).toBe('abc.pdf');
    expect(ownFileKeyOf('https://jfportal.cn/files/abc.pdf', 'jfportal.cn')).toBe('abc.pdf');
    expect(ownFileKeyOf('https://evil.cn/files/abc.pdf', 'jfportal.cn')).toBeNull();
    expect(ownFileKeyOf('/other/abc.pdf', 'localhost')).toBeNull();
  });

  it('saves under the asked name, else the address name, without separators or quotes', () => {
    expect(downloadName('招标文件.pdf', 'https://x/a.pdf')).toBe('招标文件.pdf');
    expect(downloadName('../../etc"/passwd', 'https://x/a.pdf')).toBe('....etcpasswd');
    expect(downloadName(undefined, 'https://x/dir/%E9%99%84%E4%BB%B6.docx')).toBe('附件.docx');
    expect(downloadName('', 'https://x/')).toBe('附件');
  });
});
