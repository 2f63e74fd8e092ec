import { ProForm, ProFormSwitch, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import { type AreaCode, type AreaPic, areaPicSaveSchema } from "@otp/contract";
import { Card, Form, Skeleton } from "antd";
import { zodRule } from "../../../components/formRules";
import { useAreaConfig, useSaveAreaConfig } from "../api";
import { ImageField } from "./ImageField";

export type AreaField = "isUsing" | "name" | "image" | "linkUrl" | "remark" | "alt" | "content";

export interface AreaConfigCardProps {
  code: AreaCode;
  title: string;
  description?: string;
  fields: AreaField[];
  labels?: Partial<Record<AreaField, string>>;
  /** Extra validation of the content field. */
  contentRule?: (value: string) => string | null;
}

const DEFAULT_LABELS: Record<AreaField, string> = {
  isUsing: "启用",
  name: "名称",
  image: "图片",
  linkUrl: "链接地址",
  remark: "说明",
  alt: "替代文字",
  content: "内容",
};

/** Edits one site config (cms/area/pic) with the fields that config uses. */
export function AreaConfigCard({ code, title, description, fields, labels, contentRule }: AreaConfigCardProps) {
  const { data, isLoading } = useAreaConfig(code);
  const saveConfig = useSaveAreaConfig(code);
  const label = (f: AreaField) => labels?.[f] ?? DEFAULT_LABELS[f];
  const has = (f: AreaField) => fields.includes(f);
  const onFinish = async (v: Partial<AreaPic>) => {
    const saved = await saveConfig.run({
      id: data?.id || undefined,
      areaCode: code,
      ...(has("isUsing") ? { isUsing: v.isUsing ?? false } : {}),
      ...(has("name") ? { name: v.name ?? "" } : {}),
      ...(has("image") ? { imgId: v.imgId ?? null } : {}),
      ...(has("linkUrl") ? { linkUrl: v.linkUrl ?? "" } : {}),
      ...(has("remark") ? { remark: v.remark ?? "" } : {}),
      ...(has("alt") ? { alt: v.alt ?? "" } : {}),
      ...(has("content") ? { content: v.content ?? "" } : {}),
    });
    return saved !== undefined;
  };
  return (
    <Card title={title} style={{ marginBottom: 16 }}>
      {description ? <p style={{ color: "#5c6670", marginTop: 0 }}>{description}</p> : null}
      {isLoading ? (
        <Skeleton active />
      ) : (
        <ProForm<Partial<AreaPic>>
          key={data?.id ?? "new"}
          initialValues={data ?? { isUsing: false }}
          onFinish={onFinish}
          layout="horizontal"
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 16 }}
          submitter={{
            searchConfig: { submitText: "保存" },
            resetButtonProps: false,
            render: (_, dom) => <Form.Item wrapperCol={{ offset: 4 }}>{dom}</Form.Item>,
          }}
        >
          {has("isUsing") ? <ProFormSwitch name="isUsing" label={label("isUsing")} /> : null}
          {has("name") ? <ProFormText name="name" label={label("name")} fieldProps={{ maxLength: 50 }} /> : null}
          {has("image") ? (
            <Form.Item name="imgId" label={label("image")}>
              <ImageField url={data?.imgUrl} alt={label("image")} />
            </Form.Item>
          ) : null}
          {has("linkUrl") ? (
            <ProFormText
              name="linkUrl"
              label={label("linkUrl")}
              placeholder="以 http://、https:// 或 / 开头"
              rules={[zodRule(areaPicSaveSchema.shape.linkUrl)]}
            />
          ) : null}
          {has("alt") ? <ProFormText name="alt" label={label("alt")} fieldProps={{ maxLength: 200 }} /> : null}
          {has("remark") ? (
            <ProFormTextArea name="remark" label={label("remark")} fieldProps={{ maxLength: 500 }} />
          ) : null}
          {has("content") ? (
            <ProFormTextArea
              name="content"
              label={label("content")}
              fieldProps={{ rows: 5, maxLength: 5000 }}
              rules={
                contentRule
                  ? [
                      {
                        validator: async (_r: unknown, v: string) => {
                          const m = contentRule(v ?? "");
                          if (m) throw new Error(m);
                        },
                      },
                    ]
                  : []
              }
            />
          ) : null}
        </ProForm>
      )}
    </Card>
  );
}
