CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"definition_key" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"currency" text,
	"amount" bigint,
	"times_used" integer DEFAULT 0 NOT NULL,
	"progress_count" integer DEFAULT 0 NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"valid_to" timestamp with time zone,
	"source" text NOT NULL,
	"source_ref" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"used_in_bet" bigint,
	CONSTRAINT "player_bonuses_status" CHECK ("player_bonuses"."status" in ('available', 'active', 'not_available', 'deactivated', 'bonus_over', 'expired', 'overridden')),
	CONSTRAINT "player_bonuses_amount_positive" CHECK ("player_bonuses"."amount" is null or "player_bonuses"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "player_bonuses_player" ON "player_bonuses" USING btree ("player_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_issue_once" ON "player_bonuses" USING btree ("player_id","definition_key","source","source_ref");