// manastack's browser client.  The server is authoritative: this page shows the seat's message
// (its view, its log, its decision) and sends back the index of the option chosen.  Every
// string from the game is put in the page as text (textContent), never as markup.
"use strict";

const STEPS = [
  ["untap", "Untap"], ["upkeep", "Upkeep"], ["draw", "Draw"], ["main1", "Main 1"],
  ["beginning_of_combat", "Combat"], ["declare_attackers", "Attackers"], ["declare_blockers", "Blockers"],
  ["combat_damage", "Damage"], ["end_of_combat", "End combat"], ["main2", "Main 2"], ["end", "End"], ["cleanup", "Cleanup"],
];
const STEP_NAMES = Object.fromEntries(STEPS);
const NO_PRIORITY = new Set(["untap", "cleanup"]);
const PHASE_STARTS = new Set(["main1", "beginning_of_combat", "main2", "end"]);
const HINTS = {
  priority: "Click a highlighted card to play it, or pass.",
  attackers: "Click your creatures to attack, then declare.",
  blockers: "Click a creature of yours to block with it, then declare.",
  target: "Click a highlighted card or player.",
  pay_mana: "The least-waste payment is highlighted on your lands.",
  damage_assignment: "Choose how the attacker's combat damage is divided.",
  trigger_order: "Choose the ability to put on the stack next (the last one resolves first).",
  mulligan: "Keep this hand, or shuffle it away and draw a new one (then put cards on the bottom).",
  may: "Choose.",
};

const app = {
  game: null, token: null, seat: null, ws: null, msg: null, lines: [], epoch: -1,
  cards: new Map(), byObject: new Map(), byPlayer: new Map(), busy: false, retry: 500, hoverTaps: null,
  setup: null,
};

// ------------------------------------------------------------------ small helpers

function $(selector, root = document) { return root.querySelector(selector); }

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

function toast(text, isError = false) {
  const box = $("#toast");
  box.textContent = text;
  box.className = isError ? "error" : "";
  box.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { box.hidden = true; }, isError ? 6000 : 4000);
}

function hashParams() { return new URLSearchParams(location.hash.slice(1)); }

async function api(path, body) {
  const options = body === undefined ? {} : {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)};
  const response = await fetch(path, options);
  const data = await response.json().catch(() => ({error: `the server answered ${response.status}`}));
  if (!response.ok) throw Object.assign(new Error(data.error || "request refused"), {data});
  return data;
}

function manaSymbols(cost) {
  const out = el("span", {class: "cost"});
  if (!cost) return out;
  for (const match of cost.matchAll(/\{([^}]+)\}/g)) {
    const symbol = match[1];
    out.append(el("span", {class: `sym sym-${symbol.replace("/", "")}`, text: symbol}));
  }
  return out;
}

function cardInfo(name) {
  if (!app.cards.has(name)) {
    app.cards.set(name, fetch(`/api/card?name=${encodeURIComponent(name)}`).then(r => (r.ok ? r.json() : null)).catch(() => null));
  }
  return app.cards.get(name);
}

// ------------------------------------------------------------------ the new-game page

async function showSetup() {
  $("#setup").hidden = false;
  $("#game").hidden = true;
  const data = await api("/api/setup");
  app.setup = data;
  for (const [id, preferred] of [["#deck", "red-aggro"], ["#opponent-deck", "green-stompy"]]) {
    const select = $(id);
    select.replaceChildren(...data.decks.map(d => el("option", {value: d.name, text: `${d.name} (${d.size} cards)`, selected: d.name === preferred})),
      el("option", {value: "", text: "Paste a decklist…"}));
    const area = $(`${id}-text`);
    select.onchange = () => { area.hidden = select.value !== ""; };
  }
  $("#level").replaceChildren(...data.levels.map(l => el("option", {value: l, text: l, selected: l === data.default_level})));
  const saves = $("#saves");
  saves.replaceChildren(...data.saves.map(s => el("li", {},
    el("button", {text: "Resume", onclick: () => resume(s.file)}), " ",
    el("button", {class: "replay", text: "Replay", onclick: () => openReplay(s.file)}), " ",
    `${s.players.join(" vs ")}, turn ${s.turn}${s.over ? " (finished)" : ""} — ${s.file}`)));
  $("#saved-games").hidden = data.saves.length === 0;
}

function deckSpec(selectId) {
  const value = $(selectId).value;
  return value ? {bundled: value} : {text: $(`${selectId}-text`).value};
}

async function startGame(event) {
  event.preventDefault();
  for (const id of ["#deck-problems", "#opponent-deck-problems"]) $(id).replaceChildren();
  $("#form-error").textContent = "";
  const vsHuman = document.querySelector("input[name=opponent]:checked").value === "human";
  const body = {
    name: $("#name").value, opponent_name: $("#opponent-name").value,
    deck: deckSpec("#deck"), opponent_deck: deckSpec("#opponent-deck"),
    opponent: vsHuman ? {kind: "human"} : {kind: "ai", level: $("#level").value},
    seed: $("#seed").value.trim() || null,
  };
  $("#start").disabled = true;
  try {
    const answer = await api("/api/games", body);
    enterGame(answer);
  } catch (err) {
    const problems = (err.data && err.data.problems) || {};
    for (const [key, id] of [["deck", "#deck-problems"], ["opponent_deck", "#opponent-deck-problems"]]) {
      $(id).replaceChildren(...(problems[key] || []).map(p => el("li", {text: p})));
    }
    $("#form-error").textContent = err.message;
  } finally {
    $("#start").disabled = false;
  }
}

async function resume(file) {
  try {
    enterGame(await api("/api/saves/resume", {file}));
  } catch (err) {
    toast(err.message, true);
  }
}

function enterGame(answer) {
  const params = new URLSearchParams({game: answer.game, token: answer.token});
  if (answer.join) params.set("invite", answer.join);
  location.hash = params.toString();
  connect();
}

async function joinFromLink() {
  const params = hashParams();
  try {
    const answer = await api(`/api/games/${encodeURIComponent(params.get("join"))}/join`, {code: params.get("code")});
    enterGame(answer);
  } catch (err) {
    document.body.replaceChildren(el("p", {class: "problems", text: `Can't join: ${err.message}`}),
      el("p", {}, el("a", {href: "/", text: "Start a new game"})));
  }
}

// ------------------------------------------------------------------ the connection

function connect() {
  const params = hashParams();
  app.game = params.get("game");
  app.token = params.get("token");
  $("#setup").hidden = true;
  $("#game").hidden = false;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/ws?game=${encodeURIComponent(app.game)}&token=${encodeURIComponent(app.token)}`);
  app.ws = ws;
  ws.onopen = () => { app.retry = 500; };
  ws.onmessage = event => receive(JSON.parse(event.data));
  ws.onclose = () => {
    if (app.ws !== ws || app.fatal) return;
    toast("Connection lost; reconnecting…", true);
    setTimeout(connect, app.retry);
    app.retry = Math.min(app.retry * 2, 8000);
  };
}

function send(message) {
  if (!app.ws || app.ws.readyState !== WebSocket.OPEN) { toast("Not connected", true); return; }
  app.ws.send(JSON.stringify(message));
}

function receive(message) {
  if (message.type === "error") {
    if (message.fatal) {
      app.fatal = true;
      $("#decision").replaceChildren(el("p", {class: "problems", text: message.message}), el("a", {href: "/", text: "New game"}));
    } else {
      toast(message.message, true);
    }
    app.busy = false;
    document.body.classList.remove("busy");
    document.body.dataset.errors = String(Number(document.body.dataset.errors || 0) + 1);
    return;
  }
  if (message.type === "saved") {
    toast(`Saved on the server as ${message.file}: resume it from the start page, or with manastack play --resume`);
    return;
  }
  if (message.type !== "state") return;
  if (message.log.reset || message.epoch !== app.epoch) { app.lines = []; $("#log").replaceChildren(); }
  app.epoch = message.epoch;
  app.msg = message;
  app.seat = message.seat;
  app.busy = false;
  document.body.classList.remove("busy");
  appendLog(message.log.lines);
  render();
  app.updates = (app.updates || 0) + 1;
  document.body.dataset.updates = String(app.updates);  // lets a test wait for the next message
}

function choose(index, extra = {}) {
  const decision = app.msg && app.msg.decision;
  if (!decision || app.busy) return;
  app.busy = true;
  document.body.classList.add("busy");
  app.hoverTaps = null;
  hideMenu();
  send({type: "choose", option: index, seq: decision.seq, ...extra});
  const others = app.msg.players.filter((p, i) => i !== app.seat && p.kind === "ai").map(p => p.name);
  $("#decision").append(el("p", {class: "waiting", id: "thinking", text: others.length ? `${others.join(", ")} is playing…` : "…"}));
}

// ------------------------------------------------------------------ rendering

function render() {
  const msg = app.msg;
  hideCardText();  // the card under the pointer may have been replaced
  indexOptions(msg.decision);
  renderBoard();
  renderDecision(msg);
  renderInvite(msg);
  renderSettings(msg);
  if (msg.result && !app.resultShown) {
    app.resultShown = true;
    $("#result-headline").textContent = msg.result.headline;
    $("#result-reasons").replaceChildren(...msg.result.reasons.map(r => el("li", {text: r})),
      el("li", {text: `after ${msg.result.turn} turns`}));
    $("#result").showModal();
  }
}

function renderBoard() {
  const msg = app.msg;
  const view = msg.view;
  renderPhaseBar(view, msg);
  const opponents = view.players.filter(p => p.index !== msg.seat);
  renderArea($("#opponent-area"), opponents, view, msg, false);
  renderArea($("#my-area"), [view.players[msg.seat]], view, msg, true);
  renderStack(view);
  renderHand(view.players[msg.seat], msg);
}

function renderArea(container, players, view, msg, isMe) {
  const options = players.flatMap(p => app.byPlayer.get(p.index) || []);
  container.replaceChildren(...players.map(p => renderPlayer(p, view, msg, isMe)));
  container.classList.toggle("targetable", options.length > 0);
  container.title = options.map(o => o.label).join("\n");
  container.onclick = options.length ? event => { if (event.target.tagName !== "BUTTON") act(options, event); } : null;
}

function indexOptions(decision) {
  app.byObject = new Map();
  app.byPlayer = new Map();
  if (!decision) return;
  for (const option of decision.options) {
    for (const id of option.refs) {
      if (!app.byObject.has(id)) app.byObject.set(id, []);
      app.byObject.get(id).push(option);
    }
    for (const p of option.players) {
      if (!app.byPlayer.has(p)) app.byPlayer.set(p, []);
      app.byPlayer.get(p).push(option);
    }
  }
}

function playerName(view, index) { return view.players[index] ? view.players[index].name : "?"; }

function renderPhaseBar(view, msg) {
  const bar = $("#phase-bar");
  const mine = view.active === msg.seat;
  const settings = msg.settings;
  const stops = new Set(mine ? settings.stops_mine : settings.stops_theirs);
  const turn = view.turn === 0 ? "Before the game" : `Turn ${view.turn} · ${mine ? "your" : playerName(view, view.active) + "'s"} turn`;
  const steps = el("div", {class: "steps"}, STEPS.map(([step, label]) => el("span", {
    class: ["step", step === view.step && view.turn > 0 ? "current" : "", stops.has(step) ? "stop" : "",
      PHASE_STARTS.has(step) ? "gap" : ""].join(" "),
    dataset: {step},
    title: NO_PRIORITY.has(step) ? `${label}: nobody gets priority` :
      `${label}: click to ${stops.has(step) ? "stop passing" : "stop"} here on ${mine ? "your" : "their"} turns`,
    text: label,
    onclick: () => toggleStop(step, mine),
  })));
  let priority = "";
  if (view.over) priority = "Game over";
  else if (msg.decision) priority = "You decide";
  else if (msg.waiting_for) priority = `Waiting for ${msg.waiting_for}`;
  else if (msg.replay) priority = "Replay";
  bar.replaceChildren(el("span", {class: `turn ${mine ? "mine" : "theirs"}`, text: turn}), steps,
    el("span", {class: "priority"}, view.priority !== null && view.priority !== undefined && !view.over
      ? ["priority: ", el("b", {text: view.priority === msg.seat ? "you" : playerName(view, view.priority)}), " · "] : "", priority));
}

function toggleStop(step, mine) {
  if (NO_PRIORITY.has(step) || app.replay) return;
  const key = mine ? "stops_mine" : "stops_theirs";
  const stops = new Set(app.msg.settings[key]);
  if (stops.has(step)) stops.delete(step); else stops.add(step);
  send({type: "settings", settings: {[key]: [...stops]}});
}

function renderPlayer(player, view, msg, isMe) {
  const area = el("div", {});
  const info = msg.players[player.index] || {};
  const kind = info.kind === "ai" ? `AI: ${info.level}` : "human";
  const label = isMe ? (msg.replay ? `${kind}, whose view this is` : "you") : kind;
  const strip = el("div", {class: "strip"},
    el("span", {class: "who", text: player.name}, el("small", {text: `(${label}${info.deck ? ", " + info.deck : ""})`})),
    el("span", {class: `life${player.life <= 5 ? " low" : ""}`, title: "life", text: `♥ ${player.life}`}),
    player.poison ? el("span", {class: "stat", text: `☠ ${player.poison} poison`}) : null,
    el("span", {class: "stat"}, "hand ", el("b", {text: String(player.hand_size)})),
    el("span", {class: "stat"}, "library ", el("b", {text: String(player.library)})),
    el("button", {class: "zone", text: `graveyard ${player.graveyard.length}`, onclick: () => showZone(`${player.name}'s graveyard`, player.graveyard)}),
    exileButton(view, player.index),
    player.mana_pool ? el("span", {class: "pool", text: `mana pool ${player.mana_pool}`}) : null,
    player.lost ? el("span", {class: "lost", text: "lost"}) : null,
  );
  area.append(strip);
  const permanents = view.battlefield.filter(o => o.controller === player.index);
  const onBattlefield = new Set(view.battlefield.map(o => o.id));
  const attached = permanents.filter(o => o.attached_to !== null && onBattlefield.has(o.attached_to));
  const loose = permanents.filter(o => !attached.includes(o));
  const lands = loose.filter(o => o.types.includes("Land") && !o.types.includes("Creature"));
  const creatures = loose.filter(o => o.types.includes("Creature"));
  const other = loose.filter(o => !lands.includes(o) && !creatures.includes(o));
  const rows = [["Creatures", creatures.map(o => permanentCard(o, view, msg))],
    ["Other", other.map(o => permanentCard(o, view, msg))], ["Lands", landPiles(lands, view, msg)]];
  if (!isMe) rows.reverse();  // the opponent's lands are farthest from the middle
  for (const [title, cards] of rows) {
    if (!cards.length && title === "Other") continue;
    area.append(el("div", {class: "row", dataset: {row: title.toLowerCase()}}, el("span", {class: "row-label", text: title}),
      el("div", {class: "cards"}, cards.length ? cards : el("span", {class: "empty", text: "none"}))));
  }
  return area;
}

function exileButton(view, owner) {
  const cards = view.exile.filter(o => o.owner === owner);
  if (!cards.length) return null;
  return el("button", {class: "zone", text: `exile ${cards.length}`, onclick: () => showZone("Exile", cards)});
}

function typeLine(o) {
  const types = o.types.join(" ");
  return o.subtypes && o.subtypes.length ? `${types} — ${o.subtypes.join(" ")}` : types;
}

function combatNotes(o, view, msg) {
  const notes = [];
  const combat = view.combat;
  if (combat && combat.attackers[o.id]) {
    const [kind, value] = combat.attackers[o.id];
    notes.push(["attack", `attacking ${kind === "player" ? playerName(view, value) : nameOf(view, value)}`]);
  }
  if (combat && combat.blockers[o.id]) {
    notes.push(["block", `blocking ${combat.blockers[o.id].map(a => nameOf(view, a)).join(", ")}`]);
  }
  return notes;
}

function nameOf(view, id) {
  const found = view.battlefield.find(o => o.id === id);
  return found ? found.name : "a creature";
}

function pendingPick(o, msg) {
  return (msg.picks || []).find(p => p.refs[0] === o.id);
}

function permanentCard(o, view, msg) {
  const options = app.byObject.get(o.id) || [];
  const notes = combatNotes(o, view, msg);
  const picked = pendingPick(o, msg);
  const classes = ["card", o.types.includes("Creature") ? "creature" : "", o.tapped ? "tapped" : "",
    notes.some(n => n[0] === "attack") ? "attacking" : "", notes.some(n => n[0] === "block") ? "blocking" : "",
    picked ? "declaring" : "", options.length ? "actionable" : "", willTap(o.id) ? "will-tap" : ""];
  const badges = el("div", {class: "badges"});
  if (o.tapped) badges.append(el("span", {class: "badge tapped", text: "tapped"}));
  if (msg.sick.includes(o.id)) badges.append(el("span", {class: "badge sick", title: "summoning sick (302.6): it can't attack or use {T} abilities this turn", text: "sick"}));
  for (const [kind, text] of notes) badges.append(el("span", {class: `badge ${kind}`, text}));
  if (picked) badges.append(el("span", {class: "badge attack", text: picked.kind === "attack" ? "will attack" : picked.kind === "block" ? "will block" : "chosen"}));
  for (const [counter, count] of Object.entries(o.counters || {})) {
    if (count) badges.append(el("span", {class: "badge counter", text: `${counter} ×${count}`}));
  }
  if (o.damage) badges.append(el("span", {class: "badge dmg", text: `${o.damage} damage`}));
  if (o.token) badges.append(el("span", {class: "badge token", text: "token"}));
  const circled = msg.circled[String(o.id)];
  if (circled) badges.append(el("span", {class: "badge circled", title: "Built Bear's circled options", text: `◯ ${circled.join(", ")}`}));
  if (willTap(o.id)) badges.append(el("span", {class: "badge pay", text: "pays"}));
  const card = el("div", {class: classes.filter(Boolean).join(" "), dataset: {id: o.id, name: o.name}},
    el("div", {class: "name", text: o.name}),
    el("div", {class: "type", text: typeLine(o)}),
    o.keywords.length ? el("div", {class: "kw", text: o.keywords.join(", ")}) : null,
    badges);
  if (o.power !== undefined && o.power !== null) {
    card.append(el("div", {class: `pt${o.damage ? " hurt" : ""}`, text: `${o.power}/${o.toughness}`}));
  }
  const hosted = view.battlefield.filter(a => a.attached_to === o.id);
  if (hosted.length) {
    card.append(el("div", {class: "attachments"}, hosted.map(a => {
      const aOptions = app.byObject.get(a.id) || [];
      const chip = el("div", {class: `attachment${aOptions.length ? " actionable" : ""}`, dataset: {id: a.id, name: a.name},
        text: `${a.controller === o.controller ? "" : "(" + playerName(view, a.controller) + ") "}⟡ ${a.name}`});
      hookCard(chip, a, aOptions, msg);
      return chip;
    })));
  }
  hookCard(card, o, options, msg);
  return card;
}

function willTap(id) {
  const taps = app.hoverTaps || defaultTaps();
  return taps.includes(id);
}

function defaultTaps() {
  const decision = app.msg && app.msg.decision;
  if (!decision || decision.kind !== "pay_mana" || !decision.options.length || !decision.options[0].taps) return [];
  return decision.options[0].taps;
}

function landPiles(lands, view, msg) {
  const piles = new Map();
  for (const o of lands) {
    const plain = !Object.values(o.counters || {}).some(Boolean) && !o.damage;
    const key = plain ? `${o.name}|${o.tapped}|${(app.byObject.get(o.id) || []).length > 0}` : `id${o.id}`;
    if (!piles.has(key)) piles.set(key, []);
    piles.get(key).push(o);
  }
  return [...piles.values()].map(group => {
    const first = group[0];
    const options = group.flatMap(o => app.byObject.get(o.id) || []);
    const actOn = group.find(o => app.byObject.has(o.id)) || first;
    const paying = group.filter(o => willTap(o.id)).length;
    const card = el("div", {class: ["card land", first.tapped ? "tapped" : "", options.length ? "actionable" : "",
      paying ? "will-tap" : ""].filter(Boolean).join(" "), dataset: {id: actOn.id, name: first.name, ids: group.map(o => o.id).join(",")}},
    el("div", {class: "name", text: first.name}),
    el("div", {class: "badges"}, first.tapped ? el("span", {class: "badge tapped", text: "tapped"}) : null,
      paying ? el("span", {class: "badge pay", text: paying > 1 ? `pays ×${paying}` : "pays"}) : null,
      ...Object.entries(first.counters || {}).filter(([, n]) => n).map(([c, n]) => el("span", {class: "badge counter", text: `${c} ×${n}`}))),
    group.length > 1 ? el("span", {class: "count", text: `×${group.length}`}) : null);
    hookCard(card, actOn, app.byObject.get(actOn.id) || [], msg);
    return card;
  });
}

function hookCard(node, o, options, msg) {
  node.addEventListener("mouseenter", event => showCardText(o, event, msg));
  node.addEventListener("mouseleave", hideCardText);
  node.addEventListener("click", event => {
    event.stopPropagation();
    if (options.length) act(options, event);
    else showCardText(o, event, msg, true);
  });
}

function act(options, event) {
  if (options.length === 1) { choose(options[0].i); return; }
  showMenu(options, event);
}

function showMenu(options, event) {
  const menu = $("#menu");
  menu.replaceChildren(...options.map(o => el("button", {class: "option", text: o.label, onclick: () => choose(o.i)})),
    el("button", {text: "Never mind", onclick: hideMenu}));
  menu.hidden = false;
  const x = Math.min(event.clientX, window.innerWidth - 330);
  const y = Math.min(event.clientY, window.innerHeight - 40 - 34 * (options.length + 1));
  menu.style.left = `${Math.max(4, x)}px`;
  menu.style.top = `${Math.max(4, y)}px`;
}

function hideMenu() { $("#menu").hidden = true; }

async function showCardText(o, event, msg, pinned = false) {
  const box = $("#card-text");
  const token = Symbol("card");
  app.cardShown = token;
  const info = await cardInfo(o.name);
  if (app.cardShown !== token) return;
  box.replaceChildren();
  if (!info) {
    box.append(el("div", {class: "face-name", text: o.name}), el("div", {class: "type-line", text: typeLine(o)}));
  } else {
    const twoFaced = info.faces.length > 1;
    for (const face of info.faces) {
      const current = face.name === o.name;
      const stats = face.power !== null ? `${face.power}/${face.toughness}` : face.loyalty !== null ? `loyalty ${face.loyalty}` : "";
      box.append(el("div", {class: `face${twoFaced && !current ? " other" : ""}`},
        el("div", {class: "face-name", text: face.name}, manaSymbols(face.mana_cost)),
        el("div", {class: "type-line", text: face.type_line}),
        el("div", {class: "text", text: face.text}),
        stats ? el("div", {class: "stats", text: stats}) : null,
        twoFaced && current ? el("div", {class: "note", text: info.layout === "adventure" ? "the card's adventure is its second half" : "this face is up"}) : null));
    }
  }
  const circled = msg && o.id !== undefined ? msg.circled[String(o.id)] : null;
  if (circled) box.append(el("div", {class: "note", text: `Circled: ${circled.join(", ")}`}));
  if (o.power !== undefined && o.power !== null && info && info.faces[0].power !== null) {
    box.append(el("div", {class: "note", text: `Now ${o.power}/${o.toughness}${o.keywords.length ? "; " + o.keywords.join(", ") : ""}`}));
  }
  box.hidden = false;
  const x = event.clientX + 310 < window.innerWidth ? event.clientX + 16 : event.clientX - 306;
  box.style.left = `${Math.max(4, x)}px`;
  box.style.top = `${Math.max(4, Math.min(event.clientY - 20, window.innerHeight - box.offsetHeight - 8))}px`;
  if (pinned) setTimeout(() => document.addEventListener("click", hideCardText, {once: true}), 0);
}

function hideCardText() { app.cardShown = null; $("#card-text").hidden = true; }

function renderStack(view) {
  const area = $("#stack-area");
  if (!view.stack.length) { area.replaceChildren(el("span", {class: "label", text: "Stack: empty"})); return; }
  area.replaceChildren(el("span", {class: "label", text: "Stack (top first)"}), ...view.stack.map((item, i) => {
    const targets = item.targets.flat().map(t => (t[0] === "player" ? playerName(view, t[1]) : t[1] === null ? "a card" : nameOf(view, t[1])));
    // A spell is an object (item.obj) that a decision may name, as a counterspell's target does.
    const options = item.obj === null ? [] : app.byObject.get(item.obj) || [];
    const node = el("div", {class: `stack-item${i === 0 ? " top" : ""}${options.length ? " actionable" : ""}`,
      dataset: item.obj === null ? {name: item.name} : {name: item.name, id: item.obj}},
    el("b", {text: item.name}), el("small", {text: `${playerName(view, item.controller)}${targets.length ? " → " + targets.join(", ") : ""}`}));
    const name = item.name.startsWith("ability of ") ? item.name.slice(11) : item.name;
    hookCard(node, {name, types: [], subtypes: [], keywords: []}, options, null);
    return node;
  }));
}

function renderHand(player, msg) {
  const area = $("#hand-area");
  const hand = player.hand || [];
  area.replaceChildren(el("div", {class: "row"}, el("span", {class: "row-label", text: `Hand ${hand.length}`}),
    el("div", {class: "cards"}, hand.length ? hand.map(o => handCard(o, msg)) : el("span", {class: "empty", text: "empty"}))));
}

function handCard(o, msg) {
  const options = app.byObject.get(o.id) || [];
  const cost = el("span", {class: "cost"});
  cardInfo(o.name).then(info => { if (info) cost.replaceWith(manaSymbols(info.faces[0].mana_cost)); });
  const circled = msg.circled[String(o.id)];
  const card = el("div", {class: `card${options.length ? " actionable" : ""}`, dataset: {id: o.id, name: o.name}},
    el("div", {class: "name"}, cost, o.name),
    el("div", {class: "type", text: typeLine(o)}),
    o.keywords.length ? el("div", {class: "kw", text: o.keywords.join(", ")}) : null,
    circled ? el("div", {class: "badges"}, el("span", {class: "badge circled", text: `◯ ${circled.join(", ")}`})) : null);
  if (o.power !== undefined && o.power !== null) card.append(el("div", {class: "pt", text: `${o.power}/${o.toughness}`}));
  hookCard(card, o, options, msg);
  return card;
}

function renderDecision(msg) {
  const box = $("#decision");
  const decision = msg.decision;
  box.classList.toggle("yours", Boolean(decision));
  if (!decision) {
    const text = msg.view.over ? msg.result.headline : msg.waiting_for ? `Waiting for ${msg.waiting_for}…` : "…";
    box.replaceChildren(el("p", {class: "waiting", text}));
    return;
  }
  const options = decision.options;
  const parts = [el("div", {class: "prompt", text: promptText(decision, msg)}),
    el("div", {class: "hint", text: HINTS[decision.kind] || "Choose one."})];
  if (msg.picks && msg.picks.length) parts.push(el("div", {class: "picks", text: `So far: ${msg.picks.map(p => p.label).join("; ")}`}));
  const main = el("div", {class: "main-buttons"});
  let rest = options;
  let mana = [];
  if (decision.kind === "priority" && options[0].kind === "pass") {
    main.append(el("button", {class: "primary", id: "pass", text: msg.view.stack.length ? "Pass (let it resolve)" : "Pass", onclick: () => choose(0)}),
      el("button", {id: "pass-turn", title: "Pass priority until the turn ends (stops if another player casts something)",
        text: "Pass until end of turn", onclick: () => choose(0, {until_end_of_turn: true})}));
    rest = options.slice(1).filter(o => !o.mana);
    mana = options.filter(o => o.mana);
  } else if (decision.kind === "pay_mana") {
    const best = options[0];
    main.append(el("button", {class: "primary option", id: "pay", dataset: {i: best.i}, text: best.label.replace(/^pay: /, "Pay: "),
      onclick: () => choose(best.i)}));
    rest = options.slice(1);
  } else {
    const finish = options.find(o => o.kind === "done");
    if (finish) {
      main.append(el("button", {class: "primary option", id: "done", dataset: {i: finish.i}, text: capitalise(finish.label), onclick: () => choose(finish.i)}));
      rest = options.filter(o => o !== finish);
    }
  }
  if (main.childElementCount) parts.push(main);
  if (rest.length) {
    if (decision.kind === "pay_mana") parts.push(el("div", {class: "hint", text: "Or pay another way:"}));
    const grid = rest.length > 8 && rest.every(o => o.label.length < 14);
    parts.push(el("div", {class: `options${grid ? " grid" : ""}`}, rest.map(o => optionButton(o))));
  }
  if (mana.length) {
    parts.push(el("details", {class: "mana-options"}, el("summary", {text: `Tap for mana first (${mana.length})`}),
      el("div", {class: "options"}, mana.map(o => optionButton(o)))));
  }
  if (msg.cancellable) {
    parts.push(el("button", {class: "cancel", id: "cancel", title: "601.2: take the spell or ability back, with everything it cost",
      text: "Cancel (take it back)", onclick: () => { app.hoverTaps = null; send({type: "cancel"}); }}));
  }
  box.replaceChildren(...parts);
}

function optionButton(o) {
  const button = el("button", {class: "option", dataset: {i: o.i, kind: o.kind}, text: o.label, onclick: () => choose(o.i)});
  if (o.taps) {
    button.addEventListener("mouseenter", () => { app.hoverTaps = o.taps; renderBoard(); });
    button.addEventListener("mouseleave", () => { app.hoverTaps = null; renderBoard(); });
  }
  return button;
}

function promptText(decision, msg) {
  if (decision.kind === "priority") {
    const view = msg.view;
    const step = STEP_NAMES[view.step] || view.step;
    return view.stack.length ? `Respond to ${view.stack[0].name}?` : `${step}: your priority`;
  }
  return capitalise(decision.prompt || decision.kind);
}

function capitalise(text) { return text ? text[0].toUpperCase() + text.slice(1) : text; }

function appendLog(lines) {
  const log = $("#log");
  const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 30;
  for (const line of lines) {
    app.lines.push(line);
    log.append(el("div", {class: line.startsWith("──") ? "turn" : "", text: line}));
  }
  while (log.childElementCount > 600) log.firstChild.remove();
  if (atBottom || lines.length) log.scrollTop = log.scrollHeight;
}

function renderInvite(msg) {
  const box = $("#invite");
  const code = hashParams().get("invite");
  if (!msg.open_seat || !code) { box.hidden = true; return; }
  const link = `${location.origin}/#join=${encodeURIComponent(msg.game)}&code=${encodeURIComponent(code)}`;
  if (box.dataset.link === link && !box.hidden) return;
  box.dataset.link = link;
  box.replaceChildren(el("div", {text: "Send this link to your opponent (or open it in another tab):"}),
    el("input", {readonly: true, value: link, id: "invite-link", onclick: e => e.target.select()}));
  box.hidden = false;
}

function renderSettings(msg) {
  const box = $("#settings");
  if (box.hidden) return;
  const s = msg.settings;
  const rows = STEPS.filter(([step]) => !NO_PRIORITY.has(step)).map(([step, label]) => el("tr", {},
    el("td", {text: label}),
    el("td", {}, checkbox(s.stops_mine.includes(step), on => updateStops("stops_mine", step, on))),
    el("td", {}, checkbox(s.stops_theirs.includes(step), on => updateStops("stops_theirs", step, on)))));
  box.replaceChildren(el("div", {class: "hint", text: "Stop at these steps (when the stack is empty):"}),
    el("table", {}, el("tr", {}, el("th", {text: "step"}), el("th", {text: "your turn"}), el("th", {text: "their turn"})), rows),
    el("label", {}, checkbox(s.skip_trivial, on => send({type: "settings", settings: {skip_trivial: on}})),
      " pass when I can only pass or tap mana"),
    el("label", {}, checkbox(s.pass_own_spells, on => send({type: "settings", settings: {pass_own_spells: on}})),
      " pass when my own spell is on top of the stack"),
    el("label", {}, checkbox(s.auto_pay, on => send({type: "settings", settings: {auto_pay: on}})),
      " pay with the least-waste plan without asking"));
}

function checkbox(checked, onChange) {
  return el("input", {type: "checkbox", checked, onchange: event => onChange(event.target.checked)});
}

function updateStops(key, step, on) {
  const stops = new Set(app.msg.settings[key]);
  if (on) stops.add(step); else stops.delete(step);
  send({type: "settings", settings: {[key]: [...stops]}});
}

function showZone(title, cards) {
  $("#zone-title").textContent = title;
  $("#zone-cards").replaceChildren(...(cards.length ? cards.map(o => {
    if (o.face_down) return el("div", {class: "card", text: "a face-down card"});
    const card = el("div", {class: "card", dataset: {id: o.id, name: o.name}}, el("div", {class: "name", text: o.name}),
      el("div", {class: "type", text: typeLine(o)}));
    hookCard(card, o, [], app.msg);
    return card;
  }) : [el("p", {class: "empty", text: "empty"})]));
  $("#zone-viewer").showModal();
}

// ------------------------------------------------------------------ the replay page

// A saved game played again on the server, one position at a time, as one player saw it: the
// server sends that player's view and log only, and no position beyond the end of the save.

function openReplay(file) {
  history.replaceState(null, "", `#${new URLSearchParams({replay: file})}`);
  startReplay();
}

function startReplay() {
  const params = hashParams();
  $("#setup").hidden = true;
  $("#game").hidden = false;
  document.body.classList.add("replaying");
  for (const id of ["#decision", "#tools", "#settings", "#invite"]) $(id).hidden = true;
  $("#replay-controls").hidden = false;
  loadFrame(Number(params.get("position") || 0), Number(params.get("player") || 0));
}

async function loadFrame(position, player) {
  if (app.loading) return;
  const file = hashParams().get("replay");
  app.loading = true;
  document.body.classList.add("busy");
  try {
    const query = new URLSearchParams({file, position: String(position), player: String(player)});
    const frame = await api(`/api/replay?${query}`);
    history.replaceState(null, "", `#${new URLSearchParams({replay: file, position: String(frame.position), player: String(frame.player)})}`);
    showFrame(frame);
  } catch (err) {
    if (!app.replay) {
      $("#replay-controls").replaceChildren(el("p", {class: "problems", text: `Can't replay ${file}: ${err.message}`}),
        el("a", {href: "/", text: "Back to the new-game page"}));
    } else {
      toast(err.message, true);
    }
    document.body.dataset.errors = String(Number(document.body.dataset.errors || 0) + 1);
  } finally {
    app.loading = false;
    document.body.classList.remove("busy");
  }
}

function showFrame(frame) {
  app.replay = frame;
  app.msg = {type: "state", replay: true, seat: frame.player, view: frame.view, sick: frame.sick, circled: frame.circled,
    decision: null, picks: [], players: frame.players, waiting_for: null, result: frame.result,
    settings: {stops_mine: [], stops_theirs: []}};
  app.seat = frame.player;
  hideCardText();
  hideMenu();
  indexOptions(null);
  renderBoard();
  renderReplayControls(frame);
  const log = $("#log");
  app.lines = frame.log.lines;
  log.replaceChildren(...frame.log.lines.map((line, i) => el("div", {
    class: [line.startsWith("──") ? "turn" : "", i >= frame.log.new_from ? "new" : ""].filter(Boolean).join(" "), text: line})));
  const first = log.children[frame.log.new_from];
  log.scrollTop = first ? Math.max(0, first.offsetTop - log.offsetTop - 40) : log.scrollHeight;
  app.updates = (app.updates || 0) + 1;
  document.body.dataset.updates = String(app.updates);  // lets a test wait for the next frame
}

function renderReplayControls(frame) {
  const view = frame.view;
  const names = frame.players.map(p => p.name);
  const atStart = frame.position === 0;
  const atEnd = frame.position === frame.length;
  const go = position => loadFrame(position, frame.player);
  const turnStart = frame.turns.filter(([, k]) => k <= frame.position).pop();
  const turns = el("select", {id: "replay-turn", onchange: event => go(Number(event.target.value))},
    turnStart ? null : el("option", {value: "0", text: "before the game", selected: true}),
    frame.turns.map(([turn, k]) => el("option", {value: String(k), text: `turn ${turn}`, selected: turnStart && turnStart[1] === k})));
  const deciding = view.decision ? el("div", {class: "hint", text: `${names[frame.player]} is to choose: ${view.decision.prompt || view.decision.kind}`}) : null;
  const parts = [
    el("div", {class: "prompt", text: `Replay: ${names.join(" vs ")}`}),
    el("div", {class: "hint", id: "replay-where",
      text: `step ${frame.step} of ${frame.steps} · action ${frame.position} of ${frame.length}${view.turn ? ` · turn ${view.turn}` : ""}`}),
    el("div", {class: "main-buttons"},
      el("button", {id: "replay-start", title: "The start of the game (Home)", text: "« Start", disabled: atStart, onclick: () => go(0)}),
      el("button", {id: "replay-back", title: "The step before (←)", text: "◀ Back", disabled: atStart, onclick: () => go(frame.previous)}),
      el("button", {id: "replay-next", class: "primary", title: "The next step: something happened (→)", text: "Next ▶", disabled: atEnd,
        onclick: () => go(frame.next)}),
      el("button", {id: "replay-end", title: "The end of the save (End)", text: "End »", disabled: atEnd, onclick: () => go(frame.length)})),
    el("label", {class: "replay-turns"}, "Jump to ", turns),
    el("div", {class: "replay-players"}, "See it as ", frame.players.map((p, i) => el("button", {
      id: `replay-player-${i}`, class: i === frame.player ? "current" : "", disabled: i === frame.player,
      title: i === frame.player ? "whose view this is" : `what ${p.name} saw: their hand, their log`,
      text: p.name, onclick: () => loadFrame(frame.position, i)}))),
    deciding,
    frame.result ? el("div", {class: "result", id: "replay-result", text: `${frame.result.headline} ${frame.result.reasons.join("; ")}`}) : null,
    el("a", {href: "/", text: "Back to the new-game page"})];
  $("#replay-controls").replaceChildren(...parts.filter(Boolean));
}

function replayKey(event) {
  const frame = app.replay;
  if (!frame || event.target.tagName === "SELECT") return;
  const moves = {ArrowRight: frame.next, ArrowLeft: frame.previous, Home: 0, End: frame.length};
  if (event.key in moves) { event.preventDefault(); loadFrame(moves[event.key], frame.player); }
}

// ------------------------------------------------------------------ start

document.addEventListener("DOMContentLoaded", () => {
  $("#new-game").addEventListener("submit", startGame);
  $("#zone-close").addEventListener("click", () => $("#zone-viewer").close());
  $("#result-board").addEventListener("click", () => $("#result").close());
  $("#result-new").addEventListener("click", () => { location.hash = ""; location.reload(); });
  $("#settings-button").addEventListener("click", () => { $("#settings").hidden = !$("#settings").hidden; if (app.msg) renderSettings(app.msg); });
  $("#save-button").addEventListener("click", () => send({type: "save"}));
  $("#concede-button").addEventListener("click", () => { if (confirm("Concede the game?")) send({type: "concede"}); });
  document.addEventListener("click", event => { if (!$("#menu").contains(event.target)) hideMenu(); });
  document.addEventListener("keydown", event => {
    if (event.key === "Escape") { hideMenu(); hideCardText(); }
  });
  document.addEventListener("keydown", replayKey);
  const params = hashParams();
  if (params.get("join")) joinFromLink();
  else if (params.get("replay")) startReplay();
  else if (params.get("game") && params.get("token")) connect();
  else showSetup();
});
