import { ArrowDownOutlined, ArrowLeftOutlined, ArrowUpOutlined } from "@ant-design/icons";
import {
  Alert,
  Button,
  Card,
  Input,
  Result,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tooltip,
  Typography,
} from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { feedback } from "../../../../app/feedback";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { useEditNav, useMenuTree } from "../../api";
import { draftErrors, moveDraft, type NavDraft, patchDraft, toDrafts, toSaveItems } from "../../navigationEdit";

interface Row extends Omit<NavDraft, "children"> {
  level: 0 | 1;
  first: boolean;
  last: boolean;
}

function rowsOf(list: NavDraft[], level: 0 | 1 = 0): Row[] {
  return list.flatMap(({ children, ...d }, i) => [
    { ...d, level, first: i === 0, last: i === list.length - 1 },
    ...rowsOf(children, 1),
  ]);
}

/**
 * 编辑导航: the header's entries (name, link, login need, shown or hidden) and their order,
 * saved at once; the header reads them on its next load.
 */
export default function NavigationEditPage() {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const tree = useMenuTree();
  const edit = useEditNav(() => navigate("/admin/site/navigation"));
  const [drafts, setDrafts] = useState<NavDraft[] | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  useEffect(() => {
    if (tree.data && drafts === null) setDrafts(toDrafts(tree.data.find((g) => g.code === "nav")?.subList ?? []));
  }, [tree.data, drafts]);
  const errors = useMemo(() => draftErrors(drafts ?? []), [drafts]);
  if (tree.isError) return <Result status="error" title="导航菜单加载失败" />;

  const patch = (id: number, p: Partial<NavDraft>) => setDrafts((d) => (d ? patchDraft(d, id, p) : d));
  const move = (id: number, by: -1 | 1) => setDrafts((d) => (d ? moveDraft(d, id, by) : d));
  const save = async () => {
    if (!drafts) return;
    setShowErrors(true);
    if (errors.size) {
      feedback.error(`有 ${errors.size} 项导航填写不正确，请按提示修改`);
      return;
    }
    await edit.run({ items: toSaveItems(drafts) });
  };

  const columns: TableColumnsType<Row> = [
    {
      title: "名称",
      dataIndex: "name",
      width: 220,
      render: (_, r) => (
        <Input
          aria-label={`导航名称：${r.name}`}
          value={r.name}
          maxLength={50}
          style={{ marginLeft: r.level * 24, width: `calc(100% - ${r.level * 24}px)` }}
          status={showErrors && errors.has(r.id) ? "error" : undefined}
          onChange={(e) => patch(r.id, { name: e.target.value })}
        />
      ),
    },
    {
      title: "链接",
      dataIndex: "url",
      render: (_, r) => (
        <Space direction="vertical" size={2} style={{ width: "100%" }}>
          <Input
            aria-label={`${r.name}的链接`}
            value={r.url}
            maxLength={200}
            status={showErrors && errors.has(r.id) ? "error" : undefined}
            onChange={(e) => patch(r.id, { url: e.target.value })}
          />
          {showErrors && errors.has(r.id) ? <Typography.Text type="danger">{errors.get(r.id)}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: "需要登录",
      dataIndex: "loginVisit",
      width: 100,
      render: (_, r) => (
        <Switch
          aria-label={`${r.name}需要登录`}
          checked={r.loginVisit}
          onChange={(v) => patch(r.id, { loginVisit: v })}
        />
      ),
    },
    {
      title: "导航中显示",
      dataIndex: "hidden",
      width: 110,
      render: (_, r) => (
        <Switch
          aria-label={`${r.name}在导航中显示`}
          checked={!r.hidden}
          onChange={(v) => patch(r.id, { hidden: !v })}
        />
      ),
    },
    {
      title: "排序",
      key: "order",
      width: 100,
      render: (_, r) => (
        <Space size={4}>
          <Tooltip title="上移">
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`上移${r.name}`}
              disabled={r.first}
              onClick={() => move(r.id, -1)}
            />
          </Tooltip>
          <Tooltip title="下移">
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`下移${r.name}`}
              disabled={r.last}
              onClick={() => move(r.id, 1)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={title}
      extra={
        <Space>
          <Link to="/admin/site/navigation">
            <Button icon={<ArrowLeftOutlined />}>返回</Button>
          </Link>
          <Button type="primary" loading={edit.busy} disabled={!drafts} onClick={save}>
            保存
          </Button>
        </Space>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="调整顶部导航的名称、链接、顺序与显示；隐藏的导航不出现在页头，需要登录的导航不向游客显示。"
      />
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={tree.isLoading || drafts === null}
        dataSource={rowsOf(drafts ?? [])}
        columns={columns}
        pagination={false}
      />
    </Card>
  );
}
