// The kinds of IT project a buyer tenders, each with its own price range: building a platform costs
// hundreds of thousands to tens of millions of yuan, upgrading or running one less, a consulting study
// less again, and buying licences or devices can be a small purchase of a few thousand.
import type { PurchaserType } from './purchaser-types';
import { weightedChoice, type Rng } from './rng';

export type ProjectKindKey = 'build' | 'upgrade' | 'maintain' | 'consult' | 'purchase';

export interface ProjectKind {
  key: ProjectKindKey;
  /** Endings of a project name after the system, e.g. 建设项目. */
  endings: readonly string[];
  /** The range in 元 every amount of the kind lies in, and the median of its skewed (log-normal) spread. */
  min: number;
  max: number;
  median: number;
  sigma: number;
}

export const PROJECT_KINDS: Record<ProjectKindKey, ProjectKind> = {
  build: { key: 'build', endings: ['建设项目', '建设工程项目', '开发及实施项目', '软件开发项目'], min: 200_000, max: 40_000_000, median: 1_600_000, sigma: 0.9 },
  upgrade: { key: 'upgrade', endings: ['升级改造项目', '扩容升级项目', '迁移上云改造项目', '前端开发服务项目'], min: 100_000, max: 10_000_000, median: 650_000, sigma: 0.8 },
  maintain: { key: 'maintain', endings: ['运维服务项目', '运行维护服务采购项目', '年度技术支持服务项目'], min: 30_000, max: 4_000_000, median: 260_000, sigma: 0.75 },
  consult: { key: 'consult', endings: ['规划咨询服务项目', '可行性研究报告编制项目', '建设监理服务项目', '等级保护测评服务项目'], min: 15_000, max: 1_500_000, median: 110_000, sigma: 0.7 },
  purchase: { key: 'purchase', endings: ['配套设备采购项目', '软件许可采购项目', '终端设备采购项目'], min: 3_000, max: 3_000_000, median: 60_000, sigma: 1.1 },
};

export const pickProjectKind = weightedChoice<ProjectKind>([
  [PROJECT_KINDS.build, 40],
  [PROJECT_KINDS.upgrade, 18],
  [PROJECT_KINDS.maintain, 22],
  [PROJECT_KINDS.consult, 10],
  [PROJECT_KINDS.purchase, 10],
]);

/**
 * A project's name as buyers write it (winning bids and tender notices alike): the buyer, often the
 * budget year, the system of its own kind and the kind's ending, now and then a phase. `ending`
 * names the ending instead of the drawn one; the draws are the same either way.
 */
export function projectTitle(rng: Rng, buyer: string, system: string, kind: ProjectKind, year: number, ending?: string): { name: string; ending: string } {
  const phase = kind.key === 'build' && rng.chance(0.15) ? `（${rng.pick(['一', '二', '三'])}期）` : '';
  const when = rng.chance(0.85) ? `${year}年` : '';
  const drawn = rng.pick(kind.endings);
  const last = ending ?? drawn;
  return { name: `${buyer}${when}${system}${last}${phase}`, ending: last };
}

/** The kind a project name ends in (the longest matching ending), for checks on generated data. */
export function projectKindOf(projectName: string): ProjectKind | undefined {
  const endings = Object.values(PROJECT_KINDS).flatMap((kind) => kind.endings.map((ending) => ({ kind, ending })));
  // A phase, or the lot number that tells a tender notice from an earlier one of the same name.
  const matching = endings.filter((e) => projectName.replace(/（(?:[一二三]期|第\d+包)）$/, '').endsWith(e.ending));
  return matching.sort((a, b) => b.ending.length - a.ending.length)[0]?.kind;
}

// State-owned groups and big hospitals spend more per project than a college or an association.
const BUYER_FACTOR: Record<PurchaserType, number> = {
  政府机关: 1,
  事业单位: 0.7,
  国有企业: 1.4,
  医疗机构: 1.1,
  高等院校: 0.6,
  社会团体: 0.25,
};

/** A contract value in 元 within the kind's range, skewed towards its (buyer-scaled) median. */
export function projectAmount(rng: Rng, kind: ProjectKind, buyer: PurchaserType): number {
  const median = kind.median * BUYER_FACTOR[buyer];
  let raw = rng.logNormal(median, kind.sigma);
  // Redrawing keeps the spread's shape inside the range; the rare still-outside draw is clamped.
  for (let tries = 0; tries < 4 && (raw < kind.min || raw > kind.max); tries++) raw = rng.logNormal(median, kind.sigma);
  const value = Math.min(kind.max, Math.max(kind.min, raw));
  // Tender prices are often quoted in whole hundreds.
  return rng.chance(0.4) ? Math.min(kind.max, Math.max(kind.min, Math.round(value / 100) * 100)) : Math.round(value * 100) / 100;
}
