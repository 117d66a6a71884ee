'use client';

import { Toaster, toast } from 'sonner';

// The subscribe flow's own toaster: a page may carry another one (a form's), and each shows only its
// own toasts. While the dialog is open the toaster sits inside it, since Headless UI makes the rest
// of the page inert (toasts there would be seen but never announced).
const TOASTER_ID = 'subscribe';

type Tone = 'info' | 'warning' | 'error' | 'success';

/** Shows a toast of the subscribe flow (001 §8); sonner's default duration unless given. */
export function notify(text: string, tone: Tone = 'warning', duration?: number): void {
  toast[tone](text, { toasterId: TOASTER_ID, duration });
}

export function SubscribeToaster() {
  return <Toaster id={TOASTER_ID} position="top-center" richColors />;
}
