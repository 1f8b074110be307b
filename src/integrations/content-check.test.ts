import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkContent } from "./content-check";

const root = fileURLToPath(new URL("../../", import.meta.url));
const photos = fileURLToPath(new URL("../assets/photos/", import.meta.url));

describe("the content check run before every build", () => {
  it("stops on a fixture with broken links and unknown photo slots, naming each file and line", () => {
    const fixture = fileURLToPath(new URL("../../tests/fixtures/broken-content/", import.meta.url));
    expect(() => checkContent(fixture, photos, root)).toThrowError(
      [
        "The content has 5 mistakes:",
        "tests/fixtures/broken-content/pages/broken.mdx:4: photo slot 'no-such-photo': there is no src/assets/photos/no-such-photo.jpg",
        "tests/fixtures/broken-content/pages/broken.mdx:8: link to /feez: no page of the site has this address",
        "tests/fixtures/broken-content/pages/broken.mdx:12: link to /gradee7: no page of the site has this address",
        "tests/fixtures/broken-content/pages/broken.mdx:16: photo slot 'missing-too': there is no src/assets/photos/missing-too.jpg",
        "tests/fixtures/broken-content/pages/broken.mdx:18: link to /stuaccess: no page of the site has this address (did you mean /StuAccess?)",
      ].join("\n"),
    );
  });

  it("finds nothing wrong in the site's own content", () => {
    const content = fileURLToPath(new URL("../content/", import.meta.url));
    expect(checkContent(content, photos, root)).toBeGreaterThan(0);
  });
});
