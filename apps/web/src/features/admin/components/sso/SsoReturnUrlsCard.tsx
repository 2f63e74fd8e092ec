import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import {
  SSO_RETURN_CODE,
  type SsoReturnUrl,
  type SsoReturnUrlsSaveInput,
  ssoReturnUrlSchema,
  ssoReturnUrlsSaveSchema,
} from "@otp/contract";
import { Button, Card, Form, Input, Space, Table, Typography } from "antd";
import { zodRule } from "../../../../components/formRules";
import { QueryState } from "../../../../components/QueryState";
import { useSaveSsoReturnUrls, useSsoReturnUrls } from "./ssoApi";

const row = ssoReturnUrlSchema.shape;
const MAX_ITEMS = 50;

/** The whole list's own rules (at most 50, no code twice); each row's fields say their own. */
const listRule = {
  validator: async (_: unknown, items: SsoReturnUrl[] | undefined) => {
    const r = ssoReturnUrlsSaveSchema.safeParse({ items: items ?? [] });
    const issue = r.success ? undefined : r.error.issues.find((i) => i.path.length <= 1);
    if (issue) throw new Error(issue.message);
  },
};

/** The entry page of a row: /sso/{code}, once the code is one. */
function EntryLink({ name }: { name: number }) {
  const code = Form.useWatch(["items", name, "code"]) as string | undefined;
  const trimmed = code?.trim() ?? "";
  if (!SSO_RETURN_CODE.test(trimmed)) return <Typography.Text type="secondary">—</Typography.Text>;
  const path = `/sso/${trimmed}`;
  return (
    <Typography.Link
      href={path}
      target="_blank"
      rel="noreferrer"
      copyable={{ text: `${window.location.origin}${path}`, tooltips: ["复制完整地址", "已复制"] }}
    >
      {path}
    </Typography.Link>
  );
}

function ReturnUrlsForm({ items }: { items: SsoReturnUrl[] }) {
  const save = useSaveSsoReturnUrls();
  const onFinish = async (values: SsoReturnUrlsSaveInput) => {
    await save.run({ items: values.items ?? [] });
  };
  return (
    <Form<SsoReturnUrlsSaveInput>
      name="sso-return-urls"
      initialValues={{ items }}
      onFinish={onFinish}
      requiredMark={false}
    >
      <Form.List name="items" rules={[listRule]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              locale={{ emptyText: "白名单为空：登录后只能跳转到本站页面" }}
              columns={[
                {
                  title: "入口代码",
                  width: 170,
                  render: (_, f) => (
                    <Form.Item name={[f.name, "code"]} rules={[zodRule(row.code)]} style={{ margin: 0 }}>
                      <Input placeholder="如 library" maxLength={32} aria-label="入口代码" />
                    </Form.Item>
                  ),
                },
                {
                  title: "系统名称",
                  width: 190,
                  render: (_, f) => (
                    <Form.Item name={[f.name, "name"]} rules={[zodRule(row.name)]} style={{ margin: 0 }}>
                      <Input placeholder="如 图书馆系统" maxLength={30} aria-label="系统名称" />
                    </Form.Item>
                  ),
                },
                {
                  title: "允许跳转的地址",
                  render: (_, f) => (
                    <Form.Item name={[f.name, "url"]} rules={[zodRule(row.url)]} style={{ margin: 0 }}>
                      <Input placeholder="https://lib.school.edu.cn/opac" maxLength={300} aria-label="允许跳转的地址" />
                    </Form.Item>
                  ),
                },
                { title: "入口页", width: 190, render: (_, f) => <EntryLink name={f.name} /> },
                {
                  title: "操作",
                  width: 70,
                  render: (_, f) => (
                    <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)}>
                      删除
                    </Button>
                  ),
                },
              ]}
            />
            <Form.Item style={{ margin: 0 }}>
              <Form.ErrorList errors={errors} />
            </Form.Item>
            <Space style={{ marginTop: 12 }}>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_ITEMS}
                onClick={() => add({ code: "", name: "", url: "" })}
              >
                添加
              </Button>
              <Button type="primary" htmlType="submit" loading={save.busy}>
                保存
              </Button>
            </Space>
          </>
        )}
      </Form.List>
    </Form>
  );
}

/**
 * 单点登录白名单: external systems a login may go on to (their address and the paths below it),
 * each with an entry page /sso/{code}; any other redirect, service or next is refused.
 */
export function SsoReturnUrlsCard() {
  const list = useSsoReturnUrls();
  return (
    <Card title="单点登录白名单" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        登录后允许跳转到下列地址（及其下级路径）；每项生成入口页
        /sso/入口代码，用户在入口页登录后前往该系统。不在白名单中的跳转地址（redirect、service、next）一律拒绝。
      </Typography.Paragraph>
      <QueryState query={list} isEmpty={() => false}>
        {(items) => <ReturnUrlsForm key={JSON.stringify(items)} items={items} />}
      </QueryState>
    </Card>
  );
}
