import { Input } from "antd";
import { useNavigate } from "react-router";

/** Search box: goes to /search?keyWord=. */
export function HeaderSearch() {
  const navigate = useNavigate();
  return (
    <Input.Search
      className="otp-header-search"
      placeholder="搜索课程、资源、教师"
      allowClear
      maxLength={100}
      aria-label="站内搜索"
      onSearch={(value) => {
        const keyWord = value.trim();
        if (keyWord) navigate(`/search?keyWord=${encodeURIComponent(keyWord)}`);
      }}
    />
  );
}
