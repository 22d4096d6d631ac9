// sibi serve: the explorer with the mouse, a finger or the keyboard. The page works without
// this script (every move is a link); with it:
// - a click (or Enter / Space on a focused square) on a piece marks its legal targets (a dot
//   for an empty square, a ring for a capture, coloured by the move's value); a click on a
//   target makes the move; a second click on the piece, or Esc, deselects it;
// - a piece can be dragged to its target (pointer events: mouse and touch);
// - a move made in the page slides its piece (not under prefers-reduced-motion);
// - hovering or focusing a move of the list shows its squares on the board;
// - the explorer keeps the line played in this tab (sessionStorage): ← / → step along it, Home /
//   End go to its first / last ply, a click on a ply returns there, and every step is a URL, so
//   the browser's Back still works. The address holds the line shown (`line=`: the server draws
//   it without the script too); a different move from an earlier ply keeps the old line as a
//   variation (sessionStorage only: a scratch pad of this tab, not part of a shared address),
//   and a click on a ply of a variation makes it the line shown;
// - the explorer plays its line out (play / pause, a speed): forward along the line, then the
//   best move; Space plays one move, held down it plays on until released; f flips the board;
// - every line downloads as a record (links to GET /api/v1/record).
// The page updates without a reload and the URL changes. Drops: a piece of the hand. Space
// plays the best move. /play is drawn the same way (its moves are links too); on the engine's
// turn the page names the next state (data-next of main), fetched after a pause.
// The script knows no rule: legal targets and values come from the page (li.mv).
"use strict";
(function () {
  document.documentElement.classList.add("js");
  // The "step marks" setting, kept in this browser.
  const STEPS_KEY = "sibi.steps";
  function stepsOn() {
    try {
      return localStorage.getItem(STEPS_KEY) === "1";
    } catch (e) {
      return false;
    }
  }
  function showSteps(on) {
    document.documentElement.classList.toggle("steps-on", on);
    document.querySelectorAll("button.stepsbtn").forEach(function (b) {
      b.hidden = false;
      b.setAttribute("aria-pressed", String(on));
    });
  }
  showSteps(stepsOn());
  let selected = null; // {from: "B2"} or {drop: "P"}
  const ENGINE_PAUSE_MS = 600;
  const SLIDE_MS = 180;
  const DRAG_PX = 6; // a press that moves less is a click
  const LINE_KEY = "sibi.line";
  // Variations kept beside the line: the oldest goes beyond this many (a move list stays
  // short enough to read, sessionStorage small).
  const MAX_VARIATIONS = 16;
  // The longest line the address holds (`line=`): the server's limit of a line
  // (MAX_QUERY_BYTES); a longer one is kept in this tab only.
  const MAX_LINE_BYTES = 4096;
  // The autoplay's pause between two plies, by speed.
  const SPEEDS_MS = { slow: 1600, normal: 800, fast: 400 };
  const SPEED_KEY = "sibi.speed";
  let auto = null; // the autoplay while it runs: {timer}
  let spaceHeld = false; // Space started the autoplay and is not released yet
  let pending = null; // the timer of the engine's move on /play
  let drag = null; // a press on a piece: {sel, src, pc, x, y, ghost}
  // When and where the last drag ended: a click on the element it started from that follows
  // at once is that drag's, not a click (a drag that ends where it began).
  let dragEnded = -1e9;
  let dragFrom = null;
  const CLICK_AFTER_DRAG_MS = 400;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

  // /play on the engine's turn: the state after its move, after a human-sized pause.
  function followNext() {
    if (pending) clearTimeout(pending);
    pending = null;
    const next = main() && main().dataset.next;
    if (!next) return;
    pending = setTimeout(function () {
      pending = null;
      navigate(next, "replace", slideOfLink(next));
    }, ENGINE_PAUSE_MS);
  }

  function main() {
    return document.getElementById("main");
  }

  function sideToMove() {
    const area = document.querySelector(".board-area");
    return area ? area.dataset.side : null;
  }

  function clearMarks() {
    document.querySelectorAll(".sq.sel, .sq.target, .drop.sel").forEach(function (e) {
      e.classList.remove("sel", "target", "capture", "t-win", "t-draw", "t-loss");
    });
    selected = null;
  }

  function movesFrom(sel) {
    const all = Array.from(document.querySelectorAll("li.mv"));
    return all.filter(function (li) {
      return sel.from ? li.dataset.from === sel.from : li.dataset.drop === sel.drop;
    });
  }

  function square(name) {
    return document.querySelector('.board .sq[data-sq="' + name + '"]');
  }

  function handDrop(side, role) {
    return document.querySelector('.hand[data-side="' + side + '"] .drop[data-drop="' + role + '"]');
  }

  // What pressing `el` (a square or a piece of a hand) would select: a piece of the side to
  // move, or null.
  function selectionOf(el) {
    const side = sideToMove();
    if (el.classList.contains("drop")) {
      const hand = el.closest(".hand");
      return hand && hand.dataset.side === side ? { drop: el.dataset.drop } : null;
    }
    const pc = el.querySelector(".pc");
    return pc && pc.classList.contains(side) ? { from: el.dataset.sq } : null;
  }

  function same(a, b) {
    return !!a && !!b && a.from === b.from && a.drop === b.drop;
  }

  function select(sel, el) {
    clearMarks();
    const moves = movesFrom(sel);
    if (moves.length === 0) return false;
    selected = sel;
    el.classList.add("sel");
    moves.forEach(function (li) {
      const sq = square(li.dataset.to);
      if (!sq) return;
      sq.classList.add("target", "t-" + li.dataset.wdl);
      if (sq.querySelector(".pc")) sq.classList.add("capture");
    });
    return true;
  }

  function say(text) {
    let p = document.querySelector("p.jsmsg");
    if (!p) {
      p = document.createElement("p");
      p.className = "note jsmsg";
      p.setAttribute("role", "status");
      const area = document.querySelector(".board-area");
      area.parentNode.insertBefore(p, area.nextSibling);
    }
    p.textContent = text;
  }

  // One ply of the line: the page's address, its position (the `pos` of the address) and the
  // move's broadcast form and label as the list shows them.
  function step(li, url) {
    return {
      url: url,
      mv: li.dataset.move || "",
      pos: new URL(url, window.location.href).searchParams.get("pos") || "",
      lang: document.documentElement.lang,
      hj: textOf(li, ".hj"),
      lbl: textOf(li, ".lbl"),
      wdl: li.dataset.wdl || "",
    };
  }

  // The plies of the principal variation up to its item `li` (a click on its k-th move plays
  // the k moves before it too).
  function pvSteps(li) {
    const items = Array.from(li.parentNode.children);
    return items.slice(0, items.indexOf(li) + 1).map(function (x) {
      const a = x.querySelector("a[href]");
      return a ? step(x, a.getAttribute("href")) : null;
    }).filter(Boolean);
  }

  function textOf(li, sel) {
    const e = li.querySelector(sel);
    return e ? e.textContent : "";
  }

  // Plays the move of `li` (slid on the board unless `slide` is false: a dragged piece is
  // already there).
  function play(li, slide) {
    const a = li.querySelector("a[href]");
    if (a) {
      const played = { before: main().dataset.pos, steps: [step(li, a.getAttribute("href"))] };
      const how = slide === false ? null : slideOf(li.dataset.from, li.dataset.drop, li.dataset.to);
      navigate(a.getAttribute("href"), true, how, played);
    } else {
      // A king capture: no position follows; say so (the move and why, not its badge).
      const msg = li.querySelector(".capmsg");
      say(textOf(li, ".cmv") + " " + textOf(li, ".hj") + " — " + (msg ? msg.textContent : li.textContent));
    }
  }

  // A square, or a piece of a hand, clicked or activated from the keyboard.
  function activate(el) {
    if (el.classList.contains("sq") && selected && el.classList.contains("target")) {
      const name = el.dataset.sq;
      const li = movesFrom(selected).find(function (l) {
        return l.dataset.to === name;
      });
      clearMarks();
      if (li) play(li, true);
      return;
    }
    const sel = selectionOf(el);
    if (!sel || same(sel, selected)) {
      clearMarks();
      return;
    }
    select(sel, el);
  }

  // --- The slide of a move: where its piece comes from, measured before the page changes.
  function slideOf(from, drop, to) {
    if (reducedMotion.matches || !to) return null;
    const src = from ? square(from) : handDrop(sideToMove(), drop);
    if (!src) return null;
    const r = (from ? src.querySelector(".pc") || src : src).getBoundingClientRect();
    return { to: to, x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }

  // The slide of the last move of a /play link (its `moves`, as the server writes them:
  // `B2A3` or `P*A3`).
  function slideOfLink(url) {
    const moves = new URL(url, window.location.href).searchParams.get("moves") || "";
    const last = moves.trim().split(/\s+/).pop() || "";
    let m = /^([A-D][1-3])([A-D][1-3])$/.exec(last);
    if (m) return slideOf(m[1], null, m[2]);
    m = /^([A-Z])\*([A-D][1-3])$/.exec(last);
    return m ? slideOf(null, m[1], m[2]) : null;
  }

  function runSlide(how) {
    if (!how || reducedMotion.matches) return;
    const sq = square(how.to);
    const pc = sq && sq.querySelector(".pc");
    if (!pc || !pc.animate) return;
    const r = pc.getBoundingClientRect();
    const dx = how.x - (r.left + r.width / 2);
    const dy = how.y - (r.top + r.height / 2);
    pc.animate(
      [{ transform: "translate(" + dx + "px, " + dy + "px)" }, { transform: "none" }],
      { duration: SLIDE_MS, easing: "ease-out" }
    );
  }

  // --- Drag and drop (pointer events: mouse, pen and touch). A press that does not move is
  // left to the click (select, deselect, play).
  document.addEventListener("pointerdown", function (ev) {
    dragFrom = null; // a new press: the click that follows is its own
    if (ev.button !== 0 || !(ev.target instanceof Element)) return;
    const esrc = ev.target.closest(".palette .tool, .editboard-js .sq");
    if (esrc) {
      const epc = esrc.querySelector(".pc");
      if (!epc) return;
      if (ev.pointerType === "mouse") ev.preventDefault();
      const piece = esrc.classList.contains("tool") ? esrc.dataset.piece : null;
      drag = { edit: true, piece: piece, src: esrc, pc: epc, x: ev.clientX, y: ev.clientY, ghost: null };
      return;
    }
    const src = ev.target.closest(".board .sq, .hand .drop");
    if (!src) return;
    const sel = selectionOf(src);
    const pc = src.querySelector(".pc");
    if (!sel || !pc) return;
    // The mouse would select the piece's text.
    if (ev.pointerType === "mouse") ev.preventDefault();
    drag = { sel: sel, src: src, pc: pc, x: ev.clientX, y: ev.clientY, ghost: null };
  });

  document.addEventListener("pointermove", function (ev) {
    if (!drag) return;
    if (!drag.ghost) {
      if (Math.hypot(ev.clientX - drag.x, ev.clientY - drag.y) < DRAG_PX) return;
      if (!drag.edit && !same(drag.sel, selected) && !select(drag.sel, drag.src)) {
        drag = null;
        return;
      }
      const r = drag.pc.getBoundingClientRect();
      const ghost = drag.pc.cloneNode(true);
      ghost.classList.add("ghost");
      ghost.setAttribute("aria-hidden", "true");
      ghost.style.width = r.width + "px";
      ghost.style.height = r.height + "px";
      document.body.appendChild(ghost);
      drag.ghost = ghost;
      drag.pc.classList.add("dragging");
    }
    drag.ghost.style.left = ev.clientX - drag.ghost.offsetWidth / 2 + "px";
    drag.ghost.style.top = ev.clientY - drag.ghost.offsetHeight / 2 + "px";
  });

  function afterDrag(el) {
    return el === dragFrom && performance.now() - dragEnded < CLICK_AFTER_DRAG_MS;
  }

  function endDrag(ev, cancelled) {
    const d = drag;
    drag = null;
    if (!d || !d.ghost) return;
    dragEnded = performance.now();
    dragFrom = d.src;
    d.ghost.remove();
    d.pc.classList.remove("dragging");
    if (cancelled) return;
    const under = document.elementFromPoint(ev.clientX, ev.clientY);
    if (d.edit) {
      editDrop(d, under);
      return;
    }
    const sq = under && under.closest(".board .sq");
    if (sq && sq.classList.contains("target")) {
      const li = movesFrom(d.sel).find(function (l) {
        return l.dataset.to === sq.dataset.sq;
      });
      clearMarks();
      if (li) play(li, false);
    }
  }
  document.addEventListener("pointerup", function (ev) {
    endDrag(ev, false);
  });
  document.addEventListener("pointercancel", function (ev) {
    endDrag(ev, true);
  });

  // --- A move of the list shown on the board while hovered or focused.
  function showMove(li, on) {
    document.querySelectorAll(".sq.shown, .drop.shown").forEach(function (e) {
      e.classList.remove("shown");
    });
    if (!on || !li) return;
    const els = [square(li.dataset.to)];
    if (li.dataset.from) els.push(square(li.dataset.from));
    if (li.dataset.drop) els.push(handDrop(sideToMove(), li.dataset.drop));
    els.forEach(function (e) {
      if (e) e.classList.add("shown");
    });
  }
  function moveItem(t) {
    return t instanceof Element ? t.closest("li.mv, ol.pv li") : null;
  }
  function pvItem(li) {
    // A move of the principal variation is shown only when it is the next one (its squares
    // are on the board now).
    return li && li.matches("ol.pv li") && li.previousElementSibling ? null : li;
  }
  function listItemData(li) {
    if (!li || li.matches("li.mv")) return li;
    // A PV item names its move only (`B2A3` or `P*A3`): the same squares.
    const mv = li.dataset.move || "";
    let m = /^([A-D][1-3])([A-D][1-3])$/.exec(mv);
    if (m) return { dataset: { from: m[1], to: m[2] } };
    m = /^([A-Z])\*([A-D][1-3])$/.exec(mv);
    return m ? { dataset: { drop: m[1], to: m[2] } } : null;
  }
  function hover(ev, on) {
    const li = pvItem(moveItem(ev.target));
    if (!li) return;
    if (!on && ev.relatedTarget instanceof Node && li.contains(ev.relatedTarget)) return;
    showMove(listItemData(li), on);
  }
  document.addEventListener("mouseover", function (ev) {
    hover(ev, true);
  });
  document.addEventListener("mouseout", function (ev) {
    hover(ev, false);
  });
  document.addEventListener("focusin", function (ev) {
    hover(ev, true);
  });
  document.addEventListener("focusout", function (ev) {
    hover(ev, false);
  });

  // --- The board from the keyboard and for a screen reader: every square and piece of a
  // hand is a button (its label, square and piece, comes from the server).
  function decorate() {
    showSteps(stepsOn());
    if (editing()) {
      // A field changed by hand (the hands, the side) is in the language link too.
      editing().addEventListener("change", editLanguageLink);
      Array.from(document.querySelectorAll(".editboard-js .sq")).forEach(function (e) {
        drawEditSquare(e.dataset.sq);
      });
    }
    document.querySelectorAll(".board .sq, .hand .drop").forEach(function (e) {
      e.tabIndex = 0;
      e.setAttribute("role", "button");
    });
    renderLine();
    if (document.querySelector("main.explorer")) showAuto();
  }

  // --- The line played in this tab (the explorer).
  function loadLine() {
    try {
      const l = JSON.parse(sessionStorage.getItem(LINE_KEY) || "null");
      return l && Array.isArray(l.entries) ? l : null;
    } catch (e) {
      return null;
    }
  }
  function saveLine(l) {
    try {
      sessionStorage.setItem(LINE_KEY, JSON.stringify(l));
    } catch (e) {
      /* private mode: the line lives as long as the page */
    }
  }
  // The page at `url` is shown: the line the server drew from the address (`line=`) is the
  // line shown; after a move `played` from the line's current position it goes on along the
  // line when it is the line's next move, else starts a new line there, the old one kept as a
  // variation; at `index` it is that ply; else it is found in the line, or starts a new one.
  function syncLine(url, played, index) {
    const m = main();
    if (!m || !m.classList.contains("explorer")) return;
    const pos = m.dataset.pos;
    let line = loadLine();
    if (line && !Array.isArray(line.vars)) line.vars = [];
    if (adoptServerLine(m, line)) return;
    const here = line && line.entries[line.at];
    if (played && here && here.pos === played.before) {
      const tail = line.entries.slice(line.at + 1);
      const along = played.steps.every(function (s, i) {
        return tail[i] && tail[i].pos === s.pos;
      });
      if (along) {
        line.at += played.steps.length;
      } else {
        if (tail.length > 0) keepVariation(line, line.entries);
        line.entries = line.entries.slice(0, line.at + 1).concat(played.steps);
        line.at = line.entries.length - 1;
      }
    } else if (line && typeof index === "number" && line.entries[index] && line.entries[index].pos === pos) {
      line.at = index;
    } else if (line && here && here.pos === pos) {
      // The same position again (a reload, the language switched).
    } else {
      const k = line ? line.entries.findIndex(function (e) { return e.pos === pos; }) : -1;
      if (k >= 0) line.at = k;
      else line = { entries: [{ url: url, pos: pos }], at: 0, vars: [] };
    }
    saveLine(line);
  }
  // The line the server drew from the address becomes the line shown (the one kept here
  // before, from the same start, a variation); false when the page has none.
  function adoptServerLine(m, line) {
    const links = Array.from(m.querySelectorAll("nav.line ol a[data-ply]"));
    if (links.length < 2) return false;
    const entries = links.map(function (a) {
      return { url: a.getAttribute("href"), pos: a.dataset.pos, mv: a.dataset.move || "", hj: textOf(a, ".hj") };
    });
    const at = Math.max(0, links.findIndex(function (a) { return a.getAttribute("aria-current") === "step"; }));
    if (line && samePath(line.entries, entries)) {
      line.at = at;
    } else {
      if (line && line.entries[0].pos === entries[0].pos && line.entries.length > 1) keepVariation(line, line.entries);
      else line = { vars: [] };
      line.entries = entries;
      line.at = at;
    }
    saveLine(line);
    return true;
  }
  function samePath(a, b) {
    return a.length === b.length && a.every(function (e, k) { return e.pos === b[k].pos; });
  }
  function keepVariation(line, entries) {
    line.vars = (line.vars || []).filter(function (v) { return !samePath(v, entries); });
    line.vars.push(entries);
    while (line.vars.length > MAX_VARIATIONS) line.vars.shift();
  }
  // Where variation `v` leaves the line `main`: its first ply not on it (v.length when v is
  // part of the line).
  function divergence(mainEntries, v) {
    let d = 0;
    while (d < v.length && mainEntries[d] && mainEntries[d].pos === v[d].pos) d++;
    return d;
  }
  // The move of a ply of the line (its `last=` for a ply kept before moves were kept).
  function moveOf(e) {
    return e.mv || new URL(e.url, window.location.href).searchParams.get("last") || "";
  }
  // The line as text (`POSITION moves M1 M2 …`), or null when a move is unknown.
  function lineText(entries) {
    const moves = entries.slice(1).map(moveOf);
    if (moves.some(function (mv) { return !mv; })) return null;
    return entries[0].pos + (moves.length ? " moves " + moves.join(" ") : "");
  }
  // The address of the page shown with the line in it (`line=`), or `url` as it is.
  function withLine(url) {
    const line = loadLine();
    const m = main();
    if (!line || !m || !m.classList.contains("explorer") || line.entries.length < 2) return url;
    const text = lineText(line.entries);
    if (!text || new TextEncoder().encode(text).length > MAX_LINE_BYTES) return url;
    const u = new URL(url, window.location.href);
    u.searchParams.set("line", text);
    return u.pathname + u.search;
  }
  // The download links of the line (the record; the broadcast table from the start position).
  function downloadLinks(nav, entries) {
    const text = lineText(entries);
    if (!text || new TextEncoder().encode(text).length > MAX_LINE_BYTES) return null;
    const p = document.createElement("p");
    p.className = "download";
    const href = function (format) {
      const q = new URLSearchParams({ pos: text, format: format, lang: document.documentElement.lang });
      return "/api/v1/record?" + q.toString();
    };
    const link = function (format, words) {
      const a = Object.assign(document.createElement("a"), { className: "dl", href: href(format), textContent: words });
      a.setAttribute("download", "");
      a.dataset.format = format;
      return a;
    };
    p.appendChild(link("canonical", nav.dataset.dl || ""));
    const starts = (nav.dataset.tableStarts || "").split("|");
    if (starts.indexOf(entries[0].pos) >= 0) {
      p.append(" · ", link("broadcast", nav.dataset.dlTable || ""));
    }
    return p;
  }
  function plyLink(e, k, current) {
    const a = document.createElement("a");
    a.href = e.url;
    a.dataset.ply = String(k);
    if (current) a.setAttribute("aria-current", "step");
    const span = function (cls, text) {
      return Object.assign(document.createElement("span"), { className: cls, textContent: text });
    };
    // A label is words of the page it was read on: shown in that language only.
    const lbl = e.lang === document.documentElement.lang ? e.lbl || "" : "";
    a.append(span("n", k + "."), " ", span("hj", e.hj || ""), " ", span("lbl " + (e.wdl || ""), lbl));
    return a;
  }
  function renderLine() {
    const nav = document.querySelector("nav.line");
    const line = loadLine();
    if (!nav || !line || line.entries.length < 2) {
      if (nav) nav.hidden = true;
      return;
    }
    nav.hidden = false;
    nav.textContent = "";
    const h = document.createElement("h2");
    h.textContent = nav.getAttribute("aria-label") || "";
    nav.appendChild(h);
    const ol = document.createElement("ol");
    line.entries.forEach(function (e, k) {
      const li = document.createElement("li");
      const a = plyLink(e, k, k === line.at);
      if (k === 0) a.textContent = nav.dataset.start || "0";
      if (k === line.at) li.className = "current";
      li.appendChild(a);
      ol.appendChild(li);
    });
    nav.appendChild(ol);
    // The variations: each from the ply where it leaves the line.
    const vars = (line.vars || []).map(function (v, i) {
      return { v: v, i: i, d: divergence(line.entries, v) };
    }).filter(function (x) { return x.d < x.v.length; });
    if (vars.length > 0) {
      const h3 = document.createElement("h3");
      h3.textContent = nav.dataset.variations || "";
      nav.appendChild(h3);
      const ul = document.createElement("ul");
      ul.className = "vars";
      vars.forEach(function (x) {
        const li = document.createElement("li");
        const inner = document.createElement("ol");
        inner.start = x.d;
        x.v.slice(x.d).forEach(function (e, j) {
          const item = document.createElement("li");
          const a = plyLink(e, x.d + j, false);
          a.dataset.var = String(x.i);
          item.appendChild(a);
          inner.appendChild(item);
        });
        li.appendChild(inner);
        ul.appendChild(li);
      });
      nav.appendChild(ul);
    }
    const dl = downloadLinks(nav, line.entries);
    if (dl) nav.appendChild(dl);
    const cur = ol.querySelector("li.current");
    if (cur && cur.scrollIntoView && ol.scrollHeight > ol.clientHeight) {
      cur.scrollIntoView({ block: "nearest" });
    }
  }
  // Variation `i` becomes the line shown, the line shown a variation.
  function enterVariation(i) {
    const line = loadLine();
    if (!line || !line.vars || !line.vars[i]) return;
    const v = line.vars[i];
    line.vars.splice(i, 1);
    keepVariation(line, line.entries);
    line.entries = v;
    saveLine(line);
  }
  // Ply `k` of the line (k < 0: from its end), when it has two plies or more.
  function gotoPly(k) {
    const line = loadLine();
    const m = main();
    if (!line || !m || !m.classList.contains("explorer") || line.entries.length < 2) return false;
    const at = k < 0 ? line.entries.length + k : k;
    if (at !== line.at) navigate(line.entries[at].url, true, null, null, at);
    return true;
  }

  // --- The autoplay: the line forward from the current ply, then the best move, one ply
  // after each pause, until the line and the game end or it is stopped.
  function speedMs() {
    const sel = document.querySelector("select.speed");
    return SPEEDS_MS[sel && sel.value] || SPEEDS_MS.normal;
  }
  function showAuto() {
    const box = document.querySelector("div.autoplay");
    if (!box) return;
    box.hidden = false;
    const b = box.querySelector("button.autoplay");
    b.setAttribute("aria-pressed", String(!!auto));
    b.textContent = auto ? b.dataset.pause : b.dataset.play;
    const sel = box.querySelector("select.speed");
    try {
      const kept = localStorage.getItem(SPEED_KEY);
      if (kept && SPEEDS_MS[kept]) sel.value = kept;
    } catch (e) { /* the default speed */ }
  }
  function startAuto() {
    if (auto || !document.querySelector("main.explorer")) return;
    auto = { timer: null };
    showAuto();
    autoStep();
  }
  function stopAuto() {
    if (!auto) return;
    if (auto.timer) clearTimeout(auto.timer);
    auto = null;
    showAuto();
  }
  // One ply of the autoplay; it stops where nothing follows.
  function autoStep() {
    if (!auto) return;
    auto.timer = null;
    if (stepLine(1)) return;
    const best = document.querySelector("li.mv.best");
    if (best && best.querySelector("a[href]")) {
      play(best, true);
      return;
    }
    if (best) play(best, true); // a king capture: said on the page
    stopAuto();
  }
  // After a page of the autoplay is shown: the next ply after the pause.
  function autoNext() {
    if (!auto) return;
    if (auto.timer) clearTimeout(auto.timer);
    auto.timer = setTimeout(autoStep, speedMs());
  }
  // A step along the line: -1 back, +1 forward; false when the line has no such ply.
  function stepLine(d) {
    const line = loadLine();
    const m = main();
    if (!line || !m || !m.classList.contains("explorer") || line.entries.length < 2) return false;
    const k = line.at + d;
    if (k < 0 || k >= line.entries.length) return d < 0; // at the start: ← does nothing
    const e = line.entries[k];
    const how = d > 0 ? slideOfLink(e.url) : null;
    navigate(e.url, true, how, null, k);
    return true;
  }

  // --- The editor (/edit): a palette of pieces placed by click or drag on a board; the form's
  // fields hold the position (the server checks it), and the language link follows them.
  let tool = null; // the palette's piece letter ("K", "p", …; "-" erases), or null
  let lifted = null; // a square whose piece is picked up to move (no tool chosen)

  function editing() {
    return document.querySelector("main.edit #editform");
  }
  function editField(name) {
    return document.querySelector('#editform select[name="' + name + '"]');
  }
  function editSquare(name) {
    return document.querySelector('.editboard-js .sq[data-sq="' + name + '"]');
  }
  function drawEditSquare(name) {
    const el = editSquare(name);
    const f = editField(name);
    if (!el || !f) return;
    const v = f.value;
    el.textContent = "";
    const button = document.querySelector('.palette .tool[data-piece="' + v + '"]');
    const pc = v !== "-" && button ? button.querySelector(".pc") : null;
    if (pc) el.appendChild(pc.cloneNode(true));
    const board = el.closest(".editboard-js");
    const what = pc ? button.getAttribute("aria-label") : board.dataset.empty;
    el.setAttribute("aria-label", name + ": " + what);
  }
  function setEditSquare(name, v) {
    const f = editField(name);
    if (!f) return;
    f.value = v;
    drawEditSquare(name);
    editLanguageLink();
  }
  // The language link carries what is on the board now.
  function editLanguageLink() {
    const form = editing();
    const lang = document.querySelector("header .lang");
    if (!form || !lang) return;
    const q = new URLSearchParams(new FormData(form));
    q.delete("check");
    q.delete("action");
    q.set("lang", lang.getAttribute("hreflang"));
    lang.setAttribute("href", "/edit?" + q.toString());
  }
  function pickTool(v) {
    tool = tool === v ? null : v;
    lifted = null;
    document.querySelectorAll(".editboard-js .sq.sel").forEach(function (e) {
      e.classList.remove("sel");
    });
    document.querySelectorAll(".palette .tool").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.dataset.piece === tool));
    });
  }
  // A square of the editor's board pressed: the tool placed (its own piece again erases it);
  // without a tool, a piece is picked up and put down on the next square pressed.
  function editPress(sq) {
    const name = sq.dataset.sq;
    const now = editField(name).value;
    if (tool !== null) {
      setEditSquare(name, now === tool ? "-" : tool);
      return;
    }
    if (lifted && lifted !== name) {
      const v = editField(lifted).value;
      setEditSquare(lifted, "-");
      setEditSquare(name, v);
      editSquare(lifted).classList.remove("sel");
      lifted = null;
    } else if (lifted === name) {
      sq.classList.remove("sel");
      lifted = null;
    } else if (now !== "-") {
      lifted = name;
      sq.classList.add("sel");
    }
  }
  // A drag in the editor ended on `target` (an element or null): from the palette, the piece
  // is placed; from a square, it moves there, or leaves the board when dropped off it.
  function editDrop(d, target) {
    const sq = target && target.closest(".editboard-js .sq");
    if (d.piece) {
      if (sq) setEditSquare(sq.dataset.sq, d.piece);
      return;
    }
    const from = d.src.dataset.sq;
    const v = editField(from).value;
    if (sq && sq.dataset.sq === from) return;
    setEditSquare(from, "-");
    if (sq) setEditSquare(sq.dataset.sq, v);
  }

  // Our own pages that the script swaps in place: the explorer and /play.
  function swappable(href) {
    return href.startsWith("/?") || href.startsWith("/play?");
  }

  async function navigate(url, push, slide, played, index) {
    if (pending) clearTimeout(pending);
    pending = null;
    const sep = url.indexOf("?") >= 0 ? "&" : "?";
    let res;
    try {
      res = await fetch(url + sep + "part=main", { headers: { Accept: "text/html" } });
    } catch (e) {
      window.location.href = url;
      return;
    }
    const text = await res.text();
    if (!res.ok || text.indexOf('id="main"') < 0 || text.indexOf("<html") >= 0) {
      window.location.href = url;
      return;
    }
    const holder = document.createElement("div");
    holder.innerHTML = text;
    const fresh = holder.querySelector("#main");
    main().replaceWith(fresh);
    selected = null;
    const pos = fresh.dataset.pos;
    if (fresh.dataset.title) document.title = fresh.dataset.title;
    const api = document.querySelector("header nav a.api");
    if (api && pos) api.setAttribute("href", "/api/v1/position?pos=" + encodeURIComponent(pos));
    // The line first: the address shown holds it (`line=`).
    syncLine(url, played, index);
    const shown = withLine(url);
    if (push === "replace") history.replaceState({ url: shown }, "", shown);
    else if (push) history.pushState({ url: shown }, "", shown);
    const lang = document.querySelector("header .lang");
    if (lang) {
      const u = new URL(shown, window.location.href);
      u.searchParams.set("lang", lang.getAttribute("hreflang"));
      lang.setAttribute("href", u.pathname + u.search);
    }
    decorate();
    runSlide(slide);
    followNext();
    autoNext();
  }

  document.addEventListener("click", function (ev) {
    const t = ev.target;
    if (!(t instanceof Element)) return;
    if (t.closest("button.autoplay")) {
      spaceHeld = false;
      if (auto) stopAuto();
      else startAuto();
      return;
    }
    if (t.closest("button.stepsbtn")) {
      const on = !stepsOn();
      try {
        localStorage.setItem(STEPS_KEY, on ? "1" : "0");
      } catch (e) {
        /* not kept: this page only */
      }
      showSteps(on);
      return;
    }
    // The values' switch loads its page itself (page.js keeps the choice).
    if (t.closest("a.hideswitch")) return;
    const ed = t.closest(".palette .tool, .editboard-js .sq");
    if (ed) {
      ev.preventDefault();
      if (afterDrag(ed)) return;
      if (ed.classList.contains("tool")) pickTool(ed.dataset.piece);
      else editPress(ed);
      return;
    }
    const el = t.closest(".board .sq, .hand .drop");
    if (el) {
      ev.preventDefault();
      if (afterDrag(el)) return;
      activate(el);
      return;
    }
    const a = t.closest("#main a[href]");
    if (a && !ev.ctrlKey && !ev.metaKey && !ev.shiftKey && ev.button === 0) {
      const href = a.getAttribute("href");
      if (swappable(href) && !a.hasAttribute("download")) {
        ev.preventDefault();
        const li = a.closest("li.mv");
        const pv = a.closest("ol.pv li");
        if (li) {
          play(li, true);
        } else if (pv) {
          const played = { before: main().dataset.pos, steps: pvSteps(pv) };
          const how = pv.previousElementSibling ? null : slideOfLink("/?moves=" + encodeURIComponent(pv.dataset.move || ""));
          navigate(href, true, how, played);
        } else if (a.dataset.ply) {
          if (a.dataset.var) enterVariation(Number(a.dataset.var));
          navigate(href, true, null, null, Number(a.dataset.ply));
        } else {
          navigate(href, true);
        }
      }
    }
  });

  document.addEventListener("submit", function (ev) {
    const f = ev.target;
    if (!(f instanceof HTMLFormElement) || !f.classList.contains("postext")) return;
    ev.preventDefault();
    const q = new URLSearchParams(new FormData(f)).toString();
    navigate("/?" + q, true);
  });

  window.addEventListener("popstate", function () {
    navigate(window.location.pathname + window.location.search, false);
  });

  // A game's page: ← / → step through the plies, the slider shows the ply it is moved to.
  function gameKeys(ev) {
    const game = document.querySelector("main.game");
    if (!game) return false;
    const link = document.querySelector(ev.key === "ArrowLeft" ? ".steps a.prev" : ".steps a.next");
    if ((ev.key === "ArrowLeft" || ev.key === "ArrowRight") && link) {
      ev.preventDefault();
      window.location.href = link.getAttribute("href");
    }
    return true;
  }
  document.addEventListener("change", function (ev) {
    const t = ev.target;
    if (t instanceof HTMLInputElement && t.id === "plyrange" && t.form) t.form.submit();
    if (t instanceof HTMLSelectElement && t.classList.contains("speed")) {
      try {
        localStorage.setItem(SPEED_KEY, t.value);
      } catch (e) { /* this page only */ }
    }
    // /play's form: the chosen level's description stands out.
    if (t instanceof HTMLSelectElement && t.id === "level") {
      document.querySelectorAll("ol.levels li").forEach(function (li) {
        li.classList.toggle("chosen", li.dataset.level === t.value);
      });
    }
  });

  document.addEventListener("keydown", function (ev) {
    const target = ev.target instanceof Element ? ev.target : null;
    const tag = (target && target.tagName) || "";
    if (ev.key === "Escape") {
      clearMarks();
      return;
    }
    // A focused square or piece of a hand: Enter or Space presses it.
    if (target && target.matches(".editboard-js .sq") && (ev.key === "Enter" || ev.key === " ")) {
      ev.preventDefault();
      editPress(target);
      return;
    }
    if (target && target.matches(".board .sq, .hand .drop") && (ev.key === "Enter" || ev.key === " ")) {
      ev.preventDefault();
      activate(target);
      return;
    }
    if (tag === "SELECT" || tag === "TEXTAREA" || tag === "BUTTON") return;
    if (tag === "INPUT" && !(target.type === "range")) return;
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    if (gameKeys(ev)) return;
    if (ev.key === "ArrowRight") {
      if (stepLine(1)) {
        ev.preventDefault();
        return;
      }
      const next = document.querySelector("ol.pv li a[href]");
      if (next) {
        ev.preventDefault();
        next.click();
      }
    } else if (ev.key === "ArrowLeft") {
      // Back along the line played here; never out of the page (the browser's Back does that).
      if (stepLine(-1)) ev.preventDefault();
    } else if (ev.key === "Home" || ev.key === "End") {
      if (gotoPly(ev.key === "Home" ? 0 : -1)) ev.preventDefault();
    } else if (ev.key === "f" && document.querySelector("main.explorer")) {
      const flip = document.querySelector("#main .tools a.flip");
      if (flip) {
        ev.preventDefault();
        flip.click();
      }
    } else if (ev.key === " " || ev.key === "Spacebar") {
      // Space plays the next move; held down, the autoplay goes on until it is released.
      if (!document.querySelector("main.explorer")) {
        const best = document.querySelector("li.mv.best");
        if (best) {
          ev.preventDefault();
          play(best, true);
        }
        return;
      }
      ev.preventDefault();
      if (ev.repeat) return;
      if (auto) {
        spaceHeld = false;
        stopAuto();
      } else {
        spaceHeld = true;
        startAuto();
      }
    }
  });

  document.addEventListener("keyup", function (ev) {
    if ((ev.key === " " || ev.key === "Spacebar") && spaceHeld) {
      spaceHeld = false;
      stopAuto();
    }
  });

  syncLine(window.location.pathname + window.location.search, null);
  const here = window.location.pathname + window.location.search;
  if (withLine(here) !== here) history.replaceState({ url: withLine(here) }, "", withLine(here));
  decorate();
  followNext();
})();
