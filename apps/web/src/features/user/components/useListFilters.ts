import type { PublishStatus } from "@otp/contract";
import { useState } from "react";

export interface PageState {
  pageNo: number;
  pageSize: number;
}

/**
 * Status, category and keyword filters of a personal-centre list, with its page. A filter change
 * goes back to page 1: the page the user was on may not exist in the narrower list.
 */
export function useListFilters<K extends string | number>() {
  const [status, setStatus] = useState<PublishStatus | "all">("all");
  const [kind, setKind] = useState<K | "all">("all");
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState<PageState>({ pageNo: 1, pageSize: 10 });
  const firstPage = () => setPage((p) => ({ ...p, pageNo: 1 }));
  return {
    status,
    kind,
    keyword,
    page,
    setPage,
    changeStatus: (v: PublishStatus | "all") => {
      setStatus(v);
      firstPage();
    },
    changeKind: (v: K | "all") => {
      setKind(v);
      firstPage();
    },
    changeKeyword: (v: string) => {
      setKeyword(v.trim());
      firstPage();
    },
    /** The request's status and keyword; "all" and a blank keyword are not sent. */
    filters: { ...(status === "all" ? {} : { status }), ...(keyword ? { keyword } : {}) },
    /** Nothing narrows the list, so an empty list means "nothing yet" rather than "no match". */
    unfiltered: status === "all" && !keyword,
  };
}

export type ListFilters<K extends string | number> = ReturnType<typeof useListFilters<K>>;
