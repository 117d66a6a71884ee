// The software-frontier columns (002 §3 Column) and how their thumbnails look: the seed writes the
// columns and articles from this, and scripts/news-images.ts draws the thumbnails (public/images/news).
import type { Motif } from './ad-creatives';

export interface NewsColumnDef {
  labelCode: string;
  labelName: string;
  labelDesc: string;
  /** Gradient of the column's thumbnails. */
  colors: [string, string];
  motifs: readonly Motif[];
}

export const NEWS_IMAGE_DIR = '/images/news';
/** Thumbnails per column, drawn with the column's motifs in turn. */
export const THUMBS_PER_COLUMN = 4;
export const newsThumbPath = (labelCode: string, n: number) => `${NEWS_IMAGE_DIR}/${labelCode.toLowerCase()}-${n}.svg`;
export const newsColumnImage = (labelCode: string) => newsThumbPath(labelCode, 0);

export const NEWS_COLUMNS: readonly NewsColumnDef[] = [
  { labelCode: 'ZCJD', labelName: '政策解读', labelDesc: '数字政府、数据要素与软件产业政策的要点与影响', colors: ['#0b4fd6', '#3b8cff'], motifs: ['document', 'building', 'bell', 'search'] },
  { labelCode: 'HYDT', labelName: '行业动态', labelDesc: '政企数字化采购、项目落地与市场格局的最新变化', colors: ['#d4380d', '#fa8c16'], motifs: ['chart', 'skyline', 'pin', 'bell'] },
  { labelCode: 'JSQY', labelName: '技术前沿', labelDesc: '大模型、低代码、云原生与信创技术的进展与实践', colors: ['#531dab', '#9254de'], motifs: ['chip', 'code', 'cloud', 'phone'] },
  { labelCode: 'SZAL', labelName: '数字化案例', labelDesc: '政务、医疗、教育、制造等行业的交付案例拆解', colors: ['#006d75', '#13c2c2'], motifs: ['skyline', 'chart', 'building', 'pin'] },
  { labelCode: 'CGZN', labelName: '采购指南', labelDesc: '软件项目立项、预算、招标与验收的实务方法', colors: ['#237804', '#52c41a'], motifs: ['document', 'search', 'shield', 'chart'] },
  { labelCode: 'ZJGD', labelName: '专家观点', labelDesc: '行业专家对数字化转型路径与方法的评述', colors: ['#10239e', '#2f54eb'], motifs: ['search', 'cloud', 'shield', 'code'] },
];
