// Issue 30: a judge whose Chromium speaks Russian (ru-RU) records a whole Pro game by taps
// (examples/pro/lift.json: a revote, lifts, wills, a foul) and scores it. The console's
// tools, prompts, status line and records are in the community's Russian words; the scores
// are the CLI's; the protocol reads in Russian. Screenshots at phone and tablet sizes.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { startServer, launch, createGame, screenshot, checkPage, root, shots } from "./lib.mjs";
import { recordByHand, seatTable, settled, recorded, assertSameProtocol, speak } from "./pro-kit.mjs";

const samplePath = join(root, "examples", "pro", "lift.json");
const sample = JSON.parse(readFileSync(samplePath, "utf8"));

// The console's Russian words (crates/omerta-i18n/locales/ru/pro.ftl) the gestures look for.
const RUSSIAN = {
  day: "День", night: "Ночь", nominate: "Выставить", someoneElse: "Выставляет другой игрок",
  vote: "Голосование", lift: "Подъём", recordLift: "Записать голосование за подъём", shoot: "Стрельба",
  shoots: "стреляет в", creditFor: "Зачёт за", recordShots: "Записать стрельбу",
  donCheck: "Дон проверяет", sheriffCheck: "Шериф проверяет", will: "Завещание", willOf: "Завещание",
  colours: "Цвета (лучший ход)", ordered: "По порядку", helm: "Передать ход", noWill: "Без завещания",
  recordWill: "Записать завещание", remove: "Удалить", disqualify: "Дисквалифицировать",
  declaredDefeat: "Признание поражения", seat: "Номер", surrender: "Мафия сдаётся",
  wins: { red: "победа красных", black: "победа чёрных", draw: "ничья" }, winner: "Победитель",
  endGame: "Завершить игру", speaking: "Говорит",
};

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 375, height: 812 };

test("a judge in ru-RU records and scores a whole Pro game in Russian words", async () => {
  speak(RUSSIAN);
  const context = await browser.newContext({ baseURL: server.url, viewport: TABLET, locale: "ru-RU" });
  const judge = await context.newPage();
  judge.on("pageerror", (e) => { throw new Error(`page error: ${e.message}`); });
  judge.blocked = [];
  judge.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|apply|load)/i.test(m.text())) judge.blocked.push(m.text());
  });

  // The browser's language chooses the page's: the sign-up form is in Russian.
  await judge.goto("/signup");
  assert.equal(await judge.locator("html").getAttribute("lang"), "ru");
  await judge.getByLabel("Имя").fill("Судья");
  await judge.getByLabel("Пароль").fill("correct horse battery");
  await judge.getByRole("button", { name: "Создать аккаунт" }).click();
  await judge.waitForURL((u) => !u.pathname.startsWith("/signup"));

  // Hosting the table in Russian too (the new-game form's words, issue 30).
  await judge.goto("/games/new?ruleset=pro");
  await judge.getByLabel("Название").fill("Финальный стол");
  await judge.getByRole("button", { name: "Создать" }).click();
  await judge.waitForURL(/\/games\/\d+$/);
  const id = Number(new URL(judge.url()).pathname.split("/").pop());
  const players = [...sample.players].sort((a, b) => a.seat - b.seat);
  await seatTable(judge, players.map((p) => p.name));
  // The table setup in Russian too (issue 30): the form, the card pickers, the start.
  await judge.getByLabel("Турнир (для турнирной таблицы)").fill("Кубок");
  for (const p of players) await judge.getByLabel(`Карта для места ${p.seat}`, { exact: true }).selectOption(p.role);
  assert.deepEqual(await judge.locator("#card-1 option").allTextContents(), ["случайно", "мирный", "шериф", "мафия", "дон"]);
  await judge.getByRole("button", { name: "Начать игру" }).click();
  await judge.locator('[data-tool="vote"]').waitFor();

  // The console before the first record: its tools, hint and status in Russian.
  const toolbar = judge.locator(".toolbar");
  for (const name of ["Выставить", "Голосование", "Подъём", "Стрельба", "Дон проверяет", "Шериф проверяет", "Завещание", "Удалить"]) {
    assert.equal(await toolbar.getByRole("button", { name, exact: true }).count(), 1, `the tool ${name}`);
  }
  assert.equal((await judge.locator("#console-status").textContent()).trim(), "Все записи сохранены.");
  assert.match(await judge.locator("#next-step").textContent(), /^Дальше: /);
  assert.match(await judge.locator("#tool-panel").textContent(), /Выберите действие, затем нажимайте на номера/);

  const sentences = new Set();
  for (const [i, event] of sample.events.entries()) {
    await recordByHand(judge, event);
    await settled(judge);
    const status = (await judge.locator("#console-status").textContent()).trim();
    assert.equal(status, "Все записи сохранены.", `record ${i} (${event.type})`);
    sentences.add((await judge.locator("#next-step").textContent()).trim());
    if (i === 4) {
      // The revote's lift prompt, as a judge sees it mid-game: on a tablet and a phone.
      assert.match(await judge.getByTestId("prompt").textContent(), /Переголосование повторило распил: голосование за подъём #\d+, #\d+ \(нужно рук: 6\)\./);
      await screenshot(judge, "pro-ru-console-tablet");
      await judge.setViewportSize(PHONE);
      await checkPage(judge, "the Russian console at 375 px");
      await screenshot(judge, "pro-ru-console-phone");
      await judge.setViewportSize(TABLET);
    }
  }
  assertSameProtocol(await recorded(judge, id), sample.events, "lift.json in Russian");
  // The console's steps were offered in Russian words, never in English.
  const offered = [...sentences].join(" | ");
  assert.match(offered, /Дальше: (наступает ночь|голосование|стрельба: нажмите на цель)/, offered);
  assert.doesNotMatch(offered, /Next:|the day begins|the vote/, offered);
  // The records in Russian: the first nomination and the lift.
  const records = await judge.locator(".records li").allTextContents();
  assert.ok(records.some((r) => /^#\d+ .+ выставляет #\d+ .+\.$/.test(r)), records.join("\n"));
  assert.ok(records.some((r) => r.startsWith("Голосование за подъём: за — ")), records.join("\n"));

  judge.once("dialog", (d) => {
    assert.match(d.message(), /^Завершить игру и подсчитать баллы\?/);
    d.accept();
  });
  await judge.getByRole("button", { name: "Завершить и подсчитать" }).click();
  await judge.getByRole("heading", { name: "Баллы", exact: true }).waitFor();
  await judge.locator(".badge.status-finished").waitFor();
  assert.equal((await judge.locator(".badge.status-finished").textContent()).trim(), "завершена");

  // The scores are the CLI's, under Russian headings and roles.
  const expected = JSON.parse(
    execFileSync(process.env.OMERTA_BIN || join(root, "target", "debug", "omerta"), ["pro", "score", samplePath, "--json"], { encoding: "utf8" }),
  );
  for (const p of expected.players) {
    const row = judge.locator(`.scores tr[data-seat="${p.seat}"]`);
    // Points as Russian writes them: a decimal comma (`+0,6`).
    const total = (await row.locator(".total").textContent()).trim();
    assert.equal(Number(total.replace(",", ".")), p.total, `seat ${p.seat} total`);
    if (!Number.isInteger(p.total)) assert.match(total, /^[+-]\d+,\d+$/, `seat ${p.seat}: ${total}`);
    const role = (await row.locator("td").nth(2).textContent()).trim();
    assert.equal(role, { civilian: "мирный", sheriff: "шериф", mafia: "мафия", don: "дон" }[p.role], `seat ${p.seat}'s role`);
  }
  // Each point's reason in Russian (worded from the report's reason data), its rule id
  // as the CLI prints it.
  const reasons = await judge.locator(".scores .awards li").allTextContents();
  assert.ok(reasons.length >= 5, `${reasons.length} reasons`);
  for (const reason of reasons) assert.match(reason, /[а-яё]/i, `a reason in English: ${reason}`);
  assert.ok(reasons.some((r) => /лучший ход/.test(r)), reasons.join("\n"));
  const ids = await judge.locator(".scores .awards li .muted").allTextContents();
  assert.deepEqual(ids, expected.players.flatMap((p) => p.awards.map((a) => `(${a.rule})`)));
  const heads = await judge.locator(".scores thead th").allTextContents();
  assert.deepEqual(heads, ["Номер", "Игрок", "Роль", "Итог", "Баллы и основания"]);
  assert.match(await judge.getByTestId("winner").textContent(), /^победа (красных|чёрных)$/);
  await checkPage(judge, "the Russian scores on a tablet");
  await screenshot(judge, "pro-ru-scores-tablet");
  await judge.setViewportSize(PHONE);
  await checkPage(judge, "the Russian scores at 375 px");
  await screenshot(judge, "pro-ru-scores-phone");
  // The scores alone, to read at a phone's width.
  await judge.locator(".scores-section").screenshot({ path: join(shots, "pro-ru-scores-section-phone.png") });

  // The printed protocol in Russian.
  await judge.goto(`/games/${id}/protocol`);
  await judge.getByRole("heading", { name: "Финальный стол: протокол" }).waitFor();
  const text = await judge.locator("article.protocol").textContent();
  for (const needle of ["День 1, голосование", "День 1, переголосование", "Подъёмы", "Подпись судьи"]) {
    assert.ok(text.includes(needle), `the protocol lacks ${needle}`);
  }
  await checkPage(judge, "the Russian protocol at 375 px");
  await screenshot(judge, "pro-ru-protocol-phone");
  assert.deepEqual(judge.blocked, []);
  await context.close();
});
