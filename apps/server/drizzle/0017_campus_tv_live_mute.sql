CREATE TABLE "tv_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"brief" varchar(200) DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"live_id" integer,
	"anchor_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tv_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"resource_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"duration" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tv_section_resources" (
	"section_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(200) NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tv_section_resources_section_id_resource_id_pk" PRIMARY KEY("section_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "tv_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "muted_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tv_programmes" ADD CONSTRAINT "tv_programmes_channel_id_tv_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."tv_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_section_resources" ADD CONSTRAINT "tv_section_resources_section_id_tv_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."tv_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tv_programmes_channel_idx" ON "tv_programmes" USING btree ("channel_id","position");