import { BookOutlined, PlayCircleOutlined } from "@ant-design/icons";
import type { CollectItem, CollectTarget } from "@otp/contract";
import { List, Popconfirm, Tabs, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useAction } from "../../../api/action";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { ActionLink } from "../../../components/ActionLink";
import { formatDateTime, Thumb } from "../../../components/audit/shared";
import { centreApi, useCollects, useInvalidate, userKeys } from "../api";
import { ListEmpty } from "../components/ListEmpty";
import { LoadError } from "../components/LoadError";
import { PageHeader } from "../components/PageHeader";
import { collectLink } from "../paths";

const PAGE_SIZE = 10;
const NOUN: Record<CollectTarget, string> = { course: "课程", resource: "资源" };

/** 我的收藏: collected courses and resources; cancel; items no longer available are marked. */
export default function CollectPage() {
  const title = useRouteTitle();
  const invalidate = useInvalidate();
  const [tab, setTab] = useState<CollectTarget>("course");
  const [page, setPage] = useState(1);
  const list = useCollects({ pageNo: page, pageSize: PAGE_SIZE, targetType: tab });
  const cancelAction = useAction((item: CollectItem) => centreApi.toggleCollect(item.targetType, item.targetId), {
    success: "已取消收藏",
    onSuccess: async () => {
      // The last item of a page: go back one page.
      if (list.data?.list.length === 1 && page > 1) setPage(page - 1);
      await invalidate(userKeys.collects());
      await invalidate(userKeys.learn());
    },
  });
  const cancel = cancelAction.run;
  const noun = NOUN[tab];
  return (
    <>
      <PageHeader title={title} />
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as CollectTarget);
          setPage(1);
        }}
        items={[
          { key: "course", label: "课程", icon: <BookOutlined /> },
          { key: "resource", label: "资源", icon: <PlayCircleOutlined /> },
        ]}
      />
      {list.isError && !list.data ? (
        <LoadError what={title} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <List<CollectItem>
          className="collect-list"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          locale={{
            emptyText: (
              <ListEmpty
                loading={list.isLoading}
                description={`还没有收藏的${noun}，在${noun}详情页点击“收藏”即可加入`}
                style={{ margin: "48px 0" }}
              />
            ),
          }}
          pagination={
            (list.data?.count ?? 0) > PAGE_SIZE
              ? {
                  current: page,
                  pageSize: PAGE_SIZE,
                  total: list.data?.count ?? 0,
                  showSizeChanger: false,
                  showTotal: (t) => `共 ${t} 条`,
                  onChange: setPage,
                }
              : false
          }
          renderItem={(item) => (
            <List.Item
              key={`${item.targetType}-${item.targetId}`}
              className={item.available ? undefined : "collect-unavailable"}
              actions={[
                <Popconfirm key="cancel" title={`确定取消收藏“${item.name}”？`} onConfirm={() => cancel(item)}>
                  <ActionLink danger>取消收藏</ActionLink>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                avatar={
                  <Thumb
                    url={item.available ? item.coverUrl : null}
                    type={item.targetType === "course" ? "COURSE" : "VIDEO"}
                    width={128}
                    height={72}
                  />
                }
                title={
                  item.available ? (
                    <Link to={collectLink(item)}>{item.name}</Link>
                  ) : (
                    <span>
                      <span className="collect-name-gone">{item.name}</span>
                      <Tag style={{ marginInlineStart: 8 }}>已失效</Tag>
                    </span>
                  )
                }
                description={
                  item.available
                    ? `收藏于 ${formatDateTime(item.createdAt)}`
                    : `该${noun}已下架或被删除，无法查看 · 收藏于 ${formatDateTime(item.createdAt)}`
                }
              />
            </List.Item>
          )}
        />
      )}
    </>
  );
}
