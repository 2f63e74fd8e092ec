import { Breadcrumb } from "antd";
import { Link } from "react-router";
import { useMenuSetting } from "../api";
import { catalogueBase } from "../outline";

interface Props {
  menu?: number;
  course?: { id: number; name: string };
  section?: string;
}

/** 课程中心 (or the menu's title) › course › section. */
export function CatalogueCrumb({ menu, course, section }: Props) {
  const setting = useMenuSetting(menu);
  const base = catalogueBase(menu);
  const rootName = menu ? setting.data?.title || "课程栏目" : "课程中心";
  const items = [
    { key: "root", title: <Link to={base}>{rootName}</Link> },
    ...(course
      ? [{ key: "course", title: section ? <Link to={`${base}/${course.id}`}>{course.name}</Link> : course.name }]
      : []),
    ...(section ? [{ key: "section", title: section }] : []),
  ];
  return <Breadcrumb className="course-crumb" items={items} />;
}
