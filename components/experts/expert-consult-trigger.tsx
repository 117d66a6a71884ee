'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { LazyDialogTrigger } from '@/components/ui/lazy-dialog-trigger';

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
  return (
    <LazyDialogTrigger
      preload={preload}
      fresh
      testId={testId}
      label={label}
      className={className}
      dialog={(open, close) => <ExpertConsultDialog open={open} onClose={close} jfId={jfId} loggedIn={loggedIn} />}
    >
      {children}
    </LazyDialogTrigger>
  );
}
