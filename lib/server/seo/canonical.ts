import 'server-only';
import type { Metadata } from 'next';
import { requestOrigin } from '@/lib/server/http/origin';

/**
 * The canonical address of a page whose content is its city's (the home page, the lists and searches
 * that show the sub-site's city): on the host it was asked on, so each city sub-site is its own page.
 * Every other page keeps the layout's base, the main site (docs/decisions/0008-one-canonical-host.md).
 */
export async function cityPageCanonical(path: string): Promise<Pick<Metadata, 'metadataBase' | 'alternates'>> {
  return { metadataBase: new URL(await requestOrigin()), alternates: { canonical: path } };
}
