-- Review claims (docs/features.md, Operator console): the reviewer working on a scheme or an activation,
-- so two reviewers never decide the same item; a claim lapses after 15 minutes without its holder.
CREATE TABLE "review_claim" (
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_claim_item_type_item_id_pk" PRIMARY KEY("item_type","item_id"),
	CONSTRAINT "review_claim_item_type_ck" CHECK ("item_type" in ('scheme', 'activation'))
);
