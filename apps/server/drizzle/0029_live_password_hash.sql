ALTER TABLE "lives" ALTER COLUMN "password" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "lives" ALTER COLUMN "password" SET DEFAULT '';--> statement-breakpoint
-- Viewing passwords are kept hashed (decision 0033). Stored plain ones become a salted SHA-256
-- ("sha256$salt$hex"), which the platform replaces by an argon2id hash at the next right answer.
UPDATE "lives" SET "password" = 'sha256$' || s.salt || '$' || encode(sha256(convert_to(s.salt || "lives"."password", 'UTF8')), 'hex')
FROM (SELECT "id", md5(random()::text || "id"::text) AS salt FROM "lives" WHERE "password" <> '' AND "password" NOT LIKE '$argon2%') AS s
WHERE "lives"."id" = s."id";
