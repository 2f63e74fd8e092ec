CREATE TABLE "research_orgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(30),
	"contact" varchar(30),
	"phone" varchar(20),
	"address" varchar(100),
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"terminal_id" integer,
	"location" varchar(100),
	"capacity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_seminar_members" (
	"seminar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(12) NOT NULL,
	"org_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_seminar_members_seminar_id_user_id_pk" PRIMARY KEY("seminar_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "research_seminar_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"seminar_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_seminars" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"brief" text,
	"org_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"code" varchar(30),
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"sip_uri" varchar(120),
	"stream_key" varchar(40) NOT NULL,
	"state" varchar(10) DEFAULT 'enabled' NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_places" ADD CONSTRAINT "research_places_org_id_research_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."research_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_places" ADD CONSTRAINT "research_places_terminal_id_research_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."research_terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_seminar_members" ADD CONSTRAINT "research_seminar_members_seminar_id_research_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."research_seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_seminar_members" ADD CONSTRAINT "research_seminar_members_org_id_research_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."research_orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_seminar_notices" ADD CONSTRAINT "research_seminar_notices_seminar_id_research_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."research_seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_seminars" ADD CONSTRAINT "research_seminars_org_id_research_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."research_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_seminars" ADD CONSTRAINT "research_seminars_subject_id_research_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."research_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_terminals" ADD CONSTRAINT "research_terminals_org_id_research_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."research_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_places_org_idx" ON "research_places" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_places_terminal_idx" ON "research_places" USING btree ("terminal_id");--> statement-breakpoint
CREATE INDEX "research_seminar_members_user_idx" ON "research_seminar_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "research_seminar_notices_idx" ON "research_seminar_notices" USING btree ("seminar_id");--> statement-breakpoint
CREATE INDEX "research_seminars_list_idx" ON "research_seminars" USING btree ("kind","start_at");--> statement-breakpoint
CREATE INDEX "research_terminals_org_idx" ON "research_terminals" USING btree ("org_id");