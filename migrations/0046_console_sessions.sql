-- The console's view of an operator's login (docs/features.md, Operator console): its last console
-- visit (30 minutes idle end the login) and its last step-up (an SMS code confirmed for a sensitive action).
CREATE TABLE "console_session" (
	"session_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stepped_up_at" timestamp with time zone
);
