// The judge's gestures, shared by the Pro Mafia browser tests: seating a table, and
// recording protocol events the way a judge does (tools, taps, buttons).
import assert from "node:assert/strict";
import { signUp, createGame } from "./lib.mjs";

/** The judge's gestures so far (taps on buttons and seats, choices in a list). */
export const gestures = { count: 0 };
async function press(locator, how = "click") {
  gestures.count += 1;
  return how === "check" ? locator.check() : locator.click();
}
async function pick(locator, value) {
  gestures.count += 1;
  return locator.selectOption(value);
}

export async function useTool(page, name) {
  const tool = page.locator(".toolbar").getByRole("button", { name, exact: true });
  // A judge does not tap the tool already chosen: it stays chosen.
  if ((await tool.getAttribute("aria-pressed")) === "true") return;
  await press(tool);
}

export async function tapSeat(page, seat) {
  await press(page.locator(`.seat[data-seat="${seat}"]`));
}

/** Signs up a judge, hosts a table, seats ten players and starts with the given cards. */
export async function startTable(page, { judge, title, names, roles, event }) {
  await signUp(page, judge);
  const id = await createGame(page, "pro", title);
  await seatTable(page, names);
  for (const [i, role] of roles.entries()) await pick(page.getByLabel(`Card for seat ${i + 1}`, { exact: true }), role);
  if (event) await page.getByLabel(/Tournament or event/).fill(event);
  await press(page.getByRole("button", { name: "Start the game" }));
  await page.locator('[data-tool="vote"]').waitFor();
  return id;
}

/** Seats the names in order the way a judge standing at the table does: tap the empty
 * seat, type the name, Seat. */
export async function seatTable(page, names) {
  for (const [i, name] of names.entries()) {
    await press(page.locator(`[data-setup-seat="${i + 1}"]`));
    await page.locator("#seat-name").fill(name);
    await press(page.locator("#seat-form").getByRole("button", { name: "Seat", exact: true }));
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
      return press(page.getByRole("button", { name: "Day", exact: true }));
    case "night":
      return press(page.getByRole("button", { name: "Night", exact: true }));
    case "nominate":
      await useTool(page, "Nominate");
      await tapSeat(page, event.by);
      return tapSeat(page, event.target);
    case "vote": {
      await useTool(page, "Vote");
      // Hands by candidate, as a judge counts them: choose the candidate, tap their hands.
      const byCandidate = {};
      for (const [voter, candidate] of Object.entries(event.ballots)) {
        (byCandidate[candidate] = byCandidate[candidate] || []).push(Number(voter));
      }
      for (const [candidate, voters] of Object.entries(byCandidate)) {
        const chip = page.locator(`#tool-panel [data-candidate="${candidate}"]`);
        if ((await chip.getAttribute("aria-pressed")) !== "true") await press(chip);
        for (const voter of voters) await tapSeat(page, voter);
      }
      return press(page.getByTestId("record-vote"));
    }
    case "lift":
      await useTool(page, "Lift");
      for (const seat of event.yes) await tapSeat(page, seat);
      return press(page.getByRole("button", { name: "Record the lift vote" }));
    case "shots": {
      await useTool(page, "Shoot");
      for (const [shooter, target] of Object.entries(event.shots)) {
        await pick(page.getByLabel(new RegExp(`^#${shooter} .* shoots$`)), String(target));
      }
      for (const seat of event.miss_by || []) await press(page.locator(`#miss-${seat}`), "check");
      if (event.credit) await pick(page.getByLabel(/^Credit for/), String(event.credit));
      return press(page.getByRole("button", { name: "Record the shots" }));
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
      await press(plus);
      page.removeAllListeners("dialog");
      return;
    }
    case "will": {
      await useTool(page, "Will");
      await press(page.getByRole("button", { name: new RegExp(`^Will of #${event.by} `) }));
      if (event.colors) {
        await press(page.getByRole("button", { name: "Colours (First Out)" }));
        for (const [seat, color] of Object.entries(event.colors)) {
          await tapSeat(page, Number(seat));
          if (color === "black") await tapSeat(page, Number(seat));
        }
      } else if (event.order) {
        await press(page.getByRole("button", { name: "Ordered" }));
        for (const seat of event.order) await tapSeat(page, seat);
      } else if (event.helm) {
        await press(page.getByRole("button", { name: "Pass the helm" }));
        await tapSeat(page, event.helm);
      } else {
        return press(page.getByRole("button", { name: "No will" }));
      }
      return press(page.getByRole("button", { name: "Record the will" }));
    }
    case "removal":
    case "disqualification":
    case "declared_defeat": {
      await openOthers(page);
      await pick(page.getByLabel("Seat", { exact: true }), String(event.seat));
      const name = { removal: "Remove", disqualification: "Disqualify", declared_defeat: "Declared defeat" }[event.type];
      page.once("dialog", (d) => d.accept());
      if (event.type === "removal") {
        await useTool(page, "Remove");
        return tapSeat(page, event.seat);
      }
      return press(page.getByRole("button", { name, exact: true }));
    }
    case "surrender":
      await openOthers(page);
      page.once("dialog", (d) => d.accept());
      return press(page.getByRole("button", { name: "The mafia surrender" }));
    case "end":
      await openOthers(page);
      await pick(page.getByLabel("Winner"), event.winner);
      page.once("dialog", (d) => d.accept());
      return press(page.getByRole("button", { name: "End the game" }));
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
