/** Moved to components/ (shared with seminar meetings); kept here for the live feature's imports. */
export { DiscussionPanel } from "../../../components/DiscussionPanel";
