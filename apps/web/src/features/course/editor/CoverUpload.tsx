/** Moved to components/ (shared with the live form); kept here for the course editor's imports. */
export { CoverUpload, type CoverValue } from "../../../components/CoverUpload";
