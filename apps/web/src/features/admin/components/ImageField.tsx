import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { Button, Image, Space, Upload } from "antd";
import { useState } from "react";
import { useAction } from "../../../api/action";
import { uploadImage } from "../../../api/site";
import { feedback } from "../../../app/feedback";

interface Props {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** URL of the current picture, for the preview. */
  url?: string | null;
  alt?: string;
}

/** A form field holding an uploaded picture's file id. */
export function ImageField({ value, onChange, url, alt = "图片" }: Props) {
  const [preview, setPreview] = useState<string | null>(url ?? null);
  const upload = useAction((file: File) => uploadImage(file), {
    onSuccess: (r) => {
      setPreview(r.url);
      onChange?.(r.id);
    },
  });
  const busy = upload.busy;
  const shown = value ? preview : null;
  const onFile = async (file: File) => {
    if (!file.type.startsWith("image/")) {
      feedback.error("请选择图片文件");
      return;
    }
    await upload.run(file);
  };
  return (
    <Space align="start">
      {shown ? <Image src={shown} alt={alt} width={120} style={{ objectFit: "contain" }} /> : null}
      <Space direction="vertical">
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(f) => {
            void onFile(f);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {shown ? "更换图片" : "上传图片"}
          </Button>
        </Upload>
        {shown ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            移除
          </Button>
        ) : null}
      </Space>
    </Space>
  );
}
