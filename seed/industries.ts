// Industry category rows (parents I01.., children I0101..) from the catalogue.
import { INDUSTRIES, type IndustryDef } from './catalogue';

export interface IndustryRow {
  code: string;
  name: string;
  parentCode: string | null;
  sort: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export function parentIndustryCode(industry: IndustryDef): string {
  return `I${pad2(INDUSTRIES.indexOf(industry) + 1)}`;
}

/** Parents first, each followed by its children, sorted as listed in the catalogue. */
export function industryRows(): IndustryRow[] {
  return INDUSTRIES.flatMap((industry, i) => {
    const code = parentIndustryCode(industry);
    return [
      { code, name: industry.name, parentCode: null, sort: i + 1 },
      ...industry.children.map((name, j) => ({ code: `${code}${pad2(j + 1)}`, name, parentCode: code, sort: j + 1 })),
    ];
  });
}
