import { NextResponse } from 'next/server';
import { contracts, openApiDocument } from '@/lib/server/openapi';
import packageJson from '@/package.json';

// The API document for partners (OpenAPI 3.1, docs/decisions/0010), generated from the contracts once per
// process; it changes with a release, so browsers and proxies may keep it for an hour.
const document = openApiDocument(contracts, { version: packageJson.version });

export const GET = () =>
  NextResponse.json(document, { headers: { 'Cache-Control': 'public, max-age=3600' } });
