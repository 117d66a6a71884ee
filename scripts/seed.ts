// Fills the database with deterministic demo data. Run with
//   tsx --conditions=react-server scripts/seed.ts [--scale N] [--reset | --if-empty] [--bids N ...]
// (the react-server condition turns `import 'server-only'` into a no-op outside Next).
import { mkdirSync } from 'node:fs';
import { env } from '@/lib/env';
import { openDb } from '@/lib/server/db/client';
import { hasSeedData, isSeeded, resolveCounts, seedDatabase } from '@/seed';
import { parseSeedArgs, SEED_USAGE, type SeedCliArgs } from '@/seed/cli-args';
import { ensureReferenceData } from '@/seed/reference';

const started = performance.now();

function readArgs(): SeedCliArgs | null {
  try {
    const args = parseSeedArgs(process.argv.slice(2));
    resolveCounts(args.scale, args.counts); // reject impossible counts before touching the database
    return args;
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    console.error(SEED_USAGE);
    return null;
  }
}

async function main(): Promise<number> {
  const args = readArgs();
  if (!args) return 2;
  if (args.help) {
    console.log(SEED_USAGE);
    return 0;
  }
  // PGlite creates its data folder but not the folders above it (.data/ on a fresh checkout).
  if (!env.DATABASE_URL) mkdirSync(env.PGLITE_DATA_DIR, { recursive: true });
  console.log(`› 正在打开数据库并执行迁移（${env.DATABASE_URL ? 'PostgreSQL' : `PGlite ${env.PGLITE_DATA_DIR}`}）…`);
  const handle = await openDb({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR, statementTimeoutMs: 0 });
  try {
    if (args.ifEmpty && (await isSeeded(handle.db))) {
      await ensureReferenceData(handle.db);
      console.log('› 数据库中已有演示数据，跳过生成（参考数据已补齐）');
      return 0;
    }
    if (!args.reset && !args.resume && (await hasSeedData(handle.db))) {
      console.error('数据库中已有数据，未做任何修改。如需重新生成演示数据，请加 --reset（将清空城市、供应商、中标、案例等演示数据表）。');
      return 1;
    }
    console.log('› 正在生成演示数据（首次启动约需 1-3 分钟）…');
    const s = await seedDatabase(handle.db, {
      scale: args.scale,
      seed: args.seed,
      counts: args.counts,
      reset: args.reset,
      resume: args.resume,
      // A batch per commit when resuming: larger ones halve the round trips of a 10M run.
      batchSize: args.resume ? 5000 : undefined,
      onTable: (table, rows) => console.log(`  · ${table}: ${rows.toLocaleString('zh-CN')} 行（${Math.round((performance.now() - started) / 1000)} 秒）`),
    });
    console.log('› 正在写入参考数据（字典、资讯、活动、广告、城市应用等）…');
    await ensureReferenceData(handle.db);
    console.log(
      `› 演示数据已写入 ${handle.driver}: cities=${s.cities} friendlyLinks=${s.friendlyLinks} industries=${s.industries} ` +
        `purchasers=${s.purchasers} suppliers=${s.suppliers} bids=${s.bids} cases=${s.cases} ` +
        `certificates=${s.certificates} patents=${s.patents} solutions=${s.solutions} seed=${s.seed} ` +
        `seedMs=${s.elapsedMs} totalMs=${Math.round(performance.now() - started)}`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
