import { ADMIN_ROLE_ID, type CourseCreateInput, courseCreateSchema } from "@otp/contract";
import { Alert, Form, Input, Modal, Radio, Select } from "antd";
import { useNavigate } from "react-router";
import { useAction } from "../../../api/action";
import { useKv } from "../../../api/kv";
import { useSession } from "../../../app/session";
import { zodFieldRule } from "../../../components/formRules";
import { centreApi, courseEditorPath, useOriginCourses } from "../api";

interface Values {
  kind: "open" | "academic";
  name?: string;
  originCourseId?: number;
}

/**
 * 新建课程: an open course by name, or an academic course built from one of the caller's course
 * offerings (administrators may pick any). Opens the course's editor once created.
 */
export function CreateCourseDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch("kind", form) ?? "open";
  const terms = useKv("term");
  const termName = new Map((terms.data ?? []).map((t) => [t.id, t.name]));
  const isAdmin = user?.roles?.some((r) => r.id === ADMIN_ROLE_ID) ?? false;
  const origins = useOriginCourses(user?.id, isAdmin, open && kind === "academic" && !!user);
  const create = useAction((input: CourseCreateInput) => centreApi.createCourse(input), {
    success: "课程已创建，请继续完善课程信息",
  });
  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const r = await create.run({
      kind: v.kind,
      ...(v.name?.trim() ? { name: v.name.trim() } : {}),
      ...(v.kind === "academic" ? { originCourseId: v.originCourseId } : {}),
    } as CourseCreateInput);
    if (!r) return;
    onClose();
    navigate(courseEditorPath(r.id, v.kind));
  };
  return (
    <Modal
      title="新建课程"
      open={open}
      okText="创建并编辑"
      onOk={submit}
      confirmLoading={create.busy}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ kind: "open" }} preserve={false}>
        <Form.Item
          name="kind"
          label="课程类别"
          extra={
            kind === "academic"
              ? "教务课程由教务系统的开课信息创建，学期、院系随开课信息"
              : "开放课程面向全校或公众开放"
          }
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: "open", label: "开放课程" },
              { value: "academic", label: "教务课程" },
            ]}
          />
        </Form.Item>
        {kind === "academic" ? (
          <>
            <Form.Item
              name="originCourseId"
              label="开课信息"
              rules={[zodFieldRule(courseCreateSchema, "originCourseId")]}
              extra={isAdmin ? "管理员可为任意开课信息建课" : "只列出您任教的开课信息"}
            >
              <Select
                showSearch
                placeholder={origins.isLoading ? "加载中…" : "请选择开课信息"}
                loading={origins.isLoading}
                optionFilterProp="label"
                notFoundContent={origins.isError ? "开课信息加载失败" : "暂无可选的开课信息"}
                options={(origins.data ?? []).map((o) => ({
                  value: o.id,
                  label: [o.code ? `${o.name}（${o.code}）` : o.name, termName.get(o.termId ?? 0)]
                    .filter(Boolean)
                    .join(" · "),
                }))}
                onChange={(id: number) => {
                  const hit = origins.data?.find((o) => o.id === id);
                  if (hit && !form.getFieldValue("name")) form.setFieldValue("name", hit.name);
                }}
              />
            </Form.Item>
            {origins.isSuccess && origins.data.length === 0 ? (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                message="没有找到您任教的开课信息，可以先建开放课程"
              />
            ) : null}
          </>
        ) : null}
        <Form.Item
          name="name"
          label="课程名称"
          // Open courses need a name; academic ones default to the offering's (the contract's rule).
          rules={[zodFieldRule(courseCreateSchema, "name")]}
          extra={kind === "academic" ? "留空则使用开课信息的课程名称" : undefined}
        >
          <Input maxLength={100} placeholder={kind === "academic" ? "默认同开课信息" : "例如：高中物理·力学基础"} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
