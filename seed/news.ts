import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { newsArticles, newsColumns } from '@/lib/server/db/schema';
import { VIDEO_CREATIVE } from './ad-creatives';
import { NEWS_COLUMNS, newsColumnImage, newsThumbPath, THUMBS_PER_COLUMN } from './news-columns';
import { createRng, type Rng } from './rng';

// The software-frontier articles (002 §2 Industry view): a few hundred, composed from each column's subjects and
// many sentence patterns filled with the article's own facts (city, system, figures), so no two read
// alike. Reference data (seed/reference.ts): written once into an empty table, with publish times
// counted back from the day of seeding.

export const NEWS_ARTICLE_COUNT = 320;
const NEWS_SEED = 20261124;

const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '重庆', '武汉', '南京', '西安', '苏州', '长沙', '合肥', '郑州', '济南', '青岛', '厦门', '贵阳'];
const SYSTEMS = ['一网通办平台', '城市运行管理平台', '互联网医院平台', '智慧校园平台', '政务数据共享交换平台', '12345 热线系统', '智慧工地监管平台', '企业 ERP 系统', '数字孪生城市平台', '公共资源交易平台', '电子病历系统', '财政预算管理一体化系统'];
const TECH = ['大模型', '低代码', '云原生', '数据中台', '信创适配', '数字孪生', '隐私计算', 'RPA 流程自动化', '知识图谱', '边缘计算'];
const AUTHORS = ['云采汇研究院', '云采汇编辑部', '数字政府观察', '软件采购研究组', '行业分析师 周明', '特约撰稿人 林晓', '产业研究员 陈静'];

/** Per column: title patterns ({city} {system} {tech} {n} {year} filled in). */
const TITLES: Record<string, readonly string[]> = {
  ZCJD: ['{year}年数字政府建设要点解读：{system}如何提质增效', '数据要素新政落地，{city}发布{n}条配套措施', '解读：软件正版化与信创采购的新要求', '政府采购需求管理办法实施一年，{system}项目怎么立项', '{city}出台“{tech}+政务”三年行动方案，重点看这{n}点', '公共数据授权运营新规出台，{city}率先试点', '{city}数据局挂牌一周年：{system}接入部门增至{n}个', '政策速递：{year}年软件和信息技术服务业发展要点', '{tech}应用管理办法征求意见，这{n}条与采购单位相关'],
  HYDT: ['{city}{system}项目中标结果公布，总金额超{n}千万元', '{year}年前三季度政企软件采购规模同比增长{n}%', '{city}启动{system}升级改造，预计明年上线', '{tech}项目招标数量半年翻番，{city}领跑', '软件服务商加速布局{city}，区域竞争格局生变', '{city}政务云二期扩容完成，承载系统超{n}个', '{city}公布{year}年数字化项目清单，涉及{system}等{n}项', '{tech}服务商排名出炉，{city}企业占{n}席', '{system}采购降温还是升温？{year}年数据说话'],
  JSQY: ['{tech}在{system}中的落地实践', '从试点到规模化：{tech}进入政务核心业务', '{tech}与{system}融合的{n}个关键技术问题', '国产数据库迁移实战：{system}的{n}步法', '{tech}平台选型指南：能力矩阵与成本测算', '用{tech}重构{system}：架构演进复盘', '{tech}+{system}：{city}的技术验证报告', '{tech}的{n}个落地误区与规避方法', '开源还是商用：{system}的{tech}选型之争'],
  SZAL: ['{city}{system}建设纪实：{n}个月从立项到上线', '案例拆解：{city}如何用{tech}打通{n}个部门数据', '{city}{system}上线一年：办件时长缩短{n}%', '一个区县的数字化样本：{city}{system}', '从“能用”到“好用”：{city}{system}迭代之路', '{tech}赋能{city}{system}，群众满意度提升至{n}%', '{city}：{system}让企业开办压缩至{n}小时', '复盘{city}{system}：预算{n}百万元花在了哪里', '{city}医院上线{system}，日均服务{n}百人次'],
  CGZN: ['软件项目预算怎么编：功能点法与{n}个常见误区', '{system}采购需求书写作要点', '竞争性磋商还是公开招标？软件项目采购方式选择指南', '软件项目验收清单：{n}项必查内容', '如何评估服务商交付能力：从案例到团队', '运维服务采购的计费方式与合同要点', '{tech}项目如何写技术参数：{n}个模板条款', '单一来源采购的适用情形与{n}个风险点', '{system}的运维服务包怎么定价'],
  ZJGD: ['专家谈：{tech}不是万能钥匙，{system}先要理清业务', '数字化转型下半场：从建系统到用数据', '专家观点：{city}经验可复制的{n}个条件', '软件采购中的“低价中标”问题怎么破', '专家：{system}建设要把运营前置', '政企数字化的{n}个认知误区', '专家：{city}{system}的成功在于“先治理后建设”', '{tech}热潮下，采购单位需要冷思考的{n}件事', '从{system}看数字政府的“最后一公里”'],
};

/** Sentence patterns of the body; each paragraph draws a few. */
const OPENINGS = [
  '近日，{city}{system}项目迎来新的进展，引发业内关注。',
  '{year}年以来，各地围绕{system}的建设投入持续加大。',
  '在数字政府建设进入深水区的背景下，{tech}正成为各地关注的焦点。',
  '据云采汇平台统计，今年以来涉及{system}的采购项目已超过{n}个。',
  '“过去一个事项要跑好几个窗口，现在线上就能办完。”{city}一位办事群众这样评价{system}带来的变化。',
];
const MIDDLES = [
  '项目采用{tech}技术路线，覆盖{n}个业务场景，实现了数据的统一汇聚与共享。',
  '从采购数据看，单个项目预算多在数十万元到数千万元之间，平台建设类项目占比最高。',
  '业内人士指出，系统建成只是起点，持续运营与数据治理才是发挥效益的关键。',
  '{city}在建设中坚持“统一规划、分步实施”，先从高频事项入手，再逐步扩展到全业务链条。',
  '服务商方面，具备行业案例与本地化服务团队的企业更受采购单位青睐。',
  '在安全方面，项目同步落实等保三级与商用密码应用要求，关键数据全程加密。',
  '值得注意的是，{tech}的引入降低了开发门槛，但对需求梳理和流程再造提出了更高要求。',
  '与传统模式相比，新平台的平均响应时间缩短了{n}%，人工核验工作量明显下降。',
  '多位采购单位负责人表示，清晰的需求书和可量化的验收指标是项目成功的前提。',
  '目前，已有{n}个区县接入统一平台，跨部门协同效率显著提升。',
];
const CLOSINGS = [
  '下一步，{city}将继续推进{system}与更多业务系统的对接，进一步释放数据价值。',
  '可以预见，随着{tech}的成熟，相关采购需求还将保持增长。',
  '对于服务商而言，深耕细分行业、打磨可复制的解决方案，将是赢得市场的关键。',
  '云采汇将持续跟踪相关项目进展，欢迎关注“软件前沿”栏目。',
  '采购单位可在云采汇发布需求，快速对接具备同类案例的服务商。',
];

function fill(pattern: string, facts: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, k: string) => facts[k] ?? '');
}

/** An article's facts and the title built from them, drawn again while the title is another's. */
function titled(rng: Rng, labelCode: string, now: Date, used: Set<string>) {
  for (;;) {
    const facts = {
      city: rng.pick(CITIES),
      system: rng.pick(SYSTEMS),
      tech: rng.pick(TECH),
      n: String(rng.int(3, 60)),
      year: String(now.getFullYear() - (rng.chance(0.3) ? 1 : 0)),
    };
    const title = fill(rng.pick(TITLES[labelCode]!), facts);
    if (!used.has(title)) {
      used.add(title);
      return { facts, title };
    }
  }
}

function article(rng: Rng, i: number, now: Date, used: Set<string>) {
  const column = NEWS_COLUMNS[i % NEWS_COLUMNS.length]!;
  const { facts, title } = titled(rng, column.labelCode, now, used);
  const paragraph = (pool: readonly string[], count: number) =>
    rng
      .sample(pool, count)
      .map((p) => fill(p, { ...facts, n: String(rng.int(5, 80)) }))
      .join('');
  const body = [
    paragraph(OPENINGS, 1) + paragraph(MIDDLES, 1),
    ...Array.from({ length: rng.int(2, 4) }, () => paragraph(MIDDLES, rng.int(2, 3))),
    paragraph(CLOSINGS, 1),
  ];
  // Newest first by index: ids follow publish time, as an editor's articles would.
  const publishTime = new Date(now.getTime() - (NEWS_ARTICLE_COUNT - i) * 36 * 3600 * 1000 - rng.int(0, 3600) * 1000);
  const video = i % 40 === 7;
  return {
    title,
    summary: `${body[0]!.slice(0, 70)}…`,
    body,
    labelCode: column.labelCode,
    thumbnail: newsThumbPath(column.labelCode, rng.int(0, THUMBS_PER_COLUMN - 1)),
    videoUrl: video ? VIDEO_CREATIVE.videoUrl : null,
    videoPoster: video ? newsThumbPath(column.labelCode, 1) : null,
    topFlag: i >= NEWS_ARTICLE_COUNT - 30 && i % 5 === 0,
    views: Math.round(rng.logNormal(800, 1) * (1 + i / NEWS_ARTICLE_COUNT)),
    author: rng.pick(AUTHORS),
    publishTime,
  };
}

/** The demo articles, oldest first (deterministic apart from the anchor day). */
export function demoArticles(now: Date) {
  const rng = createRng(NEWS_SEED, 'news');
  // Every article's title is its own: the patterns' facts give far more titles than articles.
  const used = new Set<string>();
  return Array.from({ length: NEWS_ARTICLE_COUNT }, (_, i) => article(rng, i, now, used));
}

export async function ensureNews(db: Db, now = new Date()): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(newsColumns);
  if ((row?.n ?? 0) > 0) return;
  await db.insert(newsColumns).values(NEWS_COLUMNS.map((c, sort) => ({ labelCode: c.labelCode, labelName: c.labelName, labelDesc: c.labelDesc, imageUrl: newsColumnImage(c.labelCode), sort })));
  const rows = demoArticles(now);
  for (let i = 0; i < rows.length; i += 100) await db.insert(newsArticles).values(rows.slice(i, i + 100));
}
