'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { downloadExport } from '@/lib/exports/api';
import type { ListExportFormat, ExportList } from '@/lib/exports/types';
import { EXPORT_BUTTON_CLASS, ExportButtonFace } from './export-button-face';

// The 导出 menu itself (Headless UI), a chunk of its own: export-menu.tsx mounts it in place of its
// plain button when a pointer comes near that button, it takes focus or it is pressed.

const FORMATS: { format: ListExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'Excel（.xlsx）' },
  { format: 'csv', label: 'CSV（.csv）' },
];

export interface ExportMenuPopupProps {
  list: ExportList;
  /** The plain button was pressed before this code arrived: open at once. */
  openAtOnce: boolean;
  /** The plain button had the focus: the menu's button takes it over. */
  focusAtOnce: boolean;
}

export function ExportMenuPopup({ list, openAtOnce, focusAtOnce }: ExportMenuPopupProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A click without a pointer press before it is how Headless UI's button is toggled by a keyboard.
    if (openAtOnce) button.current?.click();
    else if (focusAtOnce) button.current?.focus();
    // Only the state the plain button handed over, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const run = async (format: ListExportFormat) => {
    setBusy(true);
    setError(null);
    setError(await downloadExport(list, format, window.location.search.slice(1)));
    setBusy(false);
  };
  return (
    <div className="relative flex items-center gap-2">
      {error && (
        <p role="alert" data-testid="export-error" className="max-w-56 text-meta text-price">
          {error}
        </p>
      )}
      <Menu>
        <MenuButton ref={button} data-testid="export-button" disabled={busy} className={EXPORT_BUTTON_CLASS}>
          <ExportButtonFace busy={busy} />
        </MenuButton>
        <MenuItems
          anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
          className="z-50 min-w-36 rounded-card border border-line bg-white py-1 text-meta text-ink shadow-pop focus:outline-none"
        >
          {FORMATS.map(({ format, label }) => (
            <MenuItem key={format}>
              <button type="button" data-testid={`export-${format}`} onClick={() => void run(format)} className="block w-full px-3 py-1.5 text-left data-focus:bg-primary-soft data-focus:text-primary-active">
                {label}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
    </div>
  );
}
