'use client';

import { useSyncExternalStore } from 'react';

// The chart as a PNG, drawn in the browser from its server-rendered SVG (docs/decisions/0011): a button
// that only appears once JavaScript runs, since without it there is nothing to draw with.

const noSubscribe = () => () => undefined;
/** Pixels per SVG unit: the 480-unit drawing saved 960 px wide, sharp on a phone's screen. */
const SCALE = 2;

async function savePng(figure: HTMLElement, name: string) {
  const svg = figure.querySelector('svg');
  if (!svg) return;
  const box = svg.viewBox.baseVal;
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = box.width * SCALE;
    canvas.height = box.height * SCALE;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    const link = document.createElement('a');
    link.download = `${name}.png`;
    link.href = canvas.toDataURL('image/png');
    link.click();
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function PngDownload({ name, className }: { name: string; className: string }) {
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  if (!hydrated) return null;
  return (
    <button type="button" className={className} onClick={(e) => void savePng(e.currentTarget.closest('figure')!, name)}>
      下载PNG
    </button>
  );
}
