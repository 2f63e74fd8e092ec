import { UploadOutlined } from "@ant-design/icons";
import { UPLOAD_LIMITS } from "@otp/contract";
import { Button, Upload } from "antd";
import { useAction } from "../api/action";
import { uploadImage } from "../api/site";
import { feedback } from "../app/feedback";
import "./CoverUpload.css";

export interface CoverValue {
  fileId: number | null;
  url: string | null;
}

interface Props {
  value?: CoverValue;
  onChange?(value: CoverValue): void;
  /** "course" 16:9 cover or "book" 3:4 textbook cover. */
  shape?: "course" | "book";
}

const ACCEPT = "image/png,image/jpeg,image/gif,image/webp,image/bmp";

/** A picture field (antd Form value {fileId, url}): uploads through the picture upload. */
export function CoverUpload({ value, onChange, shape = "course" }: Props) {
  const upload = useAction(uploadImage, {
    onSuccess: (uploaded) => onChange?.({ fileId: uploaded.id, url: uploaded.url }),
  });
  const busy = upload.busy;
  const onFile = async (file: File) => {
    if (!/^image\/(png|jpe?g|gif|webp|bmp)$/.test(file.type)) {
      feedback.error("请选择 JPG、PNG、GIF、WEBP 或 BMP 图片");
      return;
    }
    if (file.size > UPLOAD_LIMITS.image.maxBytes) {
      feedback.error("图片不能超过5MB");
      return;
    }
    await upload.run(file);
  };
  return (
    <div className="cover-upload">
      <div className={`cover-upload-preview${shape === "book" ? " cover-upload-book" : ""}`}>
        {value?.url ? <img src={value.url} alt="封面预览" /> : <div className="cover-upload-none">暂无封面</div>}
      </div>
      <div className="cover-upload-actions">
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void onFile(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {value?.url ? "更换图片" : "上传图片"}
          </Button>
        </Upload>
        {value?.url ? (
          <Button onClick={() => onChange?.({ fileId: null, url: null })} disabled={busy}>
            移除
          </Button>
        ) : null}
      </div>
    </div>
  );
}
