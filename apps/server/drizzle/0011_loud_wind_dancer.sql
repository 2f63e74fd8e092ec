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
ALTER TABLE "research_terminals" ADD CONSTRAINT "research_terminals_org_id_research_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."research_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_places_org_idx" ON "research_places" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_places_terminal_idx" ON "research_places" USING btree ("terminal_id");--> statement-breakpoint
CREATE INDEX "research_terminals_org_idx" ON "research_terminals" USING btree ("org_id");