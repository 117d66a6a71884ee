// Builders for the people, company names, codes and addresses of the demo data.
import type { SeedCity } from './cities';
import { districtsOf } from './districts';
import type { Rng } from './rng';
import {
  BUILDING_WORDS,
  COMPANY_KINDS,
  GIVEN_NAME_CHARS,
  ROAD_KINDS,
  ROAD_WORDS,
  SURNAMES,
  TRADE_LEADS,
  TRADE_SECONDS,
  TRADE_TAILS,
} from './vocabulary';

export function personName(rng: Rng): string {
  // Surnames are listed by frequency: squaring the draw favours the common ones.
  const surname = SURNAMES[Math.floor(rng.next() ** 2 * SURNAMES.length)] as string;
  const given = rng.chance(0.7) ? rng.pick(GIVEN_NAME_CHARS) + rng.pick(GIVEN_NAME_CHARS) : rng.pick(GIVEN_NAME_CHARS);
  return surname + given;
}

// GB 32100-2015: the unified social credit code's alphabet (no I, O, S, V, Z) and check-digit weights.
const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The 18th character of a credit code, from the first 17. */
export function creditCheckChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_ALPHABET.indexOf(body.charAt(i)) * (CREDIT_WEIGHTS[i] as number);
  return CREDIT_ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** A well-formed 18-character credit code of a company registered in `areaCode`, check digit included. */
export function creditCode(rng: Rng, areaCode: string): string {
  let body = `91${areaCode}`; // 9: industry and commerce, 1: enterprise
  // The nine-character organisation code: mostly digits, as real ones are.
  while (body.length < 17) body += CREDIT_ALPHABET.charAt(rng.chance(0.8) ? rng.int(0, 9) : rng.int(10, 30));
  return body + creditCheckChar(body);
}

/** The city prefix of a street address; a municipality's province is the city itself. */
function cityPrefix(city: SeedCity): string {
  return city.provinceName === city.fullName ? city.fullName : city.provinceName + city.fullName;
}

export function streetAddress(rng: Rng, city: SeedCity): string {
  const districts = districtsOf(city.divisionCode);
  const district = districts.length > 0 ? rng.pick(districts) : '';
  const road = rng.pick(ROAD_WORDS) + rng.pick(ROAD_KINDS);
  const building = rng.chance(0.6) ? `${rng.pick(BUILDING_WORDS)}${rng.int(1, 12)}栋${rng.int(2, 28)}楼` : '';
  return `${cityPrefix(city)}${district}${road}${rng.int(1, 999)}号${building}`;
}

/** A composed trade name (字号): two characters, three when `long`. */
export function tradeName(rng: Rng, long = false): string {
  const lead = rng.pick(TRADE_LEADS);
  let second = rng.pick(TRADE_SECONDS);
  while (second === lead) second = rng.pick(TRADE_SECONDS);
  return lead + second + (long ? rng.pick(TRADE_TAILS) : '');
}

/** The trade names and company names one dataset has given out, all and per city. */
export interface NameBook {
  trades: Set<string>;
  tradesByCity: Map<string, Set<string>>;
  companies: Set<string>;
}

export const newNameBook = (): NameBook => ({ trades: new Set(), tradesByCity: new Map(), companies: new Set() });

// Draws of a two-character name before a third character is added, and of any name before a name
// only unique within its city will do (reached only far beyond demo scales, some 40,000 companies).
const SHORT_ATTEMPTS = 40;
const DATASET_UNIQUE_ATTEMPTS = 160;
const ALL_ATTEMPTS = 400;
// Past that, four characters (some 675,000 per city): the 10M rehearsal's million suppliers give the
// largest cities more companies than the 45,000 three-character names hold.
const FOUR_CHAR_ATTEMPTS = 400;

function fourCharTradeName(rng: Rng): string {
  const three = tradeName(rng, true);
  let fourth = rng.pick(TRADE_TAILS);
  while (three.endsWith(fourth)) fourth = rng.pick(TRADE_TAILS);
  return three + fourth;
}

/** A trade name no other company of the dataset has, or failing that none of the city has. */
function uniqueTradeName(rng: Rng, cityCode: string, book: NameBook): string {
  const local = book.tradesByCity.get(cityCode) ?? new Set<string>();
  book.tradesByCity.set(cityCode, local);
  for (let attempt = 0; attempt < ALL_ATTEMPTS; attempt++) {
    const name = tradeName(rng, attempt >= SHORT_ATTEMPTS);
    if (attempt < DATASET_UNIQUE_ATTEMPTS ? book.trades.has(name) : local.has(name)) continue;
    local.add(name);
    book.trades.add(name);
    return name;
  }
  for (let attempt = 0; attempt < FOUR_CHAR_ATTEMPTS; attempt++) {
    const name = fourCharTradeName(rng);
    if (local.has(name)) continue;
    local.add(name);
    book.trades.add(name);
    return name;
  }
  throw new Error(`trade names of city ${cityCode} are used up`);
}

/** The ways a company puts city, trade name and kind together. */
function companyForms(city: SeedCity, trade: string, kind: string): string[] {
  return [
    `${city.name}${trade}${kind}有限公司`,
    `${city.name}${trade}${kind}股份有限公司`,
    `${trade}${kind}（${city.name}）有限公司`,
    `${city.provinceShortName}${trade}${kind}有限公司`,
  ];
}

/** A software company of `city` with a trade name of its own (see uniqueTradeName); it joins `book`. */
export function uniqueCompanyName(rng: Rng, city: SeedCity, book: NameBook): string {
  const trade = uniqueTradeName(rng, city.code, book);
  const forms = companyForms(city, trade, rng.pick(COMPANY_KINDS));
  const roll = rng.next();
  const preferred = roll < 0.7 ? 0 : roll < 0.8 ? 1 : roll < 0.9 ? 2 : 3;
  // Only a province-wide name can meet another city's company with the same trade name: then take the city's.
  const name = [forms[preferred], ...forms].find((n) => n !== undefined && !book.companies.has(n));
  if (!name) throw new Error(`company names with ${trade} in ${city.name} are used up`);
  book.companies.add(name);
  return name;
}

/** A customer enterprise in a city, e.g. 成都星河精密制造有限公司. */
export function enterpriseName(rng: Rng, city: SeedCity, kinds: readonly string[]): string {
  return `${city.name}${tradeName(rng, rng.chance(0.3))}${rng.pick(kinds)}`;
}

/** 1234567.8 -> "1,234,567.80": amounts in notices, independent of the runtime's locale data. */
export function formatYuan(amount: number): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A landline such as 023-67891234; the area code is a made-up but well-formed one. */
export function phoneNumber(rng: Rng): string {
  return `0${rng.int(10, 999)}-${rng.int(2, 8)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}
