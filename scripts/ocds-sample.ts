// Writes the committed OCDS sample of the import pipeline (docs/imports.md "Sample"):
//   npx tsx scripts/ocds-sample.ts [--count 3000] [--out test/data/ocds-sample.json.gz]
// Deterministic: the same count writes the same bytes, so the file only changes with the generator.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildOcdsSample, releasePackage } from '@/seed/ocds-sample';

const { values } = parseArgs({ options: { count: { type: 'string', default: '3000' }, out: { type: 'string', default: 'test/data/ocds-sample.json.gz' } } });
const releases = buildOcdsSample(Number(values.count));
// One release per line inside the package: readable with zcat | less, and still one JSON document.
const pkg = JSON.stringify(releasePackage([]), null, 0).replace('"releases":[]', `"releases":[\n${releases.map((r) => JSON.stringify(r)).join(',\n')}\n]`);
await writeFile(values.out, gzipSync(pkg, { level: 9 }).subarray(0));
console.log(`› ${releases.length} releases -> ${values.out}`);
