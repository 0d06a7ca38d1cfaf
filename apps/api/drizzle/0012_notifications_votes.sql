CREATE TABLE "notification_preferences" (
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notification_preferences_player_id_type_pk" PRIMARY KEY("player_id","type")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"variant" text NOT NULL,
	"params" jsonb NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prediction_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_player" ON "notifications" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("player_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once" ON "notifications" USING btree ("player_id","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_one_per_player" ON "votes" USING btree ("prediction_id","player_id");