import 'server-only';
import { z } from 'zod';
import type { Contract } from '@/lib/api/contract';

// The API document for partners (OpenAPI 3.1, whose schemas are JSON Schema 2020-12, the dialect zod 4
// writes natively): generated from the contracts, so it says what the routes parse and answer.
// docs/decisions/0010 says why the contracts are our own registry rather than a library's.

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema 2020-12, without the `$schema` key (the document declares the dialect once). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' });
  delete json.$schema;
  return json;
}

const REFUSAL = '#/components/schemas/Refusal';

function successEnvelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code: { const: 0 }, msg: { type: 'string' }, data },
    required: ['code', 'msg', 'data'],
  };
}

const refusalResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: REFUSAL } } },
});

/** A GET call's input as query parameters, one per property of its (object) input schema. */
function queryParameters(input: JsonSchema) {
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

const BODY_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const;

function operation(contract: Contract) {
  const { call } = contract;
  const input = jsonSchemaOf(contract.input, 'input');
  const answer =
    call.answer === 'blob'
      ? { description: 'The file.', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } }
      : { description: 'The envelope: code 0 and the data, or a refusal (a non-zero code and its message).', content: { 'application/json': { schema: { oneOf: [successEnvelope(jsonSchemaOf(contract.output, 'output')), { $ref: REFUSAL }] } } } };
  return {
    operationId: call.name,
    summary: contract.summary,
    ...(call.host ? { 'x-host': call.host } : {}),
    // Answered only to a logged-in user (the session cookie); a visitor gets 401 40101.
    ...(call.login ? { 'x-login': true } : {}),
    ...(call.method === 'GET'
      ? { parameters: queryParameters(input) }
      : { requestBody: { required: true, content: { [BODY_TYPES[call.body ?? 'json']]: { schema: input } } } }),
    responses: {
      '200': answer,
      '4XX': refusalResponse('Refused: bad input (40000), login needed (401xx), not allowed (40300), not found (40400), too many (42900).'),
      '5XX': refusalResponse('The service could not answer: 50000, or 50300 while the database is away (retry after Retry-After).'),
    },
  };
}

/** The OpenAPI 3.1 document of `contracts`. */
export function openApiDocument(contracts: readonly Contract[], info: { version: string }) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const contract of [...contracts].sort((a, b) => a.call.name.localeCompare(b.call.name))) {
    paths[contract.call.path] = { [contract.call.method.toLowerCase()]: operation(contract) };
  }
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: '软件与数字化服务采购平台 API',
      version: info.version,
      description:
        'Every call of the portal: the spec\'s envelope (`code`, `msg`, `data`; code 0 is success) around each answer. ' +
        'Calls with `x-host` are served by that named host where a deployment splits the hosts out (docs/configuration.md), else by the page\'s own origin.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        Refusal: {
          type: 'object',
          properties: { code: { type: 'integer', not: { const: 0 } }, msg: { type: 'string' }, data: {} },
          required: ['code', 'msg', 'data'],
        },
      },
    },
  };
}
