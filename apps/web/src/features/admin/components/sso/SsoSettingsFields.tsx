import {
  casSettingsSchema,
  ldapSettingsSchema,
  oidcSettingsSchema,
  type SsoKind,
  welinkSettingsSchema,
} from "@otp/contract";
import { Col, Form, Input, InputNumber, Radio, Row, Switch } from "antd";
import type { ReactNode } from "react";
import { zodRule } from "../../../../components/formRules";

const SECRET_KEPT = "已保存，留空则不修改";

interface Props {
  kind: SsoKind;
  /** A secret is stored: its field may stay empty. */
  secretSet: boolean;
}

const at = (key: string) => ["settings", key];

function Secret({ name, label, rule, secretSet }: { name: string; label: string; rule: object; secretSet: boolean }) {
  return (
    <Form.Item name={at(name)} label={label} rules={[rule]}>
      <Input.Password
        autoComplete="new-password"
        placeholder={secretSet ? SECRET_KEPT : `请输入${/^[A-Za-z]/.test(label) ? " " : ""}${label}`}
      />
    </Form.Item>
  );
}

const ldap = ldapSettingsSchema.shape;

function LdapFields({ secretSet }: { secretSet: boolean }) {
  const syncOn = Form.useWatch(at("syncEnabled")) === true;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name={at("url")} label="目录地址" rules={[zodRule(ldap.url)]}>
          <Input placeholder="ldap://ldap.school.edu.cn:389 或 ldaps://…:636" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={at("baseDn")} label="搜索起点 Base DN" rules={[zodRule(ldap.baseDn)]}>
          <Input placeholder="ou=people,dc=school,dc=edu,dc=cn" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={at("bindDn")} label="查询账号 DN" rules={[zodRule(ldap.bindDn)]}>
          <Input placeholder="cn=reader,dc=school,dc=edu,dc=cn" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Secret name="bindPassword" label="查询账号密码" rule={zodRule(ldap.bindPassword)} secretSet={secretSet} />
      </Col>
      <Col span={24}>
        <Form.Item
          name={at("userFilter")}
          label="用户过滤条件"
          rules={[zodRule(ldap.userFilter)]}
          extra="每个用户条目都满足的条件；登录账号由平台按账号属性另行转义拼接"
        >
          <Input placeholder="(objectClass=person)" />
        </Form.Item>
      </Col>
      {(
        [
          ["accountAttr", "账号属性", "uid"],
          ["nameAttr", "姓名属性", "cn"],
          ["emailAttr", "邮箱属性", "mail"],
          ["phoneAttr", "手机属性", "mobile"],
        ] as const
      ).map(([key, label, example]) => (
        <Col xs={12} md={6} key={key}>
          <Form.Item name={at(key)} label={label} rules={[zodRule(ldap[key])]}>
            <Input placeholder={example} />
          </Form.Item>
        </Col>
      ))}
      <Col xs={12} md={6}>
        <Form.Item name={at("syncEnabled")} label="定时同步" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name={at("syncMinutes")} label="同步间隔（分钟）" rules={[zodRule(ldap.syncMinutes)]}>
          <InputNumber min={5} max={10_080} precision={0} disabled={!syncOn} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={at("removed")} label="目录中已删除的用户" rules={[zodRule(ldap.removed)]}>
          <Radio.Group
            options={[
              { value: "keep", label: "保留" },
              { value: "suspend", label: "停用" },
            ]}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

function CasFields() {
  return (
    <Form.Item
      name={at("url")}
      label="CAS 地址"
      rules={[zodRule(casSettingsSchema.shape.url)]}
      extra="CAS 服务的根地址，平台将跳转到 {CAS 地址}/login 并用 /p3/serviceValidate 校验票据"
    >
      <Input placeholder="https://cas.school.edu.cn/cas" />
    </Form.Item>
  );
}

const oidc = oidcSettingsSchema.shape;

function OidcFields({ secretSet }: { secretSet: boolean }) {
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name={at("issuer")} label="签发者地址 Issuer" rules={[zodRule(oidc.issuer)]}>
          <Input placeholder="https://sso.school.edu.cn/realms/school" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={at("clientId")} label="客户端 ID" rules={[zodRule(oidc.clientId)]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Secret name="clientSecret" label="客户端密钥" rule={zodRule(oidc.clientSecret)} secretSet={secretSet} />
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={at("accountClaim")}
          label="账号声明"
          rules={[zodRule(oidc.accountClaim)]}
          extra="首次登录时与平台账号匹配的声明"
        >
          <Input placeholder="preferred_username" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={at("scope")} label="授权范围" rules={[zodRule(oidc.scope)]}>
          <Input placeholder="openid profile email" />
        </Form.Item>
      </Col>
    </Row>
  );
}

const welink = welinkSettingsSchema.shape;

function WelinkFields({ secretSet }: { secretSet: boolean }) {
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name={at("apiUrl")} label="接口地址" rules={[zodRule(welink.apiUrl)]}>
          <Input placeholder="https://open.welink.huaweicloud.com/api" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={at("clientId")} label="client_id" rules={[zodRule(welink.clientId)]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Secret name="clientSecret" label="client_secret" rule={zodRule(welink.clientSecret)} secretSet={secretSet} />
      </Col>
      <Col span={24}>
        <Form.Item
          name={at("matchField")}
          label="匹配字段"
          rules={[zodRule(welink.matchField)]}
          extra="WeLink 的 userId 与平台用户的哪一项相同"
        >
          <Radio.Group
            options={[
              { value: "account", label: "账号" },
              { value: "phone", label: "手机号" },
              { value: "email", label: "邮箱" },
            ]}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The connection settings of one kind of source. */
export function SsoSettingsFields({ kind, secretSet }: Props): ReactNode {
  switch (kind) {
    case "ldap":
      return <LdapFields secretSet={secretSet} />;
    case "cas":
      return <CasFields />;
    case "oidc":
      return <OidcFields secretSet={secretSet} />;
    case "welink":
      return <WelinkFields secretSet={secretSet} />;
  }
}
