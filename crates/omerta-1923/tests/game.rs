//! Nights and days: the roles, statuses and order of the seed, through the engine.

use omerta_1923::{
    Audience, Ballot, DayActions, Dealt, FamilySpec, Game, Jail, Level, MafiaKills, Night,
    NightAction, Role, Seating,
};

/// Two families of 8: players 0-7 in family 0 (player 0 the Mafia Member), 8-15 in
/// family 1 (player 8 the Mafia Member). Roles as given; everyone else a Townsperson.
fn game(roles: &[(usize, Role)]) -> Game {
    game_sending(roles, 3)
}

/// The same table, sending `court` families to court each day.
fn game_sending(roles: &[(usize, Role)], court: usize) -> Game {
    let players = (0..16)
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
        seed: 7,
        families: vec![
            FamilySpec {
                name: "Corleone".into(),
                size: 8,
            },
            FamilySpec {
                name: "Tattaglia".into(),
                size: 8,
            },
        ],
        players,
        spectators: vec![],
    };
    Game::new(seating, court)
}

fn act(by: usize, targets: &[usize]) -> NightAction {
    NightAction {
        by,
        targets: targets.to_vec(),
        family: None,
        role: None,
    }
}

fn kill(by: usize, targets: &[usize]) -> MafiaKills {
    MafiaKills {
        by: Some(by),
        targets: targets.to_vec(),
    }
}

fn night(actions: Vec<NightAction>, mafia: MafiaKills) -> Night {
    Night { actions, mafia }
}

fn private_to(g: &Game, p: usize) -> Vec<String> {
    g.messages
        .iter()
        .filter(|m| m.audience == Audience::Players(vec![p]))
        .map(|m| m.text.clone())
        .collect()
}

fn public(g: &Game) -> Vec<String> {
    g.messages
        .iter()
        .filter(|m| m.audience == Audience::Public)
        .map(|m| m.text.clone())
        .collect()
}

// Mafia Member: "The number of Civilians the Mafia must attempt to kill is equal to the
// number of living players divided by 20, rounded up".
#[test]
fn the_mafia_kill_count_is_living_players_over_20_rounded_up() {
    assert_eq!(omerta_1923::mafia_kills_required(75), 4);
    assert_eq!(omerta_1923::mafia_kills_required(16), 1);
    assert_eq!(omerta_1923::mafia_kills_required(40), 2);
}

// "The only events that are announced publicly are deaths"; Witnesses "are told the roles
// of players after they die".
#[test]
fn a_mafia_kill_is_a_public_death_and_witnesses_learn_the_role() {
    let mut g = game(&[(3, Role::Doctor), (12, Role::Witness)]);
    g.night(1, &night(vec![], kill(0, &[3])));
    assert!(g.players[3].dead);
    assert!(public(&g).contains(&"P3 has died.".to_owned()));
    assert!(private_to(&g, 12)
        .iter()
        .any(|t| t.contains("P3") && t.contains("Doctor")));
    assert!(!g
        .messages
        .iter()
        .any(|m| m.readable_by(Some(5)) && m.text.contains("Doctor")));
}

// Doctor: "save from Mafia kills".
#[test]
fn a_doctor_saves_from_the_mafia() {
    let mut g = game(&[(3, Role::Doctor)]);
    g.night(1, &night(vec![act(3, &[5])], kill(0, &[5])));
    assert!(!g.players[5].dead);
}

// Bodyguard: "the attacker becomes injured"; Statuses: injured "cannot vote or perform any
// actions for the day and night following". The attacker is a Mafia Member in play picked
// at random (ruling M30).
#[test]
fn a_bodyguard_injures_the_attacker() {
    let mut g = game(&[(4, Role::Bodyguard), (0, Role::Boss), (8, Role::Boss)]);
    g.night(1, &night(vec![act(4, &[5])], kill(0, &[5])));
    assert!(!g.players[5].dead);
    let injured: Vec<usize> = [0, 8]
        .into_iter()
        .filter(|m| private_to(&g, *m).iter().any(|t| t.contains("injured")))
        .collect();
    assert_eq!(injured.len(), 1, "{:?}", g.messages);
    // The injured Mafia Member's Boss action the next night is ignored.
    let m = injured[0];
    g.night(2, &night(vec![act(m, &[3])], kill(8 - m, &[2])));
    assert!(private_to(&g, 3).iter().all(|t| !t.contains("Boss")));
}

// Butlers "are immune from poison and are protected from the first two kill attempts of
// the Mafia".
#[test]
fn a_butler_survives_two_mafia_attempts() {
    let mut g = game(&[(6, Role::Butler)]);
    g.night(1, &night(vec![], kill(0, &[6])));
    g.night(2, &night(vec![], kill(0, &[6])));
    assert!(!g.players[6].dead);
    g.night(3, &night(vec![], kill(0, &[6])));
    assert!(g.players[6].dead);
}

// Poisoned: "remains poisoned until the end of the following night. After the following
// night, the poisoned player dies from the poison, unless saved by a Doctor."
#[test]
fn poison_kills_after_the_following_night_unless_a_doctor_cures() {
    let mut g = game(&[(6, Role::Butler), (3, Role::Doctor)]);
    g.night(
        1,
        &night(
            vec![act(6, &[5]), act(6, &[9])]
                .into_iter()
                .take(1)
                .collect(),
            kill(0, &[]),
        ),
    );
    assert!(g.players[5].poisoned.is_some());
    assert!(public(&g).contains(&"P5 has been poisoned.".to_owned()));
    g.night(2, &night(vec![], kill(0, &[])));
    assert!(g.players[5].dead, "{:?}", g.messages);

    let mut g = game(&[(6, Role::Butler), (3, Role::Doctor)]);
    g.night(1, &night(vec![act(6, &[5])], kill(0, &[])));
    g.night(2, &night(vec![act(3, &[5])], kill(0, &[])));
    assert!(!g.players[5].dead);
    assert!(public(&g).contains(&"P5 has been cured of poison.".to_owned()));
}

// Boss: "cancel that player's nighttime action for that night ... Bosses cannot prevent
// Mafia kills." Announcements: "A player who has been targeted by a Boss is told the
// following morning".
#[test]
fn a_boss_cancels_a_doctor_but_not_the_mafia() {
    let mut g = game(&[(0, Role::Boss), (3, Role::Doctor)]);
    g.night(1, &night(vec![act(3, &[5]), act(0, &[3])], kill(0, &[5])));
    assert!(
        g.players[5].dead,
        "the Boss (step 2) acts before the Doctor (step 5)"
    );
    assert!(private_to(&g, 3).iter().any(|t| t.contains("Boss")));
    let mut g = game(&[(9, Role::Boss)]);
    g.night(1, &night(vec![act(9, &[0])], kill(0, &[5])));
    assert!(g.players[5].dead);
}

// Thief: "steal that player's role ... The player who originally had the role reverts to
// a Townsperson. If a Thief tries stealing the role of Townsperson, the stealing attempt
// fails, and the Thief becomes a Townsperson ... That Mafia Member would stay in the
// Mafia but would lose their secondary role."
#[test]
fn a_thief_steals_a_role_fails_on_a_townsperson_and_leaves_mafia_in_the_mafia() {
    let mut g = game(&[(2, Role::Thief), (3, Role::Doctor)]);
    g.night(1, &night(vec![act(2, &[3])], kill(0, &[])));
    assert_eq!(
        (g.players[2].role, g.players[3].role),
        (Role::Doctor, Role::Townsperson)
    );
    let mut g = game(&[(2, Role::Thief)]);
    g.night(1, &night(vec![act(2, &[4])], kill(0, &[])));
    assert_eq!(g.players[2].role, Role::Townsperson);
    assert!(private_to(&g, 2).iter().any(|t| t.contains("failed")));
    assert!(
        private_to(&g, 4).is_empty(),
        "the target is not told about a failed attempt"
    );
    let mut g = game(&[(2, Role::Thief), (8, Role::Lawyer)]);
    g.night(1, &night(vec![act(2, &[8])], kill(0, &[])));
    assert_eq!(g.players[2].role, Role::Lawyer);
    assert!(g.players[8].mafia && g.players[8].role == Role::Townsperson);
    assert!(!g.players[2].mafia, "Thieves cannot join the Mafia");
}

// Armed Robber: "If the Mafia kills an Armed Robber, a Mafia Member is killed immediately."
#[test]
fn an_armed_robber_killed_by_the_mafia_takes_a_mafia_member() {
    let mut g = game(&[(5, Role::ArmedRobber)]);
    g.night(1, &night(vec![], kill(0, &[5])));
    assert!(g.players[5].dead);
    assert!(g.players[0].dead || g.players[8].dead);
}

// "If a player attempts to use an ability at the wrong time ... the action will not take
// place, and will not count against the player".
#[test]
fn an_action_at_the_wrong_time_is_ignored_and_uses_nothing() {
    let mut g = game(&[(3, Role::Sheriff)]);
    g.night(
        1,
        &night(
            vec![NightAction {
                by: 3,
                targets: vec![5],
                family: Some(1),
                role: None,
            }],
            kill(0, &[]),
        ),
    );
    assert_eq!(g.players[3].uses, 0);
    g.day(
        1,
        &DayActions {
            jails: vec![Jail {
                by: 3,
                player: 5,
                family: 1,
            }],
            ..DayActions::default()
        },
    );
    assert_eq!(g.players[3].uses, 1);
}

// Drunkard: "randomly kill a player from that family".
#[test]
fn a_drunkard_kills_someone_of_the_chosen_family() {
    let mut g = game(&[(2, Role::Drunkard)]);
    g.night(
        1,
        &night(
            vec![NightAction {
                by: 2,
                targets: vec![],
                family: Some(1),
                role: None,
            }],
            kill(0, &[]),
        ),
    );
    let dead: Vec<usize> = (0..16).filter(|p| g.players[*p].dead).collect();
    assert_eq!(dead.len(), 1);
    assert!(dead[0] >= 8, "{dead:?}");
}

// Exiled: "has improperly voted twice during the game or did not vote twice".
#[test]
fn two_missing_votes_exile_a_player() {
    let mut g = game(&[]);
    // Each family puts its individual votes on its member number `day` (never player 5).
    let all_but_5 = |day: usize| DayActions {
        ballots: (0..16)
            .filter(|p| *p != 5)
            .map(|p| {
                let target = p / 8 * 8 + day;
                let individual = if p == target { target + 1 } else { target };
                (
                    p,
                    Ballot {
                        family: Some(1 - p / 8),
                        individual: Some(individual),
                    },
                )
            })
            .collect(),
        ..DayActions::default()
    };
    g.day(1, &all_but_5(1));
    assert!(!g.players[5].exiled && !g.players[5].dead);
    assert_eq!(g.players[5].improper_votes, 1);
    g.day(2, &all_but_5(2));
    assert!(g.players[5].exiled);
    // "The only events that are announced publicly are deaths, poisonings, and being
    // cured from poison": the exiled player is told, nobody else.
    assert!(public(&g).iter().all(|m| !m.contains("exiled")));
    assert!(private_to(&g, 5).contains(&omerta_1923::game::exile_notice().to_owned()));
}

// Issue 28, item 10: the opening names the families sent to court in good English, one
// family as well as three.
#[test]
fn the_opening_says_how_many_families_go_to_court_in_a_sentence() {
    let opening = |mut g: Game| {
        g.start();
        public(&g)
    };
    let three = opening(game(&[]));
    assert!(
        three
            .iter()
            .any(|m| m.ends_with("Each day the 3 families with the most votes are sent to court.")),
        "{three:?}"
    );
    let one = opening(game_sending(&[], 1));
    assert!(
        one.iter()
            .any(|m| m.ends_with("Each day the family with the most votes is sent to court.")),
        "{one:?}"
    );
    assert!(!one.iter().any(|m| m.contains("the 1 families")), "{one:?}");
}
