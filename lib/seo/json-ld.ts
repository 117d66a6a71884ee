// Structured data for search engines, written into a <script type="application/ld+json">.

/**
 * JSON text safe inside a script element: every '<' is escaped, so no value can close the element
 * ("</script>") or open a comment; JSON readers decode \u003c back to '<'.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

// How the portal's records map onto schema.org (checked against https://schema.org/Demand,
// https://schema.org/seeks, https://schema.org/Service, https://schema.org/Order, https://schema.org/Offer):
// - A tender or an outsourcing demand is a Demand, "the announcement by an organization or person to
//   seek a certain type of goods or services". Its buyer is not Demand.seller, which is the party that
//   offers the goods, but the organization that `seeks` the Demand (range Demand); written from the
//   Demand's side with JSON-LD's @reverse. Demand has no `category`: what is sought is `itemOffered`,
//   a Service, whose `category` holds the service class and `areaServed` the city.
// - A winning bid (中标结果) is an Order, "a confirmation of a transaction": `seller` the winning
//   supplier, `customer` the purchasing units, `acceptedOffer` the winning Offer with its price. A
//   candidate announcement (中标候选人公示) is not a transaction yet: the first candidate's Offer.

const CONTEXT = 'https://schema.org';

/** The buyer of a Demand, as the organization that seeks it. */
export function soughtBy(buyer: string, type: 'Organization' | 'GovernmentOrganization' = 'Organization'): object {
  return { '@reverse': { seeks: { '@type': type, name: buyer } } };
}

/** What a Demand or an Offer is about: a service, with its class and where it is needed. */
export function soughtService(name: string, category: string, areaServed: string): object {
  return { '@type': 'Service', name, ...(category && { category }), ...(areaServed && { areaServed }) };
}

export interface WinningBidFacts {
  url: string;
  projectName: string;
  projectNumber: string;
  description: string;
  /** 1: awarded; otherwise a candidate announcement. */
  bidState: number;
  purchasers: string[];
  winner: string;
  /** 元. */
  amount: number;
  serviceTrade: string;
  cityName: string;
  publishTime: string;
}

/** A winning-bid record: an awarded Order, or the first candidate's Offer (see above). */
export function winningBidJsonLd(b: WinningBidFacts): object {
  const supplier = { '@type': 'Organization', name: b.winner };
  const offer = {
    '@type': 'Offer',
    seller: supplier,
    ...(b.amount > 0 && { price: b.amount, priceCurrency: 'CNY' }),
    itemOffered: soughtService(b.projectName, b.serviceTrade, b.cityName),
  };
  const common = { '@context': CONTEXT, name: b.projectName, description: b.description, url: b.url };
  if (b.bidState !== 1) return { ...common, ...offer, validFrom: b.publishTime, sku: b.projectNumber };
  return {
    ...common,
    '@type': 'Order',
    orderNumber: b.projectNumber,
    orderDate: b.publishTime,
    seller: supplier,
    customer: b.purchasers.map((name) => ({ '@type': 'Organization', name })),
    acceptedOffer: offer,
  };
}

/** The site itself, on the home page: the WebSite with its search box, and the Organization behind it. */
export function siteJsonLd(site: { name: string; origin: string; searchPath: string; logo: string; telephone?: string }): object[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: site.name,
      url: `${site.origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${site.origin}${site.searchPath}{search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name: site.name,
      url: `${site.origin}/`,
      logo: `${site.origin}${site.logo}`,
      ...(site.telephone && { contactPoint: { '@type': 'ContactPoint', telephone: site.telephone, contactType: 'customer service' } }),
    },
  ];
}
