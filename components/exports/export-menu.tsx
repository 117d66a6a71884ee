'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { downloadExport } from '@/lib/exports/api';
import type { ListExportFormat, ExportList } from '@/lib/exports/types';

// 导出 in a list's result toolbar (docs/features.md, List exports): Excel or CSV of the results under the
// page's current filters. The filters are the page's own address (every list state is a URL), read at
// the click. A visitor is sent to log in by the request layer; a refusal (the daily limit) shows its message.

const FORMATS: { format: ListExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'Excel（.xlsx）' },
  { format: 'csv', label: 'CSV（.csv）' },
];

function DownloadIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />
    </svg>
  );
}

export function ExportMenu({ list }: { list: ExportList }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
        <MenuButton
          data-testid="export-button"
          disabled={busy}
          className="inline-flex h-7 shrink-0 items-center gap-1 rounded border border-line-strong bg-white px-2.5 text-meta text-ink-muted transition hover:border-primary hover:text-primary-active disabled:cursor-wait disabled:opacity-60"
        >
          <DownloadIcon className="size-3.5" />
          {busy ? '导出中…' : '导出'}
          <ChevronDownIcon className="size-3 text-ink-faint" />
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
