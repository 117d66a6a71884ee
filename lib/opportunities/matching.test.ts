import { describe, expect, it } from 'vitest';
import { channelOf, matchReasons, type BidFacts, type DemandFacts } from './matching';
import type { GovSubscription, ManpowerSubscription, SoftwareSubscription } from './schemas';

const gov: GovSubscription = { channel: 4, city: ['500100', '510100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg', 'sydw'], budgetStart: 0, budgetEnd: 100 };
const bid: BidFacts = { kind: 'bid', bidSource: 2, cityCode: '500100', budgetWan: 80, businessDirection: 'rjkf', purchaseUnit: 'djjg' };

const software: SoftwareSubscription = { channel: 1, primaryClass: ['dev'], secondClass: ['dev-mini', 'dev-app'], receiveRequrie: ['1'], city: ['500100'], budgetStart: 0, budgetEnd: 50_000 };
const demand: DemandFacts = { kind: 'outsourcing', channel: 1, cityCode: '500100', price: 30_000, primaryClass: 'dev', secondClass: 'dev-mini', receiveRequirement: null, residentPeriod: null, settlementPeriod: null };

const manpower: ManpowerSubscription = { channel: 2, primaryClassJob: ['job-dev'], secondClassJob: ['job-java'], residentPeriod: ['r2'], settlementPeriod: ['s2'], city: ['500100'], budgetStart: 10_000, budgetEnd: 30_000 };
const staff: DemandFacts = { kind: 'outsourcing', channel: 2, cityCode: '500100', price: 20_000, primaryClass: 'job-dev', secondClass: 'job-java', receiveRequirement: null, residentPeriod: 'r2', settlementPeriod: 's2' };

describe('matching an opportunity to a subscription', () => {
  it('maps bid sources to the government channels (1 -> 3, 2 and 3 -> 4) and demands to theirs', () => {
    expect(channelOf({ ...bid, bidSource: 1 })).toBe(3);
    expect(channelOf(bid)).toBe(4);
    expect(channelOf({ ...bid, bidSource: 3 })).toBe(4);
    expect(channelOf(staff)).toBe(2);
  });

  it('gives the reason of a government match, city first', () => {
    expect(matchReasons(gov, bid, '重庆')).toEqual(['城市：重庆', '业务方向：软件开发', '采购单位：党政机关', '预算0-100万']);
  });

  it('refuses a government bid of another source, city, direction, unit or budget', () => {
    expect(matchReasons(gov, { ...bid, bidSource: 1 }, '重庆')).toBeNull();
    expect(matchReasons(gov, { ...bid, cityCode: '110100' }, '北京')).toBeNull();
    expect(matchReasons(gov, { ...bid, businessDirection: 'xxaq' }, '重庆')).toBeNull();
    expect(matchReasons(gov, { ...bid, purchaseUnit: 'gyqy' }, '重庆')).toBeNull();
    expect(matchReasons(gov, { ...bid, budgetWan: 100.01 }, '重庆')).toBeNull();
    expect(matchReasons(gov, { ...bid, budgetWan: null }, '重庆')).not.toBeNull();
  });

  it('matches software demands by city, category, budget and receive requirement; a negotiable price is in every range', () => {
    expect(matchReasons(software, demand, '重庆')).toEqual(['城市：重庆', '服务类别：小程序开发', '预算0-50000元']);
    expect(matchReasons(software, { ...demand, price: null }, '重庆')).not.toBeNull();
    expect(matchReasons(software, { ...demand, secondClass: null }, '重庆')).toEqual(['城市：重庆', '服务类别：软件开发', '预算0-50000元']);
    expect(matchReasons(software, { ...demand, price: 50_001 }, '重庆')).toBeNull();
    expect(matchReasons(software, { ...demand, secondClass: 'dev-web' }, '重庆')).toBeNull();
    expect(matchReasons(software, { ...demand, primaryClass: null, secondClass: null }, '重庆')).toBeNull();
    expect(matchReasons(software, { ...demand, cityCode: null }, '重庆')).toBeNull();
    expect(matchReasons(software, { ...demand, receiveRequirement: 2 }, '重庆')).toBeNull();
    expect(matchReasons(software, { ...demand, receiveRequirement: 1 }, '重庆')).not.toBeNull();
  });

  it('matches manpower demands on job, periods and budget, and never across channels', () => {
    expect(matchReasons(manpower, staff, '重庆')).toEqual(['城市：重庆', '岗位类别：Java开发', '预算10000-30000元']);
    expect(matchReasons(manpower, { ...staff, residentPeriod: 'r4' }, '重庆')).toBeNull();
    expect(matchReasons(manpower, { ...staff, settlementPeriod: 's4' }, '重庆')).toBeNull();
    expect(matchReasons(manpower, { ...staff, price: 5_000 }, '重庆')).toBeNull();
    expect(matchReasons(software, staff, '重庆')).toBeNull();
    expect(matchReasons(manpower, demand, '重庆')).toBeNull();
  });
});
