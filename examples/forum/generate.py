#!/usr/bin/env python3
"""Writes examples/forum/thread.json: a realistic forum Mafia thread, 13 players, four days
and three nights (the thread ends as Night 4 opens), in the `omerta-forum/1` format
(docs/forum/thread.md).

The votes, deaths, edits, night posts and the replacement follow a fixed script (the
story told in README.md); the discussion around them is made up from a seeded random
stream, so the same file comes out every time. Python 3 standard library only.

    python3 examples/forum/generate.py            # writes thread.json next to this file
    python3 examples/forum/generate.py --summary  # also prints the scripted posts' ids
"""

import datetime
import json
import os
import random
import re
import sys

SEED = 20260316
START = "2026-03-16T20:00:00Z"
DAY_H, NIGHT_H = 48, 24
HOST = "Gorny"

# name, faction, role, aliases
PLAYERS = [
    ("Noodle", "town", "cop", ["Noods"]),
    ("Bad Ash", "town", "vanilla", ["BA"]),
    ("Dredd", "town", "vanilla", []),
    ("Leopold Stotch", "town", "doctor", ["Butters"]),
    ("Pyro", "mafia", "goon", ["Pyrotechnician"]),
    ("Tara", "town", "tracker", []),
    ("Mikeburnfire", "town", "vanilla", ["Mike"]),
    ("Quill", "town", "vanilla", []),
    ("Juniper", "town", "vanilla", []),
    ("Sable", "mafia", "godfather", []),
    ("Wexford", "town", "vanilla", []),
    ("Marlow", "mafia", "roleblocker", []),
    ("Tinsel", "town", "vanilla", []),
]
REPLACEMENT = ("Mikeburnfire", "Hollis")

H = 3600
M = 60


def day_start(n):
    return (n - 1) * (DAY_H + NIGHT_H) * H


def night_start(n):
    return day_start(n) + DAY_H * H


def t(day, hours, minutes=0, night=False):
    """Seconds from START: `hours` into Day `day` (or Night `day`)."""
    base = night_start(day) if night else day_start(day)
    return base + hours * H + minutes * M


def iso(seconds):
    """RFC 3339 (UTC) of `seconds` after START."""
    base = datetime.datetime(2026, 3, 16, 20, 0, 0, tzinfo=datetime.timezone.utc)
    return (base + datetime.timedelta(seconds=seconds)).strftime("%Y-%m-%dT%H:%M:%SZ")


# ---------------------------------------------------------------------------------------
# The script: every post that votes, unvotes, breaks a rule or is the host's.
# (time, author, body, options)
# ---------------------------------------------------------------------------------------

RULES_POST = """[b]Welcome to Gorny's Mafia Game #41: The Harbour[/b]

This game is: [b]1. Normal.[/b] No undisclosed mechanics or odd power rules, or other unexpected stuff. A basic mafia game.

[b]1.[/b] Talk about your role and this game is strictly prohibited outside of the game thread until it is over.
[b]2.[/b] Do not post in the game thread during the night phase.
[b]3.[/b] Editing a post you made in game, for any reason will result in a mod kill.
[b]5.[/b] Once you're dead, stay that way.
[b]6.[/b] Every player gets one lynch vote during the day. Votes and Unvotes need to be bolded.
[b]7.[/b] With 13 players alive, 7 votes are a majority and lynch; 8 votes lock the lynch.
[b]8.[/b] The 50 % Rule applies.
[b]12.[/b] The Day lasts 48 hours and night lasts 24 hours. This game will start with a Day Phase.
[b]13.[/b] At least 3 actual contributive posts per day phase are required.

[b]List of Players:[/b]
{roster}

Day 1 begins now. Have fun and good luck!"""


def roster(names):
    return "\n".join(names)


def tally_post(title, lines, alive, majority, lock, not_voting):
    body = [f"[b]{title}[/b]", "", "[b]Vote Tallies:[/b]"]
    body += lines
    body += ["", f"Not voting: {', '.join(not_voting) if not_voting else 'nobody'}"]
    body += ["", f"With {alive} players alive, {majority} votes are a majority and lynch; {lock} votes lock the lynch."]
    return "\n".join(body)


SCRIPT = []


def s(when, author, body, **options):
    SCRIPT.append((when, author, body, options))


ALL = [p[0] for p in PLAYERS]

# Day 1: 13 alive, majority 7, lock 8.
s(t(1, 0), HOST, RULES_POST.format(roster=roster(ALL)), tag="d1_open")
s(t(1, 0, 40), "Noodle", "Alright, let's get this going. Nobody has said anything useful yet so this is as random as it gets.\n\n[b]Vote: Pyro[/b]", tag="d1_noodle_pyro")
s(t(1, 1, 5), "Pyro", "[quote=\"Noodle, post: {d1_noodle_pyro}\"]Alright, let's get this going.\n\n[b]Vote: Pyro[/b][/quote]\n\nRandom my foot. Fine, two can play.\n\n[b]Vote: Noods[/b]", tag="d1_pyro_noods")
s(t(1, 1, 30), "Dredd", "Voting myself so nobody can say I'm hiding. Fight me.\n\n[b]Vote: Dredd[/b]", tag="d1_dredd_self")
s(t(1, 2, 10), "Bad Ash", "Wexford's opener was three paragraphs of nothing. That's where I'm starting.\n\n[b]Vote: Wexford[/b]", tag="d1_ba_wex")
s(t(1, 3, 0), "Quill", "Tara's reaction to the random votes was way too measured for a first post.\n\n[b]Vote: Tara[/b]", tag="d1_quill_tara",
  edits=[(t(1, 3, 4), "Tara's reaction to the random votes was way too measured for a first post. Actually no, Juniper's is worse.\n\n[b]Vote: Juniper[/b]")])
s(t(1, 4, 0), "Wexford", "[quote=\"Quill, post: {d1_quill_tara}\"]Tara's reaction to the random votes was way too measured[/quote]\n\nYou edited that post. Everyone saw the edit marker. That is rule 3, Quill.\n\n[b]Vote: Quill[/b]", tag="d1_wex_quill")
s(t(1, 5, 0), "Sable", "Agree with Bad Ash. Wexford is all noise and no reads.\n\n[b]Vote: Wexford[/b]", tag="d1_sable_wex")
s(t(1, 6, 0), "Juniper", "Putting some pressure here, Wexford needs to answer.\n\n[b]V: Wexford[/b]", tag="d1_juniper_v")
s(t(1, 6, 20), HOST, "[quote=\"Juniper, post: {d1_juniper_v}\"][b]V: Wexford[/b][/quote]\n\nReminder (rule 6): the entire word Vote needs to be there. That vote does not count.", tag="d1_host_v")
s(t(1, 7, 0), "Leopold Stotch", "Nobody is looking at the person who started this mess.\n\n[b]Vote: Pyr0[/b]", tag="d1_leo_pyr0")
s(t(1, 7, 10), "Leopold Stotch", "Typo, sorry. Host, please count this one.\n\n[b]Vote: Pyro[/b]", tag="d1_leo_pyro")
s(t(1, 8, 0), "Tara", "Quill voting me and then editing it away is the scummiest thing so far. Vote: Quill", tag="d1_tara_unbolded")
s(t(1, 8, 5), "Tara", "Forgot the bold, again:\n\n[b]Vote: Quill[/b]", tag="d1_tara_quill")
s(t(1, 9, 0), "Marlow", "Wexford's defence reads like he rehearsed it. I'm in.\n\n[b]Vote: Wexford[/b]", tag="d1_marlow_wex")
s(t(1, 10, 0), "Mikeburnfire", "Bad Ash started the Wexford wagon with almost nothing. Starting wagons is cheap for scum.\n\n[b]Vote: Bad Ash[/b]", tag="d1_mike_ba")
s(t(1, 12, 0), "Dredd", "Okay, enough self-voting fun.\n\n[b]Unvote: Dredd[/b]\n\nWexford has dodged three direct questions now.\n\n[b]Vote: Wexford[/b]", tag="d1_dredd_wex")
s(t(1, 14, 0), "Tinsel", "Short on time this week. Wexford.\n\n[b]Vote: Wexford[/b]", tag="d1_tinsel_wex")
s(t(1, 16, 0), "Juniper", "Fixing my vote from earlier, the host is right.\n\n[b]Vote: Wexford[/b]", tag="d1_juniper_wex")
s(t(1, 17, 0), "Wexford", "I am town. I am a plain vanilla townie and you are about to waste a day on me.\n\n[b]Unvote: Bad Ash[/b]\n\n(That's me telling Bad Ash to get off, not that I was on him.)", tag="d1_wex_unvote")
s(t(1, 20, 0), "Noodle", "Pyro's reply was normal enough. Taking my random vote off.\n\n[b]Unvote: Pyro[/b]", tag="d1_noodle_unvote")
s(t(1, 24, 0), HOST, None, tally="d1_mid", tag="d1_host_tally")
s(t(1, 40, 0), "Pyro", "Wexford's claim came with zero detail and he's been in every pressure spot all day. I'll be the seventh.\n\n[b]Vote: Wexford[/b]", tag="d1_pyro_wex")
s(t(1, 41, 0), HOST, None, tally="d1_late", tag="d1_host_tally2")
s(t(1, 48, 0), HOST, "[b]Wexford was lynched.[/b] He was a [b]Vanilla Townie[/b].\n\nNight 1 begins. Do not post until the day starts.", tag="n1_open")

# Night 1.
s(t(1, 2, 0, night=True), "Dredd", "wait is it night already? sorry, forgot the deadline", tag="n1_dredd_post")
s(t(1, 7, 0, night=True), "Bad Ash", "Before I forget, for tomorrow:\n\n[b]Vote: Pyro[/b]", tag="n1_ba_vote")
s(t(1, 7, 30, night=True), HOST, "Night posts are against rule 2. Noted, both of you.", tag="n1_host_warn")

# Day 2: 11 alive at dawn (majority 6, lock 7); Quill modkilled: 10 (majority 6, lock 7).
s(t(2, 0), HOST, "[b]Tara was found dead.[/b] She was the [b]Town Tracker[/b].\n\nDay 2 begins. With 11 players alive, 6 votes are a majority and lynch; 7 votes lock the lynch.", tag="d2_open")
s(t(2, 1, 0), HOST, "[b]Quill has been modkilled[/b] for editing a vote on Day 1 (rule 3). Quill was a [b]Vanilla Townie[/b].\n\nWith 10 players alive, 6 votes are a majority and lynch; 7 votes lock the lynch.", tag="d2_modkill")
s(t(2, 2, 0), "Noodle", "I'm not going to waste this. Pyro was the one I randomed yesterday and his push on Wexford at the very end sealed it. Seventh vote on a townie, right at deadline.\n\n[b]Vote: Pyro[/b]", tag="d2_noodle_pyro")
s(t(2, 2, 30), "Quill", "Seriously? A modkill for fixing my own vote four minutes later? Unbelievable.", tag="d2_quill_dead")
s(t(2, 3, 0), "Leopold Stotch", "Noodle's logic holds.\n\n[B]VOTE: pyro[/B]", tag="d2_leo_pyro")
s(t(2, 4, 0), "Tara", "I'm dead but Sable is mafia, trust me.\n\n[b]Vote: Sable[/b]", tag="d2_tara_dead")
s(t(2, 5, 0), "Mikeburnfire", "Yep.\n\n[b]Vote: Pyrotechnician[/b]", tag="d2_mike_pyro")
s(t(2, 6, 0), "Pyro", "This is a revenge wagon and everyone can see it.\n\n[b]Vote: Noodle[/b]", tag="d2_pyro_noodle")
s(t(2, 7, 0), "Sable", "Noodle is tunnelling. [b]Vote: Noodle[/b]", tag="d2_sable_noodle")
s(t(2, 8, 0), "Dredd", "I still think Wexford was the right call yesterday.\n\n[b]Vote: Wexford[/b]", tag="d2_dredd_wex")
s(t(2, 8, 10), "Dredd", "...he's dead. Right. Sorry, long night.\n\n[b]Vote: Pyro[/b]", tag="d2_dredd_pyro")
s(t(2, 10, 0), "Mikeburnfire", "Real life just blew up on me, I've asked Gorny for a replacement. Sorry all, good luck town.", tag="d2_mike_out")
s(t(2, 12, 0), HOST, "[b]Hollis replaces Mikeburnfire.[/b] Hollis takes over the slot as it stands, vote included.", tag="d2_replacement")
s(t(2, 14, 0), "Hollis", "Hi all, Hollis here, catching up on the thread now. Give me a couple of hours.", tag="d2_hollis_hi")
s(t(2, 16, 0), "Juniper", "Pyro's defence is all about Noodle and nothing about his own vote.\n\n[b]Vote: Pyro[/b]", tag="d2_juniper_pyro")
s(t(2, 18, 0), "Tinsel", "Marlow was on Wexford yesterday too and has said nothing since.\n\n[b]Vote: Marlow[/b]", tag="d2_tinsel_marlow")
s(t(2, 20, 0), "Marlow", "Tinsel, you were on Wexford as well. Juniper's been fence sitting.\n\n[b]Vote: Juniper[/b]", tag="d2_marlow_juniper")
s(t(2, 23, 0), "Bad Ash", "My night vote didn't count, so here it is properly.\n\n[b]Vote: Pyro[/b]", tag="d2_ba_pyro")
s(t(2, 24, 0), HOST, None, tally="d2_mid", tag="d2_host_tally")
s(t(2, 26, 0), "Tinsel", "Pyro it is then.\n\n[b]Unvote: Marlow[/b]\n[b]Vote: Pyro[/b]", tag="d2_tinsel_lock")
s(t(2, 26, 30), HOST, "[b]Pyro is locked[/b] with 7 votes. Pyro will be lynched at the end of the day; his voters cannot unvote.", tag="d2_host_lock")
s(t(2, 28, 0), "Hollis", "Caught up. I'm not comfortable with the slot's vote on Pyro, his reaction looks genuine to me.\n\n[b]Unvote: Pyro[/b]", tag="d2_hollis_unvote")
s(t(2, 29, 0), "Dredd", "Second thoughts, Marlow is the better lynch.\n\n[b]Vote: Marlow[/b]", tag="d2_dredd_move")
s(t(2, 29, 20), HOST, "Hollis, Dredd: Pyro is locked. Those votes cannot move.", tag="d2_host_locked")
s(t(2, 48, 0), HOST, "[b]Pyro was lynched.[/b] He was a [b]Mafia Goon[/b].\n\nNight 2 begins.", tag="n2_open")

# Night 2.
s(t(2, 3, 0, night=True), "Dredd", "Night thought: watch who defended Pyro the longest.", tag="n2_dredd_post")
s(t(2, 9, 0, night=True), "Sable", "gn all", tag="n2_sable_post")

# Day 3: 8 alive (majority 5, lock 6).
s(t(3, 0), HOST, "[b]Noodle was found dead.[/b] He was the [b]Town Cop[/b].\n\nDay 3 begins. With 8 players alive, 5 votes are a majority and lynch; 6 votes lock the lynch.", tag="d3_open")
s(t(3, 2, 0), "Bad Ash", "Sable was on Noodle all of yesterday, Noodle dies at night. Not subtle.\n\n[b]Vote: Sable[/b]", tag="d3_ba_sable")
s(t(3, 3, 0), "Sable", "Bad Ash pushed Wexford on day one and he flipped town. [b]Vote: BA[/b]", tag="d3_sable_ba")
s(t(3, 6, 0), "Hollis", "Agree with Bad Ash.\n\n[b]Vote: Sable[/b]", tag="d3_hollis_sable")
s(t(3, 7, 0), "Marlow", "[b]Vote: Butters[/b]\n\nLeopold's been coasting on other people's cases.", tag="d3_marlow_butters")
s(t(3, 8, 0), "Marlow", "On second thought Dredd's night posting is worse.\n\n[b]Vote: Dredd[/b]", tag="d3_marlow_dredd")
s(t(3, 11, 0), "Dredd", "Marlow, that's rich. [b]Vote: Marlow[/b]", tag="d3_dredd_marlow")
s(t(3, 14, 0), "Leopold Stotch", "Sable. Everything Bad Ash said.\n\n[b]Vote: Sable[/b]", tag="d3_leo_sable")
s(t(3, 16, 0), "Juniper", "Dredd's night posts bother me too.\n\n[b]Vote: Dredd[/b]", tag="d3_juniper_dredd")
s(t(3, 21, 0), "Tinsel", "[b]Vote: Sable.[/b]", tag="d3_tinsel_sable")
s(t(3, 26, 0), "Juniper", "Changed my mind on Dredd.\n\n[b]Un Vote: Dredd[/b]", tag="d3_juniper_unvote")
s(t(3, 34, 0), "Juniper", "I'll go with the crowd on this one.\n\n[b]Vote: Sab[/b]", tag="d3_juniper_sab")
s(t(3, 36, 0), HOST, None, tally="d3_late", tag="d3_host_tally")
s(t(3, 48, 0), HOST, "Nobody reached a majority: [b]nobody was lynched[/b].\n\nNight 3 begins.", tag="n3_open")

# Night 3.
s(t(3, 4, 0, night=True), "Tinsel", "gn", tag="n3_tinsel_post")

# Day 4: 7 alive (majority 4, lock 5).
s(t(4, 0), HOST, "[b]Juniper was found dead.[/b] She was a [b]Vanilla Townie[/b].\n\nDay 4 begins. With 7 players alive, 4 votes are a majority and lynch; 5 votes lock the lynch.", tag="d4_open")
s(t(4, 1, 0), "Hollis", "Same as yesterday.\n\n[b]Vote: Sable[/b]", tag="d4_hollis_sable")
s(t(4, 2, 0), "Bad Ash", "[b]Vote: Sable[/b]", tag="d4_ba_sable")
s(t(4, 4, 0), "Sable", "The replacement is steering this whole thing. [b]Vote: Hollis[/b]", tag="d4_sable_hollis")
s(t(4, 6, 0), "Marlow", "Hollis came in and went straight for Sable without reading.\n\n[b]Vote: Hollis[/b]", tag="d4_marlow_hollis")
s(t(4, 9, 0), "Tinsel", "[b]Vote: Marlow[/b]", tag="d4_tinsel_marlow")
s(t(4, 14, 0), "Leopold Stotch", "Sable.\n\n[b]Vote: Sable[/b]", tag="d4_leo_sable")
s(t(4, 24, 0), "Dredd", "Fine, Sable.\n\n[b]Vote: Sable[/b]", tag="d4_dredd_sable")
s(t(4, 34, 0), "Tinsel", "[b]Unvote: Marlow[/b][b]Vote: Sable[/b]", tag="d4_tinsel_lock")
s(t(4, 39, 0), "Marlow", "Nothing left to do here. [b]Vote: Sable[/b]", tag="d4_marlow_bus")
s(t(4, 40, 0), HOST, None, tally="d4_late", tag="d4_host_tally")
s(t(4, 48, 0), HOST, "[b]Sable was lynched.[/b] She was the [b]Mafia Godfather[/b].\n\nNight 4 begins.", tag="n4_open")

EVENTS = [
    {"type": "death", "player": "Wexford", "death": "lynch", "time": t(1, 48)},
    {"type": "death", "player": "Tara", "death": "night", "time": t(2, 0)},
    {"type": "modkill", "player": "Quill", "time": t(2, 1), "reason": "edited a vote on Day 1 (rule 3)"},
    {"type": "replacement", "player": "Mikeburnfire", "in": "Hollis", "time": t(2, 12)},
    {"type": "death", "player": "Pyro", "death": "lynch", "time": t(2, 48)},
    {"type": "death", "player": "Noodle", "death": "night", "time": t(3, 0)},
    {"type": "death", "player": "Juniper", "death": "night", "time": t(4, 0)},
    {"type": "death", "player": "Sable", "death": "lynch", "time": t(4, 48)},
]

NIGHTS = [
    {
        "number": 1,
        "method": "rar",
        "players": [
            {"name": "Noodle", "sanity": "sane"},
            {"name": "Sable", "appears": "innocent"},
        ],
        "actions": [
            {"actor": "Pyro", "ability": "factional_kill", "targets": ["Tara"]},
            {"actor": "Noodle", "ability": "investigate", "targets": ["Sable"]},
            {"actor": "Leopold Stotch", "ability": "protect", "targets": ["Noodle"]},
            {"actor": "Tara", "ability": "track", "targets": ["Marlow"]},
            {"actor": "Marlow", "ability": "block", "targets": ["Dredd"]},
        ],
    },
    {
        "number": 2,
        "method": "rar",
        "players": [
            {"name": "Noodle", "sanity": "sane"},
            {"name": "Sable", "appears": "innocent"},
        ],
        "actions": [
            {"actor": "Sable", "ability": "factional_kill", "targets": ["Noodle"]},
            {"actor": "Noodle", "ability": "investigate", "targets": ["Marlow"]},
            {"actor": "Leopold Stotch", "ability": "protect", "targets": ["Dredd"]},
            {"actor": "Marlow", "ability": "block", "targets": ["Leopold Stotch"]},
        ],
    },
    {
        "number": 3,
        "method": "rar",
        "players": [{"name": "Sable", "appears": "innocent"}],
        "actions": [
            {"actor": "Sable", "ability": "factional_kill", "targets": ["Juniper"]},
            {"actor": "Leopold Stotch", "ability": "protect", "targets": ["Hollis"]},
            {"actor": "Marlow", "ability": "block", "targets": ["Leopold Stotch"]},
        ],
    },
]

# ---------------------------------------------------------------------------------------
# Who chats when: contributive posts per player per day (on top of the scripted ones).
# Rule 13's minimum is 3 a day; Tinsel (Day 1) and Leopold Stotch (Day 4) stay under it.
# ---------------------------------------------------------------------------------------

CHATTER = {
    1: {p: None for p in ALL} | {"Tinsel": 1},
    2: {p: None for p in ["Noodle", "Bad Ash", "Dredd", "Leopold Stotch", "Pyro", "Juniper", "Sable", "Marlow", "Tinsel"]}
    | {"Mikeburnfire": 1, "Hollis": 3},
    3: {p: None for p in ["Bad Ash", "Dredd", "Leopold Stotch", "Hollis", "Sable", "Marlow", "Tinsel"]} | {"Juniper": 0},
    4: {p: None for p in ["Bad Ash", "Dredd", "Hollis", "Sable", "Marlow", "Tinsel"]} | {"Leopold Stotch": 1},
}


def alive_window(day, name):
    """The part of Day `day` (in seconds) in which `name` may chat."""
    lo, hi = day_start(day) + 5 * M, day_start(day) + DAY_H * H - 5 * M
    if name == "Mikeburnfire" and day == 2:
        hi = t(2, 10) - M
    if name == "Hollis" and day == 2:
        lo = t(2, 14) + M
    return lo, hi


# ---------------------------------------------------------------------------------------
# Discussion text.
# ---------------------------------------------------------------------------------------

OPENERS = [
    "Okay.", "Alright, here's where I am.", "So.", "Hmm.", "Honestly, I'm torn.", "Look, here's the thing.",
    "Not gonna lie, this day is a mess.", "Catching up now.", "Morning all.", "Back from work.",
    "Quick one from my phone.", "Reread the last two pages.", "Been thinking about this all afternoon.",
    "Ugh.", "Right then.", "Let me be blunt.",
]

ABOUT = [
    "{p} has been really quiet this phase and I don't love it.",
    "{p}'s last post reads like someone trying to look busy without committing to anything.",
    "I have {p} as a soft town read, mostly from tone, and I know that's weak.",
    "Why did {p} jump on that wagon so fast and then go silent?",
    "The {p} and {q} back-and-forth earlier felt staged to me.",
    "{p} is pushing really hard on {q} for someone who said they had no reads an hour ago.",
    "If {p} is scum then {q} is the obvious partner, look at how they keep defending each other.",
    "I don't buy the case on {p} at all, it's built on one post taken out of context.",
    "{p}, who is your top scum read right now, and why?",
    "Can we hear from {q} before we go any further?",
    "{p} voting early and then disappearing is a classic move, just saying.",
    "Rereading, {p} never actually answered {q}'s question. That bothers me more than the vote.",
    "{q} has the most natural posts in the thread, I'd leave them alone for now.",
    "Nobody is talking about {p}. Why is nobody talking about {p}?",
    "{p} reads like they know more than they should about the flips.",
    "I went back through {p}'s posts and there's not one committed read in there.",
    "{p} and {q} are my two town reads, everything else is a blur.",
    "The way {p} framed that question to {q} was leading, and I think deliberately so.",
]

GENERAL = [
    "Random voting stage is over, let's actually talk about people.",
    "Remember the lock rule: once a wagon locks nobody can get off it, so think before you hop on.",
    "We need to be careful not to hand the mafia an easy mislynch here.",
    "I'd rather lynch on a real case than on vibes, but vibes are what we have.",
    "Please stop posting at night, the host said it's a modkill.",
    "Has anyone done a proper vote analysis yet? I'll do one tonight if not.",
    "Let's not forget the 50% rule, we can't afford a no-lynch later on.",
    "Tone reads are all we have right now, and tone reads are terrible.",
    "I'm on mobile so excuse the formatting.",
    "Scum would not make that post, too much effort for zero gain.",
    "Claiming this early helps nobody but the mafia.",
    "Whoever is scum here is playing it very safe, which is a tell in itself.",
    "I'm not going to vote until I've reread the whole day.",
    "The wagon math matters: count who is left before you vote.",
    "If we're wrong today we're in real trouble tomorrow.",
    "The flips so far tell us more than any of these walls of text.",
    "Can we please stop with the one-liners and actually reason out loud?",
    "It's always the quiet ones. Well, not always. Often.",
]

EMPHASIS = [
    "[b]Town reads:[/b] {p}, {q}",
    "[b]Scum reads:[/b] {p}",
    "[b]Question for {p}:[/b] why that vote, and why then?",
    "[b]FoS: {p}[/b]",
    "I am [b]not[/b] voting yet.",
    "[i]sigh[/i]",
    "[color=#b30000]{p}[/color], answer the question please.",
    "[spoiler=my notes]{p} > {q} > everyone else[/spoiler]",
    "If I had to pick right now it would be vote: {p}, but I don't have to yet.",
    "[u]Important[/u]: read the rules post again, especially the lock.",
    "[b]Reads list[/b]\n[list]\n[*]{p}: leaning scum\n[*]{q}: null\n[/list]",
    "I'm [b][i]this[/i][/b] close to voting {p}.",
]

REPLIES = [
    "This.", "Disagree, and here's why.", "lol", "That's exactly what scum would say.",
    "I don't see how that follows at all.", "Fair point, I hadn't looked at it that way.",
    "Source?", "You keep saying this but never show the posts.", "Agreed, mostly.",
    "No. Just no.", "Interesting. Go on.", "That's a stretch.",
]

def bold_votes_outside_quotes(body):
    """A rough rule 6 reader, to make sure discussion never votes by accident."""
    depth = 0
    bold = 0
    found = []
    text = []
    for token in re.split(r"(\[[^\[\]]*\])", body):
        tag = token.strip("[]").strip().lower() if token.startswith("[") and token.endswith("]") else None
        if tag is None:
            if bold and not depth:
                text.append(token)
            continue
        name = re.split(r"[=\s]", tag.lstrip("/").strip(), maxsplit=1)[0]
        closing = tag.startswith("/")
        if name == "quote":
            depth += -1 if closing else 1
            depth = max(depth, 0)
        elif name == "b":
            bold += -1 if closing else 1
            bold = max(bold, 0)
            if not bold:
                found.append("".join(text))
                text = []
    found.append("".join(text))
    return [f for f in found if re.search(r"(?i)\b(un\s*)?vote\s*:", f)]


class Thread:
    def __init__(self, rng):
        self.rng = rng
        self.posts = []  # dicts with id, author, time, body, options

    def chatter(self, author, when, earlier):
        rng = self.rng
        others = [p for p in alive_at(when) if p != author]
        p, q = rng.sample(others, 2)
        parts = []
        quoted = None
        if earlier and rng.random() < 0.35:
            # Prefer quoting someone's vote: the quoted vote must not count.
            votes = [e for e in earlier[-40:] if "ote:" in e["body"] and e["author"] != author]
            pool = votes if votes and rng.random() < 0.6 else [e for e in earlier[-25:] if e["author"] != author]
            if pool:
                quoted = rng.choice(pool)
        if quoted is not None:
            inner = strip_quotes(quoted["body"]).strip()
            parts.append(f'[quote="{quoted["author"]}, post: {quoted["id"]}"]{inner}[/quote]')
            parts.append(rng.choice(REPLIES))
        if rng.random() < 0.5:
            parts.append(rng.choice(OPENERS))
        n = rng.randint(1, 4)
        while n > 0:
            pick = rng.random()
            if pick < 0.5:
                part = rng.choice(ABOUT).format(p=p, q=q)
            elif pick < 0.8:
                part = rng.choice(GENERAL)
            else:
                part = rng.choice(EMPHASIS).format(p=p, q=q)
            if part in parts:
                continue
            parts.append(part)
            n -= 1
            p, q = rng.sample(others, 2)
        body = join_parts(rng, parts)
        # At least 100 characters of the poster's own words.
        while len(body) - (len(parts[0]) if quoted is not None else 0) < 100:
            extra = rng.choice(GENERAL)
            if extra not in body:
                body += " " + extra
        assert not bold_votes_outside_quotes(body), body
        return body


def join_parts(rng, parts):
    out = []
    for part in parts:
        if not out:
            out.append(part)
        elif part.startswith("[quote") or out[-1].endswith("[/quote]") or rng.random() < 0.3:
            out.append("\n\n" + part)
        else:
            out.append(" " + part)
    return "".join(out)


def strip_quotes(body):
    """Forum software drops nested quotes when quoting a post."""
    while True:
        new = re.sub(r"\[quote[^\]]*\](?:(?!\[quote).)*?\[/quote\]", "", body, flags=re.S | re.I)
        if new == body:
            return new
        body = new


def alive_at(when):
    dead = set()
    names = {p[0]: p[0] for p in PLAYERS}
    for e in sorted(EVENTS, key=lambda e: e["time"]):
        if e["time"] > when:
            break
        if e["type"] == "replacement":
            names[e["player"]] = e["in"]
        else:
            dead.add(e["player"])
    return [names[p[0]] for p in PLAYERS if p[0] not in dead]


# ---------------------------------------------------------------------------------------
# A small model of the scripted votes, for the host's Vote Tallies posts.
# ---------------------------------------------------------------------------------------

SLOT_OF = {}
for i, (name, _, _, aliases) in enumerate(PLAYERS):
    for n in [name] + aliases:
        SLOT_OF[n.lower()] = i
SLOT_OF["hollis"] = ALL.index("Mikeburnfire")


def slot_name(slot, when):
    name = ALL[slot]
    if name == REPLACEMENT[0] and when >= t(2, 12):
        return REPLACEMENT[1]
    return name


def host_tally(posts, upto, title):
    """The Vote Tallies at `upto`, from the posts before it (the same rules as omerta)."""
    day = (upto // ((DAY_H + NIGHT_H) * H)) + 1
    lo = day_start(day)
    votes = {}
    seq = {}
    locked = set()
    counter = 0
    alive_names = alive_at(upto)
    alive_slots = [SLOT_OF[n.lower()] for n in alive_names]
    for post in posts:
        if not (lo <= post["time"] < upto) or post["author"] == HOST:
            continue
        voter = SLOT_OF.get(post["author"].lower())
        if voter is None or voter not in [SLOT_OF[n.lower()] for n in alive_at(post["time"])]:
            continue
        alive_now = [SLOT_OF[n.lower()] for n in alive_at(post["time"])]
        majority = len(alive_now) // 2 + 1
        for kind, name in re.findall(r"\[b\]\s*(Vote|Unvote|Un Vote)\s*:\s*([^\[\n]*?)[.,!?;:]*\s*\[/b\]", strip_quotes(post["body"]), flags=re.I):
            target = SLOT_OF.get(" ".join(name.split()).lower())
            if target is None:
                continue
            current = votes.get(voter)
            held = current in locked
            if kind.lower() == "vote":
                if target not in alive_now or (held and current != target) or current == target:
                    continue
                before = sum(1 for v, tg in votes.items() if tg == target and v in alive_now)
                counter += 1
                votes[voter] = target
                seq[voter] = counter
                if before >= majority:
                    locked.add(target)
            else:
                if current == target and not held:
                    del votes[voter]
    majority = len(alive_slots) // 2 + 1
    wagons = {}
    for voter in sorted((v for v in votes if v in alive_slots and votes[v] in alive_slots), key=lambda v: seq[v]):
        wagons.setdefault(votes[voter], []).append(voter)
    order = sorted(wagons.items(), key=lambda kv: -len(kv[1]))
    lines = []
    for target, voters in order:
        mark = " [b](LOCKED)[/b]" if target in locked else ""
        lines.append(f"{slot_name(target, upto)} ({len(voters)}){mark}: " + ", ".join(slot_name(v, upto) for v in voters))
    not_voting = [slot_name(s, upto) for s in alive_slots if not (s in votes and votes[s] in alive_slots)]
    return tally_post(title, lines, len(alive_slots), majority, majority + 1, not_voting)


TALLY_TITLES = {
    "d1_mid": "Day 1, vote count at the 24 hour mark",
    "d1_late": "Day 1, vote count with 7 hours to go",
    "d2_mid": "Day 2, vote count at the 24 hour mark",
    "d3_late": "Day 3, vote count with 12 hours to go",
    "d4_late": "Day 4, vote count with 8 hours to go",
}


def main():
    rng = random.Random(SEED)
    thread = Thread(rng)
    # Slots in time: the scripted posts, then the discussion around them.
    slots = []
    for when, author, body, options in SCRIPT:
        slots.append({"time": when, "author": author, "body": body, "options": options})
    for day, quotas in CHATTER.items():
        for name, quota in quotas.items():
            count = rng.randint(5, 10) if quota is None else quota
            lo, hi = alive_window(day, name)
            for _ in range(count):
                when = rng.randint(lo // 60, hi // 60) * 60 + rng.randint(0, 59)
                slots.append({"time": when, "author": name, "body": None, "options": {}})
    # Scripted posts land on the minute; chatter has seconds, so never the same second.
    slots.sort(key=lambda s: (s["time"], s["body"] is None))
    assert len({s["time"] for s in slots}) == len(slots)
    post_id = 48213
    ids = {}
    posts = []
    for slot in slots:
        post_id += rng.choice([1, 1, 1, 2, 3, 5])
        slot["id"] = post_id
        tag = slot["options"].get("tag")
        if tag:
            ids[tag] = post_id
    for slot in slots:
        options = slot["options"]
        if slot["body"] is None and "tally" not in options:
            slot["body"] = thread.chatter(slot["author"], slot["time"], posts)
        elif "tally" in options:
            slot["body"] = host_tally(posts, slot["time"], TALLY_TITLES[options["tally"]])
        else:
            slot["body"] = slot["body"].replace("{d1_noodle_pyro}", str(ids.get("d1_noodle_pyro"))).replace(
                "{d1_quill_tara}", str(ids.get("d1_quill_tara"))).replace("{d1_juniper_v}", str(ids.get("d1_juniper_v")))
        post = {"id": slot["id"], "author": slot["author"], "time": iso(slot["time"]), "body": slot["body"]}
        edits = options.get("edits")
        if edits:
            post["edits"] = [{"time": iso(when), "body": body} for when, body in edits]
        posts.append(post | {"time": slot["time"]})
    # One harmless edit besides Quill's: a typo fixed in a discussion post on Day 3.
    for post in posts:
        if post["author"] == "Bad Ash" and day_start(3) + 20 * H < post["time"] < day_start(3) + 30 * H and "[quote" not in post["body"]:
            post["edits"] = [{"time": iso(post["time"] + 95), "body": post["body"] + "\n\n(edit: typo)"}]
            ids["d3_ba_typo_edit"] = post["id"]
            break
    assert "d3_ba_typo_edit" in ids
    out = []
    for post in posts:
        p = dict(post)
        p["time"] = iso(post["time"])
        out.append(p)
    doc = {
        "format": "omerta-forum/1",
        "game": {
            "normality": 1,
            "day_hours": DAY_H,
            "night_hours": NIGHT_H,
            "starts_with": "day",
            "min_posts_per_day": 3,
            "lock": True,
            "fifty_percent_rule": True,
        },
        "host": HOST,
        "players": [
            {"name": n, "faction": f, "role": r, **({"aliases": a} if a else {})} for n, f, r, a in PLAYERS
        ],
        "start": START,
        "posts": out,
        "events": [dict(e, time=iso(e["time"])) for e in EVENTS],
        "nights": NIGHTS,
    }
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "thread.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    if "--summary" in sys.argv:
        print(f"{len(out)} posts")
        for tag, post_id in sorted(ids.items(), key=lambda kv: kv[1]):
            print(f"{post_id}\t{tag}")
        for post in posts:
            if post["author"] == HOST and "Vote Tallies" in post["body"]:
                print(f"\n--- post {post['id']}\n{post['body']}")


if __name__ == "__main__":
    main()
