import { ChapterEditor } from "./ChapterEditor";
import { useEditor } from "./context";

/** chapter: the course's chapter and section tree. */
export default function ChapterPage() {
  const { course } = useEditor();
  return (
    <div>
      <div className="editor-head">
        <div>
          <h2>章节目录</h2>
          <p>课程按“章—节”组织，学生在小节中学习资源；资源在“章节资源”中添加</p>
        </div>
      </div>
      <ChapterEditor course={course} />
    </div>
  );
}
