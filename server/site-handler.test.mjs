import { describe, expect, it } from "vitest";
import { pathIndex } from "../src/lib/canonical-path";
import { pageFileOf } from "../src/lib/page-file";
import { route } from "./site-handler.mjs";

const paths = pathIndex();
const files = Object.fromEntries(Object.values(paths).map((p) => [p, pageFileOf(p)]));

describe("server routing", () => {
  it("serves canonical paths as their prerendered page", () => {
    expect(route("/", paths, files)).toEqual({ kind: "page", path: "/", file: "index.html" });
    expect(route("/StuAccess", paths, files)).toEqual({ kind: "page", path: "/StuAccess", file: "StuAccess.html" });
  });

  it("redirects aliases, letter-case variants and trailing slashes, keeping the query", () => {
    expect(route("/seaferers", paths, files)).toEqual({ kind: "redirect", location: "/seafarers" });
    expect(route("/Performance?year=2023", paths, files)).toEqual({ kind: "redirect", location: "/perfomance?year=2023" });
    expect(route("/stuaccess", paths, files)).toEqual({ kind: "redirect", location: "/StuAccess" });
    expect(route("/Laundry", paths, files)).toEqual({ kind: "redirect", location: "/laundry" });
    expect(route("/fees/", paths, files)).toEqual({ kind: "redirect", location: "/fees" });
    expect(route("/tailor-made-leadership-pathways", paths, files)).toEqual({ kind: "redirect", location: "/detailed-pathways" });
  });

  it("answers unknown paths with not-found and files with the static server", () => {
    expect(route("/nope", paths, files).kind).toBe("not-found");
    expect(route("/404", paths, files).kind).toBe("not-found");
    expect(route("/assets/app-123.js", paths, files)).toEqual({ kind: "file", pathname: "/assets/app-123.js" });
    expect(route("/robots.txt", paths, files).kind).toBe("file");
  });

  it("rejects malformed and hostile addresses with 400", () => {
    for (const bad of ["/%E0%A4%A", "/a%00b", "/../etc/passwd", "/..%2fetc", "/a\\b", "*", `/${"x".repeat(3000)}`]) {
      expect(route(bad, paths, files), bad.slice(0, 20)).toEqual({ kind: "error", status: 400 });
    }
  });
});
