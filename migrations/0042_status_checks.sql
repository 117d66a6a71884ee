-- Statuses are checked text (docs/how-to-add-a-feature.md, step 1): each column accepts only the values
-- of its union type in lib/<feature>/types.ts, so a write with any other status is refused by the
-- database, not found later by a reader. Every value the code and the seed write is in its list.
ALTER TABLE "supplier_scheme" ADD CONSTRAINT "supplier_scheme_status_ck" CHECK ("status" in ('submitted', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "outsourcing_demand" ADD CONSTRAINT "outsourcing_demand_status_ck" CHECK ("status" in ('pending', 'open', 'closed'));--> statement-breakpoint
ALTER TABLE "consult_ticket" ADD CONSTRAINT "consult_ticket_status_ck" CHECK ("status" in ('new', 'contacted', 'closed'));--> statement-breakpoint
ALTER TABLE "expert_consultation" ADD CONSTRAINT "expert_consultation_status_ck" CHECK ("status" in ('new', 'replied', 'closed'));--> statement-breakpoint
ALTER TABLE "captcha_challenge" ADD CONSTRAINT "captcha_challenge_kind_ck" CHECK ("kind" in ('slide', 'char'));--> statement-breakpoint
ALTER TABLE "captcha_challenge" ADD CONSTRAINT "captcha_challenge_status_ck" CHECK ("status" in ('new', 'passed', 'failed', 'spent'));
