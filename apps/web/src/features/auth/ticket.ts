import type { TicketLoginInput } from "@otp/contract";

/** The signed-ticket fields of an account-only login, when the URL carries all of them. */
export function ticketFromQuery(params: URLSearchParams): TicketLoginInput | null {
  const account = params.get("account");
  const partner = params.get("partner");
  const ts = params.get("ts");
  const sign = params.get("sign");
  if (!account || !partner || !ts || !sign) return null;
  return { account, partner, ts: Number(ts), sign };
}
