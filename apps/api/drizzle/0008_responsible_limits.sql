CREATE TABLE "user_limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"limit_id" bigint NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"action" text NOT NULL,
	"value" bigint,
	"previous_value" bigint,
	"confirm_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_limits" ALTER COLUMN "value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "user_limits" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_limits" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "user_limit_events" ADD CONSTRAINT "user_limit_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_limit_events_player" ON "user_limit_events" USING btree ("player_id","id");