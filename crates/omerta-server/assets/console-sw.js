// The judge's console offline (docs/server/web.md, "Offline"): a service worker that keeps
// the console's page and its assets, so that a reload without a network opens the console
// with its queue (kept in localStorage) instead of the browser's offline page.
//
// - Only the pages the console asked to keep (its own, `keep` messages) and the assets are
//   kept; every other request goes to the network untouched (the API, the event stream,
//   every other page).
// - Network first: online, a kept page or an asset is fetched as always, and the copy is
//   renewed (the console's own refreshes fetch its page again after each record), so the
//   copy is the table as last seen; offline, the copy answers.
// - Signing out forgets every kept page: the copies hold the judge's view.
"use strict";

var CACHE = "omerta-console-1";
var KEPT = "/__kept__";
var ASSETS = ["/assets/omerta.css", "/assets/omerta.js", "/assets/htmx.min.js", "/assets/pro.js"];

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.addAll(ASSETS); }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(self.clients.claim());
});

// The console asks for its page to be kept: marked, and its copy taken now.
self.addEventListener("message", function (event) {
  var path = event.data && event.data.keep;
  if (typeof path !== "string" || !/^\/games\/\d+$/.test(path)) return;
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.put(KEPT + path, new Response("kept")).then(function () {
      return fetch(path, { credentials: "same-origin" }).then(function (response) {
        if (response.ok) return cache.put(path, response);
      }, function () { /* offline now: the next visit online takes the copy */ });
    });
  }));
});

function networkFirst(request, path, keep) {
  return caches.open(CACHE).then(function (cache) {
    return fetch(request).then(function (response) {
      if (keep && response.ok && response.type === "basic") cache.put(path, response.clone());
      return response;
    }, function () {
      return cache.match(path).then(function (copy) { return copy || Response.error(); });
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && url.pathname === "/logout") {
    event.waitUntil(caches.delete(CACHE));
    return;
  }
  if (request.method !== "GET") return;
  if (ASSETS.indexOf(url.pathname) >= 0) {
    event.respondWith(networkFirst(request, url.pathname, true));
    return;
  }
  if (!/^\/games\/\d+$/.test(url.pathname)) return;
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(KEPT + url.pathname).then(function (kept) {
      return networkFirst(request, url.pathname, !!kept);
    });
  }));
});
