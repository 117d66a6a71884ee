/**
 * Whether a value is an absolute web address (http or https with a host): what a link to another site
 * may be. Anything else, javascript: or data: above all, is refused where an operator enters links.
 */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !/\s/.test(value);
  } catch {
    return false;
  }
}
