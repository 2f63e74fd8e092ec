import {
  SUPERVISE_PATROL_ORDERS,
  SUPERVISE_PATROL_STATES,
  type SuperviseLiveClassroom,
  type SupervisePatrolPhoto,
  type SupervisePatrolSaveInput,
  supervisePatrolSaveSchema,
} from "@otp/contract";
import { Button, Form, Image, Input, Radio, Select, Space } from "antd";
import { useState } from "react";
import { useKvOptions } from "../../../api/kv";
import { zodRule } from "../../../components/formRules";
import { useGrabPatrolPhoto, useSavePatrol } from "../patrolApi";

const f = supervisePatrolSaveSchema.shape;

/**
 * 抓拍: the platform reads one frame of the live's stream (a few seconds) and keeps it as a
 * private photo of the patroller, attached to the record when it is saved.
 */
function GrabPhoto({
  liveId,
  streams,
  photo,
  onChange,
}: {
  liveId: number;
  streams: SuperviseLiveClassroom["streams"];
  photo: SupervisePatrolPhoto | null;
  onChange: (p: SupervisePatrolPhoto | null) => void;
}) {
  const [kind, setKind] = useState(streams[0]?.kind);
  const grabPhoto = useGrabPatrolPhoto(liveId);
  const grab = async () => {
    const taken = await grabPhoto.run(kind);
    if (taken) onChange(taken);
  };
  return (
    <Space direction="vertical" size={8} className="sup-grab">
      <Space wrap>
        {streams.length > 1 ? (
          <Select
            aria-label="抓拍画面"
            value={kind}
            onChange={setKind}
            options={streams.map((s) => ({ value: s.kind, label: s.name }))}
            style={{ width: 140 }}
          />
        ) : null}
        <Button onClick={grab} loading={grabPhoto.busy}>
          {photo ? "重新抓拍" : "抓拍"}
        </Button>
        {photo ? (
          <Button type="link" danger onClick={() => onChange(null)}>
            不附照片
          </Button>
        ) : null}
      </Space>
      {photo ? (
        <Image src={photo.url} alt="巡课抓拍" width={320} className="sup-grab-photo" />
      ) : (
        <span className="sup-item-desc">抓拍直播画面作为巡课照片（可选）</span>
      )}
    </Space>
  );
}

/** A patrol record: on time, order, teaching state, photo, remark (a live classroom or a room visit). */
export function PatrolForm({
  liveId,
  room,
  streams = [],
  onSaved,
}: {
  liveId?: number;
  room?: string;
  streams?: SuperviseLiveClassroom["streams"];
  onSaved: () => void;
}) {
  const teachers = useKvOptions("teacher");
  const [photo, setPhoto] = useState<SupervisePatrolPhoto | null>(null);
  const savePatrol = useSavePatrol(onSaved);
  const save = (v: SupervisePatrolSaveInput) =>
    savePatrol.run({
      ...v,
      ...(liveId ? { liveId } : {}),
      ...(liveId && photo ? { photoFileId: photo.fileId } : {}),
    });
  return (
    <Form
      layout="vertical"
      onFinish={save}
      initialValues={{ room: room ?? "", onTime: true, order: "良好", teachingState: "正常" }}
    >
      <Form.Item label="教室" name="room" rules={[zodRule(f.room)]}>
        <Input maxLength={100} />
      </Form.Item>
      {liveId ? null : (
        <Form.Item label="授课教师" name="teacherId">
          <Select showSearch optionFilterProp="label" options={teachers} allowClear />
        </Form.Item>
      )}
      {liveId && streams.length ? (
        <Form.Item label="巡课照片">
          <GrabPhoto liveId={liveId} streams={streams} photo={photo} onChange={setPhoto} />
        </Form.Item>
      ) : null}
      <Form.Item label="准时上课" name="onTime">
        <Radio.Group
          options={[
            { value: true, label: "是" },
            { value: false, label: "否" },
          ]}
        />
      </Form.Item>
      <Form.Item label="课堂秩序" name="order" rules={[zodRule(f.order)]}>
        <Radio.Group options={SUPERVISE_PATROL_ORDERS.map((o) => ({ value: o, label: o }))} />
      </Form.Item>
      <Form.Item label="教学状态" name="teachingState" rules={[zodRule(f.teachingState)]}>
        <Radio.Group options={SUPERVISE_PATROL_STATES.map((o) => ({ value: o, label: o }))} />
      </Form.Item>
      <Form.Item label="备注" name="remark" rules={[zodRule(f.remark)]}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={savePatrol.busy}>
        保存巡课记录
      </Button>
    </Form>
  );
}
