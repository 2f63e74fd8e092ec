import {
  ProForm,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from "@ant-design/pro-components";
import {
  emailSchema,
  type ManagedUser,
  phoneSchema,
  roleMisfit,
  type UserSaveInput,
  userSaveSchema,
} from "@otp/contract";
import { Button, Card, Result, Skeleton, Space } from "antd";
import { useLocation, useNavigate, useParams } from "react-router";
import { kvApi, useKvOptions } from "../../../../api/kv";
import { zodRule } from "../../../../components/formRules";
import { PasswordFields } from "../../../../components/PasswordFields";
import { useManagedUser, useSaveUser } from "../../api";

type Values = Partial<ManagedUser> & { password?: string; passwordConfirm?: string; roleIds?: number[] };

/** Create (handle "add") or edit a user; the user is loaded by id, so the URL works on its own. */
export default function UserEditPage() {
  const { handle = "add" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { userType?: string } | null;
  const isNew = handle === "add";
  const id = Number(handle);
  const validId = Number.isInteger(id) && id > 0;
  const detail = useManagedUser(id, !isNew && validId);
  // Opened directly (no in-app history entry): go to the list instead of leaving the site.
  const back = () => (location.key === "default" ? navigate("/admin/system/user") : navigate(-1));
  if (!isNew && (!validId || detail.isError)) {
    const status = (detail.error as { status?: number } | null)?.status;
    return (
      <Result
        status={!validId || status === 404 ? "404" : "error"}
        title={!validId || status === 404 ? "用户不存在" : "用户信息加载失败"}
        subTitle={detail.error?.message || undefined}
        extra={<Button onClick={back}>返回</Button>}
      />
    );
  }
  if (!isNew && !detail.data) {
    return (
      <Card title="编辑用户">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <UserForm isNew={isNew} row={detail.data} userType={state?.userType} onDone={back} />;
}

function UserForm({
  isNew,
  row,
  userType,
  onDone,
}: {
  isNew: boolean;
  row?: ManagedUser;
  userType?: string;
  onDone: () => void;
}) {
  const orgs = useKvOptions("org");
  const roles = useKvOptions("role");
  const save = useSaveUser(onDone);
  const onFinish = async (v: Values) => {
    const { passwordConfirm: _c, ...body } = v;
    const saved = await save.run({
      ...body,
      ...(isNew ? {} : { id: row?.id }),
      phone: v.phone ?? "",
      email: v.email ?? "",
      password: v.password || undefined,
    } as UserSaveInput);
    return saved !== undefined;
  };
  return (
    <Card title={isNew ? "新增用户" : `编辑用户：${row?.realName}`}>
      <ProForm<Values>
        layout="horizontal"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 12 }}
        // No type is guessed for a new user: the administrator chooses (preset only when opened from
        // the teacher or student list).
        initialValues={row ?? { userType, gender: 0, status: 1 }}
        onFinish={onFinish}
        submitter={{
          searchConfig: { submitText: "保存", resetText: "返回" },
          onReset: onDone,
          render: (_, dom) => <Space style={{ marginLeft: "16.6%" }}>{dom}</Space>,
        }}
      >
        <ProFormText
          name="account"
          label="账号"
          disabled={!isNew}
          rules={isNew ? [zodRule(userSaveSchema.shape.account)] : []}
        />
        <ProFormText
          name="realName"
          label="姓名"
          rules={[zodRule(userSaveSchema.shape.realName)]}
          fieldProps={{ maxLength: 30 }}
        />
        <ProFormRadio.Group
          name="userType"
          label="类型"
          rules={[zodRule(userSaveSchema.shape.userType)]}
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
        {isNew ? (
          <ProFormSelect
            name="roleIds"
            label="角色"
            mode="multiple"
            options={roles}
            dependencies={["userType"]}
            extra="不选则按类型给默认角色（教师、学生）"
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, ids?: number[]) => {
                  const misfit = roleMisfit(getFieldValue("userType"), ids);
                  if (misfit) throw new Error(misfit);
                },
              }),
            ]}
          />
        ) : null}
        {isNew ? <PasswordFields name="password" label="初始密码" required={false} /> : null}
      </ProForm>
    </Card>
  );
}
