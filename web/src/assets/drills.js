// Drills (복습 문제) from one's own mistakes, kept in this browser only (localStorage): the
// button "practise this" beside a mistake or a blunder of an annotated game, and the page
// /drills that asks them again by Leitner boxes and judges each answer by GET /api/v1/drill.
// Words, limits and the built-in set come from the page (#drills-data, web/src/drills_page.rs).
(function () {
  "use strict";
  const KEY = "sibi-drills";
  const DAY_MS = 86400000;

  // --- The store: {format, version, drills: [{pos, played, table, box, due, added, history}]}.
  function load() {
    try {
      const s = JSON.parse(localStorage.getItem(KEY) || "null");
      return s && Array.isArray(s.drills) ? s.drills : [];
    } catch (e) {
      return [];
    }
  }

  function save(drills, format, version) {
    localStorage.setItem(KEY, JSON.stringify({ format: format, version: version, drills: drills }));
  }

  function idOf(d) {
    return d.table + "|" + d.pos + "|" + d.played;
  }

  // The page's clock: Date.now(), or `?now=MS` (a test moves the clock forward with it).
  function now() {
    const p = new URLSearchParams(location.search).get("now");
    const n = p === null ? NaN : Number(p);
    return Number.isFinite(n) ? n : Date.now();
  }

  function fresh(pos, played, table, t) {
    return { pos: pos, played: played, table: table, box: 1, due: t, added: t, history: [] };
  }

  // Adds the drills `more` not yet kept; returns how many were added.
  function addAll(more, format, version) {
    const drills = load();
    const ids = new Set(drills.map(idOf));
    let n = 0;
    for (const d of more) {
      if (ids.has(idOf(d))) continue;
      ids.add(idOf(d));
      drills.push(d);
      n += 1;
    }
    if (n > 0) save(drills, format, version);
    return n;
  }

  // --- The button beside a mistake or a blunder (every page that annotates a game; /play
  // brings its annotation without a reload, so buttons are shown as they arrive).
  function buttons() {
    for (const b of document.querySelectorAll("button.practise[hidden]")) b.hidden = false;
  }
  document.addEventListener("click", function (ev) {
    const b = ev.target instanceof Element ? ev.target.closest("button.practise") : null;
    if (!b || b.disabled) return;
    const d = fresh(b.dataset.pos, b.dataset.played, b.dataset.table, now());
    const added = addAll([d], "sibi-drills", 1);
    b.textContent = added ? b.dataset.kept : b.dataset.already;
    b.disabled = true;
    b.classList.add("kept");
  });
  new MutationObserver(buttons).observe(document.documentElement, { childList: true, subtree: true });

  // --- The page /drills.
  const dataEl = document.getElementById("drills-data");
  if (!dataEl) {
    buttons();
    return;
  }
  const cfg = JSON.parse(dataEl.textContent);
  const W = cfg.words;
  const $ = function (id) {
    return document.getElementById(id);
  };
  function say(key, vars) {
    let s = W[key] || key;
    for (const k in vars || {}) s = s.split("{" + k + "}").join(String(vars[k]));
    return s;
  }
  function hanja(h) {
    return String(h || "").split(" 侯전환").join(" " + W.promotion);
  }
  function mine(d) {
    return d.table === cfg.table;
  }
  function startOfToday(t) {
    const d = new Date(t);
    d.setHours(0, 0, 0, 0);
    return d.getTime();
  }
  function intervalDays(box) {
    return cfg.box_days[Math.min(Math.max(box, 1), cfg.box_days.length) - 1];
  }

  let current = null; // the drill asked: its id
  let moves = []; // the legal moves of its position (text)
  let selected = null; // the board's selection: {from} or {drop}

  function counts() {
    const drills = load();
    const t = now();
    const here = drills.filter(mine);
    const due = here.filter(function (d) {
      return d.due <= t;
    });
    const today = startOfToday(t);
    let done = 0;
    let answers = 0;
    let right = 0;
    for (const d of here) {
      for (const h of d.history || []) {
        answers += 1;
        if (h.verdict !== "wrong") right += 1;
        if (h.at >= today && h.at <= t) done += 1;
      }
    }
    $("due-count").textContent = String(due.length);
    $("done-count").textContent = String(done);
    $("accuracy").textContent = (answers ? Math.round((100 * right) / answers) : 0) + "%";
    $("kept-count").textContent = String(here.length);
    // The drills of another table are kept (and exported) but neither asked nor counted here.
    const others = drills.filter(function (d) {
      return !mine(d);
    });
    const tables = Array.from(
      new Set(
        others.map(function (d) {
          return d.table;
        })
      )
    )
      .sort()
      .join(", ");
    const other = others.length;
    $("other-table").hidden = other === 0;
    $("other-table").textContent = other ? say(other === 1 ? "other-table-one" : "other-table", { n: other, tables: tables }) : "";
    const exp = $("drills-export");
    const file = { format: cfg.format, version: cfg.version, drills: drills };
    exp.href = "data:application/json;charset=utf-8," + encodeURIComponent(JSON.stringify(file, null, 1));
    return { drills: here, due: due, all: drills.length };
  }

  function show() {
    const c = counts();
    // "No drills yet" only when none is kept at all (the note names those of other tables).
    $("drills-empty").hidden = c.all > 0;
    $("drills-none").hidden = c.drills.length === 0 || c.due.length > 0;
    const d = c.due.sort(function (x, y) {
      return x.due - y.due;
    })[0];
    $("drill").hidden = !d;
    if (!d) {
      current = null;
      return;
    }
    current = idOf(d);
    selected = null;
    $("drill-box").textContent = say("box", { box: d.box });
    $("drill-played").textContent = d.played;
    $("drill-verdict").textContent = "";
    $("drill-next").hidden = true;
    $("drill-moves").textContent = "";
    $("drill-board").textContent = "";
    const q = "pos=" + encodeURIComponent(d.pos);
    fetch("/drills/board?" + q + "&lang=" + cfg.lang)
      .then(function (r) {
        return r.text();
      })
      .then(function (html) {
        if (current === idOf(d)) $("drill-board").innerHTML = html;
      });
    fetch("/api/v1/position?" + q)
      .then(function (r) {
        return r.json();
      })
      .then(function (j) {
        if (current !== idOf(d)) return;
        if (!Array.isArray(j.moves)) {
          $("drill-verdict").textContent = say("answer-error", { error: j.error || "" });
          return;
        }
        // A neutral order: by the move's text, not by value.
        const list = j.moves.map(function (m) {
          return { move: m.move, hanja: m.hanja };
        });
        list.sort(function (x, y) {
          return x.move < y.move ? -1 : x.move > y.move ? 1 : 0;
        });
        moves = list.map(function (m) {
          return m.move;
        });
        const was = list.find(function (m) {
          return m.move === d.played;
        });
        if (was) $("drill-played").textContent = hanja(was.hanja);
        for (const m of list) {
          const li = document.createElement("li");
          const b = document.createElement("button");
          b.type = "button";
          b.className = "drill-move";
          b.dataset.move = m.move;
          b.textContent = hanja(m.hanja);
          li.appendChild(b);
          $("drill-moves").appendChild(li);
        }
      });
  }

  function lineText(list) {
    return (list || [])
      .map(function (m) {
        return hanja(m.hanja);
      })
      .join(" · ");
  }

  function answer(mv) {
    const id = current;
    if (!id || !$("drill-next").hidden) return;
    const d = load().find(function (x) {
      return idOf(x) === id;
    });
    if (!d) return;
    const q = "pos=" + encodeURIComponent(d.pos) + "&move=" + encodeURIComponent(mv) + "&played=" + encodeURIComponent(d.played);
    fetch("/api/v1/drill?" + q)
      .then(function (r) {
        return r.json();
      })
      .then(function (j) {
        if (current !== id) return;
        if (!j.verdict) {
          $("drill-verdict").textContent = say("answer-error", { error: j.error || "" });
          return;
        }
        judged(id, mv, j);
      });
  }

  // The verdict: the drill's box and due date moved, its history kept, the words shown.
  function judged(id, mv, j) {
    const t = now();
    const drills = load();
    const d = drills.find(function (x) {
      return idOf(x) === id;
    });
    if (!d) return;
    if (j.verdict === "best") d.box = Math.min(d.box + 1, cfg.box_days.length);
    else if (j.verdict === "wrong") d.box = 1;
    d.due = t + intervalDays(d.box) * DAY_MS;
    d.history = (d.history || []).concat([{ at: t, answer: mv, verdict: j.verdict }]);
    save(drills, cfg.format, cfg.version);
    const out = $("drill-verdict");
    out.textContent = "";
    out.dataset.verdict = j.verdict;
    const h = document.createElement("p");
    h.className = "verdict v-" + j.verdict;
    const strong = document.createElement("strong");
    strong.textContent = say("verdict-" + j.verdict);
    h.appendChild(strong);
    h.appendChild(document.createTextNode(" " + say("said-" + j.verdict, { box: d.box })));
    out.appendChild(h);
    const best = document.createElement("p");
    best.className = "drill-best";
    best.textContent = say("best-moves") + " " + lineText(j.best);
    out.appendChild(best);
    if (j.verdict === "wrong" && j.refutation) {
      const r = document.createElement("p");
      r.className = "drill-refutation";
      r.textContent = say("refutation") + " " + hanja(j.answer.hanja) + " · " + lineText(j.refutation.moves);
      out.appendChild(r);
    }
    $("drill-next").hidden = false;
    counts();
  }

  // The board: a piece of the side to move (or of its hand), then a square.
  function boardClick(ev) {
    ev.stopPropagation();
    const t = ev.target instanceof Element ? ev.target : null;
    if (!t) return;
    const drop = t.closest(".hand .drop");
    const sq = t.closest(".board .sq");
    const area = $("drill-board").querySelector(".board-area");
    const side = area ? area.dataset.side : "";
    for (const e of $("drill-board").querySelectorAll(".sel")) e.classList.remove("sel");
    if (drop && drop.closest(".hand").dataset.side === side) {
      selected = { drop: drop.dataset.drop };
      drop.classList.add("sel");
      return;
    }
    if (!sq) return;
    const to = sq.dataset.sq;
    if (selected) {
      const mv = selected.drop ? selected.drop + "*" + to : selected.from + to;
      if (moves.indexOf(mv) >= 0) {
        selected = null;
        answer(mv);
        return;
      }
    }
    const pc = sq.querySelector(".pc");
    selected = pc && pc.classList.contains(side) ? { from: to } : null;
    if (selected) sq.classList.add("sel");
  }

  // --- The file: checked (size, JSON, format, every drill) before anything stored changes.
  function readFile(text) {
    let j;
    try {
      j = JSON.parse(text);
    } catch (e) {
      return { error: say("bad-json") };
    }
    if (!j || j.format !== cfg.format || j.version !== cfg.version || !Array.isArray(j.drills)) {
      return { error: say("bad-format", { version: cfg.version }) };
    }
    const rank = /^[KGMPHkgmph1-4]+$/;
    const out = [];
    for (let i = 0; i < j.drills.length; i++) {
      const d = j.drills[i] || {};
      const pos = typeof d.pos === "string" ? d.pos.trim() : "";
      const parts = pos.split(/\s+/);
      const ranks = (parts[0] || "").split("/");
      const width = function (r) {
        return r.split("").reduce(function (n, c) {
          return n + (/[1-4]/.test(c) ? Number(c) : 1);
        }, 0);
      };
      const ok =
        parts.length === 3 &&
        ranks.length === 3 &&
        ranks.every(function (r) {
          return rank.test(r) && width(r) === 4;
        }) &&
        /^(-|[0-9GMPgmp]+)$/.test(parts[1]) &&
        /^[ad]$/.test(parts[2]) &&
        typeof d.played === "string" &&
        /^([A-Da-d][1-4]-?[A-Da-d][1-4]|[GMPgmp]\*[A-Da-d][1-4])$/.test(d.played) &&
        typeof d.table === "string";
      if (!ok) return { error: say("bad-position", { n: i + 1, pos: String(d.pos).slice(0, 40) }) };
      const box = Number.isInteger(d.box) && d.box >= 1 && d.box <= cfg.box_days.length ? d.box : 1;
      const due = Number.isFinite(d.due) ? d.due : now();
      const history = Array.isArray(d.history) ? d.history : [];
      out.push({ pos: pos, played: d.played, table: d.table, box: box, due: due, added: Number(d.added) || now(), history: history });
    }
    return { drills: out };
  }

  function importFile(input) {
    const f = input.files && input.files[0];
    const said = $("file-said");
    if (!f) return;
    if (f.size > cfg.max_bytes) {
      said.textContent = say("bad-too-big", { max: cfg.max_bytes.toLocaleString("en-US") });
      input.value = "";
      return;
    }
    f.text().then(function (text) {
      const r = readFile(text);
      said.textContent = r.error ? r.error : say("imported", { n: addAll(r.drills, cfg.format, cfg.version) });
      said.dataset.ok = r.error ? "0" : "1";
      input.value = "";
      show();
    });
  }

  $("drills-app").hidden = false;
  $("drill-board").addEventListener("click", boardClick);
  $("drill-board").addEventListener("pointerdown", function (ev) {
    ev.stopPropagation();
  });
  $("drill-moves").addEventListener("click", function (ev) {
    const b = ev.target instanceof Element ? ev.target.closest("button.drill-move") : null;
    if (b) answer(b.dataset.move);
  });
  $("drill-next").addEventListener("click", show);
  $("drills-import").addEventListener("change", function (ev) {
    importFile(ev.target);
  });
  const add = $("builtin-add");
  if (add) {
    add.addEventListener("click", function () {
      const t = now();
      const n = addAll(
        cfg.builtin.map(function (b) {
          return fresh(b.pos, b.played, b.table, t);
        }),
        cfg.format,
        cfg.version
      );
      $("builtin-said").textContent = say("builtin-added", { n: n });
      show();
    });
  }
  buttons();
  show();
})();
