import { expect, test, type Page, gotoHydrated, watchErrors } from "./support";
import { pathOf, routeTable } from "../../src/config/route-table";
import { site } from "../../src/config/site";
import { stemTracks } from "../../src/features/curriculum/stem-tracks";

const stem = pathOf("stemPathways");
const viewHeading = (page: Page) => page.locator("#stem-view-heading");

test.describe("STEM pathways", () => {
  test("main → subjects → Mathematics → back → main, with the view in the address", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(stem);
    await expect(viewHeading(page)).toHaveText("Choose a track");
    for (const track of ["Pure Sciences", "Applied Sciences", "Technical Studies"]) {
      await expect(page.getByRole("heading", { level: 3, name: track })).toBeVisible();
    }

    await page.getByRole("link", { name: "Explore Pure Sciences" }).click();
    await expect(page).toHaveURL(`${stem}?track=pure-sciences`);
    await expect(viewHeading(page)).toHaveText("Pure Sciences");
    await expect(page.getByText("5 subjects available")).toBeVisible();
    await expect(page.getByText("Choose 2 subjects to specialize in")).toBeVisible();
    await expect(viewHeading(page)).toBeFocused();

    await page.getByRole("link", { name: "Learn More about Mathematics" }).click();
    await expect(page).toHaveURL(`${stem}?track=pure-sciences&view=math`);
    await expect(viewHeading(page)).toHaveText("Mathematics");
    await expect(page.getByLabel("Search the Mathematics curriculum")).toBeVisible();

    await page.getByRole("link", { name: "Back to Pure Sciences subjects" }).click();
    await expect(page).toHaveURL(`${stem}?track=pure-sciences`);
    await expect(viewHeading(page)).toHaveText("Pure Sciences");

    await page.getByRole("link", { name: "All tracks" }).click();
    await expect(page).toHaveURL(stem);
    await expect(viewHeading(page)).toHaveText("Choose a track");
    expect(errors).toEqual([]);
  });

  test("the tracks have 5, 3 and 7 subjects", async ({ page }) => {
    for (const [id, count] of [
      ["pure-sciences", 5],
      ["applied-sciences", 3],
      ["technical-studies", 7],
    ] as const) {
      await page.goto(`${stem}?track=${id}`);
      await expect(page.getByText(`${count} subjects available`)).toBeVisible();
      await expect(page.getByRole("link", { name: /^Learn More about/ })).toHaveCount(count);
    }
  });

  test("Learn More on a subject other than Mathematics opens its document in a new tab", async ({ page, context }) => {
    const agriculture = stemTracks.flatMap((track) => track.subjects).find((subject) => subject.name === "Agriculture")?.learnMore;
    if (agriculture?.kind !== "document") throw new Error("Agriculture's Learn More must open a document (src/features/curriculum/stem-tracks.ts)");
    // The document's host answers from here, so nothing leaves the machine and the tab lands.
    const documentHost = new URL(agriculture.url).origin;
    await context.route(`${documentHost}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Curriculum designs</title>" }));
    await page.goto(`${stem}?track=applied-sciences`);
    const link = page.getByRole("link", { name: /Learn More about Agriculture/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", agriculture.url);
    const popup = page.waitForEvent("popup");
    await link.click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(agriculture.url);
    await expect(tab).toHaveTitle("Curriculum designs");
    await expect(page).toHaveURL(`${stem}?track=applied-sciences`);
  });

  test("the view survives a reload and follows the back and forward buttons", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${stem}?track=pure-sciences&view=math`);
    await expect(viewHeading(page)).toHaveText("Mathematics");
    await page.reload();
    await expect(viewHeading(page)).toHaveText("Mathematics");

    await page.goto(stem);
    await page.getByRole("link", { name: "Explore Technical Studies" }).click();
    await expect(viewHeading(page)).toHaveText("Technical Studies");
    await page.goBack();
    await expect(page).toHaveURL(stem);
    await expect(viewHeading(page)).toHaveText("Choose a track");
    await page.goForward();
    await expect(viewHeading(page)).toHaveText("Technical Studies");
    expect(errors).toEqual([]);
  });

  test("an unknown track or a view the track lacks falls back sensibly", async ({ page }) => {
    await page.goto(`${stem}?track=astrology`);
    await expect(viewHeading(page)).toHaveText("Choose a track");
    await page.goto(`${stem}?track=applied-sciences&view=math`);
    await expect(viewHeading(page)).toHaveText("Applied Sciences");
  });

  test("with JavaScript off the track list is in the page, as links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(stem);
    await expect(page.getByRole("link", { name: "Explore Pure Sciences" })).toHaveAttribute("href", `${stem}?track=pure-sciences`);
    await expect(page.getByRole("link", { name: "Explore Technical Studies" })).toBeVisible();
    await context.close();
  });
});

test.describe("Mathematics browser", () => {
  const strandButton = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}`) });
  const panelHeading = (page: Page) => page.locator(".card h2[tabindex='-1']");

  test("selecting a strand shows its overview and sub-strand counts and expands it", async ({ page }) => {
    await page.goto(pathOf("strands"));
    await expect(page.getByRole("button", { name: "Integers" })).toBeHidden();
    await strandButton(page, "Numbers & Algebra").click();
    await expect(strandButton(page, "Numbers & Algebra")).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Sub-strands of Numbers & Algebra" })).toHaveAttribute("aria-expanded", "true");
    await expect(panelHeading(page)).toHaveText("Numbers & Algebra");
    await expect(page.getByRole("button", { name: /Integers 4 specific outcomes · 2 core competencies/ })).toBeVisible();
  });

  test("strand and sub-strand selections clear each other", async ({ page }) => {
    await page.goto(pathOf("strands"));
    await strandButton(page, "Numbers & Algebra").click();
    await page.getByRole("button", { name: "Integers", exact: true }).click();
    await expect(page.getByRole("button", { name: "Integers", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(strandButton(page, "Numbers & Algebra")).not.toHaveAttribute("aria-current", "true");
    await expect(panelHeading(page)).toHaveText("Integers");
    for (const heading of ["Specific learning outcomes", "Suggested learning experiences", "Key inquiry questions", "Core competencies", "Values and PCIs"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }

    await strandButton(page, "Measurements & Geometry").click();
    await expect(page.getByRole("button", { name: "Integers", exact: true })).not.toHaveAttribute("aria-current", "true");
    await expect(panelHeading(page)).toHaveText("Measurements & Geometry");
  });

  test("expanded strands are a toggled set", async ({ page }) => {
    await page.goto(pathOf("strands"));
    const toggle = (name: string) => page.getByRole("button", { name: `Sub-strands of ${name}` });
    await toggle("Numbers & Algebra").click();
    await toggle("Statistics & Probability").click();
    await expect(toggle("Numbers & Algebra")).toHaveAttribute("aria-expanded", "true");
    await expect(toggle("Statistics & Probability")).toHaveAttribute("aria-expanded", "true");
    await expect(toggle("Measurements & Geometry")).toHaveAttribute("aria-expanded", "false");
    await toggle("Numbers & Algebra").click();
    await expect(toggle("Numbers & Algebra")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Integers", exact: true })).toBeHidden();
    await expect(page.getByRole("button", { name: /^Data Handling/ })).toBeVisible();
  });

  test("the three strands have 3, 9 and 2 sub-strands; Probability says its details come later", async ({ page }) => {
    await page.goto(pathOf("strands"));
    await expect(strandButton(page, "Numbers & Algebra")).toContainText("3 sub-strands");
    await expect(strandButton(page, "Measurements & Geometry")).toContainText("9 sub-strands");
    await expect(strandButton(page, "Statistics & Probability")).toContainText("2 sub-strands");
    await strandButton(page, "Statistics & Probability").click();
    await page.getByRole("button", { name: /^Probability/ }).first().click();
    await expect(page.getByText("Not yet published on this site")).toBeVisible();
    await expect(page.getByText(/will be published here later/)).toBeVisible();
  });

  test("search filters, highlights and says when nothing matches", async ({ page }) => {
    await page.goto(pathOf("strands"));
    const search = page.getByLabel("Search the Mathematics curriculum");

    await search.fill("PYTHAG");
    await expect(page.getByRole("status").first()).toHaveText("1 sub-strand in 1 strand");
    await expect(strandButton(page, "Numbers & Algebra")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pythagorean Relationship" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pythagorean Relationship" }).locator("mark")).toHaveText("Pythag");

    // An outcome or an experience matches too.
    await search.fill("mobile money");
    await expect(page.getByRole("button", { name: "Money", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Money", exact: true }).click();
    await expect(page.locator("mark", { hasText: "mobile money" }).first()).toBeVisible();

    // A strand whose own title matches stays, with all its sub-strands.
    await search.fill("geometry");
    await expect(strandButton(page, "Measurements & Geometry")).toContainText("9 sub-strands");

    for (const nothing of ["(a+b", ".*", "zzzz".repeat(500)]) {
      await search.fill(nothing);
      await expect(page.getByText("No results found")).toBeVisible();
      await expect(page.getByText("Try a different search term")).toBeVisible();
    }

    await search.fill("");
    await expect(page.getByText("No results found")).toHaveCount(0);
    await expect(strandButton(page, "Numbers & Algebra")).toBeVisible();
  });

  test("works from the keyboard: arrows move between strands, Enter selects", async ({ page }) => {
    await page.goto(pathOf("strands"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await strandButton(page, "Numbers & Algebra").focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("button", { name: "Sub-strands of Numbers & Algebra" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(strandButton(page, "Measurements & Geometry")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(strandButton(page, "Measurements & Geometry")).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("End");
    await expect(page.getByRole("button", { name: "Sub-strands of Statistics & Probability" })).toBeFocused();
  });

  test("the assessment rubric and teaching resources are plain text, not links", async ({ page }) => {
    await page.goto(pathOf("strands"));
    for (const name of ["Assessment rubric", "Teaching resources"]) {
      await expect(page.getByText(`${name}:`)).toBeVisible();
      await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
    }
    await expect(page.locator('a[href="#"]')).toHaveCount(0);
  });
});

test.describe("pathway cross-links", () => {
  const crossLinks: [from: string, name: string | RegExp, href: string, lands: string][] = [
    [pathOf("pathways"), "Explore Detailed Pathways", pathOf("detailedPathways"), pathOf("detailedPathways")],
    [pathOf("pathways"), "Explore Aviation", pathOf("cadet"), pathOf("cadet")],
    [pathOf("pathways"), "Explore Mandarin", pathOf("mandarin"), pathOf("mandarin")],
    [pathOf("pathways"), "Explore Maritime", routeTable.seafarers.aliases[0], pathOf("seafarers")],
    [pathOf("pathways"), "Young Air Cadets", pathOf("cadet"), pathOf("cadet")],
    [pathOf("detailedPathways"), "Explore Aviation", pathOf("cadet"), pathOf("cadet")],
    [pathOf("detailedPathways"), "Explore Mandarin", pathOf("mandarin"), pathOf("mandarin")],
    [pathOf("detailedPathways"), "Explore Maritime", pathOf("seafarers"), pathOf("seafarers")],
    [pathOf("mandarin"), "Think Maritime", pathOf("seafarers"), pathOf("seafarers")],
    [pathOf("cadet"), "Think Aviation", routeTable.cadet.aliases[0], pathOf("cadet")],
    [pathOf("cadet"), "Think Mandarin", pathOf("mandarin"), pathOf("mandarin")],
    [pathOf("studylife"), "Tailor-made leadership pathways", routeTable.detailedPathways.aliases[0], pathOf("detailedPathways")],
    [pathOf("stemPathways"), "The Social Sciences pathway", pathOf("socialSciences"), pathOf("socialSciences")],
  ];

  for (const [from, name, href, lands] of crossLinks) {
    test(`${from}: '${name}' leads to ${lands}`, async ({ page, request }) => {
      await page.goto(from);
      const link = page.getByRole("link", { name, exact: true }).first();
      await expect(link).toHaveAttribute("href", href);
      await link.click();
      await expect(page).toHaveURL(lands);
      await expect(page.locator("h1")).toHaveText(Object.values(routeTable).find((r) => r.path === lands)?.title ?? "");

      // A full page load (a shared link, JavaScript off) lands there too, through the server's redirect.
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(new URL(response.url()).pathname).toBe(lands);
    });
  }

  test("the programme pages e-mail admissions", async ({ page }) => {
    for (const id of ["mandarin", "seafarers", "cadet"] as const) {
      await page.goto(pathOf(id));
      const mail = page.getByRole("link", { name: "E-mail admissions", exact: true });
      await expect(mail).toHaveAttribute("href", new RegExp(`^mailto:${site.admissionsEmail}\\?subject=`));
    }
  });

  test("the programme pages show the figures of docs/site.md, Programme figures", async ({ page }) => {
    await page.goto(pathOf("mandarin"));
    for (const figure of ["3–4", "HSK 1–2", "~150", "~300", "~500"]) await expect(page.locator("dd", { hasText: figure }).first()).toBeVisible();
    await page.goto(pathOf("seafarers"));
    await expect(page.locator("dd", { hasText: "3–4" })).toBeVisible();
    await page.goto(pathOf("cadet"));
    for (const figure of ["3–4", "11+", "6", "Included"]) await expect(page.locator("dd", { hasText: figure }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to join" })).toBeVisible();
    await expect(page.locator("ol").filter({ hasText: "Check the age" }).locator(":scope > li")).toHaveCount(3);
  });

  test("/pathways cards keep their photo's focal point", async ({ page }) => {
    await page.goto(pathOf("pathways"));
    const images = page.locator("main li img, li.card img");
    await expect(images).toHaveCount(4);
    for (const img of await images.all()) await expect(img).toHaveAttribute("style", /object-position/);
  });

  test("/detailed-pathways has the seven competencies and anchors for each grade", async ({ page }) => {
    await page.goto(`${pathOf("detailedPathways")}#grade-8`);
    for (const grade of [7, 8, 9]) {
      const article = page.locator(`#grade-${grade}`);
      await expect(article).toBeVisible();
      for (const area of ["Mathematics", "Kiswahili", "Creative Arts & Sports", "Business Studies"]) {
        await expect(article.getByText(area, { exact: true })).toBeVisible();
      }
    }
    await expect(page.locator("#grade-8")).toBeInViewport();
    for (const name of ["Communication & Collaboration", "Critical Thinking & Problem Solving", "Creativity & Imagination", "Citizenship", "Digital Literacy", "Learning to Learn", "Self-efficacy"]) {
      await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
  });
});

test.describe("good-luck banner", () => {
  const region = (page: Page) => page.getByRole("region", { name: "Good luck messages" });
  const shown = (page: Page) => region(page).locator('[aria-roledescription="slide"][aria-hidden="false"]');

  test("all three messages are in the prerendered page, with the school's name", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pathOf("examBanner"));
    const html = await page.content();
    expect(html).toContain("KPSEA");
    expect(html).toContain("KJSEA");
    expect(html).toContain(`A message from ${site.schoolName}`);
    expect(html).not.toContain("{schoolName}");
    await context.close();
  });

  test("rotates every 6 s, jumps with a dot, and stops with Pause", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, pathOf("examBanner"));
    await expect(shown(page)).toContainText("KPSEA");
    await page.mouse.move(0, 0);
    await page.clock.runFor(6100);
    await expect(shown(page)).toContainText("KJSEA");
    await page.clock.runFor(6100);
    await expect(shown(page)).toContainText(site.schoolName);
    await page.clock.runFor(6100);
    await expect(shown(page)).toContainText("KPSEA");

    const dot = region(page).getByRole("button", { name: /^Show message 2/ });
    await dot.click();
    await expect(dot).toHaveAttribute("aria-current", "true");
    await expect(shown(page)).toContainText("KJSEA");

    await region(page).getByRole("button", { name: "Pause messages" }).click();
    await expect(region(page).getByRole("button", { name: "Play messages" })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.locator("body").focus();
    await page.clock.runFor(20_000);
    await expect(shown(page)).toContainText("KJSEA");
  });

  test("holds still while hovered", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, pathOf("examBanner"));
    await shown(page).hover();
    await page.clock.runFor(13_000);
    await expect(shown(page)).toContainText("KPSEA");
  });

  test("starts paused for readers who ask for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, pathOf("examBanner"));
    await expect(region(page).getByRole("button", { name: "Play messages" })).toBeVisible();
    await page.clock.runFor(13_000);
    await expect(shown(page)).toContainText("KPSEA");
  });
});
