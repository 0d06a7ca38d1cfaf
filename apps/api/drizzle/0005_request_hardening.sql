ALTER TABLE "bets" ALTER COLUMN "odds" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "custom_odds" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "bet_placements" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_parent_id_sessions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_parent" ON "sessions" USING btree ("parent_id") WHERE "sessions"."parent_id" is not null;