CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"owner_id" integer NOT NULL,
	"organizer_org_id" integer,
	"subject_id" integer,
	"intro" text DEFAULT '' NOT NULL,
	"guide" text DEFAULT '' NOT NULL,
	"stage" varchar(16) DEFAULT 'draft' NOT NULL,
	"registration_start" timestamp with time zone NOT NULL,
	"registration_end" timestamp with time zone NOT NULL,
	"submission_end" timestamp with time zone NOT NULL,
	"audit_end" timestamp with time zone NOT NULL,
	"judging_end" timestamp with time zone NOT NULL,
	"aggregation" varchar(16) DEFAULT 'mean' NOT NULL,
	"results_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_award_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"quota" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"registration_id" integer,
	"owner_id" integer NOT NULL,
	"org_id" integer,
	"title" varchar(100) NOT NULL,
	"resource_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"return_reason" varchar(200),
	"final_score" double precision,
	"award_level_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_announcements" ADD CONSTRAINT "activity_announcements_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_award_levels" ADD CONSTRAINT "activity_award_levels_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_properties" ADD CONSTRAINT "activity_properties_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_registrations" ADD CONSTRAINT "activity_registrations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_works" ADD CONSTRAINT "activity_works_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_works" ADD CONSTRAINT "activity_works_registration_id_activity_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."activity_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_list_idx" ON "activities" USING btree ("stage","registration_start");--> statement-breakpoint
CREATE INDEX "activity_announcements_activity_idx" ON "activity_announcements" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_award_levels_activity_idx" ON "activity_award_levels" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_properties_activity_idx" ON "activity_properties" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_registrations_user_idx" ON "activity_registrations" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_works_activity_idx" ON "activity_works" USING btree ("activity_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_works_registration_idx" ON "activity_works" USING btree ("registration_id");