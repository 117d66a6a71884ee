import type { ReactNode } from 'react';
import type { TagTone } from '@/lib/ui/tag-tone';

// Tags in the three tones of the visual language (design/ui.md: primary, success, info).
// The classes are defined in app/globals.css (tag, tag-<tone>): tags repeat many times a page.
const TONES: Record<TagTone, string> = { primary: 'tag-primary', success: 'tag-success', info: 'tag-info' };

/** 001 §9: a tag is at most 180px wide by default; longer text is cut with an ellipsis. */
export function Tag({ tone = 'primary', children }: { tone?: TagTone; children: ReactNode }) {
  return (
    <span className={`tag ${TONES[tone]}`}>
      {children}
    </span>
  );
}
