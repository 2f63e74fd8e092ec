CREATE TABLE "activity_registration_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_registration_members" ADD CONSTRAINT "activity_registration_members_registration_id_activity_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."activity_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_registration_members_idx" ON "activity_registration_members" USING btree ("registration_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_registration_members_user_idx" ON "activity_registration_members" USING btree ("user_id");