//! Where the solver keeps each position: its arrays fold away the king classes whose value the
//! rules give.
//!
//! In 26 of the 54 open king classes of [`Index`] the two 王 stand side by side, so the mover's
//! 王 can take the other: every position there is **win 1** (docs/RULES.md, "End of the game"),
//! about 48 % of the solved range. The solver's array (a byte per slot, `solve::code`) has no
//! entry for them: only the other 28 "live" classes get a *slot* range, in index order, each
//! padded to a multiple of [`CHUNK`] slots so that every class starts on a whole 64-slot block
//! of a frontier and on a chunk boundary. The index and the table file are unchanged: a table
//! still has an entry (don't care) for every index of the solved range, and the probe answers
//! these positions with [`trivial_value`](crate::solve::trivial_value) without reading a block.
//! The retrograde rounds never meet a slot-less position: such a predecessor's mover can take
//! the 王, and [`Position::for_each_live_unmove`](crate::rules::Position::for_each_live_unmove)
//! leaves it out.
//!
//! This is the first fold of the C solver of Clausecker (`dobutsu`, `tbgenerate.c`), which
//! leaves out the king pairs that are already decided.

use std::ops::Range;

use crate::index::{Divisor, Index, KING_CLASSES, OPEN_KING_CLASSES};
use crate::rules::steps::step_origins;
use crate::rules::{Color, Role, Rules};
use crate::solve::CHUNK;

/// The slots of the live king classes (see the module docs).
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// For each king class, its first slot, or `u64::MAX` for a folded class (the two 王
    /// adjacent) and for the classes past the solved range (the mover holds the try).
    first_slot: [u64; KING_CLASSES],
    /// Indices per class.
    per_class: u64,
    /// Slots per live class: `per_class` rounded up to a multiple of [`CHUNK`].
    padded: u64,
    /// `padded` as a divisor.
    padded_div: Divisor,
    /// `per_class` as a divisor.
    per_class_div: Divisor,
    /// Indices of all the king classes.
    len_indices: u64,
    /// The live classes in index order.
    live: Vec<usize>,
}

/// `u64::MAX` in [`Layout::first_slot`]: the class has no slots.
const NONE: u64 = u64::MAX;

impl Layout {
    /// The layout for `index`.
    pub(crate) fn new(index: &Index) -> Layout {
        let per_class = index.per_class();
        let padded = per_class.div_ceil(CHUNK as u64) * CHUNK as u64;
        let mut first_slot = [NONE; KING_CLASSES];
        let mut live = Vec::new();
        for (class, first) in first_slot.iter_mut().enumerate().take(OPEN_KING_CLASSES) {
            let (mover, other) = index.class_kings(class);
            if step_origins(Color::A, Role::King, other) & mover.bb() == 0 {
                *first = live.len() as u64 * padded;
                live.push(class);
            }
        }
        Layout {
            first_slot,
            per_class,
            padded,
            padded_div: Divisor::new(padded),
            per_class_div: Divisor::new(per_class),
            len_indices: KING_CLASSES as u64 * per_class,
            live,
        }
    }

    /// Number of slots (live classes × padded class length).
    pub(crate) fn len(&self) -> u64 {
        self.live.len() as u64 * self.padded
    }

    /// The slot of index `i`, or `None` when `i` has none: its class is folded (win 1) or past
    /// the solved range.
    #[inline]
    pub(crate) fn slot(&self, i: u64) -> Option<u64> {
        if i >= self.len_indices {
            return None;
        }
        let (class, rem) = self.per_class_div.div_rem(i as u32);
        let first = self.first_slot[class as usize];
        (first != NONE).then(|| first + rem as u64)
    }

    /// The slot of the position with index `within` in king class `class`
    /// ([`Index::rank_in_class`]), or `None` when the class has none.
    #[inline]
    pub(crate) fn slot_in_class(&self, class: usize, within: u64) -> Option<u64> {
        let first = *self.first_slot.get(class)?;
        (first != NONE).then(|| first + within)
    }

    /// The index of slot `s`, or `None` for a padding slot (past its class's last index).
    #[inline]
    #[cfg(test)]
    pub(crate) fn index_of(&self, s: u64) -> Option<u64> {
        self.class_of_slot(s)
            .map(|(class, rem)| class as u64 * self.per_class + rem as u64)
    }

    /// The king class of slot `s` and the rank within that class of its index, or `None` for a
    /// padding slot: `index_of(s)` as `(class, index − class × per_class)`. `s` must be below
    /// [`Layout::len`].
    #[inline]
    pub(crate) fn class_of_slot(&self, s: u64) -> Option<(usize, u32)> {
        let (k, rem) = self.padded_div.div_rem(s as u32);
        ((rem as u64) < self.per_class).then(|| (self.live[k as usize], rem))
    }

    /// The live classes' index ranges, each cut into pieces of at most [`CHUNK`] indices, with
    /// each piece's first slot: the pieces are disjoint and their slot ranges start on
    /// multiples of [`CHUNK`].
    pub(crate) fn chunks(&self) -> Vec<(Range<u64>, u64)> {
        let mut out = Vec::new();
        for (k, &class) in self.live.iter().enumerate() {
            let base = class as u64 * self.per_class;
            let slot_base = k as u64 * self.padded;
            for off in (0..self.per_class).step_by(CHUNK) {
                let end = (off + CHUNK as u64).min(self.per_class);
                out.push((base + off..base + end, slot_base + off));
            }
        }
        out
    }

    /// The padding slots: past the last index of each live class.
    pub(crate) fn padding(&self) -> impl Iterator<Item = Range<u64>> + '_ {
        (0..self.live.len() as u64).map(|k| k * self.padded + self.per_class..(k + 1) * self.padded)
    }

    /// The king classes without slots inside the solved range: the folded classes.
    pub(crate) fn folded_classes(&self) -> Vec<usize> {
        (0..OPEN_KING_CLASSES)
            .filter(|&c| self.first_slot[c] == NONE)
            .collect()
    }

    /// The index ranges of the folded classes.
    pub(crate) fn folded(&self) -> Vec<Range<u64>> {
        self.folded_classes()
            .into_iter()
            .map(|c| c as u64 * self.per_class..(c as u64 + 1) * self.per_class)
            .collect()
    }
}

/// The legal positions of the king classes `classes`, mirror images counted apart (a position
/// that is its own mirror image once), and, if `indices`, their legal indices:
/// `(positions, indices)` (`indices` 0 when not asked). Counted, not enumerated
/// ([`Index::legal_in_class`]: a class stands for both members of each mirror pair, or for
/// itself and its mirror class; a mirror-symmetric class has one index per mirror pair and one
/// per self-mirror position, [`Index::self_mirror_in_class`]); the others' indices are their
/// placements.
pub(crate) fn count_positions(
    index: &Index,
    rules: Rules,
    classes: &[usize],
    indices: bool,
) -> (u64, u64) {
    let (mut positions, mut legal) = (0, 0);
    for &class in classes {
        let placements = index.legal_in_class(class, rules);
        if index.class_is_symmetric(class) {
            positions += placements;
            legal += (placements + index.self_mirror_in_class(class, rules)) / 2;
        } else {
            positions += 2 * placements;
            legal += placements;
        }
    }
    (positions, if indices { legal } else { 0 })
}

/// The legal positions that have no slot, counted ([`count_positions`]): those past the solved
/// range (the mover holds the try: win 0) and those of the folded classes (win 1, with their
/// legal indices).
pub(crate) struct Unstored {
    pub(crate) try_positions: u64,
    pub(crate) adjacent_king_positions: u64,
    pub(crate) adjacent_king_indices: u64,
}

impl Unstored {
    /// The counts for `index` under `rules` with `layout`.
    pub(crate) fn count(index: &Index, rules: Rules, layout: &Layout) -> Unstored {
        let tries: Vec<usize> = (OPEN_KING_CLASSES..KING_CLASSES).collect();
        let (try_positions, _) = count_positions(index, rules, &tries, false);
        let (adjacent_king_positions, adjacent_king_indices) =
            count_positions(index, rules, &layout.folded_classes(), true);
        Unstored {
            try_positions,
            adjacent_king_positions,
            adjacent_king_indices,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 28 live classes of the 54, every index of the solved range either has a slot that maps
    /// back to it or lies in a class whose 王 stand side by side, and slots of different
    /// indices differ.
    #[test]
    fn slots_and_indices_agree() {
        let index = Index::new("GP".parse().unwrap());
        let layout = Layout::new(&index);
        assert_eq!(layout.live.len(), 28);
        let mut seen = vec![false; layout.len() as usize];
        for i in 0..index.solved_len() {
            let (mover, other) = index.class_kings((i / index.per_class()) as usize);
            let adjacent = mover.bb() & step_origins(Color::D, Role::King, other) != 0;
            match layout.slot(i) {
                Some(s) => {
                    assert!(!adjacent);
                    assert_eq!(layout.index_of(s), Some(i));
                    assert!(!std::mem::replace(&mut seen[s as usize], true));
                }
                None => assert!(adjacent, "index {i}"),
            }
        }
        assert_eq!(layout.slot(index.solved_len()), None);
        let padding: u64 = layout.padding().map(|r| r.end - r.start).sum();
        assert_eq!(
            seen.iter().filter(|&&s| s).count() as u64 + padding,
            layout.len()
        );
        for r in layout.padding() {
            assert!(r.clone().all(|s| layout.index_of(s).is_none()));
        }
        let chunked: u64 = layout.chunks().iter().map(|(r, _)| r.end - r.start).sum();
        assert_eq!(chunked, 28 * index.per_class());
    }

    /// The counted positions and indices of every class equal an enumeration of the class
    /// (1 for a self-mirror position, 2 for the others), for several piece sets and both
    /// rule sets (under twelve-janggi some placements of 子 are illegal).
    #[test]
    fn counted_positions_equal_an_enumeration() {
        for set in ["GP", "PP", "GMP", "MPP", "GGMP"] {
            for rules in [Rules::TwelveJanggi, Rules::Dobutsu] {
                let index = Index::new(set.parse().unwrap());
                for class in 0..KING_CLASSES {
                    let base = class as u64 * index.per_class();
                    let (mut positions, mut indices) = (0, 0);
                    index.for_each_in(base..base + index.per_class(), rules, |_, pos| {
                        if let Some(p) = pos {
                            positions += if p.mirror() == p { 1 } else { 2 };
                            indices += 1;
                        }
                    });
                    assert_eq!(
                        count_positions(&index, rules, &[class], true),
                        (positions, indices),
                        "{set} {rules} class {class}"
                    );
                }
            }
        }
    }
}
