import { PlayCircleOutlined } from "@ant-design/icons";
import { TV_PAGE_SIZE, type TvSectionResource } from "@otp/contract";
import { Empty, Input, Pagination, Segmented, Skeleton } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { span, useTvSectionResources, useTvSections } from "../api";

function ResourceTile({ r }: { r: TvSectionResource }) {
  return (
    <Link className="tv-tile" to={`/resource/${r.id}`}>
      <div className="tv-tile-cover">
        {r.imgUrl ? <img src={r.imgUrl} alt="" /> : <PlayCircleOutlined aria-hidden />}
        {r.duration ? <span className="tv-tile-len">{span(r.duration)}</span> : null}
      </div>
      <div className="tv-tile-name">{r.name}</div>
    </Link>
  );
}

/** /campus-tv-station/list: the station's columns (栏目) and their resources, searchable, 30 a page. */
export default function TvListPage() {
  const sections = useTvSections();
  const [sectionId, setSectionId] = useState<number>(0);
  const [keyWord, setKeyWord] = useState("");
  const [pageNo, setPageNo] = useState(1);
  const list = useTvSectionResources({
    sectionId: sectionId || null,
    keyWord: keyWord || undefined,
    pageNo,
    pageSize: TV_PAGE_SIZE,
  });
  if (sections.isLoading) return <Skeleton active />;
  const options = [
    { value: 0, label: "全部栏目" },
    ...(sections.data ?? []).map((s) => ({ value: s.id, label: `${s.name}（${s.resourceCount}）` })),
  ];
  return (
    <div className="tv-list">
      <div className="tv-toolbar">
        <Segmented
          options={options}
          value={sectionId}
          onChange={(v) => {
            setSectionId(Number(v));
            setPageNo(1);
          }}
        />
        <Input.Search
          aria-label="搜索节目"
          placeholder="搜索节目名称"
          allowClear
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeyWord(v.trim());
            setPageNo(1);
          }}
        />
      </div>
      {list.isLoading ? (
        <Skeleton active />
      ) : list.data?.list.length ? (
        <>
          <div className="tv-tiles">
            {list.data.list.map((r) => (
              <ResourceTile key={r.id} r={r} />
            ))}
          </div>
          <Pagination
            className="tv-pager"
            current={pageNo}
            pageSize={TV_PAGE_SIZE}
            total={list.data.count}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={setPageNo}
          />
        </>
      ) : (
        <Empty description="没有找到节目" />
      )}
    </div>
  );
}
