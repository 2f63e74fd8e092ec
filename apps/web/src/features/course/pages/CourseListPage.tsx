import { Empty, Input, Pagination, Result, Segmented, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { CourseCard } from "../../../components/course-card";
import { useCourseList, useMenuSetting } from "../api";
import type { CataloguePageProps } from "../catalogue";
import { FilterBar } from "../components/FilterBar";
import { QueryError } from "../components/QueryError";
import {
  CATALOGUE_PAGE_SIZE,
  type CourseFilters,
  filtersToSearch,
  hasFilters,
  menuFixedFilter,
  parseFilters,
  toListInput,
  withFilter,
} from "../filters";
import { catalogueBase } from "../outline";
import { useDocumentTitle } from "../useDocumentTitle";
import "../styles/course.css";
import "../styles/catalogue.css";
import type { CourseSort } from "@otp/contract";

const SORTS: { value: CourseSort; label: string }[] = [
  { value: "new", label: "最新" },
  { value: "hot", label: "最热" },
  { value: "name", label: "名称" },
];

/** /course and /menuN: the catalogue; every filter lives in the query string so links can be shared. */
export default function CourseListPage({ menuBinding }: CataloguePageProps) {
  const menu = menuBinding?.menu;
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const setting = useMenuSetting(menu);
  const fixed = menu ? menuFixedFilter(setting.data) : null;
  const menuReady = !menu || (setting.isSuccess && fixed !== null);
  const list = useCourseList(toListInput(filters, fixed), menuReady);
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const title = menu ? setting.data?.title || `课程栏目${menu}` : "课程中心";
  useDocumentTitle(menu ? setting.data?.title : null);

  const update = (patch: Partial<CourseFilters>) => {
    setParams(filtersToSearch(withFilter(filters, patch)), { replace: false });
  };

  if (menu && setting.isError) {
    return (
      <div className="otp-page">
        <QueryError error={setting.error} what="课程栏目" onRetry={() => setting.refetch()} />
      </div>
    );
  }
  if (menu && setting.isSuccess && !fixed) {
    return (
      <div className="otp-page">
        <Result status="info" title={title} subTitle="该栏目尚未配置课程分类，请联系管理员在“导航设置”中绑定" />
      </div>
    );
  }

  const data = list.data;
  return (
    <div className="otp-page course-list-page">
      <div className="course-list-head">
        <div>
          <h1>{title}</h1>
          {menu && setting.data?.targetName && setting.data.targetName !== setting.data.title ? (
            <span className="course-list-sub">{setting.data.targetName}</span>
          ) : null}
        </div>
        <Input.Search
          className="course-list-search"
          placeholder="搜索课程名称，支持拼音首字母"
          allowClear
          enterButton
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => update({ keyword: v.trim() })}
          maxLength={100}
          aria-label="搜索课程"
        />
      </div>
      <FilterBar filters={filters} onChange={update} fixedKey={fixed?.key} />
      <div className="course-list-toolbar">
        <Segmented
          options={SORTS}
          value={filters.sort}
          onChange={(v) => update({ sort: v as CourseSort })}
          aria-label="排序"
        />
        <span className="course-list-count">
          {data ? `共 ${data.count} 门课程` : ""}
          {hasFilters(filters) ? (
            <button type="button" className="course-link-button" onClick={() => setParams("")}>
              清空筛选
            </button>
          ) : null}
        </span>
      </div>
      {list.isError ? (
        <QueryError error={list.error} what="课程列表" onRetry={() => list.refetch()} />
      ) : !data ? (
        <div className="course-grid">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} active paragraph={{ rows: 3 }} />
          ))}
        </div>
      ) : data.list.length === 0 ? (
        <Empty
          className="course-empty"
          description={hasFilters(filters) ? "没有符合条件的课程，换个条件试试" : "暂无已发布的课程"}
        />
      ) : (
        <>
          <div className={`course-grid${list.isFetching ? " course-grid-busy" : ""}`}>
            {data.list.map((c) => (
              <CourseCard key={c.id} course={c} base={catalogueBase(menu)} />
            ))}
          </div>
          {data.count > CATALOGUE_PAGE_SIZE ? (
            <Pagination
              className="course-pagination"
              current={filters.pageNo}
              pageSize={CATALOGUE_PAGE_SIZE}
              total={data.count}
              showSizeChanger={false}
              showTotal={(t) => `共 ${t} 门`}
              onChange={(p) => {
                update({ pageNo: p });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
