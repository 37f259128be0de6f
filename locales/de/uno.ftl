# UNO auf Deutsch. Dieselben Kennungen und Variablen wie im Englischen
# (locales/en/uno.ftl). Kartencodes (R7, W+4) bleiben, Kartennamen werden
# übersetzt.

language-name = Deutsch
language-picker = Sprache

## Allgemeine Wörter

you = Du
you-inline = du
seat-n = Platz { $n }
n-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
n-rounds = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
n-actions = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
n-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
n-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}
loading = Wird geladen …
close = Schließen
cancel = Abbrechen
ok = OK
try-again = Nochmal versuchen
refused = Geht nicht
bot-level = { $level ->
    [easy] leichter Bot
    [medium] mittlerer Bot
    [hard] schwerer Bot
   *[other] Bot ({ $level })
}

## Farben und Karten

color-R = Rot
color-Y = Gelb
color-G = Grün
color-B = Blau
card-number = { $color } { $number }
card-skip = { $color } Aussetzen
card-reverse = { $color } Richtungswechsel
card-draw_two = { $color } Zieh Zwei
card-wild = Farbenwahl
card-wild_draw_four = Zieh-Vier-Farbenwahl
card-shuffle_hands = Farbenwahl Handkartentausch
card-badtz_maru = Farbenwahl Badtz-Maru
card-item_box = Farbenwahl Item-Box
card-custom = Blanko-Farbenwahl { $number }
card-color-named = { $card }, gewünschte Farbe: { $color }
card-chosen-title = Gewünschte Farbe: { $color }

## Mario-Kart-Items (R9)

item-mushroom = Pilz
item-banana_peel = Bananenschale
item-green_shell = Grüner Panzer
item-lightning = Blitz
item-bob_omb = Bob-omb
item-effect-mushroom = { $you ->
    [yes] du spielst sofort noch einmal
   *[no] { $player } spielt sofort noch einmal
}
item-effect-banana_peel = { $you ->
    [yes] wer vor dir dran war, zieht 2
   *[no] wer vor { $player } dran war, zieht 2
}
item-effect-green_shell = { $you ->
    [yes] du wählst jemanden, der 1 zieht
   *[no] { $player } wählt jemanden, der 1 zieht
}
item-effect-lightning = { $you ->
    [yes] alle anderen ziehen 1, dann spielst du noch einmal
   *[no] alle anderen ziehen 1, dann spielt { $player } noch einmal
}
item-effect-bob_omb = { $you ->
    [yes] du ziehst 2 und wünschst dir die Farbe
   *[no] { $player } zieht 2 und wünscht sich die Farbe
}

## Fehler

error-network = Der Server ist nicht erreichbar.
error-disconnected = Keine Verbindung: wird neu verbunden …
error-not_your_turn = Du bist noch nicht dran.
error-card_not_playable = Diese Karte kannst du jetzt nicht spielen.
error-card_not_in_hand = Diese Karte hast du nicht.
error-decision_pending = Nicht jetzt: Das Spiel wartet auf eine andere Entscheidung.
error-pass_not_allowed = Behalten kannst du eine Karte nur direkt, nachdem du eine spielbare gezogen hast.
error-cannot_challenge = Es gibt keine Zieh-Vier-Farbenwahl, die du anzweifeln kannst.
error-color_required = Nenne eine Farbe für diese Farbenwahl-Karte.
error-invalid_target = Diesen Spieler kannst du nicht wählen.
error-multi_play_not_allowed = Diese Karten kannst du nicht zusammen spielen.
error-action_finish_not_allowed = Deine letzte Karte darf keine Aktions- oder Farbenwahl-Karte sein: Zieh stattdessen.
error-round_over = Die Runde ist vorbei.
error-round_not_over = Die Runde ist noch nicht vorbei.
error-game_over = Das Spiel ist vorbei.
error-no_such_seat = Diesen Platz gibt es nicht.
error-not_host = Das darf nur die Spielleitung.
error-game_in_progress = Es läuft gerade ein Spiel.
error-not_enough_players = Ein Spiel braucht 2 bis 10 Plätze.
error-room_full = Der Raum ist voll.
error-rate_limited = Nicht so schnell! Versuch es gleich nochmal.
error-no_such_room = Es gibt keinen Raum mit diesem Code.
error-no_such_game = Kein beendetes Spiel mit dieser Nummer.
error-no_such_player = Diesen Spieler gibt es nicht.
error-bad_token = Der Schlüssel für diesen Platz gilt nicht mehr.
error-not_seated = Du hast in diesem Spiel keinen Platz.
error-no_game = Gerade läuft kein Spiel.
error-seat_taken = Dieser Platz ist besetzt.
error-bad_seat = Diesen Platz gibt es nicht.
error-already_seated = Du hast schon einen Platz.
error-too_many_rooms = Du hast zu viele Räume geöffnet.
error-server_full = Der Server ist gerade voll; versuch es später nochmal.
error-invalid_nickname = Diesen Spitznamen kannst du nicht verwenden.
error-invalid_chat = Diese Nachricht kann nicht gesendet werden.
error-invalid_rules = Mit diesen Regeln kann man nicht spielen: { $detail }
error-invalid_settings = Diese Raumeinstellungen gehen nicht: { $detail }
# Rules the engine refused (uno_core::Problem): the detail of error-invalid_rules.
problem-unknown-preset = Es gibt keine Voreinstellung namens „{ $name }“.
problem-unknown-house-rule = Es gibt keine Hausregel namens „{ $name }“.
problem-house-conflict = { $first } und { $second } können nicht gleichzeitig an sein (R13).
problem-elimination-needs-penalty = Ausscheiden wird nur mit Strafpunkten gespielt (R12.2).
problem-teams-elimination = Ausscheiden geht nicht im Teamspiel (R15.4).
problem-teams-last-holding-loses = „Wer zuletzt Karten hält, verliert“ geht nicht im Teamspiel (R15.5).
problem-hand-size = Jeder muss mindestens eine Karte bekommen.
problem-target = Das Punkteziel muss mindestens 1 sein.
problem-deck-count = Das Deck enthält { $card } { $count }-mal; eine Karte darf höchstens 255-mal vorkommen.
problem-deck-card = „{ $entry }“ ist keine Karte, die in ein Deck passt.
problem-empty-deck = Das Deck hat keine Karten.
problem-no-starting-card = Das Deck hat keine Karte, mit der eine Runde beginnen kann (R3 braucht eine andere Karte als W+4).
problem-missing-wc-rule = { $card } ist im Deck, hat aber keine Regel (R14).
problem-too-many-wc-rules = { $count } Regeln für frei gestaltbare Joker – mehr als die höchstens 7 solcher Karten.
problem-players = Ein Spiel braucht 2 bis 10 Spieler, nicht { $count } (R2.1).
problem-deck-too-small = Das Deck hat { $deck } Karten: zu wenige, um { $players } Spielern je { $hand ->
    [one] eine Karte
   *[other] { $hand } Karten
  } zu geben und eine erste Karte aufzudecken.
problem-too-many-copies = { $card } kommt { $have }-mal vor, das Deck hat aber nur { $deck }.
problem-seat = An diesem Tisch gibt es keinen Platz { $seat }.
problem-team-players = Zweierteams brauchen 4, 6, 8 oder 10 Spieler, nicht { $count } (R15.1).
error-game_not_over = Das Spiel ist noch nicht vorbei.
error-storage_unavailable = Der Server kann gerade nichts speichern; nichts wurde geändert. Versuch es gleich nochmal.
error-shutting_down = Der Server startet neu; versuch es gleich nochmal.
error-wrong_instance = Der Raum ist auf einen anderen Server umgezogen; wird neu verbunden …
error-internal = Auf dem Server ist etwas schiefgegangen.
error-rules-json = Das Regel-JSON ist ungültig: { $detail }
error-json = Kein gültiges JSON: { $detail }
error-catalogue = Die Regeln konnten nicht vom Server geladen werden: { $detail }
nick-empty = Such dir einen Spitznamen aus.
nick-too-long = Höchstens 24 Zeichen.
nick-bad-chars = Bitte keine Zeichen < > & " ' `.

## Startseite

home-title = UNO: im Browser spielen
home-tagline = Spiel mit Freunden oder Bots, direkt hier im Browser. Alle offiziellen Regeln, die Editionen und die Hausregeln.
home-play = Spielen
home-nickname = Dein Spitzname
home-nickname-label = Spitzname
quick-play = Schnelles Spiel
play-online = Online spielen
online-rules-label = Regeln für Online spielen
online-length = Eine Runde, ein paar Minuten
create-room = Raum erstellen
create-room-rules = Raum mit diesen Regeln erstellen
help-online = Online spielen: ein Tisch mit anderen Leuten, mit den Regeln neben dem Knopf; Plätze, die nach 20 Sekunden noch frei sind, übernehmen Bots.
help-quick = Schnelles Spiel: du und drei mittlere Bots, klassische Regeln, direkt an den Tisch.
help-create = Raum erstellen: ein Raum mit den Regeln neben dem Knopf („Regeln …“ zum Ändern); im Warteraum kannst du Bots dazuholen und Freunde einladen.
join-title = Einem Raum beitreten
join-hint = Gib den Code ein oder füge den Link ein, den dir jemand geschickt hat.
join-code-label = Raumcode oder Link
join = Beitreten
join-watch = … oder nur zuschauen
join-bad-code = Ein Raumcode hat 6 Buchstaben und Ziffern.
your-rooms = Deine Räume
your-room-as = als { $name }
foot-rulebook = Regelheft
foot-history = Spielverlauf und Wiederholungen
foot-api = API
foot-hint = Die Karten zeichnet diese Seite selbst. Tastatur: ? zeigt die Steuerung.

## Regelheft

rulebook = Regelheft
rulebook-sections = Abschnitte
rulebook-controls = Steuerung
rulebook-decisions = Entscheidungen
rulebook-this-room = Die Regeln dieses Raums

## Verlauf und Wiederholungen

history-title = UNO: Spielverlauf
history-heading = Spielverlauf
history-all = Alle Spiele
history-mine = Meine Spiele
history-older = Ältere Spiele
history-none = Noch keine beendeten Spiele. Spiel doch eins!
leaderboard = Bestenliste
place-tied = { $place }, geteilt
rating-chart-note = Die Linie ist das Rating nach jedem gewerteten Spiel; das Band darum zeigt, wo die wahre Spielstärke mit 95 % Sicherheit liegt, von { $lo } (die untere Zahl links) bis { $hi } (die obere).
rating-bot = Bot
rating-bot-level = ein eingebauter Bot ({ $level })
rating-bot-any = ein Bot
rating-interval = 95-%-Intervall { $lo } bis { $hi }
rating-games = { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
}
rating-none = Noch keine gewerteten Spiele.
rating-leaders-note = Glicko-2-Rating (95-%-Intervall), gewertete Spiele.
rating-unavailable = Nicht verfügbar.
rating-chart-label = Rating über { $count ->
    [one] { $count } gewertetes Spiel
   *[other] { $count } gewertete Spiele
}: von { $first } auf { $last }
rating-place = { $place }.
rating-unrated = ungewertet
player-title = UNO: Spieler
player-heading = Spieler
player-back = Bestenliste und Spiele
rating-heading = Rating
rating-summary = { $games ->
    [one] { $games } gewertetes Spiel
   *[other] { $games } gewertete Spiele
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}. Rating-Abweichung { $rd }; das Intervall enthält die wahre Spielstärke mit 95 % Sicherheit.
rating-not-yet = Noch kein Rating: Ein beendetes Spiel gegen einen anderen Spieler oder einen Bot ergibt ein Rating.
rating-over-time = Rating im Verlauf
player-recent = Letzte Spiele
player-no-games = Noch keine beendeten Spiele.
game-room = Raum { $room }
bot-note = ({ $level })
replay-title = UNO: Wiederholung von Spiel { $id }
replay-heading = Wiederholung von Spiel Nr. { $id }
replay-step = Schritt
replay-all-steps = Alle Schritte
replay-step-of = Schritt { $step } von { $total }
colour-in-play = Farbe im Spiel
direction-cw = ↻ im Uhrzeigersinn
direction-ccw = ↺ gegen den Uhrzeigersinn
round-n = Runde { $n }
th-player = Spieler
th-cards = Karten
th-score = Punkte
you-note = (du)
dealer-note = · gibt
replay-your-hand = Deine Hand ({ $cards })
your-hand = Deine Hand
no-cards = Keine Karten.
replay-own-hand = Du hast mitgespielt: deine eigene Hand wird gezeigt, keine andere.
replay-spectator = Eine Wiederholung zeigt, was Zuschauer gesehen haben: keine Hand wird je gezeigt.
replay-play = ▶ Abspielen
replay-play-label = Abspielen
replay-pause = ❚❚ Pause
replay-first = Erster Schritt
replay-prev = Vorheriger Schritt
replay-next = Nächster Schritt
replay-last = Letzter Schritt
replay-meta = Raum { $room } · { $when } · { $rounds } · { $actions }
replay-winner = Gewonnen:
replay-players = Mitspieler:
replay-fairness = Regeln und Fairness
replay-commitment = Festlegung
replay-seed = Startwert
replay-salt = Salz
replay-download = Als Szenariodatei herunterladen
replay-this-step = Dieser Schritt
replay-every-step = Alle Schritte

## Was am Tisch passiert

log-reason-turn = {""}
log-reason-first_card = { " " }(erste Karte)
log-reason-penalty = { " " }(Strafe)
log-reason-challenge = { " " }(Anzweifeln)
log-reason-caught = { " " }(ohne UNO erwischt)
log-reason-effect = { " " }(Karteneffekt)
log-reason-honour = { " " }(Ehrenstrafe)
log-reason-item = { " " }(Item)
log-dealer-draws = Gezogen für das Geben: { $draws }.
log-dealer-draw = { $name } { $card }
log-dealer-tie = { $draws } Gleichstand bei der höchsten: es wird neu gezogen.
log-dealer = { $draws } { $you ->
    [yes] Du gibst
   *[no] { $name } gibt
}.
log-round-started = Runde { $round } beginnt; { $you ->
    [yes] du gibst
   *[no] { $name } gibt
}.
log-dealt = Du hast { $count } Karten bekommen.
log-first-card = Erste Karte aufgedeckt: { $card }.
log-first-card-returned = { $card } kommt zurück in den Stapel; es wird gemischt.
log-then = , dann{ " " }
log-played = { $you ->
    [yes] Du spielst { $cards }
   *[no] { $name } spielt { $cards }
}.
log-played-color = { $you ->
    [yes] Du spielst { $cards } und wünschst dir { $color }
   *[no] { $name } spielt { $cards } und wünscht sich { $color }
}.
log-jumped-in = { $you ->
    [yes] Du wirfst { $cards } dazwischen
   *[no] { $name } wirft { $cards } dazwischen
}.
log-jumped-in-color = { $you ->
    [yes] Du wirfst { $cards } dazwischen und wünschst dir { $color }
   *[no] { $name } wirft { $cards } dazwischen und wünscht sich { $color }
}.
log-drew = { $you ->
    [yes] Du ziehst
   *[no] { $name } zieht
} { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}{ $reason }.
log-drew-shown = { $you ->
    [yes] Du ziehst
   *[no] { $name } zieht
} { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}{ $reason }:
log-nothing-to-draw = Nichts mehr zu ziehen: { $you ->
    [yes] dir fehlen
   *[no] { $name } fehlen
} { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}.
log-reshuffled = Der Ablagestapel wird zum neuen Ziehstapel gemischt ({ $count } Karten).
log-passed = { $you ->
    [yes] Du behältst die Karte
   *[no] { $name } behält die Karte
}.
log-color-chosen = { $you ->
    [yes] Du wünschst dir { $color }
   *[no] { $name } wünscht sich { $color }
}.
log-player-chosen = { $you ->
    [yes] Du wählst { $target }
   *[no] { $name } wählt { $target }
}.
log-skipped = { $you ->
    [yes] Du musst aussetzen
   *[no] { $name } muss aussetzen
}.
log-direction-cw = Jetzt geht es im Uhrzeigersinn weiter ↻.
log-direction-ccw = Jetzt geht es gegen den Uhrzeigersinn weiter ↺.
log-penalty-pending = Strafe steht an: { $total } ziehen.
log-challenged-guilty = { $you ->
    [yes] Du zweifelst
   *[no] { $name } zweifelt
} die Zieh-Vier von { $offender } an: erwischt! { $offender } zieht 4.
log-challenged-innocent = { $you ->
    [yes] Du zweifelst
   *[no] { $name } zweifelt
} die Zieh-Vier von { $offender } an: alles korrekt, also { $you ->
    [yes] ziehst du 6
   *[no] zieht { $again } 6
}.
log-challenged-you-guilty = { $name } zweifelt deine Zieh-Vier an: erwischt! Du ziehst 4.
log-challenged-you-innocent = { $name } zweifelt deine Zieh-Vier an: alles korrekt, also zieht { $name } 6.
log-hand-shown-to-you = Die Hand von { $name } wird nur dir gezeigt:
log-your-hand-shown = Deine Hand wird nur { $to } gezeigt:
log-hand-shown = { $name } zeigt die Hand nur { $to }.
log-hands-swapped = { $a } und { $b } tauschen die Hände.
log-hands-rotated-cw = Alle Hände wandern im Uhrzeigersinn weiter.
log-hands-rotated-ccw = Alle Hände wandern gegen den Uhrzeigersinn weiter.
log-hands-shuffled = Alle Hände werden gemischt und neu verteilt ({ $sizes } Karten).
log-item = Die Item-Box deckt { $card } auf: { $item }! { $effect }.
log-no-item = Nichts aufzudecken: kein Item für { $name }.
log-honour-asked = Ehrenregel für { $name }: „{ $text }“ (sonst { $penalty } ziehen).
log-complied = { $you ->
    [yes] Du hältst dich an die Regel
   *[no] { $name } hält sich an die Regel
}.
log-uno-called = { $name }: „UNO!“
log-uno-not-counted = { $you ->
    [yes] Du rufst UNO
   *[no] { $name } ruft UNO
} (zählt gerade nicht).
log-exposed = { $you ->
    [yes] Du hast nur noch eine Karte und hast nicht UNO gerufen
   *[no] { $name } hat nur noch eine Karte und hat nicht UNO gerufen
}!
log-caught = { $you ->
    [yes] Du erwischst
   *[no] { $name } erwischt
} { $target } ohne UNO, also { $targetyou ->
    [yes] ziehst du 2
   *[no] zieht { $target } 2
}.
log-catch-failed = { $you ->
    [yes] Du versuchst
   *[no] { $name } versucht
}, { $target } zu erwischen: zu spät, nichts passiert.
log-went-out = { $you ->
    [yes] Du legst deine letzte Karte ab und verlässt
   *[no] { $name } legt die letzte Karte ab und verlässt
} die Runde.
log-round-blocked = Niemand kann spielen oder ziehen: die Runde ist blockiert, und { $you ->
    [yes] du hast
   *[no] { $name } hat
} die niedrigste Hand.
log-round-over = Die Runde ist vorbei.
log-round-won = { $you ->
    [yes] Du gewinnst die Runde
   *[no] { $name } gewinnt die Runde
}!
log-eliminated = { $you ->
    [yes] Du bist ausgeschieden
   *[no] { $name } ist ausgeschieden
}.
log-game-over = Spiel vorbei.
log-game-over-winners = Spiel vorbei. Gewonnen: { $winners }.

## Der Tisch

table-label = Spieltisch
table-actions = Deine Züge
pod-label = { $name }: { $cards }{ $toact ->
    [yes] , ist dran
   *[no] {""}
}{ $exposed ->
    [yes] , hat nicht UNO gerufen
   *[no] {""}
}
pod-title = Platz { $n }: { $name }
catch-short = Erwischt!
no-uno-tag = kein UNO!
draw-pile-label = Ziehstapel, { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}{ $draw ->
    [yes] : ziehen
   *[no] {""}
}
top-card = Oberste Karte: { $card }
penalty-waiting = Strafe steht an
penalty-waiting-draw = Strafe steht an: { $n } ziehen
to-draw = ziehen
play-goes-cw = Es geht im Uhrzeigersinn
play-goes-ccw = Es geht gegen den Uhrzeigersinn
dealer = Gibt
dealer-badge = G
bot-badge = Bot
bot-plays = Bot spielt
bot-plays-title = Ein Bot spielt für diese Person
bot-account = Bot-Konto
bot-account-title = Ein Bot-Programm online (uno bot)
badge-offline = offline
badge-out = raus
badge-eliminated = ausgeschieden
pts = { $n } Pkt.
status-game-over = Das Spiel ist vorbei.
status-round-won = { $you ->
    [yes] Du gewinnst die Runde.
   *[no] { $name } gewinnt die Runde.
}
status-drew = Du hast { $card } gezogen: spielen oder behalten?
status-name-colour = Wünsch dir eine Farbe.
status-choose-player = Wähl jemanden aus.
status-wd4 = Zieh-Vier-Farbenwahl: annehmen ({ $n } ziehen) oder anzweifeln.
status-stack = Strafe von { $n }: leg eine leuchtende Karte drauf oder zieh { $n }.
status-honour = Halte dich an die Regel oder nimm die Strafe: { $cards } ziehen.
status-your-turn = Du bist dran: spiel eine leuchtende Karte oder zieh.
status-no-fit = Du bist dran: keine Karte passt, zieh eine.
status-watching = Zuschauen. { $text }
status-jump-in = Du kannst dazwischenwerfen!
table-waiting-play = { $name } ist dran…
table-waiting-choose_color = { $name } wünscht sich gerade eine Farbe…
table-waiting-choose_player = { $name } wählt gerade jemanden aus…
table-waiting-accept_or_challenge = { $name } muss die Zieh-Vier annehmen oder anzweifeln…
table-waiting-play_or_pass = { $name } überlegt, die gezogene Karte zu spielen…
table-waiting-stack_or_draw = { $name } muss drauflegen oder die Strafe ziehen…
table-waiting-comply_or_penalty = { $name } muss die Regel erfüllen oder die Strafe nehmen…
honour-rule = Ehrenregel:
honour-you = du machst es oder ziehst.
honour-them = { $name } macht es oder zieht.
turn-timer = Zugzeit
secs-short = { $n } s
btn-draw = Ziehen
btn-play-it = Ausspielen
btn-keep-it = Behalten
btn-accept = Annehmen ({ $n } ziehen)
btn-challenge = Anzweifeln
help-accept = Annehmen:
help-accept-cost = du ziehst { $n } und setzt aus.
help-challenge = Anzweifeln:
help-challenge-cost = hatte die Person eine Karte der Farbe im Spiel, zieht sie 4 und du spielst weiter; wenn nicht, ziehst du 6 und setzt aus.
btn-draw-n = { $n } ziehen
btn-choose-colour = Farbe wählen
btn-choose-player = Person wählen
btn-done-it = Erledigt
btn-take-penalty = Strafe nehmen ({ $n } ziehen)
uno-call-now = Ruf jetzt UNO, bevor dich jemand erwischt
uno-arm = UNO mit deiner nächsten Karte rufen
uno-later = Ruf UNO, wenn dir nach einem Zug eine Karte bleibt
btn-uno = UNO!
uno-armed = UNO kommt mit deiner nächsten Karte
btn-catch = { $name } erwischen!
watching-note = Du schaust zu: die Hände bleiben verdeckt.
call-uno = Ruf UNO!
standin = Ein Bot spielt für dich.
take-seat-back = Meinen Platz zurücknehmen
hand-card-label = { $card }{ $state ->
    [jumpin] , zum Dazwischenwerfen
    [playable] , spielbar
   *[no] {""}
}{ $drawn ->
    [yes] , gerade gezogen
   *[no] {""}
}
refuse-now = Diese Karte kannst du jetzt nicht spielen.
refuse-turn = { $name } ist dran.
refuse-drawn-only = Nach dem Ziehen darf nur die gezogene Karte gespielt werden.
refuse-penalty = Eine Strafe steht an: leg eine leuchtende Karte drauf oder zieh.
refuse-answer = Beantworte zuerst die Frage.
refuse-wd4 = Die Zieh-Vier-Farbenwahl ist nur erlaubt, wenn du keine Karte der Farbe im Spiel hast.
refuse-match = { $card } passt weder zu { $top } noch zur Farbe im Spiel.
several-title = Mehrere spielen?
several-hint = Wähl die Karten in der Reihenfolge, in der sie fallen; die letzte liegt oben.
several-label = Mehrere Karten spielen
pick-colour-for = Du spielst { $card }: wünsch dir eine Farbe.
pick-colour = Wünsch dir die Farbe im Spiel.
reveal-title = Die Hand von { $name }, nur dir gezeigt
th-cards-left = Karten übrig
th-hand-value = Handwert
eliminated-note = (ausgeschieden)
round-over-title = Runde { $n } vorbei
nobody-out = Niemand ist alle Karten losgeworden.
next-round = Nächste Runde
look-at-table = Den Tisch ansehen
they-win = { $count ->
    [one] { $names } gewinnt das Spiel
   *[other] { $names } gewinnen das Spiel
}
you-win = Du gewinnst das Spiel!
you-win-with = Du gewinnst das Spiel, zusammen mit { $names }!
you-lose = Verloren: { $theywin }.
rematch = Revanche
host-rematch = Die Spielleitung kann eine Revanche starten.
change-table = Tisch oder Regeln ändern
lobby = Warteraum
watch-replay = Wiederholung ansehen
history = Verlauf
fair-summary = Faires Geben: den Startwert prüfen
fair-text = Vor dem Geben hat der Server die Festlegung veröffentlicht; jetzt verrät er Startwert und Salz. Jeder kann sie prüfen mit

## Der Raum: Kopfzeile, Verlauf, Chat, Warteraum

home = Startseite
room-word = Raum
room-label = Raum { $code }
room-code-label = Raumcode { $code }
copy-invite = Einladungslink kopieren
copy-link = Link kopieren
copy = Kopieren
link-copied = Einladungslink kopiert.
rules = Regeln
log = Protokoll
event-log = Spielprotokoll
log-and-chat = Spielprotokoll und Chat
chat-placeholder = Sag etwas …
chat-label = Chatnachricht
chat-join-first = Tritt dem Raum bei, um zu chatten
send = Senden
offline-bar = Verbindung verloren: wird automatisch neu verbunden …
conn-idle = Nicht beigetreten
conn-connecting = Verbinde …
conn-open = Verbunden
conn-closed = Verbinde neu …
conn-gone = Getrennt
room-gone = Diesen Raum gibt es nicht.
seat-expired = Dein Platz hier ist abgelaufen: tritt nochmal bei.
join-room = Raum { $code } beitreten
back-home = Zur Startseite
join-playing = Gerade läuft ein Spiel: du kannst jetzt zuschauen und beim nächsten mitspielen.
join-seats-taken = { $count ->
    [one] { $count } von 10 Plätzen besetzt.
   *[other] { $count } von 10 Plätzen besetzt.
}
join-host = Spielleitung: { $name }.
join-table = An den Tisch setzen
watch = Zuschauen
log-reconnected = Wieder verbunden: der Tisch ist auf dem neuesten Stand.
log-show-earlier = { $n ->
    [one] Die frühere Zeile zeigen
   *[other] { $n } frühere Zeilen zeigen
}
log-joined = Du bist Raum { $code } als { $name } beigetreten{ $watching ->
    [yes] {" "}(zuschauend)
   *[no] {""}
}.
log-game-starts = Spiel { $n } beginnt.
log-round-dealt = Runde { $n } ist gegeben.
log-round-seed = Der Startwert von Runde { $n } wird verraten.
log-game-seed = Der Startwert des Spiels wird verraten. Wiederholung: Spiel Nr. { $id }.
fair-committed = Das Geben ist festgelegt
fair-commitment = Fairness: die Festlegung
fair-check-deal = Fairness: das Geben prüfen
fair-check-game = Fairness: das Spiel prüfen
fair-check-it = So prüfst du es
catch-held = Erwischen { $secs } s zurückgehalten: UNO kann noch gerufen werden.
note-full = Der Raum ist voll: du schaust zu.
note-in-progress = Es läuft ein Spiel: du schaust zu. Setz dich fürs nächste Spiel an den Tisch.
target-one-round = Eine Runde ist das ganze Spiel.
target-hands = Das Spiel dauert { $n } Runden; die { $low ->
    [yes] niedrigste
   *[no] höchste
} Summe gewinnt.
target-elimination = Wer { $target } Punkte erreicht, scheidet aus; wer zuletzt übrig ist, gewinnt.
target-penalty = Sobald jemand { $target } erreicht, gewinnt die niedrigste Summe.
target-first-to = Wer zuerst { $target } Punkte hat, gewinnt.
make-host = zur Spielleitung machen
make-host-title = { $name } zur Spielleitung machen
make-host-label = zur Spielleitung machen: { $name }
badge-you = du
badge-host = Spielleitung
host-note = (Spielleitung)
badge-online = online
move-up = Nach oben
move-up-label = { $name } nach oben
move-down = Nach unten
move-down-label = { $name } nach unten
remove-seat = Vom Tisch nehmen
remove-seat-label = { $name } entfernen
no-one-seated = Noch sitzt niemand.
bot-level-label = Bot-Stärke
add-bot = Bot dazuholen
leave-seat = Platz freigeben (zuschauen)
take-seat = Platz nehmen
start-new-game = Neues Spiel starten
start-game = Spiel starten
table-heading = Tisch
waiting-for-host = Warten, bis { $name } startet.
waiting-for-the-host = Warten, bis die Spielleitung startet.
need-two-seats = Hol einen Bot dazu oder lade jemanden ein: ein Spiel braucht 2 Plätze.
back-final-table = Zurück zur Endtabelle
invite = Einladen
invite-hint = Teile diesen Link oder den Code: Freunde können mitspielen oder zuschauen.
invite-link = Einladungslink
turn-timer-on = Zugzeit: { $n } s.
turn-timer-off = Zugzeit: aus.
change-rules = Regeln ändern
watching = Zuschauer
nobody-watching = Niemand schaut zu.
change-the-rules = Regeln ändern
save = Speichern

## Punkte, Auswahl, Tipps, Einstellungen

seats-full = 10 / 10 Plätze · der Tisch ist voll
seats-ready = { $n } / 10 Plätze · startklar
seats-need = { $n } / 10 Plätze · noch { $more } bis zum Start
round-by-round = Runde für Runde
points-each-round = Punkte jeder Runde
points-taken-caption = Strafpunkte jeder Runde (die niedrigste Summe gewinnt)
points-won-caption = Gewonnene Punkte jeder Runde
th-total = Summe
the-game = Das Spiel
last-round-caption = Letzte Runde (Runde { $n })
went-out = ist raus
next-round-soon = Die nächste Runde wird in ein paar Sekunden von selbst gegeben.
next-round-in = Nächste Runde in { $n } s.
dealing-next = Die nächste Runde wird gegeben …
n-in-hand = { $count } auf der Hand
colour-keys = Tasten: R, Y, G, B.
colour-picker = Farbauswahl
pick-green-shell = { $item }: wer zieht 1?
pick-swap = Hände tauschen mit …
pick-custom = { $card }: wähl jemanden aus.
player-picker = Personenauswahl
tip-lit = Leuchtende Karten kannst du jetzt spielen. Keine leuchtet? Zieh eine Karte.
tip-uno = Nur noch zwei Karten? Drück UNO, wenn du eine davon spielst, sonst kann man dich erwischen und du ziehst 2.
tip-catch = Jemand mit einer Karte hat UNO vergessen? Ein Erwischen-Knopf erscheint: die Person zieht 2.
next-tip = Nächster Tipp
got-it = Alles klar
tips-label = Tipps für dein erstes Spiel
tip = Tipp
sound-on = Ton an: stummschalten
sound-off = Ton aus: einschalten
mute-sound = Ton aus
theme-light = Helles Design: zu dunkel wechseln
theme-dark = Dunkles Design: zu hell wechseln
light-theme = Helles Design

## Regeln und öffentliche Tische

sum-custom-deck = eigenes Kartenspiel
sum-cards-each = je { $n } Karten
sum-one-round = eine Runde, keine Punkte
sum-out-at = raus bei { $n } Punkten
sum-no-house = keine Hausregeln
sum-house-n = { $count ->
    [one] { $count } Hausregel
   *[other] { $count } Hausregeln
}
rules-button = Regeln …
hide-rules = Regeln ausblenden
done = Fertig
rules-new-room = Regeln für einen neuen Raum
rules-new-room-hint = Damit wird „Raum erstellen“ spielen: klassische Regeln, außer du änderst sie hier.
rules-json-invalid = Regeln als JSON: noch nicht gültig
pt-seats-taken = { $taken } von { $seats } Plätzen besetzt
n-players = { $count ->
    [one] { $count } Person
   *[other] { $count } Personen
}
pt-host = Spielleitung { $name }
quick-match = Schnellspiel
tables-waiting = Tische, die auf Mitspieler warten
games-in-progress = Laufende Spiele
public-tables = Öffentliche Tische
waiting-players = Warten auf Mitspieler
games-to-watch = Spiele zum Zuschauen
lobby-counts = { $players ->
    [one] { $players } Person
   *[other] { $players } Personen
} online · { $tables ->
    [one] { $tables } Tisch wartet
   *[other] { $tables } Tische warten
} · { $games ->
    [one] { $games } Spiel läuft
   *[other] { $games } Spiele laufen
}
join-host-table = Dem Tisch von { $name } beitreten
watch-host-game = Dem Spiel von { $name } zuschauen
no-table-waiting = Kein Tisch wartet: drück „Online spielen“, um einen zu eröffnen.
no-public-game = Gerade läuft kein öffentliches Spiel.
quick-note = Öffentlicher Tisch (Schnellspiel, { $seats } Plätze).
quick-starts-in = Das Spiel beginnt in { $n } s; { $bots } Bots besetzen die freien Plätze.
quick-starting = Das Spiel beginnt…
quick-seats-taken = { $n } / { $seats } Plätze
quick-bots-wait = { $bots } Bots besetzen nach kurzer Wartezeit die freien Plätze.
table-listed = Dieser Tisch steht in der öffentlichen Liste.
list-table = Diesen Tisch in der öffentlichen Liste zeigen

## Die Regeln eines Raums

spec-deck = Kartenspiel
spec-custom-deck = (eigenes Kartenspiel)
spec-challenge = Anzweifeln
spec-no-challenge = Die Zieh-Vier darf nicht angezweifelt werden
spec-can-challenge = Die Zieh-Vier darf angezweifelt werden
spec-dealer = Platz { $n } gibt zuerst
spec-elimination-at = Ausscheiden bei { $n }
spec-target = Ziel { $n }
spec-scoring = Wertung
spec-zeros = Nullen
spec-zeros-ten = zählen 10 Punkte
spec-player-counts = , auch wer sie spielt
spec-honour = Ehrenregel: „{ $text }“ (sonst { $n } ziehen)
spec-effects = Wirkungen: { $list }
spec-house = Hausregeln
spec-none = keine

## Die Namen im Regelkatalog

cat-deck-classic = Klassisch
cat-deck-shuffle-hands = Handkartentausch
cat-deck-hello-kitty = Hello Kitty
cat-deck-mario-kart = Mario Kart
cat-preset-killer = Killer
cat-preset-german = Deutsche Regeln
cat-house-stack_draw_two = Zieh-Zwei-Stapeln
cat-house-stack_draw_four = Zieh-Vier-Stapeln
cat-house-stack_mixed = Gemischtes Stapeln
cat-house-jump_in = Dazwischenwerfen
cat-house-jump_in_draw_two = Dazwischenwerfen bei Zieh Zwei
cat-house-seven_swap = Sieben tauscht Hände
cat-house-zero_rotates = Null lässt Hände wandern
cat-house-zero_swap = Null tauscht Hände
cat-house-draw_until_playable = Ziehen, bis es passt
cat-house-multi_play = Mehrere spielen
cat-house-no_action_finish = Kein Aktionskarten-Ende
cat-house-last_holding_loses = Wer zuletzt Karten hat, verliert
cat-house-wd4_strict = Strenge Zieh-Vier
cat-scoring-winner_takes_all = Gewinner bekommt alles
cat-scoring-average = Durchschnitt
cat-scoring-penalty = Strafpunkte
cat-scoring-none = Eine Runde
cat-end-target = Beim Zielwert
cat-end-elimination = Ausscheiden
cat-end-hands = Nach N Runden
cat-bot-easy = Leicht
cat-bot-medium = Mittel
cat-bot-hard = Schwer
cat-bot-learned = Gelernt
cat-bot-random = Zufall
cat-bot-chaos = Chaos
cat-first-official = Offiziell
cat-first-as_dealer_played = Als hätte der Geber sie gespielt
cat-first-ignore_actions = Aktionen ignorieren
cat-option-first_card = Erste Karte
cat-option-hand_size = Handkarten
cat-option-challenge = Anzweifeln erlaubt
cat-option-target = Zielpunktzahl
cat-option-method = Wertungsart
cat-option-game_end = Spielende

## Das Spiel im Terminal (uno play)

tui-you = Du
tui-you-inline = du
tui-seat = Platz { $n }
tui-nobody = niemand
tui-and = { $first } und { $last }
tui-cw = im Uhrzeigersinn
tui-ccw = gegen den Uhrzeigersinn
tui-color-red = Rot
tui-color-yellow = Gelb
tui-color-green = Grün
tui-color-blue = Blau
tui-round-started = Runde { $round } — { $you ->
    [yes] du gibst
   *[no] { $name } gibt
}
tui-first-card = erste Karte { $card }
tui-covered-first = { $cards } aufgedeckt und wieder zugedeckt{ $why ->
        [ignore] : Hier beginnt keine Runde mit einer Aktionskarte oder W+4
       *[none] {""}
    } — erste Karte { $card }
tui-played = { $you ->
    [yes] du hast { $cards } gespielt
   *[no] { $name } hat { $cards } gespielt
}
tui-jumped-in = { $you ->
    [yes] du hast { $cards } dazwischengeworfen
   *[no] { $name } hat { $cards } dazwischengeworfen
}
tui-a-card = eine Karte
tui-n-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
tui-why-challenge = { " " }(Anzweifeln)
tui-why-caught = { " " }(ohne UNO erwischt)
tui-why-honour = { " " }(Ehrenstrafe)
tui-why-item = { " " }(Item)
tui-drew = { $you ->
    [yes] du hast { $what } gezogen{ $why }
   *[no] { $name } hat { $what } gezogen{ $why }
}
tui-kept = { $you ->
    [yes] du hast die Karte behalten
   *[no] { $name } hat die Karte behalten
}
tui-chose = { $you ->
    [yes] du hast { $what } gewählt
   *[no] { $name } hat { $what } gewählt
}
tui-skipped = { $you ->
    [yes] du musst aussetzen
   *[no] { $name } muss aussetzen
}
tui-direction = jetzt geht es { $dir } weiter
tui-penalty-now = Strafe jetzt +{ $total }
tui-uno-called = { $you ->
    [yes] du hast UNO gerufen
   *[no] { $name } hat UNO gerufen
}
tui-exposed-you = du hast nur noch eine Karte und nicht UNO gerufen: drück u!
tui-exposed = { $name } hat nur noch eine Karte und nicht UNO gerufen (c zum Erwischen)
tui-caught-you = { $name } hat dich erwischt
tui-caught = { $you ->
    [yes] du hast { $target } ohne UNO erwischt
   *[no] { $name } hat { $target } ohne UNO erwischt
}
tui-went-out = { $you ->
    [yes] du bist alle Karten los
   *[no] { $name } ist alle Karten los
}
tui-round-ended = die Runde ist vorbei
tui-round-won = { $you ->
    [yes] du hast die Runde gewonnen
   *[no] { $name } hat die Runde gewonnen
}
tui-round-won-all = { $you ->
    [yes] du hast die Runde gewonnen und bekommst
   *[no] { $name } hat die Runde gewonnen und bekommt
} { $points } Punkte: die Karten in den anderen Händen
tui-round-won-average = { $you ->
    [yes] du hast die Runde gewonnen und bekommst
   *[no] { $name } hat die Runde gewonnen und bekommt
} den Durchschnitt der anderen Hände
tui-round-won-penalty = { $you ->
    [yes] du hast die Runde gewonnen und bekommst
   *[no] { $name } hat die Runde gewonnen und bekommt
} 0; alle anderen bekommen ihre übrigen Karten
tui-game-over = Spiel vorbei: { $names } { $you ->
    [yes] gewinnst
   *[no] { $count ->
        [one] gewinnt
       *[other] gewinnen gemeinsam
    }
}
tui-players = Spieler
tui-log = Protokoll
tui-col-player = Spieler
tui-col-cards = Karten
tui-col-score = Punkte
tui-top = Oben
tui-colour = Farbe
tui-colour-to-choose = Farbe noch offen
tui-pile = Stapel { $n }
tui-penalty = Strafe +{ $n }
tui-prompt-colour-for = Farbe für { $cards }: r Rot, y Gelb, g Grün, b Blau (Esc bricht ab)
tui-prompt-catch = Wen erwischen? { $list } (Esc bricht ab)
tui-prompt-quit = Dieses Spiel beenden? y beendet, n oder Esc geht zurück
tui-prompt-round-over = Runde { $round } vorbei: { $name } gewinnt. Enter: nächste Runde
tui-prompt-game-over = Spiel vorbei: { $you ->
    [yes] { $names } gewinnst
   *[no] { $names } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }
} ({ $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}).
    r Revanche (gleicher Tisch, neuer Startwert) · n neues Spiel · q beenden
tui-prompt-no-fit = Du bist dran: keine Karte passt, zieh (d)
tui-prompt-your-turn = Du bist dran: spiel eine Karte (Enter oder ihre Nummer) oder zieh (d)
tui-prompt-drew = Du hast { $card } gezogen: spielen (Enter) oder behalten (k)
tui-prompt-colour = Wünsch dir die Farbe: r Rot, y Gelb, g Grün, b Blau
tui-prompt-player = Wähl jemanden: drück die Nummer (# bei Spieler)
tui-prompt-penalty-draw = Strafe +{ $n }: keine deiner Karten passt drauf, d zieht { $n }
tui-prompt-penalty-stack = Strafe +{ $n } steht an: leg eine Karte drauf (Enter) oder d zieht { $n }
tui-prompt-honour = Ehrenregel: „{ $text }“: o erfüllen, t Strafe nehmen
tui-prompt-waiting = { $name } { $what ->
    [turn] ist dran
    [play_or_pass] hat eine spielbare Karte gezogen
    [choose_color] wählt eine Farbe
    [choose_player] wählt jemanden
    [accept_or_challenge] antwortet auf eine W+4
    [stack_or_draw] antwortet auf eine Strafe
    [comply_or_penalty] antwortet auf eine Ehrenregel
   *[other] {""}
}…
tui-key-colour = Farbe
tui-key-cancel = abbrechen
tui-key-seat-to-catch = Platz zum Erwischen
tui-key-quit = beenden
tui-key-back = zurück zum Spiel
tui-key-card-codes = Kartencodes
tui-key-keys-rules = Tasten und Regeln
tui-key-close = schließen
tui-key-rematch = Revanche
tui-key-new-game = neues Spiel
tui-key-keys = Tasten
tui-key-next-round = nächste Runde
tui-key-call-uno = UNO rufen!
tui-key-catch = erwischen
tui-key-choose-player = Person wählen
tui-key-jump-in = dazwischenwerfen
tui-key-play = spielen
tui-key-play-card = Karte spielen
tui-key-mark = markieren (mehrere)
tui-key-accept = annehmen ({ $n } ziehen)
tui-key-challenge = anzweifeln
tui-key-draw = ziehen
tui-key-keep = behalten
tui-key-comply = erfüllen
tui-key-take-penalty = Strafe nehmen
tui-key-uno-armed = UNO bereit
tui-key-uno-with-play = UNO beim Spielen
tui-key-select = auswählen
tui-key-hint = Tipp

## Das Regelformular

timer-none = Keine Zugzeit
timer-secs = { $n } s
timer-mins = { $n } Min.
rule-link-title = So geht's: Regel { $rule } im Regelheft
rule-link-label = So geht's (Regel { $rule })
house-implies = Schaltet auch { $list } ein.
house-excludes = Nicht mit { $list }.
form-preset = Spielart
form-rounds = Anzahl der Runden
form-wc-rule = Ehrenregel von WC{ $n }
form-wc = { $title }: die nächste Person macht es oder zieht 1
form-json = Regeln als JSON
form-json-reset = Auf das Formular zurücksetzen
form-json-hint = Hier lässt sich alles einstellen, was die Spiel-Engine kennt, etwa ein eigenes Kartenspiel oder Blanko-Karten; dein Text wird so gesendet, wie er ist.
form-watch = Ich schaue zu
form-watch-line = Den Raum erstellen, ohne einen Platz zu nehmen.
form-timer-line = So lange hast du Zeit, bevor der Server für dich spielt.
form-more = Mehr Optionen: erste Karte, Anzweifeln, Kartenwerte
cat-option-zero_counts_ten = Nullen zählen 10
cat-option-badtz_maru_cards = Badtz-Maru-Karten im Spiel
cat-option-badtz_maru_counts_self = Badtz-Maru zählt den Spieler mit
cat-option-wc = Blanko-Farbenwahlkarten
bot-name-n = { $base } { $n }
pod-cards-word = { $count ->
    [one] Karte
   *[other] Karten
}
tui-your-hand = Deine Hand: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
tui-h-round = Runde { $n }
tui-h-dealer = gibt: { $name }
tui-h-seed = Startwert { $seed }
tui-dealer-won = { $you ->
    [yes] du hast das Ziehen gewonnen und gibst
   *[no] { $name } hat das Ziehen gewonnen und gibt
}

## Tipps (Issue 31 §2)

btn-hint = Tipp
hint-title = Was der Coach hier wählen würde – nur nach dem, was du siehst
hint-says = Tipp: { $what } (etwa { $pct } % Siegchance in dieser Runde).
hint-what = { $do ->
    [draw] eine Karte ziehen
    [pass] die Karte behalten
    [accept] die Strafe annehmen
    [challenge] anzweifeln
    [comply] es tun
    [penalty] die Strafe nehmen
    [colour] { $colour } wählen
    [player] { $player } wählen
    [play-colour] { $cards } spielen und { $colour } wählen
   *[play] { $cards } spielen
}
allow-hints = Tipps erlauben (Spiele in diesem Raum werden nicht gewertet)
hints-on = In diesem Raum gibt es Tipps: Seine Spiele werden nicht gewertet.
error-hints_off = In diesem Raum sind keine Tipps erlaubt.
error-no_decision = Gerade hast du nichts zu entscheiden.
error-hints_not_allowed = Tipps gibt es nur in privaten Räumen, deren Spiele nicht gewertet werden.

## Punktetafel im Terminal und Partnerschaften (R15)

tui-scores-game-over-scores = Spielende: Punkte
tui-scores-game-over = Spielende
tui-scores-round = Punkte nach Runde { $n }
tui-col-in-hand = auf der Hand
tui-col-total = gesamt
tui-in-hand-note = auf der Hand: Punkte der übrigen Karten
tui-you-won-game = Du hast das Spiel gewonnen!
tui-game-won-by = Gewonnen von { $names }
tui-team-won-round = Team { $team } gewinnt die Runde ({ $names })
# R15.4: the game is won by a team (both partners), not shared.
tui-game-over-team = Spiel vorbei: Team { $team } gewinnt ({ $names })
tui-partner-note = * dein Partner: { $name }

## Das Protokoll im Terminal: seltenere Ereignisse

tui-first-card-returned = { $card } als erste Karte aufgedeckt, kommt zurück in den Stapel
tui-nothing-to-draw = für { $name } ist nichts mehr zu ziehen
tui-reshuffled = { $count ->
    [one] { $count } abgelegte Karte
   *[other] { $count } abgelegte Karten
} zu einem neuen Ziehstapel gemischt
tui-challenged = { $name } { $you ->
    [yes] zweifelst
   *[no] zweifelt
} { $targetyou ->
    [yes] deine W+4
   *[no] die W+4 von { $target }
} an: { $guilty ->
    [yes] schuldig!
   *[no] unschuldig
}
tui-hand-shown = { $name } { $you ->
    [yes] hast deine Hand
   *[no] hat die eigene Hand
} { $to } gezeigt
tui-you-showed-hand = du hast { $to } deine Hand gezeigt
tui-showed-you = { $name } zeigt dir:{ $cards }
tui-chance-uno = u: jetzt UNO rufen!
tui-chance-catch = c: { $name } erwischen (kein UNO)
tui-chance-jump-in = j: dazwischenwerfen mit { $cards }
tui-uno-armed-line = UNO! wird mit deinem nächsten Zug gerufen
tui-w4-someone = Jemand
tui-w4-played = { $name } hat dir +4 gegeben. Antworte mit d oder x:
tui-w4-played-colour = { $name } hat dir +4 gegeben (Farbe jetzt { $colour }). Antworte mit d oder x:
tui-w4-accept = d annehmen: { $n } Karten ziehen und aussetzen
tui-w4-before-colour = eine Karte in { $colour } (der Farbe vor der +4){ $itembox ->
    [yes] { " " }oder eine Itembox
   *[no] {""}
}
tui-w4-before-any = eine Karte der Farbe vor der +4{ $itembox ->
    [yes] { " " }oder eine Itembox
   *[no] {""}
}
tui-w4-challenge = x anzweifeln: { $name } zeigt dir die Hand. Hatte { $name } { $before }, zieht { $name } 4 und du spielst weiter; sonst ziehst du 6 und setzt aus.
tui-w4-stack = Enter eine +4 darauflegen: die nächste Person steht vor +{ $n }
tui-swapped = { $a } und { $b } tauschen die Hände
tui-hands-passed = alle Hände wandern weiter, { $dir }
tui-hands-shuffled = alle Hände gemischt und neu verteilt
tui-item-box = Itembox deckt { $card } auf: { $item }
tui-no-item = Itembox: nichts aufzudecken
tui-item-mushroom = Pilz: noch ein Zug
tui-item-banana_peel = Bananenschale: der vorige Spieler zieht 2
tui-item-green_shell = Grüner Panzer: ein gewählter Spieler zieht 1
tui-item-lightning = Blitz: alle anderen ziehen 1, noch ein Zug
tui-item-bob_omb = Bob-omb: zieht 2 und wählt die Farbe
tui-honour = Ehrenregel für { $name }: „{ $text }“ (oder { $n } ziehen)
tui-complied = { $name } { $you ->
    [yes] hast es getan
   *[no] hat es getan
}
tui-uno-not-counted = { $name } { $you ->
    [yes] hast UNO gerufen, es zählte aber nicht
   *[no] hat UNO gerufen, es zählte aber nicht
}
tui-catch-failed = { $name } { $you ->
    [yes] wolltest
   *[no] wollte
} { $target } erwischen: ohne Wirkung
tui-blocked = niemand kann legen oder ziehen: die Runde ist blockiert, und { $name } { $you ->
    [yes] hast
   *[no] hat
} die kleinste Hand
tui-eliminated = { $name } { $you ->
    [yes] bist
   *[no] ist
} ausgeschieden

## Partnerschaften auf der Seite (R15)

cat-option-teams = In Zweierteams spielen
cat-option-teams-desc = Partner sitzen sich gegenüber und gewinnen, punkten und verlieren gemeinsam (4, 6, 8 oder 10 Spieler).
spec-teams-pairs = Zweierteams, Partner gegenüber
form-unscored = Nicht verwendet mit „{ $rule }“: Eine Runde ist das ganze Spiel, ohne Wertung; wer zuletzt noch Karten hält, verliert, alle anderen gewinnen (R13).
form-no-teams = „{ $rule }“ kann nicht in Teams gespielt werden (R15.5).
spec-unscored = keine (eine Runde; wer zuletzt noch Karten hält, verliert)
team-title = Team { $team }
partner-badge = Partner
scores-by-team = Punkte zählen pro Team: Partner teilen sich eine Summe
teams-need-seats = Zweierteams brauchen 4, 6, 8 oder 10 Plätze (der Tisch hat { $n }).
long-rounds-note = Mit { $n } Plätzen und { $cards } Badtz-Maru-Karten kann eine Runde Tausende Züge dauern (R8.6: wer die wenigsten Karten hat, zieht immer wieder 4). Mit höchstens zwei Badtz-Maru (Regeln: Badtz-Maru-Karten im Spiel) bleiben die Runden kurz.
team-pair = Team { $team }: { $a } und { $b }
online-2v2 = { $preset } · 2 gegen 2 (Zweierteams)
quick-2v2-note = 2 gegen 2: Zweierteams, Partner gegenüber (Plätze 1 und 3, Plätze 2 und 4).

## The daily deal (issue 30 §4: web/js/daily.js)

daily-title = Das Spiel des Tages
daily-lead = Alle spielen dieselbe Verteilung gegen dieselben drei Bots ({ $bots }): klassische Regeln, eine Runde, ein Versuch pro Tag.
daily-play = Das Spiel des Tages spielen
daily-continue = Zurück zu deinem Spiel
daily-unfinished = Du hast das Spiel des Tages begonnen, aber nicht beendet: Es zählt als dein Versuch.
daily-you-won = Du hast in { $turns ->
    [one] einem Zug
   *[other] { $turns } Zügen
} gewonnen: Platz { $place } von { $count }.
daily-you-lost = Du hast nach { $turns ->
    [one] einem Zug
   *[other] { $turns } Zügen
} verloren, mit { $points ->
    [one] einem Punkt
   *[other] { $points } Punkten
} auf der Hand: Platz { $place } von { $count }.
daily-table = Die Tabelle von heute
daily-table-of = Die Tabelle vom { $day }
daily-th-place = Platz
daily-th-result = Ergebnis
daily-th-turns = Züge
daily-th-points = Restpunkte
daily-th-replay = Wiederholung
daily-won = Gewonnen
daily-lost = Verloren
daily-replay = Ansehen
daily-replay-of = Das Spiel von { $name } ansehen
daily-none-yet = Noch niemand hat diese Verteilung zu Ende gespielt.
daily-unfinished-list = Nicht beendet: { $names }
daily-commitment = Festlegung (Commitment)
daily-fair-summary = Fairness: die Verteilung prüfen
daily-fair-text = Das Geheimnis der Verteilung wurde zu Beginn des Tages festgelegt; es wird nach Ende des Tages (UTC) enthüllt, und die Festlegung beweist, dass es nicht verändert wurde.
daily-fair-revealed = Der Tag ist vorbei: Seed und Salt sind enthüllt, und der Befehl unten prüft sie gegen die Festlegung.
daily-yesterday = Das Spiel von gestern ({ $day }): Tabelle, Geheimnis und alle Wiederholungen
daily-home = Startseite
daily-past-title = Das Spiel vom { $day }
daily-replays-open = Der Tag ist vorbei: Jedes Spiel dieser Verteilung lässt sich mit allen offenen Händen wiederholen.
daily-all-hands = Alle Hände
daily-see-table = Die Tabelle von heute ansehen
error-daily_already_played = Du hast das Spiel des Tages schon gespielt: ein Versuch pro Tag. Bis morgen!
error-daily_not_revealed = Das ist ein Spiel des Tages: Seine Partien sind für alle offen, sobald der Tag vorbei ist.
error-no_such_day = Für diesen Tag gibt es kein Spiel des Tages.
## Accounts (issue 32 §2): the home page's Account panel (web/js/account.js)

account-title = Dein Spieler auf jedem Gerät
account-intro = Sichere diesen Spieler mit einem Passkey: Name, Wertung und Verlauf bleiben erhalten, und du kannst dich auf deinen anderen Geräten anmelden.
account-no-passkeys = Dieser Browser kann keine Passkeys verwenden. Mit einem Code kannst du dich trotzdem anmelden.
account-save = Spieler mit Passkey sichern
account-sign-in = Mit Passkey anmelden
account-code-label = Übertragungs- oder Wiederherstellungscode
account-code-use = Mit dem Code anmelden
account-signed-in = Angemeldet als { $name } (Spieler #{ $id })
account-passkeys = { $n ->
    [one] Ein Passkey
   *[other] { $n } Passkeys
}
account-codes-left = { $n ->
    [one] noch ein Wiederherstellungscode
   *[other] noch { $n } Wiederherstellungscodes
}
account-saved = Gesichert! Dieser Spieler gehört jetzt dir, auf jedem Gerät, auf dem du dich anmeldest.
account-recovery-title = Deine Wiederherstellungscodes
account-recovery-note = Bewahre sie sicher auf: Verlierst du deinen Passkey, meldet dich jeder Code einmal an. Sie werden nur jetzt angezeigt.
account-transfer = Code für ein anderes Gerät zeigen
account-transfer-code = Gib diesen Code innerhalb von { $minutes } Min. auf deinem anderen Gerät ein: { $code }
account-add-passkey = Weiteren Passkey hinzufügen
account-passkey-added = Passkey hinzugefügt.
account-sign-out = Abmelden
account-signed-out = Auf diesem Gerät abgemeldet.
account-delete = Mein Konto löschen
account-delete-confirm = Dein Konto löschen? Name, Passkeys und Codes werden endgültig entfernt; deine bisherigen Partien bleiben, ohne deinen Namen.
account-delete-yes = Endgültig löschen
account-delete-no = Konto behalten
account-deleted = Dein Konto ist gelöscht.
account-welcome = Willkommen zurück, { $name }!
account-cancelled = Die Passkey-Anfrage wurde abgebrochen.
account-need-name = Wähle zuerst einen Spielernamen.
error-not_signed_in = Du bist auf diesem Gerät nicht angemeldet.
error-bad_origin = Diese Anfrage kam von einer anderen Website und wurde abgelehnt.
error-json_required = Die Anfrage wurde abgelehnt: Sie kam nicht von dieser Seite.
error-ceremony_expired = Das hat zu lange gedauert oder wurde schon verwendet. Bitte versuch es noch einmal.
error-passkey_refused = Der Passkey konnte nicht bestätigt werden.
error-passkey_taken = Dieser Passkey ist schon für einen Spieler gespeichert.
error-bad_code = Dieser Code ist falsch, schon benutzt oder abgelaufen.
## Die Analyse des Trainers unter einer Wiederholung (web/js/analysis.js)

replay-all-hands = Du hast mitgespielt: Jetzt, da die Partie vorbei ist, sehen ihre Spieler jede Hand (und sonst niemand).
replay-hand-of = Hand von { $name } ({ $cards })
log-dealt-other = { $name } hat { $count } Karten bekommen.
analysis-heading = Deine Analyse
analysis-intro = Der Trainer bewertet jede deiner Entscheidungen mit dem, was du damals sehen konntest: deine Chance, die Runde nach deinem Zug zu gewinnen, deine Fehler und was besser gewesen wäre.
analysis-ask = Mein Spiel analysieren
analysis-queued = Warte auf einen freien Analysten…
analysis-progress = Analysiere… { $done } / { $total }
analysis-failed = Die Analyse konnte nicht beendet werden.
analysis-chart-label = Deine geschätzte Chance, die Runde zu gewinnen, nach jeder deiner { $decisions } Entscheidungen; { $marks } markiert.
analysis-mark-mistake = Fehler
analysis-mark-blunder = Grober Fehler
analysis-step = Schritt { $step }
analysis-played = du hast gewählt: { $action } ({ $win } Gewinnchance);
analysis-better = besser wäre: { $action } ({ $win }).
analysis-legend-line = deine Chance, die Runde zu gewinnen
analysis-summary = { $decisions ->
    [one] 1 Entscheidung
   *[other] { $decisions } Entscheidungen
}, { $mistakes ->
    [one] 1 Fehler
   *[other] { $mistakes } Fehler
}, { $blunders ->
    [one] 1 grober Fehler
   *[other] { $blunders } grobe Fehler
}; im Schnitt { $loss } Prozentpunkte Gewinnchance pro Entscheidung verloren.
analysis-no-marks = Keine Fehler: Der Trainer hätte nirgends deutlich besser gespielt.
analysis-played-no-uno = du hast gewählt: { $action } ({ $win } Gewinnchance), und mit einer Karte übrig nicht UNO gerufen (R10.1: wirst du erwischt, ziehst du 2 Karten).
analysis-no-uno-too = Und mit einer Karte übrig kein UNO gerufen (R10.1).
analysis-summary-no-uno = { $count ->
    [one] 1 Zug hat
   *[other] { $count } Züge haben
} dir eine Karte ohne UNO-Ruf gelassen (R10.1).
error-analysis_limit = Du hast schon Analysen in der Warteschlange: Frag wieder, wenn eine fertig ist.
error-analysis_busy = Der Server hat zu viele Analysen in der Warteschlange: Versuch es in ein paar Minuten wieder.
error-no_analysis = Für dein Spiel in dieser Partie wurde keine Analyse angefordert.
daily-leaders = Vorn: { $names }
daily-player = Spieler

## Das Terminalspiel (uno play): die Wertung, der Bildschirm „Neues Spiel“,
## die Hilfe unter `?`, die Statuszeile und die Zusammenfassung am Ende

tui-scoring-method = { $method ->
    [average] Durchschnittswertung
    [penalty] Strafpunktewertung
   *[winner_takes_all] Gewinner bekommt alles
}
tui-scoring-target = { $method }, bis { $target }
tui-scoring-target-lowest = { $method }, bis { $target }, niedrigste Summe gewinnt
tui-scoring-elimination = { $method }, raus bei { $target }
tui-scoring-rounds = { $method }, { $n ->
    [one] { $n } Runde
   *[other] { $n } Runden
}
tui-scoring-rounds-lowest = { $method }, { $n ->
    [one] { $n } Runde
   *[other] { $n } Runden
}, niedrigste Summe gewinnt
tui-scoring-none = { $n ->
    [one] eine Runde, ohne Punkte
   *[other] { $n } Runden, ohne Punkte
}
tui-level = { $level ->
    [easy] leicht
    [medium] mittel
    [hard] schwer
    [learned] gelernt
    [random] zufällig
   *[chaos] Chaos
}
tui-bot-label = { $name } ({ $level })
tui-about-deck-classic = Das offizielle Spiel mit 108 Karten.
tui-about-deck-shuffle-hands = Klassisch plus Farbenwahl Handkartentausch und drei Blanko-Farbenwahlkarten, 112 Karten.
tui-about-deck-hello-kitty = Klassisch plus 4 Farbenwahl Badtz-Maru, 112 Karten.
tui-about-deck-mario-kart = 76 Zahlenkarten, 24 Aktionskarten, 4 Zieh-Vier und 8 Farbenwahl Item-Box, keine einfache Farbenwahl; jedes Spiel dauert eine Runde.
tui-about-preset-killer = Ziehen, bis es passt, Dazwischenwerfen, Zieh Zwei und Zieh Vier stapeln, Nullen lassen die Hände wandern.
tui-about-preset-german = Null tauscht Hände, Dazwischenwerfen (auch bei Zieh-Zwei-Strafen), Zieh Zwei stapeln.
# The new-game screen after `uno play --rules-file FILE`: the file's rules (its deck and house rules).
tui-about-file = Die Regeln aus { $file }: { $rules }.
tui-about-house-stack_draw_two = auf Zieh Zwei mit einer Zieh Zwei antworten; wer nicht kann, zieht die Summe
tui-about-house-stack_draw_four = ebenso Zieh Vier auf Zieh Vier; eine gestapelte Zieh Vier kann nicht angezweifelt werden
tui-about-house-stack_mixed = eine Zieh Vier darf auch auf eine Zieh-Zwei-Strafe gelegt werden (schaltet beide Stapelregeln ein)
tui-about-house-jump_in = eine Karte, die der obersten genau gleicht, außer der Reihe spielen; weiter geht es bei dir
tui-about-house-jump_in_draw_two = Deutsche Regel: auf eine wartende Zieh-Zwei-Strafe darf jede Zieh Zwei außer der Reihe
tui-about-house-seven_swap = wer eine 7 spielt, tauscht die Hand mit einem Spieler seiner Wahl
tui-about-house-zero_rotates = wer eine 0 spielt, lässt alle Hände zum nächsten Spieler wandern
tui-about-house-zero_swap = wer eine 0 spielt, tauscht die Hand mit einem Spieler seiner Wahl (nicht mit „Null lässt Hände wandern“)
tui-about-house-draw_until_playable = ziehen, bis eine spielbare Karte kommt
tui-about-house-multi_play = mehrere Zahlenkarten mit derselben Zahl auf einmal spielen
tui-about-house-no_action_finish = die letzte Karte darf keine Aktions- oder Farbenwahlkarte sein
tui-about-house-last_holding_loses = wer keine Karten mehr hat, scheidet aus; wer zuletzt noch Karten hält, verliert
tui-about-house-wd4_strict = eine unerlaubte Zieh Vier wird abgelehnt, statt als Bluff zu gelten
tui-setup-title = Neues Spiel
tui-setup-rules = Regeln
tui-setup-bots = Bots
tui-setup-level = Stufe
tui-setup-bots-value = { $bots } (Tisch mit { $players })
tui-setup-keys = ↑↓ Zeile wählen · ←→ ändern · Enter teilt aus · q beendet
tui-setup-kept = { $about } Die Regeln des letzten Spiels bleiben, samt Hausregeln und Wertung.
tui-help-keys-title = Tasten · Tab: Kartencodes
tui-help-rules-title = Regeln im Spiel
tui-help-codes-title = Kartencodes · Tab: Tasten und Regeln
tui-help-rules-hand = { $rules }, { $n } Karten auf die Hand
tui-help-house-none = Hausregeln: keine
tui-help-house = Hausregeln:
tui-help-house-rule = { $title }: { $what }
tui-help-scoring = Wertung: { $scoring }
tui-help-key-move = bewegen; ↑↓ zu spielbaren Karten
tui-help-key-enter = Karte spielen (oder nächste Runde)
tui-help-key-digits = die so nummerierte Karte spielen
tui-help-key-space = für „Mehrere spielen“ markieren
tui-help-key-draw = ziehen; bei einer Strafe: annehmen
tui-help-key-keep = gezogene Karte behalten (passen)
tui-help-key-uno = UNO rufen
tui-help-key-catch = wer UNO vergaß: erwischen
tui-help-key-jump-in = dazwischenwerfen (außer der Reihe)
tui-help-key-challenge = Zieh Vier anzweifeln (d nimmt an)
tui-help-key-colour = eine Farbe wählen
tui-help-key-player = Spieler wählen (# in Spieler)
tui-help-key-honour = erfüllen / Strafe nehmen
tui-help-key-hint = Tipp des Coachs (--hints)
tui-help-key-next = nächste Runde (am Ende: neu)
tui-help-key-rematch = nach dem Spiel: Revanche
tui-help-key-esc = Frage oder diese Liste schließen
tui-help-key-quit = beenden (fragt erst)
tui-help-key-ctrl-c = sofort beenden
tui-legend-colours = Farben: R rot, Y gelb (yellow), G grün, B blau: der erste Buchstabe einer Karte
tui-legend-number = Zahlenkarten: Farbbuchstabe + Zahl (R7 = rote 7)
tui-legend-skip = Aussetzen: der nächste Spieler setzt aus
tui-legend-reverse = Richtungswechsel: die Spielrichtung kehrt sich um
tui-legend-draw_two = Zieh Zwei: der nächste Spieler zieht 2 und setzt aus
tui-legend-wild = Farbenwahl: passt auf alles, dann die Farbe wählen
tui-legend-wild_draw_four = Zieh-Vier-Farbenwahl: Farbe wählen; der nächste zieht 4 oder zweifelt an
tui-legend-shuffle_hands = Farbenwahl Handkartentausch: alle Hände werden gemischt und neu verteilt
tui-legend-badtz_maru = Farbenwahl Badtz-Maru: die anderen mit den wenigsten Karten ziehen 4
tui-legend-item_box = Farbenwahl Item-Box: deckt die oberste Karte des Stapels auf; ihre Farbe gibt ein Item
tui-legend-custom-honour = { $card }: Farbe wählen; „{ $honour }“ (sonst { $n } ziehen)
tui-legend-custom-effects = { $card }: Farbe wählen; dann { $effects }
tui-legend-item-card = { $colour ->
    [red] rote Karte
    [yellow] gelbe Karte
    [green] grüne Karte
    [blue] blaue Karte
   *[wild] Farbenwahl
}
tui-help-hand-marks = Unter deinen Karten: 1-9 und 0 sind die Tasten, die sie spielen; ↵: spielbar, auswählen (←→) und Enter drücken; +1 +2: für „Mehrere spielen“ markiert, in dieser Reihenfolge; [R3]: die ausgewählte Karte; blass: jetzt nicht spielbar.
tui-flag-out = frei
tui-flag-elim = raus
tui-no-cards = (keine Karten)
tui-hand-rows = Zeilen { $from }-{ $to } von { $n }, ←→ blättert
tui-too-small = Das Terminal ist { $size } groß: uno play braucht { $need }. { $quitting ->
    [yes] Dieses Spiel beenden? y beendet, n geht zurück.
   *[no] Vergrößere es zum Spielen; q beendet.
}
tui-say-back = Zurück zum Spiel
tui-say-colour = Farbe wählen: r Rot, y Gelb, g Grün, b Blau (Esc bricht ab)
tui-say-catch-seat = Drück die Platznummer des Spielers, den du erwischen willst (Esc bricht ab)
tui-say-esc = Esc schließt eine Frage oder die Tastenliste; q beendet
tui-say-no-card-marked = Keine spielbare Karte hat jetzt die Nummer { $n }
tui-say-cannot-draw = Du kannst jetzt nicht ziehen
tui-say-keep-only = Behalten geht nur direkt nach dem Ziehen einer spielbaren Karte (R6.2)
tui-say-w4-keys = d nimmt die Zieh Vier an (du ziehst 4), x zweifelt sie an
tui-say-no-challenge = Gerade gibt es keine Zieh Vier zum Anzweifeln
tui-say-no-honour = Keine Ehrenregel wartet auf dich
tui-say-nobody-to-catch = Niemand zu erwischen: nur wer eine Karte hat und nicht UNO gerufen hat
tui-say-no-colour = Gerade ist keine Farbe zu wählen (eine Farbenwahl fragt beim Spielen danach)
tui-say-not-your-turn = Du bist nicht dran: { $name } ist am Zug
tui-say-round-over = Die Runde ist vorbei
tui-say-game-over = Das Spiel ist vorbei: r Revanche, n neues Spiel, q beenden
tui-say-round-not-over = Die Runde ist noch nicht vorbei
tui-say-uno-withdrawn = UNO-Ruf zurückgenommen
tui-say-uno-when = UNO wird gerufen, wenn dir ein Zug eine Karte lässt (u davor oder gleich danach)
tui-say-no-jump-in = Dazwischenwerfen geht gerade nicht (nur mit einer Karte, die der obersten genau gleicht)
tui-say-jump-in-off = Dazwischenwerfen gehört nicht zu diesen Regeln (eine Hausregel: uno play --house jump_in)
tui-say-cannot-play = { $card } kann jetzt nicht gespielt werden
tui-say-hints-off = Tipps sind aus: starte das Spiel mit uno play --hints
tui-say-no-hint = Gerade hast du nichts zu entscheiden
tui-say-hint = Tipp: { $what } (etwa { $pct } % Siegchance in dieser Runde)
tui-say-hint-next = { $hint }; danach: { $what } { $pct } %
tui-summary-game = Spiel { $number }: Startwert { $seed } · { $rules } · { $scoring }
tui-summary-won = Sieg: { $names }, nach { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
tui-summary-not-finished = nicht beendet: in Runde { $n } verlassen
tui-summary-scores = Punkte: { $scores }
tui-summary-again = dieses Spiel noch einmal: uno play --seed { $seed } (mit denselben übrigen Optionen)
tui-stalled = Diese Runde hat { $n } Züge ohne Ende überschritten: die Bots haben angehalten (ein Fehler in den Regeln oder der Engine; bitte melde ihn mit Startwert { $seed }). q beendet.
tui-bot-fault-passes = (Bot { $bot } auf Platz { $seat } wählte { $choice }, abgelehnt: { $error }; die Gelegenheit verstreicht)
tui-bot-fault-instead = (Bot { $bot } auf Platz { $seat } wählte { $choice }, abgelehnt: { $error }; stattdessen spielt er { $action })
tui-bot-stuck = (Bot { $bot } auf Platz { $seat } wählte { $choice }, abgelehnt: { $error }; und nichts anderes ließ sich spielen)
tui-list-sep = { ", " }
# The header on a narrow terminal: house rules counted, not named ("Classic + Jump-in, 5 more", "Classic + 7 house rules").
tui-house-more = { $n } weitere
tui-house-count = { $n ->
    [one] eine Hausregel
   *[other] { $n } Hausregeln
}

cat-deck-classic-desc = { tui-about-deck-classic }
cat-deck-shuffle-hands-desc = { tui-about-deck-shuffle-hands }
cat-deck-hello-kitty-desc = { tui-about-deck-hello-kitty }
cat-deck-mario-kart-desc = { tui-about-deck-mario-kart }
cat-preset-killer-desc = { tui-about-preset-killer }
cat-preset-german-desc = { tui-about-preset-german }
cat-house-stack_draw_two-desc = Auf eine Zieh Zwei mit einer Zieh Zwei antworten; wer nicht kann, zieht die Summe.
cat-house-stack_draw_four-desc = Ebenso Zieh-Vier-Farbenwahl auf Zieh-Vier-Farbenwahl; eine gestapelte Zieh Vier kann nicht angezweifelt werden.
cat-house-stack_mixed-desc = Eine Zieh-Vier-Farbenwahl darf auch auf eine Zieh-Zwei-Strafe gelegt werden.
cat-house-jump_in-desc = Eine Karte, die der obersten genau gleicht, außer der Reihe spielen; weiter geht es bei dir.
cat-house-jump_in_draw_two-desc = Deutsche Regel: Auf eine wartende Zieh-Zwei-Strafe darf jede Zieh Zwei außer der Reihe gelegt werden.
cat-house-seven_swap-desc = Wer eine 7 spielt, tauscht die Hand mit einem Spieler seiner Wahl.
cat-house-zero_rotates-desc = Wer eine 0 spielt, lässt alle Hände zum nächsten Spieler wandern.
cat-house-zero_swap-desc = Wer eine 0 spielt, tauscht die Hand mit einem Spieler seiner Wahl.
cat-house-draw_until_playable-desc = Ziehen, bis eine spielbare Karte kommt.
cat-house-multi_play-desc = Mehrere Zahlenkarten mit derselben Zahl auf einmal spielen.
cat-house-no_action_finish-desc = Die letzte Karte darf keine Aktions- oder Farbenwahlkarte sein.
cat-house-last_holding_loses-desc = Wer keine Karten mehr hat, scheidet aus; wer zuletzt noch Karten hält, verliert.
cat-house-wd4_strict-desc = Eine unerlaubte Zieh-Vier-Farbenwahl wird abgelehnt, statt als Bluff zu gelten.
cat-first-official-desc = Die erste Karte wirkt für den Spieler links vom Geber (Aussetzen, Richtungswechsel, Zieh Zwei, Farbenwahl); eine Zieh-Vier-Farbenwahl wird zurückgemischt.
cat-first-as_dealer_played-desc = Der Geber gilt als der, der sie gespielt hat, mit allen Wirkungen.
cat-first-ignore_actions-desc = Aktionskarten und Zieh-Vier-Farbenwahlkarten werden zugedeckt, bis eine Zahl oder eine Farbenwahl liegt (bei Mario Kart die Vorgabe).
cat-scoring-winner_takes_all-desc = Der Rundensieger bekommt die Punkte aller anderen Hände; wer zuerst den Zielwert erreicht, gewinnt (offiziell).
cat-scoring-average-desc = Der Sieger bekommt den Durchschnitt der anderen Hände, kaufmännisch gerundet.
cat-scoring-penalty-desc = Jeder schreibt die Punkte seiner eigenen Hand auf, der Sieger 0; die niedrigste Summe gewinnt.
cat-scoring-none-desc = Eine Runde ist das ganze Spiel (bei Mario Kart die Vorgabe).
cat-end-target-desc = Das Spiel endet, wenn jemand die Zielpunktzahl erreicht.
cat-end-elimination-desc = Wer den Zielwert erreicht, scheidet aus; wer als Letzter übrig bleibt, gewinnt.
cat-end-hands-desc = Eine feste Zahl von Runden statt eines Zielwerts; die beste Summe gewinnt.
cat-bot-easy-desc = Spielt eine erlaubte Karte, ohne Plan.
cat-bot-medium-desc = Spielt vernünftig: hebt Farbenwahlkarten auf, ruft UNO, erwischt andere.
cat-bot-hard-desc = Merkt sich die Karten und rechnet voraus.
cat-bot-learned-desc = Ein neuronales Netz, durch bestärkendes Lernen mit den klassischen Regeln trainiert (mit anderen Regeln etwa so stark wie „Mittel“); ein kurzer Blick pro Zug.
cat-option-first_card-desc = Wie die erste Karte einer Runde wirkt.
cat-option-hand_size-desc = Karten, die jeder Spieler bekommt.
cat-option-challenge-desc = Eine Zieh-Vier-Farbenwahl darf angezweifelt werden.
cat-option-target-desc = Die Punktzahl, die das Spiel beendet.
cat-option-method-desc = Wie die Punkte einer Runde gezählt werden.
cat-option-game_end-desc = Wann das Spiel endet.
cat-option-zero_counts_ten-desc = Eine 0, die auf der Hand bleibt, zählt 10 Punkte.
cat-option-badtz_maru_cards-desc = Wie viele Farbenwahl Badtz-Maru im Spiel sind, gleich welche Spielart.
cat-option-badtz_maru_counts_self-desc = Wer eine Farbenwahl Badtz-Maru spielt, kann selbst zu denen mit den wenigsten Karten zählen.
cat-option-wc-desc = Die Regel jeder Blanko-Farbenwahlkarte, WC1 zuerst: Wirkungen, die das Spiel ausführt, oder eine Ehrenregel.

## The rule book (web/js/rulebook.js)

rb-play-title = So spielst du auf dieser Seite
rb-play-intro = Deine Hand liegt unten, nach Farben sortiert. Karten, die du jetzt spielen darfst, sind angehoben und hell; die anderen sind abgedunkelt. Klick auf eine Karte (oder wähle sie an und drück Enter), um sie zu spielen. Jede Karte zeigt in ihren Ecken das Zeichen ihrer Farbe (Rot ein Dreieck, Gelb ein Ring, Grün ein Kreuz, Blau drei Balken; eine Farbenwahl hat keins), ebenso die Farbe im Spiel und die Farbauswahl; die Farbe ist also nie der einzige Hinweis.
rb-keys-decision = Entscheidung
rb-keys-control = Bedienung
rb-keys-key = Taste
rb-key-play = Eine Karte spielen
rb-key-play-how = eine helle Karte deiner Hand anklicken
rb-key-play-keys = ←/→, dann Enter
rb-key-draw = Ziehen
rb-key-draw-how = der Ziehstapel oder <b>Ziehen</b>
rb-key-drawn = Die gezogene Karte spielen oder behalten (R6.2)
rb-key-drawn-how = <b>Ausspielen</b> / <b>Behalten</b>
rb-key-colour = Eine Farbe wünschen (Farbenwahl, R5.3)
rb-key-colour-how = die Farbauswahl: Rot, Gelb, Grün, Blau
rb-key-player = Einen Spieler wählen (7-0-Tausch, Grüner Panzer, Blanko-Farbenwahl)
rb-key-player-how = die Spielerauswahl
rb-key-wd4 = Auf eine Zieh-Vier-Farbenwahl antworten (R8.2)
rb-key-wd4-how = <b>Annehmen</b> oder <b>Anzweifeln</b>; nach dem Anzweifeln siehst nur du die Hand
rb-key-stack = Eine gestapelte Strafe (R13)
rb-key-stack-how = die Summe steht auf dem Stapel; leg eine helle Karte drauf oder <b>N ziehen</b>
rb-key-uno = UNO rufen (R10)
rb-key-uno-how = <b>UNO!</b>: vor der vorletzten Karte gedrückt, rufst du mit dem Zug; danach geht es, bis dich jemand erwischt
rb-key-catch = Einen Spieler erwischen, der nicht gerufen hat
rb-key-catch-how = <b>Erwischen</b> an seinem Platz
rb-key-jump = Dazwischenwerfen (R13)
rb-key-jump-how = eine gleiche Karte leuchtet außer der Reihe auf: anklicken
rb-key-honour = Ehrenregeln (R8.5)
rb-key-honour-how = <b>Erledigt</b> oder <b>Strafe nehmen (N ziehen)</b>
rb-key-next = Nächste Runde
rb-key-next-how = <b>Nächste Runde</b> auf der Punktetafel (sie teilt auch von selbst aus)
rb-key-log = Spielverlauf
rb-key-log-how = das Verlaufsfeld (auf kleinen Bildschirmen ein Knopf)
rb-play-keyboard = Mit der Tastatur allein spielst du ein ganzes Spiel: Tab erreicht die Hand (ein Halt; die Pfeile, Pos1 und Ende bewegen darin), die Aktionsknöpfe, die <b>Erwischen</b>-Knöpfe an den Plätzen und den Verlauf. Dialoge und Felder über dem Tisch behalten den Fokus, bis sie sich schließen, und geben ihn dann an den Tisch zurück.
rb-play-server = Der Server prüft jeden Zug (R4.4): Ein abgelehnter Zug ändert nichts, und du siehst, warum. Nach dem Neuladen oder einer verlorenen Verbindung geht es von selbst am selben Platz weiter.
rb-r1-title = Kartensätze
rb-r1-house = { $presets } spielen mit dem Kartensatz { $deck } und Hausregeln (R13). Ein Kartensatz kann auch eine Liste von Kartenanzahlen sein (R14).
rb-r2-title = Vorbereitung
rb-r2-1 = 2 bis 10 Spieler.
rb-r2-2 = Runde 1: Jeder zieht eine Karte, die höchste Zahl gibt (Aktions- und Farbenwahlkarten zählen 0; bei Gleichstand wird neu gezogen). Ein Tisch kann den Geber stattdessen festlegen. Spätere Runden: Das Geben wandert nach links.
rb-r2-3 = Je 7 Karten (Option: Handkarten), einzeln, beginnend links vom Geber, im Uhrzeigersinn. Der Rest ist der Ziehstapel; seine oberste Karte beginnt den Ablagestapel.
rb-r2-4 = Die Plätze sind im Uhrzeigersinn nummeriert; „links“ heißt im Uhrzeigersinn.
rb-r3-title = Die erste Karte
rb-r3-official = <b>Offiziell</b> (Vorgabe): Eine Zahl bewirkt nichts; Aussetzen lässt den Spieler links vom Geber aussetzen; ein Richtungswechsel lässt den Geber gegen den Uhrzeigersinn beginnen; Zieh Zwei lässt den Spieler links vom Geber 2 ziehen und aussetzen; bei einer Farbenwahl (oder Handkartentausch, Blanko, Badtz-Maru, Item-Box) wünscht der Spieler links vom Geber die Farbe und spielt; eine Zieh-Vier-Farbenwahl kommt zurück, der Stapel wird gemischt und eine neue Karte aufgedeckt.
rb-r3-dealer = <b>Als hätte der Geber sie gespielt</b>: Der Geber gilt als der, der sie gespielt hat (bei einer Farbenwahl wünscht er die Farbe), mit jeder Wirkung, auch der Hausregeln für 7 und 0; eine Zieh-Vier-Farbenwahl lässt den Spieler links vom Geber 4 ziehen.
rb-r3-ignore = <b>Aktionen ignorieren</b> (Mario Kart): Aktionskarten und Zieh-Vier-Farbenwahlkarten werden mit neuen Karten zugedeckt, bis eine Zahl oder eine andere Farbenwahl liegt.
rb-r3-first = Auf eine erste Karte darf niemand stapeln, und niemand darf sie anzweifeln.
rb-r4-title = Ein Zug
rb-r4-1 = Wenn du dran bist: eine erlaubte Karte spielen oder ziehen. Nichts anderes beendet einen Zug.
rb-r4-2 = Dann spielt der nächste Spieler in der aktuellen Richtung, außer eine Karte sagt etwas anderes.
rb-r4-3 = Müssen mehrere Spieler ziehen, ziehen sie in Zugreihenfolge, beginnend nach dem Spieler der Karte.
rb-r4-4 = Ein unerlaubter Zug wird mit einer Meldung abgelehnt und ändert nichts; die Software bestraft nie einen falschen Klick.
rb-r5-title = Welche Karten gespielt werden dürfen
rb-r5-1 = Die Farbe im Spiel ist die der obersten Karte oder die für eine Farbenwahl gewünschte.
rb-r5-2 = Eine farbige Karte passt zur Farbe im Spiel oder zur Zahl oder zum Symbol der obersten Karte.
rb-r5-3 = Farbenwahl, Handkartentausch, Blanko-Farbenwahl, Badtz-Maru und Item-Box dürfen immer gespielt werden; du wünschst dir eine beliebige Farbe (die Farbe der Item-Box kommt von ihrem Item, R9).
rb-r5-4 = Eine Zieh-Vier-Farbenwahl ist nur erlaubt, wenn du keine Karte der Farbe im Spiel hast (in einem Kartensatz mit Item-Boxen zählt eine Item-Box auf der Hand als diese Farbe). Du darfst sie trotzdem als Bluff spielen und riskierst, angezweifelt zu werden (R8.3), außer <i>Strenge Zieh-Vier</i> ist an.
rb-r6-title = Ziehen
rb-r6-1 = Du darfst ziehen, auch wenn du spielen könntest.
rb-r6-2 = Du ziehst eine Karte. Ist sie spielbar, darfst du sie sofort spielen oder behalten; sonst ist der Nächste dran.
rb-r6-3 = <i>Ziehen, bis es passt</i>: weiterziehen, bis eine spielbare Karte kommt. Strafkarten werden immer genau gezogen.
rb-r6-4 = Ein leerer Ziehstapel wird aus der Ablage unter der obersten Karte neu gebildet (gewünschte Farben sind vergessen). Ist dann immer noch nichts da, entfällt das Ziehen.
rb-r7-title = Aktionskarten
rb-r7-1 = Aussetzen: Der nächste Spieler setzt aus.
rb-r7-2 = Richtungswechsel: Die Richtung kehrt sich um; zu zweit wirkt er wie Aussetzen.
rb-r7-3 = Zieh Zwei: Der nächste Spieler zieht 2 und setzt aus (keine Antwort mit Zieh Zwei, außer Stapeln ist an).
rb-r7-4 = Zu zweit lassen Aussetzen und Zieh Zwei dich gleich noch einmal spielen.
rb-r8-title = Farbenwahlkarten
rb-r8-1 = Farbenwahl: Wünsch dir eine Farbe.
rb-r8-2 = Zieh-Vier-Farbenwahl: Wünsch dir eine Farbe; der nächste Spieler <b>nimmt an</b> (zieht 4, setzt aus) oder <b>zweifelt an</b> (wenn Anzweifeln erlaubt ist).
rb-r8-3 = Anzweifeln: Wer die Zieh Vier gespielt hat, zeigt seine Hand nur dem Zweifler. Hatte er vorher eine Karte der Farbe im Spiel (schuldig), zieht er 4, und der Zweifler spielt normal; sonst zieht der Zweifler 6 und setzt aus.
rb-r8-4 = Farbenwahl Handkartentausch: Wünsch dir eine Farbe; alle Hände werden eingesammelt, gemischt und ab dem nächsten Spieler neu verteilt.
rb-r8-5 = Blanko-Farbenwahl: Wünsch dir eine Farbe, dann gilt die Regel der Karte: entweder Wirkungen, die das Spiel ausführt, oder eine <b>Ehrenregel</b>, die alle sehen und die ihr Ziel erfüllt (<b>Erledigt</b>) oder dafür die Strafe zieht.
rb-r8-6 = Farbenwahl Badtz-Maru: Wünsch dir eine Farbe; unter den anderen Spielern ziehen die mit den wenigsten Karten 4. Niemand setzt aus.
rb-r9-title = Farbenwahl Item-Box (Mario Kart)
rb-r9-intro = Die oberste Karte des Ziehstapels wird auf die Ablage gedreht, und ihre Farbe löst ein Item aus (ihre eigene Aktion zählt nicht):
rb-r9-wild = Eine Farbenwahl
rb-r9-item = <b>{ $color }, { $item }</b>: { $effect }.
rb-r10-title = UNO rufen
rb-r10-1 = Lässt dich dein eigener Zug mit einer Karte zurück, ruf UNO: mit dem Zug oder jederzeit danach, bis dich jemand erwischt (ein Ruf vor dem Zug zählt nicht).
rb-r10-2 = Bis du rufst, bist du angreifbar: Jeder darf dich <b>erwischen</b>, und du ziehst 2. Die Gelegenheit endet, wenn ein anderer Spieler handelt, wenn du rufst oder wenn du nicht mehr genau eine Karte hast. Der Server hält ein Erwischen kurz zurück, damit dein Ruf noch ankommen kann.
rb-r10-3 = Wer jemanden erwischt, der nicht angreifbar ist, bewirkt nichts.
rb-r10-4 = Züge, die Hände bewegen (Tausch, Wandern, Handkartentausch), machen niemanden angreifbar.
rb-r11-title = Alle Karten ablegen
rb-r11-1 = Eine Runde endet, wenn nach allen Wirkungen eines Zugs ein Spieler keine Karten mehr hat: Er gewinnt die Runde. Die Karten einer letzten Zieh Zwei oder Zieh-Vier-Farbenwahl zieht der Nächste trotzdem (und sie zählen); sie kann nicht angezweifelt werden.
rb-r11-2 = Wirkungen, die Hände bewegen, kommen zuerst: Wer bei <i>Null lässt Hände wandern</i> mit einer 0 seine letzte Karte ablegt, gibt seine leere Hand weiter.
rb-r12-title = Wertung und Sieg
rb-r12-1 = Kartenwerte: Zahlen ihr Wert (eine 0 kann 10 zählen), Aussetzen / Richtungswechsel / Zieh Zwei 20, Farbenwahlkarten 50.
rb-r12-2 = <b>Gewinner bekommt alles</b> (offiziell): Der Sieger bekommt die Punkte der anderen Hände; wer zuerst den Zielwert (500) erreicht, gewinnt. <b>Durchschnitt</b>: Der Sieger bekommt den Durchschnitt der anderen Hände. <b>Strafpunkte</b>: Jeder schreibt seine eigene Hand auf, und die niedrigste Summe gewinnt; das Spiel endet beim Zielwert, durch <b>Ausscheiden</b> oder nach <b>N Runden</b>. <b>Eine Runde</b>: Eine Runde ist das Spiel. Eine feste Zahl von Runden kann bei jeder Wertungsart den Zielwert ersetzen.
rb-r12-3 = Bei Gleichstand teilen sich die Besten den Sieg.
rb-r13-title = Hausregeln
rb-r13-preset = Spielart <b>{ $name }</b>: { $list }.
rb-r14-title = Regeln als Daten
rb-r14-text = Die Regeln eines Spiels sind ein Wert: Kartensatz, Regel für die erste Karte, Optionen, Hausregeln, Wertung, Handkarten und die Regel jeder Blanko-Farbenwahl. Du kannst sie beim Eröffnen eines Raums als JSON unter <b>{ $json }</b> schreiben. Blanko-Farbenwahlkarten nehmen Wirkungen aus dieser Liste: { $effects } oder eine Ehrenregel, wobei T { $targets } ist.
rb-decisions-title = Entscheidungen, wo das Regelheft Spielraum lässt
rb-dec-1 = Erwischen geht auch, während eine Entscheidung (etwa die Antwort auf eine Zieh Vier) aussteht; Erwischen und Rufen beenden die Gelegenheit nie, Dazwischenwerfen schon.
rb-dec-2 = Ist eine Stapelregel an, wird der Spieler vor einer Strafe immer gefragt, auch wenn er nichts zum Stapeln hat.
rb-dec-3 = Beim Anzweifeln zählt die Hand, wie sie beim Spielen der Zieh Vier war, gemessen an der Farbe davor.
rb-dec-4 = Ziehen durch die Wirkungen einer Blanko-Farbenwahl geschieht sofort: Niemand kann darauf stapeln.
rb-dec-5 = Der Grüne Panzer lässt seinen Spieler immer wählen; ein Bob-omb zieht erst 2 und fragt dann nach der Farbe.
rb-dec-6 = Den Zielwert erreichen heißt, mindestens so viele Punkte zu haben; <i>nach N Runden</i> endet das Spiel erst nach Runde N.
rb-dec-7 = Null tauscht Hände und Null lässt Hände wandern können nicht beide an sein; Ausscheiden braucht die Wertung mit Strafpunkten.
rb-dec-source = Der ganze Text mit jeder Entscheidung und dem Szenario, das sie festlegt, steht in { $file } im Quelltext.
# Between two sentences of one rule (a space; none in Japanese and Chinese).
rb-sentence-sep = { " " }
rb-r1-deck = <b>{ $name }</b> ({ $cards }): { $text }
rb-r13-rule = <b>{ $name }</b> (<code>{ $id }</code>): { $text }
