import { Card } from "antd";
import { OcrToolbox } from "../components/OcrToolbox";
import "../ai.css";

/** /OcrImage: the OCR toolbox as a page. */
export default function OcrImagePage() {
  return (
    <div className="otp-page">
      <Card title="图片文字识别">
        <OcrToolbox />
      </Card>
    </div>
  );
}
