/**
 * The Publishing page, in the browser (src/admin/publishing/github-mode/publishing-page.astro),
 * and the Publish page of `npm run admin` for what it sent
 * (src/admin/publishing/local-mode/publish-page.astro): while a save is being checked and
 * published, the page is read again every few seconds and only what changed is replaced (each
 * save's state, a new save at the top, the time it was checked), so nothing she is on moves or
 * loses focus; a change of state is said to a screen reader. It stops once no publication is under
 * way.
 *
 * What it reads on both: `[data-saves]` (with `data-under-way` and `data-refresh-seconds`) holding
 * one element per save, `[data-sha]`, named by its `data-name` or its heading, with its state in
 * `[data-state]` (src/admin/publishing/github-mode/save-state.astro); `[data-checked]`, the time
 * it was read; `[data-announcer]`, a status region.
 */

const list = document.querySelector<HTMLElement>("[data-saves]");
const checked = document.querySelector<HTMLElement>("[data-checked]");
const announcer = document.querySelector<HTMLElement>("[data-announcer]");

/** Each save on a page by its commit, with its heading (what changed) and its state's words. */
function savesOf(root: ParentNode): Map<string, HTMLElement> {
  return new Map([...root.querySelectorAll<HTMLElement>("[data-saves] > [data-sha]")].map((item) => [item.dataset.sha!, item]));
}

const stateText = (item: Element) => item.querySelector("[data-state] .state-text")?.textContent?.trim() ?? "";
/** The whole state: its words, and what to do. */
const stateBlock = (item: Element) => item.querySelector("[data-state]")?.textContent?.trim() ?? "";
const nameOf = (item: HTMLElement) => item.dataset.name ?? item.querySelector("h2")?.textContent?.trim() ?? "";

function schedule(seconds: number) {
  window.setTimeout(() => void check(), seconds * 1000);
}

async function check(): Promise<void> {
  if (!list || !checked) return;
  const seconds = Number(list.dataset.refreshSeconds ?? 8);
  let response: Response;
  try {
    response = await fetch(window.location.href, { headers: { Accept: "text/html" }, cache: "no-store" });
  } catch {
    checked.textContent = "Not checked just now: this computer could not reach the editor. Trying again…";
    schedule(seconds);
    return;
  }
  if (!response.ok) {
    checked.textContent =
      response.status === 401 ? "Not checked: you are no longer signed in. Open the editor to sign in again, then come back." : "Not checked just now: GitHub did not answer. Trying again…";
    if (response.status !== 401) schedule(seconds);
    return;
  }
  const next = new DOMParser().parseFromString(await response.text(), "text/html");
  const nextList = next.querySelector<HTMLElement>("[data-saves]");
  const nextChecked = next.querySelector("[data-checked]");
  if (!nextList || !nextChecked) return;

  const shown = savesOf(document);
  const said: string[] = [];
  let previous: HTMLElement | undefined;
  for (const [sha, item] of savesOf(next)) {
    const current = shown.get(sha);
    if (current) {
      if (stateBlock(current) !== stateBlock(item)) {
        const changed = stateText(current) !== stateText(item);
        current.querySelector("[data-state]")!.replaceWith(document.importNode(item.querySelector("[data-state]")!, true));
        if (changed) said.push(`${nameOf(item)}: ${stateText(item)}`);
      }
      previous = current;
    } else {
      // A save made since the page was read: put in its place, after the one before it.
      const added = document.importNode(item, true);
      if (previous) previous.after(added);
      else list.prepend(added);
      said.push(`New save, ${nameOf(item)}: ${stateText(item)}`);
      previous = added;
    }
    shown.delete(sha);
  }
  // Saves that fell off the end of the list. Not one she is on: that stays until she leaves it.
  for (const gone of shown.values()) if (!gone.contains(document.activeElement)) gone.remove();

  checked.replaceChildren(...[...nextChecked.childNodes].map((node) => document.importNode(node, true)));
  list.dataset.underWay = nextList.dataset.underWay;
  if (announcer && said.length > 0) announcer.textContent = said.join(". ");
  if (list.dataset.underWay === "true") schedule(seconds);
}

if (list?.dataset.underWay === "true") schedule(Number(list.dataset.refreshSeconds ?? 8));
