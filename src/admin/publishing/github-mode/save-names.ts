/**
 * What a save changed, named as the editor names it ("Fees and payment", "Notice: Term 1 opening
 * moved", "Page: laundry"; src/admin/changes/change-names.ts), for a commit read from GitHub. A notice or
 * an event is known by its title, read from the file as that commit left it (or, for one it
 * deleted, as the commit before had it).
 */
import { contentPlaceOf, wordCollections } from "~/config/content-places";
import { namedChanges, type NamedChange } from "~/admin/changes/change-names";
import { frontmatterTitle } from "~/admin/changes/frontmatter-title.build";
import { factFiles } from "~/facts/fact-files";
import { keptTextAt } from "../../sign-in/repository-files";
import type { SignedInAdmin } from "../../sign-in/signed-in-admin";
import type { SaveRecord } from "./recent-saves";

/** The words file whose title names a change to `path`: a notice or an event, or the notice a PDF belongs to. */
function titledFileOf(path: string): string | undefined {
  const place = contentPlaceOf(path);
  if (place?.kind === "words" && (place.collection === "notices" || place.collection === "events")) return path;
  if (place?.kind === "notice-file") return `${wordCollections.find((entry) => entry.key === "notices")!.folder}/${place.notice}.mdx`;
  return undefined;
}

/** The changes of a save, each with its name and its files. */
export async function changesOfSave(admin: SignedInAdmin, save: Pick<SaveRecord, "sha" | "parent" | "files">): Promise<NamedChange[]> {
  const titles = new Map<string, string | undefined>();
  for (const file of new Set(save.files.map((changed) => titledFileOf(changed.path)).filter((path) => path !== undefined))) {
    const text = (await keptTextAt(admin, file, save.sha)) ?? (save.parent ? await keptTextAt(admin, file, save.parent) : undefined);
    titles.set(file, text === undefined ? undefined : frontmatterTitle(text));
  }
  return namedChanges(
    save.files.map((changed) => changed.path),
    factFiles,
    (path) => titles.get(path),
  );
}
