CREATE TABLE "favourites" (
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_player_id_type_item_id_pk" PRIMARY KEY("player_id","type","item_id")
);
--> statement-breakpoint
CREATE INDEX "favourites_item" ON "favourites" USING btree ("type","item_id");