ALTER TABLE "bets" ADD COLUMN "used_in_jackpot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "bets" SET "used_in_jackpot" = true WHERE "id" IN (SELECT "bet_id" FROM "jackpot_draws");
