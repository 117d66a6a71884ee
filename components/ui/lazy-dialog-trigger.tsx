'use client';

import { Fragment, useState, type ReactNode } from 'react';

interface LazyDialogTriggerProps {
  /** Starts fetching the dialog's chunk: called when a pointer comes near the button or it takes focus. */
  preload: () => void;
  /** The dialog, mounted from the first press on: it keeps its state when closed and opened again, unless `fresh`. */
  dialog: (open: boolean, close: () => void) => ReactNode;
  /** Each opening mounts the dialog anew (an empty form each time). */
  fresh?: boolean;
  testId: string;
  className: string;
  label?: string;
  children: ReactNode;
}

/**
 * A button opening a dialog that is a chunk of its own (next/dynamic): the pages that carry the button
 * do not pay for the dialog's form, captcha and SMS code up front.
 */
export function LazyDialogTrigger({ preload, dialog, fresh = false, testId, className, label, children }: LazyDialogTriggerProps) {
  const [open, setOpen] = useState(false);
  // Presses so far: none leaves the dialog unmounted; with `fresh` each one is a new key.
  const [round, setRound] = useState(0);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        data-testid={testId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRound((n) => n + 1);
          setOpen(true);
        }}
        className={className}
      >
        {children}
      </button>
      {round > 0 && <Fragment key={fresh ? round : 0}>{dialog(open, () => setOpen(false))}</Fragment>}
    </>
  );
}
