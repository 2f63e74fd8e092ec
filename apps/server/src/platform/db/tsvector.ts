import { customType } from "drizzle-orm/pg-core";

/** A tsvector column, written with searchVector() from platform/search/text.ts. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});
