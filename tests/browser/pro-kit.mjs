// The judge's gestures, shared by the Pro Mafia browser tests: seating a table, and
// recording protocol events the way a judge does (tools, taps, buttons).
import assert from "node:assert/strict";
import { signUp, createGame } from "./lib.mjs";

export async function useTool(page, name) {
  await page.locator(".toolbar").getByRole("button", { name, exact: true }).click();
}

export async function tapSeat(page, seat) {
  await page.locator(`.seat[data-seat="${seat}"]`).click();
}

/** Signs up a judge, hosts a table, seats ten players and starts with the given cards. */
export async function startTable(page, { judge, title, names, roles, event }) {
  await signUp(page, judge);
  const id = await createGame(page, "pro", title);
  await seatTable(page, names);
  for (const [i, role] of roles.entries()) await page.getByLabel(`Card for seat ${i + 1}`, { exact: true }).selectOption(role);
  if (event) await page.getByLabel(/Tournament or event/).fill(event);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator('[data-tool="vote"]').waitFor();
  return id;
}

/** Seats the names in order the way a judge standing at the table does: tap the empty
 * seat, type the name, Seat. */
export async function seatTable(page, names) {
  for (const [i, name] of names.entries()) {
    await page.locator(`[data-setup-seat="${i + 1}"]`).click();
    await page.locator("#seat-name").fill(name);
    await page.locator("#seat-form").getByRole("button", { name: "Seat", exact: true }).click();
    await page.locator(".entrants li", { hasText: name }).first().waitFor();
  }
}

/** Waits until the console has sent every record (none waiting). */
export async function settled(page) {
  await page.waitForFunction(() => window.omertaConsole && window.omertaConsole.box.queue.length === 0);
}

/** The table's protocol as the server holds it (the judge's view). */
export async function recorded(page, id) {
  return page.evaluate(async (id) => {
    const view = await (await fetch(`/api/games/${id}`)).json();
    return view.game.records.map((r) => r.event);
  }, id);
}

/** A protocol event as the console writes it: `candidates` left out (the protocol allows
 * either; the server checks a written list against the tie). */
export function normal(event) {
  const copy = JSON.parse(JSON.stringify(event));
  if (copy.type === "vote") delete copy.candidates;
  return copy;
}

/** Records one protocol event the way a judge does it: tools, taps, buttons. */
export async function recordByHand(page, event) {
  switch (event.type) {
    case "day":
      return page.getByRole("button", { name: "Day", exact: true }).click();
    case "night":
      return page.getByRole("button", { name: "Night", exact: true }).click();
    case "nominate":
      await useTool(page, "Nominate");
      await tapSeat(page, event.by);
      return tapSeat(page, event.target);
    case "vote": {
      await useTool(page, "Vote");
      for (const [voter, candidate] of Object.entries(event.ballots)) {
        await page.locator(`#tool-panel [data-candidate="${candidate}"]`).click();
        await tapSeat(page, Number(voter));
      }
      return page.getByTestId("record-vote").click();
    }
    case "lift":
      await useTool(page, "Lift");
      for (const seat of event.yes) await tapSeat(page, seat);
      return page.getByRole("button", { name: "Record the lift vote" }).click();
    case "shots": {
      await useTool(page, "Shoot");
      for (const [shooter, target] of Object.entries(event.shots)) {
        await page.getByLabel(new RegExp(`^#${shooter} .* shoots$`)).selectOption(String(target));
      }
      for (const seat of event.miss_by || []) await page.locator(`#miss-${seat}`).check();
      if (event.credit) await page.getByLabel(/^Credit for/).selectOption(String(event.credit));
      return page.getByRole("button", { name: "Record the shots" }).click();
    }
    case "don_check":
      await useTool(page, "Don check");
      return tapSeat(page, event.target);
    case "sheriff_check":
      await useTool(page, "Sheriff check");
      return tapSeat(page, event.target);
    case "foul": {
      const plus = page.locator(`[data-foul-plus="${event.seat}"]`);
      // A fourth foul asks first (it removes the player).
      page.once("dialog", (d) => d.accept());
      await plus.click();
      page.removeAllListeners("dialog");
      return;
    }
    case "will": {
      await useTool(page, "Will");
      await page.getByRole("button", { name: new RegExp(`^Will of #${event.by} `) }).click();
      if (event.colors) {
        await page.getByRole("button", { name: "Colours (First Out)" }).click();
        for (const [seat, color] of Object.entries(event.colors)) {
          await tapSeat(page, Number(seat));
          if (color === "black") await tapSeat(page, Number(seat));
        }
      } else if (event.order) {
        await page.getByRole("button", { name: "Ordered" }).click();
        for (const seat of event.order) await tapSeat(page, seat);
      } else if (event.helm) {
        await page.getByRole("button", { name: "Pass the helm" }).click();
        await tapSeat(page, event.helm);
      } else {
        return page.getByRole("button", { name: "No will" }).click();
      }
      return page.getByRole("button", { name: "Record the will" }).click();
    }
    case "removal":
    case "disqualification":
    case "declared_defeat": {
      await openOthers(page);
      await page.getByLabel("Seat", { exact: true }).selectOption(String(event.seat));
      const name = { removal: "Remove", disqualification: "Disqualify", declared_defeat: "Declared defeat" }[event.type];
      page.once("dialog", (d) => d.accept());
      if (event.type === "removal") {
        await useTool(page, "Remove");
        return tapSeat(page, event.seat);
      }
      return page.getByRole("button", { name, exact: true }).click();
    }
    case "surrender":
      await openOthers(page);
      page.once("dialog", (d) => d.accept());
      return page.getByRole("button", { name: "The mafia surrender" }).click();
    case "end":
      await openOthers(page);
      await page.getByLabel("Winner").selectOption(event.winner);
      page.once("dialog", (d) => d.accept());
      return page.getByRole("button", { name: "End the game" }).click();
    default:
      throw new Error(`no console gesture for ${event.type}`);
  }
}

/** Opens the "Other records" fold (a click would close it if it is open). */
async function openOthers(page) {
  await page.locator("#other-records").evaluate((d) => { d.open = true; });
}

export function assertSameProtocol(actual, expected, what) {
  assert.equal(actual.length, expected.length, `${what}: ${actual.length} records, ${expected.length} expected`);
  actual.forEach((event, i) => {
    assert.deepEqual(normal(event), normal(expected[i]), `${what}: record ${i} (${expected[i].type})`);
  });
}
