// Players' profiles, seasons and leaderboards (issue 31, item 4) at phone (375 px) and
// desktop widths: a profile gathered from live tables, a season made through its forms,
// its ranking linking to the profiles, the leaderboards; and a profile in Hebrew, right to
// left.
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
const cup = ["Anna", "Boris", "Clara", "Daniel", "Elena", "Felix", "Galina", "Hugo", "Irina", "Zoë <Z> & \"Q\""];
const seated = (shift) => cup.map((_, i) => cup[(i + shift) % 10]);

/** Records a sample live with `names` seated in seat order (`accounts[name]`: that seat's
 * account), finished; its id. */
async function finishedGame(page, name, names, accounts = {}) {
  const doc = sample(name);
  const created = await api(page, "/api/games", { ruleset: "pro", title: `Table ${name}` });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.id;
  const command = async (body) => {
    const r = await api(page, `/api/games/${id}/commands`, body);
    assert.ok(r.status < 300, `${JSON.stringify(body)}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  for (const n of names) {
    await command({ lobby: { type: "seat", name: n, ...(accounts[n] ? { account: accounts[n] } : {}) } });
  }
  const roles = [...doc.players].sort((a, b) => a.seat - b.seat).map((p) => p.role);
  await command({ lobby: { type: "start", setup: { roles } } });
  for (const e of doc.events) await command({ game: { type: "record", event: e } });
  await command({ game: { type: "finish" } });
  return id;
}

/** Uploads a sample into an event with `names` seated. */
async function upload(page, name, event, names) {
  const doc = sample(name);
  for (const p of doc.players) p.name = names[p.seat - 1];
  const r = await api(page, "/api/pro/uploads", { document: doc, event_id: event });
  assert.equal(r.status, 201, JSON.stringify(r.body));
}

test("a player's profile: their games and Pro roles, at phone and desktop widths, and in Hebrew", async () => {
  const anna = await newPage(browser, server.url);
  await signUp(anna, "Anna");
  const annaId = (await api(anna, "/api/session")).body.account.id;
  const judge = await newPage(browser, server.url);
  await signUp(judge, "Judge Jo");
  const games = [];
  for (const [name, shift] of [["red-win", 0], ["black-win", 3], ["lift", 6]]) {
    games.push(await finishedGame(judge, name, seated(shift), { Anna: annaId }));
  }

  const reader = await newPage(browser, server.url);
  await reader.goto("/players/Anna");
  await checkPage(reader, "profile");
  assert.equal(await reader.getByRole("heading", { level: 1 }).textContent(), "Anna");
  assert.match(await reader.getByTestId("profile-counts").textContent(), /3 Pro games, 0 forum games, 0 Mafia 1923 games\./);
  const roles = reader.getByTestId("pro-roles");
  assert.ok(await roles.isVisible());
  // One row per role and the total; the total counts the three games.
  assert.equal(await roles.locator("tbody tr").count(), 4);
  assert.equal(await roles.locator("tfoot tr td").first().textContent(), "3");
  for (const id of games) assert.equal(await reader.locator(`a[href="/games/${id}"]`).count(), 1);
  assert.ok(await reader.getByText("No finished forum game yet.").isVisible());
  // The table scrolls inside its box on a phone rather than widening the page.
  await screenshot(reader, "profile");
  await reader.setViewportSize({ width: 1280, height: 900 });
  await checkPage(reader, "profile (desktop)");
  await screenshot(reader, "profile-desktop");

  // A game's link opens the game.
  await reader.locator(`a[href="/games/${games[0]}"]`).click();
  await reader.waitForURL(new RegExp(`/games/${games[0]}$`));

  // Hebrew: right to left, the name isolated.
  const he = await newPage(browser, server.url);
  await he.setExtraHTTPHeaders({ "Accept-Language": "he" });
  await he.goto("/players/Anna");
  await checkPage(he, "profile (he)");
  assert.equal(await he.locator("html").getAttribute("dir"), "rtl");
  assert.ok(await he.getByRole("heading", { name: "מאפיה מקצועית לפי תפקיד" }).isVisible());
  assert.equal(await he.locator("h1 bdi").textContent(), "Anna");
  await screenshot(he, "profile-he");

  // Nobody by that name: a sentence, not a crash.
  const missing = await reader.goto("/players/Nobody%20at%20all");
  assert.equal(missing.status(), 404);
  assert.ok(await reader.getByText(/there is no player named "Nobody at all"/).isVisible());
});

test("an organiser makes a season through its forms; the ranking links to profiles; leaderboards", async () => {
  const page = await newPage(browser, server.url);
  await signUp(page, "Organiser Olga");
  const made = await api(page, "/api/events", { name: "Winter Cup", rounds: 1, tables: 1 });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const winter = made.body.id;
  // Anna (an account since the first test) registered: her seats are hers by name.
  assert.equal((await api(page, `/api/events/${winter}/players`, { account: "Anna" })).status, 201);
  await upload(page, "red-win", winter, seated(1));
  await upload(page, "surrender", winter, seated(4));

  await page.goto("/seasons");
  await checkPage(page, "seasons");
  await screenshot(page, "seasons");
  await page.locator("#series-name").fill("National League");
  await page.getByRole("button", { name: "Create the series" }).click();
  await page.waitForURL(/\/series\/\d+$/);
  await page.goto("/seasons");
  await page.locator("#season-name").fill("Season 2026/27");
  await page.getByLabel("Series", { exact: true }).selectOption({ label: "National League" });
  await page.getByLabel("First day (optional)").fill("2026-09-01");
  await page.getByLabel("Last day (optional)").fill("2027-06-30");
  await page.getByRole("button", { name: "Create the season" }).click();
  await page.waitForURL(/\/seasons\/\d+$/);
  await checkPage(page, "a new season");
  assert.ok(await page.getByText("No event is in it yet.").isVisible());
  assert.equal(await page.getByTestId("season-dates").textContent(), "2026-09-01 – 2027-06-30");
  await screenshot(page, "season-empty");

  await page.getByLabel("Add one of your events").selectOption({ label: "Winter Cup" });
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.waitForURL(/\/seasons\/\d+$/);
  await checkPage(page, "the season's ranking");
  const ranking = page.getByTestId("ranking");
  assert.equal(await ranking.locator("tbody tr").count(), 10);
  assert.ok(await ranking.getByRole("rowheader", { name: /Zoë <Z> & "Q"/ }).isVisible());
  assert.match(await ranking.locator("caption").textContent(), /^2 games, highest total first/);
  await screenshot(page, "season");
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page, "the season's ranking (desktop)");
  await screenshot(page, "season-desktop");
  await page.setViewportSize({ width: 375, height: 812 });

  // Anna's name links to her profile, which now counts the season's games too.
  await ranking.getByRole("link", { name: "Anna" }).click();
  await page.waitForURL(/\/players\/Anna$/);
  assert.match(await page.getByTestId("profile-counts").textContent(), /^5 Pro games/);

  // An event's player with an account links to the profile too.
  await page.goto(`/events/${winter}/players/1`);
  await page.getByRole("link", { name: "Profile: every game, every rule set" }).click();
  await page.waitForURL(/\/players\/Anna$/);

  // The series ranks its season's events.
  await page.goto("/seasons");
  await page.getByRole("link", { name: "National League" }).click();
  await checkPage(page, "the series");
  assert.equal(await page.getByTestId("ranking").locator("tbody tr").count(), 10);
  assert.ok(await page.getByTestId("series-seasons").getByRole("link", { name: "Season 2026/27" }).isVisible());

  await page.goto("/leaderboards");
  await checkPage(page, "leaderboards");
  assert.ok(await page.getByText("Players with at least 10 games.").isVisible());
  assert.ok(await page.getByRole("heading", { name: "Most wins as the sheriff" }).isVisible());
  await screenshot(page, "leaderboards");
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(page, "leaderboards (desktop)");
  await screenshot(page, "leaderboards-desktop");
});
