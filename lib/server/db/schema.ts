// The one schema, shared by PGlite and a PostgreSQL server: each feature's tables live beside its
// service (lib/server/<feature>/schema.ts) and this index re-exports them all, for drizzle-kit
// (drizzle.config.ts generates migrations/ from this file), the client's relational queries
// (./client.ts) and every module that imports a table. Only SQL that PostgreSQL 15 and 18 both accept.
import 'server-only';

export * from '../accounts/schema';
export * from '../activation/schema';
export * from '../activities/schema';
export * from '../ads/schema';
export * from '../analytics/schema';
export * from '../bids/schema';
export * from '../captcha/schema';
export * from '../cases/schema';
export * from '../chat/schema';
export * from '../city/schema';
export * from '../consult/schema';
export * from '../contact/schema';
export * from '../dictionaries/schema';
export * from '../experts/schema';
export * from '../exports/schema';
export * from '../files/schema';
export * from '../home/schema';
export * from '../imports/schema';
export * from '../inbox/schema';
export * from '../market/schema';
export * from '../mail/schema';
export * from '../news/schema';
export * from '../operators/schema';
export * from '../opportunities/schema';
export * from '../products/schema';
export * from '../publish/schema';
export * from '../rate-limit-schema';
export * from '../rules-centre/schema';
export * from '../saved-searches/schema';
export * from '../schemes/schema';
export * from '../search/schema';
export * from '../session/schema';
export * from '../sms/schema';
export * from '../sms-push/schema';
export * from '../solutions/schema';
export * from '../suppliers/schema';
export * from '../support/schema';
export * from '../tendering/schema';
