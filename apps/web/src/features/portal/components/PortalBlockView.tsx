import { Empty } from "antd";
import type { PortalBlock, SectionKind } from "../sectionKind";
import { AnnouncementSection } from "./AnnouncementSection";
import { BannerCarousel } from "./BannerCarousel";
import { CourseSection } from "./CourseSection";
import { LinkModule } from "./LinkModule";
import { LiveSection } from "./LiveSection";
import { PortalSection } from "./PortalSection";
import { ResourceSection } from "./ResourceSection";
import { TeacherSection } from "./TeacherSection";

/** Sections whose domain has no data source yet show an empty state, never invented content. */
const EMPTY_TEXT: Partial<Record<SectionKind, string>> = {};

/** Where 更多 goes when the module has no link of its own. */
const MORE_URL: Partial<Record<SectionKind, string>> = {
  course: "/course",
  resource: "/resource",
  live: "/live",
  announcement: "/announcement",
  teacher: "/teacher",
};

function SectionBody({ kind }: { kind: SectionKind }) {
  if (kind === "teacher") return <TeacherSection />;
  if (kind === "course") return <CourseSection />;
  if (kind === "resource") return <ResourceSection />;
  if (kind === "live") return <LiveSection />;
  if (kind === "announcement") return <AnnouncementSection />;
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[kind]} />;
}

export function PortalBlockView({ block }: { block: PortalBlock }) {
  if (block.kind === "banner") return <BannerCarousel modules={block.modules} />;
  const m = block.modules[0];
  if (block.kind === "link") return <LinkModule module={m} />;
  return (
    <PortalSection title={m.name} remark={m.remark} moreUrl={m.linkUrl || MORE_URL[block.kind]}>
      <SectionBody kind={block.kind} />
    </PortalSection>
  );
}
