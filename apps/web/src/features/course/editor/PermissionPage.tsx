import { VISIBILITIES, VISIBILITY_NAMES, type Visibility } from "@otp/contract";
import { Alert, Button, Radio, Select, Space } from "antd";
import { useEffect, useState } from "react";
import { useAction } from "../../../api/action";
import { useClasses } from "../../../api/kv";
import { courseApi } from "../api";
import { classOptions } from "./classOptions";
import { useEditor, useEditorRefresh } from "./context";

const HINTS: Record<Visibility, string> = {
  public: "所有人都可以查看，开启游客模式时未登录的访客也能看到",
  school: "登录本平台的校内用户可以查看",
  classes: "只有所选班级的学生（以及课程的教师、助教）可以查看",
};

/** permission: who may view the published course. */
export default function PermissionPage() {
  const { course } = useEditor();
  const refresh = useEditorRefresh();
  const classes = useClasses();
  const [visibility, setVisibility] = useState<Visibility>(course.visibility);
  const [classIds, setClassIds] = useState<number[]>(course.classIds);
  useEffect(() => {
    setVisibility(course.visibility);
    setClassIds(course.classIds);
  }, [course.visibility, course.classIds]);
  const save = useAction(
    () => courseApi.savePermission(course.id, visibility, visibility === "classes" ? classIds : []),
    {
      success: "查看权限已保存",
      onSuccess: async () => {
        await refresh(course.id);
      },
    },
  );
  const missingClasses = visibility === "classes" && classIds.length === 0;
  return (
    <div>
      <div className="editor-head">
        <div>
          <h2>查看权限</h2>
          <p>设置课程发布后谁可以查看</p>
        </div>
      </div>
      <Radio.Group value={visibility} onChange={(e) => setVisibility(e.target.value)}>
        <Space direction="vertical" size={12}>
          {VISIBILITIES.map((v) => (
            <Radio key={v} value={v}>
              <b>{VISIBILITY_NAMES[v]}</b>
              <div style={{ color: "#5c6670" }}>{HINTS[v]}</div>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {visibility === "classes" ? (
        <div style={{ marginTop: 20, maxWidth: 640 }}>
          <div style={{ marginBottom: 8 }}>可以查看的班级：</div>
          <Select
            mode="multiple"
            allowClear
            style={{ width: "100%" }}
            placeholder="选择班级（可输入名称搜索）"
            loading={classes.isLoading}
            value={classIds}
            onChange={setClassIds}
            options={classOptions(classes.data ?? [])}
            optionFilterProp="label"
            maxCount={200}
            notFoundContent={classes.isError ? "班级加载失败" : "暂无班级"}
            status={missingClasses ? "error" : undefined}
            aria-label="可以查看的班级"
          />
          {missingClasses ? (
            <Alert type="error" showIcon message="请选择可以查看的班级" style={{ marginTop: 8 }} />
          ) : null}
        </div>
      ) : null}
      <div className="editor-footer">
        <Button type="primary" loading={save.busy} disabled={missingClasses} onClick={() => save.run(undefined)}>
          保存
        </Button>
      </div>
    </div>
  );
}
