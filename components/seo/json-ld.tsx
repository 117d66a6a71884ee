import { serializeJsonLd } from '@/lib/seo/json-ld';

/** A schema.org description of the page, for search engines. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
