CREATE TABLE "jackpot_draws" (
	"bet_id" bigint NOT NULL,
	"jackpot_id" bigint NOT NULL,
	"seed" text NOT NULL,
	"draw" bigint NOT NULL,
	"level_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level_id" bigint NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_entries_type" CHECK ("jackpot_entries"."type" in ('seed', 'contribution', 'hit'))
);
--> statement-breakpoint
CREATE TABLE "jackpot_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot_id" bigint NOT NULL,
	"level_id" bigint NOT NULL,
	"player_id" uuid NOT NULL,
	"bet_id" bigint,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "jackpot_hits_status" CHECK ("jackpot_hits"."status" in ('pending', 'paid')),
	CONSTRAINT "jackpot_hits_amount_positive" CHECK ("jackpot_hits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL,
	"active" boolean NOT NULL,
	"seed_amount" bigint NOT NULL,
	"share_bp" integer NOT NULL,
	"hit_one_in" integer NOT NULL,
	CONSTRAINT "jackpot_levels_hit_one_in" CHECK ("jackpot_levels"."hit_one_in" >= 2)
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"contribution_bp" integer NOT NULL,
	"min_stake" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_state" CHECK ("jackpots"."state" in ('active', 'created', 'disabled', 'finished', 'paused')),
	CONSTRAINT "jackpots_contribution" CHECK ("jackpots"."contribution_bp" >= 0 and "jackpots"."contribution_bp" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_type";--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD CONSTRAINT "jackpot_draws_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_entries" ADD CONSTRAINT "jackpot_entries_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_draws_bet" ON "jackpot_draws" USING btree ("jackpot_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_entries_once" ON "jackpot_entries" USING btree ("level_id","type","reference");--> statement-breakpoint
CREATE INDEX "jackpot_entries_level" ON "jackpot_entries" USING btree ("level_id","amount");--> statement-breakpoint
CREATE INDEX "jackpot_hits_player" ON "jackpot_hits" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "jackpot_hits_jackpot" ON "jackpot_hits" USING btree ("jackpot_id","created_at");--> statement-breakpoint
CREATE INDEX "jackpot_hits_pending" ON "jackpot_hits" USING btree ("id") WHERE "jackpot_hits"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_hits_bet" ON "jackpot_hits" USING btree ("level_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_code" ON "jackpot_levels" USING btree ("jackpot_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_key" ON "jackpots" USING btree ("key");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_type" CHECK ("ledger_entries"."type" in ('deposit', 'withdrawal', 'withdrawal_reversal', 'stake', 'win', 'refund', 'cashout', 'bonus', 'settlement_reversal', 'jackpot_win'));