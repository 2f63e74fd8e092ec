import { type AuditSettings, RESOURCE_KINDS } from "@otp/contract";
import { Alert, Button, Card, Col, Result, Row, Skeleton, Space, Statistic, Switch } from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useAction } from "../../api/action";
import { type AuditTarget, auditApi, auditKeys, useAuditSettings, usePendingCount } from "./api";
import "./audit.css";

interface Props {
  /** Where the pending counts link to (admin or personal-centre audit pages). */
  links: Record<AuditTarget, string>;
}

/** Settings as the form edits them; kinds missing from the answer default to "on" (the server default). */
export function normalizeSettings(s: Partial<AuditSettings> | null | undefined): AuditSettings {
  const resource: Record<string, boolean> = {};
  for (const k of RESOURCE_KINDS) resource[String(k.id)] = s?.resource?.[String(k.id)] ?? true;
  return { course: s?.course ?? true, resource };
}

function same(a: AuditSettings, b: AuditSettings): boolean {
  return a.course === b.course && RESOURCE_KINDS.every((k) => a.resource[k.id] === b.resource[k.id]);
}

function PendingCount({ target, to }: { target: AuditTarget; to: string }) {
  const count = usePendingCount(target);
  return (
    <Card size="small">
      <Statistic
        title={target === "course" ? "待审核课程" : "待审核资源"}
        value={count.isError ? "—" : (count.data ?? "…")}
        suffix={count.data !== undefined ? "项" : undefined}
        valueStyle={{ color: count.data ? "#fa8c16" : undefined }}
      />
      <Link to={to}>去审核</Link>
    </Card>
  );
}

/**
 * 审核设置: whether courses, and each resource kind, go through audit before publication; with
 * the number of items waiting. Switching audit off does not publish what is already pending.
 */
export function AuditSettingsPanel({ links }: Props) {
  const detail = useAuditSettings();
  const [draft, setDraft] = useState<AuditSettings | null>(null);
  const saving = useAction(auditApi.saveSettings, { success: "审核设置已保存", invalidate: [auditKeys.settings()] });
  useEffect(() => {
    if (detail.data) setDraft(normalizeSettings(detail.data));
  }, [detail.data]);

  if (detail.isError) {
    return (
      <Result
        status="error"
        title="审核设置加载失败"
        extra={<Button onClick={() => void detail.refetch()}>重试</Button>}
      />
    );
  }
  const saved = detail.data ? normalizeSettings(detail.data) : null;
  const dirty = draft !== null && saved !== null && !same(draft, saved);
  const save = async () => {
    if (!draft) return;
    await saving.run(draft);
  };
  const row = (key: string, label: string, hint: string, checked: boolean, onChange: (v: boolean) => void) => (
    <div className="audit-settings-row" key={key}>
      <span className="audit-settings-label">
        <span>{label}</span>
        <span className="audit-settings-hint">{hint}</span>
      </span>
      <Switch
        checked={checked}
        checkedChildren="需审核"
        unCheckedChildren="免审核"
        onChange={onChange}
        aria-label={`${label}审核`}
      />
    </div>
  );
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Row gutter={16}>
        <Col xs={24} sm={12} md={8}>
          <PendingCount target="course" to={links.course} />
        </Col>
        <Col xs={24} sm={12} md={8}>
          <PendingCount target="resource" to={links.resource} />
        </Col>
      </Row>
      <Alert
        type="info"
        showIcon
        message="开启审核后，提交的课程或资源需审核通过才会发布；关闭后提交即发布。修改只影响之后的提交，已在审核中的内容仍需审核。"
      />
      {!draft ? (
        <Skeleton active />
      ) : (
        <>
          <Card size="small" title="课程审核">
            {row("course", "课程", "教师提交课程后由审核员审核", draft.course, (v) =>
              setDraft({ ...draft, course: v }),
            )}
          </Card>
          <Card size="small" title="资源审核（按资源类别）">
            {RESOURCE_KINDS.map((k) =>
              row(
                `kind-${k.id}`,
                k.name,
                `提交的${k.name}需审核通过后发布`,
                draft.resource[String(k.id)] ?? true,
                (v) => setDraft({ ...draft, resource: { ...draft.resource, [String(k.id)]: v } }),
              ),
            )}
          </Card>
          <Space>
            <Button type="primary" onClick={save} loading={saving.busy} disabled={!dirty}>
              保存设置
            </Button>
            <Button disabled={!dirty || saving.busy} onClick={() => saved && setDraft(saved)}>
              还原
            </Button>
          </Space>
        </>
      )}
    </Space>
  );
}
