// Which configuration of the one shared header a page shows (001 §2). The chrome lives in the root
// layout, which Next keeps across client-side navigations, so the choice is made from the path in the
// header's client islands (right on the server render and after every navigation) rather than
// handed down by a page:
// - 'main': the header navigation of 001 §2 (home, sourcing, demand hall, ...).
// - 'digital': the alternative main navigation bar (政企数字化转型 ... 地图) with the search types and
//   quick keywords, on the pages of that family.
// - 'solutions': the solutions page's header: 'digital' plus the app QR codes, the site-navigation
//   and customer-service menus and the English site in the top bar, and industry enablement, the
//   mobile version and the global site in the navigation.
// - 'registration': the registration header of 001 §2 / 002 §2 on the four steps of registration: the
//   logo (home) and the 买家注册 label under the top bar (its login prompt or user menu with identity
//   switching, logout and workbench), without the search, quick publish and navigation.
// A page joins a variant by its name (the first path segment, as the legacy address or the App Router
// path) in VARIANT_PAGES.
import { segments } from './active';

export type HeaderVariant = 'main' | 'digital' | 'solutions' | 'registration';

const VARIANT_PAGES: Record<Exclude<HeaderVariant, 'main'>, readonly string[]> = {
  digital: ['business', 'enterprise', 'jfcase', 'jfservice', 'jfmap'],
  solutions: ['scheme'],
  registration: ['register', 'activeinformation', 'checkpending', 'checksuccess'],
};

export function headerVariant(pathname: string | null | undefined): HeaderVariant {
  const page = segments(pathname ?? '/')[0];
  if (page === undefined) return 'main';
  if (VARIANT_PAGES.solutions.includes(page)) return 'solutions';
  if (VARIANT_PAGES.registration.includes(page)) return 'registration';
  if (VARIANT_PAGES.digital.includes(page)) return 'digital';
  return 'main';
}

/** Whether a variant shows the alternative navigation bar and the search types. */
export const showsAltNav = (variant: HeaderVariant) => variant === 'digital' || variant === 'solutions';
