import type { LoginResult } from "@otp/contract";
import { useAction } from "../../api/action";
import { authApi } from "../../api/auth";
import { completeLogin } from "../../app/sessionActions";
import { ticketFromQuery } from "./ticket";

export interface LoginValues {
  account: string;
  password?: string;
}

/**
 * Submits the login form: account + password → /api/login; account without a password uses the
 * ticket variant (/api/logine) with the signed ticket the URL carries (SPEC §5). A refusal (wrong
 * password, a locked account, the progressive delay) is shown by the HTTP client, as the server
 * words it; `busy` lasts until `onSuccess` (the page's navigation) has run.
 */
export function useLoginSubmit(params: URLSearchParams, onSuccess: (result: LoginResult) => void | Promise<void>) {
  const ticket = ticketFromQuery(params);
  const login = useAction(
    (values: LoginValues) =>
      !values.password && ticket
        ? authApi.loginTicket({ ...ticket, account: values.account.trim() })
        : authApi.login({ account: values.account.trim(), password: values.password ?? "" }),
    {
      onSuccess: async (result) => {
        completeLogin(result);
        await onSuccess(result);
      },
    },
  );
  return { submit: login.run, busy: login.busy, ticket };
}
