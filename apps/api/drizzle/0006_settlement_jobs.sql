CREATE TABLE "settlement_jobs" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashout_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashout_amount" bigint;--> statement-breakpoint
CREATE INDEX "settlement_jobs_due" ON "settlement_jobs" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "markets_updated" ON "markets" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "matches_updated" ON "matches" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "bet_selections_match" ON "bet_selections" USING btree ("match_id");