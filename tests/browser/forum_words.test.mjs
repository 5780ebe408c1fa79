// The forum game's page in Russian (issue 30) on a phone: a reader whose browser asks for
// Russian reads the tally, the thread, the players and the deaths in Russian, a modkill for
// inactivity as a sentence (D23), and the page fits 375 px.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, newPage, forumTable, screenshot, checkPage, api } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test("the forum game's page reads in Russian on a phone", async () => {
  const names = ["Noodle", "Silent", "Caluin Grey", "Pyro", "Bad Ash"];
  const { id, host, players } = await forumTable(browser, server.url, { hostName: "Host Words", title: "Слова", names });
  await players[0].getByLabel("Your post").fill("Hm. [b]Vote: Pyro[/b]");
  await players[0].getByRole("button", { name: "Post", exact: true }).click();
  await players[0].locator("#live mark.vote", { hasText: "Vote: Pyro" }).waitFor({ timeout: 10000 });
  assert.equal((await api(host, `/api/games/${id}/commands`, { game: { type: "modkill_inactive", slot: 1 } })).status, 200);

  const reader = await newPage(browser, server.url, { locale: "ru-RU" });
  await reader.goto(`/games/${id}`);
  await reader.locator("#tally-h", { hasText: "Голосование: День 1" }).waitFor({ timeout: 10000 });
  await reader.locator(".deaths li", { hasText: "модкилл за неактив по правилу 13" }).waitFor();
  await reader.locator(".tally", { hasText: "Не голосуют" }).waitFor();
  assert.equal(await reader.getByText("Vote count").count(), 0);
  await checkPage(reader, "the forum page in Russian, 375 px");
  await screenshot(reader, "forum-words-ru-375");
});
