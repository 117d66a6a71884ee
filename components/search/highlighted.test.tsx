import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { highlight, parseHighlight } from '@/lib/search/highlight';
import { Highlighted } from './highlighted';

describe('Highlighted', () => {
  it('renders what setting the highlighted HTML rendered, without setting HTML', () => {
    for (const [stored, terms] of [
      ['软件开发与软件测试', ['软件']],
      ['<script>alert("软件")</script>', ['软件']],
      ["R&D's <em>OA</em> 系统", ['oa']],
      ['无匹配', ['软件']],
    ] as const) {
      const html = highlight(stored, terms);
      const before = document.createElement('div');
      before.innerHTML = `<span class="hl-text ">${html}</span>`;
      const { container } = render(<Highlighted segments={parseHighlight(html)} />);
      expect(container.innerHTML).toBe(before.innerHTML);
    }
  });

  it('shows a stored tag as text', () => {
    const markup = renderToStaticMarkup(<Highlighted segments={parseHighlight(highlight('<img src=x onerror=alert(1)>软件', ['软件']))} />);
    expect(markup).not.toContain('<img');
    expect(markup).toContain('<em>软件</em>');
  });

  it('takes no string: raw text cannot be handed to it as markup (checked by tsc)', () => {
    expectTypeOf<string>().not.toExtend<ComponentProps<typeof Highlighted>['segments']>();
    // @ts-expect-error a plain string is not segments: tsc fails here the day Highlighted takes one
    const element = <Highlighted segments="<b>x</b>" />;
    expect(element.type).toBe(Highlighted);
  });
});
