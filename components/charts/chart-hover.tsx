'use client';

import { hydrate } from 'echarts/ssr/client/index';
import { useEffect, useRef, useState, type ReactNode } from 'react';

// What a server-drawn chart (docs/decisions/0011) does once JavaScript runs, with ECharts' own client
// runtime for SSR charts (a few hundred bytes, not the library): pointing at a value shows it in a
// tooltip, and a legend item hides or shows its series. The figures come from the chart's data table
// in the same <figure>, so nothing is sent twice; the table stays the text alternative for keyboards
// and screen readers (the tooltip repeats it for the pointer only).

interface Tip {
  text: string;
  x: number;
  y: number;
  /** The drawing's width: a tip right of its middle opens leftwards, so it never leaves the card. */
  width: number;
}

/** Row `dataIndex` of the figure's table, read as 'category · series：value' (digits grouped). */
function tipText(figure: HTMLElement, seriesIndex: number, dataIndex: number): string | null {
  const heads = figure.querySelectorAll('thead th');
  const cells = figure.querySelectorAll('tbody tr')[dataIndex]?.children;
  const value = cells?.[seriesIndex + 1]?.textContent;
  if (!cells || value == null) return null;
  const shown = value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value).toLocaleString('zh-CN') : value;
  return `${cells[0]?.textContent ?? ''} · ${heads[seriesIndex + 1]?.textContent ?? ''}：${shown}`;
}

/** Every element drawn for series `i`: its points (ECharts' marks) and its line (lib/server/charts). */
function seriesElements(drawing: HTMLElement, i: number): Element[] {
  return [...drawing.querySelectorAll(`[ecmeta_ssr_type="chart"][ecmeta_series_index="${i}"], [data-series="${i}"]`)];
}

export function ChartHover({ legend, children }: { legend?: { name: string; color: string }[]; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const drawing = box.current;
    const figure = drawing?.closest('figure');
    if (!drawing || !figure) return;
    hydrate(drawing, {
      on: {
        mouseover: ({ ssrType, seriesIndex, dataIndex, event }) => {
          if (ssrType !== 'chart' || seriesIndex === undefined || dataIndex === undefined) return;
          const text = tipText(figure, seriesIndex, dataIndex);
          const at = drawing.getBoundingClientRect();
          const pointer = event as MouseEvent;
          if (text) setTip({ text, x: pointer.clientX - at.left, y: pointer.clientY - at.top, width: at.width });
        },
        mouseout: () => setTip(null),
      },
    });
  }, []);

  useEffect(() => {
    const drawing = box.current;
    if (!drawing || !legend) return;
    legend.forEach((_, i) => {
      for (const el of seriesElements(drawing, i)) {
        if (hidden.has(i)) el.setAttribute('visibility', 'hidden');
        else el.removeAttribute('visibility');
      }
    });
  }, [hidden, legend]);

  const toggle = (i: number) =>
    setHidden((was) => {
      const next = new Set(was);
      if (!next.delete(i)) next.add(i);
      return next;
    });

  return (
    <>
      {legend && (
        <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-meta" aria-label="图例">
          {legend.map((item, i) => (
            <li key={item.name}>
              <button
                type="button"
                aria-pressed={!hidden.has(i)}
                title={hidden.has(i) ? '显示该系列' : '隐藏该系列'}
                onClick={() => toggle(i)}
                className={`inline-flex items-center gap-1.5 ${hidden.has(i) ? 'text-ink-faint line-through' : 'text-ink-muted'}`}
              >
                <span aria-hidden className="inline-block h-0.5 w-4 rounded" style={{ backgroundColor: hidden.has(i) ? 'currentColor' : item.color }} />
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div ref={box} className="relative" onMouseLeave={() => setTip(null)}>
        {children}
        {tip && (
          <div
            aria-hidden
            data-testid="chart-tip"
            className="pointer-events-none absolute z-10 w-max max-w-[14rem] -translate-y-full rounded bg-ink/90 px-2 py-1 text-meta text-white shadow"
            style={{ top: tip.y - 8, ...(tip.x < tip.width / 2 ? { left: tip.x } : { right: tip.width - tip.x }) }}
          >
            {tip.text}
          </div>
        )}
      </div>
    </>
  );
}
