import { ModalForm, ProFormDigit, ProFormSelect, ProFormText } from "@ant-design/pro-components";
import {
  type CurriculumSaveInput,
  curriculumSaveSchema,
  TIMETABLE_PERIODS_MAX,
  TIMETABLE_WEEKS_MAX,
  type TimetableEntry,
  WEEKDAY_NAMES,
} from "@otp/contract";
import { zodRule } from "../../../components/formRules";
import { useSaveLesson } from "../api";

interface Props {
  /** The lesson being corrected, null when closed. */
  editing: TimetableEntry | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * 修改课表条目: one lesson's time, place, teacher and weeks. The course and class stay (they are
 * what an import replaces); the server checks with the import's row rules and refuses clashes.
 */
export function LessonForm({ editing, onClose, onSaved }: Props) {
  const shape = curriculumSaveSchema.shape;
  const save = useSaveLesson(onSaved);
  return (
    <ModalForm<Omit<CurriculumSaveInput, "id">>
      title={editing ? `修改课表：${editing.className} · ${editing.courseName}` : "修改课表"}
      open={editing !== null}
      width={560}
      grid
      rowProps={{ gutter: 16 }}
      initialValues={editing ?? undefined}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (v) => {
        if (!editing) return false;
        return (await save.run({ ...v, id: editing.id })) !== undefined;
      }}
    >
      <ProFormSelect
        name="weekday"
        label="星期"
        colProps={{ span: 12 }}
        options={WEEKDAY_NAMES.map((n, i) => ({ label: n, value: i + 1 }))}
        rules={[zodRule(shape.weekday)]}
      />
      <ProFormDigit
        name="period"
        label="节次"
        colProps={{ span: 12 }}
        min={1}
        max={TIMETABLE_PERIODS_MAX}
        fieldProps={{ precision: 0 }}
        rules={[zodRule(shape.period)]}
      />
      <ProFormText
        name="startTime"
        label="开始时间"
        colProps={{ span: 12 }}
        placeholder="08:00"
        rules={[zodRule(shape.startTime)]}
      />
      <ProFormText
        name="endTime"
        label="结束时间"
        colProps={{ span: 12 }}
        placeholder="08:45"
        rules={[zodRule(shape.endTime)]}
      />
      <ProFormText
        name="teacherAccount"
        label="教师账号"
        colProps={{ span: 12 }}
        tooltip="教师的登录账号，与导入模板相同"
        rules={[zodRule(shape.teacherAccount)]}
      />
      <ProFormText name="place" label="地点" colProps={{ span: 12 }} rules={[zodRule(shape.place)]} />
      <ProFormDigit
        name="weekStart"
        label="起始周"
        colProps={{ span: 12 }}
        min={1}
        max={TIMETABLE_WEEKS_MAX}
        fieldProps={{ precision: 0 }}
        rules={[zodRule(shape.weekStart)]}
      />
      <ProFormDigit
        name="weekEnd"
        label="结束周"
        colProps={{ span: 12 }}
        min={1}
        max={TIMETABLE_WEEKS_MAX}
        fieldProps={{ precision: 0 }}
        rules={[zodRule(shape.weekEnd)]}
      />
    </ModalForm>
  );
}
