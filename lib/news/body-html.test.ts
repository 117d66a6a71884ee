import { describe, expect, it } from 'vitest';
import { imageKeysOf, paragraphsToHtml, sanitizeBody, textOfBody } from './body-html';

// The allow-list of the stored article body (docs/features.md, Operator console "News").

const key = `${'a'.repeat(32)}.png`;

describe('article body sanitizer', () => {
  it('keeps the editor markup: headings, emphasis, lists, quotes, links and own images', () => {
    const html =
      `<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s></p><ul><li><p>一</p></li></ul><ol><li>二</li></ol>` +
      `<blockquote><p>引用</p></blockquote><p><a href="https://example.com/a?b=1">链接</a></p><img src="/files/${key}" alt="图">`;
    const out = sanitizeBody(html);
    for (const part of ['<h2>标题</h2>', '<strong>粗</strong>', '<em>斜</em>', '<u>下</u>', '<s>删</s>', '<ul><li><p>一</p></li></ul>', '<ol><li>二</li></ol>', '<blockquote><p>引用</p></blockquote>', `<img src="/files/${key}" alt="图" />`]) {
      expect(out).toContain(part);
    }
    expect(out).toContain('<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">链接</a>');
  });

  it('removes scripts, event handlers, styles and unknown tags', () => {
    const out = sanitizeBody('<p onclick="x()" style="color:red" class="c">正文<script>alert(1)</script></p><iframe src="https://evil"></iframe><style>p{}</style><img src="/files/' + key + '" onerror="alert(1)">');
    expect(out).toBe(`<p>正文</p><img src="/files/${key}" />`);
  });

  it('removes javascript:, data: and protocol-relative links but keeps the text', () => {
    expect(sanitizeBody('<a href="javascript:alert(1)">a</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">a</a>');
    expect(sanitizeBody('<a href="JaVaScRiPt:alert(1)">a</a>')).not.toContain('javascript');
    expect(sanitizeBody('<a href="data:text/html,x">a</a>')).not.toContain('data:');
    expect(sanitizeBody('<a href="//evil.example/x">a</a>')).not.toContain('evil');
    expect(sanitizeBody('<a href="mailto:a@b.cn">a</a>')).toContain('href="mailto:a@b.cn"');
  });

  it('removes images from anywhere but the portal file storage', () => {
    for (const src of ['https://evil.example/x.png', '//evil.example/x.png', `/files/${key}?x=1`, '/files/../secret.png', 'data:image/png;base64,AAAA', `javascript:/files/${key}`, `/images/news/a.svg`, `/files/${'a'.repeat(32)}.svg`]) {
      expect(sanitizeBody(`<p>x</p><img src="${src}">`), src).toBe('<p>x</p>');
    }
  });

  it('lowers page-level headings below the title and reads text and image keys', () => {
    expect(sanitizeBody('<h1>a</h1><h4>b</h4>')).toBe('<h2>a</h2><h3>b</h3>');
    expect(textOfBody('<p> </p><img src="/files/' + key + '">')).toBe('');
    expect(imageKeysOf(sanitizeBody(`<img src="/files/${key}"><p><img alt="x" src="/files/${key}"></p>`))).toEqual([key]);
    expect(paragraphsToHtml(['a<b>', 'c&d'])).toBe('<p>a&lt;b&gt;</p><p>c&amp;d</p>');
  });
});
