import { Breadcrumb, Pagination, Segmented, Space } from "antd";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { useAnalysisFrames } from "../api";
import { idParam } from "../classroomFormat";
import { Failed } from "../components/Failed";
import { FrameView } from "../components/FrameView";
import "../classroom.css";

/** /class-ai-analysis/class-analysis-collage?id=N: the sampled frames with the detections drawn. */
export default function CollagePage() {
  const [search] = useSearchParams();
  const id = idParam(search);
  const [camera, setCamera] = useState<"student" | "teacher">("student");
  const [page, setPage] = useState({ pageNo: 1, pageSize: 24 });
  const q = useAnalysisFrames({ id, camera, ...page });
  if (!id) return <Failed error={new Error("缺少课堂分析编号")} />;
  return (
    <div className="ca-page">
      <Breadcrumb
        items={[
          { title: <Link to="/class-ai-analysis/class-analysis-all">AI课堂分析</Link> },
          { title: <Link to={`/class-ai-analysis/class-analysis?id=${id}`}>课堂分析</Link> },
          { title: "抽帧核对" },
        ]}
      />
      <Space wrap className="ca-collage-tools">
        <Segmented
          aria-label="画面"
          value={camera}
          options={[
            { value: "student", label: "学生画面" },
            { value: "teacher", label: "教师画面" },
          ]}
          onChange={(v) => {
            setCamera(v as "student" | "teacher");
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        {camera === "student" ? (
          <span className="ca-legend">
            <i className="ca-swatch ca-swatch-up" /> 抬头 <i className="ca-swatch ca-swatch-down" /> 低头/其他
            <i className="ca-swatch ca-swatch-person" /> 举手/起立
          </span>
        ) : (
          <span className="ca-legend">
            <i className="ca-swatch ca-swatch-teacher" />{" "}
            教师位置（教师画面按学生画面的间隔保存图片，其余时刻只保存位置）
          </span>
        )}
      </Space>
      <QueryState
        query={q}
        failed={<Failed error={q.error} onRetry={() => void q.refetch()} />}
        empty={
          camera === "teacher" ? "这节课没有保存教师画面的图片（单机位录像，或分析早于教师画面存图）" : "还没有抽帧结果"
        }
      >
        {(data) => (
          <>
            <div className="ca-collage">
              {data.list.map((f) => (
                <FrameView key={f.sampleId} analysisId={id} frame={f} camera={camera} />
              ))}
            </div>
            <Pagination
              className="ca-pager"
              current={page.pageNo}
              pageSize={page.pageSize}
              total={data.count}
              showSizeChanger
              pageSizeOptions={[12, 24, 48, 60]}
              onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
