import { ElementCrud } from "../../components/ElementCrud";

export default function CategoryPage() {
  return <ElementCrud type="SUBJECT" title="学科分类" detailPath="/admin/basic/category" />;
}
