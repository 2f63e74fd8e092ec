CREATE TABLE "sso_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"issuer" varchar(300) NOT NULL,
	"subject" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_return_urls" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"url" varchar(300) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sources" (
	"kind" varchar(16) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"name" varchar(30) NOT NULL,
	"settings" jsonb NOT NULL,
	"secret" text DEFAULT '' NOT NULL,
	"provision" boolean DEFAULT true NOT NULL,
	"role_id" integer,
	"user_type" varchar(16) DEFAULT 'student' NOT NULL,
	"org_id" integer,
	"last_sync" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sso_links_subject_idx" ON "sso_links" USING btree ("kind","issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_links_user_idx" ON "sso_links" USING btree ("user_id","kind");