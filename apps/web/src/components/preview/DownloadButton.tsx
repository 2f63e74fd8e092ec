import { DownloadOutlined } from "@ant-design/icons";
import type { ResourceDetail, ResourceFile } from "@otp/contract";
import { Button, type ButtonProps } from "antd";
import { useAction } from "../../api/action";
import { triggerDownload } from "../download";
import { useLoggedIn } from "./hooks";
import { previewApi } from "./previewApi";

interface Props extends Omit<ButtonProps, "onClick" | "resource"> {
  resource: Pick<ResourceDetail, "id" | "allowDownload" | "canEdit">;
  file: Pick<ResourceFile, "id" | "fileName"> | undefined;
  /** Shown text; default 下载. */
  text?: string;
}

/** True when the caller may download files of this resource (the owner and admins always may). */
export function canDownload(resource: Pick<ResourceDetail, "allowDownload" | "canEdit">): boolean {
  return resource.allowDownload || resource.canEdit;
}

/**
 * Downloads one file: the download call records the download and answers the URL.
 * Renders nothing for guests or when downloads are not allowed.
 */
export function DownloadButton({ resource, file, text = "下载", ...rest }: Props) {
  const loggedIn = useLoggedIn();
  const download = useAction((f: Pick<ResourceFile, "id" | "fileName">) => previewApi.download(resource.id, f.id), {
    onSuccess: ({ url }, f) => triggerDownload(url, f.fileName),
  });
  if (!loggedIn || !file || !canDownload(resource)) return null;
  const onClick = () => void download.run(file);
  return (
    <Button icon={<DownloadOutlined />} loading={download.busy} onClick={onClick} {...rest}>
      {text}
    </Button>
  );
}
