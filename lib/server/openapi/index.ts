// The API document's public face for routes (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { adminContracts, contracts } from './contracts';
export { openApiDocument, jsonSchemaOf } from './document';
export { openSchemaPaths } from './open-schemas';
