import type { Metadata } from 'next';
import { FeedbackForm } from '@/components/contact/feedback-form';
import { BarePage } from '@/components/contact/bare-page';

export const metadata: Metadata = {
  title: '建议与投诉',
  alternates: { canonical: '/feedback.html' },
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A path of this site the form was opened from, else none (never another site's address). */
function fromOf(value: string | string[] | undefined): string | null {
  const from = typeof value === 'string' ? value : null;
  return from && from.length <= 300 && from.startsWith('/') && !from.startsWith('//') && !from.includes('\\') ? from : null;
}

// The suggestion and complaint page (001 §2: the side bar embeds it). Without the chrome: it lives in
// the side bar's frame.
export default async function FeedbackPage({ searchParams }: Props) {
  const from = fromOf((await searchParams).from);
  return (
    <BarePage>
      <div className="mx-auto max-w-[640px] px-4 py-5">
        <h1 className="sr-only">建议与投诉</h1>
        <p className="mb-4 rounded-card bg-primary-soft/60 px-4 py-2.5 text-meta leading-5 text-ink-muted">
          您的每一条建议和投诉我们都会认真对待。紧急问题请拨打平台客服热线，我们将尽快为您处理。
        </p>
        <FeedbackForm from={from} />
      </div>
    </BarePage>
  );
}
