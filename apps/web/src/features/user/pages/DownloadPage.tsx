import type { DownloadItem } from "@otp/contract";
import type { TableColumnsType } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { formatBytes, formatDateTime } from "../../../components/audit/shared";
import { triggerDownload } from "../../../components/download";
import { centreApi, useDownloads } from "../api";
import { PagedTable } from "../components/PagedTable";
import { PageHeader } from "../components/PageHeader";
import { useBusyRow } from "../components/useBusyRow";

/** 我的下载: files the caller downloaded, newest first, with re-download. */
export default function DownloadPage() {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const { busyId: busy, run } = useBusyRow();
  const list = useDownloads(page);
  // A refusal (e.g. the resource no longer allows downloads) is shown by the HTTP client.
  const again = (d: DownloadItem) =>
    run(d.id, async () => {
      const { url } = await centreApi.download(d.resourceId, d.fileId);
      triggerDownload(url, d.fileName);
      feedback.success("开始下载");
    });
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
      <PageHeader />
      <PagedTable<DownloadItem>
        what="下载记录"
        query={list}
        columns={columns}
        loading={list.isFetching}
        emptyText="暂无下载记录"
        page={page}
        onPage={setPage}
        showTotal={(t) => `共 ${t} 条`}
      />
    </>
  );
}
