import { expect, test, type Page } from "./support";
import { site } from "../../src/config/site";

/**
 * Admissions and fees as a parent uses them. The figures are those of docs/site.md, Fees table,
 * written here on purpose: the pages compute them from src/features/fees/fees.ts, and this checks they agree.
 */

const feePages = [
  { path: "/grade7fee", grade: 7, term: "KES 80,000", annual: "KES 240,000", uniform: "KES 30,000" },
  { path: "/grade8fee", grade: 8, term: "KES 85,200", annual: "KES 255,600", uniform: "KES 100,000" },
  { path: "/grade9fee", grade: 9, term: "KES 105,200", annual: "KES 315,600", uniform: "KES 30,000" },
] as const;

const accepted = ["Pay Bill (M-Pesa)", "Banker's cheque"];
const notAccepted = ["Cash", "Personal cheques", "Post-dated cheques"];

function amountCard(page: Page, section: string, label: string) {
  return page.getByRole("region", { name: section }).locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
}

/** The page's title as the server sends it (the route table's `titleSchool` names the sister school). */
async function servedTitle(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function enquiryParam(href: string | null): string | null {
  return new URL(href ?? "", "http://localhost").searchParams.get("school");
}

for (const fee of feePages) {
  test.describe(`Grade ${fee.grade} fees`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(fee.path);
    });

    test("shows every amount of docs/site.md, Fees table, one way", async ({ page }) => {
      expect(await servedTitle(page, fee.path)).toBe(`Grade ${fee.grade} Fees | ${site.sisterSchoolName}`);
      for (const term of ["Term 1", "Term 2", "Term 3"]) {
        await expect(amountCard(page, "Termly fees", term)).toContainText(fee.term);
      }
      await expect(amountCard(page, "Termly fees", "Annual total")).toContainText(fee.annual);
      await expect(amountCard(page, "New Students Only", "Commitment fee (non-refundable)")).toContainText("KES 20,000");
      await expect(amountCard(page, "New Students Only", "Uniform, bedding and textbooks")).toContainText(fee.uniform);
      await expect(amountCard(page, "New Students Only", "Transport to and from Nanyuki, Mombasa and Embu")).toContainText("Free");
      await expect(page.getByText("7.5% off tuition")).toBeVisible();
      await expect(page.getByText(/no hidden costs/i).first()).toBeVisible();
    });

    test("marks the accepted and refused payment methods", async ({ page }) => {
      const grid = page.getByRole("region", { name: "Payment Methods" });
      for (const method of [...accepted, ...notAccepted]) {
        const card = grid.getByRole("listitem").filter({ has: page.getByRole("heading", { name: method, exact: true }) });
        await expect(card).toHaveCount(1);
        const isAccepted = accepted.includes(method);
        await expect(card.getByText("Accepted", { exact: true }), method).toHaveCount(isAccepted ? 1 : 0);
        await expect(card.getByText("Not accepted", { exact: true }), method).toHaveCount(isAccepted ? 0 : 1);
      }
    });

    test("has Terms & Conditions with a Need Help box for the finance office", async ({ page }) => {
      const terms = page.getByRole("region", { name: "Terms & Conditions" });
      await expect(terms.getByText("Fees are due at the start of each term")).toBeVisible();
      const help = terms.getByRole("complementary", { name: "Need help?" });
      await expect(help.getByRole("link", { name: "Send e-mail" })).toHaveAttribute("href", `mailto:${site.financeEmail}`);
      await expect(help.getByRole("link", { name: "Call finance" })).toHaveAttribute("href", `tel:${site.financePhone.tel}`);
    });

    test("links to the registration service with the school parameter", async ({ page }) => {
      const apply = page.getByRole("link", { name: /Apply online/ });
      expect(enquiryParam(await apply.getAttribute("href"))).toBe(site.enquiry.schoolParam);
    });
  });
}

test("/fees leads to each grade's fees by its pill links", async ({ page }) => {
  await page.goto("/fees");
  expect(await servedTitle(page, "/fees")).toBe(`Fees | ${site.sisterSchoolName}`);
  const pills = page.getByRole("navigation", { name: "Fees by grade" });
  await expect(pills.getByRole("link")).toHaveText(["Grade 7 Fees", "Grade 8 Fees", "Grade 9 Fees"]);
  await pills.getByRole("link", { name: "Grade 8 Fees" }).click();
  await expect(page).toHaveURL(/\/grade8fee$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grade 8 Fees");
});

test("/terms gives the fee terms, the payment modes and the finance e-mail", async ({ page }) => {
  await page.goto("/terms");
  for (const rule of ["paid in full before classes begin", "only into the school's own accounts", "not refundable and cannot be transferred"]) {
    await expect(page.getByText(rule)).toBeVisible();
  }
  const modes = page.getByRole("region", { name: "Payment modes" });
  await expect(modes.getByRole("heading", { level: 3 })).toHaveText([...accepted, ...notAccepted]);
  await expect(page.getByRole("link", { name: site.financeEmail }).first()).toHaveAttribute("href", `mailto:${site.financeEmail}`);
});

test("/join has buttons to each grade and to the registration service with ?school=", async ({ page }) => {
  await page.goto("/join");
  for (const grade of ["Grade 7", "Grade 8", "Grade 9"]) {
    await expect(page.getByRole("link", { name: grade, exact: true })).toBeVisible();
  }
  const register = page.getByRole("link", { name: /Register online/ });
  await expect(register).toHaveAttribute("target", "_blank");
  expect(enquiryParam(await register.getAttribute("href"))).toBe(site.enquiry.schoolParam);
  for (const link of await page.getByRole("link", { name: /application|Register|Apply/ }).all()) {
    expect(enquiryParam(await link.getAttribute("href"))).toBe(site.enquiry.schoolParam);
  }
  await page.getByRole("link", { name: "Grade 9", exact: true }).click();
  await expect(page).toHaveURL(/\/grade9$/);
});

const gradeCertificates = {
  "/grade7": "Original Grade 6 assessment result certificate",
  "/grade8": "Original Grade 7 result certificate",
  "/grade9": "Original CBC result certificates for Grades 7 and 8",
} as const;

for (const [path, certificate] of Object.entries(gradeCertificates)) {
  test(`${path} lists the documents (docs/site.md, Grades 7 to 9 eligibility) and the six steps (docs/site.md, Admissions)`, async ({ page }) => {
    await page.goto(path);
    const checklist = page.getByRole("region", { name: "Eligibility and documents" }).getByRole("listitem");
    await expect(checklist).toHaveCount(8);
    await expect(checklist.nth(0)).toContainText("achieved expected expectation");
    await expect(checklist.nth(1)).toContainText(certificate);
    await expect(page.getByRole("button", { name: "Print this checklist" })).toBeVisible();

    const steps = page.getByRole("region", { name: "How to apply" }).locator("ol > li");
    await expect(steps).toHaveCount(6);
    await expect(steps.nth(4)).toContainText("commitment fee of KES 20,000");
    expect(enquiryParam(await page.getByRole("link", { name: /Start your application/ }).getAttribute("href"))).toBe(site.enquiry.schoolParam);
  });
}

test("Grade 7 leads on to Grade 8, and Grade 8 to Grade 9; Grade 9 has no 'What happens next'", async ({ page }) => {
  await page.goto("/grade7");
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await page.getByRole("link", { name: "Grade 8 admissions" }).click();
  await expect(page).toHaveURL(/\/grade8$/);
  await page.getByRole("link", { name: "Grade 9 admissions" }).click();
  await expect(page).toHaveURL(/\/grade9$/);
  await expect(page.getByRole("heading", { name: "What happens next" })).toHaveCount(0);
});

test("/form3 asks for a KCPE score of at least 350 and the rest of §5", async ({ page }) => {
  await page.goto("/form3");
  const checklist = page.getByRole("region", { name: "Eligibility and documents" }).getByRole("listitem");
  await expect(checklist).toHaveCount(8);
  await expect(checklist.nth(0)).toHaveText("A KCPE score of at least 350 marks");
  await expect(checklist.filter({ hasText: "Form 1 and Form 2 reports" })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
});

test("/adm sets out the three-step process", async ({ page }) => {
  await page.goto("/adm");
  await expect(page.getByRole("region", { name: "The admissions process" }).locator("ol > li h3")).toHaveText([
    "Step 1: Application submission",
    "Step 2: Interview and assessment",
    "Step 3: Admissions decision",
  ]);
});

test("the checklist prints without the page's buttons", async ({ page }) => {
  await page.goto("/grade8");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("region", { name: "Eligibility and documents" }).getByRole("listitem")).toHaveCount(8);
  await expect(page.getByRole("button", { name: "Print this checklist" })).toBeHidden();
  await expect(page.getByRole("link", { name: /Start your application/ })).toBeHidden();
});
