import type { Option, OptionGroup } from './options';
import type { Channel, SubscriptionSettings } from './schemas';
import type { TagTone } from '@/lib/ui/tag-tone';

// What the opportunity lists, cards, detail pages and the subscription dialog read (001 §3).

/** An outsourcing demand's state: 'pending' waits for the platform to complete its card (quick publish). */
export const DEMAND_STATUSES = ['pending', 'open', 'closed'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

/** Bid card (001 §3): a government tender opportunity. */
export interface BidCard {
  /** intentionCode (type 1) or bidCode / orderId (the others). */
  code: string;
  /** 1 purchase intention, 2 purchase notice. */
  type: number;
  /** 1 third-party tender, 2 platform agency, 3 platform direct purchase. */
  bidSource: number;
  projectName: string;
  projectNumber: string;
  purchaserName: string;
  cityName: string;
  businessDirection: string;
  publishTime: string;
  biddingDateFrom: string | null;
  bidDeadLine: string | null;
  /** As the source gives it (type 2 yuan, others 万); budgetYuan() reads it. */
  budgetAmount: number | null;
  recommend: boolean;
  /** Past its deadline. */
  showEndStatus: boolean;
  tags: { name: string; type: TagTone }[];
  followed: boolean;
}

/** Outsourcing card (001 §3): a software (channel 1) or manpower (2) outsourcing demand. */
export interface OutsourcingCard {
  orderNo: string;
  orderName: string;
  channel: 1 | 2;
  cityName: string;
  /** Category (software) or job type (manpower), by name. */
  categoryName: string | null;
  putTimeStr: string;
  recommend: boolean;
  bidValidTimeOut: boolean;
  bidValidtime: string | null;
  vipTimeLimit: string | null;
  bookCount: number;
  personOrder: number | null;
  fieldWork: number | null;
  /** Yuan; null is negotiable. */
  price: number | null;
  techDirection: string | null;
  /** 0 not followed, 1 followed. */
  demandAttStatus: 0 | 1;
}

/** A saved subscription as the dialog reads it back. */
export interface SavedSubscription {
  channel: Channel;
  channelInUse: number;
  settings: SubscriptionSettings;
  updatedAt: string;
}

/** Subscribe buttons' state: government counts only when both channels are in use (001 §4). */
export interface SubscriptionStatus {
  /** channelInUse of channel 4 (jf, platform agency) and 3 (sf, third-party). */
  gov: { jf: number; sf: number };
  software: boolean;
  manpower: boolean;
}

export interface CityOption {
  cityCode: string;
  cityName: string;
}

/** The option lists of one channel's dialog (getSubscribeOptions?channel=): what that channel asks for. */
export interface SubscriptionOptions {
  /** 6 hot cities (001 §9) and every city by letter group (ABCDE, FGHJ, KLMNP, QRSTW, XYZ). */
  hotCities: CityOption[];
  cityGroups: { letters: string; cities: CityOption[] }[];
  /** Government: 业务方向 tags, purchase unit kinds, bid sources (exclusive). */
  businessDirections?: Option[];
  purchaseUnits?: Option[];
  bidSources?: Option[];
  /** Software: the service category tree; receive requirement (exclusive). */
  categories?: OptionGroup[];
  receiveRequirements?: Option[];
  /** Manpower: job types; residence (exclusive) and settlement periods. */
  jobTypes?: OptionGroup[];
  residentPeriods?: Option[];
  settlementPeriods?: Option[];
}
