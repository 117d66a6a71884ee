import type { ReactNode } from 'react';

// Tags in the three tones of the visual language (design/ui.md: primary, success, info).
const TONES = {
  primary: 'bg-primary-soft text-primary-active',
  success: 'bg-success-soft text-success',
  info: 'bg-info-soft text-info',
} as const;

export type TagTone = keyof typeof TONES;

/** 001 §9: a tag is at most 180px wide by default; longer text is cut with an ellipsis. */
export function Tag({ tone = 'primary', children }: { tone?: TagTone; children: ReactNode }) {
  return (
    <span className={`inline-block max-w-[180px] truncate rounded px-1.5 py-px align-middle text-meta ${TONES[tone]}`}>
      {children}
    </span>
  );
}
