import { UserOutlined } from "@ant-design/icons";

interface Props {
  src?: string | null;
  size: number;
  alt?: string;
}

/** A round avatar: the picture, or a person icon. Lighter than antd's Avatar (no group/popover). */
export function UserAvatar({ src, size, alt = "" }: Props) {
  return (
    <span className="otp-avatar" style={{ width: size, height: size, fontSize: size / 2 }}>
      {src ? <img src={src} alt={alt} width={size} height={size} /> : <UserOutlined aria-hidden />}
    </span>
  );
}
