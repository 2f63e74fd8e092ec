import { Button, Empty, Pagination, Spin } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { useLearnList } from "../api";
import { CourseTile } from "../components/CourseTile";
import { LoadError } from "../components/LoadError";
import { PageHeader } from "../components/PageHeader";

const PAGE_SIZE = 12;

/** 我的学习: published courses of the caller's classes plus the courses they collected. */
export default function MyCoursePage() {
  const title = useRouteTitle();
  const [page, setPage] = useState(1);
  const list = useLearnList(page, PAGE_SIZE);
  const rows = list.data?.list ?? [];
  return (
    <>
      <PageHeader title={title} />
      {list.isError && !list.data ? (
        <LoadError what={title} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <div className="user-loading">
          <Spin tip="加载中…">
            <div style={{ height: 120 }} />
          </Spin>
        </div>
      ) : rows.length === 0 ? (
        <Empty description="暂无学习中的课程：所在班级的课程和收藏的课程会显示在这里" style={{ marginTop: 64 }}>
          <Link to="/course">
            <Button type="primary">去选课</Button>
          </Link>
        </Empty>
      ) : (
        <Spin spinning={list.isFetching && !list.isLoading}>
          <div className="course-tile-grid">
            {rows.map((c) => (
              <CourseTile key={c.id} course={c} />
            ))}
          </div>
          {(list.data?.count ?? 0) > PAGE_SIZE ? (
            <Pagination
              className="user-pagination"
              current={page}
              pageSize={PAGE_SIZE}
              total={list.data?.count ?? 0}
              showSizeChanger={false}
              showTotal={(t) => `共 ${t} 门课程`}
              onChange={setPage}
            />
          ) : null}
        </Spin>
      )}
    </>
  );
}
