import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';

const publicDir = path.join(process.cwd(), 'public');
const checked = new Map<string, boolean>();

/**
 * A logo the page can show, or null for the generated emblem: a site path whose file is shipped under
 * public/. The demo data names logo files that do not exist, and a broken image looks worse than the
 * emblem; logos are uploaded to the site, so other addresses are not expected.
 */
export function usableLogo(logo: string | null): string | null {
  if (!logo?.startsWith('/')) return null;
  let exists = checked.get(logo);
  if (exists === undefined) {
    const file = path.join(publicDir, logo);
    exists = file.startsWith(publicDir + path.sep) && existsSync(file);
    checked.set(logo, exists);
  }
  return exists ? logo : null;
}
