import { DeleteOutlined, PictureOutlined } from "@ant-design/icons";
import { Button, Image, Space, Upload } from "antd";
import { useState } from "react";
import { useAction } from "../../api/action";
import { uploadImage } from "../../api/site";
import { feedback } from "../../app/feedback";
import { checkUploadFile } from "../upload/uploadFile";

interface Props {
  /** URL of the saved cover. */
  url: string | null;
  /** null: no cover (a video falls back to its thumbnail); a number: the picture's file id. */
  onChange(fileId: number | null): void;
}

/** Cover picture of a resource, uploaded with the picture upload. */
export function CoverField({ url, onChange }: Props) {
  const [preview, setPreview] = useState<string | null>(url);
  const upload = useAction(uploadImage, {
    onSuccess: (r) => {
      setPreview(r.url);
      onChange(r.id);
    },
  });
  const busy = upload.busy;
  const onFile = async (file: File) => {
    const problem = checkUploadFile(file, "image");
    if (problem) {
      feedback.error(problem);
      return;
    }
    await upload.run(file);
  };
  return (
    <Space align="start">
      {preview ? (
        <Image src={preview} alt="封面" width={160} height={90} style={{ objectFit: "cover", borderRadius: 4 }} />
      ) : (
        <div className="otp-rf-cover-empty">
          <PictureOutlined />
          <span>未设置封面，视频默认使用截图</span>
        </div>
      )}
      <Space direction="vertical">
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(f) => {
            void onFile(f);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button loading={busy}>{preview ? "更换封面" : "上传封面"}</Button>
        </Upload>
        {preview ? (
          <Button
            icon={<DeleteOutlined />}
            onClick={() => {
              setPreview(null);
              onChange(null);
            }}
          >
            移除
          </Button>
        ) : null}
      </Space>
    </Space>
  );
}
