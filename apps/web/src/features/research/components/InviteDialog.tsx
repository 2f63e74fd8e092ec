import {
  ModalForm,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormTreeSelect,
} from "@ant-design/pro-components";
import {
  type KvItem,
  SEMINAR_MEMBER_ROLES,
  SEMINAR_ROLE_NAMES,
  type SeminarMemberInviteInput,
  seminarMemberInviteSchema,
} from "@otp/contract";
import { Button } from "antd";
import { useElementOptions, useKv } from "../../../api/kv";
import { zodRule } from "../../../components/formRules";
import { useInviteMembers } from "../api";

interface TreeNode {
  value: number;
  title: string;
  children: TreeNode[];
}

/** The platform's organizations (院系 and their departments) as a tree for the picker. */
function orgTree(items: KvItem[]): TreeNode[] {
  const nodes = new Map(items.map((o) => [o.id, { value: o.id, title: o.name, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const o of items) {
    const node = nodes.get(o.id) as TreeNode;
    const parent = o.parentId ? nodes.get(o.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

type Values = Omit<SeminarMemberInviteInput, "seminarId">;
const shape = seminarMemberInviteSchema.shape;

/**
 * 批量邀请: every enabled teacher of an organization (its departments included) or of a subject
 * (who teaches a course of it) joins with one role; members already there keep theirs.
 */
export function InviteDialog({ seminarId }: { seminarId: number }) {
  const orgs = useKv("org").data ?? [];
  const subjects = useElementOptions("SUBJECT");
  const invite = useInviteMembers();
  return (
    <ModalForm<Values>
      title="批量邀请教师"
      width={480}
      trigger={<Button>批量邀请</Button>}
      initialValues={{ by: "org", role: "participant" }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => (await invite.run({ ...v, seminarId })) !== undefined}
    >
      <ProFormRadio.Group
        name="by"
        label="邀请方式"
        radioType="button"
        options={[
          { value: "org", label: "按机构" },
          { value: "subject", label: "按学科" },
        ]}
        extra="按机构：该机构及其下属部门的全部在职教师；按学科：讲授该学科课程的教师。已在名单中的人员保留原角色。"
      />
      <ProFormDependency name={["by"]}>
        {({ by }) =>
          by === "subject" ? (
            <ProFormSelect
              name="subjectId"
              label="学科"
              showSearch
              options={subjects}
              rules={[zodRule(shape.subjectId)]}
            />
          ) : (
            <ProFormTreeSelect
              name="orgId"
              label="机构"
              fieldProps={{
                treeData: orgTree(orgs),
                treeDefaultExpandAll: true,
                showSearch: true,
                treeNodeFilterProp: "title",
              }}
              rules={[zodRule(shape.orgId)]}
            />
          )
        }
      </ProFormDependency>
      <ProFormSelect
        name="role"
        label="角色"
        allowClear={false}
        options={SEMINAR_MEMBER_ROLES.map((r) => ({ value: r, label: SEMINAR_ROLE_NAMES[r] }))}
      />
    </ModalForm>
  );
}
