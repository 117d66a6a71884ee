import type { ReactNode } from 'react';

/**
 * A page that stands without the site's chrome: one shown in a frame of another page (the side bar's
 * form) or in a window of its own (the chat). The root layout renders the chrome for every page; the
 * marker below hides everything of it but <main> (app/globals.css, `bare-page`).
 */
export function BarePage({ children }: { children: ReactNode }) {
  return (
    <div data-bare-page="" className="bg-white">
      {children}
    </div>
  );
}
