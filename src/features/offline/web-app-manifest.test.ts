import { describe, expect, it } from "vitest";
import { site } from "../../config/site";
import { appIconFor, webAppManifest } from "./web-app-manifest";

describe("web app manifest (docs/site.md, Offline reading)", () => {
  it("names the school, in its green, opening at the home page", () => {
    expect(webAppManifest()).toMatchObject({
      name: site.schoolName,
      short_name: site.shortName,
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#083d24",
    });
  });

  it("offers icons of 192 and 512 pixels, and one a phone may cut to its own shape", () => {
    const icons = webAppManifest().icons;
    expect(icons).toContainEqual({ src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" });
    expect(icons).toContainEqual({ src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" });
    expect(icons.filter((icon) => icon.purpose === "maskable")).toHaveLength(1);
    expect(icons.map((icon) => icon.src)).not.toContain(appIconFor("apple-touch-icon").path);
  });
});
