import { z } from 'zod';
import { recordId } from '@/lib/api/record-id';

// The home page's recommended blocks an editor can pin items on, per city (docs/features.md, Operator
// console: home recommendations). Pinned items come first in the editor's order; the block's automatic
// choice fills the places left, so a city with nothing pinned shows what it showed before.

export const HOME_PICK_KINDS = ['solution', 'supplier', 'case'] as const;
export type HomePickKind = (typeof HOME_PICK_KINDS)[number];

export const HOME_PICK_LABELS: Record<HomePickKind, string> = { solution: '推荐方案', supplier: '优质服务商', case: '精选案例' };

/** Places in each block (what the home page shows). */
export const HOME_BLOCK_SIZE: Record<HomePickKind, number> = { solution: 6, supplier: 6, case: 6 };

const REF_PATTERN: Record<HomePickKind, RegExp> = { solution: /^[0-9a-f]{32}$/, supplier: /^[1-9]\d{0,8}$/, case: /^[0-9a-f]{24}$/ };

/**
 * The item an editor names: its id, or the address of its public page (the `id` or `originIdSec` of the
 * query). null when it is neither.
 */
export function pickRefOf(kind: HomePickKind, text: string): string | null {
  const raw = text.trim();
  let ref = raw;
  if (/[/?=]/.test(raw)) {
    try {
      const params = new URL(raw, 'http://x').searchParams;
      ref = params.get('originIdSec') ?? params.get('id') ?? '';
    } catch {
      return null;
    }
  }
  ref = ref.trim().toLowerCase();
  return REF_PATTERN[kind].test(ref) ? ref : null;
}

/** Pinned items first, then the automatic ones not pinned, up to `size`. */
export function withPicks<T>(pinned: readonly T[], automatic: readonly T[], keyOf: (item: T) => string, size: number): T[] {
  const seen = new Set(pinned.map(keyOf));
  return [...pinned, ...automatic.filter((item) => !seen.has(keyOf(item)))].slice(0, size);
}

const kindSchema = z.enum(HOME_PICK_KINDS, { error: '推荐位不正确' });
const citySchema = z.string().regex(/^\d{6}$/, '城市编码不正确');

export const pinHomeItemSchema = z.object({
  cityCode: citySchema,
  kind: kindSchema,
  /** The item's id or its page's address. */
  item: z.string().trim().min(1, '请填写推荐内容的编号或地址').max(300, '地址最多 300 个字符'),
});

export const orderHomePicksSchema = z.object({
  cityCode: citySchema,
  kind: kindSchema,
  ids: z.array(recordId('推荐编号'), '推荐顺序格式不正确').min(1, '没有要排序的推荐').max(6, '推荐过多'),
});

export const unpinHomeItemSchema = z.object({ id: recordId('推荐编号') });

/** A pinned item as the console lists it. */
export interface HomePickRecord {
  id: number;
  kind: HomePickKind;
  itemRef: string;
  /** The item's name; null when it is gone (the home page skips it). */
  title: string | null;
  href: string | null;
}
