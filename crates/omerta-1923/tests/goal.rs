//! "After Day 5, the game is over, and a winner is declared based on the following
//! criteria."

use omerta_1923::{outcome, Member, Winner};

fn member(family: usize, mafia: bool) -> Member {
    Member {
        family,
        mafia,
        dead: false,
        exiled: false,
    }
}

/// Two families of four: one mafia member each (players 0 and 4).
fn table() -> Vec<Member> {
    (0..8).map(|p| member(p / 4, p % 4 == 0)).collect()
}

// "The Mafia wins if at least half of the Mafia Members are still alive."
#[test]
fn the_mafia_wins_with_half_alive_and_dead_members_win_too() {
    let mut t = table();
    t[4].dead = true;
    let o = outcome(2, &t);
    assert_eq!(o.winner, Winner::Mafia);
    assert_eq!(o.players, vec![0, 4]);
}

// "Exiled players ... In terms of number of players alive for the Mafia ... are
// considered not living" and "Exiled players are never considered winners."
#[test]
fn exiled_mafia_count_as_not_living_and_never_win() {
    let mut t = table();
    t[0].exiled = true;
    t[4].dead = true;
    let o = outcome(2, &t);
    assert_ne!(o.winner, Winner::Mafia);
    let mut t = table();
    t[0].exiled = true;
    let o = outcome(2, &t);
    assert_eq!(o.winner, Winner::Mafia);
    assert_eq!(o.players, vec![4]);
}

// "The family that has killed all Mafia Members in its family and has the most Civilians
// alive wins ... Dead Civilians are considered winners if they are part of a winning
// family ... Mafia Members are only considered winners if the Mafia wins".
#[test]
fn the_clean_family_with_most_civilians_alive_wins() {
    let mut t = table();
    t[0].dead = true;
    t[4].dead = true;
    t[1].dead = true;
    let o = outcome(2, &t);
    assert_eq!(o.winner, Winner::Families(vec![1]));
    assert_eq!(o.players, vec![5, 6, 7]);
    // A family whose mafia member lives cannot win, even with more civilians.
    let mut t: Vec<Member> = (0..12).map(|p| member(p / 4, p % 4 == 0)).collect();
    t[0].dead = true;
    t[4].dead = true;
    t[5].dead = true;
    let o = outcome(3, &t);
    assert_eq!(o.winner, Winner::Families(vec![0]));
    assert!(o.players.contains(&1) && !o.players.contains(&0));
}

// "In the event of a tie, all tying families win."
#[test]
fn tied_families_all_win_and_exiled_civilians_do_not() {
    let mut t = table();
    t[0].dead = true;
    t[4].dead = true;
    t[6].exiled = true;
    t[2].dead = true;
    let o = outcome(2, &t);
    assert_eq!(o.winner, Winner::Families(vec![0, 1]));
    assert!(
        o.players.contains(&2),
        "dead civilians of a winning family win"
    );
    assert!(!o.players.contains(&6), "exiled players never win");
}
