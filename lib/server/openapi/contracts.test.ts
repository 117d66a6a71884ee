import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { adminCalls, servedCalls } from '@/lib/api/catalogue';
import { GET } from '@/app/api/openapi.json/route';
import { adminContracts, contracts, jsonSchemaOf, openApiDocument, openSchemaPaths } from '.';

// The contracts against the catalogue, the routes and the OpenAPI rules (docs/decisions/0010).

const names = contracts.map((c) => c.call.name);

describe('the contracts', () => {
  it('bind every served call once, and no other', () => {
    expect(servedCalls.map((c) => c.name).filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.filter((name) => !servedCalls.some((c) => c.name === name))).toEqual([]);
  });

  it("bind every console call once, and keep them out of the partners' document", () => {
    expect(adminContracts.map((c) => c.call.name).sort()).toEqual(adminCalls.map((c) => c.name).sort());
    expect(names.filter((name) => adminCalls.some((c) => c.name === name))).toEqual([]);
  });

  it('declare answers that accept nothing but their shape', () => {
    const open = [...contracts, ...adminContracts]
      .filter((c) => c.call.answer !== 'blob')
      .flatMap((c) => openSchemaPaths(jsonSchemaOf(c.output, 'output')).map((where) => `${c.call.name}: ${where}`));
    expect(open).toEqual([]);
  });

  it('are what every route answers through: no route of app/api bypasses its contract', () => {
    const dir = path.join(process.cwd(), 'app/api');
    // The catch-all's 404, the health checks and the document itself are not calls.
    const routes = [
      ...readdirSync(dir).filter((name) => servedCalls.some((c) => c.name === name)).map((name) => path.join(dir, name, 'route.ts')),
      ...adminCalls.map((c) => path.join(dir, 'admin', c.name, 'route.ts')),
    ];
    const bypassing = routes.filter((file) => !existsSync(file) || /plainRoute|NextResponse\.json\(/.test(readFileSync(file, 'utf8')));
    expect(bypassing).toEqual([]);
  });
});

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with an operation per call', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = (await response.json()) as ReturnType<typeof openApiDocument>;
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(Object.keys(document.paths).sort()).toEqual(servedCalls.map((c) => c.path).sort());
  });

  it('is refused by the validator when it breaks the rules (the check can fail)', async () => {
    const broken = { ...openApiDocument(contracts, { version: '1' }), info: { title: 'no version' } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});
