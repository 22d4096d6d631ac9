// sibi serve: /play, a game against the engine. The server knows the rules and the table: the
// player's legal moves and where they lead come from /api/v1/position, the engine's replies
// from /api/v1/engine-move (seeded: the game's seed plus the ply number), the record and the
// annotation from /play/record and /play/annotation. This script only draws the board, takes
// the clicks (a piece, then one of the squares it may go to; a piece of the hand, then an empty
// square), waits a human-sized moment before the engine's reply, takes back a move pair on
// Undo, and keeps the game's link up to date.
"use strict";
(function () {
  document.documentElement.classList.add("js");
  // The level's description under the form's select.
  const levelSelect = document.getElementById("level");
  function showLevel() {
    document.querySelectorAll("ol.levels li").forEach(function (li) {
      li.classList.toggle("chosen", li.dataset.level === levelSelect.value);
    });
  }
  if (levelSelect) {
    levelSelect.addEventListener("change", showLevel);
    showLevel();
  }

  const root = document.getElementById("play");
  if (!root) return;
  const T = JSON.parse(root.dataset.text);
  const PAUSE_MS = 600;
  const HANJA = { K: "王", G: "將", M: "相", P: "子", H: "侯" };
  const game = {
    start: root.dataset.start,
    level: Number(root.dataset.level),
    side: root.dataset.side, // the player's camp: "a" or "d"
    seed: root.dataset.seed, // a string: seeds go up to 2^64 - 1, past what a Number holds exactly
    vertical: root.dataset.layout === "vertical",
    lang: root.dataset.lang,
    moves: [], // canonical move texts
    positions: [root.dataset.start], // positions[k]: after k moves; null after a king capture
    report: null, // /api/v1/position of the current position
    ended: null, // {how: "king-capture" | "try" | "no-legal-move" | "repetition", winner}
    token: 0, // bumped by Undo: a pending engine reply for an older state is dropped
    selected: null,
  };

  // The seed of the engine's move at ply k: the game's seed plus k, wrapping at 2^64 (as the
  // library's ply_seed), in BigInt so that no digit is lost.
  function plySeed(k) {
    return BigInt.asUintN(64, BigInt(game.seed) + BigInt(k)).toString();
  }

  function $(id) {
    return document.getElementById(id);
  }

  async function api(path) {
    const res = await fetch(path, { headers: { Accept: "application/json" } });
    const body = await res.json();
    if (!res.ok) throw new Error(body.error || res.statusText);
    return body;
  }

  function current() {
    return game.positions[game.positions.length - 1];
  }

  // The side to move in position text (its last word).
  function sideOf(text) {
    const w = text.trim().split(/\s+/);
    return w[w.length - 1];
  }

  // Position text → {board: {B2: {color, role}}, hands: {a: [roles], d: [roles]}, side}.
  function parse(text) {
    const [ranks, hands, side] = text.trim().split(/\s+/);
    const board = {};
    ranks.split("/").forEach(function (row, r) {
      let f = 0;
      for (const ch of row) {
        if (ch >= "1" && ch <= "4") {
          f += Number(ch);
          continue;
        }
        const color = ch === ch.toUpperCase() ? "a" : "d";
        board["ABCD"[f] + (r + 1)] = { color: color, role: ch.toUpperCase() };
        f += 1;
      }
    });
    const hand = { a: [], d: [] };
    let n = 1;
    for (const ch of hands === "-" ? "" : hands) {
      if (ch >= "0" && ch <= "9") {
        n = Number(ch);
        continue;
      }
      for (let i = 0; i < n; i++) hand[ch === ch.toUpperCase() ? "a" : "d"].push(ch.toUpperCase());
      n = 1;
    }
    return { board: board, hands: hand, side: side };
  }

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function pieceEl(color, role) {
    const p = el("span", "pc " + color, HANJA[role] || role);
    p.dataset.role = role;
    return p;
  }

  function lastSquares() {
    const m = game.moves[game.moves.length - 1];
    if (!m) return [];
    return m.includes("*") ? [m.slice(2, 4)] : [m.slice(0, 2), m.slice(2, 4)];
  }

  function handEl(pos, color) {
    const h = el("div", "hand hand-" + color);
    h.dataset.side = color;
    h.appendChild(el("div", "hand-title", (game.lang === "ko" ? "플레이어 " + color + "의 포로" : "player " + color + "'s hand") + (color === game.side ? (game.lang === "ko" ? " (나)" : " (you)") : "")));
    const ps = el("div", "hand-pieces");
    pos.hands[color].forEach(function (role) {
      const d = el("span", "drop");
      d.dataset.drop = role;
      d.appendChild(pieceEl(color, role));
      ps.appendChild(d);
    });
    if (pos.hands[color].length === 0) ps.appendChild(el("span", "none", game.lang === "ko" ? "없음" : "empty"));
    h.appendChild(ps);
    return h;
  }

  // The board: across (files A–D, turned 180° when the player is d) or upright (the player's
  // camp at the bottom).
  function draw() {
    let text = current();
    const holder = $("board");
    holder.textContent = "";
    // After a king capture: the position it was played in.
    if (text === null) text = game.positions[game.positions.length - 2];
    const pos = parse(text || game.start);
    if (current() === null) {
      // The capture drawn: the capturing piece on the 王's square.
      const m = game.moves[game.moves.length - 1];
      pos.board[m.slice(2, 4)] = pos.board[m.slice(0, 2)];
      delete pos.board[m.slice(0, 2)];
    }
    const turned = game.side === "d";
    const area = el("div", "board-area" + (turned ? " flipped" : "") + (game.vertical ? " vertical" : ""));
    area.dataset.side = pos.side;
    root.dataset.pos = current() === null ? "" : current();
    const grid = el("div", "board" + (game.vertical ? " vert" : ""));
    grid.setAttribute("role", "grid");
    const files = turned ? ["D", "C", "B", "A"] : ["A", "B", "C", "D"];
    const ranks = turned ? ["3", "2", "1"] : ["1", "2", "3"];
    let rows, cols, name;
    if (game.vertical) {
      // Rows are files (the player's camp last), columns ranks.
      rows = turned ? ["A", "B", "C", "D"] : ["D", "C", "B", "A"];
      cols = turned ? ["3", "2", "1"] : ["1", "2", "3"];
      name = function (r, c) { return r + c; };
    } else {
      rows = ranks;
      cols = files;
      name = function (r, c) { return c + r; };
    }
    grid.appendChild(el("div", "corner"));
    cols.forEach(function (c) { grid.appendChild(el("div", "file", c)); });
    const last = lastSquares();
    rows.forEach(function (r) {
      grid.appendChild(el("div", "rank", r));
      cols.forEach(function (c) {
        const sq = name(r, c);
        const cell = el("div", "sq" + (sq[0] === "A" ? " camp-a" : sq[0] === "D" ? " camp-d" : "") + (last.includes(sq) ? " last" : ""));
        cell.dataset.sq = sq;
        const p = pos.board[sq];
        if (p) cell.appendChild(pieceEl(p.color, p.role));
        grid.appendChild(cell);
      });
    });
    const them = game.side === "a" ? "d" : "a";
    // The player's hand first, as the explorer has player a's by file A: beside the camp
    // across, below the board upright (style.css orders them; a phone puts it below too).
    area.appendChild(handEl(pos, game.side));
    area.appendChild(grid);
    area.appendChild(handEl(pos, them));
    holder.appendChild(area);
  }

  function say(text) {
    $("status").textContent = text;
  }

  function moverAt(k) {
    return sideOf(game.positions[k]);
  }

  function query(extra) {
    const q = new URLSearchParams();
    q.set("pos", game.start);
    if (game.moves.length) q.set("moves", game.moves.join(" "));
    q.set("level", String(game.level));
    q.set("side", game.side);
    q.set("seed", game.seed);
    if (extra) Object.keys(extra).forEach(function (k) { q.set(k, extra[k]); });
    return q;
  }

  // The game's link (and the address bar) after every change.
  function updateLink() {
    const q = query(game.vertical ? { layout: "vertical" } : null);
    const params = new URLSearchParams(window.location.search);
    if (params.get("lang")) q.set("lang", params.get("lang"));
    const href = "/play?" + q.toString();
    $("link").setAttribute("href", href);
    history.replaceState(null, "", href);
    // The other language's link reopens this game too.
    const other = document.querySelector("header .lang");
    if (other) {
      const o = query(game.vertical ? { layout: "vertical" } : null);
      o.set("lang", other.getAttribute("hreflang"));
      other.setAttribute("href", "/play?" + o.toString());
    }
    $("undo").disabled = !game.moves.some(function (_, k) { return moverAt(k) === game.side; });
  }

  function repetitions() {
    const now = current();
    return game.positions.filter(function (p) { return p === now; }).length;
  }

  async function finish(how, winner) {
    game.ended = { how: how, winner: winner };
    root.dataset.ended = how;
    let words;
    if (how === "repetition") {
      words = T.repetition;
    } else {
      const who = winner === game.side ? T.youWin : T.engineWins;
      const why = how === "king-capture" ? T.kingCapture : how === "try" ? T.try : T.noLegalMove;
      words = who + " " + why + " (" + game.moves.length + " " + (game.moves.length === 1 ? T.ply : T.plies) + ").";
    }
    say(words);
    $("draw").hidden = true;
    const extra = how === "repetition" ? { end: "repetition" } : null;
    const dl = $("download");
    dl.setAttribute("href", "/play/record?" + query(extra).toString());
    dl.hidden = false;
    const aq = query(extra);
    aq.set("lang", game.lang);
    const token = game.token;
    try {
      const res = await fetch("/play/annotation?" + aq.toString());
      const html = await res.text();
      if (token !== game.token) return;
      const box = $("annotation");
      box.innerHTML = "";
      box.appendChild(el("h2", null, T.annotation));
      const div = el("div");
      div.innerHTML = html; // the server's HTML (same origin)
      box.appendChild(div);
    } catch (e) {
      say(words + " " + T.error + e.message);
    }
  }

  function clearEnd() {
    game.ended = null;
    delete root.dataset.ended;
    $("annotation").textContent = "";
    $("download").hidden = true;
  }

  // After every move: the game's end, the player's turn, or the engine's reply.
  async function step() {
    say("…"); // until the server has said whose move it is
    draw();
    updateLink();
    clearMarks();
    $("draw").hidden = true;
    const now = current();
    if (now === null) {
      return finish("king-capture", moverAt(game.moves.length - 1));
    }
    const token = game.token;
    let report;
    try {
      report = await api("/api/v1/position?pos=" + encodeURIComponent(now));
    } catch (e) {
      say(T.error + e.message);
      return;
    }
    if (token !== game.token) return;
    game.report = report;
    const mover = sideOf(now);
    if (report.game_over) {
      const other = mover === "a" ? "d" : "a";
      return finish(report.reason, report.reason === "try" ? mover : other);
    }
    if (mover === game.side) {
      say(T.yourTurn.replace("{side}", mover));
      if (repetitions() >= 3) {
        $("draw").textContent = T.offerDraw;
        $("draw").hidden = false;
      }
      return;
    }
    say(T.thinking.replace("{level}", String(game.level)));
    await new Promise(function (ok) { setTimeout(ok, PAUSE_MS); });
    if (token !== game.token) return;
    let m;
    try {
      m = await api("/api/v1/engine-move?pos=" + encodeURIComponent(now) + "&level=" + game.level + "&seed=" + plySeed(game.moves.length + 1));
    } catch (e) {
      say(T.error + e.message);
      return;
    }
    if (token !== game.token) return;
    push(m.move, m.position_after);
    return step();
  }

  function push(mv, after) {
    game.moves.push(mv);
    game.positions.push(after);
  }

  function clearMarks() {
    document.querySelectorAll("#board .sel, #board .target").forEach(function (e) {
      e.classList.remove("sel", "target", "capture");
    });
    game.selected = null;
  }

  function legal(pred) {
    return (game.report ? game.report.moves : []).filter(function (m) { return pred(m.move); });
  }

  function myTurn() {
    return !game.ended && current() !== null && game.report && game.report.position === current() && sideOf(current()) === game.side;
  }

  function select(sel, elem) {
    clearMarks();
    const moves = legal(function (mv) {
      return sel.from ? !mv.includes("*") && mv.slice(0, 2) === sel.from : mv.startsWith(sel.drop + "*");
    });
    if (!moves.length) return;
    game.selected = sel;
    elem.classList.add("sel");
    moves.forEach(function (m) {
      const sq = document.querySelector('#board .sq[data-sq="' + m.move.slice(2, 4) + '"]');
      if (!sq) return;
      sq.classList.add("target");
      if (sq.querySelector(".pc")) sq.classList.add("capture");
    });
  }

  function onSquare(sq) {
    if (!myTurn()) return;
    const name = sq.dataset.sq;
    if (game.selected && sq.classList.contains("target")) {
      const text = game.selected.from ? game.selected.from + name : game.selected.drop + "*" + name;
      const m = legal(function (mv) { return mv === text; })[0];
      if (!m) return say(T.illegal);
      push(m.move, m.position_after);
      step();
      return;
    }
    const pc = sq.querySelector(".pc");
    if (pc && pc.classList.contains(game.side)) select({ from: name }, sq);
    else clearMarks();
  }

  document.addEventListener("click", function (ev) {
    const t = ev.target;
    if (!(t instanceof Element)) return;
    const sq = t.closest("#board .sq");
    if (sq) return onSquare(sq);
    const d = t.closest("#board .drop");
    if (d && myTurn() && d.closest(".hand").dataset.side === game.side) {
      select({ drop: d.dataset.drop }, d);
    }
  });

  // Undo: the engine's replies after the player's last move, and that move.
  $("undo").addEventListener("click", function () {
    game.token++;
    while (game.moves.length) {
      const k = game.moves.length - 1;
      const mine = moverAt(k) === game.side;
      game.moves.pop();
      game.positions.pop();
      if (mine) break;
    }
    clearEnd();
    step();
  });

  $("draw").addEventListener("click", function () {
    game.token++;
    finish("repetition", null);
  });

  // A reopened game: its moves replayed through the server, then play goes on.
  async function replay() {
    const moves = (root.dataset.moves || "").split(/\s+/).filter(Boolean);
    for (const mv of moves) {
      const now = current();
      let report;
      try {
        report = await api("/api/v1/position?pos=" + encodeURIComponent(now));
      } catch (e) {
        say(T.error + e.message);
        return;
      }
      const m = report.moves.filter(function (x) { return x.move === mv; })[0];
      if (!m) {
        say(T.illegal + " (" + mv + ")");
        return;
      }
      push(m.move, m.position_after);
      if (m.position_after === null) break;
    }
    step();
  }
  replay();
})();
