import { ProForm, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import { type MobileSettings, mobileSettingsSchema } from "@otp/contract";
import { Card, Form, Skeleton } from "antd";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { zodRule } from "../../../../components/formRules";
import { useMobileSettings, useSaveMobileSettings } from "../../api";

/** Mobile site settings: the address mobile browsers are sent to, and the welcome text. */
export default function MobilePage() {
  const title = useRouteTitle();
  const { data, isLoading } = useMobileSettings();
  const saveSettings = useSaveMobileSettings();
  const onFinish = async (v: Partial<MobileSettings>) => {
    const saved = await saveSettings.run({ siteUrl: v.siteUrl?.trim() ?? "", welcome: v.welcome?.trim() ?? "" });
    return saved !== undefined;
  };
  return (
    <Card title={title}>
      <p style={{ color: "#5c6670", marginTop: 0 }}>手机、平板等移动设备访问本站时，会跳转到移动端地址。</p>
      {isLoading ? (
        <Skeleton active />
      ) : (
        <ProForm<Partial<MobileSettings>>
          initialValues={data ?? { siteUrl: "", welcome: "" }}
          onFinish={onFinish}
          layout="horizontal"
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 14 }}
          submitter={{
            searchConfig: { submitText: "保存" },
            resetButtonProps: false,
            render: (_, dom) => <Form.Item wrapperCol={{ offset: 4 }}>{dom}</Form.Item>,
          }}
        >
          <ProFormText
            name="siteUrl"
            label="移动端地址"
            placeholder="例如 https://m.example.edu.cn/"
            extra="留空表示与本站同一主机的8448端口"
            rules={[zodRule(mobileSettingsSchema.shape.siteUrl)]}
            fieldProps={{ maxLength: 200 }}
          />
          <ProFormTextArea
            name="welcome"
            label="欢迎语"
            placeholder="移动端首页显示的欢迎语"
            rules={[zodRule(mobileSettingsSchema.shape.welcome)]}
            fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 3, maxRows: 6 } }}
          />
        </ProForm>
      )}
    </Card>
  );
}
