// Mafia 1923 pages: the phase's countdown, and the start form's lists (families, role
// pools, players' requests), written as JSON into its hidden fields when it is sent.
(function () {
  "use strict";

  // The page's sentences in the reader's language: one JSON block (the game's or the start
  // form's data-words, the `m1923-js-*` messages), `{name}` filled from `args`.
  var WORDS = {};
  try { WORDS = JSON.parse((document.querySelector(".m1923[data-words], form[data-m1923-start][data-words]") || document.body).getAttribute("data-words") || "{}") || {}; } catch (e) { WORDS = {}; }
  function t(id, args) {
    var text = typeof WORDS[id] === "string" ? WORDS[id] : id;
    return text.replace(/\{(\w+)\}/g, function (whole, name) {
      return args && Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole;
    });
  }

  // --- The phase's deadline: what is left -------------------------------------------
  function left(ms) {
    var s = Math.max(0, Math.floor(ms / 1000));
    var d = Math.floor(s / 86400), h = Math.floor((s % 86400) / 3600);
    var m = Math.floor((s % 3600) / 60), sec = s % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return (d > 0 ? d + " d " : "") + (d > 0 || h > 0 ? h + ":" + two(m) : m) + ":" + two(sec);
  }

  function tick() {
    document.querySelectorAll("time[data-deadline]").forEach(function (time) {
      var at = parseInt(time.getAttribute("data-deadline"), 10);
      if (isNaN(at)) return;
      // The time itself is written by the server in the game's zone, and omerta.js adds
      // the reader's own beside it: only what is left is counted here.
      var box = time.parentNode && time.parentNode.querySelector("[data-countdown]");
      if (!box) return;
      var ms = at - Date.now();
      var text = ms > 0 ? t("m1923-js-left", { time: left(ms) }) : t("m1923-js-up");
      if (box.textContent !== text) box.textContent = text;
    });
  }
  document.addEventListener("DOMContentLoaded", tick);
  document.addEventListener("htmx:afterSettle", tick);
  setInterval(tick, 1000);

  // --- A phase that opens on the game's clock: no event tells the page, so it redraws
  // itself when the time comes (the forms appear). Checked every second, so a computer
  // that slept catches up.
  setInterval(function () {
    var opens = document.querySelector("#live [data-opens]");
    var at = opens && parseInt(opens.getAttribute("data-opens"), 10);
    if (at && Date.now() >= at && window.omertaRefresh && !opens.hasAttribute("data-asked")) {
      opens.setAttribute("data-asked", "");
      window.omertaRefresh(true);
    }
  }, 1000);

  // --- The private channels: a message being written survives the live region's redraw
  // (an event from someone else redraws it); the reader's own sent message does not.
  var kept = {};
  document.addEventListener("htmx:beforeSwap", function (e) {
    kept = {};
    var config = e.detail && e.detail.requestConfig;
    var verb = config && config.verb ? String(config.verb).toLowerCase() : "get";
    var status = e.detail && e.detail.xhr ? e.detail.xhr.status : 200;
    var sent = verb !== "get" && status < 400 && config && config.elt;
    document.querySelectorAll("#live textarea[data-keep]").forEach(function (area) {
      if (!area.value) return;
      if (sent && sent.contains && sent.contains(area)) return;
      kept[area.getAttribute("data-keep")] = area.value;
    });
  });
  document.addEventListener("htmx:afterSwap", function () {
    document.querySelectorAll("#live textarea[data-keep]").forEach(function (area) {
      var text = kept[area.getAttribute("data-keep")];
      if (text && !area.value) area.value = text;
    });
  });

  // --- The start form -------------------------------------------------------------
  var NAMES = ["Cohen", "Levi", "Mizrahi", "Peretz", "Biton", "Dahan", "Friedman", "Katz",
    "Azoulay", "Shapiro", "Avraham", "Malka", "Ohana", "Ben-David", "Amar", "Goldberg"];

  // The families for n players: as many as possible (8s before 10s); none if n cannot be
  // split into 8s and 10s.
  function partition(n) {
    for (var tens = 0; tens * 10 <= n; tens++) {
      var rest = n - tens * 10;
      if (rest % 8 === 0) {
        var sizes = [];
        for (var i = 0; i < rest / 8; i++) sizes.push(8);
        for (var j = 0; j < tens; j++) sizes.push(10);
        return sizes.length >= 2 ? sizes : null;
      }
    }
    return null;
  }

  function familyRow(form, index, name, size) {
    var row = document.createElement("div");
    row.className = "row m-family-row";
    row.setAttribute("data-family-row", "");
    var id = "m-fam-" + index;
    row.innerHTML =
      '<label for="' + id + '"></label><input id="' + id + '" data-family-name maxlength="40" required dir="auto">' +
      '<label for="' + id + '-size"></label><select id="' + id + '-size" data-family-size>' +
      '<option value="8">8</option><option value="10">10</option></select>' +
      '<button type="button" class="link" data-family-remove></button>';
    var labels = row.querySelectorAll("label");
    labels[0].textContent = t("m1923-js-family-name", { n: index });
    labels[1].textContent = t("m1923-js-size");
    row.querySelector("button").textContent = t("m1923-js-remove");
    row.querySelector("input").value = name;
    row.querySelector("select").value = String(size);
    row.querySelector("button").setAttribute("aria-label", t("m1923-js-remove-family", { n: index }));
    return row;
  }

  function renumber(form) {
    form.querySelectorAll("[data-family-row]").forEach(function (row, i) {
      var n = i + 1, id = "m-fam-" + n;
      var labels = row.querySelectorAll("label");
      labels[0].setAttribute("for", id);
      labels[0].textContent = t("m1923-js-family-name", { n: n });
      labels[1].setAttribute("for", id + "-size");
      row.querySelector("[data-family-name]").id = id;
      row.querySelector("[data-family-size]").id = id + "-size";
      var remove = row.querySelector("[data-family-remove]");
      remove.hidden = false;
      remove.setAttribute("aria-label", t("m1923-js-remove-family", { n: n }));
    });
    var list = document.getElementById("m-family-names");
    if (list) {
      list.innerHTML = "";
      form.querySelectorAll("[data-family-name]").forEach(function (input) {
        var option = document.createElement("option");
        option.value = input.value.trim();
        if (option.value) list.appendChild(option);
      });
    }
  }

  function setFamilies(form, sizes) {
    var rows = form.querySelector("[data-family-rows]");
    rows.innerHTML = "";
    sizes.forEach(function (size, i) {
      rows.appendChild(familyRow(form, i + 1, NAMES[i] || t("m1923-js-family", { n: i + 1 }), size));
    });
    var court = form.querySelector("#m-court");
    if (court && !court.hasAttribute("data-touched")) {
      court.value = String(Math.max(1, Math.min(3, sizes.length - 1)));
    }
    renumber(form);
  }

  function number(input) {
    var n = parseInt(input.value, 10);
    return isNaN(n) ? 0 : n;
  }

  // The lists of the setup, as the API takes them.
  function build(form) {
    var families = [];
    form.querySelectorAll("[data-family-row]").forEach(function (row) {
      var name = row.querySelector("[data-family-name]").value.trim();
      if (name) families.push({ name: name, size: number(row.querySelector("[data-family-size]")) });
    });
    var pools = { roles: [], mafia_second_roles: [] };
    form.querySelectorAll("[data-pool]").forEach(function (input) {
      var count = number(input);
      if (count > 0) pools[input.getAttribute("data-pool")].push({ role: input.getAttribute("data-role"), count: count });
    });
    var players = [], asked = false;
    form.querySelectorAll("[data-player-row]").forEach(function (row) {
      var player = {};
      row.querySelectorAll("[data-p]").forEach(function (field) {
        var value = field.value.trim();
        if (value) player[field.getAttribute("data-p")] = value;
      });
      if (player.level !== "standard" || Object.keys(player).length > 1) asked = true;
      players.push(player);
    });
    var deal = form.querySelector("[name='f.setup.deal']");
    var out = function (key, value) {
      var field = form.querySelector("[data-out='" + key + "']");
      if (field) field.value = value === null ? "" : JSON.stringify(value);
    };
    out("families", families);
    out("roles", pools.roles);
    out("mafia_second_roles", pools.mafia_second_roles);
    out("players", asked || (deal && deal.value === "given") ? players : null);
  }

  function setUpStart(form) {
    form.querySelectorAll("[data-family-add], [data-family-remove]").forEach(function (b) { b.hidden = false; });
    var slots = parseInt(form.getAttribute("data-slots"), 10);
    var sizes = partition(slots);
    if (sizes) setFamilies(form, sizes);
    form.addEventListener("click", function (event) {
      var target = event.target;
      if (target.matches("[data-family-add]")) {
        var rows = form.querySelector("[data-family-rows]");
        var n = rows.children.length + 1;
        var row = familyRow(form, n, NAMES[n - 1] || t("m1923-js-family", { n: n }), 8);
        rows.appendChild(row);
        renumber(form);
        row.querySelector("input").focus();
      } else if (target.matches("[data-family-remove]")) {
        var all = form.querySelectorAll("[data-family-row]");
        if (all.length <= 1) return;
        var row2 = target.closest("[data-family-row]");
        var next = row2.nextElementSibling || row2.previousElementSibling;
        row2.remove();
        renumber(form);
        if (next) next.querySelector("input").focus();
      }
    });
    // The rules' clock replaces the phase lengths: they are not sent with it.
    var clock = form.querySelector("#m-clock");
    var lengths = form.querySelectorAll("#m-night, #m-day");
    function clockChanged() {
      var scheduled = clock && clock.value !== "";
      lengths.forEach(function (select) { select.disabled = scheduled; });
    }
    clockChanged();
    form.addEventListener("change", function (event) {
      if (event.target.id === "m-clock") clockChanged();
      if (event.target.id === "m-court") event.target.setAttribute("data-touched", "");
      if (event.target.matches("[data-family-name]")) renumber(form);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("form[data-m1923-start]").forEach(setUpStart);
  });
  // Before htmx (or the browser) reads the form: fill in the lists.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (form && form.matches && form.matches("form[data-m1923-start]")) build(form);
  }, true);
})();
