import { ClearOutlined, CopyOutlined, ScanOutlined, UploadOutlined } from "@ant-design/icons";
import { OCR_ACCEPT, type OcrLine } from "@otp/contract";
import { Button, Empty, List, Space, Upload } from "antd";
import { useEffect, useState } from "react";
import { useAction } from "../../../api/action";
import { copyWithFeedback } from "../../../app/clipboard";
import { feedback } from "../../../app/feedback";
import { acceptedPicture, pastedPicture } from "../../../components/image-search/pictures";
import { detectText } from "../ocrApi";

interface Picked {
  file: Blob;
  name: string;
  url: string;
}

/**
 * The OCR toolbox (SPEC §2): a picture chosen by upload or paste, recognised into lines drawn
 * over it, each line copyable, or all of them. No picture → 请选择图片; success → 识别完成;
 * a failure empties the result silently (SPEC §8).
 */
export function OcrToolbox() {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [lines, setLines] = useState<OcrLine[]>([]);
  const recognition = useAction((p: Picked) => detectText(p.file, p.name), {
    success: "识别完成",
    onSuccess: setLines,
  });
  const busy = recognition.busy;

  function choose(file: Blob, name: string) {
    if (!acceptedPicture({ name, type: file.type })) {
      feedback.warning("只支持 jpg、jpeg、png、webp 图片");
      return;
    }
    setPicked((old) => {
      if (old) URL.revokeObjectURL(old.url);
      return { file, name, url: URL.createObjectURL(file) };
    });
    setLines([]);
    setSize(null);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: choose only uses state setters
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = pastedPicture(e);
      if (!file) return;
      e.preventDefault();
      choose(file, file.name || "paste.png");
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, []);

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  async function recognise() {
    if (!picked) {
      feedback.warning("请选择图片");
      return;
    }
    if (!(await recognition.run(picked))) setLines([]);
  }

  function clear() {
    setPicked(null);
    setLines([]);
    setSize(null);
  }

  return (
    <div className="otp-ocr">
      <div className="otp-ocr-left">
        <Space wrap>
          <Upload
            accept={OCR_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              choose(file, file.name);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>选择图片</Button>
          </Upload>
          <Button type="primary" icon={<ScanOutlined />} loading={busy} onClick={() => void recognise()}>
            识别
          </Button>
          <Button icon={<ClearOutlined />} onClick={clear}>
            清空
          </Button>
        </Space>
        <div className="otp-ocr-stage" data-testid="ocr-stage">
          {picked ? (
            <div className="otp-ocr-picture">
              <img
                src={picked.url}
                alt="待识别图片"
                onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
              />
              {size
                ? lines.map((l) => (
                    <span
                      key={`${l.positionInfo.rectLeft}-${l.positionInfo.rectTop}-${l.words}`}
                      className="otp-ocr-box"
                      title={l.words}
                      style={{
                        left: `${(l.positionInfo.rectLeft / size.width) * 100}%`,
                        top: `${(l.positionInfo.rectTop / size.height) * 100}%`,
                        width: `${(l.positionInfo.width / size.width) * 100}%`,
                        height: `${(l.positionInfo.height / size.height) * 100}%`,
                      }}
                    />
                  ))
                : null}
            </div>
          ) : (
            <p className="otp-ocr-hint">点击“选择图片”，或直接粘贴截图（Ctrl+V）</p>
          )}
        </div>
      </div>
      <div className="otp-ocr-right">
        <div className="otp-ocr-right-head">
          <span>识别结果</span>
          <Button
            size="small"
            icon={<CopyOutlined />}
            disabled={!lines.length}
            onClick={() => void copyWithFeedback(lines.map((l) => l.words).join("\n"))}
          >
            复制全部
          </Button>
        </div>
        {lines.length ? (
          <List
            size="small"
            dataSource={lines}
            renderItem={(l) => (
              <List.Item
                actions={[
                  <Button key="copy" type="link" size="small" onClick={() => void copyWithFeedback(l.words)}>
                    复制
                  </Button>,
                ]}
              >
                <span className="otp-ocr-line">{l.words}</span>
              </List.Item>
            )}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无识别结果" />
        )}
      </div>
    </div>
  );
}
