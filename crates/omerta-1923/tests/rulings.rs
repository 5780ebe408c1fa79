//! The project's rulings (docs/1923/rulings.md), one test each: `ruling_mN_…`.

use omerta_1923::game::exile_notice;
use omerta_1923::{
    Audience, Ballot, Day, DayActions, Dealt, FamilySpec, Game, Jail, Level, MafiaKills, Night,
    NightAction, Phase, Role, Seating, Voter,
};

/// Two families of 8: players 0-7 in family 0 (player 0 the Mafia Member), 8-15 in
/// family 1 (player 8 the Mafia Member). Roles as given; everyone else a Townsperson.
fn game_with_seed(seed: u64, roles: &[(usize, Role)]) -> Game {
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
    let family = |name: &str| FamilySpec {
        name: name.into(),
        size: 8,
    };
    let seating = Seating {
        seed,
        families: vec![family("Corleone"), family("Tattaglia")],
        players,
        spectators: vec![],
    };
    Game::new(seating, 3)
}

fn game(roles: &[(usize, Role)]) -> Game {
    game_with_seed(7, roles)
}

fn act(by: usize, targets: &[usize]) -> NightAction {
    NightAction {
        by,
        targets: targets.to_vec(),
        ..NightAction::default()
    }
}

fn night(actions: Vec<NightAction>, targets: &[usize]) -> Night {
    Night {
        actions,
        mafia: MafiaKills {
            by: Some(0),
            targets: targets.to_vec(),
        },
    }
}

fn private_to(g: &Game, p: usize) -> Vec<String> {
    g.messages
        .iter()
        .filter(|m| matches!(&m.audience, Audience::Players(to) if to.contains(&p)))
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

fn moderators(g: &Game) -> Vec<String> {
    g.messages
        .iter()
        .filter(|m| m.audience == Audience::Moderators)
        .map(|m| m.text.clone())
        .collect()
}

/// Every player in play but `skip` votes properly: family `1 - own`, individual the first
/// other member of their family in play.
fn ballots(g: &Game, skip: &[usize]) -> Vec<(usize, Ballot)> {
    g.living()
        .into_iter()
        .filter(|p| !skip.contains(p))
        .map(|p| {
            let f = g.players[p].family;
            let mates: Vec<usize> = g
                .living()
                .into_iter()
                .filter(|q| *q != p && g.players[*q].family == f)
                .collect();
            (
                p,
                Ballot {
                    family: Some(1 - f),
                    individual: mates.first().copied(),
                },
            )
        })
        .collect()
}

/// A court of four families of three (players 0-2, 3-5, 6-8, 9-11).
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

fn vote(d: &mut Day, by: usize, family: usize, individual: usize) {
    d.ballots[by] = Some(Ballot {
        family: Some(family),
        individual: Some(individual),
    });
}

// M1: "every random event is drawn from one ChaCha20 stream seeded from the script's
// `seed` ... The moderators' log records each draw ... The same script always plays the
// same game."
#[test]
fn ruling_m1_one_seeded_stream_logged_and_reproducible() {
    let play = |seed| {
        let mut g = game_with_seed(seed, &[(2, Role::Drunkard)]);
        g.night(
            1,
            &night(
                vec![NightAction {
                    by: 2,
                    family: Some(1),
                    ..NightAction::default()
                }],
                &[],
            ),
        );
        g.messages
    };
    assert_eq!(play(11), play(11));
    assert!(play(11)
        .iter()
        .any(|m| m.audience == Audience::Moderators && m.text.starts_with("Draw (the Drunkard")));
}

// M8: "a Mafia Member's second role may be one of: Armed Robber, Butler, Boss, Drunkard,
// Bumbling Bureaucrat, Councilor, Pacifist, Paperboy, Witness, Court Secretary, Lawyer,
// Shadchan. Not allowed: Thief, Doctor, Bodyguard, Sheriff, Detective (and Townsperson,
// which is "no second role")."
#[test]
fn ruling_m8_the_mafia_second_roles() {
    let allowed: Vec<Role> = Role::ALL
        .into_iter()
        .filter(|r| r.mafia_may_hold())
        .collect();
    assert_eq!(
        allowed,
        vec![
            Role::ArmedRobber,
            Role::Butler,
            Role::Boss,
            Role::Drunkard,
            Role::BumblingBureaucrat,
            Role::Councilor,
            Role::Pacifist,
            Role::Paperboy,
            Role::Witness,
            Role::CourtSecretary,
            Role::Lawyer,
            Role::Shadchan,
        ]
    );
}

// M13: "a public message listing the families with their members ... to each player
// privately, their family, their role ... to every Mafia Member, the names of all the
// Mafia Members of every family ... Roles are never made public."
#[test]
fn ruling_m13_the_start_messages() {
    let mut g = game(&[(3, Role::Doctor), (8, Role::Boss)]);
    g.start();
    let public = public(&g);
    assert!(public.len() == 1 && public[0].contains("Corleone: P0, P1"));
    assert!(!public[0].contains("Doctor") && !public[0].contains("Mafia"));
    assert!(private_to(&g, 3).iter().any(|t| t.contains("Doctor")));
    assert!(private_to(&g, 8)
        .iter()
        .any(|t| t.contains("Mafia Member and Boss")));
    for m in [0, 8] {
        assert!(private_to(&g, m)
            .iter()
            .any(|t| t.contains("The Mafia Members: P0 (Corleone), P8 (Tattaglia)")));
    }
    assert!(!private_to(&g, 3)
        .iter()
        .any(|t| t.contains("Mafia Members")));
}

// M22: "a later submission by the same player for the same role in the same phase is
// ignored (M24)."
#[test]
fn ruling_m22_one_action_per_role_per_phase() {
    let mut g = game(&[(3, Role::Doctor)]);
    g.night(1, &night(vec![act(3, &[6]), act(3, &[5])], &[5]));
    assert!(g.players[5].dead, "the second Doctor action is ignored");
    assert!(moderators(&g).iter().any(|t| t.contains("a second Doctor")));
}

// M24: "Such a submission is *ignored*: it does not take place, it uses nothing ... An
// action is ignored when ... the actor does not hold the role (M25) ... a target is one
// the role's rules forbid (the actor themself for a Boss, Thief, Butler, ...)"
#[test]
fn ruling_m24_ignored_submissions_use_nothing() {
    let mut g = game(&[(6, Role::Butler), (3, Role::Doctor)]);
    g.night(
        1,
        &night(
            vec![
                act(6, &[6]),
                NightAction {
                    role: Some(Role::Boss),
                    ..act(3, &[5])
                },
            ],
            &[],
        ),
    );
    assert_eq!(g.players[6].uses, 0);
    assert!(g.players[6].poisoned.is_none());
    assert!(!private_to(&g, 5).iter().any(|t| t.contains("Boss")));
    assert!(moderators(&g)
        .iter()
        .any(|t| t.contains("does not hold the role Boss")));
}

// M26: "an action that is not ignored (M24) or void (M25) is carried out at its step and
// spends one use of its limits, even when it then has no effect: it was cancelled by a
// Boss (M42), its target left play earlier in the phase (M70)".
#[test]
fn ruling_m26_stopped_actions_are_used_up() {
    let mut g = game(&[(8, Role::Boss), (6, Role::Butler)]);
    g.night(1, &night(vec![act(8, &[6]), act(6, &[5])], &[]));
    assert!(g.players[5].poisoned.is_none());
    assert_eq!(g.players[6].uses, 1, "a cancelled poisoning is used up");
    // The Mafia kills 5 at step 9; the Paperboy's delivery about 5 at step 10 does nothing.
    let mut g = game(&[(6, Role::Paperboy)]);
    g.night(1, &night(vec![act(6, &[4, 5])], &[5]));
    assert!(g.players[5].dead);
    assert_eq!(g.players[6].uses, 1);
    assert!(!private_to(&g, 4).iter().any(|t| t.contains("Paperboy")));
}

// M28: "N = ⌈P / 20⌉ ... N is then capped at the number of Civilians in play. The Mafia
// Members in play are told N privately at the start of the night". M29: "If more valid
// targets than N are listed, the first N are attempted and the others ignored; if fewer
// ... the moderators' log notes the shortfall."
#[test]
fn ruling_m28_m29_the_kill_count_and_the_first_n_targets() {
    let mut g = game(&[]);
    g.night(1, &night(vec![], &[0, 3, 4]));
    assert!(private_to(&g, 0)
        .iter()
        .any(|t| t.contains("must attempt to kill 1 Civilian")));
    assert!(!g.players[0].dead, "a Mafia Member is no valid target");
    assert!(g.players[3].dead && !g.players[4].dead);
    g.night(2, &night(vec![], &[]));
    assert!(moderators(&g)
        .iter()
        .any(|t| t.contains("0 kill(s) of the 1")));
    // Capped at the Civilians left: only the two Mafia Members are in play, ⌈2/20⌉ = 1.
    let mut g = game(&[]);
    for p in (1..16).filter(|p| *p != 8) {
        g.players[p].dead = true;
    }
    g.night(1, &night(vec![], &[]));
    assert!(private_to(&g, 0)
        .iter()
        .any(|t| t.contains("must attempt to kill 0 Civilian")));
}

// M30: "the one injured by a Bodyguard's protection (M44) or the one killed by an Armed
// Robber's revenge (M32), it is a uniform pick (M1) among the Mafia Members in play at
// that moment, injured ones included. The `mafia_by` of the submission plays no part."
#[test]
fn ruling_m30_the_attacker_is_a_random_mafia_member() {
    let mut seen = [false, false];
    for seed in 0..40 {
        let mut g = game_with_seed(seed, &[(5, Role::ArmedRobber)]);
        g.night(1, &night(vec![], &[5]));
        assert!(g.players[0].dead != g.players[8].dead);
        seen[usize::from(g.players[8].dead)] = true;
    }
    assert_eq!(seen, [true, true], "either Mafia Member may die");
}

// M31: "the Mafia's kill takes place at step 9 if at least one Mafia Member is in play and
// not injured for that night; otherwise there is no kill that night".
#[test]
fn ruling_m31_no_kill_when_every_mafia_member_is_injured() {
    let mut g = game(&[]);
    g.players[0].injured_nights = vec![1];
    g.players[8].injured_nights = vec![1];
    g.night(2, &night(vec![], &[5]));
    assert!(!g.players[5].dead);
    g.players[8].injured_nights.clear();
    g.night(3, &night(vec![], &[5]));
    assert!(g.players[5].dead);
}

// M36: "an action the Thief submitted with it the same night is ignored ... A steal
// cancelled by a Boss is used up (M26): the player stays a Thief with no use left."
#[test]
fn ruling_m36_a_stolen_role_is_used_from_the_next_phase() {
    let mut g = game(&[(2, Role::Thief), (3, Role::Doctor)]);
    let doctor = |by| NightAction {
        role: Some(Role::Doctor),
        ..act(by, &[5])
    };
    g.night(1, &night(vec![act(2, &[3]), doctor(2), doctor(3)], &[5]));
    assert_eq!(g.players[2].role, Role::Doctor);
    assert!(
        g.players[5].dead,
        "the victim's later Doctor action is void, the Thief's ignored"
    );
    g.night(2, &night(vec![act(2, &[6])], &[6]));
    assert!(!g.players[6].dead, "the stolen role works the next night");

    let mut g = game(&[(2, Role::Thief), (3, Role::Doctor), (8, Role::Boss)]);
    g.night(1, &night(vec![act(8, &[2]), act(2, &[3])], &[]));
    assert_eq!((g.players[2].role, g.players[2].uses), (Role::Thief, 1));
    g.night(2, &night(vec![act(2, &[3])], &[]));
    assert_eq!(g.players[3].role, Role::Doctor, "no use left");
}

// M40: "Poison given on Night 5 never kills, and a player still poisoned after Day 5 is
// alive."
#[test]
fn ruling_m40_poison_on_night_5_never_kills() {
    let mut g = game(&[(6, Role::Butler)]);
    g.night(5, &night(vec![act(6, &[5])], &[]));
    g.day(5, &DayActions::default());
    assert_eq!(g.players[5].poisoned, Some(5));
    assert!(!g.players[5].dead && g.players[5].living());
}

// M41: "the first two Mafia kill attempts on the holder of the Butler role ... fail,
// whatever else protects them: an attempt a Doctor also stopped still counts as one of
// the two."
#[test]
fn ruling_m41_the_butlers_two_attempts_count_even_when_a_doctor_saved() {
    let mut g = game(&[(6, Role::Butler), (3, Role::Doctor)]);
    g.night(1, &night(vec![act(3, &[6])], &[6]));
    g.night(2, &night(vec![], &[6]));
    assert!(!g.players[6].dead);
    g.night(3, &night(vec![], &[6]));
    assert!(g.players[6].dead);
}

// M44: "Every covered attack on the protected player that night fails and injures its
// attacker once ... It injures even when a Doctor also saved the player." M46: "It fails
// if any of these applies: a Doctor's save this night (M52); a Bodyguard's protection this
// night (injuring a Mafia Member, M44)".
#[test]
fn ruling_m44_m46_a_bodyguard_injures_even_when_a_doctor_saved() {
    let mut g = game(&[(3, Role::Doctor), (4, Role::Bodyguard)]);
    g.night(1, &night(vec![act(3, &[5]), act(4, &[5])], &[5]));
    assert!(!g.players[5].dead);
    let injured = [0, 8]
        .into_iter()
        .filter(|m| !g.players[*m].injured_nights.is_empty())
        .count();
    assert_eq!(injured, 1);
}

// Seed (Bodyguard): "In the event the protected player is attacked in one of these ways,
// the attacker becomes injured ..., and the protected player remains unharmed." M39, M44:
// the Butler is treated as the Mafia is: a poisoning of a player a Bodyguard protects
// injures the Butler, even when a Doctor also saved the player, and even when the target
// is immune to poison as a Butler.
#[test]
fn seed_bodyguard_a_butler_is_injured_even_when_a_doctor_also_saved() {
    let mut g = game(&[
        (3, Role::Doctor),
        (4, Role::Bodyguard),
        (6, Role::Butler),
        (14, Role::Butler),
    ]);
    g.night(
        1,
        &night(vec![act(3, &[5]), act(4, &[5]), act(6, &[5])], &[]),
    );
    assert!(g.players[5].poisoned.is_none(), "unharmed");
    assert_eq!(
        g.players[6].injured_nights,
        vec![1],
        "the Butler is injured"
    );
    let mut g = game(&[(4, Role::Bodyguard), (6, Role::Butler), (14, Role::Butler)]);
    g.night(1, &night(vec![act(4, &[14]), act(6, &[14])], &[]));
    assert!(g.players[14].poisoned.is_none());
    assert_eq!(g.players[6].injured_nights, vec![1]);
    // A Doctor alone stops the poison and injures nobody.
    let mut g = game(&[(3, Role::Doctor), (6, Role::Butler)]);
    g.night(1, &night(vec![act(3, &[5]), act(6, &[5])], &[]));
    assert!(g.players[5].poisoned.is_none());
    assert!(g.players[6].injured_nights.is_empty());
}

// M71, M80: an exile is not public, so a voter cannot know of it: an individual vote for a
// family member who was exiled is proper (no strike), is announced among the votes
// received, and sentences nobody (the exiled player is out of play, M66): the court kills
// the family's player in play with the most votes.
#[test]
fn ruling_m71_a_vote_for_a_secretly_exiled_player_is_proper() {
    let mut g = game(&[]);
    g.exile(5, Phase::Day(1), "tampering");
    // Family 0's voters in play all name the exiled P5, but P7, who names P6.
    let mut day = ballots(&g, &[]);
    for (p, b) in day.iter_mut() {
        if *p < 8 {
            b.individual = Some(if *p == 7 { 6 } else { 5 });
        }
    }
    g.day(
        1,
        &DayActions {
            ballots: day,
            ..DayActions::default()
        },
    );
    assert!(g.players.iter().all(|p| p.improper_votes == 0 || p.exiled));
    let public = public(&g);
    let totals = public
        .iter()
        .find(|t| t.starts_with("Individual votes:"))
        .unwrap();
    assert!(
        totals.contains("P5 "),
        "the exiled player is listed: {totals}"
    );
    assert!(totals.contains("P5 6"), "{totals}");
    assert!(
        !g.players[5].dead,
        "the court does not sentence an exiled player"
    );
    assert!(
        g.players[6].dead,
        "but the family's player in play with the most votes"
    );
    assert!(public.iter().all(|t| !t.contains("exiled")));
}

// M45: "the first covered attack on the holder that nothing else stops (no Doctor's save,
// no chosen Bodyguard protection, no Butler's protection) is stopped by the automatic
// protection, which is then spent; like a chosen protection, it injures the attacker."
#[test]
fn ruling_m45_the_automatic_protection_only_when_nothing_else_stops() {
    let mut g = game(&[(3, Role::Doctor), (4, Role::Bodyguard)]);
    g.night(1, &night(vec![act(3, &[4])], &[4]));
    assert!(
        g.players[4].bodyguard_guard,
        "the Doctor stopped it: unspent"
    );
    assert!(g.players.iter().all(|p| p.injured_nights.is_empty()));
    g.night(2, &night(vec![], &[4]));
    assert!(!g.players[4].dead && !g.players[4].bodyguard_guard);
    assert!(g.players.iter().any(|p| p.injured_nights == vec![2]));
    g.night(3, &night(vec![], &[4]));
    assert!(g.players[4].dead);
}

// M47: "The mark waits for the marked player's next action that is carried out, whenever
// it comes ... An action that is ignored, void or cancelled by a Boss is not carried out
// and leaves the mark waiting." M48: "each target it chose is replaced by a uniform pick
// (M1) among the targets the action could validly take at that moment ... the original
// target included."
#[test]
fn ruling_m47_m48_the_mark_waits_and_redirects_among_valid_targets() {
    let mut g = game(&[(1, Role::BumblingBureaucrat), (3, Role::Doctor)]);
    g.night(
        1,
        &night(vec![act(1, &[3]), act(3, &[3]), act(3, &[3])], &[]),
    );
    // The first Doctor action is carried out: redirected.
    assert!(!g.players[3].bumbled);
    assert!(private_to(&g, 3)
        .iter()
        .any(|t| t.contains("Bumbling Bureaucrat redirected")));
    // A mark through an ignored action waits.
    let mut g = game(&[(1, Role::BumblingBureaucrat), (3, Role::Doctor)]);
    g.night(1, &night(vec![act(1, &[3])], &[]));
    assert!(g.players[3].bumbled);
    g.night(2, &night(vec![act(3, &[20])], &[]));
    assert!(g.players[3].bumbled, "an ignored action leaves the mark");
    // The original target is among the candidates: over many seeds it is sometimes drawn.
    let mut kept = false;
    for seed in 0..60 {
        let mut g = game_with_seed(seed, &[(1, Role::BumblingBureaucrat), (3, Role::Doctor)]);
        g.night(1, &night(vec![act(1, &[3]), act(3, &[5])], &[]));
        kept |= private_to(&g, 3).iter().any(|t| t.ends_with("to P5."));
    }
    assert!(kept);
}

// M58: "for every death, each player holding the Witness role when it happens is told ...
// the dead player's role at death (M63), if the Witness is in play when the messages are
// sent (M21)."
#[test]
fn ruling_m58_witnesses_in_play_learn_the_roles_of_the_dead() {
    let mut g = game(&[(3, Role::Doctor), (12, Role::Witness), (5, Role::Witness)]);
    g.night(1, &night(vec![], &[3]));
    assert!(private_to(&g, 12)
        .iter()
        .any(|t| t == "P3 has died; they were Doctor."));
    let mut g = game(&[(3, Role::Doctor), (12, Role::Witness), (6, Role::Butler)]);
    g.night(1, &night(vec![act(6, &[12])], &[]));
    g.night(2, &night(vec![], &[3]));
    assert!(g.players[12].dead);
    assert!(
        private_to(&g, 12).is_empty(),
        "dead by the morning: not sent"
    );
}

// M59: "For B such ballots it has ⌊B / 4⌋ of them ... separately for each player who
// then holds the Court Secretary role and is in play (jailed and injured ones included
// ...). It is sent in the evening; an empty sample is sent as such."
#[test]
fn ruling_m59_the_court_secretarys_quarter() {
    let mut g = game(&[(3, Role::CourtSecretary)]);
    g.players[3].injured_nights = vec![1];
    let all = ballots(&g, &[]);
    g.day(
        1,
        &DayActions {
            ballots: all,
            ..DayActions::default()
        },
    );
    // 15 had to vote (3 is injured): ⌊15/4⌋ = 3.
    let sample = private_to(&g, 3);
    assert_eq!(sample.len(), 1);
    assert_eq!(sample[0].matches("voted for family").count(), 3);
    let mut g = game(&[(3, Role::CourtSecretary)]);
    g.day(
        1,
        &DayActions {
            ballots: ballots(&g, &[]).into_iter().take(3).collect(),
            ..DayActions::default()
        },
    );
    assert!(private_to(&g, 3).contains(&"Votes seen by the Court Secretary: none.".into()));
}

// M60: "The client is removed from their family's candidates at the court (M77) ... if
// the client was tied for the most with others, those others die (they had the most
// votes) and no one else. If no one is left with more than 0 votes, no one dies."
#[test]
fn ruling_m60_the_client_leaves_the_candidates() {
    let mut d = court_day();
    for p in 0..12 {
        vote(
            &mut d,
            p,
            if p < 9 { 3 } else { 0 },
            p / 3 * 3 + (p + 1) % 3,
        );
    }
    // Family 3: 9 and 10 tied with 1 each, 11 with 1 too: all tied. 9 is the client.
    d.clients = vec![9];
    let v = d.judge();
    assert!(v.killed.contains(&10) && v.killed.contains(&11) && !v.killed.contains(&9));
    // Client with all the votes, the others with none: no one dies.
    let mut d = court_day();
    for p in 0..12 {
        vote(
            &mut d,
            p,
            if p < 9 { 3 } else { 0 },
            p / 3 * 3 + (p + 1) % 3,
        );
    }
    vote(&mut d, 10, 0, 9);
    vote(&mut d, 11, 0, 9);
    vote(&mut d, 9, 0, 10);
    d.ballots[9] = Some(Ballot {
        family: Some(0),
        individual: None,
    });
    d.clients = vec![9];
    let v = d.judge();
    assert!(v.to_court.contains(&3));
    assert!(v.killed.iter().all(|p| *p < 9), "{v:?}");
    assert_eq!(v.saved_by_lawyer, vec![9]);
}

// M62: "it learns whether that player is a Mafia Member ("X is a Mafia Member" or "X is
// not a Mafia Member")".
#[test]
fn ruling_m62_the_detective_learns_mafia_membership_only() {
    let mut g = game(&[(3, Role::Detective), (8, Role::Boss), (5, Role::Doctor)]);
    g.night(1, &night(vec![act(3, &[8]), act(3, &[5])], &[]));
    assert!(private_to(&g, 3).contains(&"P8 is a Mafia Member.".into()));
    let mut g = game(&[(3, Role::Detective), (5, Role::Doctor)]);
    g.night(1, &night(vec![act(3, &[5])], &[]));
    assert_eq!(
        private_to(&g, 3),
        vec!["P5 is not a Mafia Member.".to_owned()]
    );
}

// M64: "A player injured on night N is injured for day N and night N + 1: their ballots
// and actions in those phases are ignored (no strike, no use spent ...) ... The injury
// does not stop what they do later in night N."
#[test]
fn ruling_m64_the_injury_runs_for_the_next_day_and_night() {
    let mut g = game(&[
        (4, Role::Bodyguard),
        (6, Role::Butler),
        (8, Role::Detective),
    ]);
    g.night(1, &night(vec![act(4, &[5]), act(6, &[5])], &[]));
    assert_eq!(g.players[6].injured_nights, vec![1]);
    g.day(
        1,
        &DayActions {
            ballots: ballots(&g, &[6]),
            ..DayActions::default()
        },
    );
    assert_eq!(g.players[6].improper_votes, 0, "no strike while injured");
    g.night(2, &night(vec![act(6, &[7])], &[]));
    assert!(g.players[7].poisoned.is_none() && g.players[6].uses == 1);
    g.night(3, &night(vec![act(6, &[7])], &[]));
    assert!(g.players[7].poisoned.is_some());
}

// M67: "They are exiled when the phase starts ... The exiled player is told at once, and
// nobody else (M80); the `reason` goes to the moderators' log only. Exiling a player who is
// not in play does nothing (moderators' log)." Seed: "The only events that are announced
// publicly are deaths, poisonings, and being cured from poison."
#[test]
fn ruling_m67_the_moderators_exile() {
    let mut g = game(&[]);
    g.exile(5, Phase::Night(1), "tampering");
    assert!(g.players[5].exiled);
    assert!(public(&g).is_empty());
    assert_eq!(private_to(&g, 5), vec![exile_notice().to_owned()]);
    assert!(moderators(&g).iter().any(|t| t.contains("tampering")));
    g.exile(5, Phase::Night(1), "again");
    assert_eq!(private_to(&g, 5).len(), 1);
    // The notice survives the night's messages although P5 is out of play.
    g.night(1, &night(vec![], &[]));
    assert_eq!(private_to(&g, 5), vec![exile_notice().to_owned()]);
    assert!(public(&g).iter().all(|t| !t.contains("exiled")));
}

// M68: "missing and improper ballots add up, and the second strike of either kind exiles
// the player. The exile takes effect at the end of that day, after the court and the
// revenges ... A player who does not have to vote earns no strike".
#[test]
fn ruling_m68_strikes_add_up_one_a_day() {
    let mut g = game(&[]);
    // Day 1: 5 votes for their own family and leaves out the individual vote: one strike.
    let mut day1 = ballots(&g, &[5]);
    day1.push((
        5,
        Ballot {
            family: Some(0),
            individual: None,
        },
    ));
    g.day(
        1,
        &DayActions {
            ballots: day1,
            ..DayActions::default()
        },
    );
    assert_eq!(g.players[5].improper_votes, 1);
    assert!(private_to(&g, 5).iter().any(|t| t.contains("strike")));
    // Day 2: 5 does not vote: the second strike exiles.
    let day2 = ballots(&g, &[5]);
    g.day(
        2,
        &DayActions {
            ballots: day2,
            ..DayActions::default()
        },
    );
    assert!(g.players[5].exiled);
    // The exile is told to P5 alone, after the court (M80).
    let court = g
        .messages
        .iter()
        .rposition(|m| m.text.starts_with("Sent to court"));
    let exile = g
        .messages
        .iter()
        .position(|m| m.text == exile_notice() && m.audience == Audience::Players(vec![5]));
    assert!(
        exile.is_some() && exile > court,
        "the exile comes after the court"
    );
    assert!(public(&g).iter().all(|t| !t.contains("exiled")));
}

// M73: "a voter with no other player in play in their family ... needs no individual
// vote; one they cast anyway names no one they may vote for and is improper."
#[test]
fn ruling_m73_the_only_player_left_needs_no_individual_vote() {
    let mut d = court_day();
    for p in 0..12 {
        vote(&mut d, p, (p / 3 + 1) % 4, p / 3 * 3 + (p + 1) % 3);
    }
    d.voters[1].living = false;
    d.voters[2].living = false;
    d.ballots[0] = Some(Ballot {
        family: Some(1),
        individual: None,
    });
    assert!(d.judge().improper.is_empty());
    vote(&mut d, 0, 1, 1);
    assert!(d.judge().improper.iter().any(|(p, _)| *p == 0));
}

// M76: "A family is sent to court when its total is greater than 0 and fewer than
// `court_families` families have a strictly greater total ... A family with a total of 0
// or less is never sent".
#[test]
fn ruling_m76_families_above_zero_and_ties_for_the_last_place() {
    let mut d = court_day();
    d.court_families = 1;
    for p in 0..12 {
        let f = match p / 3 {
            0 => 1,
            1 => 0,
            _ => 3,
        };
        vote(&mut d, p, f, p / 3 * 3 + (p + 1) % 3);
    }
    // Family 0 and 1 vote for each other, family 2 for family 3; family 3's votes for
    // itself are improper: 3, 3, 0, 3.
    let v = d.judge();
    assert_eq!(v.family_votes, vec![3, 3, 0, 3]);
    assert_eq!(v.to_court, vec![0, 1, 3], "all tied for the first place go");
    let mut d = court_day();
    for p in 0..12 {
        vote(&mut d, p, 0, p / 3 * 3 + (p + 1) % 3);
    }
    d.ballots = vec![None; 12];
    let v = d.judge();
    assert!(v.to_court.is_empty(), "no votes, no court");
}

// M77: "Those with the greatest total die, all of them on a tie, provided that total is
// greater than 0. A family with no candidate, or none above 0, loses no one but still
// took its place in court."
#[test]
fn ruling_m77_the_top_total_dies_only_above_zero() {
    let mut d = court_day();
    for p in 0..12 {
        vote(
            &mut d,
            p,
            if p < 9 { 3 } else { 0 },
            p / 3 * 3 + (p + 1) % 3,
        );
    }
    // Family 3's members cast no individual vote: everyone in it has a total of 0.
    for p in 9..12 {
        d.ballots[p] = Some(Ballot {
            family: Some(0),
            individual: None,
        });
    }
    let v = d.judge();
    assert!(v.to_court.contains(&3));
    assert!(v.killed.iter().all(|p| *p < 9), "{v:?}");
}

// M80: "a night's deaths are announced as deaths only (not who or what killed, not the
// role); the court's deaths as killed by the court ... An exile is announced publicly
// too, as an exile without its reason".
#[test]
fn ruling_m80_deaths_are_public_without_cause_or_role_and_exiles_are_not() {
    let mut g = game(&[(3, Role::Doctor), (2, Role::Drunkard)]);
    g.night(1, &night(vec![], &[3]));
    g.day(
        1,
        &DayActions {
            ballots: ballots(&g, &[]),
            ..DayActions::default()
        },
    );
    let public = public(&g);
    assert!(public.contains(&"P3 has died.".to_owned()));
    assert!(public
        .iter()
        .any(|t| t.ends_with("was killed by the court.")));
    for t in &public {
        for role in ["Doctor", "Drunkard", "Mafia", "Townsperson"] {
            assert!(!t.contains(role), "{t}");
        }
    }
}

// M68: "a player *has to vote* on a day when they are ... not jailed and not in the jailed
// family"; M53: "Jailed voters do not have to vote (M68)."
#[test]
fn ruling_m68_jailed_players_do_not_have_to_vote() {
    let mut g = game(&[(3, Role::Sheriff)]);
    g.day(
        1,
        &DayActions {
            jails: vec![Jail {
                by: 3,
                player: 9,
                family: 0,
            }],
            ballots: ballots(&g, &[0, 1, 2, 3, 4, 5, 6, 7, 9]),
            ..DayActions::default()
        },
    );
    assert!(g.players.iter().all(|p| p.improper_votes == 0));
}
