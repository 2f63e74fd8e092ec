CREATE TABLE "visit_monthly" (
	"month" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	"terminal" varchar(8) NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "visit_monthly_kind_month_target_id_terminal_pk" PRIMARY KEY("kind","month","target_id","terminal")
);
--> statement-breakpoint
ALTER TABLE "app_versions" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;