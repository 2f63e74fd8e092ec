import { SSO_KINDS } from "@otp/contract";
import { QueryState } from "../../../../components/QueryState";
import { SsoSourceCard } from "./SsoSourceCard";
import { useSsoSources } from "./ssoApi";
import { sourceKey } from "./ssoForm";

/** The four identity sources, one card each, in the contract's order. */
export function SsoSources() {
  const sources = useSsoSources();
  return (
    <QueryState query={sources} rows={8} isEmpty={() => false}>
      {(views) =>
        SSO_KINDS.map((kind) => {
          const view = views.find((v) => v.kind === kind);
          return view ? <SsoSourceCard key={sourceKey(view)} view={view} /> : null;
        })
      }
    </QueryState>
  );
}
