import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { LoaderContext } from "astro/loaders";
import { z } from "zod";
import { afterAll, describe, expect, it } from "vitest";
import editor, { collectionsInMenu } from "../../keystatic.config";
import { navigationOf, singletonsOf } from "../admin/forms/data-file-singletons";
import { collectionsOf } from "./data-collections.build";
import { collectionNameOf, factFiles, type FactFile } from "./fact-files";
import { checkFacts, readFacts } from "./validate-content.build";

/**
 * Adding a data file is its JSON and one entry in the registry (docs/content.md, "Adding a data
 * file"). Here a copy of src/data/ gets one file more, exam-timetable.json (from
 * tests/fixtures/new-data-file/), and the registry one entry more, and nothing else is written:
 * the build checks the file, the content layer has a collection for it, and the editor a form and a
 * place in its menu, each made by the same functions the site's build and editor call with the
 * registry itself.
 */

const repository = fileURLToPath(new URL("../../", import.meta.url));
const fixture = fileURLToPath(new URL("../../tests/fixtures/new-data-file/exam-timetable.json", import.meta.url));

// The new file's schema, as a subject's schema module would hold it.
const examTimetableSchema = z.object({
  papers: z
    .array(
      z.object({
        subject: z.string().min(1, { error: "name the subject" }).meta({ title: "Subject" }),
        date: z.iso.date({ error: "must be a date written year-month-day, like 2026-11-02" }).meta({ title: "Date" }),
      }),
    )
    .meta({ title: "Papers" }),
});

// The one entry.
const examTimetable = { key: "examTimetable", file: "src/data/exam-timetable.json", schema: examTimetableSchema, label: "Exam timetable", group: "Facts" } satisfies FactFile;

const registry: readonly FactFile[] = [...factFiles, examTimetable];

/** A copy of the project's data files with the new JSON beside them: the project as a developer who added the file has it. */
const root = mkdtempSync(join(tmpdir(), "new-data-file-"));
cpSync(join(repository, "src/data"), join(root, "src/data"), { recursive: true });
cpSync(fixture, join(root, examTimetable.file));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const shipped = JSON.parse(readFileSync(fixture, "utf8")) as { papers: { subject: string; date: string }[] };
const withWrongDate = () => {
  const broken = structuredClone(shipped);
  broken.papers[1]!.date = "3 November";
  return broken;
};

describe("a data file added with its JSON and one registry entry", () => {
  it("is read and checked by the build's check, which names a wrong value's file and field", () => {
    const values = readFacts(registry, root);
    expect(values[examTimetable.file]).toEqual(shipped);
    expect(checkFacts(registry, values)).toEqual([]);

    writeFileSync(join(root, examTimetable.file), JSON.stringify(withWrongDate(), null, 2));
    try {
      expect(checkFacts(registry, readFacts(registry, root))).toEqual([
        "src/data/exam-timetable.json: papers[1].date: must be a date written year-month-day, like 2026-11-02",
      ]);
      // Without its entry the build would not know the file: the entry is what makes it checked.
      expect(checkFacts(factFiles, readFacts(factFiles, root))).toEqual([]);
    } finally {
      cpSync(fixture, join(root, examTimetable.file));
    }
  });

  it("is a content collection of one entry, named after its file and checked with its schema", async () => {
    const collections = collectionsOf(registry);
    expect(Object.keys(collections)).toEqual([...Object.keys(collectionsOf(factFiles)), "exam-timetable"]);
    const collection = collections["exam-timetable"]!;
    expect(collection.schema).toBe(examTimetableSchema);

    // The loader as Astro's content layer runs it, over the copy: the whole file is one entry.
    const entries = new Map<string, { data: unknown; filePath?: string }>();
    const context = {
      collection: "exam-timetable",
      config: { root: pathToFileURL(`${root}/`) },
      logger: { debug() {}, info() {}, warn() {}, error: (message: string) => entries.set("error", { data: message }) },
      store: { clear: () => entries.clear(), set: ({ id, ...entry }: { id: string; data: unknown; filePath?: string }) => entries.set(id, entry) },
      parseData: async ({ data }: { data: unknown }) => collection.schema.parse(data),
    } as unknown as LoaderContext;
    await collection.loader.load(context);
    expect(Object.fromEntries(entries)).toEqual({ "exam-timetable": { data: shipped, filePath: "src/data/exam-timetable.json" } });
  });

  it("is a singleton of the editor with a form drawn from its schema, and the last of the Facts in its menu", () => {
    const singletons = singletonsOf(registry, { photos: {} });
    expect(Object.keys(singletons)).toEqual([...factFiles.map(({ key }) => key), "examTimetable"]);
    const singleton = singletons.examTimetable!;
    expect(singleton).toMatchObject({ label: "Exam timetable", path: "src/data/exam-timetable", format: { data: "json" } });
    expect(Object.keys(singleton.schema)).toEqual(["papers"]);
    // The form refuses what the build refuses, with the build's message.
    const papers = singleton.schema.papers as unknown as { validate: (value: { value: unknown }) => unknown };
    expect(papers.validate({ value: shipped.papers })).toEqual({ value: shipped.papers });
    expect(() => papers.validate({ value: withWrongDate().papers })).toThrow("Papers (1.date): must be a date written year-month-day, like 2026-11-02");

    const menu = navigationOf(registry, collectionsInMenu);
    expect(menu).toEqual({ ...editor.ui!.navigation, Facts: [...(editor.ui!.navigation as Record<string, string[]>).Facts!, "examTimetable"] });
  });
});

describe("the registry", () => {
  it("lists every JSON file of src/data/, and only those", () => {
    const files = readdirSync(join(repository, "src/data")).filter((name) => name.endsWith(".json"));
    expect(factFiles.map(({ file }) => basename(file)).sort()).toEqual(files.sort());
  });

  it("gives each data file one key and one collection name", () => {
    expect(new Set(factFiles.map(({ key }) => key)).size).toBe(factFiles.length);
    expect(new Set(factFiles.map(({ file }) => collectionNameOf(file))).size).toBe(factFiles.length);
  });

  it("is what the editor's config is made of: one singleton per data file, in its order, and its menu", () => {
    expect(Object.keys(editor.singletons ?? {})).toEqual(factFiles.map(({ key }) => key));
    for (const { key, file, label } of factFiles) {
      expect(editor.singletons?.[key], key).toMatchObject({ label, path: file.replace(/\.json$/, "") });
    }
    expect(editor.ui?.navigation).toEqual({
      Facts: ["fees", "termDates", "events", "swEvents", "site", "admissionsCountdown", "dashboards", "portals", "goodLuckMessages", "alert"],
      Pages: ["pages", "swPages", "clubs", "shared", "swShared", "photos"],
      Notices: ["notices", "swNotices"],
    });
  });

  it("lists every form and collection of the editor in its menu, once: none is reachable only by its address", () => {
    const listed = Object.values(editor.ui!.navigation as Record<string, string[]>).flat();
    expect([...listed].sort()).toEqual([...Object.keys(editor.singletons ?? {}), ...Object.keys(editor.collections ?? {})].sort());
  });

  it("refuses a data file with neither a schema nor a form of its own, rather than leave it out of the editor", () => {
    expect(() => singletonsOf(factFiles)).toThrow("src/data/photos.json has no schema to draw the editor's form from, and no form of its own under 'photos'");
  });
});
