// Which hosts the portal answers on (docs/decisions/0008-one-host-per-page.md): the site's domain and
// the sub-site of each real city. Any other name under the domain (a typo, a guessed label, a nested
// name) is sent for good to the same address on the main site, so no crawler indexes a copy of the
// portal under an invented host. Hosts outside the domain (an address, a health check) are served.
import { CITY_SITES } from './sites.generated';

const KNOWN = new Set(CITY_SITES);

/** The main-site host to redirect to, keeping the port the visitor used, or null to serve the request. */
export function unknownHostRedirect(host: string | null | undefined, siteDomain: string, known: ReadonlySet<string> = KNOWN): string | null {
  if (!host) return null;
  const lower = host.toLowerCase();
  const port = /:\d{1,5}$/.exec(lower)?.[0] ?? '';
  const name = lower.slice(0, lower.length - port.length).replace(/\.$/, '');
  const domain = siteDomain.toLowerCase();
  if (!name.endsWith(`.${domain}`)) return null;
  const label = name.slice(0, -(domain.length + 1));
  return known.has(label) ? null : `${domain}${port}`;
}
