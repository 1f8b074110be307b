import { existsSync, renameSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { nairobiClock, nairobiDay } from "../../src/shared/nairobi-time";
import { expectNoAxeViolations } from "../e2e/support";
import { copyGitHubToken, gitAt } from "./editor-copy";
import { contentCheckFailure } from "./fake-github";
import { readmeScreenshot } from "./readme-screenshots";
import { expect, openFromMenu, save, test, waitForFile, wordsOf, type Page, type ProjectCopy } from "./support";

/**
 * Publishing from one computer (issue 30, Build 3): `npm run admin` in a copy of the project that
 * is a git repository, with a bare repository in the temporary folder as the school's repository
 * (`origin`, tests/editor/editor-copy.ts). The admin saves, opens Publish from the editor's bar and
 * presses Publish; the tests read the bare repository. No network: "GitHub" is that folder, and
 * GitHub's API a fake on loopback over it (tests/editor/fake-github.ts), whose publishing runs the
 * tests set; the Publish page reads them with the copy's git sign-in (a test token).
 * TEST DATA: the fees and the notice below are entered in the copy only.
 */

test.describe.configure({ mode: "serial" });

const feesFile = "src/data/fees.json";
const notice = {
  file: "sports-day-moved",
  title: "Sports day moved to Friday",
  summary: "Sports day moves from Thursday to Friday because of the county games (test data).",
  words: "Sports day is now on Friday. Parents are welcome from 9 am (test data).",
};
const noticeFile = `src/content/notices/${notice.file}.mdx`;

/** The school repository's `main`: its newest commit. */
const remoteHead = (copy: ProjectCopy) => gitAt(copy.remote, "rev-parse", "main").trim();
/** The files a commit of the school's repository changed. */
const filesOf = (copy: ProjectCopy, commit: string) => gitAt(copy.remote, "diff-tree", "--no-commit-id", "--name-only", "-r", commit).trim().split("\n").sort();
/** The copy's files that differ from its last commit (what is saved and not committed). */
const uncommitted = (copy: ProjectCopy) => copy.git("status", "--porcelain", "--untracked-files=all").trim();

/**
 * The editor's first screen, loaded afresh: the tests change files behind the editor's back (another
 * computer's change brought in), and the editor reloads itself after a save.
 */
async function openFirstScreen(page: Page) {
  // Again if the editor's own reload, after a save, cuts the navigation short.
  await expect(async () => {
    await page.goto("/keystatic");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 60_000 });
}

/** Sets a grade's term fee in the editor and saves it: the file is what tells. */
async function saveTermFee(page: Page, copy: ProjectCopy, grade: 7 | 8 | 9, fee: number) {
  await openFirstScreen(page);
  await openFromMenu(page, "Fees and payment");
  await page.getByRole("group", { name: `Grade ${grade}` }).getByRole("textbox", { name: "Term fee (KES)" }).fill(String(fee));
  await save(page);
  await waitForFile(copy, feesFile, (text) => (JSON.parse(text) as Record<string, { termFee: number }>)[`grade${grade}`]?.termFee === fee);
}

/** A second computer (or GitHub's own editor) that changes a file of the school's repository and pushes it. */
function changeOnGitHub(copy: ProjectCopy, folder: string, path: string, change: (text: string) => string, message: string) {
  gitAt(copy.remote, "clone", "--quiet", copy.remote, folder);
  gitAt(folder, "config", "user.name", "Someone else (test)");
  gitAt(folder, "config", "user.email", "someone@school.example");
  const file = join(folder, path);
  writeFileSync(file, change(gitAt(folder, "show", `HEAD:${path}`)));
  gitAt(folder, "commit", "--quiet", "--all", "--message", message);
  gitAt(folder, "push", "--quiet", "origin", "main");
}

/** Opens the Publish page from the editor's bar. */
async function openPublish(page: Page) {
  await openFirstScreen(page);
  await page.getByRole("navigation", { name: "Publishing" }).getByRole("link", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Publish", level: 1 })).toBeVisible();
}

const waiting = (page: Page) => page.getByRole("region", { name: "Saved, not yet published" });
const outcome = (page: Page, heading: string) => page.getByRole("region", { name: heading });

test.beforeAll(({ copy }) => {
  // What earlier tests of the run saved in this copy is published already, as a developer would
  // have: every test here starts from a school repository that has all of it.
  if (uncommitted(copy) !== "") {
    copy.git("add", "--all");
    copy.git("commit", "--quiet", "--message", "Published before these tests");
  }
  copy.git("push", "--quiet", "origin", "main");
});

test("the admin saves a fee and posts a notice, then publishes both with the keyboard: one commit naming them reaches the school's repository, and the page follows it until it is live", async ({ page, copy, schoolGitHub, editor }) => {
  const before = remoteHead(copy);
  await saveTermFee(page, copy, 9, 106_000);

  await openFirstScreen(page);
  await openFromMenu(page, "Notices and circulars");
  await page.getByRole("main").getByRole("button", { name: "Add" }).click();
  await page.getByRole("textbox", { name: "File name" }).fill(notice.file);
  await page.getByRole("textbox", { name: "Title" }).fill(notice.title);
  await page.getByRole("textbox", { name: "Date" }).fill(nairobiDay(new Date()));
  await page.getByRole("button", { name: /Category$/ }).click();
  await page.getByRole("option", { name: "Academic" }).click();
  await page.getByRole("textbox", { name: "Summary" }).fill(notice.summary);
  await wordsOf(page).click();
  await page.keyboard.type(notice.words);
  await page.getByRole("button", { name: "Create" }).click();
  // A new file: read once it is there (the first new file of a run waits for the editor's writer).
  await expect.poll(() => existsSync(join(copy.root, noticeFile)) && copy.read(noticeFile).includes(notice.words), { message: `${noticeFile} is written`, timeout: 60_000 }).toBe(true);

  // The editor's bar counts them, on the first screen.
  await openFirstScreen(page);
  const bar = page.getByRole("navigation", { name: "Publishing" });
  await expect(bar.getByRole("status")).toHaveText("2 saved changes not yet published");

  // From the first screen to Publish with the keyboard alone: the bar's link is the first stop.
  await page.keyboard.press("Tab");
  await expect(bar.getByRole("link", { name: "Publish", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Publish", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Publish – School website editor");
  await expect(waiting(page).getByRole("listitem")).toHaveText(["Fees and payment (changed)", `Notice: ${notice.title} (new)`]);
  await expectNoAxeViolations(page, "the Publish page, two changes waiting");
  await readmeScreenshot(page, "publish", [page.getByRole("heading", { name: "Publish", level: 1 }), waiting(page)]);

  const publish = waiting(page).getByRole("button", { name: "Publish" });
  for (let presses = 0; presses < 10 && !(await publish.evaluate((button) => button === document.activeElement)); presses += 1) await page.keyboard.press("Tab");
  await expect(publish).toBeFocused();
  await page.keyboard.press("Enter");

  const sent = outcome(page, "Sent to GitHub");
  await expect(sent).toBeFocused();
  await expect(sent).toContainText(`Sent: Fees and payment; Notice: ${notice.title}.`);
  // GitHub has not started its run yet: it is under way all the same, as on the server's Publishing page.
  await expect(sent).toContainText("Being checked and published (about 2 minutes)");
  await expect(sent.getByText(/Checked at \d\d:\d\d:\d\d \(Kenya time\), and again every few seconds until the publishing ends\./)).toBeVisible();
  await expect(page.getByRole("region", { name: "Nothing waiting" })).toBeVisible();
  await expectNoAxeViolations(page, "the Publish page, sent and being checked");
  await readmeScreenshot(page, "publish-sent", [sent], { until: sent.getByText(/Checked at/) });

  // One new commit on the school repository's main: both files, and a message naming them.
  const after = remoteHead(copy);
  expect(gitAt(copy.remote, "rev-list", "--count", `${before}..${after}`).trim()).toBe("1");
  expect(filesOf(copy, after)).toEqual([feesFile, noticeFile].sort());
  const message = gitAt(copy.remote, "log", "-1", "--format=%B", after);
  expect(message.split("\n")[0]).toBe(`Fees and payment; Notice: ${notice.title}`);
  expect(message).toContain(`- Notice: ${notice.title}: ${noticeFile}`);
  expect(gitAt(copy.remote, "log", "-1", "--format=%an", after).trim(), "signed as this computer's git user").toBe("Web admin (test)");
  expect(uncommitted(copy), "nothing is left unpublished").toBe("");

  // GitHub checks it and publishes it: the page follows by itself, with no reload, and she stays where she was.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  schoolGitHub.setRun(after, { status: "in_progress" });
  const finished = new Date();
  schoolGitHub.setRun(after, { status: "completed", conclusion: "success", updatedAt: finished.toISOString() });
  await expect(sent).toContainText(`Live since ${nairobiClock(finished)}`, { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: `Fees and payment; Notice: ${notice.title}: Live since` })).toBeAttached();
  await expect(sent.getByText(/Checked at \d\d:\d\d:\d\d \(Kenya time\)\.\s*$/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), "no reload").toBe(true);
  await expect(sent).toBeFocused();
  await expectNoAxeViolations(page, "the Publish page, sent and live");

  // Read with this computer's git sign-in, which nothing shows or prints.
  expect(schoolGitHub.requests.length).toBeGreaterThan(0);
  expect(schoolGitHub.requests.every((request) => request.token === copyGitHubToken), "every request to GitHub carried the computer's token").toBe(true);
  expect(await page.content()).not.toContain(copyGitHubToken);
  expect(editor.output()).not.toContain(copyGitHubToken);

  // Later, the Publish page says where her last publication stands.
  await openPublish(page);
  const last = page.getByRole("region", { name: "Your last publication" });
  await expect(last).toContainText(`Fees and payment; Notice: ${notice.title}.`);
  await expect(last).toContainText(`Live since ${nairobiClock(finished)}`);
  await expectNoAxeViolations(page, "the Publish page, the last publication live");

  await page.goto("/keystatic");
  await expect(bar.getByRole("status")).toHaveText("Everything saved is published");
});

test("a publication that does not pass the checks: the Publish page gives the check's own words, and what to do", async ({ page, copy, schoolGitHub }) => {
  await saveTermFee(page, copy, 9, 106_200);
  await openPublish(page);
  await waiting(page).getByRole("button", { name: "Publish" }).click();
  const sent = outcome(page, "Sent to GitHub");
  await expect(sent).toContainText("Being checked and published (about 2 minutes)");

  schoolGitHub.setRun(remoteHead(copy), contentCheckFailure(["src/data/fees.json: grade 9 term fee must be at most 200,000 (test data)"]));
  await expect(sent).toContainText("Not published: src/data/fees.json: grade 9 term fee must be at most 200,000 (test data)", { timeout: 20_000 });
  await expect(sent).toContainText("Correct this in the editor, save it, and press Publish again. Until then the site shows what it showed before.");
  await expect(sent).not.toContainText("exit code");
  // What was sent is sent: the outcome stays the success it was.
  await expect(sent.getByRole("heading", { level: 2 })).toHaveText("Sent to GitHub");
  await expectNoAxeViolations(page, "the Publish page, sent and not published");
  await readmeScreenshot(page, "publish-not-passed", [sent], { until: sent.getByText(/Checked at/) });
});

test("when this computer cannot see GitHub's checks, the Publish page says so, and that the changes were sent", async ({ page, copy, schoolGitHub }) => {
  await saveTermFee(page, copy, 9, 106_300);
  await openPublish(page);
  // GitHub takes the push, but its API does not answer this computer.
  schoolGitHub.reachable = false;
  try {
    await waiting(page).getByRole("button", { name: "Publish" }).click();
    const sent = outcome(page, "Sent to GitHub");
    await expect(sent).toBeFocused();
    await expect(sent).toContainText("Sent: Fees and payment.");
    await expect(sent).toContainText("This computer cannot see GitHub's checks: GitHub cannot be reached from here just now.");
    await expect(sent).toContainText("It is checked and published in about two minutes: look at the site then.");
    await expectNoAxeViolations(page, "the Publish page, sent, GitHub's checks out of sight");
    expect(filesOf(copy, remoteHead(copy))).toEqual([feesFile]);
  } finally {
    schoolGitHub.reachable = true;
  }
});

test("the school's repository moved on in another file: Publish brings that in and publishes, in one line", async ({ page, copy }, testInfo) => {
  const before = remoteHead(copy);
  changeOnGitHub(copy, testInfo.outputPath("other-computer"), "src/content/pages/laundry.mdx", (text) => `${text}\nClean clothes come back on Fridays (test data).\n`, "Page: laundry");
  const theirs = remoteHead(copy);
  await saveTermFee(page, copy, 9, 106_500);

  await openPublish(page);
  await waiting(page).getByRole("button", { name: "Publish" }).click();
  const sent = outcome(page, "Sent to GitHub");
  await expect(sent).toContainText("Sent: Fees and payment.");
  await expect(sent).toContainText("Changes published meanwhile from elsewhere (1) were brought in first");

  // Theirs, then the admin's on top of it: main is one line, and nothing of either is lost.
  const after = remoteHead(copy);
  expect(gitAt(copy.remote, "rev-list", "--parents", "-n", "1", after).trim().split(" ")).toEqual([after, theirs]);
  expect(gitAt(copy.remote, "rev-list", "--count", `${before}..${after}`).trim()).toBe("2");
  expect(filesOf(copy, after)).toEqual([feesFile]);
  expect(copy.read("src/content/pages/laundry.mdx")).toContain("Clean clothes come back on Fridays (test data).");
  expect(uncommitted(copy)).toBe("");
});

test("the school's repository changed the same file: Publish stops, names it, and loses nothing", async ({ page, copy }, testInfo) => {
  changeOnGitHub(copy, testInfo.outputPath("other-computer"), feesFile, (text) => text.replace(`"siblingDiscountPercent": 7.5`, `"siblingDiscountPercent": 8`), "Fees and payment");
  const theirs = remoteHead(copy);
  const head = copy.git("rev-parse", "HEAD").trim();
  await saveTermFee(page, copy, 9, 107_000);
  const saved = copy.read(feesFile);

  await openPublish(page);
  await waiting(page).getByRole("button", { name: "Publish" }).click();
  const stopped = outcome(page, "Not published: changed in two places");
  await expect(stopped).toBeFocused();
  await expect(stopped).toContainText(`Fees and payment (${feesFile}) was changed on GitHub since this computer last published, and it is changed here too.`);
  await expect(stopped).toContainText("Your changes are still saved on this computer: nothing is lost.");
  await expect(waiting(page).getByRole("listitem")).toHaveText(["Fees and payment (changed)"]);
  await expectNoAxeViolations(page, "the Publish page, changed in two places");
  await readmeScreenshot(page, "publish-both-changed", [stopped]);

  expect(remoteHead(copy), "the school's repository keeps the other change").toBe(theirs);
  expect(copy.git("rev-parse", "HEAD").trim(), "nothing was committed here").toBe(head);
  expect(copy.read(feesFile), "the admin's saved fee is as she saved it").toBe(saved);
  expect(uncommitted(copy)).toBe(`M ${feesFile}`);

  // Clean-up for the next test, as the developer she asks would: the school's version, then hers on top.
  copy.git("stash", "--quiet");
  copy.git("pull", "--quiet", "--ff-only");
  copy.git("stash", "drop", "--quiet");
  copy.write(feesFile, copy.read(feesFile).replace(`"termFee": 106500`, `"termFee": 107000`));
});

test("with the school's repository out of reach, Publish says so, and the changes stay saved until it is back", async ({ page, copy }) => {
  const before = remoteHead(copy);
  const head = copy.git("rev-parse", "HEAD").trim();
  expect(uncommitted(copy), "the fee saved in the last test waits").toBe(`M ${feesFile}`);
  renameSync(copy.remote, `${copy.remote}.away`);
  try {
    await openPublish(page);
    await waiting(page).getByRole("button", { name: "Publish" }).click();
    const offline = outcome(page, "Not published: no connection to GitHub");
    await expect(offline).toBeFocused();
    await expect(offline).toContainText("This computer could not reach the school's repository on GitHub.");
    await expect(offline).toContainText("Your changes are still saved on this computer: nothing is lost.");
    await expectNoAxeViolations(page, "the Publish page, no connection");
    await readmeScreenshot(page, "publish-no-connection", [offline]);
    expect(copy.git("rev-parse", "HEAD").trim(), "nothing was committed").toBe(head);
    expect(uncommitted(copy)).toBe(`M ${feesFile}`);
  } finally {
    renameSync(`${copy.remote}.away`, copy.remote);
  }

  // Back within reach: the same change goes.
  await page.getByRole("link", { name: "Publish", exact: true }).click();
  await waiting(page).getByRole("button", { name: "Publish" }).click();
  await expect(outcome(page, "Sent to GitHub")).toContainText("Sent: Fees and payment.");
  expect(gitAt(copy.remote, "rev-list", "--count", `${before}..main`).trim()).toBe("1");
});

/** A POST to the Publish page as another page or program would send it, with what it answered. */
async function postToPublish(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const target = new URL("/keystatic/publish", url);
    const sent = httpRequest(
      { host: "127.0.0.1", port: target.port, path: target.pathname, method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body), ...headers } },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

test("a request to publish from another page, or without the page's token, or to another host name, is refused and commits nothing", async ({ page, copy, editor }) => {
  await saveTermFee(page, copy, 9, 107_500);
  const head = copy.git("rev-parse", "HEAD").trim();
  const before = remoteHead(copy);
  await openPublish(page);
  const token = await page.locator('input[name="token"]').inputValue();
  const origin = editor.url;
  const host = new URL(editor.url).host;

  const fromAnotherSite = await postToPublish(editor.url, { Host: host, Origin: "http://attacker.example" }, `token=${encodeURIComponent(token)}`);
  expect(fromAnotherSite.status, "another Origin, even with the token").toBe(403);
  const withoutToken = await postToPublish(editor.url, { Host: host, Origin: origin }, "");
  expect(withoutToken.status, "the page's own Origin, no token").toBe(403);
  expect(withoutToken.text).toContain("Refused: the request did not carry this page");
  const wrongToken = await postToPublish(editor.url, { Host: host, Origin: origin }, "token=guessed");
  expect(wrongToken.status, "a token that is not the page's").toBe(403);
  const rebound = await postToPublish(editor.url, { Host: `school-editor.example:${new URL(editor.url).port}`, Origin: `http://school-editor.example:${new URL(editor.url).port}` }, `token=${encodeURIComponent(token)}`);
  // Refused by the dev server itself (403, Vite's allowed hosts) or by the page (404, as if it were not there).
  expect([403, 404], "a host name other than 127.0.0.1 (DNS rebinding)").toContain(rebound.status);

  expect(copy.git("rev-parse", "HEAD").trim(), "nothing was committed").toBe(head);
  expect(remoteHead(copy), "nothing was pushed").toBe(before);
  expect(uncommitted(copy)).toBe(`M ${feesFile}`);
  // The same token from the page itself publishes.
  await waiting(page).getByRole("button", { name: "Publish" }).click();
  await expect(outcome(page, "Sent to GitHub")).toBeVisible();
});
