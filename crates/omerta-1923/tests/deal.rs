//! The random deal (rulings M9, M10, M12): two pools, requests first come first served,
//! four stages drawn from the seeded stream, and the moderators' log of it.

use omerta_1923::script::Script;
use omerta_1923::setup::{random_deal, Deal};
use omerta_1923::{Audience, Dealt, FamilySpec, Level, Role, Setup, SignUp};
use serde_json::{json, Value};

fn signup(name: &str, level: Level) -> SignUp {
    SignUp {
        name: name.into(),
        level,
        family: None,
        role: None,
        mafia: None,
    }
}

fn family(name: &str, size: usize) -> FamilySpec {
    FamilySpec {
        name: name.into(),
        size,
    }
}

/// Families A (8) and B (10): P00-P17, every third a beginner, and a spectator.
fn setup(seed: u64, roles: Vec<Role>) -> Setup {
    let mut signups: Vec<SignUp> = (0..18)
        .map(|i| {
            let level = if i % 3 == 0 {
                Level::Beginner
            } else {
                Level::Standard
            };
            signup(&format!("P{i:02}"), level)
        })
        .collect();
    signups.push(signup("Watcher", Level::Spectator));
    Setup {
        seed,
        families: vec![family("A", 8), family("B", 10)],
        signups,
        roles,
    }
}

fn player<'d>(deal: &'d Deal, name: &str) -> &'d Dealt {
    deal.seating
        .players
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name} is dealt"))
}

fn sorted(mut roles: Vec<Role>) -> Vec<Role> {
    roles.sort();
    roles
}

// M10, M12: `roles` goes to Standard Civilians, `mafia_second_roles` to Standard Mafia
// Members, even when a role is in both pools; Beginners get neither.
#[test]
fn the_two_pools_go_to_the_right_players() {
    let roles = vec![Role::Doctor, Role::Witness, Role::Sheriff, Role::Thief];
    let second = vec![Role::Witness, Role::Boss, Role::Lawyer];
    for seed in 0..40 {
        let deal = random_deal(&setup(seed, roles.clone()), &second).unwrap();
        let players = &deal.seating.players;
        assert!(players
            .iter()
            .filter(|p| p.level == Level::Beginner)
            .all(|p| p.role == Role::Townsperson));
        let civilian: Vec<Role> = players
            .iter()
            .filter(|p| !p.mafia && p.role != Role::Townsperson)
            .map(|p| p.role)
            .collect();
        assert_eq!(sorted(civilian), sorted(roles.clone()), "seed {seed}");
        let mafia: Vec<&Dealt> = players.iter().filter(|p| p.mafia).collect();
        assert_eq!(mafia.len(), 3);
        let standard_mafia = mafia.iter().filter(|p| p.level == Level::Standard).count();
        let seconds: Vec<Role> = mafia
            .iter()
            .map(|p| p.role)
            .filter(|r| *r != Role::Townsperson)
            .collect();
        // Copies in the order of the pool: the first ones are dealt.
        let expected: Vec<Role> = second.iter().copied().take(standard_mafia).collect();
        assert_eq!(sorted(seconds), sorted(expected), "seed {seed}");
        let not_dealt = deal.log.iter().any(|l| l.text.starts_with("Not dealt"));
        assert_eq!(not_dealt, standard_mafia < second.len(), "seed {seed}");
    }
}

// M9, M10: family, Mafia, second-role and Civilian-role requests, first come first served;
// a Townsperson request is kept; each request not honoured is in the log.
#[test]
fn requests_are_honoured_first_come_first_served() {
    let mut signups: Vec<SignUp> = (0..18)
        .map(|i| signup(&format!("P{i:02}"), Level::Standard))
        .collect();
    for s in &mut signups[0..9] {
        s.family = Some("A".into()); // P08 is the ninth for A's eight seats
    }
    for s in &mut signups[9..12] {
        s.family = Some("B".into());
        s.mafia = Some(true); // B has two Mafia places: P11 is not honoured
    }
    signups[9].role = Some(Role::Boss);
    signups[10].role = Some(Role::Boss); // one Boss in the pool: P09's
    signups[0].mafia = Some(true);
    signups[1].role = Some(Role::Doctor);
    signups[2].role = Some(Role::Doctor); // one Doctor in the pool: P01's
    signups[3].role = Some(Role::Townsperson);
    let mut roles = vec![Role::Doctor];
    // 15 Civilians: P01 has the Doctor, P03 asked to be a Townsperson; 13 Sheriffs for the
    // rest.
    roles.extend(std::iter::repeat_n(Role::Sheriff, 13));
    let setup = Setup {
        seed: 5,
        families: vec![family("A", 8), family("B", 10)],
        signups,
        roles,
    };
    for seed in 0..10 {
        let deal = random_deal(
            &Setup {
                seed,
                ..setup.clone()
            },
            &[Role::Boss, Role::Lawyer],
        )
        .unwrap();
        for p in 0..8 {
            assert_eq!(player(&deal, &format!("P{p:02}")).family, 0);
        }
        assert_eq!(player(&deal, "P08").family, 1);
        let mafia: Vec<&str> = deal
            .seating
            .players
            .iter()
            .filter(|p| p.mafia)
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(mafia, ["P00", "P09", "P10"]);
        assert_eq!(player(&deal, "P09").role, Role::Boss);
        // The Lawyer left goes to P00 or P10, the Standard Mafia Members without one.
        let lawyer = [player(&deal, "P00").role, player(&deal, "P10").role];
        assert!(
            lawyer == [Role::Lawyer, Role::Townsperson]
                || lawyer == [Role::Townsperson, Role::Lawyer]
        );
        assert_eq!(player(&deal, "P01").role, Role::Doctor);
        assert_eq!(player(&deal, "P03").role, Role::Townsperson);
        for p in deal.seating.players.iter().filter(|p| !p.mafia) {
            if p.name != "P01" && p.name != "P03" {
                assert_eq!(p.role, Role::Sheriff, "{}", p.name);
            }
        }
        for unhonoured in [
            "P08 asked for family A",
            "P11 asked to be a Mafia Member",
            "P10 asked for the second role Boss",
            "P02 asked for Doctor",
        ] {
            assert!(
                deal.log
                    .iter()
                    .any(|l| l.text.starts_with("Request not honoured")
                        && l.text.contains(unhonoured)),
                "{unhonoured}: {:?}",
                deal.log
            );
        }
    }
}

// M10: the Mafia's places left are drawn among the members who asked for no other role.
#[test]
fn the_mafia_is_drawn_among_those_who_asked_for_nothing_else() {
    let mut s = setup(0, vec![]);
    for (i, su) in s.signups.iter_mut().enumerate().take(18) {
        su.family = Some(if i < 8 { "A" } else { "B" }.into());
        if i != 4 && i != 12 && i != 13 {
            su.role = Some(Role::Townsperson);
        }
    }
    for seed in 0..20 {
        let deal = random_deal(&Setup { seed, ..s.clone() }, &[]).unwrap();
        let mafia: Vec<&str> = deal
            .seating
            .players
            .iter()
            .filter(|p| p.mafia)
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(mafia, ["P04", "P12", "P13"]);
        assert!(deal
            .log
            .iter()
            .any(|l| l.text == "Draw (a Mafia Member of family A): P04 among [P04]"));
    }
}

// M9, M12, M23: requests no deal could honour and pools that cannot be dealt are script
// errors, all listed at once.
#[test]
fn impossible_requests_and_overflowing_pools_are_problems() {
    let players: Vec<Value> = (0..16)
        .map(|i| json!({"name": format!("P{i}"), "level": "standard"}))
        .collect();
    let script = |players: &[Value], roles: Value, second: Value| {
        json!({
            "format": "omerta-1923/1", "seed": 1, "deal": "random",
            "families": [{"name": "A", "size": 8}, {"name": "B", "size": 8}],
            "players": players, "roles": roles, "mafia_second_roles": second,
        })
        .to_string()
    };
    let problems = |text: String| match Script::from_json(&text) {
        Ok(_) => panic!("accepted: {text}"),
        Err(problems) => problems.iter().map(ToString::to_string).collect::<Vec<_>>(),
    };
    let has = |problems: &[String], at: &str, what: &str| {
        assert!(
            problems
                .iter()
                .any(|p| p.starts_with(at) && p.contains(what)),
            "{at} {what}: {problems:?}"
        );
    };

    // The requests.
    let mut bad = players.clone();
    bad[0] = json!({"name": "P0", "level": "beginner", "role": "Doctor"});
    bad[1] = json!({"name": "P1", "level": "standard", "role": "Doctor", "second_role": "Boss"});
    bad[2] =
        json!({"name": "P2", "level": "standard", "role": "Mafia Member", "second_role": "Doctor"});
    bad[3] = json!({"name": "P3", "level": "standard", "family": "Z"});
    bad.push(json!({"name": "Watcher", "level": "spectator", "family": "A"}));
    let found = problems(script(&bad, json!([]), json!([])));
    has(&found, "players[1]", "second_role");
    has(&found, "players[3]", "\"Z\"");
    has(&found, "players[16]", "Spectator");
    let mut bad = players.clone();
    bad[0] = json!({"name": "P0", "level": "beginner", "role": "Doctor"});
    bad[2] =
        json!({"name": "P2", "level": "standard", "role": "Mafia Member", "second_role": "Doctor"});
    // Checked with the pools' problems, all at once.
    let found = problems(script(
        &bad,
        json!([{"role": "Townsperson", "count": 2}, {"role": "Doctor", "count": 1},
               {"role": "Doctor", "count": 1}, {"role": "Wizard", "count": 1},
               {"role": "Mafia Member", "count": 1}, {"role": "Sheriff", "count": 0}]),
        json!([{"role": "Sheriff", "count": 1}]),
    ));
    has(&found, "roles[0]", "Townsperson");
    has(&found, "roles[2]", "twice");
    has(&found, "roles[3]", "Wizard");
    has(&found, "roles[4]", "Mafia Member");
    has(&found, "roles[5]", "count");
    has(&found, "mafia_second_roles", "Sheriff is not a second role");
    has(&found, "deal", "\"P0\" is a beginner");
    has(&found, "deal", "\"P2\": a Mafia Member cannot hold");

    // More copies in the two pools than standard players (16), even absurdly many.
    for count in [10, 4_294_967_295usize] {
        let found = problems(script(
            &players,
            json!([{"role": "Doctor", "count": count}]),
            json!([{"role": "Boss", "count": 7}]),
        ));
        has(
            &found,
            "roles, mafia_second_roles",
            "more than the 16 standard",
        );
    }
    // Exactly as many is fine: the copies with no one to take them are logged.
    assert!(Script::from_json(&script(
        &players,
        json!([{"role": "Doctor", "count": 9}]),
        json!([{"role": "Boss", "count": 7}]),
    ))
    .is_ok_and(|s| s
        .deal_log
        .iter()
        .any(|l| l.text.starts_with("Not dealt (M10): Boss"))));

    // The same through the library.
    let found = random_deal(
        &setup(1, vec![Role::Townsperson; 2]),
        &[Role::Thief, Role::Thief, Role::Boss],
    )
    .unwrap_err()
    .iter()
    .map(ToString::to_string)
    .collect::<Vec<_>>();
    assert!(found.iter().any(|p| p.starts_with("roles: Townsperson")));
    assert!(found
        .iter()
        .any(|p| p.contains("Thief is not a second role")));
    let found: Vec<String> = random_deal(&setup(1, vec![Role::Doctor; 10]), &[Role::Boss; 3])
        .unwrap_err()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(found
        .iter()
        .any(|p| p.contains("more than the 12 standard")));
}

// M1, M10: the same seed deals the same game, log included; the seed matters.
#[test]
fn the_same_seed_deals_the_same_game() {
    let roles = vec![Role::Doctor, Role::Sheriff, Role::Witness];
    let second = [Role::Boss, Role::Butler];
    let dealt = |seed| random_deal(&setup(seed, roles.clone()), &second).unwrap();
    assert_eq!(dealt(42), dealt(42));
    assert_eq!(dealt(42).seating.seed, 42);
    assert!((0..20).any(|seed| dealt(seed).seating != dealt(42).seating));
}

/// A random deal that pins, by requests, everything Night 1 uses; the Drunkard's victim is
/// a draw.
fn random_script() -> Value {
    let mut players = vec![
        json!({"name": "Avi", "level": "standard", "family": "Cohen", "role": "Mafia Member", "second_role": "Boss"}),
        json!({"name": "Batya", "level": "standard", "family": "Cohen", "role": "Doctor"}),
        json!({"name": "Chaim", "level": "beginner", "family": "Cohen"}),
        json!({"name": "Dina", "level": "beginner"}),
        json!({"name": "Eli", "level": "standard", "family": "Levi", "role": "Mafia Member"}),
        json!({"name": "Faye", "level": "standard", "family": "Levi", "role": "Townsperson"}),
        json!({"name": "Gil", "level": "standard", "role": "Drunkard"}),
    ];
    for i in 1..=9 {
        players.push(json!({"name": format!("S{i}"), "level": "standard"}));
    }
    players.push(json!({"name": "Savta", "level": "spectator"}));
    json!({
        "format": "omerta-1923/1",
        "seed": 1923,
        "deal": "random",
        "families": [{"name": "Cohen", "size": 8}, {"name": "Levi", "size": 8}],
        "players": players,
        "roles": [{"role": "Doctor", "count": 1}, {"role": "Drunkard", "count": 1},
                  {"role": "Sheriff", "count": 1}, {"role": "Witness", "count": 1}],
        "mafia_second_roles": [{"role": "Boss", "count": 1}, {"role": "Lawyer", "count": 1}],
        "phases": [{
            "phase": "night 1",
            "actions": [
                {"by": "Batya", "role": "Doctor", "targets": ["Dina"]},
                {"by": "Gil", "role": "Drunkard", "family": "Levi"}
            ],
            "mafia_kills": ["Faye"]
        }]
    })
}

// M10, M13: a random-deal script plays; the deal's log comes first among the moderators'
// messages, and ends with the deal as a given deal.
#[test]
fn a_random_deal_script_plays() {
    let script = Script::from_json(&random_script().to_string()).unwrap();
    let log = script.deal_log.clone();
    assert!(log[0].text.starts_with("Random deal (M10), seed 1923"));
    let played = script.play();
    let text = played.to_text();
    assert!(text.contains("[moderators] Random deal (M10)"), "{text}");
    let named = |name: &str| played.game.players.iter().find(|p| p.name == name).unwrap();
    assert!(named("Avi").mafia && named("Avi").role == Role::Boss);
    assert!(named("Eli").mafia && named("Eli").role == Role::Lawyer);
    assert_eq!(named("Batya").role, Role::Doctor);
    assert_eq!(named("Gil").role, Role::Drunkard);
    assert!(!named("Faye").mafia && named("Faye").role == Role::Townsperson);
    // The Mafia's kill, unless the Drunkard's victim in Levi was Faye first.
    assert!(named("Faye").dead);
    let levi_dead = played
        .game
        .players
        .iter()
        .filter(|p| p.family == 1 && p.dead)
        .count();
    assert!((1..=2).contains(&levi_dead));
    let first: Vec<&str> = played
        .game
        .messages
        .iter()
        .take(log.len())
        .map(|m| {
            assert_eq!(m.audience, Audience::Moderators);
            m.text.as_str()
        })
        .collect();
    assert_eq!(
        first,
        log.iter().map(|l| l.text.as_str()).collect::<Vec<_>>()
    );
    let json = played.to_json();
    assert!(json["messages"]
        .as_array()
        .unwrap()
        .iter()
        .any(|m| m["text"].as_str().unwrap().contains("\"deal\": \"given\"")));
}

// M1, M10: the deal in the log, pasted back as a given deal, replays the same game: same
// deal, same draws, same messages.
#[test]
fn the_logged_deal_replays_the_same_game() {
    let random = Script::from_json(&random_script().to_string()).unwrap();
    let given_text = random.deal_log.last().unwrap().text.clone();
    let start = given_text.find('[').unwrap();
    let players: Value = serde_json::from_str(&given_text[start..]).unwrap();
    assert_eq!(players.as_array().unwrap().len(), 17);
    let mut script = random_script();
    script["deal"] = json!("given");
    script["players"] = players;
    let given = Script::from_json(&script.to_string()).unwrap();
    assert!(given.deal_log.is_empty());
    assert_eq!(given.seating, random.seating);
    let skip = random.deal_log.len();
    let random = random.play();
    let given = given.play();
    assert!(random
        .game
        .messages
        .iter()
        .any(|m| m.text.starts_with("Draw (the Drunkard")));
    assert_eq!(random.game.messages[skip..], given.game.messages[..]);
}

/// "`allowed_second_roles` ... The second roles a Mafia Member may hold, replacing the
/// default list of M8."
#[test]
fn allowed_second_roles_replaces_the_default_list() {
    let script = |allowed: &str| {
        let players: Vec<String> = (0..16)
            .map(|p| {
                let family = if p < 8 { "A" } else { "B" };
                let role = match p {
                    0 => r#""role": "Mafia Member", "second_role": "Doctor""#.to_owned(),
                    8 => r#""role": "Mafia Member""#.to_owned(),
                    _ => r#""role": "Townsperson""#.to_owned(),
                };
                format!(r#"{{"name": "P{p}", "level": "standard", "family": "{family}", {role}}}"#)
            })
            .collect();
        format!(
            r#"{{"format": "omerta-1923/1", "seed": 1, "deal": "given", {allowed}
                "families": [{{"name": "A", "size": 8}}, {{"name": "B", "size": 8}}],
                "players": [{}]}}"#,
            players.join(",")
        )
    };
    assert!(omerta_1923::script::Script::from_json(&script("")).is_err());
    assert!(omerta_1923::script::Script::from_json(&script(
        r#""allowed_second_roles": ["Doctor"],"#
    ))
    .is_ok());
    assert!(omerta_1923::script::Script::from_json(&script(
        r#""allowed_second_roles": ["Thief"],"#
    ))
    .is_err());
}
