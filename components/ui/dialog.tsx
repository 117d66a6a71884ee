'use client';

import { Dialog as HeadlessDialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';

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

/**
 * The one dialog of the product: Headless UI (focus trapped, Esc closes), titled. A 'card' is a centred
 * box over the dimmed page; 'full' covers the page with its grey and centres a result card on it (a
 * success screen: SuccessMark as its icon, the title, a line of text and the actions).
 */
export function Dialog({ open, onClose, title, variant = 'card', size = 'md', icon, children }: DialogProps) {
  const full = variant === 'full';
  const body = (
    <>
      {icon}
      <DialogTitle className={`${full ? 'text-[22px]' : 'text-[18px]'} font-semibold text-ink`}>{title}</DialogTitle>
      {children}
    </>
  );
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-[70]">
      <div className="fixed inset-0 bg-ink/45" aria-hidden="true" />
      <div className={`fixed inset-0 flex ${full ? 'overflow-y-auto' : 'items-center justify-center p-4'}`}>
        <DialogPanel
          className={
            full
              ? 'flex min-h-full w-full items-center justify-center bg-page p-4'
              : size === 'lg'
                ? 'relative flex max-h-full w-full max-w-[720px] flex-col rounded-card bg-white p-5 shadow-pop sm:p-6'
                : 'w-full max-w-md rounded-card bg-white p-6 shadow-pop'
          }
        >
          {full ? (
            <div className="flex w-full max-w-xl flex-col items-center rounded-card border border-line bg-white px-6 py-12 text-center shadow-card sm:px-12">{body}</div>
          ) : (
            body
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

/** The icon of a success screen: a check in a green disc, above the dialog's title. */
export function SuccessMark({ large = false }: { large?: boolean }) {
  return (
    <span aria-hidden="true" className={`mx-auto flex items-center justify-center rounded-full bg-success-soft text-success ${large ? 'mb-5 size-20' : 'mb-3 size-12'}`}>
      <CheckIcon className={large ? 'size-11' : 'size-7'} />
    </span>
  );
}
