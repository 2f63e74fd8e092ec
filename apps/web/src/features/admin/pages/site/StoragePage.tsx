import { FileOutlined } from "@ant-design/icons";
import { type ProColumns, ProTable } from "@ant-design/pro-components";
import { type StorageFileListInput, type StorageOverview, type StoredFileItem, screenTitle } from "@otp/contract";
import { Card, Col, Descriptions, Progress, Result, Row, Skeleton, Space, Statistic, Tag, Typography } from "antd";
import { Link, useParams } from "react-router";
import { tableRequest } from "../../../../api/table";
import { formatBytes, formatDateTime } from "../../../../components/format";
import { siteAdminApi, useStorageOverview } from "../../api";

const DRIVER_LABEL: Record<string, string> = { local: "本地磁盘" };
/** Known kinds, used until the overview has answered. */
const KIND_FALLBACK: Record<string, string> = { image: "图片" };
const THUMB = 48;

const useStorage = useStorageOverview;

function kindLabels(detail: StorageOverview | undefined): Record<string, string> {
  const labels: Record<string, string> = { ...KIND_FALLBACK };
  for (const k of detail?.kinds ?? []) labels[k.kind] = k.label;
  return labels;
}

/** Storage settings: overview (/admin/site/storage) or one kind's files (/admin/site/storage/{kind}). */
export default function StoragePage() {
  const { handle } = useParams();
  const storage = useStorage();
  const labels = kindLabels(storage.data);
  // /admin/site/storage/1 and other unknown kinds: say so instead of echoing the address.
  if (handle && !labels[handle] && !storage.isLoading) {
    return (
      <Result
        status="404"
        title="没有这类存储文件"
        subTitle={`可查看的分类：${Object.values(labels).join("、")}`}
        extra={<Link to="/admin/site/storage">返回{screenTitle("/admin/site/storage")}</Link>}
      />
    );
  }
  if (handle) {
    return (
      <Space direction="vertical" size={16} style={{ display: "flex" }}>
        <Typography.Text>
          <Link to="/admin/site/storage">{screenTitle("/admin/site/storage")}</Link> / {labels[handle] ?? handle}
        </Typography.Text>
        <FileTable key={handle} kind={handle} labels={labels} title={`${labels[handle] ?? handle}文件`} />
      </Space>
    );
  }
  return (
    <Space direction="vertical" size={16} style={{ display: "flex" }}>
      <Overview detail={storage.data} loading={storage.isLoading} />
      <FileTable labels={labels} title="文件列表" />
    </Space>
  );
}

function Overview({ detail, loading }: { detail?: StorageOverview; loading: boolean }) {
  if (loading || !detail) {
    return (
      <Card title="存储概况">
        <Skeleton active={loading} paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  const { disk } = detail;
  const used = Math.max(0, disk.totalBytes - disk.freeBytes);
  const percent = disk.totalBytes > 0 ? Math.round((used / disk.totalBytes) * 1000) / 10 : 0;
  return (
    <Space direction="vertical" size={16} style={{ display: "flex" }}>
      <Card title="存储概况">
        <Row gutter={24}>
          <Col xs={24} lg={14}>
            <Descriptions
              column={1}
              size="small"
              labelStyle={{ width: 110 }}
              items={[
                { key: "driver", label: "存储方式", children: DRIVER_LABEL[detail.driver] ?? detail.driver },
                {
                  key: "root",
                  label: "存储目录",
                  children: (
                    <Typography.Text code copyable>
                      {detail.root}
                    </Typography.Text>
                  ),
                },
                { key: "count", label: "文件总数", children: `${detail.fileCount.toLocaleString("zh-CN")} 个` },
                { key: "bytes", label: "文件占用", children: formatBytes(detail.totalBytes) },
              ]}
            />
          </Col>
          <Col xs={24} lg={10}>
            <Typography.Text type="secondary">磁盘空间</Typography.Text>
            <Progress
              percent={percent}
              status={percent >= 90 ? "exception" : "normal"}
              format={(p) => `已用 ${p}%`}
              style={{ marginTop: 8 }}
            />
            <Space size={32} style={{ marginTop: 8 }}>
              <Statistic title="磁盘总量" value={formatBytes(disk.totalBytes)} valueStyle={{ fontSize: 20 }} />
              <Statistic title="可用空间" value={formatBytes(disk.freeBytes)} valueStyle={{ fontSize: 20 }} />
            </Space>
          </Col>
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        {detail.kinds.map((k) => (
          <Col key={k.kind} xs={24} md={12} xl={8}>
            <Card
              title={k.label}
              size="small"
              extra={<Link to={`/admin/site/storage/${encodeURIComponent(k.kind)}`}>查看文件</Link>}
            >
              <Row gutter={16}>
                <Col span={12}>
                  <Statistic title="文件数" value={k.count} suffix="个" valueStyle={{ fontSize: 20 }} />
                </Col>
                <Col span={12}>
                  <Statistic title="占用空间" value={formatBytes(k.bytes)} valueStyle={{ fontSize: 20 }} />
                </Col>
              </Row>
              <Descriptions
                column={1}
                size="small"
                style={{ marginTop: 12 }}
                items={[
                  { key: "max", label: "单个文件上限", children: formatBytes(k.maxBytes) },
                  {
                    key: "types",
                    label: "允许类型",
                    children: (
                      <Space size={[4, 4]} wrap>
                        {k.types.map((t) => (
                          <Tag key={t}>{t.toUpperCase()}</Tag>
                        ))}
                      </Space>
                    ),
                  },
                ]}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );
}

function isImage(row: StoredFileItem): boolean {
  return row.kind === "image" || row.mime.startsWith("image/");
}

function FileTable({ kind, labels, title }: { kind?: string; labels: Record<string, string>; title: string }) {
  const columns: ProColumns<StoredFileItem>[] = [
    { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "文件名或上传者" } },
    {
      title: "预览",
      dataIndex: "preview",
      search: false,
      width: THUMB + 32,
      render: (_, r) =>
        r.url && isImage(r) ? (
          <a href={r.url} target="_blank" rel="noopener noreferrer" title="在新标签页打开">
            <img
              src={r.url}
              alt={r.name}
              width={THUMB}
              height={THUMB}
              loading="lazy"
              style={{ objectFit: "cover", borderRadius: 4, border: "1px solid #f0f0f0", display: "block" }}
            />
          </a>
        ) : (
          <FileOutlined style={{ fontSize: 24, color: "#bfbfbf" }} />
        ),
    },
    {
      title: "文件名",
      dataIndex: "name",
      search: false,
      ellipsis: true,
      render: (_, r) =>
        r.url ? (
          <a href={r.url} target="_blank" rel="noopener noreferrer">
            {r.name}
          </a>
        ) : (
          r.name
        ),
    },
    {
      title: "类别",
      dataIndex: "kind",
      valueType: "select",
      width: 100,
      valueEnum: Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, { text: v }])),
      render: (_, r) => <Tag>{labels[r.kind] ?? r.kind}</Tag>,
    },
    { title: "大小", dataIndex: "size", search: false, width: 110, render: (_, r) => formatBytes(r.size) },
    {
      title: "上传者",
      dataIndex: "ownerName",
      search: false,
      render: (_, r) =>
        r.ownerName || r.ownerAccount ? `${r.ownerName ?? ""}${r.ownerAccount ? `（${r.ownerAccount}）` : ""}` : "—",
    },
    {
      title: "上传时间",
      dataIndex: "createdAt",
      search: false,
      width: 150,
      render: (_, r) => formatDateTime(r.createdAt) || "—",
    },
  ];
  return (
    <ProTable<StoredFileItem>
      headerTitle={title}
      rowKey="id"
      columns={columns}
      search={{ labelWidth: "auto", defaultCollapsed: false }}
      form={{ initialValues: kind ? { kind } : {} }}
      options={{ density: false, setting: false }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      request={tableRequest((input: StorageFileListInput) =>
        siteAdminApi.files({ ...input, keyword: input.keyword?.trim() || undefined }),
      )}
    />
  );
}
