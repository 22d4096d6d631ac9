//! The rules of docs/RULES.md, written out the obvious way: the board, the pieces and their steps
//! (the piece table, written once, here), moves and drops, playing a move (capture to hand,
//! 侯 → 子 on capture, mandatory promotion), the try, king capture, the end of the game, the
//! two symmetries, perft and a generate-and-test predecessor search.
//!
//! Nothing here knows the library: squares are `(file, rank)` pairs, the board is
//! `[[Cell; 3]; 4]` indexed `[file][rank]`, hands are plain counts. Only [`Rules`] (a two-value
//! switch) is borrowed from it.

use std::fmt;

use sibi_solver::Rules;

/// A player, as docs/RULES.md names them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Owner {
    /// Player a: home file A, moves toward D.
    A,
    /// Player d: home file D, moves toward A.
    D,
}

impl Owner {
    /// Both players, a first.
    pub const BOTH: [Owner; 2] = [Owner::A, Owner::D];

    pub fn other(self) -> Owner {
        match self {
            Owner::A => Owner::D,
            Owner::D => Owner::A,
        }
    }

    /// The change of file of one step "forward" (a moves toward D, d toward A).
    pub fn forward(self) -> i32 {
        match self {
            Owner::A => 1,
            Owner::D => -1,
        }
    }

    /// The file of this player's own camp (A = 0, D = 3).
    pub fn home_file(self) -> usize {
        match self {
            Owner::A => 0,
            Owner::D => 3,
        }
    }

    /// The file of the opponent's camp.
    pub fn enemy_file(self) -> usize {
        self.other().home_file()
    }

    /// 0 for a, 1 for d (the index into [`RefPos::hands`]).
    pub fn idx(self) -> usize {
        match self {
            Owner::A => 0,
            Owner::D => 1,
        }
    }
}

/// A kind of piece (docs/RULES.md piece table).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Kind {
    /// 王
    King,
    /// 將
    General,
    /// 相
    Minister,
    /// 子
    Pawn,
    /// 侯
    Marquis,
}

/// The kinds a hand holds, in hand-slot order: 將, 相, 子 (`RefPos::hands[owner][slot]`).
pub const HAND_KINDS: [Kind; 3] = [Kind::General, Kind::Minister, Kind::Pawn];

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 5] = [
        Kind::King,
        Kind::General,
        Kind::Minister,
        Kind::Pawn,
        Kind::Marquis,
    ];

    /// One-step moves as (forward, sideways), copied by hand from the piece table of docs/RULES.md.
    /// This is the only step table of the tests.
    pub fn steps(self) -> &'static [(i32, i32)] {
        match self {
            // 王: any of the 8 directions.
            Kind::King => &[
                (1, -1),
                (1, 0),
                (1, 1),
                (0, -1),
                (0, 1),
                (-1, -1),
                (-1, 0),
                (-1, 1),
            ],
            // 將: orthogonal — forward, back, left, right.
            Kind::General => &[(1, 0), (-1, 0), (0, 1), (0, -1)],
            // 相: the 4 diagonals.
            Kind::Minister => &[(1, 1), (1, -1), (-1, 1), (-1, -1)],
            // 子: forward only.
            Kind::Pawn => &[(1, 0)],
            // 侯: all but the two backward diagonals.
            Kind::Marquis => &[(1, -1), (1, 0), (1, 1), (0, -1), (0, 1), (-1, 0)],
        }
    }

    /// The ASCII letter of docs/RULES.md (`K G M P H`).
    pub fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::General => 'G',
            Kind::Minister => 'M',
            Kind::Pawn => 'P',
            Kind::Marquis => 'H',
        }
    }

    /// The kind of an ASCII letter, either case.
    pub fn from_letter(c: char) -> Kind {
        match c.to_ascii_uppercase() {
            'K' => Kind::King,
            'G' => Kind::General,
            'M' => Kind::Minister,
            'P' => Kind::Pawn,
            'H' => Kind::Marquis,
            _ => panic!("bad piece letter {c:?}"),
        }
    }

    /// What this piece becomes in the capturer's hand: a 侯 turns back into a 子.
    pub fn captured(self) -> Kind {
        match self {
            Kind::Marquis => Kind::Pawn,
            k => k,
        }
    }

    /// Its slot in a hand (0 將, 1 相, 2 子); `None` for 王 and 侯, never in a hand.
    pub fn hand_slot(self) -> Option<usize> {
        HAND_KINDS.iter().position(|&k| k == self)
    }
}

/// What stands on a square.
pub type Cell = Option<(Owner, Kind)>;

/// A square as (file, rank), file 0..4 = A..D, rank 0..3 = 1..3.
pub type Sq = (usize, usize);

/// The 12 squares, file by file (A1, A2, A3, B1, …).
pub fn squares() -> impl Iterator<Item = Sq> + Clone {
    (0..4).flat_map(|f| (0..3).map(move |r| (f, r)))
}

/// `"B2"` for (1, 1).
pub fn sq_name(s: Sq) -> String {
    format!("{}{}", (b'A' + s.0 as u8) as char, s.1 + 1)
}

/// (1, 1) for `"B2"`.
pub fn parse_sq(name: &str) -> Sq {
    let b = name.as_bytes();
    assert!(
        b.len() == 2 && (b'A'..=b'D').contains(&b[0]) && (b'1'..=b'3').contains(&b[1]),
        "square name {name:?}"
    );
    ((b[0] - b'A') as usize, (b[1] - b'1') as usize)
}

/// The mirror image rank 1 ↔ rank 3 of a square.
pub fn mirror_sq(s: Sq) -> Sq {
    (s.0, 2 - s.1)
}

/// The 180° rotation of a square (file A ↔ D, B ↔ C, rank 1 ↔ 3).
pub fn rotate_sq(s: Sq) -> Sq {
    (3 - s.0, 2 - s.1)
}

/// A position: board, hands and the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RefPos {
    /// `board[file][rank]`.
    pub board: [[Cell; 3]; 4],
    /// `hands[owner.idx()][slot]`: how many 將, 相, 子 ([`HAND_KINDS`]) each player holds.
    pub hands: [[u8; 3]; 2],
    /// The player to move.
    pub side: Owner,
}

/// A move: a step (from, to) or a drop (kind, square).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RefMove {
    Step { from: Sq, to: Sq },
    Drop { kind: Kind, to: Sq },
}

impl fmt::Display for RefMove {
    /// Canonical docs/RULES.md text: `B2C2`, `P*B1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RefMove::Step { from, to } => write!(f, "{}{}", sq_name(from), sq_name(to)),
            RefMove::Drop { kind, to } => write!(f, "{}*{}", kind.letter(), sq_name(to)),
        }
    }
}

impl RefMove {
    /// The move of canonical text `B2C2` or `P*B1`.
    pub fn parse(text: &str) -> RefMove {
        match text.split_once('*') {
            Some((k, to)) => RefMove::Drop {
                kind: Kind::from_letter(k.chars().next().expect("a piece letter")),
                to: parse_sq(to),
            },
            None => RefMove::Step {
                from: parse_sq(&text[..2]),
                to: parse_sq(&text[2..]),
            },
        }
    }

    /// The same move with every square mapped by `f` (e.g. [`mirror_sq`], [`rotate_sq`]).
    pub fn map_squares(self, f: fn(Sq) -> Sq) -> RefMove {
        match self {
            RefMove::Step { from, to } => RefMove::Step {
                from: f(from),
                to: f(to),
            },
            RefMove::Drop { kind, to } => RefMove::Drop { kind, to: f(to) },
        }
    }
}

/// What a move leads to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RefOutcome {
    /// The mover captured the enemy king: the game is over.
    KingCapture,
    /// The position after the move, the other player to move.
    Next(RefPos),
}

impl RefPos {
    /// An empty board, empty hands, `side` to move.
    pub fn empty(side: Owner) -> RefPos {
        RefPos {
            board: [[None; 3]; 4],
            hands: [[0; 3]; 2],
            side,
        }
    }

    /// The position from a list of (square name like `B2`, letter) — uppercase for a,
    /// lowercase for d, `K G M P H` — the hands as letters, one per piece (`"PPg"`: a holds
    /// two 子, d one 將), and the side to move (`'a'` or `'d'`).
    pub fn from_list(pieces: &[(&str, char)], hands: &str, side: char) -> RefPos {
        let owner = |c: char| {
            if c.is_ascii_uppercase() {
                Owner::A
            } else {
                Owner::D
            }
        };
        let mut p = RefPos::empty(match side {
            'a' => Owner::A,
            'd' => Owner::D,
            _ => panic!("side {side:?}"),
        });
        for &(name, c) in pieces {
            let (f, r) = parse_sq(name);
            assert!(p.board[f][r].is_none(), "two pieces on {name}");
            p.board[f][r] = Some((owner(c), Kind::from_letter(c)));
        }
        for c in hands.chars() {
            let slot = Kind::from_letter(c)
                .hand_slot()
                .unwrap_or_else(|| panic!("{c:?} cannot be in a hand"));
            p.hands[owner(c).idx()][slot] += 1;
        }
        p
    }

    pub fn at(&self, s: Sq) -> Cell {
        self.board[s.0][s.1]
    }

    /// Where `owner`'s king stands.
    pub fn king_square(&self, owner: Owner) -> Option<Sq> {
        squares().find(|&s| self.at(s) == Some((owner, Kind::King)))
    }

    /// docs/RULES.md end of game rule 2: the player to move has its king in the opponent's camp.
    pub fn try_holds(&self) -> bool {
        self.king_square(self.side)
            .is_some_and(|s| s.0 == self.side.enemy_file())
    }

    /// The square reached from `from` by the step (forward, sideways) of `owner`, if on board.
    pub fn target(owner: Owner, from: Sq, step: (i32, i32)) -> Option<Sq> {
        let f = from.0 as i32 + step.0 * owner.forward();
        let r = from.1 as i32 + step.1;
        if (0..4).contains(&f) && (0..3).contains(&r) {
            Some((f as usize, r as usize))
        } else {
            None
        }
    }

    /// Calls `out` with every legal move (docs/RULES.md "Moves"), whether or not the game is over:
    /// first the steps of each piece of the mover (squares file by file, steps in table
    /// order) to an empty square or an enemy piece, then the drops of each kind in hand
    /// ([`HAND_KINDS`] order) on each empty square — not in the opponent's camp under
    /// twelve-janggi. Two identical pieces in hand make one drop.
    pub fn for_each_move(&self, rules: Rules, out: &mut impl FnMut(RefMove)) {
        let me = self.side;
        for from in squares() {
            let Some((owner, kind)) = self.at(from) else {
                continue;
            };
            if owner != me {
                continue;
            }
            for &step in kind.steps() {
                if let Some(to) = Self::target(me, from, step) {
                    match self.at(to) {
                        Some((o, _)) if o == me => {}
                        _ => out(RefMove::Step { from, to }),
                    }
                }
            }
        }
        for (slot, &kind) in HAND_KINDS.iter().enumerate() {
            if self.hands[me.idx()][slot] == 0 {
                continue;
            }
            for to in squares() {
                if self.at(to).is_some() {
                    continue;
                }
                if rules == Rules::TwelveJanggi && to.0 == me.enemy_file() {
                    continue;
                }
                out(RefMove::Drop { kind, to });
            }
        }
    }

    /// Every legal move, in the order of [`RefPos::for_each_move`].
    pub fn legal_moves(&self, rules: Rules) -> Vec<RefMove> {
        let mut v = Vec::new();
        self.for_each_move(rules, &mut |m| v.push(m));
        v
    }

    /// Plays `mv` (assumed legal).
    pub fn play(&self, mv: RefMove) -> RefOutcome {
        let me = self.side;
        let mut next = *self;
        match mv {
            RefMove::Step { from, to } => {
                let (owner, mut kind) = self.at(from).expect("a piece to move");
                assert_eq!(owner, me, "{mv} moves the opponent's piece");
                if let Some((victim_owner, victim)) = self.at(to) {
                    assert_ne!(victim_owner, me, "{mv} takes an own piece");
                    if victim == Kind::King {
                        return RefOutcome::KingCapture;
                    }
                    let slot = victim.captured().hand_slot().expect("a hand kind");
                    next.hands[me.idx()][slot] += 1;
                }
                if kind == Kind::Pawn && to.0 == me.enemy_file() {
                    kind = Kind::Marquis;
                }
                next.board[from.0][from.1] = None;
                next.board[to.0][to.1] = Some((me, kind));
            }
            RefMove::Drop { kind, to } => {
                let slot = kind.hand_slot().expect("a hand kind");
                assert!(next.hands[me.idx()][slot] > 0, "{mv}: not in hand");
                next.hands[me.idx()][slot] -= 1;
                assert!(self.at(to).is_none(), "{mv}: square occupied");
                next.board[to.0][to.1] = Some((me, kind));
            }
        }
        next.side = me.other();
        RefOutcome::Next(next)
    }

    /// What every legal move leads to, in the order of [`RefPos::for_each_move`].
    pub fn outcomes(&self, rules: Rules) -> Vec<RefOutcome> {
        let mut v = Vec::new();
        self.for_each_move(rules, &mut |m| v.push(self.play(m)));
        v
    }

    /// Whether the game is over at the start of this turn: `Some("try")`, `Some("no move")`
    /// (checked in that order).
    pub fn game_over(&self, rules: Rules) -> Option<&'static str> {
        if self.try_holds() {
            Some("try")
        } else if self.legal_moves(rules).is_empty() {
            Some("no move")
        } else {
            None
        }
    }

    /// A position is legal for `rules` if each player has one king on the board, no hand holds
    /// more than two of a kind, and (under twelve-janggi) no 子 stands unpromoted in its
    /// owner's enemy camp. (The piece set is not checked here.)
    pub fn is_valid(&self, rules: Rules) -> bool {
        for owner in Owner::BOTH {
            let kings = squares()
                .filter(|&s| self.at(s) == Some((owner, Kind::King)))
                .count();
            if kings != 1 {
                return false;
            }
        }
        if self.hands.iter().flatten().any(|&n| n > 2) {
            return false;
        }
        rules == Rules::Dobutsu
            || squares()
                .all(|s| !matches!(self.at(s), Some((o, Kind::Pawn)) if s.0 == o.enemy_file()))
    }

    /// How many 將, 相, 子 (a 侯 counts as a 子) the position holds, on the board and in hand.
    pub fn piece_counts(&self) -> [u8; 3] {
        let mut counts = [0u8; 3];
        for (_, kind) in self.board.iter().flatten().flatten() {
            if let Some(slot) = kind.captured().hand_slot() {
                counts[slot] += 1;
            }
        }
        for hand in self.hands {
            for (c, n) in counts.iter_mut().zip(hand) {
                *c += n;
            }
        }
        counts
    }

    /// The mirror image rank 1 ↔ rank 3 (same hands, same side to move).
    pub fn mirror(&self) -> RefPos {
        let mut out = *self;
        for s in squares() {
            let m = mirror_sq(s);
            out.board[m.0][m.1] = self.at(s);
        }
        out
    }

    /// The 180° rotation with the players swapped (pieces, hands and side to move).
    pub fn rotate(&self) -> RefPos {
        let mut out = RefPos::empty(self.side.other());
        for s in squares() {
            let t = rotate_sq(s);
            out.board[t.0][t.1] = self.at(s).map(|(o, k)| (o.other(), k));
        }
        out.hands = [self.hands[1], self.hands[0]];
        out
    }

    /// The same position seen with a to move (rotated when d is to move).
    pub fn normalized(&self) -> RefPos {
        match self.side {
            Owner::A => *self,
            Owner::D => self.rotate(),
        }
    }

    /// Every predecessor by brute force ("generate and test"): every way of putting one of the
    /// just-moved player's pieces back (from any square, as any kind, possibly restoring any
    /// captured piece from its hand, or back into its hand) is tried, and kept when the result
    /// is a legal position whose game is not over, the move is among its legal moves, and
    /// playing it gives `self` back (so it captures no king). Returns (move, captured kind, q).
    pub fn predecessors(&self, rules: Rules) -> Vec<(RefMove, Option<Kind>, RefPos)> {
        let x = self.side;
        let y = x.other();
        let mut candidates: Vec<(RefMove, Option<Kind>, RefPos)> = Vec::new();
        for to in squares() {
            let Some((owner, kind)) = self.at(to) else {
                continue;
            };
            if owner != y {
                continue;
            }
            // Un-drop.
            if let Some(slot) = kind.hand_slot() {
                let mut q = *self;
                q.side = y;
                q.board[to.0][to.1] = None;
                q.hands[y.idx()][slot] += 1;
                candidates.push((RefMove::Drop { kind, to }, None, q));
            }
            // Un-step from anywhere, as any kind, restoring nothing or any piece of y's hand.
            let mut restore: Vec<Option<Kind>> = vec![None];
            for (slot, &k) in HAND_KINDS.iter().enumerate() {
                if self.hands[y.idx()][slot] > 0 {
                    restore.push(Some(k));
                    if k == Kind::Pawn {
                        restore.push(Some(Kind::Marquis));
                    }
                }
            }
            for from in squares() {
                if self.at(from).is_some() {
                    continue;
                }
                for prev in Kind::ALL {
                    // Cheap filter: the geometry of the step.
                    if !prev
                        .steps()
                        .iter()
                        .any(|&st| Self::target(y, from, st) == Some(to))
                    {
                        continue;
                    }
                    for &cap in &restore {
                        let mut q = *self;
                        q.side = y;
                        q.board[from.0][from.1] = Some((y, prev));
                        q.board[to.0][to.1] = cap.map(|c| (x, c));
                        if let Some(c) = cap {
                            q.hands[y.idx()][c.captured().hand_slot().unwrap()] -= 1;
                        }
                        candidates.push((RefMove::Step { from, to }, cap, q));
                    }
                }
            }
        }
        candidates
            .into_iter()
            .filter(|(mv, _, q)| {
                q.is_valid(rules)
                    && !q.try_holds()
                    && q.legal_moves(rules).contains(mv)
                    && q.play(*mv) == RefOutcome::Next(*self)
            })
            .collect()
    }
}

/// perft exactly as docs/RULES.md defines it: `perft(p, 0) = 1`; for n ≥ 1, 0 if the game is
/// already over at p by the try; otherwise the sum over legal moves m of 1 if m captures the
/// king and n = 1, 0 if m captures the king and n > 1, else `perft(p after m, n − 1)`.
pub fn perft(p: &RefPos, rules: Rules, n: u32) -> u64 {
    if n == 0 {
        return 1;
    }
    if p.try_holds() {
        return 0;
    }
    let mut total = 0;
    for m in p.legal_moves(rules) {
        total += match p.play(m) {
            RefOutcome::KingCapture => u64::from(n == 1),
            RefOutcome::Next(child) => perft(&child, rules, n - 1),
        };
    }
    total
}

/// The legal moves as sorted canonical strings.
pub fn move_strings(p: &RefPos, rules: Rules) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves(rules).iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}
