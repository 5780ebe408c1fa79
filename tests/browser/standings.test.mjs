// The standings page: finished Pro games of two events, the table and the chart at phone width.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startServer, launch, newPage, signUp, screenshot, checkPage, api, root } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const sample = (name) => JSON.parse(readFileSync(join(root, "examples", "pro", `${name}.json`), "utf8"));

/** Records a sample as a finished game of `event`, with `names` seated in seat order. */
async function finishedGame(page, name, event, names) {
  const doc = sample(name);
  const created = await api(page, "/api/games", { ruleset: "pro", title: `${event}: ${name}` });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.id;
  const command = async (body) => {
    const r = await api(page, `/api/games/${id}/commands`, body);
    assert.ok(r.status < 300, `${JSON.stringify(body)}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  for (const n of names) await command({ lobby: { type: "seat", name: n } });
  const roles = [...doc.players].sort((a, b) => a.seat - b.seat).map((p) => p.role);
  await command({ lobby: { type: "start", setup: { roles, event } } });
  for (const e of doc.events) await command({ game: { type: "record", event: e } });
  await command({ game: { type: "finish" } });
  return id;
}

test("the standings of an event: a table and a chart of every player", async () => {
  const page = await newPage(browser, server.url);
  await signUp(page, "Judge Ann");
  const cup = ["Anna", "Boris", "Clara", "Daniel", "Elena", "Felix", "Galina", "Hugo", "Irina", "Zoë <Z> & \"Q\""];
  const seated = (shift) => cup.map((_, i) => cup[(i + shift) % 10]);
  await finishedGame(page, "surrender", "Spring Open", [...Array(10).keys()].map((i) => `Spring ${i + 1}`));
  await finishedGame(page, "red-win", "Autumn Cup", seated(0));
  await finishedGame(page, "black-win", "Autumn Cup", seated(3));

  await page.goto("/standings");
  await checkPage(page, "standings");
  // The event finished last is shown; the other is a link.
  assert.equal(await page.getByRole("heading", { level: 2, name: "Autumn Cup" }).count(), 1);
  assert.ok(await page.getByRole("link", { name: /Spring Open/ }).isVisible());
  const table = page.getByTestId("standings");
  assert.ok(await table.isVisible());
  assert.equal(await table.locator("tbody tr").count(), 10);
  assert.ok(await table.getByRole("rowheader", { name: /Zoë <Z> & "Q"/ }).isVisible());
  const chart = page.getByRole("img", { name: /Total points per player: Autumn Cup/ });
  assert.ok(await chart.isVisible());
  assert.equal(await chart.locator("g.player").count(), 10);
  // The chart fits the phone's width.
  const box = await chart.boundingBox();
  assert.ok(box.width > 300 && box.x + box.width <= 375, JSON.stringify(box));
  await screenshot(page, "standings");

  // And on a desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page, "standings (desktop)");
  await screenshot(page, "standings-desktop");
  await page.setViewportSize({ width: 375, height: 812 });

  await page.getByRole("link", { name: /Spring Open/ }).click();
  await page.waitForURL(/event=Spring/);
  await checkPage(page, "standings of another event");
  assert.equal(await page.getByTestId("standings").locator("tbody tr").count(), 10);
});

test("an organiser uploads a Polemica file on a phone; ties broken, role tables, ratings", async () => {
  const page = await newPage(browser, server.url);
  await signUp(page, "Organiser Olga");
  await page.goto("/standings/upload");
  await checkPage(page, "upload");
  await page.getByLabel("Recorded in").selectOption("polemica");
  await page.getByLabel("Event").fill("Winter Cup");
  // The file picker fills the text (a hurried organiser picks the file, then uploads).
  await page.getByLabel("The game's file").setInputFiles(join(root, "crates", "omerta-pro", "tests", "data", "polemica", "270561.json"));
  await page.waitForFunction(() => document.getElementById("document").value.length > 100);
  await page.getByRole("button", { name: "Upload" }).click();
  await page.waitForLoadState("networkidle");
  // Straight to the game, or a page listing what the source held that omerta cannot.
  const uploaded = page.url().includes("/games/") || (await page.getByText("Uploaded.").count()) > 0;
  assert.ok(uploaded, await page.content());
  // A second upload of an omerta file into the same event.
  await page.goto("/standings/upload");
  await page.getByLabel("Event").fill("Winter Cup");
  await page.getByLabel("or its text").fill(readFileSync(join(root, "examples", "pro", "red-win.json"), "utf8"));
  await page.getByRole("button", { name: "Upload" }).click();
  await page.waitForURL(/\/games\/\d+/);

  await page.goto("/standings?event=Winter%20Cup");
  await checkPage(page, "standings with tie-breaks");
  assert.ok(await page.getByText(/a place is shared only when all of these are equal/).isVisible());
  assert.equal(await page.getByTestId("standings").locator("tbody tr").count(), 20);
  await page.getByRole("navigation", { name: "Role tables" }).getByRole("link", { name: "black" }).click();
  await page.waitForURL(/role=black/);
  assert.equal(await page.getByTestId("standings").locator("tbody tr").count(), 6);
  await screenshot(page, "standings-black");

  await page.goto("/ratings");
  await checkPage(page, "ratings");
  // Every player of every event (the first test's events are rated too).
  const rows = page.getByTestId("ratings").locator("tbody tr");
  assert.ok((await rows.count()) >= 20);
  await rows.first().getByRole("link").click();
  await page.waitForURL(/player=/);
  const chart = page.getByTestId("rating-chart").locator("svg");
  assert.ok(await chart.isVisible());
  const box = await chart.boundingBox();
  assert.ok(box.width <= 375, `the chart fits the phone: ${box.width}`);
  await screenshot(page, "rating-history");
});
