//! A **deliberately naive, independent reference implementation** of the rules of RULES.md,
//! written only to cross-check the library (`sibi_solver`).
//!
//! It shares nothing with the library's move generation: its own board (`[[Cell; 3]; 4]`,
//! indexed `[file][rank]`), hands as plain sorted `Vec`s of kinds, direction lists copied by hand
//! from the piece table of RULES.md (as (forward, sideways) steps relative to the owner), its own
//! move making (capture to hand, 侯 → 子 on capture, mandatory promotion), drops with the
//! twelve-janggi camp restriction, the try and king capture, its own perft written from
//! RULES.md's definition, and a generate-and-test predecessor search. Speed is irrelevant here:
//! everything is done the obvious way, with allocation, so that it is easy to check by reading.
//!
//! Only the conversion to and from the library's [`Setup`] touches library types.

use std::fmt;

use sibi_solver::{Color, Piece, Role, Rules, Setup, Square};

/// A player, as RULES.md names them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Owner {
    /// Player a: home file A, moves toward D.
    A,
    /// Player d: home file D, moves toward A.
    D,
}

impl Owner {
    pub fn other(self) -> Owner {
        match self {
            Owner::A => Owner::D,
            Owner::D => Owner::A,
        }
    }

    /// The change of file of one step "forward".
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

    fn idx(self) -> usize {
        match self {
            Owner::A => 0,
            Owner::D => 1,
        }
    }
}

/// A kind of piece (RULES.md piece table).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Kind {
    King,
    General,
    Minister,
    Pawn,
    Marquis,
}

impl Kind {
    /// One-step moves as (forward, sideways), copied from the table in RULES.md.
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
            Kind::General => &[(1, 0), (-1, 0), (0, -1), (0, 1)],
            // 相: the 4 diagonals.
            Kind::Minister => &[(1, -1), (1, 1), (-1, -1), (-1, 1)],
            // 子: forward only.
            Kind::Pawn => &[(1, 0)],
            // 侯: all but the two backward diagonals.
            Kind::Marquis => &[(1, -1), (1, 0), (1, 1), (0, -1), (0, 1), (-1, 0)],
        }
    }

    pub fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::General => 'G',
            Kind::Minister => 'M',
            Kind::Pawn => 'P',
            Kind::Marquis => 'H',
        }
    }
}

/// What stands on a square.
pub type Cell = Option<(Owner, Kind)>;

/// A square as (file, rank), file 0..4 = A..D, rank 0..3 = 1..3.
pub type Sq = (usize, usize);

/// `"B2"` for (1, 1).
pub fn sq_name(s: Sq) -> String {
    format!("{}{}", (b'A' + s.0 as u8) as char, s.1 + 1)
}

/// A reference position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RefPos {
    /// `board[file][rank]`.
    pub board: [[Cell; 3]; 4],
    /// `hands[0]` is a's hand, `hands[1]` d's; each kept sorted.
    pub hands: [Vec<Kind>; 2],
    pub to_move: Owner,
}

/// A reference move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RefMove {
    Step { from: Sq, to: Sq },
    Drop { kind: Kind, to: Sq },
}

impl fmt::Display for RefMove {
    /// Canonical RULES.md text: `B2C2`, `P*B1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RefMove::Step { from, to } => write!(f, "{}{}", sq_name(from), sq_name(to)),
            RefMove::Drop { kind, to } => write!(f, "{}*{}", kind.letter(), sq_name(to)),
        }
    }
}

/// What a move leads to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RefOutcome {
    KingCaptured,
    Next(RefPos),
}

fn all_squares() -> Vec<Sq> {
    let mut v = Vec::new();
    for f in 0..4 {
        for r in 0..3 {
            v.push((f, r));
        }
    }
    v
}

impl RefPos {
    pub fn at(&self, s: Sq) -> Cell {
        self.board[s.0][s.1]
    }

    /// Where `owner`'s king stands.
    pub fn king_square(&self, owner: Owner) -> Option<Sq> {
        all_squares()
            .into_iter()
            .find(|&s| self.at(s) == Some((owner, Kind::King)))
    }

    /// RULES.md end of game rule 2: the player to move has its king in the opponent's camp.
    pub fn try_holds(&self) -> bool {
        match self.king_square(self.to_move) {
            Some(s) => s.0 == self.to_move.enemy_file(),
            None => false,
        }
    }

    /// The square reached from `from` by the step (forward, sideways) of `owner`, if on board.
    fn target(owner: Owner, from: Sq, step: (i32, i32)) -> Option<Sq> {
        let f = from.0 as i32 + step.0 * owner.forward();
        let r = from.1 as i32 + step.1;
        if (0..4).contains(&f) && (0..3).contains(&r) {
            Some((f as usize, r as usize))
        } else {
            None
        }
    }

    /// Every legal move (RULES.md "Moves"), whether or not the game is over.
    pub fn legal_moves(&self, rules: Rules) -> Vec<RefMove> {
        let me = self.to_move;
        let mut out = Vec::new();
        for from in all_squares() {
            if let Some((owner, kind)) = self.at(from) {
                if owner != me {
                    continue;
                }
                for &step in kind.steps() {
                    if let Some(to) = Self::target(me, from, step) {
                        match self.at(to) {
                            Some((o, _)) if o == me => {}
                            _ => out.push(RefMove::Step { from, to }),
                        }
                    }
                }
            }
        }
        // Drops: one per distinct kind in hand and empty square; not in the opponent's camp
        // under twelve-janggi.
        let mut kinds = self.hands[me.idx()].clone();
        kinds.dedup();
        for kind in kinds {
            for to in all_squares() {
                if self.at(to).is_some() {
                    continue;
                }
                if rules == Rules::TwelveJanggi && to.0 == me.enemy_file() {
                    continue;
                }
                out.push(RefMove::Drop { kind, to });
            }
        }
        out
    }

    /// Plays `mv` (assumed legal).
    pub fn play(&self, mv: RefMove) -> RefOutcome {
        let me = self.to_move;
        let mut next = self.clone();
        match mv {
            RefMove::Step { from, to } => {
                let (owner, mut kind) = self.at(from).expect("a piece to move");
                assert_eq!(owner, me);
                if let Some((victim_owner, victim)) = self.at(to) {
                    assert_ne!(victim_owner, me);
                    match victim {
                        Kind::King => return RefOutcome::KingCaptured,
                        Kind::Marquis => next.hands[me.idx()].push(Kind::Pawn),
                        k => next.hands[me.idx()].push(k),
                    }
                    next.hands[me.idx()].sort();
                }
                if kind == Kind::Pawn && to.0 == me.enemy_file() {
                    kind = Kind::Marquis;
                }
                next.board[from.0][from.1] = None;
                next.board[to.0][to.1] = Some((me, kind));
            }
            RefMove::Drop { kind, to } => {
                let hand = &mut next.hands[me.idx()];
                let i = hand.iter().position(|&k| k == kind).expect("in hand");
                hand.remove(i);
                assert!(next.board[to.0][to.1].is_none());
                next.board[to.0][to.1] = Some((me, kind));
            }
        }
        next.to_move = me.other();
        RefOutcome::Next(next)
    }

    /// Whether the game is over at the start of this turn: `Some("try")`, `Some("no move")`.
    pub fn game_over(&self, rules: Rules) -> Option<&'static str> {
        if self.try_holds() {
            Some("try")
        } else if self.legal_moves(rules).is_empty() {
            Some("no move")
        } else {
            None
        }
    }

    /// A position is legal for `rules` if each player has one king on the board, and (under
    /// twelve-janggi) no 子 stands unpromoted in its owner's enemy camp. (Piece counts are
    /// preserved by every construction in the tests, so they are not checked here.)
    pub fn is_valid(&self, rules: Rules) -> bool {
        for owner in [Owner::A, Owner::D] {
            let kings = all_squares()
                .into_iter()
                .filter(|&s| self.at(s) == Some((owner, Kind::King)))
                .count();
            if kings != 1 {
                return false;
            }
        }
        if rules == Rules::TwelveJanggi {
            for s in all_squares() {
                if let Some((o, Kind::Pawn)) = self.at(s) {
                    if s.0 == o.enemy_file() {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Mirror rank 1 ↔ rank 3.
    pub fn mirror(&self) -> RefPos {
        let mut out = self.clone();
        for f in 0..4 {
            for r in 0..3 {
                out.board[f][2 - r] = self.board[f][r];
            }
        }
        out
    }

    /// 180° rotation with the players swapped.
    pub fn rotate(&self) -> RefPos {
        let mut out = self.clone();
        for f in 0..4 {
            for r in 0..3 {
                out.board[3 - f][2 - r] = self.board[f][r].map(|(o, k)| (o.other(), k));
            }
        }
        out.hands = [self.hands[1].clone(), self.hands[0].clone()];
        out.to_move = self.to_move.other();
        out
    }

    /// Every predecessor by brute force ("generate and test"): every way of putting one of the
    /// just-moved player's pieces back (from any square, as any kind, possibly restoring any
    /// captured piece from its hand, or back into its hand) is tried, and kept when the result
    /// is a legal position whose game is not over, the move is among its legal moves, does not
    /// capture a king, and playing it gives `self` back. Returns (move, captured kind, q).
    pub fn predecessors(&self, rules: Rules) -> Vec<(RefMove, Option<Kind>, RefPos)> {
        let x = self.to_move;
        let y = x.other();
        let mut candidates: Vec<(RefMove, Option<Kind>, RefPos)> = Vec::new();
        for to in all_squares() {
            let Some((owner, kind)) = self.at(to) else {
                continue;
            };
            if owner != y {
                continue;
            }
            // Un-drop.
            if kind != Kind::King && kind != Kind::Marquis {
                let mut q = self.clone();
                q.to_move = y;
                q.board[to.0][to.1] = None;
                q.hands[y.idx()].push(kind);
                q.hands[y.idx()].sort();
                candidates.push((RefMove::Drop { kind, to }, None, q));
            }
            // Un-step from anywhere, as any kind, restoring nothing or any hand piece.
            let mut restore: Vec<Option<Kind>> = vec![None];
            let mut hand_kinds = self.hands[y.idx()].clone();
            hand_kinds.dedup();
            for k in hand_kinds {
                restore.push(Some(k));
                if k == Kind::Pawn {
                    restore.push(Some(Kind::Marquis));
                }
            }
            for from in all_squares() {
                if self.at(from).is_some() {
                    continue;
                }
                for prev in [
                    Kind::King,
                    Kind::General,
                    Kind::Minister,
                    Kind::Pawn,
                    Kind::Marquis,
                ] {
                    // Cheap filter: the geometry of the step.
                    if !prev
                        .steps()
                        .iter()
                        .any(|&st| Self::target(y, from, st) == Some(to))
                    {
                        continue;
                    }
                    for &cap in &restore {
                        let mut q = self.clone();
                        q.to_move = y;
                        q.board[from.0][from.1] = Some((y, prev));
                        q.board[to.0][to.1] = cap.map(|c| (x, c));
                        if let Some(c) = cap {
                            let back = if c == Kind::Marquis { Kind::Pawn } else { c };
                            let hand = &mut q.hands[y.idx()];
                            let i = hand.iter().position(|&k| k == back).unwrap();
                            hand.remove(i);
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
                    && q.play(*mv) == RefOutcome::Next(self.clone())
            })
            .collect()
    }
}

/// perft exactly as RULES.md defines it: `perft(p, 0) = 1`; for n ≥ 1, 0 if the game is
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
            RefOutcome::KingCaptured => u64::from(n == 1),
            RefOutcome::Next(child) => perft(&child, rules, n - 1),
        };
    }
    total
}

/// The reference's move list as sorted canonical strings.
pub fn move_strings(p: &RefPos, rules: Rules) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves(rules).iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn owner_of(c: Color) -> Owner {
    match c {
        Color::A => Owner::A,
        Color::D => Owner::D,
    }
}

fn color_of(o: Owner) -> Color {
    match o {
        Owner::A => Color::A,
        Owner::D => Color::D,
    }
}

fn kind_of(r: Role) -> Kind {
    match r {
        Role::King => Kind::King,
        Role::General => Kind::General,
        Role::Minister => Kind::Minister,
        Role::Pawn => Kind::Pawn,
        Role::Marquis => Kind::Marquis,
    }
}

fn role_of(k: Kind) -> Role {
    match k {
        Kind::King => Role::King,
        Kind::General => Role::General,
        Kind::Minister => Role::Minister,
        Kind::Pawn => Role::Pawn,
        Kind::Marquis => Role::Marquis,
    }
}

/// The library square of (file, rank).
pub fn lib_square(s: Sq) -> Square {
    Square::from_coords(s.0 as i8, s.1 as i8).unwrap()
}

/// Hand order of the library's `Setup::hands[color][i]`: 將, 相, 子.
const HAND_KINDS: [Kind; 3] = [Kind::General, Kind::Minister, Kind::Pawn];

impl RefPos {
    /// From the library's unvalidated `Setup`.
    pub fn from_setup(setup: &Setup) -> RefPos {
        let mut board = [[None; 3]; 4];
        for (f, file) in board.iter_mut().enumerate() {
            for (r, cell) in file.iter_mut().enumerate() {
                *cell = setup.board[lib_square((f, r)).index()]
                    .map(|p| (owner_of(p.color), kind_of(p.role)));
            }
        }
        let mut hands = [Vec::new(), Vec::new()];
        for (c, hand) in hands.iter_mut().enumerate() {
            for (i, &kind) in HAND_KINDS.iter().enumerate() {
                for _ in 0..setup.hands[c][i] {
                    hand.push(kind);
                }
            }
            hand.sort();
        }
        RefPos {
            board,
            hands,
            to_move: owner_of(setup.side),
        }
    }

    /// To the library's `Setup`.
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; 12];
        for f in 0..4 {
            for r in 0..3 {
                board[lib_square((f, r)).index()] = self.board[f][r].map(|(o, k)| Piece {
                    color: color_of(o),
                    role: role_of(k),
                });
            }
        }
        let mut hands = [[0u8; 3]; 2];
        for (c, hand) in self.hands.iter().enumerate() {
            for k in hand {
                let i = HAND_KINDS.iter().position(|h| h == k).expect("hand kind");
                hands[c][i] += 1;
            }
        }
        Setup {
            board,
            hands,
            side: color_of(self.to_move),
        }
    }
}

/// The library role of a reference kind (for comparing captured pieces).
pub fn lib_role(k: Kind) -> Role {
    role_of(k)
}
