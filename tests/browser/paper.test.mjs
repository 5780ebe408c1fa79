// Issue 31, items 3 and 5: a first run that shows something (`omerta serve --demo`: an
// example of each rule set, marked, removed in one step) and the Pro protocol as the A4
// paper form (the page at A4 width and on a phone, printed by Chromium to one A4 sheet,
// its ruled PDF downloaded, in English, Russian and Hebrew). Screenshots in target/screenshots/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { startServer, launch, newPage, signUp, screenshot, checkPage, shots } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer(["--demo"]);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const A4 = { width: 794, height: 1123 };
const PHONE = { width: 375, height: 812 };

/** The id of the example game whose title names `file`, from the home page's list. */
async function exampleId(page, file) {
  const href = await page.locator(`.games a:has-text("${file}")`).getAttribute("href");
  return Number(href.split("/").pop());
}

test("the paper form of the example Pro table: on A4, on a phone, printed and as a PDF", async () => {
  const page = await newPage(browser, server.url, A4);
  await page.goto("/");
  const pro = await exampleId(page, "red-win.json");

  // The protocol links the form.
  await page.goto(`/games/${pro}/protocol`);
  await page.getByTestId("form-link").click();
  await page.waitForURL(`**/games/${pro}/protocol/form`);
  assert.equal(await page.getByTestId("seat-row").count(), 10);
  assert.equal(await page.getByTestId("day-row").count(), 4);
  assert.equal(await page.getByTestId("night-row").count(), 3);
  assert.match(await page.getByTestId("outcome").textContent(), /red wins/);
  assert.match(await page.getByTestId("best-move").textContent(), /#1 Anna Petrova: .*#9 black/);
  const galina = page.getByTestId("seat-row").nth(6);
  assert.match(await galina.textContent(), /Galina Sokolova\s*don/);
  assert.match(await galina.textContent(), /voted out \(D4\)/);
  // Elena Marchetti's two fouls: two boxes of four ticked.
  const elena = page.getByTestId("seat-row").nth(4);
  assert.equal(await elena.locator(".box").count(), 4);
  assert.equal(await elena.locator(".box.ticked").count(), 2);
  const days = await page.getByTestId("days").textContent();
  assert.match(days, /#9 — 5 \(#3, #4, #5, #6, #10\)/);
  const nights = await page.getByTestId("nights").textContent();
  assert.match(nights, /#3 → #9: black/);
  await checkPage(page, "the paper form at A4 width");
  await screenshot(page, "paper-form-a4");

  // Printed: no navigation, one A4 sheet.
  await page.emulateMedia({ media: "print" });
  assert.equal(await page.locator("header.top").isVisible(), false);
  assert.equal(await page.locator("p.noprint").first().isVisible(), false);
  await screenshot(page, "paper-form-print");
  const printed = await page.pdf({ format: "A4", printBackground: true });
  const sheets = (printed.toString("latin1").match(/\/Type\s*\/Page[^s]/g) || []).length;
  assert.equal(sheets, 1, "the form prints on one A4 sheet");
  mkdirSync(shots, { recursive: true });
  writeFileSync(join(shots, "paper-form-printed.pdf"), printed);
  await page.emulateMedia({ media: "screen" });

  // The ruled PDF, downloaded as the link offers it.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("form-pdf").click(),
  ]);
  assert.equal(download.suggestedFilename(), `protocol-form-${pro}.pdf`);
  const path = join(shots, "paper-form-download.pdf");
  await download.saveAs(path);
  const response = await page.request.get(`/games/${pro}/protocol/form.pdf`);
  assert.equal(response.headers()["content-type"], "application/pdf");
  const bytes = await response.body();
  assert.equal(bytes.subarray(0, 5).toString(), "%PDF-");
  assert.ok(bytes.length > 10_000, `${bytes.length} bytes`);

  // On a phone: the grids scroll in their boxes, the page does not.
  const phone = await newPage(browser, server.url, PHONE);
  await phone.goto(`/games/${pro}/protocol/form`);
  await checkPage(phone, "the paper form on a phone");
  await screenshot(phone, "paper-form-phone");
  await phone.context().close();
  await page.context().close();
});

test("the paper form in Russian", async () => {
  const context = await browser.newContext({ baseURL: server.url, viewport: A4, locale: "ru-RU" });
  const page = await context.newPage();
  await page.goto("/");
  const pro = await exampleId(page, "red-win.json");
  await page.goto(`/games/${pro}/protocol/form`);
  const text = await page.locator("article.paper").textContent();
  for (const words of ["Игроки и роли", "Выставления и голосования", "Проверка шерифа", "Лучший ход", "победа красных", "шериф"]) {
    assert.ok(text.includes(words), `the Russian form lacks ${words}`);
  }
  await checkPage(page, "the Russian paper form");
  await screenshot(page, "paper-form-ru");
  await context.close();
});

test("the paper form in Hebrew, right to left", async () => {
  const context = await browser.newContext({ baseURL: server.url, viewport: A4, locale: "he-IL" });
  const page = await context.newPage();
  await page.goto("/");
  const pro = await exampleId(page, "red-win.json");
  await page.goto(`/games/${pro}/protocol/form`);
  assert.equal(await page.locator("html").getAttribute("dir"), "rtl");
  const text = await page.locator("article.paper").textContent();
  for (const words of ["מקומות ותפקידים", "מועמדויות והצבעות", "בדיקת השריף", "המהלך הטוב ביותר", "Anna Petrova"]) {
    assert.ok(text.includes(words), `the Hebrew form lacks ${words}`);
  }
  await checkPage(page, "the Hebrew paper form");
  await screenshot(page, "paper-form-he");
  // Its PDF, in Hebrew (kept beside the screenshots, to look at): the request API sends
  // no Accept-Language of its own.
  const response = await page.request.get(`/games/${pro}/protocol/form.pdf`, {
    headers: { "accept-language": "he-IL" },
  });
  assert.equal(response.status(), 200);
  const bytes = await response.body();
  assert.equal(bytes.subarray(0, 5).toString(), "%PDF-");
  mkdirSync(shots, { recursive: true });
  writeFileSync(join(shots, "paper-form-he.pdf"), bytes);
  await context.close();
});

test("a first run with --demo: three examples, marked, the overlay, removed in one step", async () => {
  const page = await newPage(browser, server.url, { width: 1024, height: 768 });
  await page.goto("/");
  assert.equal(await page.getByTestId("example-badge").count(), 3);
  for (const file of ["red-win.json", "minimal-lock.json", "three-families.json"]) {
    assert.equal(await page.locator(`.games a:has-text("${file}")`).count(), 1, file);
  }
  await screenshot(page, "demo-home");

  // Each example says it is one; the forum thread shows its tally, the week its end.
  const forum = await exampleId(page, "minimal-lock.json");
  await page.goto(`/games/${forum}`);
  assert.equal(await page.getByTestId("example-notice").count(), 1);
  assert.match(await page.locator("main").textContent(), /Locking it\./);
  await screenshot(page, "demo-forum");
  await page.goto("/");
  const week = await exampleId(page, "three-families.json");
  await page.goto(`/games/${week}`);
  assert.equal(await page.getByTestId("example-notice").count(), 1);
  await screenshot(page, "demo-1923");

  // The games list marks them too.
  await page.goto("/games");
  assert.equal(await page.getByTestId("example-badge").count(), 3);

  // The Pro table: reviewed phase by phase on its page, and on the overlay at a stream's size.
  await page.goto("/");
  const pro = await exampleId(page, "red-win.json");
  await page.goto(`/games/${pro}`);
  assert.equal(await page.getByTestId("example-notice").count(), 1);
  await page.getByTestId("steps").getByRole("link", { name: "Night 1" }).click();
  await page.waitForURL(/\?at=\d+/);
  assert.match(await page.getByTestId("steps").textContent(), /Night 1/);
  await screenshot(page, "demo-pro-night-1");
  const stream = await newPage(browser, server.url, { width: 1920, height: 1080 });
  await stream.goto(`/games/${pro}/overlay`);
  await stream.waitForLoadState("networkidle");
  assert.match(await stream.locator("body").textContent(), /Anna Petrova/);
  await screenshot(stream, "demo-overlay");
  await stream.context().close();

  // The first person to sign up is the administrator, and removes the examples.
  await signUp(page, "Admin");
  await page.goto("/");
  await page.getByRole("button", { name: "Remove the example games" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  assert.equal(await page.getByTestId("example-badge").count(), 0);
  assert.match(await page.locator("main").textContent(), /No games yet/);
  assert.match(await page.getByTestId("demo-hint").textContent(), /omerta serve --demo/);
  const gone = await page.request.get(`/games/${pro}`);
  assert.equal(gone.status(), 404);
  await checkPage(page, "the home page after the examples went");
  await screenshot(page, "demo-removed");
  await page.context().close();
});
