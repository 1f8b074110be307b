/**
 * Puts an earlier version of one file back (POST /keystatic/history/put-back, from the pages of
 * earlier versions): one commit to main, as the signed-in admin, that restores that file alone
 * (a notice with the PDFs that version names) and is checked and published like any save. Only
 * from the editor's own page: its Origin and the form's token are checked before anything is read.
 */
import type { APIRoute } from "astro";
import { dayText, nairobiClock, nairobiDay } from "~/shared/nairobi-time";
import { formTokenField, isFormToken, isSameOrigin } from "../sign-in/form-token";
import { fileAt, putBackFiles } from "../sign-in/repository-files";
import { notFound, readingGitHub, signedInAdmin } from "../sign-in/signed-in-admin";
import { historyAddress } from "./history-address";
import { fileName } from "./history-data";
import { filesToPutBack, historyFileOf } from "./history-files";

export const prerender = false;

const refused = (text: string) => new Response(text, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export const POST: APIRoute = async ({ request, cookies, url }) => {
  const admin = await signedInAdmin(cookies);
  if (admin instanceof Response) return admin;
  if (!isSameOrigin(request, url.origin)) return refused("Refused: this request did not come from the editor's own page.");
  const form = await request.formData().catch(() => undefined);
  if (!form || !isFormToken(form.get(formTokenField), admin.token, "put-back")) return refused("Refused: this request did not come from the editor's own page. Open the page again and press the button there.");
  const path = String(form.get("file") ?? "");
  const version = String(form.get("version") ?? "");
  const file = historyFileOf(path);
  if (!file || !/^[0-9a-f]{40}$/.test(version)) return notFound();

  const done = await readingGitHub(async () => {
    const text = (await fileAt(admin, path, version))?.text;
    if (text === undefined) return undefined;
    const saved = new Date((await admin.github.rest.git.getCommit({ owner: admin.owner, repo: admin.repo, commit_sha: version })).data.author.date);
    const message = `Put back ${fileName(path, text)} as it was on ${dayText(nairobiDay(saved))}, ${nairobiClock(saved)}`;
    return putBackFiles(admin, filesToPutBack(file, text), version, message);
  });
  if (done instanceof Response) return done;
  if (done === undefined) return notFound();
  return new Response(null, { status: 303, headers: { Location: `${historyAddress(path)}&put-back=${done}`, "Cache-Control": "no-store" } });
};
