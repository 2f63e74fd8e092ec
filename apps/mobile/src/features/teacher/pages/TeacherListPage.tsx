import type { TeacherCard } from "@otp/contract";
import { Link } from "react-router";
import { ListPage } from "../../../components/ListPage";
import { Page } from "../../../components/Page";
import { fetchTeachers, teacherListKey } from "../api";
import { Avatar } from "../components/Avatar";
import "../teacher.css";

/** 名师风采: the recommended teachers with their title and highest honours. */
export default function TeacherListPage() {
  return (
    <Page title="名师风采">
      <ListPage<TeacherCard>
        queryKey={teacherListKey}
        fetchPage={fetchTeachers}
        itemKey={(t) => t.id}
        persist
        emptyText="暂无推荐名师"
        renderItem={(t) => (
          <Link to={`/teacher/${t.id}`} className="m-teacher-row">
            <Avatar name={t.realName} url={t.avatarUrl} />
            <div className="m-teacher-body">
              <div className="m-teacher-name">
                {t.realName}
                {t.title ? <span className="m-muted"> {t.title}</span> : null}
              </div>
              {t.orgName ? <div className="m-muted">{t.orgName}</div> : null}
              {t.honours.length > 0 ? <div className="m-teacher-honours">{t.honours.join(" · ")}</div> : null}
            </div>
          </Link>
        )}
      />
    </Page>
  );
}
