import { activityHref } from './links';
import type { ActivityDetail } from './types';

const STATUS_URL = 'https://schema.org/EventScheduled';

/** schema.org Event of an activity page, with absolute addresses on `origin`. */
export function eventJsonLd(a: ActivityDetail, origin: string): object {
  const url = new URL(activityHref(a.id), origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: a.title,
    description: a.summary,
    url,
    startDate: a.startTime,
    endDate: a.endTime,
    eventStatus: STATUS_URL,
    eventAttendanceMode: a.online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: a.online
      ? { '@type': 'VirtualLocation', url: a.onlineLink ?? url }
      : { '@type': 'Place', name: a.place ?? a.cityName, address: { '@type': 'PostalAddress', addressLocality: a.cityName, streetAddress: a.place ?? '', addressCountry: 'CN' } },
    organizer: { '@type': 'Organization', name: a.organiser },
    ...(a.speakers.length ? { performer: a.speakers.map((s) => ({ '@type': 'Person', name: s.name, jobTitle: s.title })) } : {}),
    maximumAttendeeCapacity: a.quota,
    remainingAttendeeCapacity: a.placesLeft,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'CNY', url: new URL(`/activitySignUp.html?id=${a.id}`, origin).toString(), availability: a.status === 'open' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut', validThrough: a.signUpDeadline },
  };
}
