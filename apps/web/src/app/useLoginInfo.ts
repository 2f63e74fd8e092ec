/** Site base info (name, welcome, declaration) and guest-mode state. */
export { useLoginInfo } from "../api/auth";
