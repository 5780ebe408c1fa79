"""Issue 25, finding 1, through a running server: knotted forum nights of 16, 20 and 30
players (block, swap, redirect, kill around the ring) advanced by their host; prints the
answer's time, the server's CPU in the 5 s after the answer, a repeat's time, and the
server's resident memory (now and peak). Usage: python3 scripts/attack-knots.py BASE SERVER_PID (needs `requests`); start the server with
--signups-per-hour 100000 --games-per-hour 10000 --posts-per-minute 100000."""
import json, sys, time, threading, requests

base, pid = sys.argv[1], int(sys.argv[2])

def proc():
    status = open(f"/proc/{pid}/status").read()
    f = lambda k: int([l for l in status.splitlines() if l.startswith(k)][0].split()[1]) // 1024
    stat = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    cpu = (int(stat[11]) + int(stat[12])) / 100
    return f("VmRSS:"), f("VmHWM:"), cpu

class Client:
    def __init__(self, name):
        self.s = requests.Session()
        r = self.s.post(base + "/api/accounts", json={"name": name, "password": "correct horse battery"})
        assert r.status_code == 201, r.text
        self.csrf = r.json()["csrf"]
    def post(self, path, body):
        return self.s.post(base + path, json=body, headers={"x-csrf-token": self.csrf})

def knot(host, n, tag):
    g = host.post("/api/games", {"ruleset": "forum", "title": f"knot {tag}"}).json()["id"]
    players = []
    for i in range(n):
        p = Client(f"Knot {tag} {i}")
        assert p.post(f"/api/games/{g}/commands", {"lobby": {"type": "join", "name": f"K{i}"}}).ok
        players.append(p)
    roles = [{"faction": "mafia" if i < 3 else "town", "abilities": ["block", "swap", "redirect", "kill"]} for i in range(n)]
    r = host.post(f"/api/games/{g}/commands", {"lobby": {"type": "start", "setup": {"game": {"starts_with": "night"}, "deal": "given", "roles": roles}}})
    assert r.ok, r.text
    for i, p in enumerate(players):
        at = lambda k: f"K{(i + k) % n}"
        for ability, targets in [("block", [at(1)]), ("swap", [at(2), at(3)]), ("redirect", [at(4), at(5)]), ("kill", [at(6)])]:
            r = p.post(f"/api/games/{g}/commands", {"game": {"type": "night_action", "ability": ability, "targets": targets}})
            assert r.ok, r.text
    return g

host = Client("Attack host")
print("before: rss %d MiB, peak %d MiB" % proc()[:2])
for n in (16, 20, 30):
    g = knot(host, n, n)
    t = time.time()
    r = host.post(f"/api/games/{g}/commands", {"game": {"type": "advance"}})
    took = time.time() - t
    _, _, cpu0 = proc()
    time.sleep(5)
    rss, peak, cpu1 = proc()
    t = time.time()
    r2 = host.post(f"/api/games/{g}/commands", {"game": {"type": "advance"}})
    again = time.time() - t
    print(f"knot of {n}: {r.status_code} {r.json()['error']['code']} in {took*1000:.0f} ms; "
          f"CPU in the 5 s after: {cpu1-cpu0:.2f} s; again: {r2.status_code} in {again*1000:.0f} ms; "
          f"rss {rss} MiB, peak {peak} MiB")
