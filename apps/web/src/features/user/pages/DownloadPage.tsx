import type { DownloadItem } from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Empty, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { formatBytes, formatDateTime } from "../../../components/audit/shared";
import { centreApi, startDownload } from "../api";
import { LoadError } from "../components/LoadError";
import { PageHeader } from "../components/PageHeader";

/** 我的下载: files the caller downloaded, newest first, with re-download. */
export default function DownloadPage() {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [busy, setBusy] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ["user", "downloads", page.pageNo, page.pageSize],
    queryFn: () => centreApi.downloads(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const again = async (d: DownloadItem) => {
    setBusy(d.id);
    try {
      const { url } = await centreApi.download(d.resourceId, d.fileId);
      startDownload(url, d.fileName);
      feedback.success("开始下载");
    } catch {
      // message shown by the HTTP client (e.g. the resource no longer allows downloads)
    } finally {
      setBusy(null);
    }
  };
  const columns: TableColumnsType<DownloadItem> = [
    {
      title: "资源",
      dataIndex: "resourceName",
      render: (v: string, d) => <Link to={`/resource/${d.resourceId}`}>{v}</Link>,
    },
    { title: "文件", dataIndex: "fileName", ellipsis: true },
    { title: "大小", dataIndex: "size", width: 100, render: (v: number) => formatBytes(v) },
    { title: "下载时间", dataIndex: "createdAt", width: 160, render: (v: string) => formatDateTime(v) || "—" },
    {
      title: "操作",
      key: "op",
      width: 100,
      render: (_, d) => <ActionLink onClick={() => void again(d)}>{busy === d.id ? "请稍候…" : "重新下载"}</ActionLink>,
    },
  ];
  return (
    <>
      <PageHeader title="我的下载" />
      {list.isError && !list.data ? (
        <LoadError what="下载记录" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<DownloadItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{
            emptyText: list.isLoading ? (
              <span className="user-table-loading">加载中…</span>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无下载记录" />
            ),
          }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: list.data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (t) => `共 ${t} 条`,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
        />
      )}
    </>
  );
}
