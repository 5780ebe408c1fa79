//! What the host reads (issue 28, item 10): sentences, not forms.

mod kit;
use kit::*;

/// The ordered method explains itself by its log: a list under a heading, which "Yes."
/// does not answer.
#[test]
fn the_ordered_methods_log_is_a_list_not_a_question_answered_yes() {
    let o = ordered(
        vec![town("Doc"), mafia("Goon"), town("Ann")],
        vec![
            act("Goon", "kill", &["Ann"]),
            act("Doc", "protect", &["Ann"]),
        ],
    );
    let text = o.to_text();
    assert!(
        text.contains("\nThe actions, in the order they were resolved:\n"),
        "{text}"
    );
    assert!(!text.contains("Yes."), "{text}");
    assert!(!text.contains('?'), "{text}");
}

/// RAR's questions are still answered yes or no.
#[test]
fn rars_questions_are_answered_yes_or_no() {
    let o = rar(
        vec![town("Doc"), mafia("Goon"), town("Ann")],
        vec![
            act("Goon", "kill", &["Ann"]),
            act("Doc", "protect", &["Ann"]),
        ],
    );
    let text = o.to_text();
    assert!(text.contains("? No.") || text.contains("? Yes."), "{text}");
}
