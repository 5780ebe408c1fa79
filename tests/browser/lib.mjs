// The browser tests' kit: a real omerta server (the built binary, a fresh SQLite file),
// Debian's Chromium driven by playwright-core, and the checks every page must pass.
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, "..", "..");
export const shots = join(root, "target", "screenshots");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Starts `omerta serve` on a free port with a new database; `stop()` ends it. */
export async function startServer(extra = []) {
  const bin = process.env.OMERTA_BIN || join(root, "target", "debug", "omerta");
  const dir = mkdtempSync(join(tmpdir(), "omerta-browser-"));
  const port = await freePort();
  const args = ["serve", "--addr", `127.0.0.1:${port}`, "--database", join(dir, "omerta.db"), ...extra];
  const child = spawn(bin, args, {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch (e) {}
    if (i > 200 || child.exitCode !== null) throw new Error(`omerta serve did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    log: () => log,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.on("exit", r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless, with a fresh profile and no calls home. */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
    ],
  });
}

/** A new browser profile (its own cookies), phone-sized unless told otherwise. */
export async function newPage(browser, base, { width = 375, height = 812, touch = false, timezoneId, locale } = {}) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height }, hasTouch: touch, isMobile: false, ...(timezoneId ? { timezoneId } : {}), ...(locale ? { locale } : {}) });
  const page = await context.newPage();
  page.on("pageerror", (e) => { throw new Error(`page error: ${e.message}`); });
  // What the Content-Security-Policy blocked (an inline script, style or handler the page
  // relied on): checkPage fails on any.
  page.blocked = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|apply|load)/i.test(m.text())) page.blocked.push(m.text());
  });
  return page;
}

/** Reloads the page as a reader's refresh does. A game's page reloads itself when its
 * game starts or ends (omerta.js), so a test's reload can race the page's own: the
 * browser then refuses one of the two ("Not attached to an active page", "interrupted by
 * another navigation"). The page is let finish its own and reloaded again. */
export async function reload(page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.reload();
      return;
    } catch (e) {
      const raced = /Not attached to an active page|interrupted by another navigation|ERR_ABORTED|frame was detached|Execution context was destroyed/i;
      if (attempt >= 4 || !raced.test(e.message)) throw e;
      await page.waitForLoadState("load").catch(() => {});
      await page.waitForTimeout(250 * attempt);
    }
  }
}

/** Signs up through the form; the page is left signed in on the home page. */
export async function signUp(page, name, password = "correct horse battery") {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/signup"));
  assert.equal(await page.getByTestId("me").textContent(), name);
}

/** Hosts a game through the form; its id. */
export async function createGame(page, ruleset, title) {
  await page.goto(`/games/new?ruleset=${ruleset}`);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/games\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/**
 * A forum table up to its start: the host signs up and hosts a game, each name signs up in
 * its own page and joins under that name, and `configure(host)` (when given) sets the start
 * form before the host starts it with roles dealt as given. Returns `{ id, host, players }`,
 * the host's page on Day 1 and the players' pages in the order of `names`.
 */
export async function forumTable(browser, base, { hostName, title, names, configure } = {}) {
  const host = await newPage(browser, base);
  await signUp(host, hostName);
  const id = await createGame(host, "forum", title);
  const players = [];
  for (const name of names) {
    const page = await newPage(browser, base);
    await signUp(page, name);
    await page.goto(`/games/${id}`);
    await page.getByLabel("Your name in this game").fill(name);
    await page.getByRole("button", { name: "Join" }).click();
    await page.locator("#live .entrants", { hasText: name }).waitFor();
    players.push(page);
  }
  await host.goto(`/games/${id}`);
  await host.getByLabel(`Role ${names.length}`).waitFor();
  await host.getByLabel("How roles are dealt").selectOption("given");
  if (configure) await configure(host);
  await host.getByRole("button", { name: "Start the game", exact: true }).click();
  await host.getByText(/End (Day|Night) 1 now/).waitFor();
  return { id, host, players };
}

/** Saves a full-page screenshot under target/screenshots/. */
export async function screenshot(page, name) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/**
 * What every page must pass: every visible control has a label (its name for assistive
 * technology and for `getByLabel`), and nothing is wider than the window (375 px phones).
 */
export async function checkPage(page, what) {
  const problems = await page.evaluate(() => {
    const out = [];
    const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
    for (const el of document.querySelectorAll("input, select, textarea, button")) {
      if (el.type === "hidden" || !visible(el)) continue;
      const named =
        (el.labels && el.labels.length > 0) ||
        el.getAttribute("aria-label") ||
        el.getAttribute("aria-labelledby") ||
        (el.tagName === "BUTTON" && el.textContent.trim()) ||
        ((el.type === "submit" || el.type === "button") && el.value);
      if (!named) out.push(`unlabelled ${el.tagName.toLowerCase()} ${el.name || el.id || el.outerHTML.slice(0, 80)}`);
    }
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth + 1) {
      const wide = [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((el) => el.tagName.toLowerCase() + (el.className ? "." + el.className : ""));
      out.push(`the page is ${width} px wide in a ${window.innerWidth} px window: ${wide.join(", ")}`);
    }
    return out;
  });
  assert.deepEqual(problems, [], `${what}: ${problems.join("; ")}`);
  assert.deepEqual(page.blocked || [], [], `${what}: the Content-Security-Policy blocked something`);
}

/** Sends a command the way the page's own script does, through the API (for setup steps). */
export async function api(page, path, body) {
  return page.evaluate(
    async ({ path, body }) => {
      const session = await (await fetch("/api/session")).json();
      // No body: a read (GET); else a command (POST, with the session's CSRF token).
      const r = body === undefined
        ? await fetch(path)
        : await fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": session.csrf },
          body: JSON.stringify(body),
        });
      return { status: r.status, body: await r.json() };
    },
    { path, body },
  );
}

/**
 * A minimal SMTP server on loopback that keeps every message: the server's mail goes to it
 * (`--smtp smtp://127.0.0.1:PORT`). `mails` are `{to: [...], data}`; `waitFor(to, text)`
 * waits for one to that address containing the text.
 */
export async function startSmtpSink() {
  const mails = [];
  const server = createServer((socket) => {
    let buffer = "";
    let to = [];
    let data = null;
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let at;
      while ((at = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data !== null) {
          if (line === ".") {
            mails.push({ to, data });
            to = [];
            data = null;
            socket.write("250 OK kept\r\n");
          } else {
            data += line + "\n";
          }
          continue;
        }
        const upper = line.toUpperCase();
        if (upper.startsWith("EHLO")) socket.write("250-sink\r\n250 8BITMIME\r\n");
        else if (upper.startsWith("RCPT TO:")) {
          to.push(line.slice(8).trim().replace(/^</, "").replace(/>$/, ""));
          socket.write("250 OK\r\n");
        } else if (upper === "DATA") {
          data = "";
          socket.write("354 go on\r\n");
        } else if (upper === "QUIT") {
          socket.end("221 bye\r\n");
        } else if (upper === "RSET") {
          to = [];
          socket.write("250 OK\r\n");
        } else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address) => mails.filter((m) => m.to.includes(address)),
    async waitFor(address, text, timeout = 15000) {
      const until = Date.now() + timeout;
      while (Date.now() < until) {
        const found = mails.find((m) => m.to.includes(address) && m.data.includes(text));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${address} says ${JSON.stringify(text)}; it has ${JSON.stringify(mails.filter((m) => m.to.includes(address)).map((m) => m.data.slice(0, 400)))}`);
    },
    close: () => new Promise((r) => server.close(r)),
  };
}
