/** Moved to components/ (shared with the lecture centre); kept here for the live feature's imports. */
export { FlvPlayer } from "../../../components/FlvPlayer";
