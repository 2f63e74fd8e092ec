import { ImageSearch } from "../../../components/image-search/ImageSearch";

/**
 * /retrieval, search by image: upload or paste a picture (a slide photo, a video screenshot) and
 * get the resources where it appears, videos at the moment it shows.
 */
export default function RetrievalPage() {
  return (
    <div className="otp-page">
      <ImageSearch />
    </div>
  );
}
