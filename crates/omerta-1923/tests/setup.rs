//! Setup: families, sign-up levels, dealing by a seeded generator, host requests.

use omerta_1923::{deal, FamilySpec, Level, Role, Setup, SignUp};

fn signup(name: &str, level: Level) -> SignUp {
    SignUp {
        name: name.into(),
        level,
        family: None,
        role: None,
        mafia: None,
    }
}

/// Families A (8) and B (10): 18 players, a third of them beginners, plus a spectator.
fn setup(seed: u64) -> Setup {
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
        families: vec![
            FamilySpec {
                name: "A".into(),
                size: 8,
            },
            FamilySpec {
                name: "B".into(),
                size: 10,
            },
        ],
        signups,
        roles: vec![
            Role::Doctor,
            Role::Sheriff,
            Role::Lawyer,
            Role::Butler,
            Role::Witness,
            Role::Thief,
        ],
    }
}

// "Every family will consist of either 8 or 10 players. Families of 8 will have 1 Mafia
// Member, and families of 10 will have 2 Mafia Members."
#[test]
fn families_of_8_have_one_mafia_member_and_of_10_two() {
    let s = deal(&setup(7)).unwrap();
    let count = |f: usize| s.players.iter().filter(|p| p.family == f).count();
    let mafia = |f: usize| {
        s.players
            .iter()
            .filter(|p| p.family == f && p.mafia)
            .count()
    };
    assert_eq!((count(0), mafia(0)), (8, 1));
    assert_eq!((count(1), mafia(1)), (10, 2));
}

// "Spectators don't affect the game at all" / "Beginners can only be Townspeople or Mafia
// Members and nothing else." / every role to deal is dealt.
#[test]
fn spectators_sit_out_beginners_get_no_role_and_every_role_is_dealt() {
    let s = deal(&setup(11)).unwrap();
    assert_eq!(s.spectators, vec!["Watcher".to_owned()]);
    assert!(s.players.iter().all(|p| p.name != "Watcher"));
    assert!(s
        .players
        .iter()
        .filter(|p| p.level == Level::Beginner)
        .all(|p| p.role == Role::Townsperson));
    let mut dealt: Vec<Role> = s
        .players
        .iter()
        .map(|p| p.role)
        .filter(|r| *r != Role::Townsperson)
        .collect();
    dealt.sort();
    let mut wanted = setup(11).roles;
    wanted.sort();
    assert_eq!(dealt, wanted);
    assert!(s
        .players
        .iter()
        .filter(|p| p.mafia)
        .all(|p| p.role.mafia_may_hold() || p.role == Role::Townsperson));
}

// "roles dealt by a seeded RNG (ChaCha, the seed recorded)": the same seed, the same deal.
#[test]
fn the_same_seed_deals_the_same_game() {
    assert_eq!(deal(&setup(42)), deal(&setup(42)));
    assert_eq!(deal(&setup(42)).unwrap().seed, 42);
    let differ = (0..20).any(|seed| deal(&setup(seed)) != deal(&setup(42)));
    assert!(differ);
}

// "The Moderators will do their best to honor all requests."
#[test]
fn host_requests_are_honoured() {
    let mut s = setup(3);
    s.signups[1].family = Some("B".into());
    s.signups[1].role = Some(Role::Doctor);
    s.signups[2].mafia = Some(true);
    s.signups[2].family = Some("A".into());
    let d = deal(&s).unwrap();
    let p1 = d.players.iter().find(|p| p.name == "P01").unwrap();
    assert_eq!((p1.family, p1.role), (1, Role::Doctor));
    let p2 = d.players.iter().find(|p| p.name == "P02").unwrap();
    assert!(p2.mafia && p2.family == 0);
}

#[test]
fn impossible_setups_report_every_problem() {
    let mut s = setup(3);
    s.families[0].size = 9;
    s.signups[0].role = Some(Role::Doctor); // a beginner
    s.signups[4].family = Some("Z".into());
    let problems = deal(&s).unwrap_err();
    assert_eq!(problems.len(), 4, "{problems:?}"); // size, seat count, beginner, family
}
