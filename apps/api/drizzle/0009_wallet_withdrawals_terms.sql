CREATE TABLE "terms_acceptances" (
	"player_id" uuid NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_player_id_version_pk" PRIMARY KEY("player_id","version")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_type";--> statement-breakpoint
ALTER TABLE "cashier_transactions" ADD COLUMN "settle_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cashier_transactions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashier_transactions_pending" ON "cashier_transactions" USING btree ("settle_at") WHERE "cashier_transactions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_type" CHECK ("ledger_entries"."type" in ('deposit', 'withdrawal', 'withdrawal_reversal', 'stake', 'win', 'refund', 'cashout', 'bonus', 'settlement_reversal'));