// Tests only: the official OCDS 1.1.5 JSON Schemas (test/data/ocds, from github.com/open-contracting/standard,
// tag 1__1__5: nothing is downloaded at test time), compiled once with ajv for draft-04. The package schemas
// reference the release schema (and the record package the versioned release schema) by URL: each is
// registered under its id so the references resolve locally.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const dir = path.join(import.meta.dirname, '..', 'data', 'ocds');
const load = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { id: string };

// OCDS schemas carry their own keywords (codelist, openCodelist, deprecated, …): not validation, so not strict.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
for (const name of ['release-schema.json', 'versioned-release-validation-schema.json']) {
  const schema = load(name);
  ajv.addSchema(schema, schema.id);
}
const releasePackage = ajv.compile(load('release-package-schema.json'));
const recordPackage = ajv.compile(load('record-package-schema.json'));

/** The schema's complaints about a package, [] when it validates. */
export function releasePackageErrors(pkg: unknown): string[] {
  return releasePackage(pkg) ? [] : (releasePackage.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

export function recordPackageErrors(pkg: unknown): string[] {
  return recordPackage(pkg) ? [] : (recordPackage.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
