import { sql } from 'drizzle-orm';
import { startOfChinaDay } from '@/lib/format/date';
import type { Db } from '@/lib/server/db/client';
import { activities } from '@/lib/server/db/schema';
import { createRng, type Rng } from './rng';

// The platform's activities (docs/features.md, Activities and the rules centre): online briefings, supplier matchmaking and training in a dozen
// cities, half already held and half coming, some of them full. Reference data (seed/reference.ts):
// written once into an empty table, with times counted from the day of seeding (the list shows what
// is coming), deterministic apart from that anchor.

export const ACTIVITY_COUNT = 48;
const ACTIVITY_SEED = 20261125;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface CityVenue {
  code: string;
  name: string;
  venues: readonly string[];
}

const CITIES: readonly CityVenue[] = [
  { code: '500100', name: '重庆', venues: ['重庆市渝北区金开大道 88 号 云采汇创新中心 3 楼报告厅', '重庆市两江新区星光大道 62 号 海王星科技大厦 B 座多功能厅'] },
  { code: '510100', name: '成都', venues: ['成都市高新区天府大道北段 1700 号 环球中心 W6 区 2 楼会议厅', '成都市武侯区人民南路四段 11 号 成都科技会堂 201 室'] },
  { code: '110100', name: '北京', venues: ['北京市海淀区中关村大街 27 号 中关村大厦 9 层会议中心', '北京市朝阳区北辰东路 8 号 国家会议中心 305 会议室'] },
  { code: '310100', name: '上海', venues: ['上海市浦东新区张江路 665 号 张江科学会堂 1 号厅', '上海市徐汇区漕溪北路 88 号 圣爱大厦 18 楼会议室'] },
  { code: '440100', name: '广州', venues: ['广州市天河区天河路 385 号 太古汇二座 22 楼', '广州市黄埔区科学大道 182 号 创新大厦 C3 区报告厅'] },
  { code: '440300', name: '深圳', venues: ['深圳市南山区科技园科苑路 15 号 科兴科学园 B 栋 3 楼', '深圳市福田区福华三路 111 号 会展中心 5 号馆会议室'] },
  { code: '330100', name: '杭州', venues: ['杭州市西湖区文三路 90 号 东部软件园 1 号楼报告厅', '杭州市滨江区网商路 699 号 数字经济大厦 2 楼会议中心'] },
  { code: '420100', name: '武汉', venues: ['武汉市东湖高新区光谷大道 77 号 金融港 B18 栋会议中心', '武汉市江汉区新华路 218 号 浦发银行大厦 12 楼'] },
  { code: '610100', name: '西安', venues: ['西安市高新区锦业路 69 号 创业研发园 C 区 1 号楼', '西安市雁塔区科技路 48 号 创业广场 A 座 5 楼'] },
  { code: '320100', name: '南京', venues: ['南京市建邺区江东中路 311 号 中泰国际广场 5 楼', '南京市玄武区珠江路 280 号 珠江路科技广场会议中心'] },
  { code: '430100', name: '长沙', venues: ['长沙市岳麓区尖山路 39 号 中电软件园 1 栋报告厅'] },
  { code: '520100', name: '贵阳', venues: ['贵阳市观山湖区长岭北路 会展城 B 区 数博大道 18 号会议中心'] },
];

const TECH = ['大模型', '低代码', '数据中台', '信创适配', '数字孪生', '云原生', '隐私计算', 'RPA 流程自动化'];
const FIELDS = ['数字政府', '智慧医疗', '智慧教育', '智慧城市', '智能制造', '智慧水务', '应急管理', '智慧交通'];

interface Kind {
  type: 1 | 2 | 3;
  /** Titles, each with its own summary at the same index. */
  titles: readonly string[];
  summaries: readonly string[];
  agenda: readonly string[];
  hours: number;
  quota: [number, number];
  online: boolean;
}

const KINDS: readonly Kind[] = [
  {
    type: 1,
    titles: ['{year}年{city}政务云与软件采购政策线上宣讲会', '“{tech}+{field}”解决方案线上发布会', '云采汇供应商入驻与优选方案申报线上说明会', '政府采购意向公开与商机订阅线上讲解', '{field}领域软件采购需求线上宣讲（{city}专场）', '信创产品目录与适配认证政策线上解读'],
    summaries: ['解读{city}政务云与软件采购的最新政策与平台规则，在线答疑。', '发布{field}领域的{tech}解决方案，分享建设路径与典型案例。', '讲解供应商入驻、优选方案申报与审核要点，帮助企业用好平台。', '讲解采购意向公开的时间与内容要求，演示商机订阅与推送。', '{city}采购单位发布{field}领域年度软件采购需求，解答供应商关心的问题。', '解读信创产品目录、适配认证流程与采购中的常见问题。'],
    agenda: ['14:00-14:10|主持人开场与平台介绍', '14:10-14:50|政策要点解读', '14:50-15:30|{tech}在{field}中的应用案例分享', '15:30-15:50|平台入驻与商机订阅操作演示', '15:50-16:00|在线答疑'],
    hours: 2,
    quota: [200, 500],
    online: true,
  },
  {
    type: 2,
    titles: ['{city}{field}项目供需对接会', '{city}中小企业数字化转型供需对接会', '{city}信创产品采购对接洽谈会', '{city}{tech}应用场景供需对接专场', '{field}软件服务商与采购单位对接会（{city}站）'],
    summaries: ['邀请{city}采购单位发布{field}年度数字化需求，供应商现场路演并一对一洽谈。', '组织{city}中小企业与优选服务商面对面交流，对接低成本、可复制的数字化方案。', '汇集{city}本地与全国信创服务商，现场发布采购清单并开展洽谈。', '围绕{tech}应用场景，组织采购单位与服务商面对面交流，促成项目合作。', '{field}领域采购单位现场发布需求，服务商路演并一对一洽谈。'],
    agenda: ['09:00-09:30|签到入场', '09:30-09:45|主办方致辞', '09:45-10:30|采购单位年度数字化需求发布', '10:30-11:45|供应商方案路演（每家 8 分钟）', '13:30-16:30|一对一洽谈与交流', '16:30-17:00|对接成果登记'],
    hours: 8,
    quota: [40, 120],
    online: false,
  },
  {
    type: 3,
    titles: ['政府采购需求编制实务培训（{city}站）', '软件项目预算编制与成本度量培训班', '供应商投标文件编制实战培训（{city}站）', '{tech}项目验收与运维管理培训', '数据安全与个人信息保护合规培训', '政务信息化项目全过程管理培训（{city}站）'],
    summaries: ['由资深采购专家授课，结合真实案例讲解需求编制、技术参数与评审要点。', '系统讲解软件项目功能点估算、预算编制与成本度量方法，课后发放结业证书。', '围绕投标文件的结构、技术方案与报价，现场演练与点评。', '讲解{tech}项目的验收标准、验收材料与运维服务的计费和考核。', '讲解数据安全法、个人信息保护法在政务与企业信息化项目中的合规要求。', '覆盖立项、采购、实施、验收与运维的政务信息化项目全过程管理方法。'],
    agenda: ['09:00-09:20|签到', '09:20-10:50|第一讲：政策与制度框架', '11:00-12:00|第二讲：实务方法与常见问题', '13:30-15:00|第三讲：案例研讨与分组演练', '15:10-16:30|第四讲：{tech}项目的特殊要求', '16:30-17:00|答疑与结业'],
    hours: 8,
    quota: [30, 60],
    online: false,
  },
];

const SPEAKERS = ['周明|云采汇研究院院长', '林晓|资深政府采购评审专家', '陈静|软件造价评估师、产业研究员', '王海涛|某市大数据发展局信息化处处长', '刘颖|信息系统项目管理师（高级）', '赵振华|数据安全合规顾问', '孙立新|云采汇平台运营总监', '何佳|数字政府解决方案架构师'];
const ORGANISERS = ['云采汇平台', '{city}软件行业协会 · 云采汇平台', '云采汇培训中心', '{city}数字经济促进会 · 云采汇平台'];
/** The introduction: why, what about, for whom, how to attend (online or on site), how to cancel. */
const INTRO_OPENINGS = [
  '为帮助采购单位和供应商准确把握政策要求、提升采购与交付质量，云采汇平台举办本次活动。',
  '为促进{city}政企数字化需求与优质服务能力的精准对接，云采汇平台联合相关单位举办本次活动。',
  '为提升采购与投标人员的专业能力，云采汇培训中心组织本期活动，由一线专家结合真实项目授课。',
];
const INTRO_TOPICS = [
  '本次活动聚焦{field}领域，围绕{tech}等技术的落地实践，邀请业内专家与一线实践者分享经验。',
  '活动将结合{field}领域近两年的典型项目，讲解需求梳理、预算测算、评审与验收中的关键问题。',
];
const INTRO_AUDIENCE = '活动面向政府机关、事业单位、国有企业的信息化与采购部门负责人，以及软件和数字化服务供应商。';
const INTRO_ONLINE = '本次活动通过线上直播进行，报名成功后可在活动详情页与“我的活动”中查看会议链接，请提前测试设备与网络。';
const INTRO_ON_SITE = '参会人员请提前 15 分钟到场签到，并携带单位名片；会场座位有限，请以报名成功的短信为准。';
const INTRO_CLOSING = '活动名额有限，如需取消请在报名截止前于“我的活动”中操作，以便将名额留给其他用户。活动资料将在会后通过站内信发送给参会人员。';

function fill(pattern: string, facts: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, k: string) => facts[k] ?? '');
}

/** A start in Beijing time on the day `dayOffset` from `now` (09:00 or 14:00 as the kind's agenda begins). */
function startOn(now: Date, dayOffset: number, online: boolean): Date {
  return new Date(startOfChinaDay(now).getTime() + dayOffset * DAY_MS + (online ? 14 : 9) * HOUR_MS);
}

/** The facts of an activity and its title, drawn again while the title is another's. */
function titled(rng: Rng, kind: Kind, city: CityVenue, now: Date, used: Set<string>) {
  for (;;) {
    const facts = { city: city.name, tech: rng.pick(TECH), field: rng.pick(FIELDS), year: String(now.getFullYear()) };
    const pick = rng.int(0, kind.titles.length - 1);
    const title = fill(kind.titles[pick]!, facts);
    if (!used.has(title)) {
      used.add(title);
      return { facts, pick, title };
    }
  }
}

function activity(rng: Rng, i: number, now: Date, used: Set<string>) {
  const kind = KINDS[i % KINDS.length]!;
  const city = CITIES[(i * 5 + (i >> 2)) % CITIES.length]!;
  const { facts, pick, title } = titled(rng, kind, city, now, used);
  // Half held already (up to 70 days ago), half to come (up to 60 days ahead); index order is time order.
  const dayOffset = Math.round(-70 + (i * 130) / (ACTIVITY_COUNT - 1));
  const startTime = startOn(now, dayOffset, kind.online);
  const endTime = new Date(startTime.getTime() + kind.hours * HOUR_MS);
  // Online: until an hour before; on site: the evening before (badges and seats are prepared).
  const signUpDeadline = kind.online ? new Date(startTime.getTime() - HOUR_MS) : new Date(startTime.getTime() - 15 * HOUR_MS);
  const quota = Math.round(rng.int(kind.quota[0], kind.quota[1]) / 10) * 10;
  const past = endTime <= now;
  // Every fifth one is full; held ones were mostly well attended; coming ones fill up as they near.
  const full = i % 5 === 3;
  const share = past ? rng.int(70, 100) / 100 : Math.max(0.05, 0.9 - Math.max(0, dayOffset) / 70);
  const signedCount = full ? quota : Math.min(quota - 1, Math.round(quota * share));
  return {
    title,
    type: kind.type,
    summary: fill(kind.summaries[pick]!, facts),
    intro: [INTRO_OPENINGS[kind.type - 1]!, rng.pick(INTRO_TOPICS), INTRO_AUDIENCE, kind.online ? INTRO_ONLINE : INTRO_ON_SITE, INTRO_CLOSING].map((p) => fill(p, facts)),
    agenda: kind.agenda.map((l) => fill(l, facts)),
    speakers: rng.sample(SPEAKERS, kind.type === 2 ? 2 : 3),
    organiser: fill(rng.pick(ORGANISERS), facts),
    cityCode: city.code,
    online: kind.online,
    place: kind.online ? null : rng.pick(city.venues),
    onlineLink: kind.online ? `https://meeting.jfportal.cn/j/${String(rng.int(100_000_000, 999_999_999))}` : null,
    startTime,
    endTime,
    signUpDeadline,
    quota,
    signedCount,
    // Matchmaking organisers print every column of their list: blanks are kept as '-' (002 §3).
    allowBlank: kind.type !== 2,
  };
}

/** The demo activities, oldest first (deterministic apart from the anchor day). */
export function demoActivities(now: Date) {
  const rng = createRng(ACTIVITY_SEED, 'activities');
  // Every activity's title is its own (a second briefing on a subject names another field or city).
  const used = new Set<string>();
  return Array.from({ length: ACTIVITY_COUNT }, (_, i) => activity(rng, i, now, used));
}

export async function ensureActivities(db: Db, now = new Date()): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(activities);
  if ((row?.n ?? 0) > 0) return;
  await db.insert(activities).values(demoActivities(now));
}
