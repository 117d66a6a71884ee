'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import type { Publisher } from '@/components/publish/quick-publish-dialog';

// The consult dialog (its form, suggestions, SMS code and captcha) loads when it is about to be used.
const ConsultDialog = dynamic(() => import('./consult-dialog').then((m) => m.ConsultDialog));
const preload = () => void import('./consult-dialog');

/** A "立即咨询" button opening the consult dialog with the page's service ticked. */
export function ConsultTrigger({ serviceId, publisher, className, children }: { serviceId?: number; publisher: Publisher | null; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid={`consult-${serviceId ?? 'all'}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={className}
      >
        {children}
      </button>
      {opened && <ConsultDialog open={open} onClose={() => setOpen(false)} serviceId={serviceId} publisher={publisher} />}
    </>
  );
}
