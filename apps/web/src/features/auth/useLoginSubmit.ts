import type { LoginResult } from "@otp/contract";
import { useState } from "react";
import { authApi } from "../../api/auth";
import { completeLogin } from "../../app/sessionActions";
import { ticketFromQuery } from "./ticket";

export interface LoginValues {
  account: string;
  password?: string;
}

/**
 * Submits the login form: account + password → /api/login; account without a password uses the
 * ticket variant (/api/logine) with the signed ticket the URL carries (SPEC §5).
 */
export function useLoginSubmit(params: URLSearchParams) {
  const [loading, setLoading] = useState(false);
  const ticket = ticketFromQuery(params);
  async function submit(values: LoginValues): Promise<LoginResult> {
    setLoading(true);
    try {
      const result =
        !values.password && ticket
          ? await authApi.loginTicket({ ...ticket, account: values.account.trim() })
          : await authApi.login({ account: values.account.trim(), password: values.password ?? "" });
      completeLogin(result);
      return result;
    } finally {
      setLoading(false);
    }
  }
  return { submit, loading, ticket };
}
