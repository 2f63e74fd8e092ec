import { ProFormDigit, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import { baseEndpoints, type ElementItem, type ElementType, elementSaveSchema } from "@otp/contract";
import { zodRule } from "../../../components/formRules";
import { CrudPage } from "./CrudPage";

/** A dictionary list (subjects, course types, resource tags) kept as base-data elements. */
export function ElementCrud({ type, title, detailPath }: { type: ElementType; title: string; detailPath?: string }) {
  return (
    <CrudPage<ElementItem>
      title={title}
      endpoints={baseEndpoints.element}
      fixed={{ type }}
      detailPath={detailPath}
      defaults={{ sort: 0 }}
      columns={[
        { title: "名称", dataIndex: "name" },
        { title: "编码", dataIndex: "code" },
        { title: "排序", dataIndex: "sort", width: 80 },
        { title: "说明", dataIndex: "remark", ellipsis: true },
      ]}
      form={() => (
        <>
          <ProFormText
            name="name"
            label="名称"
            rules={[zodRule(elementSaveSchema.shape.name)]}
            fieldProps={{ maxLength: 50 }}
          />
          <ProFormText name="code" label="编码" fieldProps={{ maxLength: 30 }} />
          <ProFormDigit name="sort" label="排序" min={0} max={9999} fieldProps={{ precision: 0 }} />
          <ProFormTextArea name="remark" label="说明" fieldProps={{ maxLength: 200 }} />
        </>
      )}
    />
  );
}
