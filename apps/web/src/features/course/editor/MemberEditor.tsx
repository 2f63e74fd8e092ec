import { ADMIN_ROLE_ID, type CourseMember, type UserListRow } from "@otp/contract";
import { Empty, Modal, Select } from "antd";
import { useEffect, useState } from "react";
import { useAction } from "../../../api/action";
import { feedback } from "../../../app/feedback";
import { useSession } from "../../../app/session";
import { UserAvatar } from "../../../components/UserAvatar";
import { courseApi, useMemberCandidates } from "../api";
import { useEditor, useEditorRefresh } from "./context";
import { OrderButtons } from "./OrderButtons";
import { SaveFooter } from "./SaveFooter";
import { sameIds } from "./sectionResources";

interface Props {
  memberRole: "teacher" | "assistant";
}

const LABEL = { teacher: "授课教师", assistant: "助教" } as const;
const USER_TYPE_NAMES: Record<string, string> = { teacher: "教师", student: "学生", admin: "管理员", staff: "职工" };

const fromUser = (u: UserListRow): CourseMember => ({
  id: u.id,
  name: u.realName,
  avatarUrl: u.avatarUrl,
  orgName: u.orgName,
  title: u.title ?? (USER_TYPE_NAMES[u.userType] || null),
});

/** Debounced keyword for the remote user search. */
function useDebounced(value: string, ms = 300): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** teacher / assistant: pick users (teachers only for 授课教师), order them, remove them. */
export function MemberEditor({ memberRole: role }: Props) {
  const { course } = useEditor();
  const refresh = useEditorRefresh();
  const me = useSession((s) => s.user);
  const [modal, holder] = Modal.useModal();
  const initial = role === "teacher" ? course.teacherList : course.assistantList;
  const [list, setList] = useState<CourseMember[]>(initial);
  const [search, setSearch] = useState("");
  const keyword = useDebounced(search.trim());
  useEffect(() => setList(initial), [initial]);

  const users = useMemberCandidates(role, keyword);
  const ids = list.map((m) => m.id);
  const dirty = !sameIds(
    ids,
    initial.map((m) => m.id),
  );
  const others = role === "teacher" ? course.assistantList : course.teacherList;

  const save = useAction(() => courseApi.saveMembers(course.id, role, ids), {
    success: `${LABEL[role]}已保存`,
    onSuccess: async () => {
      await refresh(course.id);
    },
  });
  const onSave = () => {
    const isAdmin = me?.roles.some((r) => r.id === ADMIN_ROLE_ID) ?? false;
    const leaving =
      !!me && initial.some((m) => m.id === me.id) && !ids.includes(me.id) && !others.some((m) => m.id === me.id);
    if (leaving && !isAdmin) {
      modal.confirm({
        title: "移除自己？",
        content: "移除后您将不再是该课程的教师或助教，也无法再编辑该课程。确定保存吗？",
        okText: "确定",
        cancelText: "取消",
        onOk: () => save.run(undefined),
      });
      return;
    }
    save.run(undefined);
  };

  const options = (users.data?.list ?? [])
    .filter((u) => !ids.includes(u.id))
    .map((u) => ({
      value: u.id,
      label: `${u.realName}（${u.account}）${u.orgName ? ` · ${u.orgName}` : ""}`,
      user: u,
    }));

  return (
    <div>
      {holder}
      <div className="editor-head">
        <div>
          <h2>{LABEL[role]}</h2>
          <p>
            {role === "teacher"
              ? "授课教师显示在课程主页，并可编辑课程；第一位为主讲教师"
              : "助教可协助编辑课程内容，可以是教师或学生"}
          </p>
        </div>
      </div>
      <div className="member-add">
        <Select
          showSearch
          value={null}
          placeholder={`输入姓名或账号搜索${role === "teacher" ? "教师" : "用户"}，选择后添加`}
          style={{ width: 420, maxWidth: "100%" }}
          filterOption={false}
          onSearch={setSearch}
          loading={users.isFetching}
          notFoundContent={users.isFetching ? "搜索中…" : "没有找到用户"}
          options={options}
          onChange={(_v, opt) => {
            const u = (opt as { user?: UserListRow } | undefined)?.user;
            if (!u) return;
            if (list.length >= 50) {
              feedback.error("最多50人");
              return;
            }
            setList([...list, fromUser(u)]);
            setSearch("");
          }}
          aria-label={`添加${LABEL[role]}`}
        />
      </div>
      {list.length === 0 ? (
        <Empty description={`还没有${LABEL[role]}`} style={{ margin: "32px 0" }} />
      ) : (
        <ol style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {list.map((m, i) => (
            <li key={m.id} className="member-row">
              <UserAvatar size={40} src={m.avatarUrl} alt={m.name} />
              <div className="member-row-text">
                <div>
                  {m.name}
                  {role === "teacher" && i === 0 ? <span className="chapter-node-new"> 主讲</span> : null}
                </div>
                <div className="member-row-meta">{[m.title, m.orgName].filter(Boolean).join(" · ") || "\u00a0"}</div>
              </div>
              <OrderButtons list={list} index={i} onChange={setList} />
            </li>
          ))}
        </ol>
      )}
      <SaveFooter saveLabel="保存" saving={save.busy} dirty={dirty} onSave={onSave} onReset={() => setList(initial)} />
    </div>
  );
}
