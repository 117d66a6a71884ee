'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';
import type { SubscribeKind } from '@/lib/opportunities/selection';
import { SubscriptionForm } from './subscription-form';
import { SuccessPanel } from './success-panel';
import { SubscribeToaster } from './toaster';

/** Dialog titles (001 §9) and success texts (001 §8) per button. */
export const SUBSCRIBE_TITLE: Record<SubscribeKind, string> = {
  gov: '订阅政府招标商机',
  software: '订阅软件外包商机',
  manpower: '订阅人力外包商机',
};
export const SUCCESS_TEXT: Record<SubscribeKind, string> = {
  gov: '成功订阅政府招标商机',
  software: '成功订阅软件外包商机',
  manpower: '成功订阅人力外包商机',
};

export interface SubscriptionDialogProps {
  kind: SubscribeKind;
  /** The logged-in user, whose saved settings pre-fill the dialog. */
  jfId: number;
  /** Government: the bid source it opens on ('2' platform agency, '1' third-party). */
  bidSource?: string;
  open: boolean;
  /** `saved`: a subscription was saved while it was open (001 §4: the channel counts as subscribed). */
  onClose(saved: boolean): void;
}

/** 001 §2, §4, §5: the subscription form of one channel, then the success panel with the QR codes. */
export function SubscriptionDialog({ kind, jfId, bidSource, open, onClose }: SubscriptionDialogProps) {
  const [done, setDone] = useState(false);
  const close = () => onClose(done);
  return (
    <Dialog open={open} onClose={close} title={SUBSCRIBE_TITLE[kind]} size="lg">
      <button type="button" onClick={close} aria-label="关闭" className="absolute right-3 top-3 rounded p-1.5 text-ink-faint hover:bg-page hover:text-ink">
        <CloseIcon className="size-5" />
      </button>
      {done ? (
        <SuccessPanel text={SUCCESS_TEXT[kind]} onClose={close} />
      ) : (
        <SubscriptionForm kind={kind} jfId={jfId} bidSource={bidSource} onBack={close} onSaved={() => setDone(true)} />
      )}
      <SubscribeToaster />
    </Dialog>
  );
}
