import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, parseHighlight, stripHighlight } from './highlight';

describe('highlight', () => {
  it('wraps every match in <em>', () => {
    expect(highlight('软件开发与软件测试', ['软件'])).toBe('<em>软件</em>开发与<em>软件</em>测试');
  });

  it('matches Latin words case-insensitively and keeps the stored case', () => {
    expect(highlight('OA系统升级', ['oa'])).toBe('<em>OA</em>系统升级');
  });

  it('merges overlapping and adjacent matches', () => {
    expect(highlight('智慧医疗平台', ['智慧', '慧医', '医疗'])).toBe('<em>智慧医疗</em>平台');
  });

  it('escapes stored markup so only the highlight tag survives', () => {
    const out = highlight('<script>alert("软件")</script>', ['软件']);
    expect(out).toBe('&lt;script&gt;alert(&quot;<em>软件</em>&quot;)&lt;/script&gt;');
    expect(out).not.toMatch(/<(?!\/?em>)/);
  });

  it('escapes text without matches too', () => {
    expect(highlight('a & b', [])).toBe('a &amp; b');
    expect(escapeHtml(`'"`)).toBe('&#39;&quot;');
  });

  it('strips the highlight for plain text uses, escapes undone', () => {
    expect(stripHighlight('<em>软件</em>开发')).toBe('软件开发');
    expect(stripHighlight(highlight('R&D <软件> 部', ['软件']))).toBe('R&D <软件> 部');
  });
});

describe('parseHighlight', () => {
  it('reads hits and the text between them', () => {
    expect(parseHighlight(highlight('软件开发与软件测试', ['软件']))).toEqual([
      { text: '软件', hit: true },
      { text: '开发与', hit: false },
      { text: '软件', hit: true },
      { text: '测试', hit: false },
    ]);
    expect(parseHighlight('')).toEqual([]);
  });

  it('gives back the stored text exactly, markup and entities included', () => {
    for (const stored of ['<script>alert("软件")</script>', "a &amp; b's <em>软件</em>", '&lt;&#39;软件']) {
      const segments = parseHighlight(highlight(stored, ['软件']));
      expect(segments.map((s) => s.text).join('')).toBe(stored);
      expect(segments.filter((s) => s.hit).map((s) => s.text)).toEqual(stored.match(/软件/g));
    }
  });
});
