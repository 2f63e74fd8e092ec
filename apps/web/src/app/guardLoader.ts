import { type LoaderFunctionArgs, redirect } from "react-router";
import { runGuard } from "./guard";
import { createGuardDeps } from "./guardDeps";

let deps: ReturnType<typeof createGuardDeps> | null = null;

/** Runs the route guard before every navigation (root loader, revalidated each time). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  deps ??= createGuardDeps();
  const url = new URL(request.url);
  const result = await runGuard({ pathname: url.pathname, search: url.search }, deps);
  if (result.kind === "redirect") throw redirect(result.to);
  if (result.kind === "external") {
    window.location.replace(result.url);
    // Keep the navigation pending while the browser leaves the page.
    await new Promise(() => {});
  }
  return null;
}
