// The judge's table setup (templates/pro/start.html), standing at the table: tap an empty
// seat to seat a name there, tap a player then another seat to move them, pick a card per
// seat; or continue a game recorded elsewhere from its omerta-pro/1 file. The forms work
// without this script (seating at the end, the cards by picker); it adds the taps.
(function () {
  "use strict";

  var selected = null; // a seated player tapped, to move

  function $(sel, root) { return (root || document).querySelector(sel); }
  function $all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function csrf() {
    try { return JSON.parse(document.body.getAttribute("hx-headers") || "{}")["X-CSRF-Token"] || ""; } catch (e) { return ""; }
  }
  function game() { var s = $("[data-pro-setup]"); return s && s.getAttribute("data-game"); }

  // The page's words (the setup's data-words: omerta-i18n's `lobby-js-*` messages), `{name}`
  // filled from `args`.
  var WORDS = {};
  try { WORDS = JSON.parse(($("[data-pro-setup]") || document.body).getAttribute("data-words") || "{}"); } catch (e) { WORDS = {}; }
  function t(id, args) {
    var text = WORDS[id];
    if (typeof text !== "string") return id;
    return text.replace(/\{(\w+)\}/g, function (whole, name) {
      return args && Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole;
    });
  }

  // The names seated, in seat order, as the live region lists them.
  function seated() {
    return $all(".entrants li").map(function (li) {
      var name = li.querySelector("span");
      return name ? name.textContent.trim() : "";
    });
  }

  function say(text) {
    var line = $("[data-setup-status]");
    if (!line) {
      var section = $("[data-pro-setup]");
      if (!section) return;
      line = document.createElement("p");
      line.setAttribute("data-setup-status", "");
      line.setAttribute("role", "status");
      line.className = "status-line";
      section.insertBefore(line, section.querySelector("form"));
    }
    line.textContent = text;
  }

  function draw() {
    var names = seated();
    $all("[data-setup-seat]").forEach(function (b) {
      var seat = parseInt(b.getAttribute("data-setup-seat"), 10);
      var name = names[seat - 1];
      b.querySelector(".name").textContent = name || t("lobby-js-empty");
      b.classList.toggle("empty", !name);
      b.setAttribute("aria-label", t("lobby-js-seat-label", { seat: seat, name: name || t("lobby-js-empty") }));
      b.setAttribute("aria-pressed", String(selected === seat));
    });
    var start = $("[data-start]");
    if (start) start.disabled = names.length !== 10;
    var left = $("[data-seats-left]");
    if (left) left.textContent = names.length === 10 ? "" : t("lobby-js-seats-left", { n: 10 - names.length });
    var at = $("[data-seat-at]");
    var label = $("label[for=seat-name]");
    var form = $("#seat-form");
    if (form) form.hidden = names.length >= 10;
    if (at && label) {
      var target = at.value === "" ? names.length + 1 : parseInt(at.value, 10) + 1;
      label.textContent = names.length >= 10 ? t("lobby-js-full") : t("lobby-js-seat-at", { seat: Math.min(target, names.length + 1) });
    }
  }

  function command(body) {
    return fetch("/api/games/" + game() + "/commands", {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": csrf() },
      credentials: "same-origin",
      body: JSON.stringify(Object.assign({ id: window.omertaCommandId() }, body)),
    }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (b) {
        if (!r.ok) throw new Error((b.error && b.error.message) || ("refused (" + r.status + ")"));
        return b;
      });
    });
  }

  function refresh() { if (window.omertaRefresh) window.omertaRefresh(true); }

  function tap(seat) {
    var names = seated();
    var at = $("[data-seat-at]");
    if (selected !== null) {
      var from = selected;
      selected = null;
      if (from === seat) { draw(); return; }
      // Moving onto an empty seat takes the last seated place (seats are filled in order).
      var to = Math.min(seat, names.length);
      command({ lobby: { type: "move", from: from - 1, to: to - 1 } })
        .then(function () { say(t("lobby-js-moved", { name: names[from - 1], seat: to })); refresh(); },
          function (e) { say(t("lobby-js-not-moved", { error: e.message })); draw(); });
      draw();
      return;
    }
    if (names[seat - 1]) {
      selected = seat;
      say(t("lobby-js-chosen", { name: names[seat - 1], seat: seat }));
      draw();
      return;
    }
    // An empty seat: the name typed next is seated there (or at the next free seat).
    if (at) at.value = String(Math.min(seat, names.length + 1) - 1);
    var input = $("#seat-name");
    if (input) input.focus();
    draw();
  }

  // ---- continuing a game recorded elsewhere ----------------------------------------------
  var file = null;
  function readFile(input) {
    var summary = $("[data-file-summary]");
    var go = $("[data-start-file]");
    file = null;
    if (go) go.disabled = true;
    var chosen = input.files && input.files[0];
    if (!chosen) return;
    chosen.text().then(function (text) {
      var doc;
      try { doc = JSON.parse(text); } catch (e) { summary.textContent = t("lobby-js-not-json", { error: e.message }); return; }
      var problem = !doc || doc.format !== "omerta-pro/1" ? t("lobby-js-not-protocol", { format: JSON.stringify(doc && doc.format) })
        : !Array.isArray(doc.players) || doc.players.length !== 10 ? t("lobby-js-not-ten", { count: Array.isArray(doc.players) ? doc.players.length : 0 })
        : !Array.isArray(doc.events) ? t("lobby-js-no-events") : "";
      if (problem) { summary.textContent = problem; return; }
      if (seated().length) { summary.textContent = t("lobby-js-remove-first"); return; }
      file = doc;
      summary.textContent = doc.event ? t("lobby-js-file-of", { players: doc.players.length, records: doc.events.length, event: doc.event }) : t("lobby-js-file", { players: doc.players.length, records: doc.events.length });
      if (go) go.disabled = false;
    });
  }

  function startFromFile() {
    if (!file) return;
    var go = $("[data-start-file]");
    if (go) go.disabled = true;
    var players = file.players.slice().sort(function (a, b) { return a.seat - b.seat; });
    var chain = Promise.resolve();
    players.forEach(function (p, i) {
      chain = chain.then(function () { return command({ lobby: { type: "seat", name: p.name, at: i } }); });
    });
    var setup = { roles: players.map(function (p) { return p.role; }), records: file.events };
    if (file.rules) setup.rules = file.rules;
    if (file.event) setup.event = file.event;
    chain.then(function () { return command({ lobby: { type: "start", setup: setup } }); })
      .then(function () { location.reload(); },
        function (e) {
          say(t("lobby-js-not-continued", { error: e.message }));
          if (go) go.disabled = false;
          refresh();
        });
  }

  document.addEventListener("click", function (e) {
    var seat = e.target.closest && e.target.closest("[data-setup-seat]");
    if (seat) { tap(parseInt(seat.getAttribute("data-setup-seat"), 10)); return; }
    if (e.target.closest && e.target.closest("[data-start-file]")) startFromFile();
  });
  document.addEventListener("change", function (e) {
    if (e.target && e.target.id === "pro-file") readFile(e.target);
  });
  // A message about the last move is stale once the judge does something else.
  document.addEventListener("htmx:beforeRequest", function () {
    var line = $("[data-setup-status]");
    if (line) line.textContent = "";
  });
  // After a seating, the next name goes to the next free seat.
  document.addEventListener("htmx:afterRequest", function (e) {
    var form = e.detail && e.detail.elt;
    if (form && form.id === "seat-form" && e.detail.successful) {
      var at = $("[data-seat-at]");
      if (at) at.value = "";
    }
  });
  document.addEventListener("DOMContentLoaded", draw);
  document.addEventListener("htmx:afterSettle", draw);
})();
