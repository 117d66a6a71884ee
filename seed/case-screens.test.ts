import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CASE_SCREENS, caseScreenPath, drawCaseScreen, PALETTE_NAMES, SCREEN_KINDS } from './case-screens';

const publicFile = (site: string) => readFileSync(path.join(import.meta.dirname, '..', 'public', site), 'utf8');
const drawings = ALL_CASE_SCREENS.map((screen) => ({ screen, svg: drawCaseScreen(screen) }));

/** Tags open and close in order, and every `&` starts an entity: what a browser's XML parser needs. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const [tag] of svg.matchAll(/<[^>]+>/g)) {
    if (tag.endsWith('/>')) continue;
    const name = /^<\/?([\w:-]+)/.exec(tag)?.[1];
    if (!name) return false;
    if (tag.startsWith('</')) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0 && !/&(?!(amp|lt|gt|quot|#\d+);)/.test(svg);
}

describe('case screenshots', () => {
  it('are committed exactly as drawn (npx tsx scripts/case-screens.ts writes them)', () => {
    for (const { screen, svg } of drawings) expect(publicFile(caseScreenPath(screen)), caseScreenPath(screen)).toBe(`${svg}\n`);
  });

  it('are every kind in every palette, 800x500, well-formed and under 12 KB', () => {
    expect(ALL_CASE_SCREENS).toHaveLength(SCREEN_KINDS.length * PALETTE_NAMES.length);
    expect(new Set(ALL_CASE_SCREENS.map(caseScreenPath)).size).toBe(ALL_CASE_SCREENS.length);
    for (const { screen, svg } of drawings) {
      const name = caseScreenPath(screen);
      expect(svg, name).toMatch(/^<svg [^>]*width="800" height="500" viewBox="0 0 800 500"/);
      expect(wellFormed(svg), name).toBe(true);
      expect(Buffer.byteLength(svg), name).toBeLessThan(12 * 1024);
    }
  });

  it('set short Chinese labels in the system font stack', () => {
    for (const { screen, svg } of drawings) {
      expect(svg, caseScreenPath(screen)).toContain("font-family=\"'PingFang SC'");
      const labels = [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]!);
      expect(labels.filter((l) => /[\u4e00-\u9fff]/.test(l)).length, caseScreenPath(screen)).toBeGreaterThan(15);
    }
  });

  it('differ in layout, not only in colour, within each kind', () => {
    for (const kind of SCREEN_KINDS) {
      const shapes = drawings.filter((d) => d.screen.kind === kind).map((d) => d.svg.replace(/#[0-9a-f]{3,8}\b/gi, ''));
      expect(new Set(shapes).size, kind).toBe(PALETTE_NAMES.length);
    }
  });

  it('draw the same picture again for the same seed, and another for another seed', () => {
    const screen = ALL_CASE_SCREENS[0]!;
    expect(drawCaseScreen(screen)).toBe(drawings[0]!.svg);
    expect(drawCaseScreen(screen, 24)).not.toBe(drawings[0]!.svg);
  });
});
