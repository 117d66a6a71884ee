import pg from 'pg';

/**
 * The texts the broad stream cuts its keywords from (queries.ts broadQueries): bid titles and supplier
 * names spread over the dataset (every 97th bid, every 13th supplier).
 */
export async function broadTexts(url: string): Promise<{ titles: string[]; suppliers: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const titles = (await client.query<{ t: string }>('select project_name as t from winning_bid where id % 97 = 0 order by id limit 3000')).rows.map((r) => r.t);
    const suppliers = (await client.query<{ t: string }>('select comp_name as t from supplier where id % 13 = 0 order by id limit 1000')).rows.map((r) => r.t);
    return { titles, suppliers };
  } finally {
    await client.end();
  }
}
