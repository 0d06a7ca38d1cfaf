CREATE TABLE "hunting_farms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bonus_id" bigint NOT NULL,
	"player_id" uuid NOT NULL,
	"bet_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"stake" bigint NOT NULL,
	"event_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunting_farms_points_positive" CHECK ("hunting_farms"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_farms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_key" text NOT NULL,
	"player_id" uuid NOT NULL,
	"bet_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"contribution" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"tournament_key" text NOT NULL,
	"position" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"farmed_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_entry_id" bigint,
	CONSTRAINT "tournament_prizes_tournament_key_position_pk" PRIMARY KEY("tournament_key","position")
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"tournament_key" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"pool" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hunting_farms_once" ON "hunting_farms" USING btree ("bonus_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_farms_once" ON "tournament_farms" USING btree ("tournament_key","bet_id");--> statement-breakpoint
CREATE INDEX "tournament_farms_player" ON "tournament_farms" USING btree ("tournament_key","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_prizes_player" ON "tournament_prizes" USING btree ("tournament_key","player_id");