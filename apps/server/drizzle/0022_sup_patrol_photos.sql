CREATE TABLE "sup_patrol_photos" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"patroller_id" integer NOT NULL,
	"live_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sup_patrols_photo_idx" ON "sup_patrols" USING btree ("photo_file_id");