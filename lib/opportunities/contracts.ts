import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { listPageOf } from '@/lib/api/list';
import { subscriptionStateSchema } from '@/lib/user-center/schemas';
import {
  channelParamSchema,
  followSchema,
  govListSchema,
  govSaveSchema,
  hroHallSchema,
  manpowerSaveSchema,
  opportunityCodeSchema,
  ownerCheckSchema,
  recommendDemandSchema,
  savedSubscriptionQuerySchema,
  softwareSaveSchema,
  workMarketSchema,
} from './schemas';
import {
  bidCardSchema,
  bidOpportunityDetailSchema,
  channelSchema,
  followResultSchema,
  outsourcingCardSchema,
  savedSubscriptionSchema,
  subscriptionOptionsSchema,
  subscriptionStateResultSchema,
  subscriptionStatusSchema,
  workMarketInitSchema,
} from './types';

// The business-opportunity calls (001 §7 follow and subscriptions; 000 §7 opportunity lists and
// tender reads). Who follows or subscribes is always the session's identity.

export const addAttentionCall = contract(catalogue.addAttention, {
  summary:
    'Follows or unfollows a tender or an outsourcing demand; a visitor is answered data null with login 0 beside the envelope, a user login 1 (001 §7 addAttention).',
  input: followSchema,
  output: followResultSchema.nullable(),
});

export const querySubscriptionConfigInfoCall = contract(catalogue.querySubscriptionConfigInfo, {
  summary: "The caller's saved subscription of a channel, or null, to pre-fill the dialog (001 §7 querySubscriptionConfigInfo).",
  input: savedSubscriptionQuerySchema,
  output: savedSubscriptionSchema.nullable(),
});

export const saveGovBusinessByJointForceCall = contract(catalogue.saveGovBusinessByJointForce, {
  summary: 'Saves the government tender subscription, channel 3 third-party or 4 platform agency; enterprise owners only (001 §7 saveGovBusinessByJointForce).',
  input: govSaveSchema,
  output: savedSubscriptionSchema,
});

export const saveEnterprisePurchaseInfoCall = contract(catalogue.saveEnterprisePurchaseInfo, {
  summary: 'Saves the software outsourcing subscription (channel 1); enterprise owners only (001 §7 saveEnterprisePurchaseInfo).',
  input: softwareSaveSchema,
  output: savedSubscriptionSchema,
});

export const saveOutsourcingHumanResourcesInfoCall = contract(catalogue.saveOutsourcingHumanResourcesInfo, {
  summary: 'Saves the manpower outsourcing subscription (channel 2); enterprise owners only (001 §7 saveOutsourcingHumanResourcesInfo).',
  input: manpowerSaveSchema,
  output: savedSubscriptionSchema,
});

export const checkEnterpriseOwnerCall = contract(catalogue.checkEnterpriseOwner, {
  summary: "Whether the caller's identity heads its enterprise, checked before the subscription dialog opens (001 §4, §7 checkEnterpriseOwner).",
  input: ownerCheckSchema,
  output: z.boolean(),
});

export const getSubscribeStatusCall = contract(catalogue.getSubscribeStatus, {
  summary: "The subscribe buttons' state of the caller's identity; government counts only with both its channels in use (001 §4).",
  input: z.object({}),
  output: subscriptionStatusSchema,
});

export const getSubscribeOptionsCall = contract(catalogue.getSubscribeOptions, {
  summary: "A channel's subscription dialog options: six hot cities, the cities by letter group and the channel's own lists (001 §7 option loads).",
  input: channelParamSchema,
  output: subscriptionOptionsSchema,
});

/** The channel as the service takes it, once the user centre's rule (and its message) has passed. */
const subscriptionStateInputSchema = subscriptionStateSchema.extend({ channel: subscriptionStateSchema.shape.channel.pipe(channelSchema) });

export const setSubscriptionStateCall = contract(catalogue.setSubscriptionState, {
  summary: "Pauses, resumes or cancels one channel of the caller's subscriptions; enterprise owners only (docs/features.md user centre, 我的订阅管理; 001 §7 subscriptions).",
  input: subscriptionStateInputSchema,
  output: subscriptionStateResultSchema,
});

export const getRecommendDemandListCall = contract(catalogue.getRecommendDemandList, {
  summary: 'Open outsourcing demands of a channel in the recommended order, recommended then newest (000 §7 getRecommendDemandList).',
  input: recommendDemandSchema,
  output: listPageOf(outsourcingCardSchema),
});

export const hrohallshowListCall = contract(catalogue.hrohallshowList, {
  summary: "The manpower outsourcing hall's demands under its filters and sort (000 §7 hrohallshowList).",
  input: hroHallSchema,
  output: listPageOf(outsourcingCardSchema),
});

export const workMarketInitDataCall = contract(catalogue.workMarketInitData, {
  summary: "The demand hall's tabs with their category trees, its sort bar and filter options (000 §7 workMarketInitData).",
  input: workMarketSchema,
  output: workMarketInitSchema,
});

export const getNewGovListCall = contract(catalogue.getNewGovList, {
  summary: 'Government purchase notices under the tender list filters (000 §7 getNewGovList).',
  input: govListSchema,
  output: listPageOf(bidCardSchema),
});

export const getGovIntentionListCall = contract(catalogue.getGovIntentionList, {
  summary: 'Government purchase intentions under the tender list filters (000 §7 getGovIntentionList).',
  input: govListSchema,
  output: listPageOf(bidCardSchema),
});

export const getNewGovInfoCall = contract(catalogue.getNewGovInfo, {
  summary: 'One government purchase notice with its text, by its code (000 §7 getNewGovInfo).',
  input: opportunityCodeSchema,
  output: bidOpportunityDetailSchema,
});

export const getGovIntentionInfoCall = contract(catalogue.getGovIntentionInfo, {
  summary: 'One government purchase intention with its text, by its code (000 §7 getGovIntentionInfo).',
  input: opportunityCodeSchema,
  output: bidOpportunityDetailSchema,
});
