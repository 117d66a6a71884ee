// Naming rules for divisions: short names (成都市 -> 成都) and their pinyin.
import { pinyin } from 'pinyin-pro';

// The 55 minority nationalities (GB/T 3304). Autonomous prefectures and regions carry them between the
// place name and the suffix (延边朝鲜族自治州, 广西壮族自治区); the short name drops them.
const NATIONALITIES = (
  '蒙古 回 藏 维吾尔 苗 彝 壮 布依 朝鲜 满 侗 瑶 白 土家 哈尼 哈萨克 傣 黎 傈僳 佤 畲 高山 拉祜 水 东乡 纳西 ' +
  '景颇 柯尔克孜 土 达斡尔 仫佬 羌 布朗 撒拉 毛南 仡佬 锡伯 阿昌 普米 塔吉克 怒 乌孜别克 俄罗斯 鄂温克 ' +
  '德昂 保安 裕固 京 塔塔尔 独龙 鄂伦春 赫哲 门巴 珞巴 基诺'
).split(' ');

const SUFFIX = /(?:自治州|自治区|地区|省|市|盟)$/;

/**
 * The name people use for a division: suffixes and nationality names dropped, never shorter than
 * two characters (内蒙古自治区 stays 内蒙古, 西藏自治区 stays 西藏).
 */
export function shortDivisionName(fullName: string): string {
  let name = fullName.replace(SUFFIX, '');
  if (name.length < 2) return fullName;
  // Only autonomous divisions carry nationality names; elsewhere a tail like 水 is part of the
  // place name (六盘水).
  if (!fullName.includes('自治')) return name;
  for (let changed = true; changed; ) {
    changed = false;
    for (const nationality of NATIONALITIES) {
      for (const token of [`${nationality}族`, nationality]) {
        if (name.endsWith(token) && name.length - token.length >= 2) {
          name = name.slice(0, -token.length);
          changed = true;
        }
      }
    }
  }
  return name;
}

// pinyin-pro reads 喀什 as "kashen"; every other prefecture comes out right when read in the context
// of its full name (昌都市 gives changdu where 昌都 alone gives changdou). 陕西 takes its official
// spelling Shaanxi, which keeps it apart from 山西 (Shanxi) in addresses.
const PINYIN_FIXES: Record<string, string[]> = { 喀什: ['ka', 'shi'], 陕西: ['shaan', 'xi'] };

/** Toneless syllables of `shortName`, read as the start of `fullName` so word polyphones resolve. */
export function nameSyllables(shortName: string, fullName: string): string[] {
  const fixed = PINYIN_FIXES[shortName];
  if (fixed) return fixed;
  const context = fullName.startsWith(shortName) ? fullName : shortName;
  return pinyin(context, { toneType: 'none', type: 'array', v: true }).slice(0, shortName.length);
}
