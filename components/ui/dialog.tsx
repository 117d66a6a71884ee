'use client';

import { Dialog as HeadlessDialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** 'full' covers the page (success screens); 'card' is a centred box. */
  variant?: 'card' | 'full';
  /**
   * Width of a card: 'md' for short forms; 'lg' for long ones (the subscription dialog), which also
   * keeps to the viewport's height: its children lay out as a column, one of them scrolling. It is
   * the children's positioning box (a close button in a corner).
   */
  size?: 'md' | 'lg';
  /** Shown above the title (a success mark on a result screen). */
  icon?: ReactNode;
  children: ReactNode;
}

/** The one dialog of the product: Headless UI (focus trapped, Esc closes), titled, card or full screen. */
export function Dialog({ open, onClose, title, variant = 'card', size = 'md', icon, children }: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-[70]">
      <div className="fixed inset-0 bg-ink/45" aria-hidden="true" />
      <div className={`fixed inset-0 flex ${variant === 'full' ? '' : 'items-center justify-center p-4'}`}>
        <DialogPanel
          className={
            variant === 'full'
              ? 'flex h-full w-full flex-col items-center justify-center bg-white p-6 text-center'
              : size === 'lg'
                ? 'relative flex max-h-full w-full max-w-[720px] flex-col rounded-card bg-white p-5 shadow-pop sm:p-6'
                : 'w-full max-w-md rounded-card bg-white p-6 shadow-pop'
          }
        >
          {icon}
          <DialogTitle className="text-[18px] font-semibold text-ink">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
