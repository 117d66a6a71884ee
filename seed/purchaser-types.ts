// The kinds of purchasing unit, apart from the units themselves (purchasers.ts): the project rules
// (projects.ts) price by kind, and the units' systems come from the topics, which read those rules.
export const PURCHASER_TYPES = ['政府机关', '事业单位', '国有企业', '医疗机构', '高等院校', '社会团体'] as const;
export type PurchaserType = (typeof PURCHASER_TYPES)[number];
