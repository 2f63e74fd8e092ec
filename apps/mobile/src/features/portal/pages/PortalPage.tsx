import { PageSkeleton } from "../../../components/QueryState";
import { thumbUrl } from "../../../components/thumb";
import { usePortalModules, usePortalRefresh } from "../api";
import { DEFAULT_MODULES, MORE_PATH, type PortalBlock, phoneLink, portalBlocks } from "../blocks";
import { Banner } from "../components/Banner";
import { ModuleLink } from "../components/ModuleLink";
import {
  AnnouncementSection,
  CourseSection,
  LiveSection,
  ResourceSection,
  Section,
  TeacherSection,
} from "../components/Sections";
import "../portal.css";
import { Refreshable } from "../../../components/Refreshable";

const BODY = {
  course: CourseSection,
  resource: ResourceSection,
  live: LiveSection,
  announcement: AnnouncementSection,
  teacher: TeacherSection,
} as const;

function Block({ block }: { block: PortalBlock }) {
  const m = block.modules[0];
  if (!m) return null;
  if (block.kind === "banner") return <Banner modules={block.modules} />;
  if (block.kind === "link") {
    // A picture link module: any module that is not one of the content sections.
    return (
      <section className="m-section">
        <ModuleLink url={m.linkUrl} label={m.name}>
          <div className="m-link-module">
            {m.imgUrl ? <img src={thumbUrl(m.imgUrl, 360) ?? undefined} alt={m.alt || m.name} loading="lazy" /> : null}
            <strong>{m.name}</strong>
            {m.remark ? <span className="m-muted">{m.remark}</span> : null}
          </div>
        </ModuleLink>
      </section>
    );
  }
  const Body = BODY[block.kind];
  const own = m.linkUrl ? phoneLink(m.linkUrl) : null;
  const more = own?.internal ? own.to : MORE_PATH[block.kind];
  return (
    <Section title={m.name} more={more}>
      <Body />
    </Section>
  );
}

/**
 * 首页: the administrator's portal modules in their order (those switched off are left out),
 * each section drawn as soon as its own list answers.
 */
export default function PortalPage() {
  const refresh = usePortalRefresh();
  const modules = usePortalModules();
  if (modules.isPending) return <PageSkeleton rows={8} />;
  const list = modules.data && modules.data.length > 0 ? modules.data : DEFAULT_MODULES;
  const blocks = portalBlocks(list);
  return (
    <Refreshable onRefresh={refresh}>
      <div className="m-portal">
        {blocks.map((b) => (
          <Block key={b.modules[0]?.id} block={b} />
        ))}
      </div>
    </Refreshable>
  );
}
