import {
  roleMisfit,
  SSO_KIND_NAMES,
  type SsoKind,
  type SsoSourceView,
  type SsoTestResult,
  ssoSourceSaveSchema,
  USER_TYPES,
} from "@otp/contract";
import { Alert, Button, Card, Col, Divider, Form, Input, Row, Select, Space, Switch, Tag, Typography } from "antd";
import { useMemo, useState } from "react";
import { useKvOptions } from "../../../../api/kv";
import { zodRule } from "../../../../components/formRules";
import { USER_TYPE_LABEL } from "../userLabels";
import { LdapSyncPanel } from "./LdapSyncPanel";
import { SsoSettingsFields } from "./SsoSettingsFields";
import { useSaveSsoSource, useTestSsoSource } from "./ssoApi";
import { initialValues, type SourceValues, toSaveInput } from "./ssoForm";

/** What every source has (the same fields in each branch of the contract's union). */
const common = ssoSourceSaveSchema.options[0].shape;

const ABOUT: Record<SsoKind, string> = {
  ldap: "账号密码登录时同时到学校的 LDAP 目录核对：目录账号，以及开启自动开通时平台尚无的账号，用目录中的密码登录；可定时同步目录中的用户。",
  cas: "登录页显示一个按钮，跳转到学校的 CAS 统一认证（2.0/3.0）登录后返回平台。",
  oidc: "登录页显示一个按钮，通过 OpenID Connect（授权码 + PKCE）在学校的身份提供方登录后返回平台。",
  welink: "从 WeLink 打开 /LoginByWeLink 时凭 WeLink 的一次性授权码登录，不显示在登录页上。",
};

const CALLBACK_HINT: Partial<Record<SsoKind, string>> = {
  cas: "在 CAS 服务端将以此地址开头的服务登记为允许的 service（每次登录附带 ?state= 参数）",
  oidc: "在身份提供方将此地址登记为 redirect_uri（重定向 URI）",
  welink: "在 WeLink 开放平台将此地址登记为应用的首页或回调地址",
};

const USER_TYPE_OPTIONS = USER_TYPES.map((t) => ({ value: t, label: USER_TYPE_LABEL[t] ?? t }));

function StatusTag({ view }: { view: SsoSourceView }) {
  if (!view.configured) return <Tag>未配置</Tag>;
  return view.enabled ? <Tag color="green">已启用</Tag> : <Tag color="default">未启用</Tag>;
}

/**
 * One identity source: shown or not, its name, its settings, first-login accounts; save and test.
 * Keyed by `sourceKey`: a saved source comes back from the server and the card starts again from
 * it (the secret field empty again), while a sync's result leaves the form as it is.
 */
export function SsoSourceCard({ view }: { view: SsoSourceView }) {
  const { kind } = view;
  const [form] = Form.useForm<SourceValues>();
  const [tested, setTested] = useState<SsoTestResult | null>(null);
  const save = useSaveSsoSource();
  const test = useTestSsoSource(setTested);
  const roles = useKvOptions("role");
  const orgs = useKvOptions("org");
  const provision = Form.useWatch("provision", form) !== false;
  const initial = useMemo(() => initialValues(view), [view]);

  const onSave = async (values: SourceValues) => {
    setTested(null);
    await save.run(toSaveInput(kind, values));
  };
  const onTest = () =>
    form.validateFields().then(
      (values) => {
        setTested(null);
        return test.run(toSaveInput(kind, values));
      },
      () => undefined,
    );

  return (
    <Card
      title={SSO_KIND_NAMES[kind]}
      extra={<StatusTag view={view} />}
      style={{ marginBottom: 16 }}
      data-testid={`sso-source-${kind}`}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {ABOUT[kind]}
      </Typography.Paragraph>
      <Form<SourceValues>
        name={`sso-${kind}`}
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onSave}
        requiredMark={false}
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item
              name="name"
              label="显示名称"
              rules={[zodRule(common.name)]}
              extra={kind === "cas" || kind === "oidc" ? "登录页按钮上的文字" : undefined}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left" orientationMargin={0} plain>
          连接设置
        </Divider>
        <SsoSettingsFields kind={kind} secretSet={view.secretSet} />
        {view.callbackUrl ? (
          <Form.Item label="回调地址" extra={CALLBACK_HINT[kind]}>
            <Typography.Text code copyable={{ tooltips: ["复制", "已复制"] }} data-testid={`sso-callback-${kind}`}>
              {view.callbackUrl}
            </Typography.Text>
          </Form.Item>
        ) : null}
        <Divider orientation="left" orientationMargin={0} plain>
          首次登录
        </Divider>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="provision" label="首次登录自动开通账号" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="userType" label="用户类型" rules={[zodRule(common.userType)]}>
              <Select options={USER_TYPE_OPTIONS} disabled={!provision} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="roleId"
              label="角色"
              dependencies={["userType"]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_: unknown, id?: number | null) => {
                    const misfit = roleMisfit(getFieldValue("userType"), id ? [id] : []);
                    if (misfit) throw new Error(misfit);
                  },
                }),
              ]}
            >
              <Select
                options={roles}
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder="默认角色"
                disabled={!provision}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="orgId" label="所属机构">
              <Select
                options={orgs}
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder="不指定"
                disabled={!provision}
              />
            </Form.Item>
          </Col>
        </Row>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.busy}>
            保存
          </Button>
          <Button onClick={() => void onTest()} loading={test.busy}>
            测试连接
          </Button>
        </Space>
      </Form>
      {tested ? (
        <Alert
          type={tested.ok ? "success" : "error"}
          showIcon
          closable
          onClose={() => setTested(null)}
          message={tested.message || (tested.ok ? "连接成功" : "连接失败")}
          style={{ marginTop: 16 }}
          data-testid={`sso-test-${kind}`}
        />
      ) : null}
      {kind === "ldap" ? <LdapSyncPanel lastSync={view.lastSync} ready={view.configured && view.enabled} /> : null}
    </Card>
  );
}
