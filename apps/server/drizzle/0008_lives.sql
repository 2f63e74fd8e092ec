CREATE TABLE "live_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" varchar(300) NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_reservations" (
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_reservations_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"teacher_id" integer NOT NULL,
	"org_id" integer,
	"course_id" integer,
	"section_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"cover_file_id" integer,
	"open_remark" varchar(500) DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"access" smallint DEFAULT 0 NOT NULL,
	"class_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password" varchar(30) DEFAULT '' NOT NULL,
	"show_visit_count" boolean DEFAULT true NOT NULL,
	"source" varchar(16) DEFAULT 'SOMOOC' NOT NULL,
	"external_key" varchar(120),
	"streams" jsonb DEFAULT '["teacher"]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"recording_resource_id" integer,
	"stream_key" varchar(40) NOT NULL,
	"key_expires_at" timestamp with time zone NOT NULL,
	"publishers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lost_at" timestamp with time zone,
	"record_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_messages_live_idx" ON "live_messages" USING btree ("live_id","id");--> statement-breakpoint
CREATE INDEX "live_reservations_user_idx" ON "live_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lives_status_idx" ON "lives" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "lives_teacher_idx" ON "lives" USING btree ("teacher_id","start_at");--> statement-breakpoint
CREATE INDEX "lives_org_idx" ON "lives" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lives_stream_key_idx" ON "lives" USING btree ("stream_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lives_external_key_idx" ON "lives" USING btree ("external_key");