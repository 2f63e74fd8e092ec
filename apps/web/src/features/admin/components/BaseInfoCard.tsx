import { ProForm, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import type { BaseInfo } from "@otp/contract";
import { Card, Form, Skeleton } from "antd";
import { authKeys } from "../../../api/auth";
import { useAreaConfig, useSaveAreaConfig } from "../api";

function parse(content: string | undefined): Partial<BaseInfo> {
  try {
    return content ? (JSON.parse(content) as Partial<BaseInfo>) : {};
  } catch {
    return {};
  }
}

/** Site name, welcome text and declaration (BASE_INFO: name + JSON content). */
export function BaseInfoCard() {
  const { data, isLoading } = useAreaConfig("BASE_INFO");
  const saveConfig = useSaveAreaConfig("BASE_INFO", [authKeys.loginInfo()]);
  const extra = parse(data?.content);
  const initial: BaseInfo = {
    name: data?.name ?? "",
    welcome: extra.welcome ?? "",
    declaration: extra.declaration ?? data?.remark ?? "",
  };
  return (
    <Card title="站点信息" style={{ marginBottom: 16 }}>
      {isLoading ? (
        <Skeleton active />
      ) : (
        <ProForm<BaseInfo>
          key={data?.id ?? "new"}
          initialValues={initial}
          layout="horizontal"
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 16 }}
          submitter={{
            searchConfig: { submitText: "保存" },
            resetButtonProps: false,
            render: (_, dom) => <Form.Item wrapperCol={{ offset: 4 }}>{dom}</Form.Item>,
          }}
          onFinish={async (v) => {
            const saved = await saveConfig.run({
              id: data?.id || undefined,
              areaCode: "BASE_INFO",
              name: v.name.trim(),
              content: JSON.stringify({ welcome: v.welcome ?? "", declaration: v.declaration ?? "" }),
            });
            return saved !== undefined;
          }}
        >
          <ProFormText
            name="name"
            label="站点名称"
            rules={[{ required: true, message: "请输入站点名称" }]}
            fieldProps={{ maxLength: 50 }}
          />
          <ProFormTextArea name="welcome" label="欢迎语" fieldProps={{ maxLength: 500 }} />
          <ProFormTextArea name="declaration" label="版权声明" fieldProps={{ maxLength: 1000 }} />
        </ProForm>
      )}
    </Card>
  );
}
