import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { baseInfoSchema } from '@/lib/site/schemas';
import { baseInfoAnswerSchema } from '@/lib/site/types';
import { navbarCitySchema } from './apps';
import {
  allEntCitySchema,
  changeCitySchema,
  cityProductsQuerySchema,
  findAllCountySchema,
  friendlyLinkQuerySchema,
  getCitySchema,
  locationInfoQuerySchema,
  locationListQuerySchema,
  navbarCitysQuerySchema,
  regionInfoSchema,
} from './schemas';
import {
  cityDataSchema,
  cityItemSchema,
  citySchema,
  enterpriseCitySchema,
  friendlyLinkSchema,
  locationEntrySchema,
  locationInfoSchema,
  regionDetailSchema,
} from './types';

// The city and region calls (000 §7, 001 §7), and baseInfo, which answers the request's city with the
// site's details.

export const changeCityCall = contract(catalogue.changeCity, {
  summary: "Switches the visitor's city: sets the city cookie for a day and answers resultcode 0000 beside the envelope (000 §7 changeCity).",
  input: changeCitySchema,
  output: cityItemSchema,
});

export const getFriendlyLinkCall = contract(catalogue.getFriendlyLink, {
  summary: "A city's friendly links, its own first, then those every site shows (000 §7 getFriendlyLink).",
  input: friendlyLinkQuerySchema,
  output: z.object({ friendlyLink: z.array(friendlyLinkSchema) }),
});

export const getCityProductsCall = contract(catalogue.getCityProducts, {
  summary: 'The city data of the request: its city, the hot cities, the letter index and every city (000 §7 getCityProducts).',
  input: cityProductsQuerySchema,
  output: cityDataSchema.extend({ sortCityList: z.array(citySchema) }),
});

export const getNavbarCitysCall = contract(catalogue.getNavbarCitys, {
  summary: "One city's apps, or the hot cities' without a code (000 §7, 001 §2 getNavbarCitys).",
  input: navbarCitysQuerySchema,
  output: z.array(navbarCitySchema),
});

export const getLocationInfoCall = contract(catalogue.getLocationInfo, {
  summary: "The portal city of the visitor's address, else the default city (000 §7 getLocationInfo).",
  input: locationInfoQuerySchema,
  output: locationInfoSchema,
});

export const locationListCall = contract(catalogue.locationList, {
  summary: 'The GB/T 2260 regions under a region code, or the provinces without one (000 §7 locationList).',
  input: locationListQuerySchema,
  output: z.array(locationEntrySchema),
});

export const getCityCall = contract(catalogue.getCity, {
  summary: 'One city by its code, or the city the request is on without one (000 §7 getCity).',
  input: getCitySchema,
  output: citySchema,
});

export const getRegionInfoCall = contract(catalogue.getRegionInfo, {
  summary: 'One GB/T 2260 region with the regions above and below it (000 §7 getRegionInfo).',
  input: regionInfoSchema,
  output: regionDetailSchema,
});

export const getAllentCityCall = contract(catalogue.getAllentCity, {
  summary: 'The cities that have suppliers, of one province when given, most suppliers first (000 §7 getAllentCity).',
  input: allEntCitySchema,
  output: z.array(enterpriseCitySchema),
});

export const findAllCountyCall = contract(catalogue.findAllCounty, {
  summary: 'The districts and counties of a city (000 §7 findAllCounty).',
  input: findAllCountySchema,
  output: z.array(locationEntrySchema),
});

export const baseInfoCall = contract(catalogue.baseInfo, {
  summary: "The site's contact and registration details and the city the request is on (000 §7 baseInfo, §2, §9).",
  input: baseInfoSchema,
  output: baseInfoAnswerSchema,
});
