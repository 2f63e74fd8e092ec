import { UserOutlined } from "@ant-design/icons";
import type { ListResult } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { Avatar, Card, Empty, Input, List, Tabs } from "antd";
import { useSearchParams } from "react-router";
import { http } from "../../../api/http";

interface TeacherHit {
  id: number;
  realName: string;
  title: string | null;
  orgName: string | null;
  avatarUrl: string | null;
}

function TeacherResults({ keyWord }: { keyWord: string }) {
  const { data, isLoading } = useQuery({
    queryKey: ["search", "teacher", keyWord],
    queryFn: () =>
      http.post<ListResult<TeacherHit>>(
        "/api/c/base/user/list",
        { pageNo: 1, pageSize: 50, userType: "teacher", keyword: keyWord },
        { silent: true },
      ),
    enabled: keyWord !== "",
  });
  return (
    <List
      loading={isLoading}
      dataSource={data?.list ?? []}
      locale={{ emptyText: <Empty description={keyWord ? "没有找到相关教师" : "请输入关键词"} /> }}
      renderItem={(t) => (
        <List.Item>
          <List.Item.Meta
            avatar={<Avatar src={t.avatarUrl || undefined} icon={<UserOutlined />} />}
            title={t.realName}
            description={[t.title, t.orgName].filter(Boolean).join(" · ") || "教师"}
          />
        </List.Item>
      )}
    />
  );
}

/**
 * Site search (/search?keyWord=). Teachers are searchable now; the course, resource and live
 * catalogues have no search endpoint yet, so their tabs say so instead of showing results.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyWord = (params.get("keyWord") ?? "").trim();
  const pending = (what: string) => <Empty description={`${what}搜索将在${what}模块上线后提供`} />;
  return (
    <div className="otp-page">
      <Card>
        <Input.Search
          defaultValue={keyWord}
          key={keyWord}
          placeholder="请输入关键词"
          enterButton="搜索"
          size="large"
          maxLength={100}
          onSearch={(v) => setParams(v.trim() ? { keyWord: v.trim() } : {})}
        />
        <Tabs
          style={{ marginTop: 16 }}
          defaultActiveKey="teacher"
          items={[
            { key: "teacher", label: "教师", children: <TeacherResults keyWord={keyWord} /> },
            { key: "course", label: "课程", children: pending("课程") },
            { key: "resource", label: "资源", children: pending("资源") },
            { key: "live", label: "直播", children: pending("直播") },
          ]}
        />
      </Card>
    </div>
  );
}
