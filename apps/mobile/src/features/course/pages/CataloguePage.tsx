import type { CourseCard, CourseSort } from "@otp/contract";
import { Dropdown, Selector, Tabs } from "antd-mobile";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/Card";
import { ListPage } from "../../../components/ListPage";
import { QueryState } from "../../../components/QueryState";
import { thumbUrl } from "../../../components/thumb";
import { type CatalogueTab, catalogueKey, fetchCourses, useCatalogueTabs, useCourseTypes } from "../api";
import "../course.css";

const SORTS: { label: string; value: CourseSort }[] = [
  { label: "最新", value: "new" },
  { label: "最热", value: "hot" },
  { label: "名称", value: "name" },
];

export function courseMeta(c: CourseCard): string {
  return [c.teachers.map((t) => t.name).join("、"), c.subjectName, `${c.visitCount} 次学习`]
    .filter(Boolean)
    .join(" · ");
}

const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * 课程: all courses and the course menus as tabs (`?menu=N` opens a menu's tab), each an endless
 * list; a sort and a course type filter (`?sort=`, `?type=`) as on the desktop catalogue.
 */
export default function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const tabs = useCatalogueTabs();
  const types = useCourseTypes();
  const dropdown = useRef<{ close(): void }>(null);
  const menu = positive(params.get("menu"));
  const sort = SORTS.find((s) => s.value === params.get("sort"))?.value ?? "new";
  const typeId = positive(params.get("type"));
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  return (
    <QueryState query={tabs}>
      {(list) => {
        const active = list.find((t) => t.menu === menu) ?? list[0];
        if (!active) return null;
        // A menu bound to a course type fixes it: the filter would contradict the tab.
        const typeFixed = "courseTypeId" in active.filter;
        const typeName = types.data?.find((t) => t.id === typeId)?.name;
        return (
          <div>
            {list.length > 1 ? (
              <div className="m-course-tabs">
                <Tabs
                  activeKey={active.key}
                  onChange={(key) => set({ menu: list.find((t) => t.key === key)?.menu?.toString() ?? null })}
                >
                  {list.map((t) => (
                    <Tabs.Tab key={t.key} title={t.title} />
                  ))}
                </Tabs>
              </div>
            ) : null}
            <Dropdown ref={dropdown}>
              <Dropdown.Item key="sort" title={`排序：${SORTS.find((s) => s.value === sort)?.label}`}>
                <div className="m-pad">
                  <Selector
                    columns={3}
                    options={SORTS}
                    value={[sort]}
                    onChange={(v) => {
                      set({ sort: v[0] && v[0] !== "new" ? v[0] : null });
                      dropdown.current?.close();
                    }}
                  />
                </div>
              </Dropdown.Item>
              {typeFixed ? null : (
                <Dropdown.Item key="type" title={typeName ?? "课程类型"}>
                  <div className="m-pad">
                    <Selector
                      columns={3}
                      options={[
                        { label: "全部", value: 0 },
                        ...(types.data ?? []).map((t) => ({ label: t.name, value: t.id })),
                      ]}
                      value={[typeId ?? 0]}
                      onChange={(v) => {
                        set({ type: v[0] ? String(v[0]) : null });
                        dropdown.current?.close();
                      }}
                    />
                  </div>
                </Dropdown.Item>
              )}
            </Dropdown>
            <CourseList
              key={`${active.key}-${sort}-${typeFixed ? "" : typeId}`}
              tab={active}
              sort={sort}
              typeId={typeFixed ? null : typeId}
            />
          </div>
        );
      }}
    </QueryState>
  );
}

function CourseList({ tab, sort, typeId }: { tab: CatalogueTab; sort: CourseSort; typeId: number | null }) {
  const filter = { ...tab.filter, ...(typeId ? { courseTypeId: typeId } : {}), sort };
  return (
    <ListPage<CourseCard>
      queryKey={catalogueKey(tab.key, filter)}
      fetchPage={(pageNo, pageSize) => fetchCourses({ ...filter, pageNo, pageSize })}
      itemKey={(c) => c.id}
      persist
      emptyText="暂无课程"
      renderItem={(c) => (
        <Card to={`/course/${c.id}`} thumb={thumbUrl(c.coverUrl, 120)} title={c.name} meta={courseMeta(c)} />
      )}
    />
  );
}
