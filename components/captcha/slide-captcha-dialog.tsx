'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { CaptchaPass } from '@/lib/captcha/types';
import { SlideCaptcha } from './slide-captcha';

export interface SlideCaptchaDialogProps {
  open: boolean;
  onClose(): void;
  onPass(result: CaptchaPass): void;
}

/** The slide puzzle in a modal dialog: focus stays inside, Esc closes, each opening starts a new puzzle. */
export function SlideCaptchaDialog({ open, onClose, onPass }: SlideCaptchaDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="rounded-card bg-white p-5 shadow-pop">
          <DialogTitle className="mb-3 text-[16px] font-medium text-ink">请完成安全验证</DialogTitle>
          <SlideCaptcha onPass={onPass} onClose={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
