'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { LazyDialogTrigger } from '@/components/ui/lazy-dialog-trigger';

// The consult dialog (its form, suggestions, SMS code and captcha) loads when it is about to be used.
const ConsultDialog = dynamic(() => import('./consult-dialog').then((m) => m.ConsultDialog));
const preload = () => void import('./consult-dialog');

/** A "立即咨询" button opening the consult dialog with the page's service ticked. */
export function ConsultTrigger({ serviceId, publisher, className, children }: { serviceId?: number; publisher: Publisher | null; className: string; children: ReactNode }) {
  return (
    <LazyDialogTrigger
      preload={preload}
      testId={`consult-${serviceId ?? 'all'}`}
      className={className}
      dialog={(open, close) => <ConsultDialog open={open} onClose={close} serviceId={serviceId} publisher={publisher} />}
    >
      {children}
    </LazyDialogTrigger>
  );
}
