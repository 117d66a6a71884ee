'use client';

import { useState, type ComponentType } from 'react';
import type { ExportList } from '@/lib/exports/types';
import { EXPORT_BUTTON_CLASS, ExportButtonFace } from './export-button-face';
import type { ExportMenuPopupProps } from './export-menu-popup';

// 导出 in a list's result toolbar (docs/features.md, List exports): Excel or CSV of the results under the
// page's current filters. The filters are the page's own address (every list state is a URL), read at
// the click. A visitor is sent to log in by the request layer; a refusal (the daily limit) shows its message.
//
// The menu (Headless UI and its positioning) is not needed to paint a list: the page first shows a plain
// button and fetches the menu when a pointer comes near it, it takes focus or it is pressed
// (docs/benchmarks.md, What a page loads first).

type Popup = ComponentType<ExportMenuPopupProps>;

export function ExportMenu({ list }: { list: ExportList }) {
  const [Popup, setPopup] = useState<Popup | null>(null);
  const [loading, setLoading] = useState(false);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  const load = () => {
    if (loading) return;
    setLoading(true);
    void import('./export-menu-popup').then((m) => setPopup(() => m.ExportMenuPopup));
  };
  if (Popup) return <Popup list={list} openAtOnce={openAtOnce} focusAtOnce={focused} />;
  return (
    <div className="relative flex items-center gap-2">
      <button
        type="button"
        data-testid="export-button"
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={load}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
        onClick={() => {
          setOpenAtOnce(true);
          load();
        }}
        className={EXPORT_BUTTON_CLASS}
      >
        <ExportButtonFace busy={false} />
      </button>
    </div>
  );
}
