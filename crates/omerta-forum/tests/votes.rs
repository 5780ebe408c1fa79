//! Rule 6, with the seed's correct and incorrect examples verbatim.

use omerta_forum::{resolve_name, vote_marks, Markup, NameMatch, VoteKind, VoteMark};

fn bb(body: &str) -> Vec<VoteMark> {
    vote_marks(body, Markup::BbCode)
}

fn vote(name: &str) -> VoteMark {
    VoteMark {
        kind: VoteKind::Vote,
        name: name.into(),
    }
}

fn unvote(name: &str) -> VoteMark {
    VoteMark {
        kind: VoteKind::Unvote,
        name: name.into(),
    }
}

// Seed: "Vote: Dredd (Correct)" — bolded.
#[test]
fn rule_6_seed_bold_vote_is_correct() {
    assert_eq!(bb("[b]Vote: Dredd[/b]"), vec![vote("Dredd")]);
}

// Seed: "Unvote: Dredd (Correct)" — bolded.
#[test]
fn rule_6_seed_bold_unvote_is_correct() {
    assert_eq!(bb("[b]Unvote: Dredd[/b]"), vec![unvote("Dredd")]);
}

// Seed: "Vote: Dredd (Incorrect, not bolded)".
#[test]
fn rule_6_seed_unbolded_vote_is_incorrect() {
    assert_eq!(bb("Vote: Dredd"), vec![]);
}

// Seed: "Unvote: Dredd (Incorrect, not bolded)".
#[test]
fn rule_6_seed_unbolded_unvote_is_incorrect() {
    assert_eq!(bb("Unvote: Dredd"), vec![]);
}

// Seed: "V or v: Dredd (Incorrect, the entire word Vote needs to be there)".
#[test]
fn rule_6_seed_v_is_incorrect() {
    assert_eq!(bb("[b]V: Dredd[/b]"), vec![]);
    assert_eq!(bb("[b]v: Dredd[/b]"), vec![]);
}

// Seed: "UV or uv: Dredd (Incorrect, the entire phrase Unvote or Un Vote needs to be there)".
#[test]
fn rule_6_seed_uv_is_incorrect() {
    assert_eq!(bb("[b]UV: Dredd[/b]"), vec![]);
    assert_eq!(bb("[b]uv: Dredd[/b]"), vec![]);
}

// "the entire phrase Unvote or Un Vote needs to be there"
#[test]
fn rule_6_un_vote_in_two_words_is_an_unvote() {
    assert_eq!(bb("[b]Un Vote: Dredd[/b]"), vec![unvote("Dredd")]);
}

#[test]
fn rule_6_any_letter_case() {
    assert_eq!(bb("[B]VOTE: dredd[/B]"), vec![vote("dredd")]);
    assert_eq!(bb("[b]uNvOtE: Dredd[/b]"), vec![unvote("Dredd")]);
}

#[test]
fn rule_6_whole_words_only() {
    assert_eq!(bb("[b]Devote: Dredd[/b]"), vec![]);
    assert_eq!(bb("[b]Voter: Dredd[/b]"), vec![]);
    assert_eq!(bb("[b]Votes: Dredd[/b]"), vec![]);
    assert_eq!(bb("[b]vote for Dredd[/b]"), vec![]);
}

#[test]
fn rule_6_nothing_inside_a_quote_counts() {
    assert_eq!(bb("[quote=Bad Ash][b]Vote: Dredd[/b][/quote] lol"), vec![]);
    assert_eq!(
        bb("[quote][quote][b]Vote: A[/b][/quote][b]Vote: B[/b][/quote][b]Vote: C[/b]"),
        vec![vote("C")]
    );
}

#[test]
fn rule_6_several_actions_in_one_post_apply_in_order() {
    assert_eq!(
        bb("[b]Unvote: Dredd[/b]\nchanged my mind\n[b]Vote: Bad Ash[/b]"),
        vec![unvote("Dredd"), vote("Bad Ash")]
    );
    assert_eq!(
        bb("[b]Unvote: Dredd Vote: Gorny[/b]"),
        vec![unvote("Dredd"), vote("Gorny")]
    );
}

#[test]
fn names_end_at_bold_end_line_end_and_sentence_punctuation() {
    assert_eq!(
        bb("[b]Vote: Leopold Stotch[/b] because reasons"),
        vec![vote("Leopold Stotch")]
    );
    assert_eq!(bb("[b]Vote: Dredd.[/b]"), vec![vote("Dredd")]);
    assert_eq!(bb("[b]Vote: Dredd\nalso hi[/b]"), vec![vote("Dredd")]);
}

#[test]
fn other_tags_inside_bold_are_transparent() {
    assert_eq!(
        bb("[b][color=red]Vote: [i]Dredd[/i][/color][/b]"),
        vec![vote("Dredd")]
    );
    assert_eq!(bb("[b]Vote: [/b][b]Dredd[/b]"), vec![vote("")]);
}

#[test]
fn html_bold_and_strong_count_blockquotes_do_not() {
    let html = |b| vote_marks(b, Markup::Html);
    assert_eq!(html("<b>Vote: Dredd</b>"), vec![vote("Dredd")]);
    assert_eq!(
        html("<strong>Unvote: Dredd</strong>"),
        vec![unvote("Dredd")]
    );
    assert_eq!(html("<blockquote><b>Vote: Dredd</b></blockquote>"), vec![]);
    assert_eq!(html("Vote: Dredd"), vec![]);
    assert_eq!(html("<b>Vote: Bad&nbsp;Ash</b>"), vec![vote("Bad Ash")]);
    assert_eq!(html("<b>Vote: Dredd<br>hi</b>"), vec![vote("Dredd")]);
}

#[test]
fn names_resolve_to_exactly_one_player_never_guessed() {
    let roster = [
        (0, "Dredd"),
        (1, "Bad Ash"),
        (2, "Ash"),
        (1, "BA"),
        (3, "Gorny"),
        (4, "gorny"),
    ];
    let find = |w: &str| resolve_name(w, roster.iter().copied());
    assert_eq!(find("dredd"), NameMatch::One(0));
    assert_eq!(find("BAD   ash"), NameMatch::One(1));
    assert_eq!(find("ba"), NameMatch::One(1));
    assert_eq!(find("Dred"), NameMatch::None);
    assert_eq!(find("Ash"), NameMatch::One(2));
    assert_eq!(find("GORNY"), NameMatch::Several(vec![3, 4]));
    assert_eq!(find(""), NameMatch::None);
}
