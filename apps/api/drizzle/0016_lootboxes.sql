CREATE TABLE "lootbox_draws" (
	"bonus_id" bigint PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"roll" bigint,
	"reward_index" integer,
	"reward_bonus_id" bigint,
	CONSTRAINT "lootbox_draws_opened_whole" CHECK (("lootbox_draws"."opened_at" is null) = ("lootbox_draws"."roll" is null and "lootbox_draws"."reward_index" is null))
);
--> statement-breakpoint
ALTER TABLE "lootbox_draws" ADD CONSTRAINT "lootbox_draws_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;