export { ResourceForm, type ResourceFormProps } from "./ResourceForm";
