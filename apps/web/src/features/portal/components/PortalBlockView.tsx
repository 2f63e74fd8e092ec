import { Empty } from "antd";
import type { PortalBlock, SectionKind } from "../sectionKind";
import { BannerCarousel } from "./BannerCarousel";
import { LinkModule } from "./LinkModule";
import { PortalSection } from "./PortalSection";
import { TeacherSection } from "./TeacherSection";

/** Sections whose domain has no data source yet show an empty state, never invented content. */
const EMPTY_TEXT: Partial<Record<SectionKind, string>> = {
  course: "暂无课程",
  resource: "暂无资源",
  live: "暂无正在进行的直播",
  announcement: "暂无通知公告",
};

export function PortalBlockView({ block }: { block: PortalBlock }) {
  if (block.kind === "banner") return <BannerCarousel modules={block.modules} />;
  const m = block.modules[0];
  if (block.kind === "link") return <LinkModule module={m} />;
  return (
    <PortalSection title={m.name} remark={m.remark} moreUrl={m.linkUrl || undefined}>
      {block.kind === "teacher" ? (
        <TeacherSection />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[block.kind]} />
      )}
    </PortalSection>
  );
}
