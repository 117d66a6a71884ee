// Winning-bid records, generated one at a time so a million of them never sit in memory together.
import type { winningBids } from '@/lib/server/db/schema';
import type { IndustryDef } from './catalogue';
import type { SeedCity } from './cities';
import type { Market } from './market';
import { formatYuan, personName, phoneNumber } from './names';
import type { SeedPurchaser } from './purchasers';
import { weightedChoice, type Rng } from './rng';
import { beijingDateStamp, beijingDateText, beijingYear, daysBefore, officeTimeWithin } from './time';

export type BidRow = typeof winningBids.$inferInsert & { id: number };

const THREE_YEARS_DAYS = 3 * 365;
const WON_SHARE = 0.85;
const CO_PURCHASER_SHARE = 0.15;

const pickAction = weightedChoice([
  ['建设', 45],
  ['运维', 20],
  ['升级改造', 20],
  ['采购', 15],
] as const);

const pickPurchaseWay = weightedChoice([
  ['公开招标', 45],
  ['竞争性磋商', 20],
  ['竞争性谈判', 10],
  ['单一来源', 5],
  ['询价', 12],
  ['框架协议', 8],
] as const);

/** Contract value in 元: log-normal around 30万, from small purchases under 1万 to tens of millions. */
function bidAmount(rng: Rng): number {
  const raw = Math.min(80_000_000, Math.max(800, rng.logNormal(300_000, 2)));
  // Tender prices are often quoted in whole hundreds.
  return rng.chance(0.4) ? Math.round(raw / 100) * 100 : Math.round(raw * 100) / 100;
}

/** A procurement number in one of the styles agencies use, e.g. CQZC2025-01234. */
function projectNumber(rng: Rng, city: SeedCity, year: number): string {
  const abbr = (city.site.length <= 4 ? city.site : city.pinyin.slice(0, 2)).toUpperCase();
  const seq = (digits: number) => String(rng.int(1, 10 ** digits - 1)).padStart(digits, '0');
  switch (rng.int(0, 2)) {
    case 0:
      return `${abbr}ZC${year}-${seq(5)}`;
    case 1:
      return `${abbr}GZ${String(year).slice(2)}${String.fromCharCode(65 + rng.int(0, 5))}${seq(4)}`;
    default:
      return `ZFCG-${city.code}-${year}-${seq(5)}`;
  }
}

function projectName(rng: Rng, purchaser: SeedPurchaser, industry: IndustryDef, year: number): string {
  const system = rng.pick(industry.systems);
  const phase = rng.chance(0.1) ? `（${rng.pick(['一', '二', '三'])}期）` : '';
  const when = rng.chance(0.85) ? `${year}年` : '';
  return `${purchaser.name}${when}${system}${pickAction(rng)}项目${phase}`;
}

interface Notice {
  purchaser: string;
  projectName: string;
  projectNumber: string;
  purchaseWay: string;
  bidOpenTime: Date;
  bidComp: string;
  amount: number;
  budgetAmount: number;
  won: boolean;
}

function noticeText(rng: Rng, n: Notice): string {
  const intro =
    `${n.purchaser}就“${n.projectName}”（项目编号：${n.projectNumber}）以${n.purchaseWay}方式组织采购，` +
    `于${beijingDateText(n.bidOpenTime)}开标，现已完成评审。`;
  const result = n.won
    ? `根据评审委员会推荐，确定${n.bidComp}为中标（成交）供应商，中标（成交）金额：${formatYuan(n.amount)}元` +
      `（预算金额：${formatYuan(n.budgetAmount)}元）。本公告期限为1个工作日，有关当事人对中标结果有异议的，` +
      '可在公告期限届满之日起7个工作日内以书面形式提出质疑。'
    : `现将中标候选人公示如下：第一中标候选人${n.bidComp}，投标报价${formatYuan(n.amount)}元。` +
      '公示期为3个工作日，公示期满无异议后确定中标人。';
  return `${intro}${result}采购人联系人：${personName(rng)}，联系电话：${phoneNumber(rng)}。`;
}

export function generateBid(rng: Rng, market: Market, id: number): BidRow {
  const city = market.pickCity(rng);
  const main = market.pickPurchaser(rng, city);
  const partner = rng.chance(CO_PURCHASER_SHARE) ? market.pickPurchaser(rng, city) : main;
  const purchaser = partner === main ? main.name : `${main.name} ${partner.name}`;
  const publishTime = officeTimeWithin(rng, THREE_YEARS_DAYS);
  const bidOpenTime = daysBefore(publishTime, rng.int(2, 25));
  const industry = rng.pick(main.industries);
  // Projects are often named for the budget year before the award.
  const name = projectName(rng, main, industry, beijingYear(publishTime) - (rng.chance(0.2) ? 1 : 0));
  const number = projectNumber(rng, city, beijingYear(bidOpenTime));
  const purchaseWay = pickPurchaseWay(rng);
  const supplier = market.pickSupplier(rng, city);
  const amount = bidAmount(rng);
  // Budgets are round figures at or above the price; some awards take the whole budget.
  const budgetAmount = rng.chance(0.2) ? amount : Math.ceil((amount * (1 + rng.next() * 0.3)) / 100) * 100;
  const bidState = rng.chance(WON_SHARE) ? 1 : 0;
  return {
    id,
    bidCode: `ZB${beijingDateStamp(publishTime)}${String(id).padStart(7, '0')}`,
    projectName: name,
    projectNumber: number,
    bidState,
    cityCode: city.code,
    cityName: city.name,
    provinceName: city.provinceName,
    purchaserType: main.purchaserType,
    purchaser,
    purchaseCode: main.purchaseCode,
    purchaseWay,
    serviceTrade: industry.trade,
    bidComp: supplier.compName,
    bidCompId: supplier.id,
    amount,
    budgetAmount,
    publishTime,
    bidOpenTime,
    content: noticeText(rng, {
      purchaser,
      projectName: name,
      projectNumber: number,
      purchaseWay,
      bidOpenTime,
      bidComp: supplier.compName,
      amount,
      budgetAmount,
      won: bidState === 1,
    }),
  };
}

/** `count` bids with ids 1..count, lazily. */
export function* generateBids(rng: Rng, market: Market, count: number): Generator<BidRow> {
  for (let id = 1; id <= count; id++) yield generateBid(rng, market, id);
}
