import { UploadOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Upload } from "antd";
import { useAction } from "../../../api/action";
import { uploadImage } from "../../../api/site";
import { feedback } from "../../../app/feedback";
import { useSession } from "../../../app/session";
import { refreshUser, userApi } from "../api";

const MAX_BYTES = 2 * 1024 * 1024;

/** Avatar: upload a picture (multipart, kind=image), then save it on the profile. */
export function AvatarUpload() {
  const user = useSession((s) => s.user);
  const save = useAction(
    async ({ file, userId }: { file: File; userId: number }) => {
      const uploaded = await uploadImage(file);
      await userApi.saveSelf({ id: userId, avatarFileId: uploaded.id });
      await refreshUser();
    },
    { success: "头像已更新" },
  );
  const busy = save.busy;
  const onFile = async (file: File) => {
    if (!/^image\/(png|jpe?g|gif|webp|bmp)$/.test(file.type)) {
      feedback.error("请选择 JPG、PNG、GIF、WEBP 或 BMP 图片");
      return;
    }
    if (file.size > MAX_BYTES) {
      feedback.error("头像图片不能超过2MB");
      return;
    }
    if (!user) return;
    await save.run({ file, userId: user.id });
  };
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
      <Avatar size={80} src={user?.avatarUrl || undefined} icon={<UserOutlined />} />
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp,image/bmp"
        showUploadList={false}
        beforeUpload={(file) => {
          void onFile(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          更换头像
        </Button>
      </Upload>
    </div>
  );
}
