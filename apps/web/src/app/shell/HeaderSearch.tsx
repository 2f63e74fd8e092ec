import { SearchOutlined } from "@ant-design/icons";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";

/** Search box: goes to /search?keyWord=. A plain form, so the portal does not load antd's Input. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const keyWord = value.trim();
    if (keyWord) navigate(`/search?keyWord=${encodeURIComponent(keyWord)}`);
  };
  return (
    <form className="otp-header-search" onSubmit={onSubmit}>
      <input
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="搜索课程、资源、教师"
        maxLength={100}
        aria-label="站内搜索"
      />
      <button type="submit" aria-label="搜索">
        <SearchOutlined />
      </button>
    </form>
  );
}
