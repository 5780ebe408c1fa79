//! Abilities as combinations of components (Reasonable Action Resolution: "each night
//! action is broken down into a set of basic components").
//!
//! The resolver knows only components. A new ability is a new row in [`Ability::parts`],
//! never a new case in the resolver.

/// One basic component of an action.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Component {
    /// End of night: the target dies.
    Kill,
    /// Modifies: kills on the target fail.
    Protect,
    /// Modifies: the target's actions have no effect.
    Block,
    /// Modifies: the first target's actions target the second instead.
    Redirect,
    /// Modifies: every action targeting one of the two targets targets the other.
    Swap,
    /// End of night: the actor learns guilty or innocent for the target.
    Investigate,
    /// End of night: the actor learns whom the target visited.
    Track,
    /// End of night: the actor learns who visited the target.
    Watch,
    /// End of night: the target joins the actor's alignment.
    Recruit,
    /// Modifies the kill: protection does not stop it (a strongman's).
    Strong,
    /// Modifies the visit: trackers and watchers do not see it (a ninja's).
    Unseen,
    /// Modifies: every other action landing on the actor tonight fails (a commuter is not
    /// home). The action targets nobody and visits nobody.
    Commute,
    /// Modifies: every action targeting the first target targets the second instead (a
    /// deflector's; one way, where a swap goes both ways).
    Deflect,
    /// Modifies: a kill landing on the target fails; the actor dies in the target's place
    /// and kills the attacker (a bodyguard's).
    Guard,
    /// A day action (a day vigilante's shot): resolved at once in a day document, where
    /// night actions cannot stop it.
    Day,
}

impl Component {
    /// The component's name, as `omerta night roles` and docs/night/rar.md write it.
    pub fn name(self) -> &'static str {
        match self {
            Component::Kill => "kill",
            Component::Protect => "protect",
            Component::Block => "block",
            Component::Redirect => "redirect",
            Component::Swap => "swap",
            Component::Investigate => "investigate",
            Component::Track => "track",
            Component::Watch => "watch",
            Component::Recruit => "recruit",
            Component::Strong => "strong",
            Component::Unseen => "unseen",
            Component::Commute => "commute",
            Component::Deflect => "deflect",
            Component::Guard => "guard",
            Component::Day => "day",
        }
    }

    /// What the component does, in the words of docs/night/rar.md's table.
    pub fn describe(self) -> &'static str {
        match self {
            Component::Kill => "the target dies",
            Component::Protect => "kills on the target fail",
            Component::Block => "the target's actions have no effect",
            Component::Redirect => "the first target's actions land on the second",
            Component::Swap => "whatever is at one target goes to the other, and the reverse",
            Component::Investigate => "the actor is told guilty or innocent for the target",
            Component::Track => "the actor is told whom the target visited",
            Component::Watch => "the actor is told who visited the target",
            Component::Recruit => "the target joins the actor's alignment",
            Component::Strong => "protection does not stop the kill",
            Component::Unseen => "trackers and watchers do not see the visit",
            Component::Commute => "every other action landing on the actor fails",
            Component::Deflect => "whatever is at the first target goes to the second",
            Component::Guard => {
                "a kill on the target fails; the actor dies in its place and shoots the attacker"
            }
            Component::Day => "taken by day, at once",
        }
    }
}

/// An ability of the contract.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ability {
    Kill,
    FactionalKill,
    Protect,
    Block,
    Jail,
    Investigate,
    Track,
    Watch,
    Redirect,
    Swap,
    Visit,
    Recruit,
    StrongKill,
    NinjaKill,
    Commute,
    Deflect,
    Guard,
    DayKill,
}

impl Ability {
    pub const ALL: [Ability; 18] = [
        Ability::Kill,
        Ability::FactionalKill,
        Ability::Protect,
        Ability::Block,
        Ability::Jail,
        Ability::Investigate,
        Ability::Track,
        Ability::Watch,
        Ability::Redirect,
        Ability::Swap,
        Ability::Visit,
        Ability::Recruit,
        Ability::StrongKill,
        Ability::NinjaKill,
        Ability::Commute,
        Ability::Deflect,
        Ability::Guard,
        Ability::DayKill,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Ability::Kill => "kill",
            Ability::FactionalKill => "factional_kill",
            Ability::Protect => "protect",
            Ability::Block => "block",
            Ability::Jail => "jail",
            Ability::Investigate => "investigate",
            Ability::Track => "track",
            Ability::Watch => "watch",
            Ability::Redirect => "redirect",
            Ability::Swap => "swap",
            Ability::Visit => "visit",
            Ability::Recruit => "recruit",
            Ability::StrongKill => "strong_kill",
            Ability::NinjaKill => "ninja_kill",
            Ability::Commute => "commute",
            Ability::Deflect => "deflect",
            Ability::Guard => "guard",
            Ability::DayKill => "day_kill",
        }
    }

    pub fn parse(name: &str) -> Option<Ability> {
        Ability::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The components the ability is made of. Every ability but a passive one also
    /// visits its targets (the observable component), which is not listed.
    pub fn parts(self) -> &'static [Component] {
        use Component as C;
        match self {
            Ability::Kill | Ability::FactionalKill => &[C::Kill],
            Ability::Protect => &[C::Protect],
            Ability::Block => &[C::Block],
            // "a Jailkeeper action has three components ... Doctor + Visitor + Roleblocker"
            Ability::Jail => &[C::Protect, C::Block],
            Ability::Investigate => &[C::Investigate],
            Ability::Track => &[C::Track],
            Ability::Watch => &[C::Watch],
            Ability::Redirect => &[C::Redirect],
            Ability::Swap => &[C::Swap],
            Ability::Visit => &[],
            Ability::Recruit => &[C::Recruit],
            Ability::StrongKill => &[C::Kill, C::Strong],
            Ability::NinjaKill => &[C::Kill, C::Unseen],
            Ability::Commute => &[C::Commute],
            Ability::Deflect => &[C::Deflect],
            Ability::Guard => &[C::Guard],
            Ability::DayKill => &[C::Kill, C::Day],
        }
    }

    pub fn has(self, component: Component) -> bool {
        self.parts().contains(&component)
    }

    /// How many targets the ability takes.
    pub fn arity(self) -> usize {
        match self {
            Ability::Redirect | Ability::Swap | Ability::Deflect => 2,
            Ability::Commute => 0,
            _ => 1,
        }
    }

    /// Redirection and swapping change where other actions land; they are not
    /// themselves moved by other redirections (ruling N2).
    pub fn moves_others(self) -> bool {
        self.has(Component::Redirect) || self.has(Component::Swap) || self.has(Component::Deflect)
    }

    /// Visits a player (every action but a commute, which stays away from home).
    pub fn visits(self) -> bool {
        !self.has(Component::Commute)
    }

    /// A day action: valid only in a day document (`"phase": "day"`), and the only kind
    /// there.
    pub fn by_day(self) -> bool {
        self.has(Component::Day)
    }

    /// Gives information at the end of the night (one result entry per action).
    pub fn informs(self) -> bool {
        self.has(Component::Investigate) || self.has(Component::Track) || self.has(Component::Watch)
    }
}

/// An ability as data is its contract name (`factional_kill`).
impl serde::Serialize for Ability {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Ability {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Ability, D::Error> {
        let name = String::deserialize(deserializer)?;
        Ability::parse(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("{name:?} is not an ability")))
    }
}
