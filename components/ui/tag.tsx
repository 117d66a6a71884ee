import type { ReactNode } from 'react';

// Tags in the three tones of the visual language (design/ui.md: primary, success, info).
// The classes are defined in app/globals.css (tag, tag-<tone>): tags repeat many times a page.
const TONES = { primary: 'tag-primary', success: 'tag-success', info: 'tag-info' } as const;

export type TagTone = keyof typeof TONES;

/** 001 §9: a tag is at most 180px wide by default; longer text is cut with an ellipsis. */
export function Tag({ tone = 'primary', children }: { tone?: TagTone; children: ReactNode }) {
  return (
    <span className={`tag ${TONES[tone]}`}>
      {children}
    </span>
  );
}
