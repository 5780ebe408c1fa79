// A Pro table's stream overlay and venue screen in a real browser (issue 31): the public
// overlay at 1920×1080 and 1280×720, live over the game's stream, showing what a
// spectator may know; the venue screen in large type; a broadcast link that shows every
// card but each record only after its delay, and nothing once revoked or when wrong.
// Screenshots: target/screenshots/overlay-*.png (the 1080 one composed over a checkered
// background, as OBS would compose it over a stream).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { startServer, launch, newPage, signUp, createGame, screenshot, checkPage, api, root, shots } from "./lib.mjs";

const sample = JSON.parse(readFileSync(join(root, "examples", "pro", "black-win.json"), "utf8"));
const players = [...sample.players].sort((a, b) => a.seat - b.seat);

let server, browser, judge, desk, id;
before(async () => {
  server = await startServer();
  browser = await launch();
  judge = await newPage(browser, server.url, { width: 1280, height: 900 });
  await signUp(judge, "Judge");
  id = await createGame(judge, "pro", "Final");
  // The judge's commands go from a page that never reloads (the game page follows the game).
  desk = await judge.context().newPage();
  await desk.goto("/healthz");
  for (const p of players) {
    const r = await api(desk, `/api/games/${id}/commands`, { lobby: { type: "seat", name: p.name } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  const start = await api(desk, `/api/games/${id}/commands`, { lobby: { type: "start", setup: { roles: players.map((p) => p.role) } } });
  assert.equal(start.status, 200, JSON.stringify(start.body));
  // Day 1: two nominations, the vote (seat 8 leaves), its will.
  for (const event of sample.events.slice(0, 5)) await record(event);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function record(event) {
  const r = await api(desk, `/api/games/${id}/commands`, { game: { type: "record", event } });
  assert.equal(r.status, 200, JSON.stringify(r.body));
}

/** A viewer with no account: what OBS's browser source is. */
async function viewer(width, height) {
  return newPage(browser, server.url, { width, height });
}

const seat = (page, n) => page.locator(`.seat[data-seat="${n}"]`);

/** The overlay's transparent pixels composed over a checkerboard (as OBS composes it). */
async function checkered(page, name) {
  const png = await page.screenshot({ omitBackground: true });
  mkdirSync(shots, { recursive: true });
  writeFileSync(join(shots, `${name}-transparent.png`), png);
  const board = await browser.newPage({ viewport: page.viewportSize() });
  await board.setContent(
    `<style>html,body{margin:0}body{background:repeating-conic-gradient(#9aa0a6 0 25%,#e8eaed 0 50%) 0 0/40px 40px}</style>` +
    `<img alt="" src="data:image/png;base64,${png.toString("base64")}">`,
  );
  await board.screenshot({ path: join(shots, `${name}.png`) });
  await board.close();
  return png;
}

test("the public overlay shows what a spectator knows at 1920×1080, transparent, live over the stream", async () => {
  const page = await viewer(1920, 1080);
  await page.goto(`/games/${id}/overlay`);
  await page.waitForSelector('#stage[data-state="live"]');
  await checkPage(page, "the public overlay");
  assert.equal(await page.locator(".seat").count(), 10);
  assert.equal(await seat(page, 1).locator(".name").textContent(), players[0].name);
  // Seat 8 was voted out: out, and how, as the table was told.
  assert.match(await seat(page, 8).getAttribute("class"), /\bout\b/);
  assert.match(await seat(page, 8).locator(".how").textContent(), /vot/i);
  // How seat 8 left, from the view's typed field (never parsed from a sentence).
  assert.match(await page.getByTestId("left").textContent(), /\(seat 8\): voted out/);
  // The vote as recorded: 6 for seat 8, 4 for seat 5.
  assert.match(await page.getByTestId("vote").textContent(), /8 .*6/s);
  assert.equal(await seat(page, 8).locator(".votes").textContent(), "6");
  assert.equal(await seat(page, 5).locator(".votes").textContent(), "4");
  // No card, shot or check: a spectator knows none.
  assert.equal(await page.locator(".seat .role").count(), 0);
  assert.equal(await page.getByTestId("night").count(), 0);
  // Transparent: nothing behind the panels.
  const backgrounds = await page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]);
  assert.deepEqual(backgrounds, ["rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)"]);
  // The layout is the frame's: 1920×1080, the seats along its bottom edge.
  const box = await page.locator(".seats").boundingBox();
  assert.ok(box.y + box.height <= 1080 && box.y + box.height > 1000, JSON.stringify(box));
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1920);
  const png = await checkered(page, "overlay-1080");
  // Some pixels are fully transparent (the stream shows through), some are not.
  assert.ok(png.length > 1000);

  // Live: the night begins and a foul on day 2 is given; the overlay follows.
  await record(sample.events[5]); // night
  await page.waitForFunction(() => /night/i.test(document.querySelector("[data-phase]").textContent));
  await record(sample.events[6]); // shots (secret: nothing shows)
  await record(sample.events[7]); // don's check
  await record(sample.events[8]); // sheriff's check
  await record(sample.events[9]); // day 2: the night's shot is announced
  await page.waitForFunction(() => document.querySelector('.seat[data-seat="6"]').classList.contains("out"), null, { timeout: 5000 });
  await record({ type: "foul", seat: 9 });
  await page.waitForFunction(() => document.querySelectorAll('.seat[data-seat="9"] .foul.on').length === 1, null, { timeout: 5000 });
  assert.equal(await page.locator(".seat .role").count(), 0, "the night told a spectator no card");
  await page.context().close();
});

test("the public overlay at 1280×720 keeps the same layout in its frame", async () => {
  const page = await viewer(1280, 720);
  await page.goto(`/games/${id}/overlay?size=720`);
  await page.waitForSelector('#stage[data-state="live"]');
  await checkPage(page, "the 720 overlay");
  const box = await page.locator(".seats").boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 1280 && box.y + box.height <= 720, JSON.stringify(box));
  const number = await seat(page, 1).locator(".number").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  assert.ok(Math.abs(number - 40 * 2 / 3) < 0.5, `seat numbers are ${number}px at 720`);
  await checkered(page, "overlay-720");
  await page.context().close();
});

test("the venue screen is the public overlay in large type", async () => {
  const page = await viewer(1920, 1080);
  await page.goto(`/games/${id}/venue`);
  await page.waitForSelector('#stage[data-state="live"]');
  await checkPage(page, "the venue screen");
  assert.equal(await page.locator(".seat").count(), 10);
  assert.equal(await page.locator(".seat .role").count(), 0);
  const name = await seat(page, 1).locator(".name").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  assert.ok(name >= 36, `names are ${name}px on the venue screen`);
  const box = await page.locator(".seats").boundingBox();
  assert.ok(box.y + box.height <= 1080, JSON.stringify(box));
  await screenshot(page, "overlay-venue");
  await page.context().close();
});

test("the judge's speech timer and speaker reach the public overlay, counted down, in the viewer's language", async () => {
  // Day 2 is open (the first test recorded it): the judge's console gives the speeches.
  await judge.goto(`/games/${id}`);
  await judge.waitForSelector("[data-next-speaker]");
  const page = await viewer(1920, 1080);
  await page.goto(`/games/${id}/overlay`);
  await page.waitForSelector('#stage[data-state="live"]');
  const russian = await newPage(browser, server.url, { width: 1280, height: 720, locale: "ru-RU" });
  await russian.goto(`/games/${id}/overlay?size=720`);
  await russian.waitForSelector('#stage[data-state="live"]');

  // The next speaker: the timer starts at a minute for them (the console names them).
  await judge.locator("[data-next-speaker]").click();
  const named = (await judge.locator("#speaker [data-speaker-text]").textContent()).match(/\d+/)[0];
  await page.waitForFunction(() => document.querySelector(".seat.speaking") !== null, null, { timeout: 5000 });
  const speaking = await page.locator(".seat.speaking").getAttribute("data-seat");
  assert.equal(speaking, named, "the overlay's speaker is the one the console named");
  assert.doesNotMatch(await page.locator(".seat.speaking").getAttribute("class"), /\bout\b/, "a seat at the table speaks");
  assert.match(await page.getByTestId("speaker").textContent(), new RegExp(`Speaking\\s*${speaking} `));
  const clock = page.getByTestId("clock");
  assert.equal(await clock.isVisible(), true);
  // Counting down from 1:00 on the viewer's side, with no new view from the server.
  await page.waitForFunction(() => { const left = +document.querySelector("[data-clock]").dataset.left; return left > 50 && left < 60; }, null, { timeout: 5000 });
  await checkered(page, "overlay-timer-1080");
  // The Russian viewer: the same speaker and timer, in its words.
  await russian.waitForFunction(() => document.querySelector(".seat.speaking") !== null, null, { timeout: 5000 });
  assert.match(await russian.getByTestId("speaker").textContent(), /Говорит/);
  assert.match(await russian.getByTestId("phase").textContent(), /День 2/);
  assert.equal(await russian.locator("html").getAttribute("lang"), "ru");
  await checkered(russian, "overlay-timer-720-ru");

  // Paused: the overlay stops counting where the judge stopped.
  await judge.locator("[data-timer-pause]").click();
  await page.waitForFunction(() => document.querySelector("[data-clock]").classList.contains("paused"), null, { timeout: 5000 });
  const held = await clock.getAttribute("data-left");
  await page.waitForTimeout(1500);
  assert.equal(await clock.getAttribute("data-left"), held, "a paused timer does not count");
  // Reset: no time left, and it stays at zero.
  await judge.locator("[data-timer-reset]").click();
  await page.waitForFunction(() => document.querySelector("[data-clock]").dataset.left === "0", null, { timeout: 5000 });
  await page.context().close();
  await russian.context().close();
});

test("a broadcast link shows every card, each record only after its delay, and nothing once revoked", async () => {
  await judge.goto(`/games/${id}`);
  await judge.getByTestId("overlay-links").click();
  await judge.getByLabel(/Delay in seconds/).fill("3");
  await judge.getByRole("button", { name: "Make a broadcast link" }).click();
  const link = await judge.getByTestId("made-1080").getAttribute("href");
  assert.match(link, /\/broadcast\?key=[0-9a-f]{64}$/);
  await checkPage(judge, "the judge's overlay links");
  await screenshot(judge, "overlay-links");

  const page = await viewer(1920, 1080);
  await page.goto(link);
  await page.waitForFunction(() => document.querySelectorAll(".seat .role").length === 10, null, { timeout: 10000 });
  await checkPage(page, "the broadcast overlay");
  // The checks recorded on night 1, as the judge recorded them.
  await page.waitForFunction(() => /checked/.test(document.querySelector("[data-night]").textContent), null, { timeout: 10000 });
  // A foul now: not on the overlay before its three seconds, on it after.
  const fouls = () => page.locator('.seat[data-seat="3"] .foul.on').count();
  assert.equal(await fouls(), 0);
  const recorded = Date.now();
  await record({ type: "foul", seat: 3 });
  await page.waitForTimeout(2000);
  assert.equal(await fouls(), 0, "the foul reached the broadcast before its delay");
  await page.waitForFunction(() => document.querySelectorAll('.seat[data-seat="3"] .foul.on').length === 1, null, { timeout: 6000 });
  const shownAfter = Date.now() - recorded;
  assert.ok(shownAfter >= 3000, `shown after ${shownAfter} ms`);
  console.log(`broadcast: a foul recorded reached the overlay after ${shownAfter} ms (delay 3000 ms)`);
  await checkered(page, "overlay-broadcast-1080");

  // A wrong key is a missing page.
  const wrong = await viewer(1920, 1080);
  const response = await wrong.goto("/broadcast?key=" + "0".repeat(64));
  assert.equal(response.status(), 404);
  assert.equal(await wrong.locator("#stage").count(), 0);
  await wrong.context().close();

  // Revoked: the open overlay goes blank when its stream next looks, and stays so.
  await judge.goto(`/games/${id}/broadcasts`);
  await judge.getByRole("button", { name: /^Revoke/ }).first().click();
  await judge.waitForURL(new RegExp(`/games/${id}/broadcasts$`));
  await record({ type: "foul", seat: 4 });
  await page.waitForSelector('#stage[data-state="closed"]', { state: "attached", timeout: 15000 });
  assert.equal(await page.locator(".seat").count(), 0);
  await page.context().close();
});
