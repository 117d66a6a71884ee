// Custom values travel as keys of their field, told apart from fixed item keys by a prefix (002 §2).
import type { CustomKind } from './types';

export const CUSTOM_KEY_PREFIX: Record<CustomKind, string> = {
  'date-range': 'range:',
  'price-range': 'price:',
  'city-index': 'city:',
};

export function isCustomKey(key: string): boolean {
  return Object.values(CUSTOM_KEY_PREFIX).some((prefix) => key.startsWith(prefix));
}
