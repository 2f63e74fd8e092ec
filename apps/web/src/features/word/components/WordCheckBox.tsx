import { type WordCheckResult, wordEndpoints } from "@otp/contract";
import { Button, Card, Input, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useAction } from "../../../api/action";
import { call } from "../../../api/call";

/** Tries a text against the library: the words that block it, and the text as it would be stored. */
export function WordCheckBox() {
  const [text, setText] = useState("");
  const [result, setResult] = useState<WordCheckResult | null>(null);
  const check = useAction((t: string) => call(wordEndpoints.check, { text: t }), { onSuccess: setResult });
  const run = () => {
    if (text.trim()) void check.run(text);
  };
  return (
    <Card title="敏感词检测" size="small">
      <Space direction="vertical" style={{ width: "100%" }}>
        <Input.TextArea
          aria-label="要检测的文字"
          rows={3}
          maxLength={20000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="输入一段文字，检测其中的敏感词（全角、繁体、夹杂空格符号的写法也能识别）"
        />
        <Button type="primary" onClick={run} loading={check.busy} disabled={!text.trim()}>
          检测
        </Button>
        {result ? (
          <div>
            {result.blocked.length === 0 && result.masked.length === 0 ? (
              <Typography.Text type="success">未发现敏感词</Typography.Text>
            ) : (
              <Space direction="vertical">
                {result.blocked.length ? (
                  <span>
                    禁止发布：
                    {result.blocked.map((w) => (
                      <Tag color="red" key={w}>
                        {w}
                      </Tag>
                    ))}
                  </span>
                ) : null}
                {result.masked.length ? (
                  <span>
                    将被替换：
                    {result.masked.map((w) => (
                      <Tag color="orange" key={w}>
                        {w}
                      </Tag>
                    ))}
                  </span>
                ) : null}
                <span>保存后的文字：{result.text}</span>
              </Space>
            )}
          </div>
        ) : null}
      </Space>
    </Card>
  );
}
