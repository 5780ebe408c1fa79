//! More of the project's rulings (docs/1923/rulings.md), one test each: `ruling_mN_…`,
//! for the rulings not pinned in tests/rulings.rs. A test the engine does not pass yet is
//! `#[ignore = "engine gap: …"]`.

use omerta_1923::court::Day;
use omerta_1923::game::exile_notice;
use omerta_1923::script::{Played, Script};
use omerta_1923::{
    outcome, Audience, Ballot, DayActions, Dealt, ExtraVote, FamilySpec, Game, Improper, Jail,
    Level, MafiaKills, Member, Message, Night, NightAction, Phase, Role, Seating, Voter, Winner,
};
use serde_json::{json, Value};

// ---------------------------------------------------------------------------------------
// Scripts: two families of 8, Alon (A0-A7) and Brand (B0-B7); A0 and B0 are the Mafia
// Members. `roles` gives roles by name (for A0 and B0: their second role).

fn doc(roles: &[(&str, &str)], phases: Value) -> Value {
    let players: Vec<Value> = (0..16)
        .map(|p| {
            let name = format!("{}{}", if p < 8 { "A" } else { "B" }, p % 8);
            let role = roles.iter().find(|(n, _)| *n == name).map(|(_, r)| *r);
            let mut v = json!({
                "name": name,
                "level": "standard",
                "family": if p < 8 { "Alon" } else { "Brand" },
            });
            if p % 8 == 0 {
                v["role"] = json!("Mafia Member");
                if let Some(r) = role {
                    v["second_role"] = json!(r);
                }
            } else {
                v["role"] = json!(role.unwrap_or("Townsperson"));
            }
            v
        })
        .collect();
    json!({
        "format": "omerta-1923/1",
        "seed": 1923,
        "deal": "given",
        "families": [{"name": "Alon", "size": 8}, {"name": "Brand", "size": 8}],
        "players": players,
        "phases": phases,
    })
}

/// The same two families as sign-ups for a random deal, with no requests.
fn random_doc() -> Value {
    let players: Vec<Value> = (0..16)
        .map(|p| json!({"name": format!("{}{}", if p < 8 { "A" } else { "B" }, p % 8), "level": "standard"}))
        .collect();
    json!({
        "format": "omerta-1923/1",
        "seed": 1923,
        "deal": "random",
        "families": [{"name": "Alon", "size": 8}, {"name": "Brand", "size": 8}],
        "players": players,
        "roles": [],
    })
}

fn run(doc: &Value) -> Played {
    match Script::from_json(&doc.to_string()) {
        Ok(s) => s.play(),
        Err(problems) => panic!("refused: {problems:?}"),
    }
}

fn refused(doc: &Value) -> Vec<String> {
    match Script::from_json(&doc.to_string()) {
        Ok(_) => panic!("the script was accepted"),
        Err(problems) => problems.iter().map(ToString::to_string).collect(),
    }
}

/// The first `count` phases from night 1 on, with no submissions.
fn empty_phases(count: usize) -> Value {
    Value::Array(
        Phase::all()
            .take(count)
            .map(|p| json!({"phase": p.to_string()}))
            .collect(),
    )
}

fn id(played: &Played, name: &str) -> usize {
    played
        .game
        .players
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name}"))
}

// ---------------------------------------------------------------------------------------
// The engine directly: `families` families of 8, players P0.. (family p / 8, the Mafia
// Member p % 8 == 0); everyone not in `roles` a Townsperson.

fn game_of(families: usize, seed: u64, roles: &[(usize, Role)]) -> Game {
    let players = (0..families * 8)
        .map(|p| Dealt {
            name: format!("P{p}"),
            level: Level::Standard,
            family: p / 8,
            mafia: p % 8 == 0,
            role: roles
                .iter()
                .find(|(q, _)| *q == p)
                .map_or(Role::Townsperson, |(_, r)| *r),
        })
        .collect();
    let seating = Seating {
        seed,
        families: (0..families)
            .map(|f| FamilySpec {
                name: ["Corleone", "Tattaglia", "Barzini"][f].into(),
                size: 8,
            })
            .collect(),
        players,
        spectators: vec![],
    };
    Game::new(seating, 3)
}

fn game(roles: &[(usize, Role)]) -> Game {
    game_of(2, 7, roles)
}

fn act(by: usize, targets: &[usize]) -> NightAction {
    NightAction {
        by,
        targets: targets.to_vec(),
        ..NightAction::default()
    }
}

fn attack(by: usize, family: usize) -> NightAction {
    NightAction {
        by,
        family: Some(family),
        ..NightAction::default()
    }
}

fn night(actions: Vec<NightAction>, targets: &[usize]) -> Night {
    Night {
        actions,
        mafia: MafiaKills {
            by: None,
            targets: targets.to_vec(),
        },
    }
}

fn texts(g: &Game, keep: impl Fn(&Message) -> bool) -> Vec<String> {
    g.messages
        .iter()
        .filter(|m| keep(m))
        .map(|m| m.text.clone())
        .collect()
}

fn private_to(g: &Game, p: usize) -> Vec<String> {
    texts(
        g,
        |m| matches!(&m.audience, Audience::Players(to) if to.contains(&p)),
    )
}

fn public(g: &Game) -> Vec<String> {
    texts(g, |m| m.audience == Audience::Public)
}

fn moderators(g: &Game) -> Vec<String> {
    texts(g, |m| m.audience == Audience::Moderators)
}

/// Where a message with exactly this text is, in the order of the game's messages.
fn at(g: &Game, text: &str) -> usize {
    g.messages
        .iter()
        .position(|m| m.text == text)
        .unwrap_or_else(|| panic!("no message {text:?}"))
}

fn kill_dead(g: &mut Game, players: impl IntoIterator<Item = usize>) {
    for p in players {
        g.players[p].dead = true;
    }
}

/// Every player in play but `skip` votes properly: the next family, and the last other
/// member of their family in play (so the Mafia Members, first in their families, live).
fn votes(g: &Game, skip: &[usize]) -> Vec<(usize, Ballot)> {
    let families = g.seating.families.len();
    g.living()
        .into_iter()
        .filter(|p| !skip.contains(p))
        .map(|p| {
            let f = g.players[p].family;
            let mate = g
                .living()
                .into_iter()
                .rfind(|q| *q != p && g.players[*q].family == f);
            (
                p,
                Ballot {
                    family: Some((f + 1) % families),
                    individual: mate,
                },
            )
        })
        .collect()
}

fn ballot(family: usize, individual: usize) -> Ballot {
    Ballot {
        family: Some(family),
        individual: Some(individual),
    }
}

/// A court of four families of three (players 0-2, 3-5, 6-8, 9-11), nobody voting yet.
fn court_day() -> Day {
    Day {
        families: 4,
        voters: (0..12)
            .map(|p| Voter {
                family: p / 3,
                living: true,
                exiled: false,
                injured: false,
            })
            .collect(),
        ballots: vec![None; 12],
        court_families: 3,
        ..Day::default()
    }
}

/// Everyone in the court votes: family `family(f)`, individual the next member.
fn court_votes(d: &mut Day, family: impl Fn(usize) -> usize) {
    for (p, b) in d.ballots.iter_mut().enumerate() {
        *b = Some(ballot(family(p / 3), p / 3 * 3 + (p + 1) % 3));
    }
}

fn members(families: usize, state: impl Fn(usize) -> (bool, bool)) -> Vec<Member> {
    (0..families * 8)
        .map(|p| {
            let (dead, exiled) = state(p);
            Member {
                family: p / 8,
                mafia: p % 8 == 0,
                dead,
                exiled,
            }
        })
        .collect()
}

// M2: "the engine knows no times ... "whoever submitted … first" is whoever is earlier in
// that list." Seed: "whoever submitted their action first will have their action happen
// first".
#[test]
fn ruling_m2_first_is_the_order_of_the_list() {
    for (first, second) in [(1, 2), (2, 1)] {
        let mut g = game(&[(1, Role::Thief), (2, Role::Thief), (3, Role::Doctor)]);
        g.night(1, &night(vec![act(first, &[3]), act(second, &[3])], &[]));
        assert_eq!(g.players[first].role, Role::Doctor);
        assert_eq!(
            g.players[second].role,
            Role::Townsperson,
            "P3 had nothing left"
        );
    }
}

// M3: "A script's `phases` must be a prefix of this sequence, with no gap and no repeat
// (else a script error). A script that stops before `day 5` is a game in progress ... A
// phase that is listed with no submissions is a phase in which nobody submitted anything
// (on a day, everyone who had to vote did not vote, M68)." Seed: "the game will start
// with Night 1 and end after Day 5".
#[test]
fn ruling_m3_phases_are_a_prefix_of_night_1_to_day_5() {
    let gap = doc(&[], json!([{"phase": "night 1"}, {"phase": "night 2"}]));
    assert!(refused(&gap).iter().any(|p| p.starts_with("phases[1]")));
    let late = doc(&[], json!([{"phase": "day 1"}]));
    assert!(refused(&late).iter().any(|p| p.starts_with("phases[0]")));
    let repeat = doc(&[], json!([{"phase": "night 1"}, {"phase": "night 1"}]));
    assert!(!refused(&repeat).is_empty());
    let played = run(&doc(&[], empty_phases(2)));
    assert_eq!(played.phases, vec![Phase::Night(1), Phase::Day(1)]);
    assert!(played.outcome.is_none(), "a game in progress");
    assert!(played.game.players.iter().all(|p| p.improper_votes == 1));
}

// M4: "a game has at least two families ... each of size 8 or 10, with unique names ...
// Membership never changes afterwards". Seed: "Every family will consist of either 8 or
// 10 players."
#[test]
fn ruling_m4_at_least_two_families_of_8_or_10() {
    let mut one = doc(&[], json!([]));
    one["families"] = json!([{"name": "Alon", "size": 8}]);
    assert!(refused(&one).iter().any(|p| p.contains("at least two")));
    let mut nine = doc(&[], json!([]));
    nine["families"][0]["size"] = json!(9);
    assert!(refused(&nine).iter().any(|p| p.contains("8 or 10")));
    // Deaths move nobody.
    let played = run(&doc(
        &[],
        json!([{"phase": "night 1", "mafia_kills": ["A3"]}]),
    ));
    let a3 = id(&played, "A3");
    assert!(played.game.players[a3].dead && played.game.players[a3].family == 0);
}

// M5: "exactly 1 in every family of 8 and exactly 2 in every family of 10; a given deal
// with any other count is a script error." Seed: "Families of 8 will have 1 Mafia Member,
// and families of 10 will have 2 Mafia Members."
#[test]
fn ruling_m5_mafia_members_per_family() {
    let mut two = doc(&[], json!([]));
    two["players"][1]["role"] = json!("Mafia Member");
    assert!(refused(&two)
        .iter()
        .any(|p| p.contains("\"Alon\" has 2 Mafia Members, not 1")));
    let mut ten = doc(&[], json!([]));
    ten["families"][0]["size"] = json!(10);
    for name in ["A8", "A9"] {
        ten["players"].as_array_mut().unwrap().push(
            json!({"name": name, "level": "standard", "family": "Alon", "role": "Townsperson"}),
        );
    }
    assert!(refused(&ten)
        .iter()
        .any(|p| p.contains("\"Alon\" has 1 Mafia Members, not 2")));
    ten["players"][16]["role"] = json!("Mafia Member");
    let played = run(&ten);
    assert_eq!(played.game.players.iter().filter(|p| p.mafia).count(), 3);
}

// M6: "a Spectator has no family and no role, is never in play, is not counted in any
// number of players ... An action, a ballot, a Mafia kill or an exile by or naming a
// Spectator is a script error. A Spectator receives exactly the public messages (M79)."
// Seed: "Spectators don’t affect the game at all; they simply receive all of the public
// messages".
#[test]
fn ruling_m6_spectators() {
    let with = |phases: Value| {
        let mut d = doc(&[("A3", "Detective")], phases);
        d["players"]
            .as_array_mut()
            .unwrap()
            .push(json!({"name": "Sam", "level": "spectator"}));
        d
    };
    let played = run(&with(empty_phases(1)));
    assert_eq!(played.game.players.len(), 16);
    assert_eq!(played.game.seating.spectators, vec!["Sam".to_owned()]);
    assert!(played
        .game
        .messages
        .iter()
        .any(|m| m.text.contains("must attempt to kill 1 Civilian")));
    for m in &played.game.messages {
        assert_eq!(m.readable_by(None), m.audience == Audience::Public);
    }
    for phases in [
        json!([{"phase": "night 1", "actions": [{"by": "Sam", "role": "Detective", "targets": ["A1"]}]}]),
        json!([{"phase": "night 1", "actions": [{"by": "A3", "role": "Detective", "targets": ["Sam"]}]}]),
        json!([{"phase": "night 1", "mafia_kills": ["Sam"]}]),
        json!([{"phase": "night 1", "exiles": [{"player": "Sam", "reason": "noise"}]}]),
        json!([{"phase": "night 1"}, {"phase": "day 1", "votes": [{"by": "Sam", "family": "Alon"}]}]),
    ] {
        assert!(!refused(&with(phases)).is_empty());
    }
}

// M7: "a Beginner is dealt Townsperson or Mafia Member, and a Beginner Mafia Member has no
// second role; a given deal or a request that breaks this is a script error." Seed:
// "Beginners can only be Townspeople or Mafia Members and nothing else."
#[test]
fn ruling_m7_beginners() {
    let mut d = doc(&[("A3", "Doctor")], json!([]));
    d["players"][3]["level"] = json!("beginner");
    assert!(refused(&d).iter().any(|p| p.contains("beginner")));
    let mut d = doc(&[("A0", "Boss")], json!([]));
    d["players"][0]["level"] = json!("beginner");
    assert!(refused(&d).iter().any(|p| p.contains("beginner")));
    let mut d = doc(&[], json!([]));
    d["players"][0]["level"] = json!("beginner");
    d["players"][1]["level"] = json!("beginner");
    run(&d);
    let mut r = random_doc();
    r["players"][2]["level"] = json!("beginner");
    r["players"][2]["role"] = json!("Doctor");
    r["roles"] = json!([{"role": "Doctor", "count": 1}]);
    assert!(refused(&r).iter().any(|p| p.contains("beginner")));
}

// M9: "in a random deal a player's `family`, `role` and `second_role` are requests ...
// Requests no deal could ever honour are script errors: an unknown family or role, a
// Beginner requesting a role other than Townsperson or Mafia Member". Seed: "The
// Moderators will do their best to honor all requests".
#[test]
fn ruling_m9_requests_honoured_or_refused() {
    let mut r = random_doc();
    r["roles"] = json!([{"role": "Doctor", "count": 1}]);
    r["players"][2]["family"] = json!("Brand");
    r["players"][2]["role"] = json!("Doctor");
    r["players"][5]["family"] = json!("Brand");
    r["players"][5]["role"] = json!("Mafia Member");
    let played = run(&r);
    let (a2, a5) = (&played.game.players[2], &played.game.players[5]);
    assert_eq!((a2.family, a2.role, a2.mafia), (1, Role::Doctor, false));
    assert!(a5.mafia && a5.family == 1);
    let mut bad = random_doc();
    bad["players"][2]["family"] = json!("Capone");
    assert!(!refused(&bad).is_empty());
    let mut bad = random_doc();
    bad["players"][2]["role"] = json!("Godfather");
    assert!(!refused(&bad).is_empty());
}

// M9: "a `second_role` without `"role": "Mafia Member"` ... [is a script error].
// Requests that clash with one another or with the pools are honoured first come, first
// served, in the order of `players`; each one not honoured is listed in the moderators'
// log, and the game goes on."
#[test]
fn ruling_m9_clashing_requests_first_come_first_served() {
    let mut r = random_doc();
    r["roles"] = json!([{"role": "Doctor", "count": 1}]);
    r["players"][2]["role"] = json!("Doctor");
    r["players"][3]["role"] = json!("Doctor");
    let played = run(&r);
    assert_eq!(played.game.players[2].role, Role::Doctor);
    assert_ne!(played.game.players[3].role, Role::Doctor);
    let mut bad = random_doc();
    bad["players"][2]["role"] = json!("Doctor");
    bad["players"][2]["second_role"] = json!("Boss");
    assert!(!refused(&bad).is_empty());
}

// M10: "with `"deal": "random"` the engine deals in four stages, drawing from the RNG ...
// a player requesting a family gets a seat in it if one is free ... a player requesting
// Mafia Member becomes one ... The deal is written to the moderators' log". Seed: "The
// roles are given out to the players privately before the start of the game."
#[test]
fn ruling_m10_the_random_deal() {
    let mut r = random_doc();
    r["roles"] = json!([{"role": "Doctor", "count": 1}, {"role": "Sheriff", "count": 1}]);
    r["players"][7]["family"] = json!("Brand");
    r["players"][7]["role"] = json!("Mafia Member");
    let played = run(&r);
    let g = &played.game;
    assert!(g.players[7].mafia && g.players[7].family == 1);
    for f in 0..2 {
        assert_eq!(g.players.iter().filter(|p| p.family == f).count(), 8);
        assert_eq!(
            g.players
                .iter()
                .filter(|p| p.family == f && p.mafia)
                .count(),
            1
        );
    }
    for role in [Role::Doctor, Role::Sheriff] {
        assert_eq!(g.players.iter().filter(|p| p.role == role).count(), 1);
    }
    let log = moderators(g);
    let given = log
        .iter()
        .find(|t| t.contains("\"deal\": \"given\""))
        .expect("the deal in the form of a given deal");
    for p in &g.players {
        assert!(given.contains(&format!("\"name\": \"{}\"", p.name)));
    }
    // The same seed deals the same game.
    let again = run(&r);
    assert_eq!(again.game.players, played.game.players);
}

// M10: "3. *Second roles.* ... a Standard Mafia Member requesting a second role gets it if
// a copy is left in `mafia_second_roles`. The copies left ... go to the Standard Mafia
// Members still without one ... Copies with no one to take them are not dealt (moderators'
// log)."
#[test]
fn ruling_m10_mafia_second_roles_go_to_mafia_members() {
    for seed in 0..20 {
        let mut r = random_doc();
        r["seed"] = json!(seed);
        r["mafia_second_roles"] = json!([{"role": "Boss", "count": 1}]);
        let played = run(&r);
        let boss: Vec<_> = played
            .game
            .players
            .iter()
            .filter(|p| p.role == Role::Boss)
            .collect();
        assert!(boss.len() == 1 && boss[0].mafia, "seed {seed}");
    }
}

// M11: "with `"deal": "given"` ... every Beginner and Standard player must have a `family`
// and a `role`, no draw is made for the deal, and the pools are not used (if present they
// are ignored). The deal must satisfy M4 to M8; every breach is reported at once".
#[test]
fn ruling_m11_the_given_deal() {
    let mut d = doc(&[], json!([]));
    d["players"][4].as_object_mut().unwrap().remove("role");
    assert!(refused(&d)
        .iter()
        .any(|p| p.contains("names each player's family and role")));
    let mut d = doc(&[], json!([]));
    d["roles"] = json!([{"role": "Doctor", "count": 3}]);
    let played = run(&d);
    assert!(played
        .game
        .players
        .iter()
        .all(|p| p.role == Role::Townsperson));
    let mut d = doc(&[("A3", "Doctor")], json!([]));
    d["players"][3]["level"] = json!("beginner");
    d["players"][9]["role"] = json!("Mafia Member");
    assert!(refused(&d).len() >= 2, "every breach at once");
}

// M12: "several copies of a role may be dealt ... More copies in the two pools together
// than there are Standard players is a script error."
#[test]
fn ruling_m12_the_pools() {
    let mut r = random_doc();
    r["roles"] = json!([{"role": "Doctor", "count": 2}, {"role": "Shadchan", "count": 1}, {"role": "Detective", "count": 1}]);
    let played = run(&r);
    let count = |role| {
        played
            .game
            .players
            .iter()
            .filter(|p| p.role == role)
            .count()
    };
    assert_eq!(
        (
            count(Role::Doctor),
            count(Role::Shadchan),
            count(Role::Detective)
        ),
        (2, 1, 1)
    );
    let mut r = random_doc();
    r["roles"] = json!([{"role": "Doctor", "count": 17}]);
    assert!(!refused(&r).is_empty());
}

// M12: "a role appears at most once in each pool ... Townsperson and Mafia Member are never
// in a pool ... Every `mafia_second_roles` entry must be an allowed second role (M8)."
#[test]
fn ruling_m12_pool_errors() {
    for pools in [
        json!({"roles": [{"role": "Townsperson", "count": 1}]}),
        json!({"roles": [{"role": "Doctor", "count": 1}, {"role": "Doctor", "count": 1}]}),
        json!({"mafia_second_roles": [{"role": "Doctor", "count": 1}]}),
    ] {
        let mut r = random_doc();
        for (k, v) in pools.as_object().unwrap() {
            r[k] = v.clone();
        }
        assert!(!refused(&r).is_empty(), "{pools}");
    }
}

// M14: "Day 5 is played in full ... then the winners are decided and announced (M83).
// Nothing is decided earlier, however few players are left." Seed: "After Day 5, the game
// is over, and a winner is declared".
#[test]
fn ruling_m14_decided_only_after_day_5() {
    // Nobody votes: everyone is exiled on day 2, and still nothing is decided before day 5.
    let played = run(&doc(&[], empty_phases(9)));
    assert!(played.game.living().is_empty());
    assert!(played.outcome.is_none());
    let played = run(&doc(&[], empty_phases(10)));
    assert!(played.outcome.is_some());
}

// M15: "the Mafia wins when 2 × (Mafia Members in play after Day 5) ≥ (Mafia Members
// dealt). Poisoned and injured Mafia Members are alive; exiled ones are not (M66)." Seed:
// "The Mafia wins if at least half of the Mafia Members are still alive."
#[test]
fn ruling_m15_the_mafia_wins_with_half_alive() {
    let one_dead = members(2, |p| (p == 8, false));
    assert_eq!(outcome(2, &one_dead).winner, Winner::Mafia);
    let one_exiled = members(2, |p| (false, p == 8));
    assert_eq!(outcome(2, &one_exiled).winner, Winner::Mafia);
    let dead_and_exiled = members(2, |p| (p == 8, p == 0));
    assert_ne!(outcome(2, &dead_and_exiled).winner, Winner::Mafia);
    // Three Mafia Members: one alive of three is less than half.
    let three = members(3, |p| (p == 8 || p == 16, false));
    assert_ne!(outcome(3, &three).winner, Winner::Mafia);
}

// M16: "the families with no Mafia Member in play qualify (an exiled Mafia Member counts as
// gone ...); among those, the families with the greatest number of Civilians in play win,
// all of them on a tie, even when that number is 0." Seed: "The family that has killed all
// Mafia Members in its family and has the most Civilians alive wins. In the event of a
// tie, all tying families win."
#[test]
fn ruling_m16_which_family_wins() {
    // Family 0 keeps its Mafia Member and the most Civilians: it does not qualify.
    let m = members(3, |p| (p == 8 || p == 17 || p == 18, p == 16));
    assert_eq!(outcome(3, &m).winner, Winner::Families(vec![1]));
    let tie = members(3, |p| (p == 8, p == 16));
    assert_eq!(outcome(3, &tie).winner, Winner::Families(vec![1, 2]));
    let none = members(2, |p| (true, p == 3));
    assert_eq!(outcome(2, &none).winner, Winner::Families(vec![0, 1]));
}

// M17: "if every family kept a Mafia Member in play, at least a + b of the a + 2b Mafia
// Members dealt ... would be in play ... So when the Mafia loses a qualifying family exists
// and M16 names at least one winning family." Seed: "If the Mafia loses, then (at least)
// one of the families wins."
#[test]
fn ruling_m17_a_family_always_wins_when_the_mafia_loses() {
    // Families of 8, 8 and 10 (Mafia Members 0, 8, 16 and 17): every state of the Mafia,
    // with Civilians dying by a simple pattern.
    for state in 0..(3u32.pow(4) * 7) {
        let mafia_state = |i: u32| (state / 3u32.pow(i)) % 3;
        let civ = state % 7;
        let list: Vec<Member> = (0..26)
            .map(|p| {
                let (family, mafia_index) = match p {
                    0 => (0, Some(0)),
                    8 => (1, Some(1)),
                    16 => (2, Some(2)),
                    17 => (2, Some(3)),
                    p => (p.min(16) / 8, None),
                };
                let (dead, exiled) = match mafia_index {
                    Some(i) => (mafia_state(i) == 1, mafia_state(i) == 2),
                    None => (
                        (p as u32 + civ).is_multiple_of(3),
                        (p as u32 + civ).is_multiple_of(5),
                    ),
                };
                Member {
                    family,
                    mafia: mafia_index.is_some(),
                    dead,
                    exiled,
                }
            })
            .collect();
        match outcome(3, &list).winner {
            Winner::Mafia => {}
            Winner::Families(fs) => assert!(!fs.is_empty()),
            Winner::Nobody => panic!("nobody wins in state {state}"),
        }
    }
}

// M18: "if the Mafia wins, the winners are the Mafia Members dealt, dead or alive, except
// the exiled; otherwise the Civilians of the winning families, dead or alive, except the
// exiled. A player who died and was also exiled (M68) is not a winner." Seed: "Dead
// Civilians are considered winners if they are part of a winning family ... Exiled
// players are never considered winners. Mafia Members are only considered winners if the
// Mafia wins, not if their family wins."
#[test]
fn ruling_m18_who_is_a_winner() {
    let mafia = members(2, |p| (p == 8, false));
    assert_eq!(outcome(2, &mafia).players, vec![0, 8]);
    let mafia = members(2, |p| (false, p == 8));
    assert_eq!(outcome(2, &mafia).players, vec![0]);
    // Both Mafia Members dead; family 1 has fewer Civilians in play.
    let m = members(2, |p| {
        (
            p == 0 || p == 8 || p == 1 || p == 2 || p > 11,
            p == 2 || p == 3,
        )
    });
    assert_eq!(outcome(2, &m).winner, Winner::Families(vec![0]));
    assert_eq!(outcome(2, &m).players, vec![1, 4, 5, 6, 7]);
}

// M19: "a Civilian is every Beginner or Standard player who is not a Mafia Member, whatever
// their role, including a Thief who took a Mafia Member's second role." Seed: "Mafia
// Members and Civilians have different ways of winning the game."
#[test]
fn ruling_m19_a_thief_with_a_mafia_role_is_a_civilian() {
    let mut g = game(&[(2, Role::Thief), (8, Role::Boss)]);
    g.night(1, &night(vec![act(2, &[8])], &[]));
    assert_eq!((g.players[2].role, g.players[2].mafia), (Role::Boss, false));
    g.night(2, &night(vec![], &[2]));
    assert!(g.players[2].dead, "a Civilian the Mafia may kill");
}

// M20: "a phase's messages are sent when the phase ends ... in the order the events
// happened. Two kinds are sent when a phase starts: that phase's exiles by the Moderators
// (M67) and, at the start of each night, the Mafia's kill count". Seed: "In the morning,
// the Moderators will notify everyone of certain events that happened the previous night".
#[test]
fn ruling_m20_when_messages_are_sent() {
    let played = run(&doc(
        &[("A6", "Butler")],
        json!([{
            "phase": "night 1",
            "exiles": [{"player": "A4", "reason": "tampering"}],
            "actions": [{"by": "A6", "role": "Butler", "targets": ["A5"]}],
            "mafia_kills": ["A3"],
        }]),
    ));
    let g = &played.game;
    let exile = at(g, exile_notice());
    let count = at(g, "Tonight the Mafia must attempt to kill 1 Civilian(s).");
    let poison = at(g, "A5 has been poisoned.");
    let death = at(g, "A3 has died.");
    assert!(exile < count && count < poison && poison < death);
}

// M21: "a private message is delivered only to those of its recipients who are in play
// when it is sent (M20); a message with no recipient left is not sent, and the moderators'
// log notes it." Seed: "Dead players do not receive any emails except for the public
// ones."
#[test]
fn ruling_m21_private_messages_reach_only_players_in_play() {
    let mut g = game(&[(4, Role::Shadchan)]);
    g.night(1, &night(vec![act(4, &[3, 5])], &[3]));
    assert!(private_to(&g, 3).is_empty());
    assert!(private_to(&g, 5).contains(&"A Shadchan has paired you with P3.".to_owned()));
    assert!(moderators(&g)
        .iter()
        .any(|t| t == "Not sent (no recipient in play): A Shadchan has paired you with P5."));
}

// M23: "the whole script is refused, with every problem listed at once, when it is not a
// well-formed `omerta-1923/1` document: an unknown format, player, family or role; a
// player or family name used twice; an action for a role that has no action ...; an
// action with the wrong shape for its role ...; `votes` in a night or `mafia_kills` in a
// day; a name repeated in one `mafia_kills`".
#[test]
fn ruling_m23_script_errors_all_at_once() {
    let d = doc(
        &[("A5", "Paperboy"), ("A2", "Drunkard")],
        json!([
            {
                "phase": "night 1",
                "actions": [
                    {"by": "A3", "role": "Townsperson", "targets": ["A4"]},
                    {"by": "A5", "role": "Paperboy", "targets": ["A4"]},
                    {"by": "A2", "role": "Drunkard"},
                    {"by": "A4", "role": "Doctor", "targets": ["Nobody"]},
                ],
                "votes": [],
                "mafia_kills": ["A3", "A3"],
            },
            {"phase": "day 1", "mafia_kills": ["A3"]},
        ]),
    );
    let problems = refused(&d);
    for needle in [
        "has no action",
        "takes 2 target(s)",
        "a Drunkard names a family",
        "not in the game",
        "votes in a night",
        "named twice in mafia_kills",
        "mafia_kills in a day",
    ] {
        assert!(
            problems.iter().any(|p| p.contains(needle)),
            "{needle}: {problems:?}"
        );
    }
    let mut d = doc(&[], json!([]));
    d["format"] = json!("omerta-1923/2");
    assert!(!refused(&d).is_empty());
    let mut d = doc(&[], json!([]));
    d["players"][3]["name"] = json!("A2");
    assert!(refused(&d).iter().any(|p| p.contains("listed twice")));
}

// M25: "an action names the role whose ability it uses. The actor must hold that role (as
// their role or, for a Mafia Member, as their second role) at the start of the phase, and
// still hold it when the action's step comes. An action whose actor lost the role to a
// Thief earlier in the phase is *void*".
#[test]
fn ruling_m25_the_role_an_action_uses() {
    let mut g = game(&[(2, Role::Thief), (6, Role::Butler), (8, Role::Boss)]);
    let boss = NightAction {
        role: Some(Role::Boss),
        ..act(8, &[3])
    };
    g.night(1, &night(vec![act(2, &[6]), act(6, &[5]), boss], &[]));
    assert!(g.players[5].poisoned.is_none());
    assert!(moderators(&g)
        .iter()
        .any(|t| t == "P6's action is void: they no longer hold Butler"));
    assert!(private_to(&g, 3)
        .iter()
        .any(|t| t.contains("did not happen because of a Boss")));
}

// M27: "every player an action or a vote names must be in play (never dead, exiled or a
// Spectator); their family, poison or injury does not matter. Families may always be
// named, whether or not anyone in them is in play". Seed: "Dead players may not vote or
// perform any actions. Similarly, they cannot be targeted by any actions."
#[test]
fn ruling_m27_what_may_be_targeted() {
    let mut g = game(&[
        (3, Role::Detective),
        (4, Role::Detective),
        (5, Role::Sheriff),
    ]);
    g.players[6].dead = true;
    g.exile(7, Phase::Night(1), "noise");
    g.players[9].injured_nights = vec![1];
    g.night(2, &night(vec![act(3, &[6]), act(4, &[7])], &[]));
    assert!(private_to(&g, 3).is_empty() && private_to(&g, 4).is_empty());
    assert_eq!(
        moderators(&g)
            .iter()
            .filter(|t| t.ends_with("a target is not in play"))
            .count(),
        2
    );
    let mut g = game(&[(3, Role::Detective), (5, Role::Sheriff)]);
    g.players[9].injured_nights = vec![1];
    g.night(2, &night(vec![act(3, &[9])], &[]));
    assert_eq!(
        private_to(&g, 3),
        vec!["P9 is not a Mafia Member.".to_owned()]
    );
    // A family with no one in play may be jailed.
    kill_dead(&mut g, 8..16);
    g.day(
        2,
        &DayActions {
            jails: vec![Jail {
                by: 5,
                player: 1,
                family: 1,
            }],
            ..DayActions::default()
        },
    );
    assert_eq!(g.players[5].uses, 1);
}

// M32: "when an Armed Robber dies, whoever killed him dies too, if still in play: ... for
// a Drunkard's attack, the Drunkard; for poison, the Butler whose poison it was (M40); for
// the court ..., the player his own individual vote named that day, if that vote counted
// (M74) and that player was neither jailed nor injured". Seed: "Armed Robbers kill whoever
// killed them ... If killed by vote, the Armed Robber kills whomever he voted for (Note:
// the revenge kill does not occur if the intended recipient is not present for voting,
// i.e. was jailed or injured)."
#[test]
fn ruling_m32_whom_the_armed_robber_kills() {
    // The Drunkard: family 1 has only the Armed Robber in play.
    let mut g = game(&[(2, Role::Drunkard), (13, Role::ArmedRobber)]);
    kill_dead(&mut g, (8..16).filter(|p| *p != 13));
    g.night(1, &night(vec![attack(2, 1)], &[]));
    assert!(g.players[13].dead && g.players[2].dead);
    // The Butler whose poison it was.
    let mut g = game(&[(6, Role::Butler), (13, Role::ArmedRobber)]);
    g.night(1, &night(vec![act(6, &[13])], &[]));
    g.night(2, &night(vec![], &[]));
    assert!(g.players[13].dead && g.players[6].dead);
    // The court: the Armed Robber P7 named P5; not if P5 was jailed or injured.
    for absent in [None, Some("jailed"), Some("injured")] {
        let mut g = game_of(3, 7, &[(7, Role::ArmedRobber), (3, Role::Sheriff)]);
        let mut ballots = votes(&g, &[]);
        for (p, b) in ballots.iter_mut() {
            if *p < 8 {
                b.individual = Some(if *p == 7 { 5 } else { 7 });
            }
        }
        let mut jails = vec![];
        match absent {
            Some("jailed") => jails.push(Jail {
                by: 3,
                player: 5,
                family: 1,
            }),
            Some(_) => g.players[5].injured_nights = vec![1],
            None => {}
        }
        g.day(
            1,
            &DayActions {
                jails,
                ballots,
                ..DayActions::default()
            },
        );
        assert!(g.players[7].dead, "{absent:?}");
        assert_eq!(g.players[5].dead, absent.is_none(), "{absent:?}");
    }
}

// M33: "no Doctor, Bodyguard, Butler's protection or automatic protection stops it. It
// happens immediately ... whatever the Armed Robber's status ...; a Boss cannot cancel
// it. At the court, all the court's deaths come first (M77), then the revenges". Seed:
// "This kill occurs immediately after the Armed Robber is killed. This is a passive role,
// and therefore happens regardless of whether the Armed Robber wants it to happen or not."
#[test]
fn ruling_m33_the_revenge_cannot_be_stopped() {
    let mut g = game(&[
        (2, Role::Drunkard),
        (3, Role::Doctor),
        (4, Role::Bodyguard),
        (1, Role::Boss),
        (13, Role::ArmedRobber),
    ]);
    kill_dead(&mut g, (8..16).filter(|p| *p != 13));
    g.players[13].injured_nights = vec![1];
    g.night(
        2,
        &night(
            vec![act(1, &[13]), act(3, &[2]), act(4, &[2]), attack(2, 1)],
            &[],
        ),
    );
    assert!(g.players[13].dead && g.players[2].dead);
    // The court: both families' deaths, then the revenge.
    let mut g = game(&[(7, Role::ArmedRobber)]);
    let mut ballots = votes(&g, &[]);
    for (p, b) in ballots.iter_mut() {
        if *p < 8 {
            b.individual = Some(if *p == 7 { 5 } else { 7 });
        }
    }
    g.day(
        1,
        &DayActions {
            ballots,
            ..DayActions::default()
        },
    );
    let p7 = at(&g, "P7 was killed by the court.");
    let p15 = at(&g, "P15 was killed by the court.");
    let p5 = at(&g, "P5 has died.");
    assert!(p7 < p15 && p15 < p5);
}

// M34: "any player in play other than the Thief. Steals happen at step 3, in submission
// order. One use per holding". Seed: "Thieves may choose a living player and steal that
// player’s role for the remainder of the game."
#[test]
fn ruling_m34_the_thiefs_target() {
    let mut g = game(&[(2, Role::Thief), (3, Role::Doctor), (6, Role::Butler)]);
    g.night(1, &night(vec![act(2, &[2])], &[]));
    assert_eq!((g.players[2].role, g.players[2].uses), (Role::Thief, 0));
    g.players[3].dead = true;
    g.night(2, &night(vec![act(2, &[3])], &[]));
    assert_eq!((g.players[2].role, g.players[2].uses), (Role::Thief, 0));
    g.night(3, &night(vec![act(2, &[6])], &[]));
    assert_eq!(g.players[2].role, Role::Butler);
}

// M35: "a Civilian with a role other than Townsperson (another Thief included): the Thief
// now holds that role with all its limits fresh, and the target becomes a Townsperson; a
// Mafia Member with a second role: the Thief now holds that second role, fresh, and stays
// a Civilian; the target stays in the Mafia with no second role; a Townsperson, or a Mafia
// Member without a second role ...: the attempt fails and the Thief becomes a
// Townsperson." Seed: "The player who originally had the role reverts to a Townsperson.
// If a Thief tries stealing the role of Townsperson, the stealing attempt fails, and the
// Thief becomes a Townsperson. Thieves may take secondary roles of Mafia Members, but they
// cannot join the Mafia. Thieves also cannot turn a Mafia Member into a Townsperson."
#[test]
fn ruling_m35_what_is_stolen() {
    let steal = |target: usize| {
        let mut g = game(&[
            (2, Role::Thief),
            (3, Role::Doctor),
            (4, Role::Thief),
            (8, Role::Boss),
        ]);
        g.night(1, &night(vec![act(2, &[target])], &[]));
        g
    };
    let g = steal(3);
    assert_eq!(
        (g.players[2].role, g.players[3].role),
        (Role::Doctor, Role::Townsperson)
    );
    let g = steal(8);
    assert_eq!((g.players[2].role, g.players[2].mafia), (Role::Boss, false));
    assert_eq!(
        (g.players[8].role, g.players[8].mafia),
        (Role::Townsperson, true)
    );
    let g = steal(4);
    assert_eq!((g.players[2].role, g.players[2].uses), (Role::Thief, 0));
    assert_eq!(g.players[4].role, Role::Townsperson);
    for target in [5, 0] {
        let g = steal(target);
        assert_eq!(g.players[2].role, Role::Townsperson);
        assert_eq!(g.players[target].mafia, target == 0);
    }
}

// M37: "The new holder starts all of them afresh; the victim keeps none. ... Statuses
// (poison, injury) and Bumbling Bureaucrats' marks stay with the players." Seed: "Any
// limits on that role are reset once the Thief has acquired the new role."
#[test]
fn ruling_m37_limits_reset_statuses_stay() {
    let mut g = game(&[
        (1, Role::BumblingBureaucrat),
        (2, Role::Thief),
        (6, Role::Butler),
    ]);
    g.players[6].uses = 1;
    g.players[6].butler_shields = 1;
    g.night(1, &night(vec![act(1, &[6]), act(2, &[6])], &[]));
    let (thief, victim) = (&g.players[2], &g.players[6]);
    assert_eq!(
        (thief.role, thief.uses, thief.butler_shields),
        (Role::Butler, 0, 2)
    );
    assert_eq!((victim.role, victim.butler_shields), (Role::Townsperson, 0));
    assert!(victim.bumbled && !thief.bumbled, "the mark stays with P6");
    g.night(2, &night(vec![act(2, &[9])], &[]));
    g.night(3, &night(vec![act(2, &[10])], &[]));
    assert_eq!(g.players[10].poisoned, Some(3), "two fresh uses");
    // The Bodyguard's automatic protection, spent by the victim, is fresh for the Thief.
    let mut g = game(&[(2, Role::Thief), (4, Role::Bodyguard)]);
    g.players[4].bodyguard_guard = false;
    g.night(1, &night(vec![act(2, &[4])], &[]));
    assert!(g.players[2].bodyguard_guard);
}

// M38: "on success, the Thief is told their new role (M63) and the victim that they are
// now a Townsperson (a Mafia victim: that they have lost their second role and are still a
// Mafia Member); on failure, the Thief only that the attempt failed. A steal cancelled by
// a Boss brings the Thief only the Boss's notice (M42)." Seed: "If a Thief steals a role,
// the Thief is told about their new role and the victim is told they have become a
// Townsperson. In the event the Thief’s attempt fails ..., they are told their attempt
// fails, but they are not told why, and the target is not told about the attempt."
#[test]
fn ruling_m38_what_the_thief_and_the_victim_are_told() {
    let steal = |actions: Vec<NightAction>| {
        let mut g = game(&[(2, Role::Thief), (3, Role::Doctor), (8, Role::Boss)]);
        g.night(1, &night(actions, &[]));
        g
    };
    let g = steal(vec![act(2, &[3])]);
    assert_eq!(
        private_to(&g, 2),
        vec!["You stole a role: you are now Doctor.".to_owned()]
    );
    assert_eq!(
        private_to(&g, 3),
        vec!["Your role was stolen: you are now a Townsperson.".to_owned()]
    );
    let g = steal(vec![act(2, &[8])]);
    assert_eq!(
        private_to(&g, 2),
        vec!["You stole a role: you are now Boss.".to_owned()]
    );
    assert!(private_to(&g, 8)
        .contains(&"Your second role was stolen: you are still a Mafia Member.".to_owned()));
    let g = steal(vec![act(2, &[5])]);
    assert_eq!(
        private_to(&g, 2),
        vec!["Your attempt to steal a role failed.".to_owned()]
    );
    assert!(private_to(&g, 5).is_empty());
    let g = steal(vec![act(8, &[2]), act(2, &[3])]);
    assert_eq!(
        private_to(&g, 2),
        vec![
            "Any nighttime action you may have attempted did not happen because of a Boss."
                .to_owned()
        ]
    );
}

// M39: "At step 7 the attempt is checked in this order: the target holds the Butler role
// (immune ...); a Doctor saved the target this night (nothing); one or more Bodyguards
// protect the target ... (nothing, and the Butler is injured, M44); the target is already
// poisoned (nothing more: the first poison stands); the target is a Bodyguard with the
// automatic protection unused (it is spent and the Butler is injured, M45); otherwise the
// target is poisoned. The Butler is told nothing." Seed: "Butlers may poison other
// players." and "Butlers are immune from poison".
#[test]
fn ruling_m39_the_poisoning() {
    let roles = [
        (3, Role::Doctor),
        (4, Role::Bodyguard),
        (6, Role::Butler),
        (14, Role::Butler),
    ];
    let poisoning = |actions: Vec<NightAction>| {
        let mut g = game(&roles);
        g.night(1, &night(actions, &[]));
        g
    };
    let g = poisoning(vec![act(6, &[14])]);
    assert!(g.players[14].poisoned.is_none() && g.players[6].uses == 1);
    let g = poisoning(vec![act(6, &[5]), act(3, &[5])]);
    assert!(g.players[5].poisoned.is_none() && g.players[6].injured_nights.is_empty());
    let g = poisoning(vec![act(6, &[5]), act(4, &[5])]);
    assert!(g.players[5].poisoned.is_none() && g.players[6].injured_nights == vec![1]);
    let g = poisoning(vec![act(14, &[5]), act(6, &[5])]);
    assert_eq!(
        g.players[5].poisoned_by,
        Some(14),
        "the first poison stands"
    );
    let g = poisoning(vec![act(6, &[4])]);
    assert!(g.players[4].poisoned.is_none() && !g.players[4].bodyguard_guard);
    assert_eq!(g.players[6].injured_nights, vec![1]);
    let g = poisoning(vec![act(6, &[5])]);
    assert_eq!(g.players[5].poisoned, Some(1));
    assert!(public(&g).contains(&"P5 has been poisoned.".to_owned()));
    assert!(private_to(&g, 6).is_empty());
}

// M42: "Every night action of the target at steps 3 to 11 of that night is cancelled ...;
// at step 2, a Boss action of the target submitted after this one is cancelled too. What
// has already happened is not undone ... Not cancelled: the Mafia's kill, passive roles
// ... A Boss cancelled by an earlier Boss cancels nothing and sends no notice. Each Boss
// action carried out sends its target the seed's notice the next morning, whatever the
// target did ... The Boss is told nothing." Seed: "Bosses may choose another player every
// night and cancel that player’s nighttime action for that night." and "This happens
// whether the targeted player actually attempted to do anything the previous night or
// not."
#[test]
fn ruling_m42_what_a_boss_cancels_and_the_notice() {
    let notice = "Any nighttime action you may have attempted did not happen because of a Boss.";
    let roles = [
        (1, Role::Boss),
        (8, Role::Boss),
        (3, Role::Doctor),
        (9, Role::BumblingBureaucrat),
    ];
    // The Doctor is cancelled; the idle P6 gets the notice too; the Boss is told nothing.
    let mut g = game(&roles);
    g.night(
        1,
        &night(vec![act(1, &[3]), act(3, &[5]), act(8, &[6])], &[5]),
    );
    assert!(g.players[5].dead);
    assert_eq!(private_to(&g, 3), vec![notice.to_owned()]);
    assert_eq!(private_to(&g, 6), vec![notice.to_owned()]);
    assert!(private_to(&g, 1).is_empty());
    // The Mafia's kill is not cancelled by a Boss on a Mafia Member; a step-1 mark stands.
    let mut g = game(&roles);
    g.night(1, &night(vec![act(1, &[8])], &[4]));
    assert!(g.players[4].dead);
    let mut g = game(&roles);
    g.night(1, &night(vec![act(1, &[9]), act(9, &[5])], &[]));
    assert!(g.players[5].bumbled);
    assert_eq!(private_to(&g, 9), vec![notice.to_owned()]);
    // Boss against Boss: the earlier submission wins.
    let mut g = game(&roles);
    g.night(
        1,
        &night(vec![act(1, &[8]), act(8, &[3]), act(3, &[5])], &[5]),
    );
    assert!(!g.players[5].dead, "P8 cancels nothing");
    assert!(private_to(&g, 3).is_empty());
    let mut g = game(&roles);
    g.night(
        1,
        &night(vec![act(8, &[3]), act(1, &[8]), act(3, &[5])], &[5]),
    );
    assert!(g.players[5].dead, "P8's cancellation is not undone");
    assert_eq!(private_to(&g, 3), vec![notice.to_owned()]);
    assert!(private_to(&g, 8).contains(&notice.to_owned()));
}

// M43: "any family, their own included; one use per holding. At step 8 the victim is a
// uniform pick (M1) among the family's players in play, the Drunkard included; with no one
// in play the use is spent and nothing happens. The victim dies unless a Bodyguard
// protects them ... in which case the Drunkard is injured ... A Doctor does not stop a
// Drunkard ..., nor does the Butler's protection from the Mafia." Seed: "Drunkards may
// choose a family and randomly kill a player from that family ... In the event a drunkard
// chooses their own family, it is possible for them to kill themselves. Drunkards can only
// use their ability once in the game. Drunkards do not have to choose a family with a
// living player."
#[test]
fn ruling_m43_the_drunkards_attack() {
    let mut victims = std::collections::BTreeSet::new();
    for seed in 0..60 {
        let mut g = game_of(2, seed, &[(2, Role::Drunkard)]);
        g.night(1, &night(vec![attack(2, 0)], &[]));
        let dead: Vec<usize> = (0..16).filter(|p| g.players[*p].dead).collect();
        assert_eq!(dead.len(), 1);
        assert!(dead[0] < 8);
        victims.insert(dead[0]);
        g.night(2, &night(vec![attack(2, 0)], &[]));
        assert_eq!((0..16).filter(|p| g.players[*p].dead).count(), 1, "one use");
    }
    assert!(victims.len() > 3 && victims.contains(&2), "{victims:?}");
    // A family with no one in play: the use is spent.
    let mut g = game(&[(2, Role::Drunkard)]);
    kill_dead(&mut g, 8..16);
    g.night(1, &night(vec![attack(2, 1)], &[]));
    assert_eq!(g.players[2].uses, 1);
    // Neither a Doctor nor the Butler's protection stops him; a Bodyguard does.
    let mut g = game(&[(2, Role::Drunkard), (3, Role::Doctor), (14, Role::Butler)]);
    kill_dead(&mut g, (8..16).filter(|p| *p != 14));
    g.night(1, &night(vec![act(3, &[14]), attack(2, 1)], &[]));
    assert!(g.players[14].dead);
    let mut g = game(&[(2, Role::Drunkard), (4, Role::Bodyguard)]);
    kill_dead(&mut g, (8..16).filter(|p| *p != 13));
    g.night(1, &night(vec![act(4, &[13]), attack(2, 1)], &[]));
    assert!(!g.players[13].dead && g.players[2].injured_nights == vec![1]);
}

// M49: "if the marked action has no valid target at that moment, it is carried out with no
// effect (used up, M26), the mark is spent, and the actor is told their action found no
// target."
#[test]
fn ruling_m49_a_redirection_with_nowhere_to_go() {
    let mut g = game(&[(1, Role::BumblingBureaucrat), (5, Role::Paperboy)]);
    kill_dead(&mut g, (0..16).filter(|p| ![1, 5, 8].contains(p)));
    // P1 marks P5 at step 1 and dies at step 9: at step 10 only P8 is left to name.
    g.night(1, &night(vec![act(1, &[5]), act(5, &[1, 8])], &[1]));
    assert!(g.players[1].dead);
    assert_eq!((g.players[5].uses, g.players[5].bumbled), (1, false));
    assert_eq!(
        private_to(&g, 5),
        vec!["A Bumbling Bureaucrat redirected your action: it found no target.".to_owned()]
    );
}

// M50: "a Councilor's action adds +1 to one family and/or +1 to one player; a Pacifist's
// adds −1 ...; either part may be left out. Not bound by the voting rules means: any
// family (their own, one with no one in play), and any player in play of any family
// (themself included) ... They are not ballots: they never earn a strike ... an injured
// Councilor or Pacifist cannot cast them (M64), and one naming a player not in play is
// ignored whole (M24)." Seed: "Councilors get an additional family vote and an additional
// individual vote every day. These extra votes are not bound by the normal voting rules."
// and "Pacifists get a negative family vote and a negative individual vote every day."
#[test]
fn ruling_m50_extra_and_negative_votes() {
    let day_of = |extras: Vec<(usize, Ballot)>, prepare: &dyn Fn(&mut Game)| {
        let mut g = game(&[(4, Role::Councilor), (12, Role::Pacifist)]);
        prepare(&mut g);
        let ballots = votes(&g, &[4, 12]);
        g.day(
            1,
            &DayActions {
                extra_votes: extras,
                ballots,
                ..DayActions::default()
            },
        );
        g
    };
    // Own family and themself; the Pacifist's family part only.
    let g = day_of(
        vec![
            (4, ballot(0, 4)),
            (
                12,
                Ballot {
                    family: Some(1),
                    individual: None,
                },
            ),
        ],
        &|_| {},
    );
    assert!(public(&g).contains(&"Family votes: Corleone 8, Tattaglia 6.".to_owned()));
    assert!(public(&g).iter().any(|t| t.contains("P4 1,")));
    assert_eq!(
        g.players[4].improper_votes, 1,
        "the ballot is missing: a strike"
    );
    // Naming a dead player: ignored whole; an injured Councilor: ignored.
    let g = day_of(vec![(4, ballot(1, 6))], &|g| g.players[6].dead = true);
    assert!(public(&g).contains(&"Family votes: Corleone 7, Tattaglia 6.".to_owned()));
    let g = day_of(vec![(4, ballot(1, 9))], &|g| {
        g.players[4].injured_nights = vec![1]
    });
    assert!(public(&g).contains(&"Family votes: Corleone 7, Tattaglia 7.".to_owned()));
}

// M51: "the order is kept, but all votes are added up after step 4, so steps 2 to 4 change
// no total by their order; what matters is that the jail (step 1) applies to all of them
// and the Lawyer (step 5) acts on the totals." Seed: "2. Councilors may cast extra votes
// 3. Pacifists may cast negative votes 4. Living players must vote".
#[test]
fn ruling_m51_steps_2_to_4_add_up_together() {
    let mut d = court_day();
    court_votes(&mut d, |f| if f < 3 { 3 } else { 0 });
    // Family 3: 9 votes 10, 10 votes 11, 11 votes 9; extras make 10 the top with 2.
    d.extras = vec![
        ExtraVote {
            by: 0,
            weight: -1,
            family: None,
            individual: Some(11),
        },
        ExtraVote {
            by: 1,
            weight: 1,
            family: None,
            individual: Some(10),
        },
    ];
    d.clients = vec![10];
    let v = d.judge();
    assert_eq!(&v.player_votes[9..12], &[1, 2, 0]);
    let family_3: Vec<usize> = v.killed.iter().copied().filter(|p| *p >= 9).collect();
    assert_eq!(family_3, vec![9], "the Lawyer acts on the totals");
    d.extras.reverse();
    assert_eq!(d.judge(), v, "the order of extras changes nothing");
    // The jail applies to the extras.
    d.jailed_families = vec![0];
    d.clients.clear();
    let v = d.judge();
    assert_eq!(&v.player_votes[9..12], &[1, 1, 1]);
}

// M52: "the Doctor targets any player in play, themself at most twice per holding ... if
// the target was poisoned on an earlier night, the poison is cured (announced publicly in
// the morning); and the target is saved from the Mafia's kills and from being poisoned for
// the rest of that night ... Saves are not announced and nobody is told of them. A save
// cancelled by a Boss does nothing." Seed: "Doctors may choose one player per night to
// save from Mafia kills and being poisoned by a Butler. The Doctor can also save someone
// who has been poisoned the night after being poisoned. Doctors may only protect
// themselves twice during the game."
#[test]
fn ruling_m52_the_doctors_save_and_cure() {
    let mut g = game(&[(3, Role::Doctor), (6, Role::Butler)]);
    g.night(1, &night(vec![act(3, &[3]), act(6, &[5])], &[3]));
    g.night(2, &night(vec![act(3, &[3])], &[]));
    assert!(!g.players[3].dead && g.players[3].self_uses == 2);
    g.night(3, &night(vec![act(3, &[3])], &[3]));
    assert!(g.players[3].dead, "a third self-save is ignored");
    assert!(moderators(&g)
        .iter()
        .any(|t| t.ends_with("every use on themself is spent")));
    // The cure, the next night.
    let mut g = game(&[(3, Role::Doctor), (6, Role::Butler)]);
    g.night(1, &night(vec![act(6, &[5])], &[]));
    g.night(2, &night(vec![act(3, &[5])], &[5]));
    assert!(!g.players[5].dead && g.players[5].poisoned.is_none());
    assert!(public(&g).contains(&"P5 has been cured of poison.".to_owned()));
    assert!(private_to(&g, 3).is_empty() && private_to(&g, 5).is_empty());
    assert_eq!(
        public(&g).len(),
        2,
        "the poisoning and the cure; the save is silent"
    );
}

// M53: "every vote and extra vote cast by the jailed player or by a member of the jailed
// family is not counted, and every vote and extra vote for the jailed player or for the
// jailed family is not counted. The jailed player is not a candidate at the court (M77);
// the jailed family's total is 0 ... Jailed voters do not have to vote (M68)." Seed:
// "Sheriffs may choose a family and a player to jail, removing them from voting for that
// day. This means that any votes cast against that player/family do not count, and any
// votes that player/family cast do not count either."
#[test]
fn ruling_m53_the_jail() {
    let mut d = court_day();
    court_votes(&mut d, |f| (f + 1) % 4);
    d.extras = vec![ExtraVote {
        by: 3,
        weight: 1,
        family: Some(2),
        individual: Some(1),
    }];
    d.jailed_players = vec![1];
    d.jailed_families = vec![2];
    let v = d.judge();
    // Family 1: only 0 and 2 count; family 2: jailed; family 3: only family 2 voted for it.
    assert_eq!(v.family_votes, vec![3, 2, 0, 0]);
    assert_eq!(v.player_votes[1], 0);
    assert!(!v.killed.contains(&1) && !v.to_court.contains(&2));
    assert_eq!(v.had_to_vote, vec![0, 2, 3, 4, 5, 9, 10, 11]);
}

// M54: "Per holding: two uses; jailing themself at most once; jailing their own family at
// most once. A submission that would break any of these is ignored whole (M24). Jailing
// the only player in play of a family sent to court leaves it no candidate: no one dies
// from it (M77)." Seed: "Sheriffs may only perform their action twice during the game.
// Sheriffs may only protect their own family once and themselves once. If a Sheriff
// protects the only living player in a family, no one dies from that family."
#[test]
fn ruling_m54_the_sheriffs_limits() {
    let mut g = game(&[(3, Role::Sheriff)]);
    let jails = [(3, 0), (3, 1), (9, 0), (9, 1), (10, 1)];
    let mut uses = vec![];
    for (day, (player, family)) in (1..=5).zip(jails) {
        let ballots = votes(&g, &[]);
        g.day(
            day,
            &DayActions {
                jails: vec![Jail {
                    by: 3,
                    player,
                    family,
                }],
                ballots,
                ..DayActions::default()
            },
        );
        uses.push(g.players[3].uses);
    }
    assert_eq!(uses, vec![1, 1, 1, 2, 2]);
    let log = moderators(&g);
    for why in [
        "every use on themself is spent",
        "the Sheriff's jail of their own family is spent",
        "every use of Sheriff is spent",
    ] {
        assert!(log.iter().any(|t| t.ends_with(why)), "{why}");
    }
    // The only player in play of a family in court, jailed: no one dies from it.
    let mut d = court_day();
    court_votes(&mut d, |f| if f < 3 { 3 } else { 0 });
    d.voters[10].living = false;
    d.voters[11].living = false;
    d.ballots[9] = Some(Ballot {
        family: Some(0),
        individual: None,
    });
    d.jailed_players = vec![9];
    let v = d.judge();
    assert!(v.to_court.contains(&3) && !v.killed.contains(&9));
}

// M55: "nobody is told of a jail, the jailed included; the public totals simply leave out
// the votes that do not count (M82)." Seed: "The only events that are announced publicly
// are deaths, poisonings, and being cured from poison."
#[test]
fn ruling_m55_the_jail_is_not_announced() {
    let mut g = game(&[(3, Role::Sheriff)]);
    let ballots = votes(&g, &[9]);
    g.day(
        1,
        &DayActions {
            jails: vec![Jail {
                by: 3,
                player: 9,
                family: 0,
            }],
            ballots,
            ..DayActions::default()
        },
    );
    for m in g
        .messages
        .iter()
        .filter(|m| m.audience != Audience::Moderators)
    {
        assert!(!m.text.to_lowercase().contains("jail"), "{}", m.text);
    }
    assert!(private_to(&g, 9).is_empty() && private_to(&g, 3).is_empty());
}

// M56: "Paperboys act at step 10, after the Detectives, with the night's other
// information: the role told is the role at that moment, after the night's thefts." Seed:
// "Paperboy (N)".
#[test]
fn ruling_m56_the_paperboy_after_the_thefts_and_the_detectives() {
    let mut g = game(&[
        (2, Role::Thief),
        (3, Role::Doctor),
        (4, Role::Detective),
        (5, Role::Paperboy),
    ]);
    g.night(
        1,
        &night(vec![act(5, &[4, 3]), act(2, &[3]), act(4, &[8])], &[]),
    );
    assert_eq!(
        private_to(&g, 4),
        vec![
            "P8 is a Mafia Member.".to_owned(),
            "The Paperboy brings news: P3 is Townsperson.".to_owned(),
        ]
    );
}

// M57: "`targets` is `[learner, subject]`: two different players in play, neither of them
// the Paperboy; two uses per holding. The learner is told in the morning the subject's
// role (M63), as coming from a Paperboy who is not named. The subject and the Paperboy are
// told nothing." Seed: "Paperboys may choose two living players, one of whom will learn
// the role of the other ... the Paperboy can never choose themselves for either position.
// Paperboys can only perform their action twice during the game."
#[test]
fn ruling_m57_the_paperboys_delivery() {
    let mut g = game(&[(3, Role::Doctor), (5, Role::Paperboy)]);
    let deliveries: [&[usize]; 5] = [&[5, 3], &[3, 3], &[4, 3], &[6, 3], &[7, 3]];
    for (n, targets) in (1..=5).zip(deliveries) {
        g.night(n, &night(vec![act(5, targets)], &[]));
    }
    assert_eq!(g.players[5].uses, 2);
    let news = "The Paperboy brings news: P3 is Doctor.".to_owned();
    assert_eq!(private_to(&g, 4), vec![news.clone()]);
    assert_eq!(private_to(&g, 6), vec![news]);
    assert!(private_to(&g, 7).is_empty());
    assert!(private_to(&g, 3).is_empty() && private_to(&g, 5).is_empty());
    let mut g = game(&[(3, Role::Doctor), (5, Role::Paperboy)]);
    g.night(1, &night(vec![act(5, &[3, 5])], &[]));
    assert_eq!(g.players[5].uses, 0, "the Paperboy as the subject: ignored");
}

// M61: "each night it may name two different players in play, itself included. At step 4
// they fall in love, and in the morning each of the two is told privately the name (never
// the role) of their new partner. Being in love has no other effect: lovers do not die
// together". Seed: "Shadchanim may choose two players to fall in love with each other"
// and "If a Shadchan pairs two players together, only the pair is told about their new
// partner."
#[test]
fn ruling_m61_the_lovers_learn_each_other_nothing_more() {
    let mut g = game(&[(4, Role::Shadchan), (11, Role::Doctor)]);
    g.night(1, &night(vec![act(4, &[3, 11])], &[]));
    assert_eq!(
        private_to(&g, 3),
        vec!["A Shadchan has paired you with P11.".to_owned()]
    );
    assert_eq!(
        private_to(&g, 11),
        vec!["A Shadchan has paired you with P3.".to_owned()]
    );
    g.night(2, &night(vec![act(4, &[4, 5])], &[3]));
    assert!(
        g.players[3].dead && !g.players[11].dead,
        "lovers do not die together"
    );
    assert_eq!(
        private_to(&g, 4),
        vec!["A Shadchan has paired you with P5.".to_owned()]
    );
    g.night(3, &night(vec![act(4, &[6, 6])], &[]));
    assert!(private_to(&g, 6).is_empty());
    assert!(moderators(&g)
        .iter()
        .any(|t| t.ends_with("the same player is named twice")));
}

// M63: "wherever a player is told a role (the deal, a Thief's new role, a Paperboy's
// delivery, a Witness's report), a Civilian's role is its name ("Doctor", "Townsperson");
// a Mafia Member's is "Mafia Member", or "Mafia Member and Boss" with the second role."
#[test]
fn ruling_m63_how_a_role_is_told() {
    let mut g = game(&[
        (3, Role::Doctor),
        (5, Role::Paperboy),
        (6, Role::Witness),
        (8, Role::Boss),
    ]);
    g.start();
    assert!(private_to(&g, 3).contains(&"You are in family Corleone. Your role: Doctor.".into()));
    assert!(private_to(&g, 8)
        .contains(&"You are in family Tattaglia. Your role: Mafia Member and Boss.".into()));
    assert!(
        private_to(&g, 0).contains(&"You are in family Corleone. Your role: Mafia Member.".into())
    );
    g.night(1, &night(vec![act(5, &[4, 0])], &[7]));
    g.night(2, &night(vec![act(5, &[4, 8])], &[]));
    let told = private_to(&g, 4);
    assert!(told.contains(&"The Paperboy brings news: P0 is Mafia Member.".into()));
    assert!(told.contains(&"The Paperboy brings news: P8 is Mafia Member and Boss.".into()));
    assert!(private_to(&g, 6).contains(&"P7 has died; they were Townsperson.".into()));
}

// M65: "a poisoned player is in play in every respect (votes, actions, counts, the win)
// until the poison kills them (M40)." Seed: "A player who is poisoned is still considered
// living (see above)".
#[test]
fn ruling_m65_poisoned_players_are_in_play() {
    let mut g = game(&[(5, Role::Sheriff), (6, Role::Butler)]);
    g.night(1, &night(vec![act(6, &[5])], &[]));
    assert!(g.players[5].poisoned.is_some() && g.living().contains(&5));
    let ballots = votes(&g, &[5]);
    g.day(
        1,
        &DayActions {
            jails: vec![Jail {
                by: 5,
                player: 9,
                family: 1,
            }],
            ballots,
            ..DayActions::default()
        },
    );
    assert_eq!(g.players[5].uses, 1, "the poisoned Sheriff acts");
    assert_eq!(g.players[5].improper_votes, 1, "and has to vote");
    assert!(public(&g).iter().any(|t| t.contains("P5 0")));
}

// M66: "an exiled player is out of play for good: they vote and act no more (their
// submissions are ignored), they cannot be targeted or voted for (a vote naming them is
// improper), they are never a random pick, they count as not living ..., and they receive
// only public messages (M21). They never win (M18)." Seed: "An exiled player cannot win
// the game under any circumstances. In terms of number of players alive for the Mafia or
// for a family, they are considered not living."
#[test]
fn ruling_m66_exiled_players_are_out_of_play() {
    let mut g = game(&[(2, Role::Drunkard), (3, Role::Detective), (5, Role::Doctor)]);
    g.exile(5, Phase::Night(1), "tampering");
    g.night(
        1,
        &night(vec![act(5, &[3]), act(3, &[5]), attack(2, 0)], &[]),
    );
    assert!(!g.living().contains(&5));
    let log = moderators(&g);
    assert!(log.contains(&"P5's action is ignored: the actor is not in play".to_owned()));
    assert!(log.contains(&"P3's action is ignored: a target is not in play".to_owned()));
    let draw = log
        .iter()
        .find(|t| t.starts_with("Draw (the Drunkard's victim)"))
        .unwrap();
    assert!(!draw.contains("P5"), "{draw}");
    let voter = (1..8).find(|p| *p != 5 && g.players[*p].living()).unwrap();
    let mut ballots = votes(&g, &[]);
    for (p, b) in ballots.iter_mut() {
        if *p == voter {
            b.individual = Some(5);
        }
    }
    ballots.push((5, ballot(1, 4)));
    g.day(
        1,
        &DayActions {
            ballots,
            ..DayActions::default()
        },
    );
    // The voter cannot know of the exile (M80): naming P5 is no strike (M71).
    assert_eq!(g.players[voter].improper_votes, 0);
    assert_eq!(g.players[5].improper_votes, 0);
    // P5 is told of the exile, and of nothing else.
    assert_eq!(private_to(&g, 5), vec![exile_notice().to_owned()]);
    assert!(!g.outcome().players.contains(&5));
}

// M69: "steps 1 to 11 exactly as listed ... Within a step, actions go in submission order
// (M2); the Mafia's targets in the listed order". Seed: "In terms of players with different
// roles, the nighttime actions occur in this exact order".
#[test]
fn ruling_m69_the_night_order() {
    // Three families: 24 in play, two kills.
    let mut g = game_of(3, 7, &[(3, Role::Doctor), (6, Role::Butler)]);
    g.night(1, &night(vec![act(6, &[4]), act(3, &[4])], &[5, 2]));
    assert!(
        g.players[4].poisoned.is_none(),
        "the Doctor (step 5) came first"
    );
    assert!(at(&g, "P5 has died.") < at(&g, "P2 has died."));
}

// M69: "step 11's poison deaths in the order the poisons were given."
#[test]
fn ruling_m69_poison_deaths_in_the_order_given() {
    let mut g = game(&[(6, Role::Butler), (14, Role::Butler)]);
    g.night(1, &night(vec![act(14, &[5]), act(6, &[3])], &[]));
    g.night(2, &night(vec![], &[]));
    assert!(at(&g, "P5 has died.") < at(&g, "P3 has died."));
}

// M70: "a player who dies at a step is dead from then on: their actions at later steps are
// void ..., and later actions naming them do nothing (used up, M26). What they did earlier
// stands: a Doctor's save ... given before the giver died protects for the rest of the
// night."
#[test]
fn ruling_m70_deaths_take_effect_at_once() {
    let mut g = game_of(3, 7, &[(4, Role::Doctor)]);
    g.night(1, &night(vec![act(4, &[5])], &[4, 5]));
    assert!(g.players[4].dead && !g.players[5].dead);
    let mut g = game_of(3, 7, &[(3, Role::Detective), (6, Role::Paperboy)]);
    g.night(1, &night(vec![act(3, &[9]), act(6, &[7, 10])], &[3, 10]));
    assert!(moderators(&g).contains(&"P3's action is void: they are no longer in play".into()));
    assert!(private_to(&g, 7).is_empty());
    assert_eq!(g.players[6].uses, 1);
}

// M71: "a later entry by the same player that day is ignored. The family vote is proper
// when it names a family other than the voter's. The individual vote is proper when it
// names a player in play of the voter's family other than the voter; naming a dead or
// exiled player is improper ... A part left out is missing. Each proper part counts on its
// own". Seed: "all living players must cast two different votes: a family vote and an
// individual vote ... You cannot vote for your own family in the family vote or for
// yourself in the individual vote. The individual vote must be for someone in your
// family."
#[test]
fn ruling_m71_the_ballot() {
    let mut g = game(&[]);
    let mut ballots = votes(&g, &[]);
    ballots.push((5, ballot(0, 5)));
    g.day(
        1,
        &DayActions {
            ballots,
            ..DayActions::default()
        },
    );
    assert_eq!(g.players[5].improper_votes, 0);
    assert!(moderators(&g).contains(&"P5's second ballot is ignored".into()));
    let mut d = court_day();
    court_votes(&mut d, |f| (f + 1) % 4);
    d.ballots[0] = Some(ballot(1, 3));
    d.ballots[4] = Some(Ballot {
        family: None,
        individual: Some(5),
    });
    d.voters[7].living = false;
    let v = d.judge();
    for (p, why) in [
        (0, Improper::OutsideFamily),
        (4, Improper::MissingFamilyVote),
        (6, Improper::NotLiving),
    ] {
        assert!(v.improper.contains(&(p, why)));
    }
    assert_eq!(v.family_votes[1], 3, "the proper family part counts");
    assert_eq!(v.player_votes[5], 1, "the proper individual part counts");
}

// M72: "a family vote for a family with no one in play is proper and counts, so such a
// family can be sent to court and takes one of its places." Seed: "In the event one of the
// families that is sent to court has no living players, it is still counted as one of the
// three families sent to court, but no one dies from that family."
#[test]
fn ruling_m72_votes_for_a_family_with_no_one_in_play() {
    let mut d = court_day();
    court_votes(&mut d, |f| if f < 2 { 3 } else { 0 });
    for p in 9..12 {
        d.voters[p].living = false;
    }
    d.court_families = 1;
    let v = d.judge();
    assert!(v.improper.is_empty());
    assert_eq!(v.to_court, vec![3]);
    assert!(v.killed.is_empty());
}

// M74: "a vote counts when the voter had to vote (M68), the vote is proper (M71) and the
// jail does not touch it (M53); each part of a Councilor's or Pacifist's action counts when
// the action is not ignored ... and the jail does not touch that part (M50)."
#[test]
fn ruling_m74_votes_that_count() {
    let mut d = court_day();
    court_votes(&mut d, |f| (f + 1) % 4);
    d.voters[0].injured = true;
    d.extras = vec![ExtraVote {
        by: 0,
        weight: 1,
        family: Some(1),
        individual: None,
    }];
    d.ballots[3] = Some(ballot(1, 4));
    d.jailed_players = vec![6];
    let v = d.judge();
    assert_eq!(v.family_votes, vec![3, 2, 2, 2]);
}

// M75: "a family's total is the number of counted family votes for it, plus the
// Councilors' counted extra family votes for it, minus the Pacifists' counted negative
// family votes for it; a player's total is the same for individual votes. Totals may be 0
// or negative." Seed: "The results of the voting are announced, but only how many votes
// every player and family received."
#[test]
fn ruling_m75_totals_may_be_negative() {
    let mut g = game(&[(12, Role::Pacifist)]);
    g.day(
        1,
        &DayActions {
            extra_votes: vec![(12, ballot(0, 5))],
            ..DayActions::default()
        },
    );
    let public = public(&g);
    assert!(public.contains(&"Family votes: Corleone -1, Tattaglia 0.".to_owned()));
    assert!(public.iter().any(|t| t.contains("P5 -1,")));
    assert!(public.contains(&"No family is sent to court.".to_owned()));
}

// M78: "After step 6, in this order: the Armed Robbers' revenges (M33), the Court
// Secretaries' samples (M59), the strikes and exiles (M68), the evening's messages (M82)."
// Seed: "The following events occur in this exact order:" (1. Sheriffs ... 6. the court).
#[test]
fn ruling_m78_the_day_order_and_what_follows_it() {
    let mut g = game(&[(3, Role::CourtSecretary), (7, Role::ArmedRobber)]);
    g.players[6].improper_votes = 1;
    let mut ballots = votes(&g, &[6]);
    for (p, b) in ballots.iter_mut() {
        if *p < 8 {
            b.individual = Some(if *p == 7 { 5 } else { 7 });
        }
        if *p == 4 {
            b.individual = None;
        }
    }
    g.day(
        1,
        &DayActions {
            ballots,
            ..DayActions::default()
        },
    );
    let find = |start: &str| {
        g.messages
            .iter()
            .position(|m| m.text.starts_with(start))
            .unwrap_or_else(|| panic!("{start}"))
    };
    let order = [
        find("Family votes:"),
        find("Sent to court:"),
        find("P7 was killed by the court."),
        find("P15 was killed by the court."),
        find("P5 has died."),
        find("Votes seen by the Court Secretary:"),
        find("Your ballot today earns a strike: no individual vote."),
        find(exile_notice()),
    ];
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
}

// M79: "every message states who may read it, one of: **public** ...; **players**, with
// the list of names ...; **moderators** (the moderators' log: the seed, the deal and every
// draw, every ignored or void submission with its reason, ... reasons of exiles)." Seed:
// "Spectators don’t affect the game at all; they simply receive all of the public
// messages".
#[test]
fn ruling_m79_every_message_names_its_audience() {
    let message = |audience| Message {
        phase: Phase::Night(1),
        audience,
        text: String::new(),
        said: None,
    };
    let open = message(Audience::Public);
    assert!(open.readable_by(None) && open.readable_by(Some(3)));
    let players = message(Audience::Players(vec![3]));
    assert!(players.readable_by(Some(3)) && !players.readable_by(Some(4)));
    assert!(!players.readable_by(None));
    let log = message(Audience::Moderators);
    assert!(!log.readable_by(None) && !log.readable_by(Some(3)));
    let played = run(&doc(
        &[("A3", "Detective")],
        json!([{
            "phase": "night 1",
            "exiles": [{"player": "A4", "reason": "tampering with the forms"}],
            "actions": [{"by": "A3", "role": "Detective", "targets": ["A3"]}],
        }]),
    ));
    let g = &played.game;
    let log = moderators(g);
    assert!(log[0].starts_with("Seed 1923. The deal:"));
    assert!(log.iter().any(|t| t.contains("tampering with the forms")));
    assert!(log.iter().any(|t| t.contains("A3's action is ignored")));
    assert!(!public(g).iter().any(|t| t.contains("tampering")));
}

// M81: "public: the night's deaths, poisonings and cures, in the order they happened.
// Private: Thief outcomes (M38), Boss notices (M42), injuries (M64), ... Bodyguards,
// Doctors, Butlers, Drunkards, Bosses and Bureaucrats are never told the outcome of their
// own actions." Seed: "In the morning, the Moderators will notify everyone of certain
// events that happened the previous night".
#[test]
fn ruling_m81_the_mornings_messages() {
    for seed in 0..10 {
        let mut g = game_of(
            2,
            seed,
            &[
                (1, Role::Boss),
                (2, Role::BumblingBureaucrat),
                (3, Role::Doctor),
                (4, Role::Bodyguard),
                (5, Role::Drunkard),
                (6, Role::Butler),
            ],
        );
        g.night(
            1,
            &night(
                vec![
                    act(1, &[7]),
                    act(2, &[10]),
                    act(3, &[7]),
                    act(4, &[7]),
                    attack(5, 1),
                    act(6, &[12]),
                ],
                &[13],
            ),
        );
        for actor in 1..=6 {
            assert!(private_to(&g, actor).is_empty(), "P{actor}, seed {seed}");
        }
        assert_eq!(public(&g)[0], "P12 has been poisoned.");
        assert!(private_to(&g, 7).contains(
            &"Any nighttime action you may have attempted did not happen because of a Boss.".into()
        ));
    }
}

// M82: "public: the total of every family and of every player in play (M75), the families
// sent to court, the players killed by the court, the day's other deaths ..., the day's
// exiles. Private: the Court Secretaries' samples, the Witnesses' reports, the strikes,
// the redirections of day actions. Sheriffs, Lawyers, Councilors and Pacifists are told
// nothing of their actions." Seed: "After daytime ends, the Moderators will notify
// everyone of how the voting went and, as a result, who was killed by the court."
#[test]
fn ruling_m82_the_evenings_messages() {
    let roles = [
        (1, Role::BumblingBureaucrat),
        (3, Role::Sheriff),
        (4, Role::Lawyer),
        (5, Role::Councilor),
        (12, Role::Pacifist),
    ];
    let mut g = game_of(3, 7, &roles);
    g.players[14].dead = true;
    let ballots = votes(&g, &[]);
    g.day(
        1,
        &DayActions {
            jails: vec![Jail {
                by: 3,
                player: 9,
                family: 0,
            }],
            extra_votes: vec![(5, ballot(1, 10)), (12, ballot(0, 13))],
            ballots,
            lawyers: vec![(4, 6)],
        },
    );
    for actor in [3, 4, 5, 12] {
        assert!(private_to(&g, actor).is_empty(), "P{actor}");
    }
    let public = public(&g);
    assert!(public
        .iter()
        .any(|t| t.starts_with("Family votes: Corleone ")));
    let individual = public
        .iter()
        .find(|t| t.starts_with("Individual votes:"))
        .unwrap();
    assert!(individual.contains("P13 ") && !individual.contains("P14 "));
    assert!(public
        .iter()
        .any(|t| t.starts_with("Sent to court: Barzini")));
    // A day action redirected by a Bumbling Bureaucrat: its actor is told.
    let mut g = game(&roles);
    g.night(1, &night(vec![act(1, &[3])], &[]));
    let ballots = votes(&g, &[]);
    g.day(
        1,
        &DayActions {
            jails: vec![Jail {
                by: 3,
                player: 9,
                family: 1,
            }],
            ballots,
            ..DayActions::default()
        },
    );
    assert!(private_to(&g, 3)
        .iter()
        .any(|t| t.starts_with("A Bumbling Bureaucrat redirected your action to")));
}

// M83: "after Day 5, a public message says whether the Mafia won, which families won, and
// names every winner (M18); roles stay unrevealed in it. The moderators' log gets the final
// roster with every role and status." Seed: "After Day 5, the results of the final vote
// will be tallied, and the winners will be announced."
#[test]
fn ruling_m83_the_winners_message() {
    let played = run(&doc(&[], empty_phases(10)));
    assert!(played.outcome.is_some());
    let last: Vec<&Message> = played
        .game
        .messages
        .iter()
        .filter(|m| m.phase == Phase::Day(5))
        .collect();
    assert!(last
        .iter()
        .any(|m| m.audience == Audience::Public && m.text.contains("Mafia")));
    assert!(last
        .iter()
        .any(|m| m.audience == Audience::Moderators && m.text.contains("A0")));
}
