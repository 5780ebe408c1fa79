//! The day's vote and the family courts, sentence by sentence.

use omerta_1923::{Ballot, Day, ExtraVote, Improper, Voter};

/// Four families of three: players 0-2 in family 0, 3-5 in family 1, 6-8 in 2, 9-11 in 3.
fn day() -> Day {
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

fn vote(day: &mut Day, by: usize, family: usize, individual: usize) {
    day.ballots[by] = Some(Ballot {
        family: Some(family),
        individual: Some(individual),
    });
}

/// Changes only a player's individual vote.
fn individual(day: &mut Day, by: usize, individual: usize) {
    let ballot = day.ballots[by].get_or_insert_with(Ballot::default);
    ballot.individual = Some(individual);
}

/// Everyone votes properly: family `f(p)`, individual `i(p)`.
fn everyone(day: &mut Day, f: impl Fn(usize) -> usize, i: impl Fn(usize) -> usize) {
    for p in 0..12 {
        vote(day, p, f(p), i(p));
    }
}

/// The next player of the same family (a proper individual vote).
fn next_in_family(p: usize) -> usize {
    p / 3 * 3 + (p + 1) % 3
}

// "The three ... families with the most votes are all sent to court. The player within
// each of these families with the most votes is killed."
#[test]
fn three_families_go_to_court_and_their_most_voted_die() {
    let mut d = day();
    // Family votes: family 3 gets 6 (from 0-5), family 0 gets 3 (6-8), family 1 gets 2, family 2 gets 1.
    everyone(
        &mut d,
        |p| match p {
            0..=5 => 3,
            6..=8 => 0,
            9 | 10 => 1,
            _ => 2,
        },
        next_in_family,
    );
    // In each family, the first member gets two votes.
    for f in 0..4 {
        individual(&mut d, f * 3 + 1, f * 3);
        individual(&mut d, f * 3 + 2, f * 3);
    }
    let v = d.judge();
    assert_eq!(v.family_votes, vec![3, 2, 1, 6]);
    assert_eq!(v.to_court, vec![0, 1, 3]);
    assert_eq!(v.killed, vec![0, 3, 9]);
    assert!(v.improper.is_empty(), "{:?}", v.improper);
}

// "In the event of a tie in the family vote, all tied families are sent to court."
#[test]
fn tied_families_all_go_to_court() {
    let mut d = day();
    everyone(
        &mut d,
        |p| if p < 6 { 2 + p % 2 } else { p % 2 },
        next_in_family,
    );
    let v = d.judge();
    assert_eq!(v.family_votes, vec![3, 3, 3, 3]);
    assert_eq!(v.to_court, vec![0, 1, 2, 3]);
}

// "In the event of a tie in the individual vote of a family that was sent to court, all
// tied players are killed by the court."
#[test]
fn tied_members_all_die() {
    let mut d = day();
    everyone(&mut d, |p| if p < 3 { 1 } else { 0 }, next_in_family);
    let v = d.judge();
    assert_eq!(v.to_court, vec![0, 1]);
    // Each member of family 0 got one vote: all three die.
    assert!(v.killed.starts_with(&[0, 1, 2]), "{:?}", v.killed);
}

// "You cannot vote for your own family in the family vote or for yourself in the
// individual vote. The individual vote must be for someone in your family."
#[test]
fn improper_votes_are_recorded_and_do_not_count() {
    let mut d = day();
    everyone(&mut d, |p| (p / 3 + 1) % 4, next_in_family);
    vote(&mut d, 0, 0, 1); // own family
    vote(&mut d, 1, 1, 1); // themself
    vote(&mut d, 2, 1, 5); // outside the family
    d.ballots[3] = None; // no votes at all
    let v = d.judge();
    let improper: Vec<(usize, Improper)> = v.improper.clone();
    assert!(improper.contains(&(0, Improper::OwnFamily)));
    assert!(improper.contains(&(1, Improper::Themself)));
    assert!(improper.contains(&(2, Improper::OutsideFamily)));
    assert!(improper.contains(&(3, Improper::MissingFamilyVote)));
    assert!(improper.contains(&(3, Improper::MissingIndividualVote)));
    assert_eq!(
        v.family_votes[0], 3,
        "only family 3's votes: family 0's vote for itself is not one"
    );
}

// "If a player is the only living member of their family, they do not need to cast an
// individual vote ... (this does not count as an improper vote)."
#[test]
fn the_only_living_member_needs_no_individual_vote() {
    let mut d = day();
    everyone(&mut d, |p| (p / 3 + 1) % 4, next_in_family);
    d.voters[1].living = false;
    d.voters[2].living = false;
    d.ballots[0] = Some(Ballot {
        family: Some(1),
        individual: None,
    });
    assert!(d.judge().improper.is_empty());
}

// Sheriff: "removing them from voting for that day. This means that any votes cast
// against that player/family do not count, and any votes that player/family cast do not
// count either."
#[test]
fn a_jailed_player_and_family_neither_vote_nor_count() {
    let mut d = day();
    everyone(&mut d, |p| if p < 6 { 3 } else { 0 }, |p| p / 3 * 3);
    // Individual votes for the first of each family are improper for the first itself:
    // make the first vote for the second.
    for f in 0..4 {
        individual(&mut d, f * 3, f * 3 + 1);
    }
    d.jailed_families = vec![3];
    d.jailed_players = vec![6];
    let v = d.judge();
    assert_eq!(
        v.family_votes[3], 0,
        "votes against a jailed family do not count"
    );
    assert_eq!(
        v.family_votes[0], 2,
        "family 3's and player 6's votes do not count (6 is jailed)"
    );
    assert!(!v.to_court.contains(&3));
    assert_eq!(v.player_votes[6], 0);
    assert!(v.improper.iter().all(|(p, _)| *p != 6 && *p < 9));
}

// "Councilors get an additional family vote and an additional individual vote every day.
// These extra votes are not bound by the normal voting rules." Pacifists: "a negative
// family vote and a negative individual vote".
#[test]
fn councilor_and_pacifist_votes() {
    let mut d = day();
    everyone(&mut d, |p| (p / 3 + 1) % 4, next_in_family);
    d.extras = vec![
        ExtraVote {
            by: 0,
            weight: 1,
            family: Some(0),
            individual: Some(0),
        },
        ExtraVote {
            by: 4,
            weight: -1,
            family: Some(1),
            individual: Some(4),
        },
    ];
    let v = d.judge();
    assert_eq!(v.family_votes[0], 4);
    assert_eq!(v.family_votes[1], 2);
    assert_eq!(v.player_votes[0], 2);
    assert_eq!(v.player_votes[4], 0);
}

// Lawyer: "If the player the Lawyer chooses would have been killed by the court that day,
// the player with the second-most votes from that family is killed. If the protected
// player is the only living player in their family, no one dies from that family."
#[test]
fn the_lawyers_client_passes_death_to_the_second_most_voted() {
    let mut d = day();
    everyone(&mut d, |p| if p < 9 { 3 } else { 0 }, next_in_family);
    // In family 3: 9 gets two votes, 10 one, 11 none.
    vote(&mut d, 10, 0, 9);
    vote(&mut d, 11, 0, 9);
    vote(&mut d, 9, 0, 10);
    d.clients = vec![9];
    let v = d.judge();
    assert_eq!(v.to_court, vec![0, 3]);
    assert!(v.killed.contains(&10) && !v.killed.contains(&9), "{v:?}");
    assert_eq!(v.saved_by_lawyer, vec![9]);

    let mut d = day();
    everyone(&mut d, |p| if p < 9 { 3 } else { 0 }, next_in_family);
    d.voters[10].living = false;
    d.voters[11].living = false;
    d.ballots[9] = Some(Ballot {
        family: Some(0),
        individual: None,
    });
    d.clients = vec![9];
    let v = d.judge();
    assert!(!v.killed.contains(&9) && v.to_court.contains(&3));
}

// "In the event one of the families that is sent to court has no living players, it is
// still counted as one of the three families sent to court, but no one dies from that
// family."
#[test]
fn an_empty_family_still_takes_a_court_place() {
    let mut d = day();
    for p in 9..12 {
        d.voters[p].living = false;
    }
    everyone(&mut d, |p| if p < 9 { 3 } else { 0 }, next_in_family);
    for p in 0..3 {
        vote(&mut d, p, 1, next_in_family(p));
    }
    let v = d.judge();
    assert_eq!(v.to_court, vec![1, 3]);
    assert!(v.killed.iter().all(|p| *p / 3 == 1));
}

#[test]
fn injured_players_do_not_vote_and_are_not_improper() {
    let mut d = day();
    everyone(&mut d, |p| (p / 3 + 1) % 4, next_in_family);
    d.voters[5].injured = true;
    d.ballots[5] = None;
    assert!(d.judge().improper.is_empty());
}
