import type { AreaPic } from "@otp/contract";
import { ModuleLink } from "./ModuleLink";

/** A picture link module (any module that is not one of the content sections). */
export function LinkModule({ module: m }: { module: AreaPic }) {
  const body = (
    <div className="portal-link-module">
      {m.imgUrl ? <img src={m.imgUrl} alt={m.alt || m.name} loading="lazy" /> : null}
      <div className="portal-link-text">
        <strong>{m.name}</strong>
        {m.remark ? <span>{m.remark}</span> : null}
      </div>
    </div>
  );
  return m.linkUrl ? <ModuleLink url={m.linkUrl}>{body}</ModuleLink> : body;
}
