// omerta's own script: live pages (the game's event stream refreshes the live region),
// htmx settings, and the judge's timers with sound. Everything else is plain HTML forms.
(function () {
  "use strict";

  // A form's command id stops a double tap from applying twice; once the server has
  // answered, the next submission of the same form is a new command and gets a new id.
  document.addEventListener("htmx:afterRequest", function (e) {
    var form = e.detail && e.detail.elt;
    var cid = form && form.querySelector && form.querySelector("input[name=cid]");
    if (cid) cid.value = newCommandId();
    // A form that asks for it is emptied once its command is taken (seating a name).
    if (form && form.hasAttribute && form.hasAttribute("data-reset-on-success") &&
        e.detail.successful && form.reset) {
      form.reset();
      if (cid) cid.value = newCommandId();
    }
  });
  document.addEventListener("DOMContentLoaded", function () {
    if (window.htmx) {
      // A refused command answers 422 with the page and its error: show it.
      htmx.config.responseHandling = [
        { code: "204", swap: false },
        { code: "[23]..", swap: true },
        { code: "422", swap: true, error: false },
        { code: "[45]..", swap: false, error: true },
      ];
    }
    keepWhatTheReaderDid();
    startStream();
    // A game that started, finished or stopped is drawn by another template: when the
    // live region says so, load the whole page again.
    // Folds the reader opened in the live region stay open when it is redrawn.
    var opened = [];
    document.addEventListener("htmx:beforeSwap", function (e) {
      // Answers can arrive out of order (a refresh started before the reader's own
      // command may land after it): never draw an older version over a newer one.
      var live = document.getElementById("live");
      var text = e.detail && e.detail.xhr && e.detail.xhr.responseText;
      var incoming = text && /id="live"[^>]*data-version="(\d+)"/.exec(text);
      var drawn = live && parseInt(live.getAttribute("data-version") || "0", 10);
      if (incoming && drawn && parseInt(incoming[1], 10) < drawn) {
        e.detail.shouldSwap = false;
        return;
      }
      // A refresh that started before the reader's own command was refused brings the
      // same version without the refusal: drawn over it, the sentence telling the reader
      // what to correct would vanish before it is read (a lobby filling up while a player
      // picks a name). Nothing newer has happened, so the refusal stays.
      var config = e.detail && e.detail.requestConfig;
      var verb = config && config.verb ? String(config.verb).toLowerCase() : "get";
      if (verb === "get" && incoming && drawn && parseInt(incoming[1], 10) === drawn &&
          live.querySelector("[role=alert]")) {
        e.detail.shouldSwap = false;
        return;
      }
      opened = [];
      document.querySelectorAll("#live details[open][id]").forEach(function (d) { opened.push(d.id); });
    });
    document.addEventListener("htmx:afterSwap", function () {
      opened.forEach(function (id) {
        var d = document.getElementById(id);
        if (d) d.open = true;
      });
    });
    document.addEventListener("htmx:afterSettle", function () {
      var game = document.querySelector("[data-game]");
      var live = document.getElementById("live");
      var now = live && live.getAttribute("data-status");
      if (game && now && game.getAttribute("data-status") && now !== game.getAttribute("data-status")) {
        location.reload();
      }
    });
    // A form that sends the reader back to its field (a registration, one name after
    // another) names it in the address: focus it for the next name.
    var back = location.hash && document.getElementById(location.hash.slice(1));
    if (back && back.hasAttribute("data-focus-after")) back.focus();
    yourTimes(document);
    document.addEventListener("htmx:afterSettle", function () { yourTimes(document); });
    document.querySelectorAll("[data-timer]").forEach(setUpTimer);
    document.querySelectorAll("[data-copy]").forEach(setUpCopy);
    // No inline handlers (the Content-Security-Policy forbids them): the print button.
    document.querySelectorAll("[data-print]").forEach(function (button) {
      button.addEventListener("click", function () { window.print(); });
    });
  });

  // --- An account typed by name: suggestions from the site's accounts ---------------
  var suggesting = null;
  document.addEventListener("input", function (e) {
    var input = e.target;
    if (!input || !input.matches || !input.matches("input[data-accounts]")) return;
    clearTimeout(suggesting);
    suggesting = setTimeout(function () {
      var list = document.getElementById(input.getAttribute("data-accounts"));
      var name = input.value.trim();
      if (!list || !name) return;
      fetch("/api/accounts?name=" + encodeURIComponent(name))
        .then(function (r) { return r.ok ? r.json() : { accounts: [] }; })
        .then(function (found) {
          list.innerHTML = "";
          (found.accounts || []).forEach(function (a) {
            var option = document.createElement("option");
            option.value = a.name;
            list.appendChild(option);
          });
        })
        .catch(function () { /* offline: no suggestions, the name typed still goes */ });
    }, 150);
  });

  // --- A game's times: the server writes them in the game's zone with its name; the
  // reader's own time is added where it differs (only the browser knows the reader's zone).
  var SHORT = { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
  // The page's language: English keeps its historical en-GB dates; the others their own.
  var LANG = document.documentElement.lang || "en";
  var LOCALE = LANG === "en" ? "en-GB" : LANG;
  // The layout's script sentences in the reader's language (the body's data-words, the
  // `site-js-*` messages), `{name}` filled from `args`.
  var WORDS = {};
  try { WORDS = JSON.parse(document.body.getAttribute("data-words") || "{}") || {}; } catch (e) { WORDS = {}; }
  function t(id, args) {
    var text = typeof WORDS[id] === "string" ? WORDS[id] : id;
    return text.replace(/\{(\w+)\}/g, function (whole, name) {
      return args && Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole;
    });
  }
  function yourTimes(root) {
    var own;
    try { own = Intl.DateTimeFormat().resolvedOptions().timeZone; } catch (e) { return; }
    root.querySelectorAll("time[data-zone][data-at]").forEach(function (time) {
      var next = time.nextElementSibling;
      if (next && next.hasAttribute("data-your-time")) return;
      var at = new Date(parseInt(time.getAttribute("data-at"), 10));
      if (isNaN(at.getTime())) return;
      var theirs, mine;
      try {
        theirs = at.toLocaleString(LOCALE, Object.assign({ timeZone: time.getAttribute("data-zone") }, SHORT));
        mine = at.toLocaleString(LOCALE, SHORT);
      } catch (e) { return; }
      if (theirs === mine) return;
      var span = document.createElement("span");
      span.className = "your-time";
      span.setAttribute("data-your-time", "");
      span.textContent = " " + (own ? t("site-js-your-time-zone", { time: mine, zone: own }) : t("site-js-your-time", { time: mine }));
      time.parentNode.insertBefore(span, time.nextSibling);
    });
  }

  // --- A morphed live region keeps what its reader did (issue 27: a player's post
  // closed the host's open folds and emptied the reasons they were typing) -------------
  // A form control the reader changed is left as it is, and so is a fold they opened or
  // closed; everything else takes the server's new state. The reader's own form, once its
  // command is taken, is reset first, so it takes the server's state too (a refused one
  // keeps what was typed, to correct it).
  function changedByReader(el) {
    var tag = el.tagName;
    if (tag === "TEXTAREA") return el.value !== el.defaultValue;
    if (tag === "INPUT") {
      if (el.type === "hidden" || el.type === "submit" || el.type === "button") return false;
      if (el.type === "checkbox" || el.type === "radio") return el.checked !== el.defaultChecked;
      return el.value !== el.defaultValue;
    }
    if (tag === "SELECT") {
      var chosen = -1;
      for (var i = 0; i < el.options.length; i++) if (el.options[i].defaultSelected) chosen = i;
      if (chosen < 0 && !el.multiple) chosen = el.options.length ? 0 : -1;
      if (!el.multiple) return el.selectedIndex !== chosen;
      return Array.prototype.some.call(el.options, function (o) { return o.selected !== o.defaultSelected; });
    }
    return false;
  }
  function keepWhatTheReaderDid() {
    if (!window.Idiomorph || !Idiomorph.defaults) return;
    Idiomorph.defaults.callbacks.beforeNodeMorphed = function (old) {
      if (old.nodeType === 1 && changedByReader(old)) return false;
    };
    Idiomorph.defaults.callbacks.beforeAttributeUpdated = function (name, el) {
      if (name === "open" && el.tagName === "DETAILS") return false;
    };
    document.addEventListener("htmx:beforeSwap", function (e) {
      var config = e.detail && e.detail.requestConfig;
      var verb = config && config.verb ? String(config.verb).toLowerCase() : "get";
      var status = e.detail && e.detail.xhr ? e.detail.xhr.status : 0;
      var form = config && config.elt;
      if (verb !== "get" && status < 400 && form && form.tagName === "FORM" && e.detail.shouldSwap !== false) {
        form.reset();
      }
    });
  }

  function newCommandId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return String(Date.now()) + "-" + Math.random().toString(16).slice(2);
  }
  window.omertaCommandId = newCommandId;

  // --- Live pages -------------------------------------------------------------------
  var refreshTimer = null;
  var latestSeen = 0;
  function drawnVersion() {
    var live = document.getElementById("live");
    return live ? parseInt(live.getAttribute("data-version") || "0", 10) : 0;
  }
  function refresh(force) {
    if (refreshTimer) return;
    refreshTimer = setTimeout(function () {
      refreshTimer = null;
      var live = document.getElementById("live");
      if (!live || !window.htmx) return;
      // The answer to the reader's own command may have drawn it meanwhile.
      if (!force && latestSeen && drawnVersion() >= latestSeen) return;
      // Offline, the refresh fails: the next event or record refreshes again. A region
      // that asks for it is morphed (idiomorph): what its reader typed, chose or opened
      // stays (see keepWhatTheReaderDid). The region is the request's source too: htmx
      // looks for the swap's extension (hx-ext="morph") from the source up, and without
      // one the source is <body>, outside it, so the region would be replaced after all.
      var done = htmx.ajax("GET", location.pathname + location.search, {
        source: live, target: "#live", select: "#live",
        swap: live.hasAttribute("data-morph") && window.Idiomorph ? "morph:outerHTML" : "outerHTML",
      });
      if (done && done.catch) done.catch(function () {});
    }, 120);
  }

  // The judge's console refreshes the live region once the server took a record.
  window.omertaRefresh = refresh;

  function startStream() {
    var game = document.querySelector("[data-game]");
    if (!game || !window.EventSource) return;
    var id = game.getAttribute("data-game");
    var after = game.getAttribute("data-version") || "0";
    var kinds = [];
    try { kinds = JSON.parse(game.getAttribute("data-kinds") || "[]"); } catch (e) {}
    var source = new EventSource("/api/games/" + id + "/stream?after=" + after);
    kinds.forEach(function (kind) {
      source.addEventListener(kind, function (e) {
        // The live region may already show this event (the answer to the reader's own
        // command drew it): then there is nothing to fetch.
        var id = parseInt(e.lastEventId || "0", 10);
        if (id > latestSeen) latestSeen = id;
        if (id && id <= drawnVersion()) return;
        // The lobby becoming a game (or the game ending) changes the whole page.
        if (kind === "lobby.started" || kind === "lobby.abandoned") {
          location.reload();
        } else {
          refresh();
        }
      });
    });
    window.omertaStream = source;
  }

  // --- Copy buttons (the BBCode tally) ----------------------------------------------
  function setUpCopy(button) {
    button.addEventListener("click", function () {
      var target = document.getElementById(button.getAttribute("data-copy"));
      if (!target) return;
      var text = target.value !== undefined ? target.value : target.textContent;
      var done = function () {
        var old = button.textContent;
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = old; }, 1500);
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, function () { target.select(); });
      } else {
        if (target.select) target.select();
        try { document.execCommand("copy"); done(); } catch (e) {}
      }
    });
  }
  window.omertaSetUpCopy = setUpCopy;

  // --- Timers with sound ------------------------------------------------------------
  var audio = null;
  function beep(ms, freq) {
    try {
      audio = audio || new (window.AudioContext || window.webkitAudioContext)();
      var osc = audio.createOscillator();
      var gain = audio.createGain();
      osc.frequency.value = freq || 880;
      osc.connect(gain);
      gain.connect(audio.destination);
      gain.gain.setValueAtTime(0.2, audio.currentTime);
      osc.start();
      osc.stop(audio.currentTime + ms / 1000);
    } catch (e) { /* no sound on this device */ }
  }

  function setUpTimer(box) {
    var display = box.querySelector("[data-timer-display]");
    var left = 0, ticking = null, warnAt = 10;
    function show() {
      var m = Math.floor(left / 60), s = left % 60;
      display.textContent = m + ":" + (s < 10 ? "0" : "") + s;
      box.classList.toggle("warn", left > 0 && left <= warnAt);
      box.classList.toggle("over", left === 0 && ticking === null && box.dataset.ran === "1");
    }
    function stop() { if (ticking) { clearInterval(ticking); ticking = null; } }
    // The page's words (data-word-pause, data-word-resume), so that the button speaks the
    // page's language.
    var words = { pause: box.getAttribute("data-word-pause") || "Pause", resume: box.getAttribute("data-word-resume") || "Resume" };
    // Whoever shows the timer elsewhere (the judge's console sends it to the table's
    // stream overlay) hears each change: the time left, whether it runs, and whether it
    // is a new timing (started) or the same one (paused, resumed) or none (reset).
    function tell(running, change) {
      document.dispatchEvent(new CustomEvent("omerta:clock", { detail: { left_ms: left * 1000, running: running, change: change } }));
    }
    function start(seconds, resumed) {
      stop();
      left = seconds;
      box.dataset.ran = "1";
      beep(80, 660);
      show();
      ticking = setInterval(function () {
        left -= 1;
        if (left === warnAt) beep(150, 880);
        if (left <= 0) {
          left = 0;
          stop();
          beep(700, 440);
        }
        show();
        box.setAttribute("data-left", String(left));
      }, 1000);
      box.setAttribute("data-left", String(left));
      tell(true, resumed ? "resumed" : "started");
    }
    box.querySelectorAll("[data-seconds]").forEach(function (b) {
      b.addEventListener("click", function () { start(parseInt(b.getAttribute("data-seconds"), 10)); });
    });
    var pause = box.querySelector("[data-timer-pause]");
    if (pause) pause.addEventListener("click", function () {
      if (ticking) { stop(); pause.textContent = words.resume; tell(false, "paused"); }
      else if (left > 0) { start(left, true); pause.textContent = words.pause; }
    });
    // The console's "next speaker" starts the timer for the next speech.
    document.addEventListener("omerta:timer", function (e) {
      if (e.detail && e.detail.seconds) start(e.detail.seconds);
    });
    var reset = box.querySelector("[data-timer-reset]");
    if (reset) reset.addEventListener("click", function () { stop(); left = 0; box.dataset.ran = "0"; show(); if (pause) pause.textContent = words.pause; tell(false, "reset"); });
    show();
  }
})();
