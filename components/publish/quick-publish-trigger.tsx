'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { LazyDialogTrigger } from '@/components/ui/lazy-dialog-trigger';
import type { Publisher } from './quick-publish-dialog';

// The dialog (its form, captcha and SMS code) is a chunk of its own, fetched when a pointer comes near
// the button or it is pressed: the pages that carry a "发布需求" button do not pay for it up front.
const QuickPublishDialog = dynamic(() => import('./quick-publish-dialog').then((m) => m.QuickPublishDialog));
const preload = () => void import('./quick-publish-dialog');

interface QuickPublishTriggerProps {
  publisher: Publisher | null;
  fromType: string;
  className: string;
  children: ReactNode;
  label?: string;
}

/** A button that opens the quick-publish dialog (header, side bar, demand pages). */
export function QuickPublishTrigger({ publisher, fromType, className, children, label }: QuickPublishTriggerProps) {
  return (
    <LazyDialogTrigger
      preload={preload}
      testId={`quick-publish-${fromType}`}
      label={label}
      className={className}
      dialog={(open, close) => <QuickPublishDialog open={open} onClose={close} publisher={publisher} fromType={fromType} />}
    >
      {children}
    </LazyDialogTrigger>
  );
}
