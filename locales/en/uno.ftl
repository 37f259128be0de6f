# UNO: everything a player reads, in English. This file is the source every
# translation follows: locales/LANG/uno.ftl has the same message ids with the
# same variables (crates/uno-i18n/tests/messages.rs checks it).
# Card codes (R7, W+4) stay as they are in every language; card names are
# translated. A variable named $you is "yes" when the sentence is about the
# reader, "no" otherwise: English uses it for verb agreement ("You play",
# "Ana plays"); languages that do not need it may leave it out, and every
# message with a $name also gets $you, for languages whose verbs agree
# where English's do not ("jugaste" / "jugó" for "played").

language-name = English
language-picker = Language

## Common words

you = You
you-inline = you
seat-n = Seat { $n }
n-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
n-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
n-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
}
n-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
n-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
loading = Loading…
close = Close
cancel = Cancel
ok = OK
try-again = Try again
refused = Refused
bot-level = { $level ->
    [easy] easy bot
    [medium] medium bot
    [hard] hard bot
   *[other] { $level } bot
}

## Colours and cards (the card codes R7, W+4 stay; the names are translated)

color-R = Red
color-Y = Yellow
color-G = Green
color-B = Blue
card-number = { $color } { $number }
card-skip = { $color } Skip
card-reverse = { $color } Reverse
card-draw_two = { $color } Draw Two
card-wild = Wild
card-wild_draw_four = Wild Draw Four
card-shuffle_hands = Wild Shuffle Hands
card-badtz_maru = Wild Badtz-Maru
card-item_box = Wild Item Box
card-custom = Wild Customizable { $number }
card-color-named = { $card }, colour named { $color }
card-chosen-title = Colour named: { $color }

## Mario Kart items (R9)

item-mushroom = Mushroom
item-banana_peel = Banana Peel
item-green_shell = Green Shell
item-lightning = Lightning
item-bob_omb = Bob-omb
item-effect-mushroom = { $you ->
    [yes] you play again at once
   *[no] { $player } plays again at once
}
item-effect-banana_peel = { $you ->
    [yes] the player before you draws 2
   *[no] the player before { $player } draws 2
}
item-effect-green_shell = { $you ->
    [yes] you choose a player who draws 1
   *[no] { $player } chooses a player who draws 1
}
item-effect-lightning = { $you ->
    [yes] everyone else draws 1, then you play again
   *[no] everyone else draws 1, then { $player } plays again
}
item-effect-bob_omb = { $you ->
    [yes] you draw 2 and name the colour
   *[no] { $player } draws 2 and names the colour
}

## Errors (the server sends a code; its English message is only a fallback)

error-network = The server cannot be reached.
error-disconnected = Not connected: reconnecting…
error-not_your_turn = It is not your turn.
error-card_not_playable = That card cannot be played now.
error-card_not_in_hand = You do not hold that card.
error-decision_pending = Not now: the game is waiting for another decision.
error-pass_not_allowed = You can keep a card only right after drawing one you could play.
error-cannot_challenge = There is no Wild Draw Four to challenge.
error-color_required = Name a colour for that wild card.
error-invalid_target = That player cannot be chosen.
error-multi_play_not_allowed = Those cards cannot be played together.
error-action_finish_not_allowed = Your last card may not be an action or wild card: draw instead.
error-round_over = The round is over.
error-round_not_over = The round is not over yet.
error-game_over = The game is over.
error-no_such_seat = No such seat.
error-not_host = Only the host can do that.
error-game_in_progress = A game is in progress.
error-not_enough_players = A game needs 2 to 10 seats.
error-room_full = The room is full.
error-rate_limited = Slow down a little, and try again shortly.
error-no_such_room = There is no room with this code.
error-no_such_game = No finished game with this number.
error-no_such_player = No such player.
error-bad_token = This seat's key is no longer valid.
error-not_seated = You do not hold a seat in this game.
error-no_game = No game is in progress.
error-seat_taken = That seat is taken.
error-bad_seat = No such seat.
error-already_seated = You already hold a seat.
error-too_many_rooms = You have opened too many rooms.
error-server_full = The server is full right now; try again later.
error-invalid_nickname = That nickname cannot be used.
error-invalid_chat = That message cannot be sent.
error-invalid_rules = These rules cannot be played: { $detail }
error-invalid_settings = These room settings cannot be used: { $detail }
# Rules the engine refused (uno_core::Problem): the detail of error-invalid_rules.
problem-unknown-preset = There is no preset called “{ $name }”.
problem-unknown-house-rule = There is no house rule called “{ $name }”.
problem-house-conflict = { $first } and { $second } cannot both be on (R13).
problem-elimination-needs-penalty = Elimination is only played with penalty scoring (R12.2).
problem-teams-elimination = Elimination cannot be played in teams (R15.4).
problem-teams-last-holding-loses = “Last one holding cards loses” cannot be played in teams (R15.5).
problem-hand-size = Each player must be dealt at least one card.
problem-target = The target score must be at least 1.
problem-deck-count = The deck lists { $card } { $count } times; a card can have at most 255 copies.
problem-deck-card = “{ $entry }” is not a card a deck can hold.
problem-empty-deck = The deck has no cards.
problem-no-starting-card = The deck has no card that can start a round (R3 needs a card other than W+4).
problem-missing-wc-rule = { $card } is in the deck but has no rule (R14).
problem-too-many-wc-rules = { $count } rules for customizable wild cards, more than the 7 such cards there can be.
problem-players = A game needs 2 to 10 players, not { $count } (R2.1).
problem-deck-too-small = The deck has { $deck } cards: too few to deal { $hand ->
    [one] one card
   *[other] { $hand } cards
  } to each of { $players } players and turn a first card.
problem-too-many-copies = { $card } appears { $have } times, but the deck has only { $deck }.
problem-seat = There is no seat { $seat } at this table.
problem-team-players = Teams of two need 4, 6, 8 or 10 players, not { $count } (R15.1).
error-game_not_over = The game is not over.
error-storage_unavailable = The server cannot save anything right now; nothing changed. Try again shortly.
error-shutting_down = The server is restarting; try again in a moment.
error-wrong_instance = The room moved to another server; reconnecting…
error-internal = Something went wrong on the server.
error-rules-json = The rules JSON is not valid: { $detail }
error-json = Not valid JSON: { $detail }
error-catalogue = The rules could not be loaded from the server: { $detail }
nick-empty = Pick a nickname.
nick-too-long = At most 24 characters.
nick-bad-chars = No < > & " ' ` characters, please.

## Home page

home-title = UNO: play in the browser
home-tagline = Play with friends or bots, right here in the browser. Every official rule, the editions and the house rules.
home-play = Play
home-nickname = Your nickname
home-nickname-label = Nickname
quick-play = Quick play
play-online = Play online
online-rules-label = Rules for Play online
online-length = One hand, a few minutes
create-room = Create room
create-room-rules = Create room with these rules
help-online = Play online: a table with other people, with the rules chosen beside the button; bots take the seats nobody takes within 20 seconds.
help-quick = Quick play: you and three medium bots, classic rules, straight to the table.
help-create = Create room: a room with the rules beside the button (Rules… to change them); add bots and invite friends in the lobby.
join-title = Join a room
join-hint = Type the code or paste the link a friend sent you.
join-code-label = Room code or link
join = Join
join-watch = …or just watch
join-bad-code = A room code has 6 letters and digits.
your-rooms = Your rooms
your-room-as = as { $name }
foot-rulebook = Rule book
foot-history = Game history and replays
foot-api = API
foot-hint = Cards are drawn by this page. Keyboard: ? shows the controls.

## Rule book

rulebook = Rule book
rulebook-sections = Sections
rulebook-controls = Controls
rulebook-decisions = Decisions
rulebook-this-room = This room's rules

## History and replays

history-title = UNO: game history
history-heading = Game history
history-all = All games
history-mine = My games
history-older = Older games
history-none = No finished games yet. Play one!
leaderboard = Leaderboard
place-tied = { $place }, tied
rating-chart-note = The line is the rating after each rated game; the band around it is where the true strength lies with 95% confidence, from { $lo } (the lower number at the left) to { $hi } (the upper).
rating-bot = bot
rating-bot-level = a built-in bot ({ $level })
rating-bot-any = a bot
rating-interval = 95% interval { $lo } to { $hi }
rating-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
rating-none = No rated games yet.
rating-leaders-note = Glicko-2 rating (95% interval), rated games played.
rating-unavailable = Unavailable.
rating-chart-label = Rating over { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}: from { $first } to { $last }
rating-place = { $ord ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}
rating-unrated = unrated
player-title = UNO: player
player-heading = Player
player-back = Leaderboard and games
rating-heading = Rating
rating-summary = { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}. Rating deviation { $rd }; the interval holds the true strength with 95% confidence.
rating-not-yet = Not rated yet: a finished game with another player or a bot gives a rating.
rating-over-time = Rating over time
player-recent = Recent games
player-no-games = No finished games yet.
game-room = room { $room }
bot-note = ({ $level })
replay-title = UNO: replay of game { $id }
replay-heading = Replay of game #{ $id }
replay-step = Step
replay-all-steps = All steps
replay-step-of = Step { $step } of { $total }
colour-in-play = Colour in play
direction-cw = ↻ clockwise
direction-ccw = ↺ counter-clockwise
round-n = Round { $n }
th-player = Player
th-cards = Cards
th-score = Score
you-note = (you)
dealer-note = · dealer
replay-your-hand = Your hand ({ $cards })
your-hand = Your hand
no-cards = No cards.
replay-own-hand = You played in this game: your own hand is shown, nobody else's.
replay-spectator = A replay shows what a spectator saw: no hand is ever shown.
replay-play = ▶ Play
replay-play-label = Play
replay-pause = ❚❚ Pause
replay-first = First step
replay-prev = Previous step
replay-next = Next step
replay-last = Last step
replay-meta = Room { $room } · { $when } · { $rounds } · { $actions }
replay-winner = Winner:
replay-players = Players:
replay-fairness = Rules and fairness
replay-commitment = Commitment
replay-seed = Seed
replay-salt = Salt
replay-download = Download as a scenario file
replay-this-step = This step
replay-every-step = Every step

## The table's narration (the log). $name is a player's name, or "You"
## (you) / "you" (you-inline) for the reader, with $you = yes.

log-reason-turn = {""}
log-reason-first_card = { " " }(first card)
log-reason-penalty = { " " }(penalty)
log-reason-challenge = { " " }(challenge)
log-reason-caught = { " " }(caught without UNO)
log-reason-effect = { " " }(card effect)
log-reason-honour = { " " }(honour penalty)
log-reason-item = { " " }(item)
log-dealer-draws = Cards drawn for the deal: { $draws }.
log-dealer-draw = { $name } { $card }
log-dealer-tie = { $draws } A tie for the highest: they draw again.
log-dealer = { $draws } { $name } { $you ->
    [yes] deal
   *[no] deals
}.
log-round-started = Round { $round } begins; { $name } { $you ->
    [yes] deal
   *[no] deals
}.
log-dealt = You were dealt { $count } cards.
log-first-card = First card turned: { $card }.
log-first-card-returned = { $card } goes back into the deck; the deck is shuffled.
log-then = , then{ " " }
log-played = { $name } { $you ->
    [yes] play
   *[no] plays
} { $cards }.
log-played-color = { $name } { $you ->
    [yes] play
   *[no] plays
} { $cards } and { $you ->
    [yes] name
   *[no] names
} { $color }.
log-jumped-in = { $name } { $you ->
    [yes] jump in with
   *[no] jumps in with
} { $cards }.
log-jumped-in-color = { $name } { $you ->
    [yes] jump in with
   *[no] jumps in with
} { $cards } and { $you ->
    [yes] name
   *[no] names
} { $color }.
log-drew = { $name } { $you ->
    [yes] draw
   *[no] draws
} { $count ->
    [one] a card
   *[other] { $count } cards
}{ $reason }.
log-drew-shown = { $name } { $you ->
    [yes] draw
   *[no] draws
} { $count ->
    [one] a card
   *[other] { $count } cards
}{ $reason }:
log-nothing-to-draw = Nothing left to draw: { $name } { $you ->
    [yes] miss
   *[no] misses
} { $count ->
    [one] a card
   *[other] { $count } cards
}.
log-reshuffled = The discard pile is shuffled into a new draw pile ({ $count } cards).
log-passed = { $name } { $you ->
    [yes] keep
   *[no] keeps
} the card.
log-color-chosen = { $name } { $you ->
    [yes] name
   *[no] names
} { $color }.
log-player-chosen = { $name } { $you ->
    [yes] choose
   *[no] chooses
} { $target }.
log-skipped = { $name } { $you ->
    [yes] lose
   *[no] loses
} a turn.
log-direction-cw = Play now goes clockwise ↻.
log-direction-ccw = Play now goes counter-clockwise ↺.
log-penalty-pending = Penalty waiting: draw { $total }.
log-challenged-guilty = { $name } { $you ->
    [yes] challenge
   *[no] challenges
} { $offender }'s Wild Draw Four: guilty! { $offender } draws 4.
log-challenged-innocent = { $name } { $you ->
    [yes] challenge
   *[no] challenges
} { $offender }'s Wild Draw Four: innocent, so { $again } { $you ->
    [yes] draw
   *[no] draws
} 6.
log-challenged-you-guilty = { $name } challenges your Wild Draw Four: guilty! You draw 4.
log-challenged-you-innocent = { $name } challenges your Wild Draw Four: innocent, so { $name } draws 6.
log-hand-shown-to-you = { $name }'s hand is shown to you only:
log-your-hand-shown = Your hand is shown to { $to } only:
log-hand-shown = { $name } shows their hand to { $to } only.
log-hands-swapped = { $a } and { $b } swap hands.
log-hands-rotated-cw = Every hand passes clockwise.
log-hands-rotated-ccw = Every hand passes counter-clockwise.
log-hands-shuffled = All hands are shuffled and dealt out again ({ $sizes } cards).
log-item = Item Box turns { $card }: { $item }! { $effect }.
log-no-item = Nothing to turn: no item for { $name }.
log-honour-asked = Honour rule for { $name }: “{ $text }” (or draw { $penalty }).
log-complied = { $name } { $you ->
    [yes] honour
   *[no] honours
} the rule.
log-uno-called = { $name }: “UNO!”
log-uno-not-counted = { $name } { $you ->
    [yes] call
   *[no] calls
} UNO (it does not count now).
log-exposed = { $name } { $you ->
    [yes] have
   *[no] has
} one card and did not call UNO!
log-caught = { $name } { $you ->
    [yes] catch
   *[no] catches
} { $target } without UNO, so { $target } { $targetyou ->
    [yes] draw
   *[no] draws
} 2.
log-catch-failed = { $name } { $you ->
    [yes] try
   *[no] tries
} to catch { $target }: too late, nothing happens.
log-went-out = { $name } { $you ->
    [yes] go out and leave
   *[no] goes out and leaves
} the round.
log-round-blocked = Nobody can play or draw: the round is blocked, and { $name } { $you ->
    [yes] have
   *[no] has
} the lowest hand.
log-round-over = The round is over.
log-round-won = { $name } { $you ->
    [yes] win
   *[no] wins
} the round!
log-eliminated = { $name } { $you ->
    [yes] are
   *[no] is
} eliminated.
log-game-over = Game over.
log-game-over-winners = Game over. Winner: { $winners }.

## The table

table-label = Game table
table-actions = Your actions
pod-label = { $name }: { $cards }{ $toact ->
    [yes] , to act
   *[no] {""}
}{ $exposed ->
    [yes] , has not called UNO
   *[no] {""}
}
pod-title = Seat { $n }: { $name }
catch-short = Catch!
no-uno-tag = no UNO!
draw-pile-label = Draw pile, { $n ->
    [one] { $n } card
   *[other] { $n } cards
}{ $draw ->
    [yes] : draw
   *[no] {""}
}
top-card = Top card { $card }
penalty-waiting = Penalty waiting
penalty-waiting-draw = Penalty waiting: draw { $n }
to-draw = to draw
play-goes-cw = Play goes clockwise
play-goes-ccw = Play goes counter-clockwise
dealer = Dealer
dealer-badge = D
bot-badge = bot
bot-plays = bot plays
bot-plays-title = A bot plays for this player
bot-account = bot account
bot-account-title = A bot program online (uno bot)
badge-offline = offline
badge-out = out
badge-eliminated = eliminated
pts = { $n } pts
status-game-over = The game is over.
status-round-won = { $name } { $you ->
    [yes] win
   *[no] wins
} the round.
status-drew = You drew { $card }: play it or keep it.
status-name-colour = Name the colour.
status-choose-player = Choose a player.
status-wd4 = Wild Draw Four: accept (draw { $n }) or challenge.
status-stack = Penalty of { $n }: stack a lit card or draw { $n }.
status-honour = Honour the rule, or take the penalty: draw { $cards }.
status-your-turn = Your turn: play a lit card or draw.
status-no-fit = Your turn: no card fits, draw a card.
status-watching = Watching. { $text }
status-jump-in = You can jump in!
table-waiting-play = { $name } to play…
table-waiting-choose_color = { $name } is naming a colour…
table-waiting-choose_player = { $name } is choosing a player…
table-waiting-accept_or_challenge = { $name } must accept or challenge the Wild Draw Four…
table-waiting-play_or_pass = { $name } is deciding whether to play the card drawn…
table-waiting-stack_or_draw = { $name } must stack or draw the penalty…
table-waiting-comply_or_penalty = { $name } must honour the rule or take the penalty…
honour-rule = Honour rule:
honour-you = you do it or draw.
honour-them = { $name } does it or draws.
turn-timer = Turn timer
secs-short = { $n } s
btn-draw = Draw
btn-play-it = Play it
btn-keep-it = Keep it
btn-accept = Accept (draw { $n })
btn-challenge = Challenge
help-accept = Accept:
help-accept-cost = you draw { $n } and lose your turn.
help-challenge = Challenge:
help-challenge-cost = if they held a card of the colour in play, they draw 4 and you play on; if not, you draw 6 and lose your turn.
btn-draw-n = Draw { $n }
btn-choose-colour = Choose colour
btn-choose-player = Choose player
btn-done-it = Done it
btn-take-penalty = Take the penalty (draw { $n })
uno-call-now = Call UNO now, before someone catches you
uno-arm = Call UNO with your next play
uno-later = Call UNO when a play leaves you one card
btn-uno = UNO!
uno-armed = UNO goes with your next play
btn-catch = Catch { $name }!
watching-note = You are watching: hands stay hidden.
call-uno = Call UNO!
standin = A bot is playing for you.
take-seat-back = Take my seat back
hand-card-label = { $card }{ $state ->
    [jumpin] , jump in
    [playable] , playable
   *[no] {""}
}{ $drawn ->
    [yes] , just drawn
   *[no] {""}
}
refuse-now = You cannot play that card now.
refuse-turn = It is { $name }'s turn.
refuse-drawn-only = After a draw only the drawn card may be played.
refuse-penalty = A penalty is waiting: stack a lit card or draw.
refuse-answer = Answer the question first.
refuse-wd4 = Wild Draw Four is legal only without a card of the colour in play.
refuse-match = { $card } does not match { $top } or the colour in play.
several-title = Play several?
several-hint = Choose the cards to put down, in order; the last one ends on top.
several-label = Play several cards
pick-colour-for = You play { $card }: name the colour.
pick-colour = Name the colour in play.
reveal-title = { $name }'s hand, shown to you only
th-cards-left = Cards left
th-hand-value = Hand value
eliminated-note = (eliminated)
round-over-title = Round { $n } over
nobody-out = Nobody went out.
next-round = Next round
look-at-table = Look at the table
they-win = { $names } { $count ->
    [one] wins
   *[other] win
} the game
you-win = You win the game!
you-win-with = You win the game, with { $names }!
you-lose = You lose: { $theywin }.
rematch = Rematch
host-rematch = The host can start a rematch.
change-table = Change table or rules
lobby = Lobby
watch-replay = Watch the replay
history = History
fair-summary = Fair deal: check the seed
fair-text = Before the deal the server published the commitment; now it reveals the seed and salt. Anyone can check them with

## The room: header, log, chat, lobby

home = Home
room-word = Room
room-label = Room { $code }
room-code-label = Room code { $code }
copy-invite = Copy the invite link
copy-link = Copy link
copy = Copy
link-copied = Invite link copied.
rules = Rules
log = Log
event-log = Event log
log-and-chat = Event log and chat
chat-placeholder = Say something…
chat-label = Chat message
chat-join-first = Join the room to chat
send = Send
offline-bar = Connection lost: reconnecting by itself…
conn-idle = Not joined
conn-connecting = Connecting…
conn-open = Connected
conn-closed = Reconnecting…
conn-gone = Disconnected
room-gone = This room does not exist.
seat-expired = Your seat here has expired: join again.
join-room = Join room { $code }
back-home = Back home
join-playing = A game is being played: you can watch it now and play the next one.
join-seats-taken = { $count ->
    [one] { $count } seat taken of 10.
   *[other] { $count } seats taken of 10.
}
join-host = Host: { $name }.
join-table = Join the table
watch = Watch
log-reconnected = Connected again: the table is up to date.
log-show-earlier = { $n ->
    [one] Show the earlier line
   *[other] Show { $n } earlier lines
}
log-joined = You joined room { $code } as { $name }{ $watching ->
    [yes] {" "}(watching)
   *[no] {""}
}.
log-game-starts = Game { $n } starts.
log-round-dealt = Round { $n } is dealt.
log-round-seed = Round { $n }'s seed is revealed.
log-game-seed = The game's seed is revealed. Replay: game #{ $id }.
fair-committed = The deal is committed
fair-commitment = Fairness: the commitment
fair-check-deal = Fairness: check the deal
fair-check-game = Fairness: check the game
fair-check-it = Check it
catch-held = Catch held for { $secs } s: the player may still call UNO.
note-full = The room is full: you are watching.
note-in-progress = A game is in progress: you are watching. Take a seat for the next game.
target-one-round = One round is the whole game.
target-hands = The game lasts { $n } rounds; { $low ->
    [yes] the lowest
   *[no] the highest
} total wins.
target-elimination = Reaching { $target } points knocks a player out; the last one left wins.
target-penalty = When someone reaches { $target }, the lowest total wins.
target-first-to = First to { $target } points wins.
make-host = make host
make-host-title = Make { $name } the host
make-host-label = make host: { $name }
badge-you = you
badge-host = host
host-note = (host)
badge-online = online
move-up = Move up
move-up-label = Move { $name } up
move-down = Move down
move-down-label = Move { $name } down
remove-seat = Remove from the table
remove-seat-label = Remove { $name }
no-one-seated = No one is seated yet.
bot-level-label = Bot level
add-bot = Add bot
leave-seat = Leave my seat (watch)
take-seat = Take a seat
start-new-game = Start a new game
start-game = Start the game
table-heading = Table
waiting-for-host = Waiting for { $name } to start.
waiting-for-the-host = Waiting for the host to start.
need-two-seats = Add a bot or invite a friend: a game needs 2 seats.
back-final-table = Back to the final table
invite = Invite
invite-hint = Share this link or the code: friends can take a seat or watch.
invite-link = Invite link
turn-timer-on = Turn timer: { $n } s.
turn-timer-off = Turn timer: off.
change-rules = Change rules
watching = Watching
nobody-watching = Nobody is watching.
change-the-rules = Change the rules
save = Save

## Scores, pickers, tips, toggles

seats-full = 10 / 10 seats · the table is full
seats-ready = { $n } / 10 seats · ready to start
seats-need = { $n } / 10 seats · { $more } more needed to start
round-by-round = Round by round
points-each-round = Points in each round
points-taken-caption = Points taken in each round (lowest total wins)
points-won-caption = Points won in each round
th-total = Total
the-game = The game
last-round-caption = Last round (round { $n })
went-out = went out
next-round-soon = The next round is dealt by itself in a few seconds.
next-round-in = Next round in { $n } s.
dealing-next = Dealing the next round…
n-in-hand = { $count } in hand
colour-keys = Keys: R, Y, G, B.
colour-picker = Colour picker
pick-green-shell = { $item }: who draws 1?
pick-swap = Swap hands with…
pick-custom = { $card }: choose a player.
player-picker = Player picker
tip-lit = Lit cards are the ones you can play now. None lit? Draw a card.
tip-uno = Down to two cards? Press UNO as you play one, or you can be caught and draw 2.
tip-catch = Someone on one card forgot UNO? A Catch button appears: they draw 2.
next-tip = Next tip
got-it = Got it
tips-label = Tips for your first game
tip = Tip
sound-on = Sound on: mute
sound-off = Sound muted: turn on
mute-sound = Mute sound
theme-light = Light theme: switch to dark
theme-dark = Dark theme: switch to light
light-theme = Light theme

## The rules step and the public tables

sum-custom-deck = custom deck
sum-cards-each = { $n } cards each
sum-one-round = one round, no points
sum-out-at = out at { $n } points
sum-no-house = no house rules
sum-house-n = { $count ->
    [one] { $count } house rule
   *[other] { $count } house rules
}
rules-button = Rules…
hide-rules = Hide rules
done = Done
rules-new-room = Rules for a new room
rules-new-room-hint = What Create room will use: classic rules unless you change them here.
rules-json-invalid = Rules as JSON: not valid yet
pt-seats-taken = { $taken } of { $seats } seats taken
n-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
pt-host = host { $name }
quick-match = quick match
tables-waiting = Tables waiting for players
games-in-progress = Games in progress
public-tables = Public tables
waiting-players = Waiting for players
games-to-watch = Games to watch
lobby-counts = { $players ->
    [one] { $players } player
   *[other] { $players } players
} online · { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
} waiting · { $games ->
    [one] { $games } game
   *[other] { $games } games
} in progress
join-host-table = Join { $name }'s table
watch-host-game = Watch { $name }'s game
no-table-waiting = No table is waiting: press Play online to open one.
no-public-game = No public game is being played.
quick-note = Public table (quick match, { $seats } seats).
quick-starts-in = The game starts in { $n } s; { $bots } bots take the empty seats.
quick-starting = The game is starting…
quick-seats-taken = { $n } / { $seats } seats
quick-bots-wait = { $bots } bots take the empty seats after a short wait.
table-listed = This table is listed in the public lobby.
list-table = List this table in the public lobby

## A room's rules in a list

spec-deck = Deck
spec-custom-deck = (custom deck)
spec-challenge = Challenge
spec-no-challenge = Wild Draw Four cannot be challenged
spec-can-challenge = Wild Draw Four can be challenged
spec-dealer = seat { $n } deals first
spec-elimination-at = elimination at { $n }
spec-target = target { $n }
spec-scoring = Scoring
spec-zeros = Zeros
spec-zeros-ten = worth 10 points
spec-player-counts = , player counts too
spec-honour = honour: “{ $text }” (or draw { $n })
spec-effects = effects: { $list }
spec-house = House rules
spec-none = none

## The rules catalogue (GET /api/rules): titles by the engine's names

cat-deck-classic = Classic
cat-deck-shuffle-hands = Shuffle Hands
cat-deck-hello-kitty = Hello Kitty
cat-deck-mario-kart = Mario Kart
cat-preset-killer = Killer
cat-preset-german = German
cat-house-stack_draw_two = Stack Draw Twos
cat-house-stack_draw_four = Stack Wild Draw Fours
cat-house-stack_mixed = Mixed stacking
cat-house-jump_in = Jump-in
cat-house-jump_in_draw_two = Jump in on Draw Twos
cat-house-seven_swap = Seven swaps
cat-house-zero_rotates = Zero rotates
cat-house-zero_swap = Zero swaps
cat-house-draw_until_playable = Draw until playable
cat-house-multi_play = Play several
cat-house-no_action_finish = No action finish
cat-house-last_holding_loses = Last holding loses
cat-house-wd4_strict = Strict Wild Draw Four
cat-scoring-winner_takes_all = Winner takes all
cat-scoring-average = Average
cat-scoring-penalty = Penalty
cat-scoring-none = One round
cat-end-target = At the target
cat-end-elimination = Elimination
cat-end-hands = After N rounds
cat-bot-easy = Easy
cat-bot-medium = Medium
cat-bot-hard = Hard
cat-bot-learned = Learned
cat-bot-random = Random
cat-bot-chaos = Chaos
cat-first-official = Official
cat-first-as_dealer_played = As if the dealer played it
cat-first-ignore_actions = Ignore actions
cat-option-first_card = First card
cat-option-hand_size = Hand size
cat-option-challenge = Challenges allowed
cat-option-target = Target score
cat-option-method = Scoring method
cat-option-game_end = The game ends

## The terminal game (uno play)

tui-you = You
tui-you-inline = you
tui-seat = Seat { $n }
tui-nobody = nobody
tui-and = { $first } and { $last }
tui-cw = clockwise
tui-ccw = counter-clockwise
tui-color-red = red
tui-color-yellow = yellow
tui-color-green = green
tui-color-blue = blue
tui-round-started = round { $round } — { $name } { $you ->
    [yes] deal
   *[no] deals
}
tui-first-card = first card { $card }
tui-covered-first = Turned { $cards } and covered { $count ->
        [one] it
       *[other] them
    }{ $why ->
        [ignore] : an action card or W+4 does not start a round here
       *[none] {""}
    } — first card { $card }
tui-played = { $name } played { $cards }
tui-jumped-in = { $name } jumped in with { $cards }
tui-a-card = a card
tui-n-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
tui-why-challenge = { " " }(challenge)
tui-why-caught = { " " }(caught without UNO)
tui-why-honour = { " " }(honour penalty)
tui-why-item = { " " }(item)
# $named: yes when $what names the cards ("red 1, green 2"), no when it
# counts them ("a card", "3 cards"); Japanese puts a particle after names.
tui-drew = { $name } drew { $named ->
        [yes] { $what }
       *[no] { $what }
    }{ $why }
tui-kept = { $name } kept the card
tui-chose = { $name } chose { $what }
tui-skipped = { $name } { $you ->
    [yes] were
   *[no] was
} skipped
tui-direction = play goes { $dir }
tui-penalty-now = penalty now +{ $total }
tui-uno-called = { $name } called UNO
tui-exposed-you = you have one card and did not call UNO: press u!
tui-exposed = { $name } has one card and did not call UNO (c to catch)
tui-caught-you = you were caught by { $name }
tui-caught = { $name } caught { $target } without UNO
tui-went-out = { $name } went out
tui-round-ended = the round ended
tui-round-won = { $name } won the round
tui-round-won-all = { $name } won the round and { $you ->
    [yes] score
   *[no] scores
} { $points } points: the cards left in the other hands
tui-round-won-average = { $name } won the round and { $you ->
    [yes] score
   *[no] scores
} the average of the other hands' points
tui-round-won-penalty = { $name } won the round and { $you ->
    [yes] score
   *[no] scores
} 0; everyone else scores the cards left in their hand
# $you is "yes" when the person won alone (for languages whose verb
# agrees: "du gewinnst", "ganas tú").
tui-game-over = game over: { $names } won{ $count ->
    [one] {""}
   *[other] {" "}(shared)
}{ $you ->
    [yes] {""}
   *[no] {""}
}
tui-players = Players
tui-log = Log
tui-col-player = player
tui-col-cards = cards
tui-col-score = score
tui-top = Top
tui-colour = colour
tui-colour-to-choose = colour to be chosen
tui-pile = pile { $n }
tui-penalty = penalty +{ $n }
tui-prompt-colour-for = Colour for { $cards }: r red, y yellow, g green, b blue (Esc cancels)
tui-prompt-catch = Catch whom? { $list } (Esc cancels)
tui-prompt-quit = Quit this game? y quits, n or Esc goes back to it
tui-prompt-round-over = Round { $round } over: { $name } won. Enter: next round
tui-prompt-game-over = Game over: { $you ->
    [yes] { $names } won
   *[no] { $names } { $count ->
        [one] won
       *[other] won
    }
} ({ $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}).
    r rematch (same table, new seed) · n new game · q quit
tui-prompt-no-fit = Your turn: no card fits, draw (d)
tui-prompt-your-turn = Your turn: play a card (Enter or its number) or draw (d)
tui-prompt-drew = You drew { $card }: play it (Enter) or keep it (k)
tui-prompt-colour = Choose the colour: r red, y yellow, g green, b blue
tui-prompt-player = Choose a player: press their number (# in Players)
tui-prompt-penalty-draw = Penalty +{ $n }: no card of yours stacks on it, d draws { $n }
tui-prompt-penalty-stack = Penalty +{ $n } waits: stack a card (Enter) or d draw { $n }
tui-prompt-honour = Honour rule: "{ $text }": o comply, t take the penalty
tui-prompt-waiting = { $name } { $what ->
    [turn] to play
    [play_or_pass] drew a playable card
    [choose_color] choosing a colour
    [choose_player] choosing a player
    [accept_or_challenge] facing a W+4
    [stack_or_draw] facing a penalty
    [comply_or_penalty] asked to honour a rule
   *[other] {""}
}…
tui-key-colour = colour
tui-key-cancel = cancel
tui-key-seat-to-catch = seat to catch
tui-key-quit = quit
tui-key-back = back to the game
tui-key-card-codes = card codes
tui-key-keys-rules = keys and rules
tui-key-close = close
tui-key-rematch = rematch
tui-key-new-game = new game
tui-key-keys = keys
tui-key-next-round = next round
tui-key-call-uno = call UNO!
tui-key-catch = catch
tui-key-choose-player = choose player
tui-key-jump-in = jump in
tui-key-play = play
tui-key-play-card = play card
tui-key-mark = mark (multi-play)
tui-key-accept = accept (draw { $n })
tui-key-challenge = challenge
tui-key-draw = draw
tui-key-keep = keep
tui-key-comply = comply
tui-key-take-penalty = take penalty
tui-key-uno-armed = UNO armed
tui-key-uno-with-play = UNO with play
tui-key-select = select
tui-key-hint = hint

## The rules form

timer-none = No timer
timer-secs = { $n } s
timer-mins = { $n } min
rule-link-title = How it works: rule { $rule } in the rule book
rule-link-label = How it works (rule { $rule })
house-implies = Also turns on { $list }.
house-excludes = Not with { $list }.
form-preset = Preset
form-rounds = Number of rounds
form-wc-rule = WC{ $n } honour rule
form-wc = { $title }: the next player does it or draws 1
form-json = Rules as JSON
form-json-reset = Reset from the form
form-json-hint = Edit to set anything the engine knows, such as a custom deck or customizable wilds; your text is sent as it is.
form-watch = I'll watch
form-watch-line = Create the room without taking a seat.
form-timer-line = Time to act before the server plays for you.
form-more = More options: first card, challenges, card values
cat-option-zero_counts_ten = Zeros count 10
cat-option-badtz_maru_cards = Badtz-Maru cards in the deck
cat-option-badtz_maru_counts_self = Badtz-Maru counts its player
cat-option-wc = Customizable wilds
bot-name-n = { $base } { $n }
pod-cards-word = { $count ->
    [one] card
   *[other] cards
}
tui-your-hand = Your hand: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
tui-h-round = round { $n }
tui-h-dealer = dealer { $name }
tui-h-seed = seed { $seed }
tui-dealer-won = { $name } won the draw for dealer

## Hints (issue 31 §2)

btn-hint = Hint
hint-title = The coach's choice for this decision, from what you can see
hint-says = Hint: { $what } (about { $pct }% to win this round).
hint-what = { $do ->
    [draw] draw a card
    [pass] keep the card
    [accept] accept the penalty
    [challenge] challenge
    [comply] do it
    [penalty] take the penalty
    [colour] name { $colour }
    [player] choose { $player }
    [play-colour] play { $cards } and name { $colour }
   *[play] play { $cards }
}
allow-hints = Allow hints (games in this room are not rated)
hints-on = Hints are on in this room: its games are not rated.
error-hints_off = This room does not allow hints.
error-no_decision = There is nothing for you to decide right now.
error-hints_not_allowed = Hints are only for private rooms, whose games are not rated.

## The terminal's score panel and partnerships (R15)

tui-scores-game-over-scores = Game over: scores
tui-scores-game-over = Game over
tui-scores-round = Round { $n } scores
tui-col-in-hand = in hand
tui-col-total = total
tui-in-hand-note = in hand: points of cards left
tui-you-won-game = You won the game!
tui-game-won-by = Game won by { $names }
tui-team-won-round = team { $team } won the round ({ $names })
# R15.4: the game is won by a team (both partners), not shared.
tui-game-over-team = game over: team { $team } won ({ $names })
tui-partner-note = * your partner: { $name }

## The terminal's log: rarer events (in the person's language too)

tui-first-card-returned = { $card } turned first goes back into the deck
tui-nothing-to-draw = nothing left for { $name } to draw
tui-reshuffled = { $count ->
    [one] { $count } discard
   *[other] { $count } discards
} shuffled into a new draw pile
tui-challenged = { $name } challenged { $targetyou ->
    [yes] your
   *[no] { $target }'s
} W+4: { $guilty ->
    [yes] guilty!
   *[no] innocent
}
tui-hand-shown = { $name } showed { $you ->
    [yes] your
   *[no] their
} hand to { $to }
tui-you-showed-hand = you showed your hand to { $to }
tui-showed-you = { $name } showed you:{ $cards }
tui-chance-uno = u: call UNO now!
tui-chance-catch = c: catch { $name } (no UNO)
tui-chance-jump-in = j: jump in with { $cards }
tui-uno-armed-line = UNO! will be called with your next play
tui-w4-someone = The player
tui-w4-played = { $name } played W+4 on you. Answer with d or x:
tui-w4-played-colour = { $name } played W+4 on you (colour now { $colour }). Answer with d or x:
tui-w4-accept = d accept: draw { $n } cards and lose your turn
tui-w4-before-colour = a { $colour } card (the colour before the W+4){ $itembox ->
    [yes] { " " }or a WIB
   *[no] {""}
}
tui-w4-before-any = a card of the colour before the W+4{ $itembox ->
    [yes] { " " }or a WIB
   *[no] {""}
}
tui-w4-challenge = x challenge: { $name } shows you their hand. If { $name } held { $before }, { $name } draws 4 and you play on; if not, you draw 6 and lose your turn.
tui-w4-stack = Enter stack a W+4 on it: the next player faces +{ $n }
tui-swapped = { $a } and { $b } swapped hands
tui-hands-passed = every hand passed on { $dir }
tui-hands-shuffled = all hands shuffled and dealt again
tui-item-box = item box turned { $card }: { $item }
tui-no-item = item box: nothing to turn
tui-item-mushroom = Mushroom: another turn
tui-item-banana_peel = Banana Peel: the previous player draws 2
tui-item-green_shell = Green Shell: a chosen player draws 1
tui-item-lightning = Lightning: everyone else draws 1, another turn
tui-item-bob_omb = Bob-omb: draws 2 and names the colour
tui-honour = honour rule for { $name }: "{ $text }" (or draw { $n })
tui-complied = { $name } complied
tui-uno-not-counted = { $name } called UNO, which did not count
tui-catch-failed = { $name } tried to catch { $target }: no effect
tui-blocked = nobody can play or draw: the round is blocked, and { $name } { $you ->
    [yes] have
   *[no] has
} the lowest hand
tui-eliminated = { $name } { $you ->
    [yes] were
   *[no] was
} eliminated

## Partnerships on the page (R15)

cat-option-teams = Play in teams of two
cat-option-teams-desc = Partners sit opposite and win, score and lose together (4, 6, 8 or 10 players).
spec-teams-pairs = teams of two, partners opposite
form-unscored = Not used with “{ $rule }”: one round is the whole game, unscored; the player left holding cards loses and everyone else wins (R13).
form-no-teams = Teams cannot play “{ $rule }” (R15.5).
spec-unscored = none (one round; the player left holding cards loses)
team-title = Team { $team }
partner-badge = partner
scores-by-team = scores are by team: partners share one total
teams-need-seats = Teams of two need 4, 6, 8 or 10 seats (the table has { $n }).
long-rounds-note = With { $n } seats and { $cards } Badtz-Maru cards a round can last thousands of turns (R8.6: the players with the fewest cards keep drawing 4). Two Badtz-Maru or fewer (Rules: Badtz-Maru cards in the deck) keep rounds short.
team-pair = Team { $team }: { $a } and { $b }
online-2v2 = { $preset } · 2v2 (teams of two)
quick-2v2-note = 2v2: teams of two, partners opposite (seats 1 and 3, seats 2 and 4).

## The daily deal (issue 30 §4: web/js/daily.js)

daily-title = Today's deal
daily-lead = Everyone plays the same deal against the same three bots ({ $bots }): classic rules, one round, one attempt a day.
daily-play = Play today's deal
daily-continue = Back to your game
daily-unfinished = You started today's deal without finishing it: it counts as your attempt.
daily-you-won = You won in { $turns ->
    [one] one turn
   *[other] { $turns } turns
}: place { $place } of { $count }.
daily-you-lost = You lost after { $turns ->
    [one] one turn
   *[other] { $turns } turns
} with { $points ->
    [one] one point
   *[other] { $points } points
} left in hand: place { $place } of { $count }.
daily-table = Today's table
daily-table-of = The table of { $day }
daily-th-place = Place
daily-th-result = Result
daily-th-turns = Turns
daily-th-points = Points left
daily-th-replay = Replay
daily-won = Won
daily-lost = Lost
daily-replay = Watch
daily-replay-of = Watch { $name }'s game
daily-none-yet = Nobody has finished this deal yet.
daily-unfinished-list = Not finished: { $names }
daily-commitment = Commitment
daily-fair-summary = Fairness: check the deal
daily-fair-text = The deal's secret was committed to when the day began; it is revealed when the day (UTC) is over, and the commitment proves it was not changed.
daily-fair-revealed = The day is over: its seed and salt are revealed, and the command below checks them against the commitment.
daily-yesterday = Yesterday's deal ({ $day }): its table, its secret and every replay
daily-home = Home
daily-past-title = The deal of { $day }
daily-replays-open = The day is over: every game of this deal can be replayed with all hands open.
daily-all-hands = Every hand
daily-see-table = See today's table
error-daily_already_played = You have already played today's deal: one attempt a day. Come back tomorrow!
error-daily_not_revealed = This is a daily deal: its games are open to everyone once its day is over.
error-no_such_day = There is no daily deal for that day.
## Accounts (issue 32 §2): the home page's Account panel (web/js/account.js)

account-title = Your player on every device
account-intro = Save this player with a passkey to keep your name, rating and history, and to sign in on your other devices.
account-no-passkeys = This browser cannot use passkeys. You can still sign in with a code.
account-save = Save this player with a passkey
account-sign-in = Sign in with a passkey
account-code-label = Transfer or recovery code
account-code-use = Sign in with the code
account-signed-in = Signed in as { $name } (player #{ $id })
account-passkeys = { $n ->
    [one] One passkey
   *[other] { $n } passkeys
}
account-codes-left = { $n ->
    [one] one recovery code left
   *[other] { $n } recovery codes left
}
account-saved = Saved! This player is now yours on every device where you sign in.
account-recovery-title = Your recovery codes
account-recovery-note = Keep these somewhere safe: if you lose your passkey, each code signs you in once. They are shown only now.
account-transfer = Show a code for another device
account-transfer-code = On your other device, type this code within { $minutes } min: { $code }
account-add-passkey = Add another passkey
account-passkey-added = Passkey added.
account-sign-out = Sign out
account-signed-out = Signed out on this device.
account-delete = Delete my account
account-delete-confirm = Delete your account? Your name, passkeys and codes are removed for good; your past games stay, without your name.
account-delete-yes = Delete for good
account-delete-no = Keep my account
account-deleted = Your account is deleted.
account-welcome = Welcome back, { $name }!
account-cancelled = The passkey request was cancelled.
account-need-name = Choose a nickname first.
error-not_signed_in = You are not signed in on this device.
error-bad_origin = This request came from another site and was refused.
error-json_required = The request was refused: it did not come from this page.
error-ceremony_expired = That took too long or was already used. Please try again.
error-passkey_refused = The passkey could not be confirmed.
error-passkey_taken = This passkey is already saved for a player.
error-bad_code = That code is wrong, already used or expired.
## The coach's analysis under a replay (web/js/analysis.js)

replay-all-hands = You played in this game: now that it is over, every hand is shown to its players (and to nobody else).
replay-hand-of = { $name }'s hand ({ $cards })
log-dealt-other = { $name } was dealt { $count } cards.
analysis-heading = Your analysis
analysis-intro = The coach rates each of your decisions from what you could see at the time: your chance to win the round after your move, your mistakes, and what would have been better.
analysis-ask = Analyse my play
analysis-queued = Waiting for a free analyser…
analysis-progress = Analysing… { $done } / { $total }
analysis-failed = The analysis could not be finished.
analysis-chart-label = Your estimated chance to win the round after each of your { $decisions } decisions; { $marks } marked.
analysis-mark-mistake = Mistake
analysis-mark-blunder = Blunder
analysis-step = step { $step }
analysis-played = you chose to { $action } ({ $win } to win);
analysis-better = better was to { $action } ({ $win }).
analysis-legend-line = your chance to win the round
analysis-summary = { $decisions ->
    [one] 1 decision
   *[other] { $decisions } decisions
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}; on average { $loss } points of win probability lost per decision.
analysis-no-marks = No mistakes: the coach would not have done clearly better anywhere.
analysis-played-no-uno = you chose to { $action } ({ $win } to win) and did not call UNO with one card left (R10.1: a catch costs 2 cards).
analysis-no-uno-too = And no UNO call with one card left (R10.1).
analysis-summary-no-uno = { $count ->
    [one] 1 play
   *[other] { $count } plays
} left you one card without an UNO call (R10.1).
error-analysis_limit = You have analyses waiting already: ask again when one is done.
error-analysis_busy = The server has too many analyses waiting: try again in a few minutes.
error-no_analysis = No analysis of your play in this game has been asked for.
daily-leaders = Leading: { $names }
daily-player = Player

## The terminal game (uno play): the scoring, the new-game screen, the `?`
## panel, the status line and the summary printed at the end

# The scoring in the header (R12.2); $method is tui-scoring-method's words.
tui-scoring-method = { $method ->
    [average] average scoring
    [penalty] penalty scoring
   *[winner_takes_all] winner takes all
}
tui-scoring-target = { $method }, to { $target }
tui-scoring-target-lowest = { $method }, to { $target }, lowest wins
tui-scoring-elimination = { $method }, out at { $target }
tui-scoring-rounds = { $method }, { $n ->
    [one] { $n } round
   *[other] { $n } rounds
}
tui-scoring-rounds-lowest = { $method }, { $n ->
    [one] { $n } round
   *[other] { $n } rounds
}, lowest wins
tui-scoring-none = { $n ->
    [one] one round, no scores
   *[other] { $n } rounds, no scores
}
# A bot in the players' list: its name and level; the level by itself (the new-game screen).
tui-level = { $level ->
    [easy] easy
    [medium] medium
    [hard] hard
    [learned] learned
    [random] random
   *[chaos] chaos
}
tui-bot-label = { $name } ({ $level })
# What each preset is (the new-game screen), as a sentence.
tui-about-deck-classic = The official 108-card deck.
tui-about-deck-shuffle-hands = Classic + Wild Shuffle Hands + three Wild Customizable cards, 112 cards.
tui-about-deck-hello-kitty = Classic + 4 Wild Badtz-Maru, 112 cards.
tui-about-deck-mario-kart = 76 numbers, 24 action cards, 4 W+4 and 8 Wild Item Box, no plain wild; one-round games.
tui-about-preset-killer = Draw until playable, jump-in, stack Draw Twos and W+4s, zeros rotate hands.
tui-about-preset-german = Zero swap, jump-in (also on Draw Two penalties), stack Draw Twos.
# The new-game screen after `uno play --rules-file FILE`: the file's rules (its deck and house rules).
tui-about-file = The rules of { $file }: { $rules }.
# What each house rule does (the `?` panel: "Seven swaps: playing a 7 …").
tui-about-house-stack_draw_two = answer a Draw Two with any Draw Two; the first who cannot draws the total
tui-about-house-stack_draw_four = likewise W+4 on W+4; a stacked W+4 cannot be challenged
tui-about-house-stack_mixed = a W+4 may also be stacked on a Draw Two penalty (implies both stacking rules)
tui-about-house-jump_in = play a card identical to the top card out of turn; play continues from you
tui-about-house-jump_in_draw_two = German rule: any Draw Two may be played out of turn on a waiting Draw Two penalty
tui-about-house-seven_swap = playing a 7 swaps hands with a player of your choice
tui-about-house-zero_rotates = playing a 0 passes every hand to the next player
tui-about-house-zero_swap = playing a 0 swaps hands with a player of your choice (not with Zero rotates)
tui-about-house-draw_until_playable = draw until a playable card comes
tui-about-house-multi_play = play several number cards of one number at once
tui-about-house-no_action_finish = your last card may not be an action or wild card
tui-about-house-last_holding_loses = players who go out leave; the last player holding cards loses
tui-about-house-wd4_strict = an illegal Wild Draw Four is rejected instead of being a bluff
# The new-game screen after a game over.
tui-setup-title = New game
tui-setup-rules = Rules
tui-setup-bots = Bots
tui-setup-level = Level
tui-setup-bots-value = { $bots } (a table of { $players })
tui-setup-keys = ↑↓ choose a line · ←→ change it · Enter deals · q quits
tui-setup-kept = { $about } The last game's rules are kept, house rules and scoring included.
# The `?` panel: its titles, the rules in play, the keys, the card codes.
tui-help-keys-title = Keys · Tab: card codes
tui-help-rules-title = Rules in play
tui-help-codes-title = Card codes · Tab: keys and rules
tui-help-rules-hand = { $rules }, hands of { $n }
tui-help-house-none = house rules: none
tui-help-house = house rules:
tui-help-house-rule = { $title }: { $what }
tui-help-scoring = scoring: { $scoring }
tui-help-key-move = move; ↑↓ to playable cards
tui-help-key-enter = play the card (or next round)
tui-help-key-digits = play the card so numbered
tui-help-key-space = mark for play several
tui-help-key-draw = draw; facing a penalty: take it
tui-help-key-keep = keep the drawn card (pass)
tui-help-key-uno = call UNO
tui-help-key-catch = catch a player without UNO
tui-help-key-jump-in = jump in (out of turn)
tui-help-key-challenge = challenge a W+4 (d accepts it)
tui-help-key-colour = choose a colour
tui-help-key-player = choose a player (# in Players)
tui-help-key-honour = comply / take the penalty
tui-help-key-hint = hint: the coach's choice (--hints)
tui-help-key-next = next round (after the game: new)
tui-help-key-rematch = after the game: rematch
tui-help-key-esc = close a question or this list
tui-help-key-quit = quit (asks first)
tui-help-key-ctrl-c = quit at once
tui-legend-colours = colours: red, yellow, green, blue (the first letter of a card)
tui-legend-number = number cards: colour letter + number (R7 = red 7)
tui-legend-skip = Skip: the next player loses their turn
tui-legend-reverse = Reverse: play changes direction
tui-legend-draw_two = Draw Two: the next player draws 2 and loses their turn
tui-legend-wild = Wild: play it on anything and name the colour
tui-legend-wild_draw_four = Wild Draw Four: name the colour; the next player draws 4 or challenges
tui-legend-shuffle_hands = Wild Shuffle Hands: all hands are shuffled and dealt again
tui-legend-badtz_maru = Wild Badtz-Maru: the other players with the fewest cards draw 4
tui-legend-item_box = Wild Item Box: turns the top card of the pile; its colour gives an item
tui-legend-custom-honour = { $card }: name the colour; "{ $honour }" (or draw { $n })
tui-legend-custom-effects = { $card }: name the colour; then { $effects }
# The card an Item Box turns, by its colour (R9).
tui-legend-item-card = { $colour ->
    [red] red card
    [yellow] yellow card
    [green] green card
    [blue] blue card
   *[wild] a wild
}
tui-help-hand-marks = Under your cards: 1-9 and 0 are the keys that play them; ↵: playable, select it (←→) and press Enter; +1 +2: marked for play several, in order; [R3]: the selected card; dim: not playable now.
# The players' list: a player who went out, one eliminated (4 columns at most).
tui-flag-out = out
tui-flag-elim = elim
tui-no-cards = (no cards)
tui-hand-rows = rows { $from }-{ $to } of { $n }, ←→ scrolls
tui-too-small = The terminal is { $size }: uno play needs { $need }. { $quitting ->
    [yes] Quit this game? y quits, n goes back.
   *[no] Enlarge it to play; q quits.
}
# The status line: what a key did or why it did nothing.
tui-say-back = Back to the game
tui-say-colour = Choose a colour: r red, y yellow, g green, b blue (Esc cancels)
tui-say-catch-seat = Press the seat number of the player to catch (Esc cancels)
tui-say-esc = Esc closes a question or the key list; q quits
tui-say-no-card-marked = No card marked { $n } to play now
tui-say-cannot-draw = You cannot draw now
tui-say-keep-only = Keeping is only possible right after drawing a playable card (R6.2)
tui-say-w4-keys = d accepts the W+4 (you draw 4), x challenges it
tui-say-no-challenge = No Wild Draw Four to challenge now
tui-say-no-honour = No honour rule waits for you
tui-say-nobody-to-catch = Nobody to catch: only a player left with one card who has not called UNO
tui-say-no-colour = No colour to choose now (a wild asks for one when you play it)
tui-say-not-your-turn = Not your turn: { $name } is to play
tui-say-round-over = The round is over
tui-say-game-over = The game is over: r rematch, n new game, q quit
tui-say-round-not-over = The round is not over yet
tui-say-uno-withdrawn = UNO call withdrawn
tui-say-uno-when = UNO is called when a play leaves you one card (u before or right after it)
tui-say-no-jump-in = No jump-in possible now (a card identical to the top card jumps in)
tui-say-jump-in-off = Jump-in is not in these rules (a house rule: uno play --house jump_in)
tui-say-cannot-play = { $card } cannot be played now
tui-say-hints-off = Hints are off: start the game with uno play --hints
tui-say-no-hint = No decision of yours to hint now
tui-say-hint = Hint: { $what } (about { $pct }% to win the round)
tui-say-hint-next = { $hint }; next best: { $what } { $pct }%
# The summary printed when uno play ends.
tui-summary-game = Game { $number }: seed { $seed } · { $rules } · { $scoring }
tui-summary-won = { $names } won after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
tui-summary-not-finished = not finished: left in round { $n }
tui-summary-scores = scores: { $scores }
tui-summary-again = to play this deal again: uno play --seed { $seed } (with the same other flags)
# A round that does not end, and a bot's rejected choice: bugs, to report.
tui-stalled = This round passed { $n } actions without ending: the bots have stopped (a bug in the rules or the engine; please report it with seed { $seed }). q quits.
tui-bot-fault-passes = (bot { $bot } at seat { $seat } chose { $choice }, rejected: { $error }; the chance passes)
tui-bot-fault-instead = (bot { $bot } at seat { $seat } chose { $choice }, rejected: { $error }; it plays { $action } instead)
tui-bot-stuck = (bot { $bot } at seat { $seat } chose { $choice }, rejected: { $error }; and nothing could be played instead)
# Between the titles of the house rules in the header ("Jump-in, Seven swaps").
tui-list-sep = { ", " }
# The header on a narrow terminal: house rules counted, not named ("Classic + Jump-in, 5 more", "Classic + 7 house rules").
tui-house-more = { $n } more
tui-house-count = { $n ->
    [one] one house rule
   *[other] { $n } house rules
}

## The catalogue's one-line descriptions on the page (web/js/rules.js:
## cat-KIND-NAME-desc), each a sentence. The decks and presets say what
## the terminal game says.

cat-deck-classic-desc = { tui-about-deck-classic }
cat-deck-shuffle-hands-desc = { tui-about-deck-shuffle-hands }
cat-deck-hello-kitty-desc = { tui-about-deck-hello-kitty }
cat-deck-mario-kart-desc = { tui-about-deck-mario-kart }
cat-preset-killer-desc = { tui-about-preset-killer }
cat-preset-german-desc = { tui-about-preset-german }
cat-house-stack_draw_two-desc = Answer a Draw Two with any Draw Two; the first who cannot draws the total.
cat-house-stack_draw_four-desc = Likewise a Wild Draw Four on a Wild Draw Four; a stacked Wild Draw Four cannot be challenged.
cat-house-stack_mixed-desc = A Wild Draw Four may also be stacked on a Draw Two penalty.
cat-house-jump_in-desc = Play a card identical to the top card out of turn; play continues from you.
cat-house-jump_in_draw_two-desc = German rule: any Draw Two may be played out of turn on a waiting Draw Two penalty.
cat-house-seven_swap-desc = Playing a 7 swaps hands with a player of your choice.
cat-house-zero_rotates-desc = Playing a 0 passes every hand to the next player.
cat-house-zero_swap-desc = Playing a 0 swaps hands with a player of your choice.
cat-house-draw_until_playable-desc = Draw until a playable card comes.
cat-house-multi_play-desc = Play several number cards of one number at once.
cat-house-no_action_finish-desc = Your last card may not be an action or wild card.
cat-house-last_holding_loses-desc = Players who go out leave; the last player holding cards loses.
cat-house-wd4_strict-desc = An illegal Wild Draw Four is refused instead of being a bluff.
cat-first-official-desc = The first card acts for the dealer's left (Skip, Reverse, Draw Two, Wild); a Wild Draw Four is shuffled back in.
cat-first-as_dealer_played-desc = The dealer counts as having played it, all effects included.
cat-first-ignore_actions-desc = Action cards and Wild Draw Fours are covered until a number or a wild shows (the Mario Kart default).
cat-scoring-winner_takes_all-desc = The round's winner scores every other hand; first to the target wins (official).
cat-scoring-average-desc = The winner scores the average of the other hands, rounded half up.
cat-scoring-penalty-desc = Everyone scores their own hand, the winner 0; the lowest total wins.
cat-scoring-none-desc = One round is the whole game (the Mario Kart default).
cat-end-target-desc = The game ends when someone reaches the target score.
cat-end-elimination-desc = Reaching the target knocks a player out; the last one left wins.
cat-end-hands-desc = A fixed number of rounds instead of a target; the best total wins.
cat-bot-easy-desc = Plays a legal card, without a plan.
cat-bot-medium-desc = Plays sensibly: keeps wilds, calls UNO, catches.
cat-bot-hard-desc = Tracks cards and searches ahead.
cat-bot-learned-desc = A neural network trained by reinforcement learning on classic rules (about as strong as medium under other rules); one quick look per move.
cat-option-first_card-desc = How the first card of a round acts.
cat-option-hand_size-desc = Cards dealt to each player.
cat-option-challenge-desc = A Wild Draw Four can be challenged.
cat-option-target-desc = The score that ends the game.
cat-option-method-desc = How the points of a round are counted.
cat-option-game_end-desc = When the game ends.
cat-option-zero_counts_ten-desc = A 0 left in a hand is worth 10 points.
cat-option-badtz_maru_cards-desc = The number of Wild Badtz-Maru cards in the deck, whatever the preset.
cat-option-badtz_maru_counts_self-desc = The player of a Wild Badtz-Maru can be among those with the fewest cards.
cat-option-wc-desc = The rule of each Wild Customizable card, WC1 first: effects the game carries out, or an honour rule.

## The rule book (web/js/rulebook.js), R1–R14 as the engine plays them, in
## short form, and how each decision is made on this page. A message may
## use <b>, <i> and <code>; the R-numbers stay as they are (the rule book
## is cited by them).

rb-play-title = Playing on this page
rb-play-intro = Your hand is at the bottom, sorted by colour. Cards you may play now are raised and bright; the others are dimmed. Click (or focus and press Enter on) a card to play it. Every card shows its colour's shape in its corners (red a triangle, yellow a ring, green a cross, blue three bars; a wild has none), and so do the colour in play and the colour picker, so colour is never the only cue.
rb-keys-decision = Decision
rb-keys-control = Control
rb-keys-key = Key
rb-key-play = Play a card
rb-key-play-how = click a lit card in your hand
rb-key-play-keys = ←/→ then Enter
rb-key-draw = Draw
rb-key-draw-how = the draw pile, or <b>Draw</b>
rb-key-drawn = Play or keep the card you drew (R6.2)
rb-key-drawn-how = <b>Play it</b> / <b>Keep it</b>
rb-key-colour = Name a colour (wilds, R5.3)
rb-key-colour-how = the colour picker: Red, Yellow, Green, Blue
rb-key-player = Choose a player (7-0 swaps, Green Shell, customizable wilds)
rb-key-player-how = the player picker
rb-key-wd4 = Answer a Wild Draw Four (R8.2)
rb-key-wd4-how = <b>Accept</b> or <b>Challenge</b>; after a challenge you alone see the hand
rb-key-stack = A stacked penalty (R13)
rb-key-stack-how = the total is shown on the pile; stack a lit card or <b>Draw N</b>
rb-key-uno = Call UNO (R10)
rb-key-uno-how = <b>UNO!</b>: press it before your next-to-last card to call with the play, or after, until caught
rb-key-catch = Catch a player who did not call
rb-key-catch-how = <b>Catch</b> on their seat
rb-key-jump = Jump in (R13)
rb-key-jump-how = an identical card lights up out of turn: click it
rb-key-honour = Honour rules (R8.5)
rb-key-honour-how = <b>Done it</b> or <b>Take the penalty (draw N)</b>
rb-key-next = Next round
rb-key-next-how = <b>Next round</b> on the score table (it also deals by itself)
rb-key-log = Event log
rb-key-log-how = the log panel (a button on small screens)
rb-play-keyboard = The keyboard alone plays a whole game: Tab reaches the hand (one stop; the arrows, Home and End move in it), the action buttons, the seats' <b>Catch</b> buttons and the log. Dialogs and the panels over the table keep the focus until they close, then give it back to the table.
rb-play-server = The server checks every move (R4.4): a refused move changes nothing and you see why. A refresh or a lost connection reconnects by itself to the same seat.
rb-r1-title = Decks
rb-r1-house = { $presets } use the { $deck } deck with house rules (R13). A deck can also be a list of card counts (R14).
rb-r2-title = Setting up
rb-r2-1 = 2 to 10 players.
rb-r2-2 = Round 1: everyone draws a card, the highest number deals (action and wild cards count as 0; ties draw again). A table may fix the dealer instead. Later rounds: the deal passes to the left.
rb-r2-3 = 7 cards each (option: hand size), one at a time from the dealer's left, clockwise. The rest is the draw pile; its top card starts the discard pile.
rb-r2-4 = Seats are numbered clockwise; "left" is clockwise.
rb-r3-title = The first card
rb-r3-official = <b>Official</b> (default): a number does nothing; a Skip skips the dealer's left; a Reverse lets the dealer start counter-clockwise; a Draw Two makes the dealer's left draw 2 and lose the turn; a Wild (or Shuffle Hands, customizable, Badtz-Maru, Item Box) lets the dealer's left name the colour and play; a Wild Draw Four goes back, the deck is shuffled, and a new card is turned.
rb-r3-dealer = <b>As the dealer played it</b>: the dealer counts as having played it (naming the colour for a wild), with every effect, 7 and 0 house effects included; a Wild Draw Four makes the dealer's left draw 4.
rb-r3-ignore = <b>Ignore actions</b> (Mario Kart): action cards and Wild Draw Fours are covered by new cards until a number or another wild shows.
rb-r3-first = Nobody may stack on or challenge a first card.
rb-r4-title = A turn
rb-r4-1 = On your turn: play one legal card, or draw. Nothing else ends a turn.
rb-r4-2 = Then the next player in the current direction plays, unless a card says otherwise.
rb-r4-3 = When several players must draw, they draw in turn order starting after the card's player.
rb-r4-4 = An illegal move is refused with a message and changes nothing; software never punishes a wrong click.
rb-r5-title = Which cards can be played
rb-r5-1 = The colour in play is the top card's, or the colour named for a wild.
rb-r5-2 = A coloured card matches the colour in play, or the top card's number or symbol.
rb-r5-3 = Wild, Shuffle Hands, customizable wilds, Badtz-Maru and Item Box can always be played; you name any colour (the Item Box's colour comes from its item, R9).
rb-r5-4 = A Wild Draw Four is legal only if you hold no card of the colour in play (in a deck with Item Boxes, a held Item Box counts as that colour). You may still play it as a bluff and risk a challenge (R8.3), unless <i>Strict Wild Draw Four</i> is on.
rb-r6-title = Drawing
rb-r6-1 = You may draw even when you could play.
rb-r6-2 = You draw one card. If it is playable you may play that card at once or keep it; otherwise the turn passes.
rb-r6-3 = <i>Draw until playable</i>: keep drawing until a playable card comes. Penalty draws are always exact.
rb-r6-4 = An empty draw pile is rebuilt from the discards under the top card (named colours are forgotten). If there is still nothing, the draw is skipped.
rb-r7-title = Action cards
rb-r7-1 = Skip: the next player loses their turn.
rb-r7-2 = Reverse: the direction flips; with two players it acts as a Skip.
rb-r7-3 = Draw Two: the next player draws 2 and loses their turn (no answering with a Draw Two unless stacking is on).
rb-r7-4 = With two players, Skip and Draw Two let you play again.
rb-r8-title = Wild cards
rb-r8-1 = Wild: name the colour.
rb-r8-2 = Wild Draw Four: name the colour; the next player <b>accepts</b> (draws 4, loses the turn) or <b>challenges</b> (if challenges are on).
rb-r8-3 = Challenge: the player of the Wild Draw Four shows their hand to the challenger alone. If they held a card of the colour in play before it (guilty), they draw 4 and the challenger plays normally; if not, the challenger draws 6 and loses the turn.
rb-r8-4 = Wild Shuffle Hands: name the colour; all hands are gathered, shuffled and dealt out from the next player.
rb-r8-5 = Wild Customizable: name the colour, then the card's rule applies: either effects the game carries out, or an <b>honour rule</b> shown to everyone, which its target does (<b>Done it</b>) or draws the penalty.
rb-r8-6 = Wild Badtz-Maru: name the colour; among the other players, those with the fewest cards draw 4. Nobody loses a turn.
rb-r9-title = Wild Item Box (Mario Kart)
rb-r9-intro = The top card of the draw pile is turned onto the pile and its colour fires an item (its own action is ignored):
rb-r9-wild = A wild
rb-r9-item = <b>{ $color }, { $item }</b>: { $effect }.
rb-r10-title = Calling UNO
rb-r10-1 = When your own play leaves you one card, call UNO: with the play, or any time after until caught (a call before the play does not count).
rb-r10-2 = Until you call you are exposed: anyone may <b>catch</b> you and you draw 2. The chance ends when another player acts, when you call, or when your hand is no longer one card. The server holds a catch for a short grace window so your call can still arrive.
rb-r10-3 = Catching someone who is not exposed does nothing.
rb-r10-4 = Plays that move hands (swaps, rotation, Shuffle Hands) expose no one.
rb-r11-title = Going out
rb-r11-1 = A round ends when, after a play's effects have fully resolved, a player holds no cards: they win the round. A last Draw Two or Wild Draw Four is still drawn by the next player (and counts); it cannot be challenged.
rb-r11-2 = Hand-moving effects resolve first: going out with a 0 under <i>Zero rotates</i> hands your empty hand on.
rb-r12-title = Scoring and winning
rb-r12-1 = Card values: numbers their face (a 0 may count 10), Skip / Reverse / Draw Two 20, wilds 50.
rb-r12-2 = <b>Winner takes all</b> (official): the winner scores the other hands; first to the target (500) wins. <b>Average</b>: the winner scores the average of the other hands. <b>Penalty</b>: everyone scores their own hand and the lowest wins; the game ends at the target, by <b>elimination</b>, or after <b>N rounds</b>. <b>One round</b>: one round is the game. A fixed number of rounds may replace the target for any method.
rb-r12-3 = Ties for the win are shared.
rb-r13-title = House rules
rb-r13-preset = Preset <b>{ $name }</b>: { $list }.
rb-r14-title = Rules as data
rb-r14-text = A game's rules are one value: deck, first-card rule, options, house rules, scoring, hand size and the rule of every customizable wild. You can write them as JSON under <b>{ $json }</b> when creating a room. Customizable wilds take effects from this list: { $effects }, or an honour rule, where T is { $targets }.
rb-decisions-title = Decisions where the rule book leaves room
rb-dec-1 = A catch may be made while a decision (such as answering a Wild Draw Four) waits; catches and calls never close the window, a jump-in does.
rb-dec-2 = With a stacking rule on, the player facing a penalty is always asked, even holding nothing to stack.
rb-dec-3 = A challenge judges the hand as it was when the Wild Draw Four was played, against the colour before it.
rb-dec-4 = Draws made by a customizable wild's effects are immediate: nobody can stack on them.
rb-dec-5 = The Green Shell always asks its player to choose; a Bob-omb draws 2 first, then asks for the colour.
rb-dec-6 = Reaching the target means a total at or above it; <i>after N rounds</i> ends the game only after round N.
rb-dec-7 = Zero swaps and Zero rotates cannot both be on; elimination needs penalty scoring.
rb-dec-source = The full text with every decision and the scenario that pins it is { $file } in the source.
# Between two sentences of one rule (a space; none in Japanese and Chinese).
rb-sentence-sep = { " " }
rb-r1-deck = <b>{ $name }</b> ({ $cards }): { $text }
rb-r13-rule = <b>{ $name }</b> (<code>{ $id }</code>): { $text }
