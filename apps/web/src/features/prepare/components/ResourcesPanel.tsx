import { type PlanResource, RESOURCE_TYPE_NAMES, type ResourceType } from "@otp/contract";
import { Button, Empty, List, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { ActionLink } from "../../../components/ActionLink";
import { useAddPlanResource, usePlanResources, useRemovePlanResource } from "../api";
import { ResourceLinkModal } from "./ResourceLinkModal";

const typeText = (type: string) => RESOURCE_TYPE_NAMES[type as ResourceType] ?? type;

/** Library resources opened from a plan (a list only; students get it with the published plan). */
export function ResourceList({ items }: { items: PlanResource[] }) {
  return (
    <List
      size="small"
      dataSource={items}
      locale={{ emptyText: "没有附件" }}
      renderItem={(r) => (
        <List.Item>
          <Space>
            <Link to={`/resource/${r.id}`}>{r.name}</Link>
            <Typography.Text type="secondary">
              {typeText(r.type)} · {r.ownerName}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}

/** 附件: resources of the library attached to the plan; editors add and remove them. */
export function ResourcesPanel({ planId, canEdit }: { planId: number; canEdit: boolean }) {
  const [picking, setPicking] = useState(false);
  const { data = [] } = usePlanResources(planId);
  const add = useAddPlanResource(planId);
  const remove = useRemovePlanResource(planId);
  return (
    <div>
      {canEdit && (
        <Button size="small" onClick={() => setPicking(true)} style={{ marginBottom: 8 }}>
          添加附件
        </Button>
      )}
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有附件资源" />
      ) : (
        <List
          size="small"
          dataSource={data}
          renderItem={(r) => (
            <List.Item
              actions={
                canEdit
                  ? [
                      <Popconfirm key="rm" title={`移除“${r.name}”？`} onConfirm={() => remove.run(r.id)}>
                        <ActionLink>移除</ActionLink>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={<Link to={`/resource/${r.id}`}>{r.name}</Link>}
                description={`${typeText(r.type)} · ${r.ownerName}`}
              />
            </List.Item>
          )}
        />
      )}
      <ResourceLinkModal
        attach
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(r) => {
          setPicking(false);
          void add.run(r.id);
        }}
      />
    </div>
  );
}
