'use client';

// The side bar's suggestion and complaint form (001 §2: an embedded page of the main host): the page
// /feedback.html in a frame, told which page it was opened from.
import { Dialog } from '@/components/ui/dialog';
import { feedbackPageHref } from '@/lib/contact/rules';

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="建议与投诉" size="lg">
      {open && (
        <iframe
          title="建议与投诉表单"
          src={feedbackPageHref(`${window.location.pathname}${window.location.search}`)}
          data-testid="feedback-frame"
          className="mt-3 h-[460px] w-full rounded-card border border-line"
        />
      )}
      <button type="button" onClick={onClose} aria-label="关闭" className="absolute right-4 top-4 text-ink-muted hover:text-ink">
        ×
      </button>
    </Dialog>
  );
}
