import { brandColours } from "../../config/brand";
import { routeTable } from "../../config/route-table";
import { site } from "../../config/site";

/**
 * The web app manifest (docs/site.md, Offline reading): what a phone shows when a parent adds the
 * site to the home screen. The icons are drawn at build from the site's icon, public/favicon.svg
 * (src/integrations/offline-app.ts).
 */

export interface AppIcon {
  /** Where the build writes it. */
  path: `/${string}.png`;
  size: number;
  /**
   * `any`: the icon as drawn, corners clear. `maskable`: drawn on the school's green with room
   * round it, so a phone may cut it to a circle or a rounded square without losing the emblem.
   */
  purpose: "any" | "maskable";
  /** What else reads it: the school's logo in search results, the iPhone's home screen. */
  use?: "logo" | "apple-touch-icon";
}

export const appIcons: readonly AppIcon[] = [
  { path: "/icon-192.png", size: 192, purpose: "any" },
  { path: "/icon-512.png", size: 512, purpose: "any", use: "logo" },
  { path: "/icon-maskable-512.png", size: 512, purpose: "maskable" },
  // iPhones ignore the manifest's icons and round the corners themselves: a full square.
  { path: "/apple-touch-icon.png", size: 180, purpose: "maskable", use: "apple-touch-icon" },
];

export function appIconFor(use: NonNullable<AppIcon["use"]>): AppIcon {
  const icon = appIcons.find((candidate) => candidate.use === use);
  if (!icon) throw new Error(`no app icon for ${use}`);
  return icon;
}

export function webAppManifest() {
  return {
    id: "/",
    name: site.schoolName,
    short_name: site.shortName,
    description: routeTable.home.description,
    lang: "en-KE",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brandColours.green,
    background_color: "#ffffff",
    icons: appIcons
      .filter((icon) => icon.use !== "apple-touch-icon")
      .map((icon) => ({ src: icon.path, sizes: `${icon.size}x${icon.size}`, type: "image/png", purpose: icon.purpose })),
  };
}
