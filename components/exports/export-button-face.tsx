import { ChevronDownIcon } from '@/components/ui/icons';

// The 导出 button's look, shared by the button a page first shows (export-menu.tsx) and the menu's
// own button that takes its place once the menu's code is loaded (export-menu-popup.tsx).

export const EXPORT_BUTTON_CLASS =
  'inline-flex h-7 shrink-0 items-center gap-1 rounded border border-line-strong bg-white px-2.5 text-meta text-ink-muted transition hover:border-primary hover:text-primary-active disabled:cursor-wait disabled:opacity-60';

function DownloadIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />
    </svg>
  );
}

export function ExportButtonFace({ busy }: { busy: boolean }) {
  return (
    <>
      <DownloadIcon className="size-3.5" />
      {busy ? '导出中…' : '导出'}
      <ChevronDownIcon className="size-3 text-ink-faint" />
    </>
  );
}
