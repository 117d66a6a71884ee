import type { DoorRole } from '@/lib/operators/roles';
import type { HostName } from './hosts';

// Every call the pages make, in one table (000 §7, 001 §7, 002 §7). Our server answers each at
// /api/<name as the spec writes it>; calls the spec leaves unnamed got a name in the same style.
// An entry without a host goes to the page's own origin; a host is named where the spec names one.

export interface CallEntry {
  readonly name: string;
  readonly path: string;
  readonly method: 'GET' | 'POST';
  /** A POST body that is not JSON: form-encoded or multipart (the spec's "form" and "multipart"). */
  readonly body?: 'form' | 'multipart';
  /** The answer is a file rather than the JSON envelope (the spec's "blob"). */
  readonly answer?: 'blob';
  readonly host?: HostName;
  /** A console call's role: only its operators (and admins) are answered (docs/features.md, Operator console). */
  readonly role?: DoorRole;
  /** Answered only to a logged-in user (a visitor gets 401 40101, on which the client goes to log in). */
  readonly login?: true;
}

const pathOf = <const N extends string>(name: N) => `/api/${name}` as const;

const get = <const N extends string>(name: N, host?: HostName) =>
  ({ name, path: pathOf(name), method: 'GET', host }) as const;
const post = <const N extends string>(name: N, host?: HostName) =>
  ({ name, path: pathOf(name), method: 'POST', host }) as const;
const form = <const N extends string>(name: N) =>
  ({ name, path: pathOf(name), method: 'POST', body: 'form' }) as const;
const multipart = <const N extends string>(name: N) =>
  ({ name, path: pathOf(name), method: 'POST', body: 'multipart' }) as const;
const blob = <const N extends string>(name: N) =>
  ({ name, path: pathOf(name), method: 'GET', answer: 'blob' }) as const;
/** A file for logged-in users only (lib/server/http/user-file-route.ts), as adminFile is for operators. */
const userFile = <const N extends string>(name: N) =>
  ({ name, path: pathOf(name), method: 'GET', answer: 'blob', login: true }) as const;

/** Calls this server answers today: each has its handler at app/api/<name>/route.ts (a test checks). */
export const servedCalls = [
  // Session and header (000 §6-§7, 001 §7).
  get('refreshSession', 'account'),
  post('login'),
  post('register'),
  post('getUserInfo'),
  get('getMsgNum'),
  post('changeCity'),
  get('getFriendlyLink'),
  get('getCityProducts'),
  // The city selector (000 §2 Header): a city's apps, the visitor's city by address, regions under a region.
  get('getNavbarCitys'),
  get('getLocationInfo'),
  get('locationList'),
  // Analytics (docs/features.md): events sent by sendBeacon (lib/analytics/track.ts).
  post('track'),
  // Phone code and captchas (000 §7, 001 §7; on the common-service host, 002 §7). The code send is a
  // GET in 001 §7 but changes state (a code, counted limits, a spent captcha), so it is a POST here.
  post('getPhoneVerifyCode', 'commonService'),
  post('getImageVerifyCode', 'commonService'),
  post('verifyImageCode', 'commonService'),
  // Search and cases (000 §7).
  post('searchByType'),
  get('searchSuggest'),
  get('getBidByCode'),
  get('getBidRecommendSupplier'),
  get('getSearchInfo'),
  get('getHistoryBidByPurchaseCode'),
  get('queryCompBaseInfoByCompCode'),
  get('getBuCaseInfo'),
  post('getIndustryCaseList'),
  post('compCaseList'),
  post('compSolutionList'),
  post('compCertificateList'),
  post('compPatentList'),
  // Dictionaries (001 §7, scheme page).
  get('dimJfBaseDict'),
  get('queryAllCity'),
  // Uploads, the one file storage (001 §7).
  multipart('schemeUploadFile'),
  get('schemeDelete'),
  // Preferred-scheme submission (001 §7).
  post('supIsvSelectCaseInfo'),
  // Quick requirement publishing (001 §7): the phone check, then the form post.
  get('getAccountStatus'),
  form('quickPublish'),
  // Software-consulting tickets (002 §7): services, company suggestion, the ticket.
  post('getServiceList'),
  post('getBuInfosByBuName'),
  post('consultTicketCreate'),
  // Expert consultation (001 §7).
  get('getExpertInfoByJfId'),
  post('expertConsultSubmit'),
  // Business opportunities (001 §7): follow; subscriptions (read, save per channel, owner
  // check, button state, option lists); the inbox's list and read mark.
  post('addAttention'),
  post('querySubscriptionConfigInfo'),
  post('saveGovBusinessByJointForce'),
  post('saveEnterprisePurchaseInfo'),
  post('saveOutsourcingHumanResourcesInfo'),
  get('checkEnterpriseOwner'),
  get('getSubscribeStatus'),
  get('getSubscribeOptions'),
  get('getInboxList'),
  post('readInboxMessage'),
  // The user centre (docs/features.md): the inbox's read-all and delete, a subscription paused, resumed or
  // cancelled, the profile, 'log out everywhere'.
  post('readAllInboxMessages'),
  post('deleteInboxMessage'),
  post('setSubscriptionState'),
  post('updateUserProfile'),
  post('logoutEverywhere'),
  post('changeMobile'),
  // Saved searches and their private feeds (docs/features.md, Saved searches and feeds): 订阅此搜索 on a list page,
  // then renamed, deleted, and each feed's address revoked or given anew in the user centre.
  post('saveSearch'),
  post('renameSavedSearch'),
  post('deleteSavedSearch'),
  post('setFeedToken'),
  // E-mail (docs/features.md, E-mail): the address (a confirmation link is mailed), the digest hour, each subscription's
  // and each saved search's mail.
  post('setMailAddress'),
  post('setMailDigestHour'),
  post('setSubscriptionMail'),
  post('setSavedSearchMail'),
  // The mail provider's bounce and complaint reports (a token, not a session).
  post('mailBounce'),
  // SMS pushes of new opportunities (docs/features.md "SMS pushes"): the switch in 账号与安全.
  post('setSmsPush'),
  // Solutions page (001 §7): list, filters, detail, keyword suggestions.
  post('serviceList'),
  post('categoryList'),
  post('sourceList'),
  post('priceList'),
  post('detail'),
  get('getServiceSearch', 'api'),
  // Advertisements by showLocations (001 §7): data.advertisementInfo keyed by slot code.
  post('advertisements'),
  // The software-frontier articles (001 §7 information lists, 002 §7 Articles).
  post('informationList', 'api'),
  post('recommandList', 'api'),
  post('hotInformationList', 'api'),
  // The merchant side bar (001 §1-§9): private numbers (JSONP in the original; same-origin
  // JSON GET here, same parameters) and the suggestion and complaint form.
  get('checkYXHContact'),
  get('relieveYXHContact'),
  post('submitFeedback'),
  // The chat (001 §7 Contact): conversations, history 50 at a time, opening one, uploads; messages themselves
  // travel over the socket (/chat/ws).
  get('chatSessions'),
  get('chatHistory'),
  post('chatOpen'),
  multipart('chatUpload'),
  // Reporting a conversation to support (docs/features.md, Operator console: Support).
  post('reportChat'),
  // Purchasing-unit activation (002 §7): budget-unit suggestions and detail, the city
  // stations, the no-code proof upload and the application.
  post('budgetUnitSearch'),
  get('getPurchaseDetail'),
  get('cityStationList'),
  multipart('activationUploadFile'),
  post('unitRegister'),
  // The platform's activities (002 §7 path catalogue "Activity list, sign-up").
  post('activityList'),
  get('activityDetail'),
  post('activitySignUp'),
  post('mineActivityList'),
  post('cancelActivitySignUp'),
  // Government tendering (002 §7): the city header's statistics and the attachment download
  // proxy (allow-listed hosts only, or the own file storage).
  get('getTenderStatistics'),
  blob('downloadNetFile'),
  // The main category navigation (002 §7: unnamed there; cached in session storage by the client).
  get('getProductCategoryList'),
  // The other named calls of 000 §7, answered from the services that hold their data (docs/ARCHITECTURE.md, HTTP API).
  post('getRecommendDemandList'),
  post('hrohallshowList'),
  post('workMarketInitData'),
  post('getConfirmOrderData'),
  post('getRequestData'),
  post('getNewGovList'),
  post('getGovIntentionList'),
  get('getNewGovInfo'),
  get('getGovIntentionInfo'),
  post('getNewGovDealOrder'),
  get('getGovCityList'),
  get('getGovBiddingList'),
  post('getCity'),
  post('getRegionInfo'),
  multipart('getAllentCity'),
  multipart('findAllCounty'),
  post('getBuInfoByBuIds'),
  get('searchInfo'),
  get('baseInfo'),
  form('saveEntMess'),
  // List exports (docs/features.md, List exports): a list page's results under its filters as a file.
  userFile('exportList'),
] as const;

const adminPost = <const N extends string, const R extends DoorRole>(name: N, role: R) =>
  ({ name, path: `/api/admin/${name}` as const, method: 'POST', role }) as const;
const adminMultipart = <const N extends string, const R extends DoorRole>(name: N, role: R) =>
  ({ name, path: `/api/admin/${name}` as const, method: 'POST', body: 'multipart', role }) as const;
const adminFile = <const N extends string, const R extends DoorRole>(name: N, role: R) => ({ name, path: `/api/admin/${name}` as const, method: 'GET', answer: 'blob', role }) as const;

/**
 * The operator console's calls (docs/features.md, Operator console), at /api/admin/<name>: answered only
 * to operators of the call's role (anyone else gets the 404 of an address that names no call), and
 * left out of the partners' API document.
 */
export const adminCalls = [
  // A reviewer's claim on a scheme or an activation, and the decision on a scheme.
  adminPost('claimReview', 'reviewer'),
  adminPost('decideScheme', 'reviewer'),
  // Step-up: an SMS code to the operator's own phone, confirmed before a sensitive action.
  adminPost('sendStepUpCode', 'any'),
  adminPost('confirmStepUp', 'any'),
  // An administrator gives and takes operator roles.
  adminPost('grantOperatorRole', 'admin'),
  adminPost('revokeOperatorRole', 'admin'),
  // The editors' news articles: save, publish / schedule / take down, delete, and the body's pictures.
  adminPost('newsSave', 'editor'),
  adminPost('newsState', 'editor'),
  adminPost('newsDelete', 'editor'),
  adminMultipart('newsUploadImage', 'editor'),
  // An editor's friendly links of each site, and the ads of each slot (docs/features.md, Operator console).
  adminPost('saveFriendlyLink', 'editor'),
  adminPost('orderFriendlyLinks', 'editor'),
  adminPost('deleteFriendlyLink', 'editor'),
  adminMultipart('uploadAdImage', 'editor'),
  adminPost('saveAdCreative', 'editor'),
  adminPost('deleteAdCreative', 'editor'),
  // Activities and their sign-ups, and the rules centre's text (editors).
  adminPost('saveActivity', 'editor'),
  adminPost('setActivitySignUp', 'editor'),
  adminPost('deleteActivity', 'editor'),
  adminFile('exportActivitySignUps', 'editor'),
  adminPost('publishRule', 'editor'),
  // Editors import procurement data: content, as news and products are (docs/imports.md, The console).
  adminMultipart('uploadImport', 'editor'),
  adminPost('importStatus', 'editor'),
  adminFile('importTemplate', 'editor'),
  // The catalogue's products and categories, and the home page's recommendations per city (editors).
  adminPost('saveProduct', 'editor'),
  adminPost('setProductHidden', 'editor'),
  adminPost('deleteProduct', 'editor'),
  adminPost('saveCategory', 'editor'),
  adminPost('pinHomeItem', 'editor'),
  adminPost('orderHomePicks', 'editor'),
  adminPost('unpinHomeItem', 'editor'),
  // Purchasing-unit activations: the decision, and the applicant's private proof for its reviewer.
  adminPost('decideActivation', 'reviewer'),
  adminFile('activationProof', 'reviewer'),
  // The experts of the consult dialog.
  adminPost('saveExpert', 'reviewer'),
  adminPost('setExpertImmediate', 'reviewer'),
  // The audit trail as a CSV file, filtered as the page lists it.
  adminFile('exportAudit', 'admin'),
  // Support (docs/features.md, Operator console: Support): feedback, chat reports, users and bans.
  adminPost('handleFeedback', 'support'),
  adminPost('decideReport', 'support'),
  adminPost('banUser', 'support'),
  adminPost('unbanUser', 'support'),
  adminPost('clearSmsLimits', 'support'),
] as const;

/**
 * Calls of the spec that no handler answers yet. They are typed so the request layer can be written and
 * tested against them; the issue that builds a call moves it to servedCalls with its handler.
 */
export const plannedCalls = [
  get('showcaseApi', 'main'),
] as const;

export const calls = [...servedCalls, ...adminCalls, ...plannedCalls] as const;

type Entry = (typeof calls)[number];
export type CallName = Entry['name'];
export type Catalogue = { readonly [E in Entry as E['name']]: E };

export const catalogue = Object.fromEntries(calls.map((entry) => [entry.name, entry])) as Catalogue;
