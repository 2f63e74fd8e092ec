import {
  ProForm,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from "@ant-design/pro-components";
import { emailSchema, phoneSchema } from "@otp/contract";
import { Button, Card, Result } from "antd";
import { useLocation, useNavigate, useParams } from "react-router";
import { http } from "../../../../api/http";
import { kvApi, useKvOptions } from "../../../../api/kv";
import { feedback } from "../../../../app/feedback";
import { zodRule } from "../../../../components/formRules";
import { PasswordFields } from "../../../../components/PasswordFields";
import type { AdminUserRow } from "../../components/userLabels";

type Values = Partial<AdminUserRow> & { password?: string; passwordConfirm?: string; roleIds?: number[] };

/** Create (handle "add") or edit a user (opened from the user lists). */
export default function UserEditPage() {
  const { handle = "add" } = useParams();
  const navigate = useNavigate();
  const state = useLocation().state as { user?: AdminUserRow; userType?: string } | null;
  const orgs = useKvOptions("org");
  const roles = useKvOptions("role");
  const isNew = handle === "add";
  const row = state?.user;
  if (!isNew && (!row || String(row.id) !== handle)) {
    return (
      <Result
        status="info"
        title="请从用户列表进入编辑"
        extra={<Button onClick={() => navigate("/admin/system/user")}>返回用户列表</Button>}
      />
    );
  }
  const onFinish = async (v: Values) => {
    const { passwordConfirm: _c, ...body } = v;
    try {
      await http.post("/api/l/base/user/save", {
        ...body,
        ...(isNew ? {} : { id: row?.id }),
        phone: v.phone ?? "",
        email: v.email ?? "",
        password: v.password || undefined,
      });
      feedback.success("保存成功");
      navigate(-1);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <Card title={isNew ? "新增用户" : `编辑用户：${row?.realName}`}>
      <ProForm<Values>
        layout="horizontal"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 12 }}
        initialValues={row ?? { userType: state?.userType ?? "student", gender: 0, status: 1 }}
        onFinish={onFinish}
        submitter={{
          searchConfig: { submitText: "保存", resetText: "返回" },
          onReset: () => navigate(-1),
          render: (_, dom) => <div style={{ marginLeft: "16.6%" }}>{dom}</div>,
        }}
      >
        <ProFormText
          name="account"
          label="账号"
          disabled={!isNew}
          rules={[
            { required: true, message: "请输入账号" },
            { pattern: /^[A-Za-z0-9_.@-]{2,32}$/, message: "账号为2至32位字母、数字或 _ . @ -" },
          ]}
        />
        <ProFormText
          name="realName"
          label="姓名"
          rules={[{ required: true, message: "请输入姓名" }]}
          fieldProps={{ maxLength: 30 }}
        />
        <ProFormRadio.Group
          name="userType"
          label="类型"
          options={[
            { value: "teacher", label: "教师" },
            { value: "student", label: "学生" },
            { value: "staff", label: "职工" },
            { value: "admin", label: "管理员" },
          ]}
        />
        <ProFormRadio.Group
          name="gender"
          label="性别"
          options={[
            { value: 1, label: "男" },
            { value: 2, label: "女" },
            { value: 0, label: "保密" },
          ]}
        />
        <ProFormSelect name="orgId" label="院系" options={orgs} allowClear showSearch />
        <ProFormDependency name={["orgId"]}>
          {({ orgId }) => (
            <ProFormSelect
              name="classId"
              label="班级"
              allowClear
              showSearch
              params={{ orgId }}
              request={async () => (await kvApi.classes(orgId)).map((c) => ({ value: c.id, label: c.name }))}
            />
          )}
        </ProFormDependency>
        <ProFormText name="phone" label="手机号" rules={[zodRule(phoneSchema, { optional: true })]} />
        <ProFormText name="email" label="邮箱" rules={[zodRule(emailSchema, { optional: true })]} />
        <ProFormText name="title" label="职称" fieldProps={{ maxLength: 30 }} />
        <ProFormTextArea name="intro" label="简介" fieldProps={{ maxLength: 2000 }} />
        <ProFormRadio.Group
          name="status"
          label="状态"
          options={[
            { value: 1, label: "正常" },
            { value: 0, label: "停用" },
          ]}
        />
        {isNew ? <ProFormSelect name="roleIds" label="角色" mode="multiple" options={roles} /> : null}
        {isNew ? <PasswordFields name="password" label="初始密码" required={false} /> : null}
      </ProForm>
    </Card>
  );
}
