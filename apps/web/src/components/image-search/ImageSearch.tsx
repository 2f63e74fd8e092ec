import { PictureOutlined, UploadOutlined } from "@ant-design/icons";
import { type ImageMatch, OCR_ACCEPT, PAGE_SIZE, RESOURCE_TYPE_NAMES } from "@otp/contract";
import { Button, Card, Empty, List, Pagination, Space, Spin, Tag, Upload } from "antd";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { feedback } from "../../app/feedback";
import { useLoggedIn } from "../preview/hooks";
import {
  currentPicture,
  imageMatches,
  type QueryPicture,
  recentPictures,
  rememberPicture,
  uploadQuery,
} from "./imageSearch";
import { acceptedPicture, pastedPicture } from "./pictures";
import "./imageSearch.css";

const clock = (s: number) => `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;

/**
 * Search by image, shared by /retrieval and the search page's 以图搜视频 tab: upload or paste a
 * picture (a slide photo, a video screenshot, a book page) and list the resources where it
 * appears through endpoints.retrieval.list: videos at the moment it shows, pictures and documents.
 * Recent query pictures come back from local storage (img_list, current_img).
 */
export function ImageSearch({ title = "以图搜视频" }: { title?: string }) {
  const loggedIn = useLoggedIn();
  const [current, setCurrent] = useState<QueryPicture | null>(() => currentPicture());
  const [recent, setRecent] = useState<QueryPicture[]>(() => recentPictures());
  const [result, setResult] = useState<{ list: ImageMatch[]; count: number } | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [busy, setBusy] = useState(false);

  const search = useCallback(async (p: QueryPicture, page = 1) => {
    setBusy(true);
    setCurrent(p);
    setPageNo(page);
    setRecent(rememberPicture(p));
    try {
      setResult(await imageMatches(p.id, page));
    } finally {
      setBusy(false);
    }
  }, []);

  const choose = useCallback(
    async (file: Blob, name: string) => {
      if (!acceptedPicture({ name, type: file.type })) {
        feedback.warning("只支持 jpg、jpeg、png、webp 图片");
        return;
      }
      if (!loggedIn) {
        feedback.warning("请先登录后再上传图片");
        return;
      }
      setBusy(true);
      try {
        await search(await uploadQuery(file));
      } catch {
        setBusy(false);
      }
    },
    [loggedIn, search],
  );

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = pastedPicture(e);
      if (!file) return;
      e.preventDefault();
      void choose(file, file.name || "paste.png");
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [choose]);

  useEffect(() => {
    const p = currentPicture();
    if (p) void search(p);
  }, [search]);

  return (
    <div className="otp-image-search">
      <Card title={title} className="otp-retrieval">
        <Space wrap align="start">
          <Upload
            accept={OCR_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void choose(file, file.name);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />}>
              上传图片
            </Button>
          </Upload>
          <span className="otp-retrieval-hint">或直接粘贴截图（Ctrl+V）：课件照片、视频截图、书页都可以</span>
        </Space>
        {recent.length ? (
          <div className="otp-retrieval-recent">
            {recent.map((p) => (
              <button
                type="button"
                key={p.id}
                className={p.id === current?.id ? "is-current" : ""}
                onClick={() => void search(p)}
              >
                <img src={p.url} alt="最近搜索的图片" />
              </button>
            ))}
          </div>
        ) : null}
      </Card>
      <Card title={current ? `找到 ${result?.count ?? 0} 个资源` : "搜索结果"} style={{ marginTop: 16 }}>
        <Spin spinning={busy}>
          {result?.list.length ? (
            <>
              <List
                grid={{ gutter: 16, xs: 1, sm: 2, md: 3, lg: 4 }}
                dataSource={result.list}
                renderItem={(m) => (
                  <List.Item>
                    <MatchCard match={m} />
                  </List.Item>
                )}
              />
              <Pagination
                align="end"
                current={pageNo}
                pageSize={PAGE_SIZE.imageResources}
                total={result.count}
                showSizeChanger={false}
                onChange={(page) => current && void search(current, page)}
              />
            </>
          ) : (
            <Empty description={current ? "没有找到包含这张图片的资源" : "上传或粘贴一张图片开始搜索"} />
          )}
        </Spin>
      </Card>
    </div>
  );
}

function MatchCard({ match: m }: { match: ImageMatch }) {
  return (
    <Link to={m.url} className="otp-retrieval-card">
      {m.coverUrl ? <img src={m.coverUrl} alt="" /> : <PictureOutlined className="otp-retrieval-noimg" />}
      <span className="otp-retrieval-name">{m.name}</span>
      <span className="otp-retrieval-meta">
        <Tag>{RESOURCE_TYPE_NAMES[m.type] ?? m.type}</Tag>
        {m.second > 0 ? <Tag color="blue">{clock(m.second)} 处出现</Tag> : null}
        相似度 {Math.round(m.similarity * 100)}% · {m.ownerName}
      </span>
    </Link>
  );
}
