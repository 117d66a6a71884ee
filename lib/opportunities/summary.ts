import { BID_SOURCES, BUSINESS_DIRECTIONS, JOB_TYPES, PURCHASE_UNITS, RECEIVE_REQUIREMENTS, RESIDENT_PERIODS, SERVICE_CATEGORIES, SETTLEMENT_PERIODS, childNameOf, nameOf } from './options';
import { CHANNEL, type SubscriptionSettings } from './schemas';

// A saved subscription in words (the inbox's 我的订阅管理): what it asks for, field by field.

export const CHANNEL_TITLES: Record<number, string> = {
  [CHANNEL.software]: '软件外包商机',
  [CHANNEL.manpower]: '人力外包商机',
  [CHANNEL.govThirdParty]: '政府招标商机',
  [CHANNEL.govAgency]: '政府招标商机',
};

export function subscriptionSummary(s: SubscriptionSettings, cityName: (code: string) => string): { label: string; value: string }[] {
  const names = (codes: readonly string[], list: Parameters<typeof nameOf>[0]) => codes.map((c) => nameOf(list, c)).join('、');
  const cities = { label: '城市', value: s.city.map(cityName).join('、') };
  if (s.channel === CHANNEL.software) {
    return [
      cities,
      { label: '服务类别', value: `${names(s.primaryClass, SERVICE_CATEGORIES)}（${s.secondClass.map((c) => childNameOf(SERVICE_CATEGORIES, c)).join('、')}）` },
      { label: '预算', value: `${s.budgetStart}-${s.budgetEnd}元` },
      { label: '接单要求', value: names(s.receiveRequrie, RECEIVE_REQUIREMENTS) },
    ];
  }
  if (s.channel === CHANNEL.manpower) {
    return [
      cities,
      { label: '岗位类别', value: `${names(s.primaryClassJob, JOB_TYPES)}（${s.secondClassJob.map((c) => childNameOf(JOB_TYPES, c)).join('、')}）` },
      { label: '预算', value: `${s.budgetStart}-${s.budgetEnd}元` },
      { label: '驻场周期', value: names(s.residentPeriod, RESIDENT_PERIODS) },
      { label: '结算周期', value: names(s.settlementPeriod, SETTLEMENT_PERIODS) },
    ];
  }
  return [
    { label: '招标来源', value: nameOf(BID_SOURCES, s.channel === CHANNEL.govThirdParty ? '1' : '2') },
    cities,
    { label: '业务方向', value: names(s.businessDirection, BUSINESS_DIRECTIONS) },
    { label: '采购单位', value: names(s.purchaseUnit, PURCHASE_UNITS) },
    { label: '预算', value: `${s.budgetStart}-${s.budgetEnd}万` },
  ];
}
