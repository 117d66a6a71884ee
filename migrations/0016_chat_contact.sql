-- Contacting a merchant (issue 19): the suggestion and complaint form, who answers for a provider, the
-- private-number pool with its bindings, and the chat (lib/server/db/schema-chat.ts).
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" smallint NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"page_url" text,
	"client" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "contact_owner" (
	"owner_key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_owner_user_idx" ON "contact_owner" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "private_number" (
	"number" text PRIMARY KEY NOT NULL,
	"buyer_user_id" integer,
	"owner_key" text,
	"bound_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"generation" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "private_number_pair_uq" ON "private_number" USING btree ("buyer_user_id","owner_key") WHERE buyer_user_id is not null;
--> statement-breakpoint
CREATE INDEX "private_number_expiry_idx" ON "private_number" USING btree ("expires_at") WHERE buyer_user_id is not null;
--> statement-breakpoint
-- The development pool: 200 numbers of the 1709 range (virtual operators' numbers); a real provider's
-- numbers replace them (README "Private numbers").
INSERT INTO "private_number" ("number") SELECT '1709' || lpad(g::text, 7, '0') FROM generate_series(1, 200) AS g ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "telephony_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"event" text NOT NULL,
	"buyer_user_id" integer,
	"owner_key" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "telephony_event_number_idx" ON "telephony_event" USING btree ("number","at");
--> statement-breakpoint
CREATE TABLE "chat_conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"agent_user_id" integer NOT NULL,
	"owner_key" text NOT NULL,
	"title" text NOT NULL,
	"buyer_read_id" bigint DEFAULT 0 NOT NULL,
	"agent_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_preview" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_pair_uq" ON "chat_conversation" USING btree ("buyer_user_id","owner_key");
--> statement-breakpoint
CREATE INDEX "chat_conversation_buyer_idx" ON "chat_conversation" USING btree ("buyer_user_id","last_message_id");
--> statement-breakpoint
CREATE INDEX "chat_conversation_agent_idx" ON "chat_conversation" USING btree ("agent_user_id","last_message_id");
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"body" text NOT NULL,
	"file_key" text,
	"file_size" integer,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_client_uq" ON "chat_message" USING btree ("sender_user_id","client_id");
--> statement-breakpoint
CREATE INDEX "chat_message_conversation_idx" ON "chat_message" USING btree ("conversation_id","id");
