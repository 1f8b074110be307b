// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PaymentDetails } from "../payment-details";
import { fees } from "../fees";
import { wireCopyButtons } from "./copy-buttons";

const { payBill, bank } = fees.payment;

function setup(clipboard?: Pick<Clipboard, "writeText">) {
  document.body.innerHTML = renderToStaticMarkup(createElement(PaymentDetails, { payment: fees.payment }));
  const root = document.querySelector<HTMLElement>("[data-payment-details]")!;
  wireCopyButtons(root, clipboard ? { clipboard } : {});
  const button = (name: string) => [...root.querySelectorAll("button")].find((b) => b.textContent === name)!;
  const statusBeside = (b: HTMLButtonElement) => b.parentElement!.querySelector("[aria-live=polite]")!;
  return { root, button, statusBeside };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the Copy buttons beside the payment numbers", () => {
  it("copy the Pay Bill number and the bank account number exactly, and say so beside the button", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { button, statusBeside } = setup({ writeText });
    const payBillButton = button("Copy the Pay Bill number");
    const accountButton = button("Copy the bank account number");
    expect(payBillButton.hidden).toBe(false);

    payBillButton.click();
    await settle();
    expect(writeText).toHaveBeenLastCalledWith(payBill.businessNumber);
    expect(statusBeside(payBillButton).textContent).toBe(`Pay Bill number copied: ${payBill.businessNumber}`);
    expect(statusBeside(accountButton).textContent).toBe("");

    accountButton.click();
    await settle();
    expect(writeText).toHaveBeenLastCalledWith(bank.accountNumber);
    expect(statusBeside(accountButton).textContent).toBe(`Bank account number copied: ${bank.accountNumber}`);
  });

  it("say when the clipboard refuses, and how to copy by hand", async () => {
    const { button, statusBeside } = setup({ writeText: () => Promise.reject(new Error("denied")) });
    const payBillButton = button("Copy the Pay Bill number");
    payBillButton.click();
    await settle();
    expect(statusBeside(payBillButton).textContent).toBe("The Pay Bill number could not be copied: select it and copy it.");
  });

  it("are hidden where the browser has no clipboard to write to; the numbers stay on the page", () => {
    const { root } = setup();
    for (const b of root.querySelectorAll("button")) expect(b.hidden).toBe(true);
    expect(root.textContent).toContain(payBill.businessNumber);
    expect(root.textContent).toContain(bank.accountNumber);
  });
});
