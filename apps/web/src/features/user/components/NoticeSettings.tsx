import { List, Switch, Typography } from "antd";
import { QueryState } from "../../../components/QueryState";
import { useNoticeSwitches, useSaveNoticeSwitch } from "../api";

/**
 * 消息设置: a switch per kind of notice, saved at once for the caller. Notices about the account
 * itself (开通, 密码, 角色, 审核) cannot be switched off.
 */
export function NoticeSettings() {
  const switches = useNoticeSwitches();
  const save = useSaveNoticeSwitch();
  return (
    <QueryState query={switches}>
      {(list) => (
        <>
          <List
            className="notice-settings"
            dataSource={list}
            renderItem={(s) => (
              <List.Item
                key={s.category}
                extra={
                  <Switch
                    checked={s.on}
                    loading={save.busy}
                    aria-label={`接收${s.label}消息`}
                    onChange={(on) => void save.run({ category: s.category, on })}
                  />
                }
              >
                <List.Item.Meta title={s.label} description={s.description} />
              </List.Item>
            )}
          />
          <Typography.Paragraph type="secondary" className="notice-settings-note">
            关闭后不再收到该类新消息，已收到的消息不受影响；账号、密码、角色和审核结果的消息始终发送。
          </Typography.Paragraph>
        </>
      )}
    </QueryState>
  );
}
