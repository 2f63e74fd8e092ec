import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { type CourseColumn, courseColumnSchema } from "@otp/contract";
import { Button, Empty, Form, Input, Tooltip } from "antd";
import { useAction } from "../../../api/action";
import { zodRule } from "../../../components/formRules";
import { courseApi } from "../api";
import { useEditor, useEditorRefresh } from "./context";

const MAX_COLUMNS = 20;

/** column: titled text blocks shown under the brief (教学目标, 考核方式…); add, remove, reorder. */
export default function ColumnPage() {
  const { course } = useEditor();
  const refresh = useEditorRefresh();
  const [form] = Form.useForm<{ columns: CourseColumn[] }>();
  const save = useAction(
    (columns: CourseColumn[]) =>
      courseApi.saveColumns(
        course.id,
        columns.map((c) => ({ title: c.title.trim(), content: (c.content ?? "").trim() })),
      ),
    {
      success: "课程栏目已保存",
      onSuccess: async () => {
        await refresh(course.id);
      },
    },
  );
  return (
    <div>
      <div className="editor-head">
        <div>
          <h2>课程栏目</h2>
          <p>在课程简介下方展示的栏目，如“教学目标”“考核方式”“参考资料”，最多{MAX_COLUMNS}个</p>
        </div>
      </div>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ columns: course.columns }}
        onFinish={(v) => save.run(v.columns ?? [])}
      >
        <Form.List name="columns">
          {(fields, { add, remove, move }) => (
            <>
              {fields.length === 0 ? <Empty description="还没有栏目" style={{ margin: "24px 0" }} /> : null}
              {fields.map((field, i) => (
                <div key={field.key} className="column-item">
                  <div className="column-item-head">
                    <span>栏目 {i + 1}</span>
                    <span>
                      <Tooltip title="上移">
                        <Button
                          type="text"
                          size="small"
                          icon={<ArrowUpOutlined />}
                          disabled={i === 0}
                          onClick={() => move(i, i - 1)}
                          aria-label="上移"
                        />
                      </Tooltip>
                      <Tooltip title="下移">
                        <Button
                          type="text"
                          size="small"
                          icon={<ArrowDownOutlined />}
                          disabled={i === fields.length - 1}
                          onClick={() => move(i, i + 1)}
                          aria-label="下移"
                        />
                      </Tooltip>
                      <Tooltip title="删除">
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => remove(i)}
                          aria-label="删除"
                        />
                      </Tooltip>
                    </span>
                  </div>
                  <Form.Item
                    name={[field.name, "title"]}
                    label="栏目标题"
                    rules={[zodRule(courseColumnSchema.shape.title)]}
                  >
                    <Input maxLength={30} placeholder="如：教学目标" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "content"]}
                    label="栏目内容"
                    rules={[zodRule(courseColumnSchema.shape.content)]}
                  >
                    <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={20_000} />
                  </Form.Item>
                </div>
              ))}
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_COLUMNS}
                onClick={() => add({ title: "", content: "" })}
              >
                添加栏目
              </Button>
            </>
          )}
        </Form.List>
        <div className="editor-footer">
          <Button type="primary" htmlType="submit" loading={save.busy}>
            保存
          </Button>
        </div>
      </Form>
    </div>
  );
}
