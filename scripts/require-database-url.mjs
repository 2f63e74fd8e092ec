// test:pg runs the API suite against real PostgreSQL; refuse to run it silently on PGlite.
if (!process.env.DATABASE_URL) {
  console.error(
    "test:pg needs DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:pg",
  );
  process.exit(1);
}
