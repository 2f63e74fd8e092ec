import { call } from "@otp/client/call";
import { type ResourceDetail, type ResourceFile, resourceEndpoints } from "@otp/contract";
import { DownlandOutline } from "antd-mobile-icons";
import { useAction } from "../../api/action";
import { isLoggedIn, useSession } from "../../app/session";

/** The owner and administrators may always download; others where the resource allows it. */
export function canDownload(resource: Pick<ResourceDetail, "allowDownload" | "canEdit">): boolean {
  return resource.allowDownload || resource.canEdit;
}

/**
 * Downloads one file: the call records the download and answers the file's address, which the
 * phone then opens (its browser saves it or hands it to an app that reads it).
 */
export function DownloadButton({
  resource,
  file,
  ghost,
}: {
  resource: Pick<ResourceDetail, "id" | "allowDownload" | "canEdit">;
  file: Pick<ResourceFile, "id" | "fileName">;
  ghost?: boolean;
}) {
  const loggedIn = isLoggedIn(useSession((s) => s.user));
  const download = useAction(() => call(resourceEndpoints.download, { id: resource.id, fileId: file.id }), {
    onSuccess: ({ url }) => {
      const a = document.createElement("a");
      a.href = url;
      a.download = file.fileName;
      a.rel = "noopener";
      document.body.appendChild(a);
      a.click();
      a.remove();
    },
  });
  if (!loggedIn || !canDownload(resource)) return null;
  return (
    <button
      type="button"
      className={ghost ? "m-button m-button-ghost" : "m-button"}
      disabled={download.busy}
      onClick={() => void download.run(undefined)}
    >
      <DownlandOutline aria-hidden /> {download.busy ? "准备下载…" : "下载"}
    </button>
  );
}
