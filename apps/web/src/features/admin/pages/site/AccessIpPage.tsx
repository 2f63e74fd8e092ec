import { IPV4_PATTERN } from "@otp/contract";
import { AreaConfigCard } from "../../components/AreaConfigCard";

/** Allowed addresses: IPv4, optionally with a /0-32 prefix length, one per line (or comma separated). */
export function checkIpList(text: string): string | null {
  const bad = text
    .split(/[\s,;，；]+/)
    .filter(Boolean)
    .find((entry) => {
      const [ip, bits, ...rest] = entry.split("/");
      if (rest.length || !IPV4_PATTERN.test(ip)) return true;
      return bits !== undefined && !(/^\d{1,2}$/.test(bits) && Number(bits) <= 32);
    });
  return bad ? `IP地址格式不正确：${bad}` : null;
}

export default function AccessIpPage() {
  return (
    <AreaConfigCard
      code="ACCESS_IP"
      title="访问设备限制"
      description="启用后只有下列IP地址的设备可以访问平台，其他访问者将看到无权访问页面（401）"
      fields={["isUsing", "content"]}
      labels={{ isUsing: "限制访问", content: "允许的IP地址（每行一个，可写网段如 10.0.0.0/8）" }}
      contentRule={checkIpList}
    />
  );
}
