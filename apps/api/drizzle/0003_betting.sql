CREATE TABLE "bet_placements" (
	"player_id" uuid NOT NULL,
	"key" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_placements_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "bet_selections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"outcome_id" text NOT NULL,
	"odds" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"dead_heat_factor" real,
	"void_factor" real,
	"match_name" text NOT NULL,
	"market_name" text NOT NULL,
	"outcome_name" text NOT NULL,
	"sport_key" text NOT NULL,
	"provider" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"live" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"result" text DEFAULT 'no_results' NOT NULL,
	"currency" text NOT NULL,
	"subunits" integer NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"potential_win" bigint NOT NULL,
	"win_amount" bigint,
	"system_win_count" integer,
	"system_total_count" integer,
	"custom_odds" integer,
	"bonus" jsonb,
	"is_vip" boolean DEFAULT false NOT NULL,
	"quick" boolean DEFAULT false NOT NULL,
	"device_id" text,
	"settlements" integer DEFAULT 0 NOT NULL,
	"void_reason" text,
	"void_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_ref_unique" UNIQUE("ref"),
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"key" text NOT NULL,
	"day" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"player_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_type";--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_selections_bet" ON "bet_selections" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "bet_selections_open_match" ON "bet_selections" USING btree ("match_id") WHERE "bet_selections"."status" = 'open';--> statement-breakpoint
CREATE INDEX "bets_player_created" ON "bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_open" ON "bets" USING btree ("status") WHERE "bets"."status" in ('submitted', 'waiting_results', 'cashout_in_progress');--> statement-breakpoint
CREATE UNIQUE INDEX "counters_key_day" ON "counters" USING btree ("key","day");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_type" CHECK ("ledger_entries"."type" in ('deposit', 'withdrawal', 'stake', 'win', 'refund', 'cashout', 'bonus', 'settlement_reversal'));