import { AreaConfigCard } from "../../components/AreaConfigCard";

export default function WebGreyPage() {
  return (
    <AreaConfigCard
      code="grey"
      title="网站置灰"
      description="启用后全站页面以灰色显示，适用于哀悼日等特殊时期"
      fields={["isUsing"]}
    />
  );
}
