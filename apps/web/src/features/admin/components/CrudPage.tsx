/** The base-data screen moved to components/ so every feature's back-office screens share it. */
export { CrudPage, type CrudPageProps } from "../../../components/CrudPage";
