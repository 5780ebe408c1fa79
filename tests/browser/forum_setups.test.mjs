// Forum setups (issue 32, item 5): the host saves the start form's choices as a named
// setup, downloads it as a file, uploads a broken file and sees every problem with its
// place, hosts a new game from the saved setup, and rehosts a finished game in one tap
// (a double tap makes one lobby). The back button after saving or uploading leaves the
// reader on a page that works.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { startServer, launch, newPage, forumTable, screenshot, checkPage, api, reload } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test("a setup is saved from the start form, downloaded, uploaded broken, hosted again, and a finished game rehosted in one tap", async () => {
  const names = ["Ann", "Bob", "Cid"];
  let setupId;
  const { id, host, players } = await forumTable(browser, server.url, {
    hostName: "Host Setups",
    title: "Setups table",
    names,
    configure: async (page) => {
      // The start form's choices, saved under a name.
      await page.getByLabel("Night actions are resolved by").selectOption("ordered");
      await page.getByLabel("The setup's name").fill("Three friends");
      await page.getByRole("button", { name: "Save as a setup" }).click();
      await page.waitForURL(/\/setups\/\d+$/);
      setupId = Number(new URL(page.url()).pathname.split("/").pop());
      await page.getByRole("heading", { name: "Three friends" }).waitFor();
      await checkPage(page, "a saved setup's page");
      await screenshot(page, "forum-setup-page");
      // Back to the lobby: its start form works as before.
      await page.goBack();
      await page.waitForURL(/\/games\/\d+$/);
      await page.getByLabel("How roles are dealt").selectOption("given");
    },
  });
  assert.ok(setupId > 0);

  // The file: downloaded from the setup's page.
  await host.goto(`/setups/${setupId}`);
  const [download] = await Promise.all([
    host.waitForEvent("download"),
    host.getByRole("link", { name: "Download the file" }).click(),
  ]);
  const file = JSON.parse(readFileSync(await download.path(), "utf8"));
  assert.equal(file.format, "omerta-forum-setup/1");
  assert.equal(file.name, "Three friends");
  assert.equal(file.setup.night_method, "ordered");
  assert.equal(file.setup.roles.length, 3);

  // A broken file: every problem, each with its place; nothing saved.
  const broken = structuredClone(file);
  broken.name = "Broken";
  broken.setup.game.day_hours = 0;
  broken.setup.roles[0].faction = "";
  broken.setup.roles[2].abilities = ["telepathy"];
  for (const width of [375, 768]) {
    const page = width === 375 ? host : await newPage(browser, server.url, { width, height: 1024 });
    if (width !== 375) {
      await page.context().addCookies(await host.context().cookies());
    }
    await page.goto("/setups");
    await page.getByLabel("The file").setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(broken)) });
    await page.waitForFunction(() => document.getElementById("setup-text").value.includes("Broken"));
    await page.getByRole("button", { name: "Upload" }).click();
    const problems = page.getByTestId("setup-problems");
    await problems.waitFor();
    const text = await problems.textContent();
    for (const place of ["/setup/game/day_hours", "/setup/roles/0/faction", "/setup/roles/2/abilities/0"]) {
      assert.ok(text.includes(place), `${place} in ${text}`);
    }
    assert.ok(text.includes("3 problems"), text);
    await checkPage(page, `the upload's problems at ${width} px`);
    await screenshot(page, `forum-setup-problems-${width}`);
    if (width !== 375) await page.context().close();
  }
  // The back button after the refused upload: the list, working, and nothing saved.
  await host.goBack();
  await host.getByRole("heading", { name: "Your setups" }).waitFor();
  const mine = await host.getByTestId("my-setups").textContent();
  assert.ok(mine.includes("Three friends") && !mine.includes("Broken"), mine);

  // The game is played to its end: the town lynches Cid, the mafia.
  for (const p of players.slice(0, 2)) {
    const r = await api(p, `/api/games/${id}/commands`, { game: { type: "post", body: "[b]Vote: Cid[/b]" } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  const ended = await api(host, `/api/games/${id}/commands`, { game: { type: "advance" } });
  assert.equal(ended.status, 200, JSON.stringify(ended.body));

  // Rehost in one tap; a double tap makes one lobby.
  await host.goto(`/games/${id}`);
  const rehost = host.getByRole("button", { name: "Rehost" });
  await rehost.waitFor();
  await checkPage(host, "a finished game with Rehost");
  await screenshot(host, "forum-setup-rehost");
  await rehost.dblclick();
  await host.waitForURL((u) => /\/games\/\d+$/.test(u.pathname) && u.pathname !== `/games/${id}`);
  const lobby = Number(new URL(host.url()).pathname.split("/").pop());
  await host.getByTestId("start-lobby-setup").waitFor();
  const again = await api(host, `/api/games/${id}/rehost`, {});
  assert.equal(again.body.game, lobby, "one lobby for the host, however many taps");
  const games = await api(host, "/api/me/games");
  const lobbies = games.body.games.filter((g) => g.status === "lobby");
  assert.equal(lobbies.length, 1, JSON.stringify(lobbies));
  await checkPage(host, "a rehosted lobby");
  await screenshot(host, "forum-setup-rehosted-lobby");
  // The players join the new lobby; the host starts it with the rehosted setup.
  // Each player opens the new lobby first: their page of the old game reloads itself when
  // it sees the end, and a call made in a page that is reloading is lost with it.
  for (const [i, p] of players.entries()) {
    // The old page's own reload may still abort this navigation: go again once it settles.
    for (let tries = 0; ; tries++) {
      try {
        await p.goto(`/games/${lobby}`);
        break;
      } catch (e) {
        if (tries >= 3 || !/ERR_ABORTED|interrupted by another navigation/.test(e.message)) throw e;
        await p.waitForLoadState().catch(() => {});
      }
    }
    const r = await api(p, `/api/games/${lobby}/commands`, { lobby: { type: "join", name: names[i] } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  await reload(host);
  await host.getByRole("button", { name: "Start with the setup “Setups table”" }).click();
  await host.getByText(/End (Day|Night) 1 now/).waitFor();

  // A new game hosted from the saved setup, at 768 px too.
  await host.goto(`/setups/${setupId}`);
  await host.getByRole("button", { name: "Host a game with it" }).click();
  await host.waitForURL(/\/games\/\d+$/);
  await host.getByRole("button", { name: "Start with the setup “Three friends”" }).waitFor();
  await host.setViewportSize({ width: 768, height: 1024 });
  await checkPage(host, "a lobby hosted from a setup at 768 px");
  await screenshot(host, "forum-setup-hosted-768");
});
