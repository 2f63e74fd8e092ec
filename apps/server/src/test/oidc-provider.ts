import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the tests, with its
 * development login pages, and a browser-like driver that signs a user in and returns the
 * callback URL the provider redirects to (/shared/recipes/ldap-oidc-test-servers.md §5.2).
 */

export interface TestAccount {
  sub: string;
  preferred_username?: string;
  name?: string;
  email?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by subject; edit them between logins. */
  accounts: Map<string, TestAccount>;
  /** Follows the authorization URL as a browser: logs `sub` in and consents; returns the callback URL. */
  signIn(authorizationUrl: string, sub: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "school-platform";
  const clientSecret = "oidc-test-secret-0123456789";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ["test-cookie-key"] },
    claims: { openid: ["sub"], profile: ["name", "preferred_username"], email: ["email"] },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: async () => ({ ...account }) } : undefined;
    },
  });
  // The development adapter warns about itself: these tests know.
  provider.on("server_error", () => undefined);
  server.on("request", provider.callback());

  /** A cookie jar per sign-in, as one browser. */
  async function signIn(authorizationUrl: string, sub: string): Promise<URL> {
    const jar = new Map<string, string>();
    const go = async (url: string, init: RequestInit = {}): Promise<string> => {
      const res = await fetch(url, {
        ...init,
        redirect: "manual",
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        },
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(";");
        const i = pair?.indexOf("=") ?? -1;
        if (pair && i > 0) jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
      const location = res.headers.get("location");
      if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
      return new URL(location, url).href;
    };
    const form = (body: Record<string, string>) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body).toString(),
    });
    let next = await go(authorizationUrl);
    for (let step = 0; step < 8; step++) {
      if (next.startsWith(redirectUri)) return new URL(next);
      if (next.includes("/interaction/")) {
        const page = await fetch(next, { headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } });
        const html = await page.text();
        const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? (html.includes("login") ? "login" : "consent");
        next = await go(next, form(prompt === "login" ? { prompt, login: sub, password: "any" } : { prompt }));
      } else next = await go(next);
    }
    throw new Error("the provider never redirected back");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
