/** 000 §3: purchaser holds the purchasing units' names separated by spaces. */
export function purchaserNames(purchaser: string): string[] {
  return purchaser.split(/\s+/).filter(Boolean);
}
