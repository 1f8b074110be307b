import { ContentPage } from "~/components/content-page";
import { sitemapPage } from "~/content/sitemap";

export default function Sitemap() {
  return <ContentPage page={sitemapPage} />;
}
