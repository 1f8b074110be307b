/**
 * The Copy buttons beside the payment numbers (src/features/fees/payment-details.tsx): each puts
 * its number on the clipboard, exactly as written, and the line beside it says so (a live
 * region: screen readers read it out as it changes). A browser with no clipboard to write to (an address that
 * is not https, an old browser) gets no button that cannot work: the numbers stay selectable.
 */
export function wireCopyButtons(root: ParentNode, browser: { clipboard?: Pick<Clipboard, "writeText"> } = navigator): void {
  const { clipboard } = browser;
  const buttons = root.querySelectorAll<HTMLButtonElement>("button[data-copy]");
  for (const button of buttons) {
    if (typeof clipboard?.writeText !== "function") {
      button.hidden = true;
      continue;
    }
    const status = button.parentElement?.querySelector<HTMLElement>("[aria-live]");
    button.addEventListener("click", async () => {
      // Emptied first, so a second press is read out again.
      if (status) status.textContent = "";
      let said: string;
      try {
        await clipboard.writeText(button.dataset.copy ?? "");
        said = button.dataset.copied ?? "";
      } catch {
        said = button.dataset.failed ?? "";
      }
      if (status) status.textContent = said;
    });
  }
}
