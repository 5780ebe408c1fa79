// Issue 30: the site's own pages (home, the games list, my games, hosting a game, an upload,
// the ratings, the mail settings, followed threads) read in Hebrew, right to left, on a
// 375 px phone: every control labelled, nothing wider than the phone, none of their English
// sentences left. Screenshots of each, looked at.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, newPage, signUp, screenshot, checkPage } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** English sentences of these pages (as English renders them): none may be left in Hebrew. */
const ENGLISH = [
  "Recent games", "Sign up", "Host a game", "Open for players", "My games",
  "No game waits for you now.", "Rule set", "Upload a finished game", "Recorded in",
  "No finished Pro Mafia game yet.", "Your email address", "What to receive",
  "Followed threads",
];

test("the site's own pages read in Hebrew, right to left, at 375 px", async () => {
  const page = await newPage(browser, server.url);
  await signUp(page, "Noa");
  await page.context().setExtraHTTPHeaders({ "Accept-Language": "he-IL,he;q=0.9" });
  for (const [name, path] of [
    ["home", "/"], ["games", "/games"], ["mine", "/games/mine"], ["new", "/games/new"],
    ["upload", "/standings/upload"], ["ratings", "/ratings"], ["settings", "/settings"],
    ["follows", "/follows"],
  ]) {
    const response = await page.goto(path);
    assert.equal(response.status(), 200, path);
    assert.equal(await page.locator("html").getAttribute("dir"), "rtl", path);
    assert.equal(await page.locator("html").getAttribute("lang"), "he", path);
    const text = await page.locator("main").innerText();
    for (const sentence of ENGLISH) {
      assert.ok(!text.includes(sentence), `${path}: "${sentence}" is still English`);
    }
    assert.match(text, /[\u05d0-\u05ea]/, `${path}: no Hebrew`);
    await checkPage(page, `${path} in Hebrew`);
    await screenshot(page, `site-he-${name}`);
  }
});
