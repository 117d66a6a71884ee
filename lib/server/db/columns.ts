// Column builders the feature schemas share: the search vectors the search engine reads
// (lib/server/search/engine.ts). Only SQL that PostgreSQL 15 and 18 both accept.
import 'server-only';
import { sql } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector; filled by generated columns, never written by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search vector of a document: unigrams and bigrams of its Chinese runs plus its Latin/digit words
 * (SQL function jf_search_terms, migration 0001). Chinese has no spaces, so bigrams let a GIN index
 * answer one- and two-character queries and narrow longer ones, on PGlite and PostgreSQL alike.
 */
export const searchVector = (doc: ReturnType<typeof sql>, column = 'search_vec') =>
  tsvector(column).generatedAlwaysAs(sql`array_to_tsvector(jf_search_terms(${doc}))`);

/**
 * A search vector that also holds the record's label values as terms ('c:北京', 't:医疗机构'; migration
 * 0009), so a city scope or a label filter narrows the keyword inside the search index instead of row
 * by row (lib/server/search/engine.ts). A keyword never makes such a term: it has no colon.
 */
export const labelledSearchVector = (doc: ReturnType<typeof sql>, labels: ReturnType<typeof sql>) =>
  tsvector('search_vec').generatedAlwaysAs(sql`array_to_tsvector(jf_search_terms(${doc}) || ${labels})`);

/** The title's own terms: the comprehensive order puts title hits first, found through their own index. */
export const titleVector = (title: string) => searchVector(sql.raw(title), 'title_vec');

/**
 * A CHECK that a text column holds one of the code's values (a status and its union type in
 * lib/<feature>/types.ts): the database refuses any other. Written literally, as a CHECK takes no parameters.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
