'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';

// The dialog loads when it is about to be used; each opening starts with an empty text box (001 §4).
const ExpertConsultDialog = dynamic(() => import('./expert-consult-dialog').then((m) => m.ExpertConsultDialog));
const preload = () => void import('./expert-consult-dialog');

interface ExpertConsultTriggerProps {
  jfId?: number;
  loggedIn: boolean;
  className: string;
  label?: string;
  testId?: string;
  children: ReactNode;
}

export function ExpertConsultTrigger({ jfId, loggedIn, className, label, testId = 'expert-consult', children }: ExpertConsultTriggerProps) {
  const [open, setOpen] = useState(false);
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
      {round > 0 && <ExpertConsultDialog key={round} open={open} onClose={() => setOpen(false)} jfId={jfId} loggedIn={loggedIn} />}
    </>
  );
}
