// The rule book as the engine plays it (docs/rules.md, R1–R14), in short
// form, plus how each decision is made on this page. Static markup of our
// own: no player text ever goes in here. The decks (R1), the items (R9) and
// the house rules (R13) are listed from the engine's rules catalogue
// (rules.js), escaped.
import { CATALOGUE, houseName } from "./rules.js";

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

function decksHtml() {
  const decks = CATALOGUE.deck_presets.map((p) => `<li><b>${esc(p.name)}</b> (${p.cards}): ${esc(p.description)}.</li>`);
  const house = CATALOGUE.house_presets.map((p) => `<b>${esc(p.name)}</b>`).join(" and ");
  return `
<ul>
${decks.join("\n")}
<li>${house} use the ${esc(CATALOGUE.house_presets[0] ? CATALOGUE.house_presets[0].deck : "classic")} deck with house rules (R13). A deck can also be a list of card counts (R14).</li>
</ul>`;
}

function houseHtml() {
  const rules = CATALOGUE.house_rules.map((r) => {
    const links = [];
    if (r.implies.length) links.push(` Also turns on ${r.implies.map((x) => `<i>${esc(houseName(x))}</i>`).join(" and ")}.`);
    if (r.excludes.length) links.push(` Not with ${r.excludes.map((x) => `<i>${esc(houseName(x))}</i>`).join(" or ")}.`);
    return `<li><b>${esc(r.title)}</b> (<code>${esc(r.name)}</code>): ${esc(r.description)}.${links.join("")}</li>`;
  });
  const presets = CATALOGUE.house_presets.map((p) => `<b>${esc(p.title)}</b> = ${p.house.map((x) => esc(houseName(x))).join(", ")}`);
  return `
<ul>
${rules.join("\n")}
<li>Presets: ${presets.join(". ")}.</li>
</ul>`;
}

// R9: the items, their colours and effects as the engine words them.
function itemsHtml() {
  const colour = (letter) => (CATALOGUE.colors.find((c) => c.letter === letter) || { title: "A wild" }).title;
  const items = CATALOGUE.items.map((i) => `<li><b>${esc(colour(i.color))}, ${esc(i.title)}</b>: ${esc(i.effect_you)}.</li>`);
  return `
<ul>
${items.join("\n")}
</ul>`;
}

/** The rule book's sections (call after the catalogue is loaded). */
export function rulebook() {
  const made = { R1: decksHtml, R9: itemsHtml, R13: houseHtml };
  return RULEBOOK.map((s) => (made[s.id] ? { ...s, html: (s.html || "") + made[s.id]() } : s));
}

const RULEBOOK = [
  {
    id: "play",
    title: "Playing on this page",
    html: `
<p>Your hand is at the bottom, sorted by colour. Cards you may play now are raised and bright;
the others are dimmed. Click (or focus and press Enter on) a card to play it. Every card shows
its colour's shape in its corners (red a triangle, yellow a ring, green a cross, blue three bars; a wild has none),
and so do the colour in play and the colour picker, so colour is never the only cue.</p>
<table class="keys">
<tr><th>Decision</th><th>Control</th><th>Key</th></tr>
<tr><td>Play a card</td><td>click a lit card in your hand</td><td>←/→ then Enter</td></tr>
<tr><td>Draw</td><td>the draw pile, or <b>Draw</b></td><td>D</td></tr>
<tr><td>Play or keep the card you drew (R6.2)</td><td><b>Play it</b> / <b>Keep it</b></td><td>P / K</td></tr>
<tr><td>Name a colour (wilds, R5.3)</td><td>the colour picker: Red, Yellow, Green, Blue</td><td>R / Y / G / B</td></tr>
<tr><td>Choose a player (7-0 swaps, Green Shell, custom wilds)</td><td>the player picker</td><td>1–9</td></tr>
<tr><td>Answer a Wild Draw Four (R8.2)</td><td><b>Accept</b> or <b>Challenge</b>; after a challenge you alone see the hand</td><td>A / C</td></tr>
<tr><td>A stacked penalty (R13)</td><td>the total is shown on the pile; stack a lit card or <b>Draw N</b></td><td>D</td></tr>
<tr><td>Call UNO (R10)</td><td><b>UNO!</b>: press it before your next-to-last card to call with the play, or after, until caught</td><td>U</td></tr>
<tr><td>Catch a player who did not call</td><td><b>Catch</b> on their seat</td><td>X</td></tr>
<tr><td>Jump in (R13)</td><td>an identical card lights up out of turn: click it</td><td></td></tr>
<tr><td>Honour rules (R8.5)</td><td><b>Done it</b> or <b>Take the penalty (draw N)</b></td><td>O / T</td></tr>
<tr><td>Next round</td><td><b>Next round</b> on the score table (it also deals by itself)</td><td>N</td></tr>
<tr><td>Event log</td><td>the log panel (a button on small screens)</td><td>L</td></tr>
</table>
<p>The keyboard alone plays a whole game: Tab reaches the hand (one stop; the arrows, Home and
End move in it), the action buttons, the seats' <b>Catch</b> buttons and the log. Dialogs and the
panels over the table keep the focus until they close, then give it back to the table.</p>
<p>The server checks every move (R4.4): a refused move changes nothing and you see why.
A refresh or a lost connection reconnects by itself to the same seat.</p>`,
  },
  {
    id: "R1",
    title: "R1. Decks",
    html: "", // filled in by decksHtml()
  },
  {
    id: "R2",
    title: "R2. Setting up",
    html: `
<ul>
<li><b>R2.1</b> 2 to 10 players.</li>
<li><b>R2.2</b> Round 1: everyone draws a card, the highest number deals (action and wild cards count as 0; ties draw again). A table may fix the dealer instead. Later rounds: the deal passes to the left.</li>
<li><b>R2.3</b> 7 cards each (option: hand size), one at a time from the dealer's left, clockwise. The rest is the draw pile; its top card starts the discard pile.</li>
<li><b>R2.4</b> Seats are numbered clockwise; "left" is clockwise.</li>
</ul>`,
  },
  {
    id: "R3",
    title: "R3. The first card",
    html: `
<p><b>Official</b> (default): a number does nothing; a Skip skips the dealer's left; a Reverse lets the dealer start counter-clockwise;
a Draw Two makes the dealer's left draw 2 and lose the turn; a Wild (or Shuffle Hands, customizable, Badtz-Maru, Item Box) lets the dealer's left name the colour and play;
a Wild Draw Four goes back, the deck is shuffled, and a new card is turned.</p>
<p><b>As the dealer played it</b>: the dealer counts as having played it (naming the colour for a wild), with every effect, 7 and 0 house effects included; a Wild Draw Four makes the dealer's left draw 4.</p>
<p><b>Ignore actions</b> (Mario Kart): action cards and Wild Draw Fours are covered by new cards until a number or another wild shows.</p>
<p>Nobody may stack on or challenge a first card.</p>`,
  },
  {
    id: "R4",
    title: "R4. A turn",
    html: `
<ul>
<li><b>R4.1</b> On your turn: play one legal card, or draw. Nothing else ends a turn.</li>
<li><b>R4.2</b> Then the next player in the current direction plays, unless a card says otherwise.</li>
<li><b>R4.3</b> When several players must draw, they draw in turn order starting after the card's player.</li>
<li><b>R4.4</b> An illegal move is refused with a message and changes nothing; software never punishes a wrong click.</li>
</ul>`,
  },
  {
    id: "R5",
    title: "R5. Which cards can be played",
    html: `
<ul>
<li><b>R5.1</b> The colour in play is the top card's, or the colour named for a wild.</li>
<li><b>R5.2</b> A coloured card matches the colour in play, or the top card's number or symbol.</li>
<li><b>R5.3</b> Wild, Shuffle Hands, customizable wilds, Badtz-Maru and Item Box can always be played; you name any colour (the Item Box's colour comes from its item, R9).</li>
<li><b>R5.4</b> A Wild Draw Four is legal only if you hold no card of the colour in play (in a deck with Item Boxes, a held Item Box counts as that colour).
You may still play it as a bluff and risk a challenge (R8.3), unless <i>Strict Wild Draw Four</i> is on.</li>
</ul>`,
  },
  {
    id: "R6",
    title: "R6. Drawing",
    html: `
<ul>
<li><b>R6.1</b> You may draw even when you could play.</li>
<li><b>R6.2</b> You draw one card. If it is playable you may play that card at once or keep it; otherwise the turn passes.</li>
<li><b>R6.3</b> <i>Draw until playable</i>: keep drawing until a playable card comes. Penalty draws are always exact.</li>
<li><b>R6.4</b> An empty draw pile is rebuilt from the discards under the top card (named colours are forgotten). If there is still nothing, the draw is skipped.</li>
</ul>`,
  },
  {
    id: "R7",
    title: "R7. Action cards",
    html: `
<ul>
<li><b>R7.1</b> Skip: the next player loses their turn.</li>
<li><b>R7.2</b> Reverse: the direction flips; with two players it acts as a Skip.</li>
<li><b>R7.3</b> Draw Two: the next player draws 2 and loses their turn (no answering with a Draw Two unless stacking is on).</li>
<li><b>R7.4</b> With two players, Skip and Draw Two let you play again.</li>
</ul>`,
  },
  {
    id: "R8",
    title: "R8. Wild cards",
    html: `
<ul>
<li><b>R8.1</b> Wild: name the colour.</li>
<li><b>R8.2</b> Wild Draw Four: name the colour; the next player <b>accepts</b> (draws 4, loses the turn) or <b>challenges</b> (if challenges are on).</li>
<li><b>R8.3</b> Challenge: the player of the Wild Draw Four shows their hand to the challenger alone. If they held a card of the colour in play before it (guilty), they draw 4 and the challenger plays normally; if not, the challenger draws 6 and loses the turn.</li>
<li><b>R8.4</b> Wild Shuffle Hands: name the colour; all hands are gathered, shuffled and dealt out from the next player.</li>
<li><b>R8.5</b> Wild Customizable: name the colour, then the card's rule applies: either effects the game carries out, or an <b>honour rule</b> shown to everyone, which its target does (<b>Done it</b>) or draws the penalty.</li>
<li><b>R8.6</b> Wild Badtz-Maru: name the colour; among the other players, those with the fewest cards draw 4. Nobody loses a turn.</li>
</ul>`,
  },
  {
    id: "R9",
    title: "R9. Wild Item Box (Mario Kart)",
    html: `
<p>The top card of the draw pile is turned onto the pile and its colour fires an item (its own action is ignored):</p>`,
  },
  {
    id: "R10",
    title: "R10. Calling UNO",
    html: `
<ul>
<li><b>R10.1</b> When your own play leaves you one card, call UNO: with the play, or any time after until caught (a call before the play does not count).</li>
<li><b>R10.2</b> Until you call you are exposed: anyone may <b>catch</b> you and you draw 2. The chance ends when another player acts, when you call, or when your hand is no longer one card. The server holds a catch for a short grace window so your call can still arrive.</li>
<li><b>R10.3</b> Catching someone who is not exposed does nothing.</li>
<li><b>R10.4</b> Plays that move hands (swaps, rotation, Shuffle Hands) expose no one.</li>
</ul>`,
  },
  {
    id: "R11",
    title: "R11. Going out",
    html: `
<ul>
<li><b>R11.1</b> A round ends when, after a play's effects have fully resolved, a player holds no cards: they win the round. A last Draw Two or Wild Draw Four is still drawn by the next player (and counts); it cannot be challenged.</li>
<li><b>R11.2</b> Hand-moving effects resolve first: going out with a 0 under <i>Zero rotates</i> hands your empty hand on.</li>
</ul>`,
  },
  {
    id: "R12",
    title: "R12. Scoring and winning",
    html: `
<ul>
<li><b>R12.1</b> Card values: numbers their face (a 0 may count 10), Skip / Reverse / Draw Two 20, wilds 50.</li>
<li><b>R12.2</b> <b>Winner takes all</b> (official): the winner scores the other hands; first to the target (500) wins.
<b>Average</b>: the winner scores the average of the other hands. <b>Penalty</b>: everyone scores their own hand and the lowest wins; the game ends at the target, by <b>elimination</b>, or after <b>N rounds</b>.
<b>None</b>: one round is the game. A fixed number of rounds may replace the target for any method.</li>
<li><b>R12.3</b> Ties for the win are shared.</li>
</ul>`,
  },
  {
    id: "R13",
    title: "R13. House rules",
    html: "", // filled in by houseHtml()
  },
  {
    id: "R14",
    title: "R14. Rules as data",
    html: `
<p>A game's rules are one value: deck, first-card rule, options, house rules, scoring, hand size and the rule of every customizable wild.
You can write them as JSON under <b>Rules as JSON</b> when creating a room. Customizable wilds take effects from this list:
<code>draw(T, n)</code>, <code>skip(T)</code>, <code>reverse</code>, <code>swap_hands(chosen)</code>, <code>rotate_hands</code>, <code>shuffle_hands</code>,
<code>extra_turn</code>, <code>everyone_else_draws(n)</code>, <code>fewest_cards_draw(n)</code>, <code>reveal_and_item</code>, or an honour rule,
where T is <code>next</code>, <code>previous</code>, <code>chosen</code>, <code>self</code> or <code>all_others</code>.</p>`,
  },
  {
    id: "decisions",
    title: "Decisions where the rule book leaves room",
    html: `
<ul>
<li>A catch may be made while a decision (such as answering a Wild Draw Four) waits; catches and calls never close the window, a jump-in does.</li>
<li>With a stacking rule on, the player facing a penalty is always asked, even holding nothing to stack.</li>
<li>A challenge judges the hand as it was when the Wild Draw Four was played, against the colour before it.</li>
<li>Draws made by a customizable wild's effects are immediate: nobody can stack on them.</li>
<li>The Green Shell always asks its player to choose; a Bob-omb draws 2 first, then asks for the colour.</li>
<li>Reaching the target means a total at or above it; <i>after N rounds</i> ends the game only after round N.</li>
<li>Zero swaps and Zero rotates cannot both be on; elimination needs penalty scoring.</li>
</ul>
<p>The full text with every decision and the scenario that pins it is <code>docs/rules.md</code> in the source.</p>`,
  },
];
