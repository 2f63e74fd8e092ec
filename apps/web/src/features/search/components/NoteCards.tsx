import { BulbOutlined, PlayCircleFilled } from "@ant-design/icons";
import { Link } from "react-router";
import { formatSecond } from "../../../components/preview/playback";
import { Highlight } from "./Highlight";

export interface NoteCard {
  key: string;
  imgUrl: string | null;
  content: string;
  /** The resource's name (or other context) under the content. */
  caption: string;
  second: number | undefined;
  url: string;
}

/** Knowledge points as picture cards: a frame of the video, the note, and a jump to its second. */
export function NoteCards({ notes, keyWord }: { notes: NoteCard[]; keyWord: string }) {
  return (
    <div className="search-notes">
      {notes.map((n) => (
        <Link key={n.key} to={n.url} className="search-note" title={n.content}>
          <div className="search-note-img">
            {n.imgUrl ? <img src={n.imgUrl} alt={n.content} loading="lazy" /> : <BulbOutlined />}
            <PlayCircleFilled className="search-note-play" />
            {n.second !== undefined ? <span className="search-note-time">{formatSecond(n.second)}</span> : null}
          </div>
          <div className="search-note-content">
            <Highlight text={n.content} keyword={keyWord} />
          </div>
          {n.caption ? <div className="search-note-caption">{n.caption}</div> : null}
        </Link>
      ))}
    </div>
  );
}
