import { Empty, Typography } from "antd";

/** A personal-centre page whose data source does not exist yet: an honest empty state. */
export function EmptyUserPage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Typography.Title level={4}>{title}</Typography.Title>
      <Empty description={text} style={{ marginTop: 64 }} />
    </>
  );
}
