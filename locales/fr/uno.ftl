# UNO en français. Mêmes identifiants et mêmes variables que l'anglais
# (locales/en/uno.ftl). Les codes des cartes (R7, W+4) restent tels quels ;
# les noms des cartes sont traduits.

language-name = Français
language-picker = Langue

## Mots courants

you = Toi
you-inline = toi
seat-n = Place { $n }
n-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
n-rounds = { $count ->
    [one] { $count } manche
   *[other] { $count } manches
}
n-actions = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
n-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
n-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
loading = Chargement…
close = Fermer
cancel = Annuler
ok = OK
try-again = Réessayer
refused = Impossible
bot-level = { $level ->
    [easy] bot facile
    [medium] bot moyen
    [hard] bot difficile
   *[other] bot { $level }
}

## Couleurs et cartes

color-R = Rouge
color-Y = Jaune
color-G = Vert
color-B = Bleu
card-number = { $number } { $color }
card-skip = Passe ton tour { $color }
card-reverse = Inversion { $color }
card-draw_two = +2 { $color }
card-wild = Joker
card-wild_draw_four = Super Joker +4
card-shuffle_hands = Joker mélange des mains
card-badtz_maru = Joker Badtz-Maru
card-item_box = Joker boîte à objets
card-custom = Joker personnalisable { $number }
card-color-named = { $card }, couleur demandée : { $color }
card-chosen-title = Couleur demandée : { $color }

## Objets de Mario Kart (R9)

item-mushroom = Champignon
item-banana_peel = Peau de banane
item-green_shell = Carapace verte
item-lightning = Éclair
item-bob_omb = Bob-omb
item-effect-mushroom = { $you ->
    [yes] tu rejoues tout de suite
   *[no] { $player } rejoue tout de suite
}
item-effect-banana_peel = { $you ->
    [yes] la personne avant toi pioche 2
   *[no] la personne avant { $player } pioche 2
}
item-effect-green_shell = { $you ->
    [yes] tu choisis quelqu'un qui pioche 1
   *[no] { $player } choisit quelqu'un qui pioche 1
}
item-effect-lightning = { $you ->
    [yes] tous les autres piochent 1, puis tu rejoues
   *[no] tous les autres piochent 1, puis { $player } rejoue
}
item-effect-bob_omb = { $you ->
    [yes] tu pioches 2 et tu choisis la couleur
   *[no] { $player } pioche 2 et choisit la couleur
}

## Erreurs

error-network = Impossible de joindre le serveur.
error-disconnected = Déconnecté : reconnexion…
error-not_your_turn = Ce n'est pas ton tour.
error-card_not_playable = Cette carte ne peut pas être jouée maintenant.
error-card_not_in_hand = Tu n'as pas cette carte.
error-decision_pending = Pas maintenant : la partie attend une autre décision.
error-pass_not_allowed = Tu ne peux garder une carte que juste après en avoir pioché une jouable.
error-cannot_challenge = Il n'y a pas de Super Joker +4 à contester.
error-color_required = Choisis une couleur pour ce joker.
error-invalid_target = Ce joueur ne peut pas être choisi.
error-multi_play_not_allowed = Ces cartes ne peuvent pas être jouées ensemble.
error-action_finish_not_allowed = Ta dernière carte ne peut pas être une carte action ou un joker : pioche plutôt.
error-round_over = La manche est finie.
error-round_not_over = La manche n'est pas encore finie.
error-game_over = La partie est finie.
error-no_such_seat = Cette place n'existe pas.
error-not_host = Seul l'hôte peut faire ça.
error-game_in_progress = Une partie est en cours.
error-not_enough_players = Une partie demande de 2 à 10 places.
error-room_full = La salle est pleine.
error-rate_limited = Doucement ! Réessaie dans un instant.
error-no_such_room = Aucune salle n'a ce code.
error-no_such_game = Aucune partie terminée ne porte ce numéro.
error-no_such_player = Ce joueur n'existe pas.
error-bad_token = La clé de cette place n'est plus valable.
error-not_seated = Tu n'as pas de place dans cette partie.
error-no_game = Aucune partie en cours.
error-seat_taken = Cette place est prise.
error-bad_seat = Cette place n'existe pas.
error-already_seated = Tu as déjà une place.
error-too_many_rooms = Tu as ouvert trop de salles.
error-server_full = Le serveur est plein ; réessaie plus tard.
error-invalid_nickname = Ce pseudo ne peut pas être utilisé.
error-invalid_chat = Ce message ne peut pas être envoyé.
error-invalid_rules = Impossible de jouer avec ces règles : { $detail }
error-invalid_settings = Ces réglages de salle ne conviennent pas : { $detail }
# Rules the engine refused (uno_core::Problem): the detail of error-invalid_rules.
problem-unknown-preset = Il n’existe pas de préréglage « { $name } ».
problem-unknown-house-rule = Il n’existe pas de règle maison « { $name } ».
problem-house-conflict = { $first } et { $second } ne peuvent pas être activées ensemble (R13).
problem-elimination-needs-penalty = L’élimination ne se joue qu’avec le décompte en pénalités (R12.2).
problem-teams-elimination = L’élimination ne se joue pas en équipes (R15.4).
problem-teams-last-holding-loses = « Le dernier à garder des cartes perd » ne se joue pas en équipes (R15.5).
problem-hand-size = Il faut distribuer au moins une carte à chaque joueur.
problem-target = Le score à atteindre doit être d’au moins 1.
problem-deck-count = Le paquet compte { $count } fois { $card } ; une carte peut avoir au plus 255 exemplaires.
problem-deck-card = « { $entry } » n’est pas une carte qu’un paquet peut contenir.
problem-empty-deck = Le paquet ne contient aucune carte.
problem-no-starting-card = Le paquet n’a aucune carte pour commencer une manche (R3 demande une carte autre que W+4).
problem-missing-wc-rule = { $card } est dans le paquet mais n’a pas de règle (R14).
problem-too-many-wc-rules = { $count } règles de jokers personnalisables, plus que les 7 cartes de ce type possibles.
problem-players = Une partie se joue de 2 à 10 joueurs, pas à { $count } (R2.1).
problem-deck-too-small = Le paquet a { $deck } cartes : trop peu pour distribuer { $hand ->
    [one] une carte
   *[other] { $hand } cartes
  } à chacun des { $players } joueurs et retourner une première carte.
problem-too-many-copies = { $card } apparaît { $have } fois, mais le paquet n’en a que { $deck }.
problem-seat = Il n’y a pas de place { $seat } à cette table.
problem-team-players = Les équipes de deux demandent 4, 6, 8 ou 10 joueurs, pas { $count } (R15.1).
error-game_not_over = La partie n'est pas finie.
error-storage_unavailable = Le serveur ne peut rien enregistrer pour l'instant ; rien n'a changé. Réessaie dans un instant.
error-shutting_down = Le serveur redémarre ; réessaie dans un instant.
error-wrong_instance = La salle est passée sur un autre serveur ; reconnexion…
error-internal = Un problème est survenu sur le serveur.
error-rules-json = Le JSON des règles n'est pas valide : { $detail }
error-json = JSON non valide : { $detail }
error-catalogue = Impossible de charger les règles depuis le serveur : { $detail }
nick-empty = Choisis un pseudo.
nick-too-long = 24 caractères au plus.
nick-bad-chars = Pas de caractères < > & " ' `, s'il te plaît.

## Accueil

home-title = UNO : jouer dans le navigateur
home-tagline = Joue avec tes amis ou des bots, directement dans le navigateur. Toutes les règles officielles, les éditions et les règles maison.
home-play = Jouer
home-nickname = Ton pseudo
home-nickname-label = Pseudo
quick-play = Partie rapide
play-online = Jouer en ligne
online-rules-label = Règles pour jouer en ligne
online-length = Une manche, quelques minutes
create-room = Créer une salle
create-room-rules = Créer une salle avec ces règles
help-online = Jouer en ligne : une table avec d'autres personnes, avec les règles choisies à côté du bouton ; des bots prennent les places restées libres après 20 secondes.
help-quick = Partie rapide : toi et trois bots moyens, règles classiques, directement à la table.
help-create = Créer une salle : une salle avec les règles affichées à côté du bouton (« Règles… » pour les changer) ; ajoute des bots et invite tes amis dans le salon.
join-title = Rejoindre une salle
join-hint = Tape le code ou colle le lien qu'un ami t'a envoyé.
join-code-label = Code ou lien de la salle
join = Rejoindre
join-watch = …ou juste regarder
join-bad-code = Un code de salle a 6 lettres et chiffres.
your-rooms = Tes salles
your-room-as = en tant que { $name }
foot-rulebook = Livret de règles
foot-history = Historique et rediffusions
foot-api = API
foot-hint = Les cartes sont dessinées par cette page. Clavier : ? affiche les commandes.

## Livret de règles

rulebook = Livret de règles
rulebook-sections = Sections
rulebook-controls = Commandes
rulebook-decisions = Décisions
rulebook-this-room = Les règles de cette salle

## Historique et rediffusions

history-title = UNO : historique des parties
history-heading = Historique des parties
history-all = Toutes les parties
history-mine = Mes parties
history-older = Parties plus anciennes
history-none = Aucune partie terminée pour l'instant. Lance-toi !
leaderboard = Classement
place-tied = { $place }, ex æquo
rating-chart-note = La ligne est le classement après chaque partie classée ; la bande autour indique où se trouve la vraie force avec 95 % de confiance, de { $lo } (le nombre du bas, à gauche) à { $hi } (celui du haut).
rating-bot = bot
rating-bot-level = un bot intégré ({ $level })
rating-bot-any = un bot
rating-interval = intervalle à 95 % : de { $lo } à { $hi }
rating-games = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
rating-none = Pas encore de partie classée.
rating-leaders-note = Classement Glicko-2 (intervalle à 95 %), parties classées jouées.
rating-unavailable = Indisponible.
rating-chart-label = Classement sur { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
} : de { $first } à { $last }
rating-place = { $place ->
    [1] 1er
   *[other] { $place }e
}
rating-unrated = non classée
player-title = UNO : joueur
player-heading = Joueur
player-back = Classement et parties
rating-heading = Classement
rating-summary = { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}. Écart de classement { $rd } ; l'intervalle contient la vraie force avec 95 % de confiance.
rating-not-yet = Pas encore classé : une partie terminée contre un autre joueur ou un bot donne un classement.
rating-over-time = Classement au fil du temps
player-recent = Parties récentes
player-no-games = Pas encore de partie terminée.
game-room = salle { $room }
bot-note = ({ $level })
replay-title = UNO : rediffusion de la partie { $id }
replay-heading = Rediffusion de la partie n° { $id }
replay-step = Étape
replay-all-steps = Toutes les étapes
replay-step-of = Étape { $step } sur { $total }
colour-in-play = Couleur en jeu
direction-cw = ↻ sens horaire
direction-ccw = ↺ sens antihoraire
round-n = Manche { $n }
th-player = Joueur
th-cards = Cartes
th-score = Score
you-note = (toi)
dealer-note = · donneur
replay-your-hand = Ta main ({ $cards })
your-hand = Ta main
no-cards = Aucune carte.
replay-own-hand = Tu as joué cette partie : ta main est visible, celle des autres non.
replay-spectator = Une rediffusion montre ce qu'a vu un spectateur : aucune main n'est jamais visible.
replay-play = ▶ Lecture
replay-play-label = Lecture
replay-pause = ❚❚ Pause
replay-first = Première étape
replay-prev = Étape précédente
replay-next = Étape suivante
replay-last = Dernière étape
replay-meta = Salle { $room } · { $when } · { $rounds } · { $actions }
replay-winner = Victoire :
replay-players = Joueurs :
replay-fairness = Règles et équité
replay-commitment = Engagement
replay-seed = Graine
replay-salt = Sel
replay-download = Télécharger comme fichier de scénario
replay-this-step = Cette étape
replay-every-step = Toutes les étapes

## Le récit de la table

log-reason-turn = {""}
log-reason-first_card = { " " }(première carte)
log-reason-penalty = { " " }(pénalité)
log-reason-challenge = { " " }(contestation)
log-reason-caught = { " " }(pris sans UNO)
log-reason-effect = { " " }(effet de carte)
log-reason-honour = { " " }(pénalité d'honneur)
log-reason-item = { " " }(objet)
log-dealer-draws = Cartes tirées pour la donne : { $draws }.
log-dealer-draw = { $name } { $card }
log-dealer-tie = { $draws } Égalité pour la plus forte : on retire.
log-dealer = { $draws } { $you ->
    [yes] C'est toi qui distribues
   *[no] { $name } distribue
}.
log-round-started = La manche { $round } commence ; { $you ->
    [yes] tu distribues
   *[no] { $name } distribue
}.
log-dealt = Tu as reçu { $count } cartes.
log-first-card = Première carte retournée : { $card }.
log-first-card-returned = { $card } retourne dans la pioche, qu'on mélange.
log-then = , puis{ " " }
log-played = { $you ->
    [yes] Tu joues { $cards }
   *[no] { $name } joue { $cards }
}.
log-played-color = { $you ->
    [yes] Tu joues { $cards } et demandes { $color }
   *[no] { $name } joue { $cards } et demande { $color }
}.
log-jumped-in = { $you ->
    [yes] Tu t'interposes avec { $cards }
   *[no] { $name } s'interpose avec { $cards }
}.
log-jumped-in-color = { $you ->
    [yes] Tu t'interposes avec { $cards } et demandes { $color }
   *[no] { $name } s'interpose avec { $cards } et demande { $color }
}.
log-drew = { $you ->
    [yes] Tu pioches
   *[no] { $name } pioche
} { $count ->
    [one] une carte
   *[other] { $count } cartes
}{ $reason }.
log-drew-shown = { $you ->
    [yes] Tu pioches
   *[no] { $name } pioche
} { $count ->
    [one] une carte
   *[other] { $count } cartes
}{ $reason } :
log-nothing-to-draw = Plus rien à piocher : { $you ->
    [yes] il te manque
   *[no] il manque à { $name }
} { $count ->
    [one] une carte
   *[other] { $count } cartes
}.
log-reshuffled = La défausse est mélangée pour refaire la pioche ({ $count } cartes).
log-passed = { $you ->
    [yes] Tu gardes la carte
   *[no] { $name } garde la carte
}.
log-color-chosen = { $you ->
    [yes] Tu demandes { $color }
   *[no] { $name } demande { $color }
}.
log-player-chosen = { $you ->
    [yes] Tu choisis { $target }
   *[no] { $name } choisit { $target }
}.
log-skipped = { $you ->
    [yes] Tu passes ton tour
   *[no] { $name } passe son tour
}.
log-direction-cw = On joue maintenant dans le sens horaire ↻.
log-direction-ccw = On joue maintenant dans le sens antihoraire ↺.
log-penalty-pending = Pénalité en attente : piocher { $total }.
log-challenged-guilty = { $you ->
    [yes] Tu contestes
   *[no] { $name } conteste
} le Super Joker +4 de { $offender } : coupable ! { $offender } pioche 4.
log-challenged-innocent = { $you ->
    [yes] Tu contestes
   *[no] { $name } conteste
} le Super Joker +4 de { $offender } : innocent, donc { $you ->
    [yes] tu pioches 6
   *[no] { $again } pioche 6
}.
log-challenged-you-guilty = { $name } conteste ton Super Joker +4 : coupable ! Tu pioches 4.
log-challenged-you-innocent = { $name } conteste ton Super Joker +4 : innocent, donc { $name } pioche 6.
log-hand-shown-to-you = La main de { $name } n'est montrée qu'à toi :
log-your-hand-shown = Ta main n'est montrée qu'à { $to } :
log-hand-shown = { $name } montre sa main à { $to } seulement.
log-hands-swapped = { $a } et { $b } échangent leurs mains.
log-hands-rotated-cw = Toutes les mains passent dans le sens horaire.
log-hands-rotated-ccw = Toutes les mains passent dans le sens antihoraire.
log-hands-shuffled = Toutes les mains sont mélangées et redistribuées ({ $sizes } cartes).
log-item = La boîte à objets retourne { $card } : { $item } ! { $effect }.
log-no-item = Rien à retourner : pas d'objet pour { $name }.
log-honour-asked = Règle d'honneur pour { $name } : « { $text } » (sinon piocher { $penalty }).
log-complied = { $you ->
    [yes] Tu respectes la règle
   *[no] { $name } respecte la règle
}.
log-uno-called = { $name } : « UNO ! »
log-uno-not-counted = { $you ->
    [yes] Tu dis UNO
   *[no] { $name } dit UNO
} (ça ne compte pas maintenant).
log-exposed = { $you ->
    [yes] Tu as une seule carte et tu n'as pas dit UNO
   *[no] { $name } a une seule carte et n'a pas dit UNO
} !
log-caught = { $you ->
    [yes] Tu prends
   *[no] { $name } prend
} { $target } sans UNO, donc { $targetyou ->
    [yes] tu pioches 2
   *[no] { $target } pioche 2
}.
log-catch-failed = { $you ->
    [yes] Tu essaies
   *[no] { $name } essaie
} de prendre { $target } : trop tard, il ne se passe rien.
log-went-out = { $you ->
    [yes] Tu poses ta dernière carte et quittes
   *[no] { $name } pose sa dernière carte et quitte
} la manche.
log-round-blocked = Personne ne peut jouer ni piocher : la manche est bloquée, et { $you ->
    [yes] tu as
   *[no] { $name } a
} la main la plus faible.
log-round-over = La manche est finie.
log-round-won = { $you ->
    [yes] Tu gagnes la manche
   *[no] { $name } gagne la manche
} !
log-eliminated = { $you ->
    [yes] Tu es éliminé
   *[no] { $name } est éliminé
}.
log-game-over = Partie terminée.
log-game-over-winners = Partie terminée. Victoire : { $winners }.

## La table

table-label = Table de jeu
table-actions = Tes actions
pod-label = { $name } : { $cards }{ $toact ->
    [yes] , à son tour
   *[no] {""}
}{ $exposed ->
    [yes] , n'a pas dit UNO
   *[no] {""}
}
pod-title = Place { $n } : { $name }
catch-short = Pris !
no-uno-tag = pas de UNO !
draw-pile-label = Pioche, { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}{ $draw ->
    [yes] {" "}: piocher
   *[no] {""}
}
top-card = Carte du dessus : { $card }
penalty-waiting = Pénalité en attente
penalty-waiting-draw = Pénalité en attente : piocher { $n }
to-draw = à piocher
play-goes-cw = On joue dans le sens horaire
play-goes-ccw = On joue dans le sens antihoraire
dealer = Donneur
dealer-badge = D
bot-badge = bot
bot-plays = un bot joue
bot-plays-title = Un bot joue à la place de cette personne
bot-account = compte bot
bot-account-title = Un programme bot en ligne (uno bot)
badge-offline = hors ligne
badge-out = sorti
badge-eliminated = éliminé
pts = { $n } pts
status-game-over = La partie est finie.
status-round-won = { $you ->
    [yes] Tu gagnes la manche.
   *[no] { $name } gagne la manche.
}
status-drew = Tu as pioché { $card } : joue-la ou garde-la.
status-name-colour = Choisis la couleur.
status-choose-player = Choisis quelqu'un.
status-wd4 = Super Joker +4 : accepte (pioche { $n }) ou conteste.
status-stack = Pénalité de { $n } : empile une carte allumée ou pioche { $n }.
status-honour = Respecte la règle, ou prends la pénalité : pioche { $cards }.
status-your-turn = À toi : joue une carte allumée ou pioche.
status-no-fit = À toi : aucune carte ne va, pioche une carte.
status-watching = Tu regardes. { $text }
status-jump-in = Tu peux t'interposer !
table-waiting-play = À { $name } de jouer…
table-waiting-choose_color = { $name } choisit une couleur…
table-waiting-choose_player = { $name } choisit quelqu'un…
table-waiting-accept_or_challenge = { $name } doit accepter ou contester le Super Joker +4…
table-waiting-play_or_pass = { $name } se demande s'il joue la carte piochée…
table-waiting-stack_or_draw = { $name } doit empiler ou piocher la pénalité…
table-waiting-comply_or_penalty = { $name } doit respecter la règle ou prendre la pénalité…
honour-rule = Règle d'honneur :
honour-you = tu le fais ou tu pioches.
honour-them = { $name } le fait ou pioche.
turn-timer = Chrono du tour
secs-short = { $n } s
btn-draw = Piocher
btn-play-it = La jouer
btn-keep-it = La garder
btn-accept = Accepter (piocher { $n })
btn-challenge = Contester
help-accept = Accepter :
help-accept-cost = tu pioches { $n } et tu passes ton tour.
help-challenge = Contester :
help-challenge-cost = s'il avait une carte de la couleur en jeu, il pioche 4 et tu continues ; sinon, tu pioches 6 et tu passes ton tour.
btn-draw-n = Piocher { $n }
btn-choose-colour = Choisir la couleur
btn-choose-player = Choisir quelqu'un
btn-done-it = C'est fait
btn-take-penalty = Prendre la pénalité (piocher { $n })
uno-call-now = Dis UNO maintenant, avant qu'on te prenne
uno-arm = Dire UNO avec ta prochaine carte
uno-later = Dis UNO quand il ne te restera qu'une carte
btn-uno = UNO !
uno-armed = UNO part avec ta prochaine carte
btn-catch = Prendre { $name } !
watching-note = Tu regardes : les mains restent cachées.
call-uno = Dis UNO !
standin = Un bot joue à ta place.
take-seat-back = Reprendre ma place
hand-card-label = { $card }{ $state ->
    [jumpin] , pour t'interposer
    [playable] , jouable
   *[no] {""}
}{ $drawn ->
    [yes] , tout juste piochée
   *[no] {""}
}
refuse-now = Tu ne peux pas jouer cette carte maintenant.
refuse-turn = C'est au tour de { $name }.
refuse-drawn-only = Après une pioche, seule la carte piochée peut être jouée.
refuse-penalty = Une pénalité attend : empile une carte allumée ou pioche.
refuse-answer = Réponds d'abord à la question.
refuse-wd4 = Le Super Joker +4 n'est permis que sans carte de la couleur en jeu.
refuse-match = { $card } ne va ni sur { $top } ni avec la couleur en jeu.
several-title = En jouer plusieurs ?
several-hint = Choisis les cartes à poser, dans l'ordre ; la dernière finit sur le dessus.
several-label = Jouer plusieurs cartes
pick-colour-for = Tu joues { $card } : choisis la couleur.
pick-colour = Choisis la couleur en jeu.
reveal-title = La main de { $name }, montrée à toi seul
th-cards-left = Cartes restantes
th-hand-value = Valeur de la main
eliminated-note = (éliminé)
round-over-title = Fin de la manche { $n }
nobody-out = Personne n'a posé toutes ses cartes.
next-round = Manche suivante
look-at-table = Voir la table
they-win = { $count ->
    [one] { $names } gagne la partie
   *[other] { $names } gagnent la partie
}
you-win = Tu gagnes la partie !
you-win-with = Tu gagnes la partie, avec { $names } !
you-lose = Perdu : { $theywin }.
rematch = Revanche
host-rematch = L'hôte peut lancer une revanche.
change-table = Changer la table ou les règles
lobby = Salon
watch-replay = Voir la rediffusion
history = Historique
fair-summary = Donne équitable : vérifier la graine
fair-text = Avant la donne, le serveur a publié l'engagement ; il révèle maintenant la graine et le sel. Tout le monde peut les vérifier avec

## La salle : en-tête, journal, discussion, salon

home = Accueil
room-word = Salle
room-label = Salle { $code }
room-code-label = Code de salle { $code }
copy-invite = Copier le lien d'invitation
copy-link = Copier le lien
copy = Copier
link-copied = Lien d'invitation copié.
rules = Règles
log = Journal
event-log = Journal de la partie
log-and-chat = Journal et discussion
chat-placeholder = Dis quelque chose…
chat-label = Message
chat-join-first = Rejoins la salle pour discuter
send = Envoyer
offline-bar = Connexion perdue : reconnexion automatique…
conn-idle = Pas encore là
conn-connecting = Connexion…
conn-open = Connecté
conn-closed = Reconnexion…
conn-gone = Déconnecté
room-gone = Cette salle n'existe pas.
seat-expired = Ta place ici a expiré : rejoins à nouveau.
join-room = Rejoindre la salle { $code }
back-home = Retour à l'accueil
join-playing = Une partie est en cours : tu peux la regarder et jouer la suivante.
join-seats-taken = { $count ->
    [one] { $count } place prise sur 10.
   *[other] { $count } places prises sur 10.
}
join-host = Hôte : { $name }.
join-table = Prendre place à la table
watch = Regarder
log-reconnected = De retour : la table est à jour.
log-show-earlier = { $n ->
    [one] Afficher la ligne précédente
   *[other] Afficher { $n } lignes précédentes
}
log-joined = Tu as rejoint la salle { $code } en tant que { $name }{ $watching ->
    [yes] {" "}(spectateur)
   *[no] {""}
}.
log-game-starts = La partie { $n } commence.
log-round-dealt = La manche { $n } est distribuée.
log-round-seed = La graine de la manche { $n } est révélée.
log-game-seed = La graine de la partie est révélée. Rediffusion : partie n° { $id }.
fair-committed = La donne est engagée
fair-commitment = Équité : l'engagement
fair-check-deal = Équité : vérifier la donne
fair-check-game = Équité : vérifier la partie
fair-check-it = Pour vérifier
catch-held = Prise retenue { $secs } s : le joueur peut encore dire UNO.
note-full = La salle est pleine : tu regardes.
note-in-progress = Une partie est en cours : tu regardes. Prends place pour la suivante.
target-one-round = Une seule manche fait toute la partie.
target-hands = La partie dure { $n } manches ; le total le plus { $low ->
    [yes] bas
   *[no] haut
} gagne.
target-elimination = Atteindre { $target } points élimine ; le dernier en jeu gagne.
target-penalty = Quand quelqu'un atteint { $target }, le total le plus bas gagne.
target-first-to = Le premier à { $target } points gagne.
make-host = nommer hôte
make-host-title = Faire de { $name } l'hôte
make-host-label = nommer hôte : { $name }
badge-you = toi
badge-host = hôte
host-note = (hôte)
badge-online = en ligne
move-up = Monter
move-up-label = Monter { $name }
move-down = Descendre
move-down-label = Descendre { $name }
remove-seat = Retirer de la table
remove-seat-label = Retirer { $name }
no-one-seated = Personne n'est encore assis.
bot-level-label = Niveau du bot
add-bot = Ajouter un bot
leave-seat = Quitter ma place (regarder)
take-seat = Prendre une place
start-new-game = Lancer une nouvelle partie
start-game = Lancer la partie
table-heading = Table
waiting-for-host = On attend que { $name } lance la partie.
waiting-for-the-host = On attend que l'hôte lance la partie.
need-two-seats = Ajoute un bot ou invite un ami : une partie demande 2 places.
back-final-table = Retour au tableau final
invite = Inviter
invite-hint = Partage ce lien ou le code : tes amis peuvent prendre place ou regarder.
invite-link = Lien d'invitation
turn-timer-on = Chrono par tour : { $n } s.
turn-timer-off = Chrono par tour : aucun.
change-rules = Changer les règles
watching = Spectateurs
nobody-watching = Personne ne regarde.
change-the-rules = Changer les règles
save = Enregistrer

## Scores, choix, astuces, réglages

seats-full = 10 / 10 places · la table est pleine
seats-ready = { $n } / 10 places · prêt à commencer
seats-need = { $n } / 10 places · encore { $more } pour commencer
round-by-round = Manche par manche
points-each-round = Points de chaque manche
points-taken-caption = Points pris à chaque manche (le total le plus bas gagne)
points-won-caption = Points gagnés à chaque manche
th-total = Total
the-game = La partie
last-round-caption = Dernière manche (manche { $n })
went-out = a tout posé
next-round-soon = La manche suivante est distribuée toute seule dans quelques secondes.
next-round-in = Manche suivante dans { $n } s.
dealing-next = Distribution de la manche suivante…
n-in-hand = { $count } en main
colour-keys = Touches : R, Y, G, B.
colour-picker = Choix de la couleur
pick-green-shell = { $item } : qui pioche 1 ?
pick-swap = Échanger sa main avec…
pick-custom = { $card } : choisis quelqu'un.
player-picker = Choix du joueur
tip-lit = Les cartes allumées sont celles que tu peux jouer. Aucune ? Pioche une carte.
tip-uno = Plus que deux cartes ? Appuie sur UNO en jouant l'une d'elles, sinon on peut te prendre et tu pioches 2.
tip-catch = Quelqu'un avec une seule carte a oublié UNO ? Un bouton pour le prendre apparaît : il pioche 2.
next-tip = Astuce suivante
got-it = Compris
tips-label = Astuces pour ta première partie
tip = Astuce
sound-on = Son activé : couper
sound-off = Son coupé : réactiver
mute-sound = Couper le son
theme-light = Thème clair : passer au sombre
theme-dark = Thème sombre : passer au clair
light-theme = Thème clair

## Les règles et les tables publiques

sum-custom-deck = paquet personnalisé
sum-cards-each = { $n } cartes chacun
sum-one-round = une manche, sans points
sum-out-at = éliminé à { $n } points
sum-no-house = pas de règles maison
sum-house-n = { $count ->
    [one] { $count } règle maison
   *[other] { $count } règles maison
}
rules-button = Règles…
hide-rules = Masquer les règles
done = Terminé
rules-new-room = Règles pour une nouvelle salle
rules-new-room-hint = Ce que « Créer une salle » utilisera : les règles classiques, sauf si tu les changes ici.
rules-json-invalid = Règles en JSON : pas encore valides
pt-seats-taken = { $taken } places prises sur { $seats }
n-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
pt-host = hôte { $name }
quick-match = partie rapide
tables-waiting = Tables qui attendent des joueurs
games-in-progress = Parties en cours
public-tables = Tables publiques
waiting-players = En attente de joueurs
games-to-watch = Parties à regarder
lobby-counts = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} en ligne · { $tables ->
    [one] { $tables } table en attente
   *[other] { $tables } tables en attente
} · { $games ->
    [one] { $games } partie en cours
   *[other] { $games } parties en cours
}
join-host-table = Rejoindre la table de { $name }
watch-host-game = Regarder la partie de { $name }
no-table-waiting = Aucune table en attente : appuie sur « Jouer en ligne » pour en ouvrir une.
no-public-game = Aucune partie publique en cours.
quick-note = Table publique (partie rapide, { $seats } places).
quick-starts-in = La partie commence dans { $n } s ; { $bots } bots prennent les places libres.
quick-starting = La partie commence…
quick-seats-taken = { $n } / { $seats } places
quick-bots-wait = { $bots } bots prennent les places libres après une courte attente.
table-listed = Cette table figure dans le salon public.
list-table = Afficher cette table dans le salon public

## Les règles d'une salle

spec-deck = Paquet
spec-custom-deck = (paquet personnalisé)
spec-challenge = Contestation
spec-no-challenge = Le Super Joker +4 ne peut pas être contesté
spec-can-challenge = Le Super Joker +4 peut être contesté
spec-dealer = la place { $n } distribue en premier
spec-elimination-at = élimination à { $n }
spec-target = objectif { $n }
spec-scoring = Décompte
spec-zeros = Zéros
spec-zeros-ten = valent 10 points
spec-player-counts = , son joueur compte aussi
spec-honour = d'honneur : « { $text } » (sinon piocher { $n })
spec-effects = effets : { $list }
spec-house = Règles maison
spec-none = aucune

## Les noms du catalogue des règles

cat-deck-classic = Classique
cat-deck-shuffle-hands = Mélange des mains
cat-deck-hello-kitty = Hello Kitty
cat-deck-mario-kart = Mario Kart
cat-preset-killer = Killer
cat-preset-german = À l'allemande
cat-house-stack_draw_two = Cumul des +2
cat-house-stack_draw_four = Cumul des +4
cat-house-stack_mixed = Cumul mixte
cat-house-jump_in = Interception
cat-house-jump_in_draw_two = Interception sur les +2
cat-house-seven_swap = Le 7 échange les mains
cat-house-zero_rotates = Le 0 fait tourner les mains
cat-house-zero_swap = Le 0 échange les mains
cat-house-draw_until_playable = Piocher jusqu'à pouvoir jouer
cat-house-multi_play = Jouer plusieurs cartes
cat-house-no_action_finish = Pas de fin sur une action
cat-house-last_holding_loses = Le dernier avec des cartes perd
cat-house-wd4_strict = Super Joker +4 strict
cat-scoring-winner_takes_all = Le gagnant rafle tout
cat-scoring-average = Moyenne
cat-scoring-penalty = Pénalité
cat-scoring-none = Une manche
cat-end-target = À l'objectif
cat-end-elimination = Élimination
cat-end-hands = Après N manches
cat-bot-easy = Facile
cat-bot-medium = Moyen
cat-bot-hard = Difficile
cat-bot-learned = Appris
cat-bot-random = Hasard
cat-bot-chaos = Chaos
cat-first-official = Officielle
cat-first-as_dealer_played = Comme jouée par le donneur
cat-first-ignore_actions = Ignorer les actions
cat-option-first_card = Première carte
cat-option-hand_size = Cartes par main
cat-option-challenge = Contestation permise
cat-option-target = Score à atteindre
cat-option-method = Méthode de décompte
cat-option-game_end = Fin de partie

## Le jeu dans le terminal (uno play)

tui-you = Toi
tui-you-inline = toi
tui-seat = Place { $n }
tui-nobody = personne
tui-and = { $first } et { $last }
tui-cw = dans le sens horaire
tui-ccw = dans le sens antihoraire
tui-color-red = rouge
tui-color-yellow = jaune
tui-color-green = vert
tui-color-blue = bleu
tui-round-started = manche { $round } — { $you ->
    [yes] tu distribues
   *[no] { $name } distribue
}
tui-first-card = première carte { $card }
tui-covered-first = { $cards } { $count ->
        [one] retournée puis recouverte
       *[other] retournées puis recouvertes
    }{ $why ->
        [ignore] : ici, une carte action ou un W+4 ne commence pas une manche
       *[none] {""}
    } — première carte { $card }
tui-played = { $you ->
    [yes] tu as joué { $cards }
   *[no] { $name } a joué { $cards }
}
tui-jumped-in = { $you ->
    [yes] tu t'es interposé avec { $cards }
   *[no] { $name } s'est interposé avec { $cards }
}
tui-a-card = une carte
tui-n-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
tui-why-challenge = { " " }(contestation)
tui-why-caught = { " " }(pris sans UNO)
tui-why-honour = { " " }(pénalité d'honneur)
tui-why-item = { " " }(objet)
tui-drew = { $you ->
    [yes] tu as pioché { $what }{ $why }
   *[no] { $name } a pioché { $what }{ $why }
}
tui-kept = { $you ->
    [yes] tu as gardé la carte
   *[no] { $name } a gardé la carte
}
tui-chose = { $you ->
    [yes] tu as choisi { $what }
   *[no] { $name } a choisi { $what }
}
tui-skipped = { $you ->
    [yes] tu passes ton tour
   *[no] { $name } passe son tour
}
tui-direction = on joue maintenant { $dir }
tui-penalty-now = pénalité maintenant +{ $total }
tui-uno-called = { $you ->
    [yes] tu as dit UNO
   *[no] { $name } a dit UNO
}
tui-exposed-you = tu as une seule carte et tu n'as pas dit UNO : appuie sur u !
tui-exposed = { $name } a une seule carte et n'a pas dit UNO (c pour le prendre)
tui-caught-you = { $name } t'a pris
tui-caught = { $you ->
    [yes] tu as pris
   *[no] { $name } a pris
} { $target } sans UNO
tui-went-out = { $you ->
    [yes] tu as posé ta dernière carte
   *[no] { $name } a posé sa dernière carte
}
tui-round-ended = la manche est finie
tui-round-won = { $you ->
    [yes] tu as gagné la manche
   *[no] { $name } a gagné la manche
}
tui-round-won-all = { $you ->
    [yes] tu as gagné la manche et marques
   *[no] { $name } a gagné la manche et marque
} { $points } points : les cartes restées dans les autres mains
tui-round-won-average = { $you ->
    [yes] tu as gagné la manche et marques
   *[no] { $name } a gagné la manche et marque
} la moyenne des points des autres mains
tui-round-won-penalty = { $you ->
    [yes] tu as gagné la manche et marques
   *[no] { $name } a gagné la manche et marque
} 0 ; les autres marquent les cartes qui leur restent
tui-game-over = partie terminée : { $count ->
    [one] victoire de { $names }
   *[other] victoire partagée de { $names }
}
tui-players = Joueurs
tui-log = Journal
tui-col-player = joueur
tui-col-cards = cartes
tui-col-score = score
tui-top = Dessus
tui-colour = couleur
tui-colour-to-choose = couleur à choisir
tui-pile = pioche { $n }
tui-penalty = pénalité +{ $n }
tui-prompt-colour-for = Couleur pour { $cards } : r rouge, y jaune, g vert, b bleu (Échap annule)
tui-prompt-catch = Prendre qui ? { $list } (Échap annule)
tui-prompt-quit = Quitter cette partie ? y quitte, n ou Échap y retourne
tui-prompt-round-over = Fin de la manche { $round } : { $name } gagne. Entrée : manche suivante
tui-prompt-game-over = Partie terminée : { $you ->
    [yes] tu gagnes
   *[no] { $names } { $count ->
        [one] gagne
       *[other] gagnent
    }
} ({ $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}).
    r revanche (même table, nouvelle graine) · n nouvelle partie · q quitter
tui-prompt-no-fit = À toi : aucune carte ne va, pioche (d)
tui-prompt-your-turn = À toi : joue une carte (Entrée ou son numéro) ou pioche (d)
tui-prompt-drew = Tu as pioché { $card } : joue-la (Entrée) ou garde-la (k)
tui-prompt-colour = Choisis la couleur : r rouge, y jaune, g vert, b bleu
tui-prompt-player = Choisis quelqu'un : tape son numéro (# dans Joueurs)
tui-prompt-penalty-draw = Pénalité +{ $n } : aucune de tes cartes ne s'empile, d pioche { $n }
tui-prompt-penalty-stack = Pénalité +{ $n } en attente : empile une carte (Entrée) ou d pioche { $n }
tui-prompt-honour = Règle d'honneur : « { $text } » : o respecter, t prendre la pénalité
tui-prompt-waiting = { $name } { $what ->
    [turn] joue
    [play_or_pass] a pioché une carte jouable
    [choose_color] choisit une couleur
    [choose_player] choisit quelqu'un
    [accept_or_challenge] répond à un W+4
    [stack_or_draw] répond à une pénalité
    [comply_or_penalty] répond à une règle d'honneur
   *[other] {""}
}…
tui-key-colour = couleur
tui-key-cancel = annuler
tui-key-seat-to-catch = place à prendre
tui-key-quit = quitter
tui-key-back = retour à la partie
tui-key-card-codes = codes des cartes
tui-key-keys-rules = touches et règles
tui-key-close = fermer
tui-key-rematch = revanche
tui-key-new-game = nouvelle partie
tui-key-keys = touches
tui-key-next-round = manche suivante
tui-key-call-uno = dire UNO !
tui-key-catch = prendre
tui-key-choose-player = choisir quelqu'un
tui-key-jump-in = s'interposer
tui-key-play = jouer
tui-key-play-card = jouer la carte
tui-key-mark = marquer (plusieurs)
tui-key-accept = accepter (piocher { $n })
tui-key-challenge = contester
tui-key-draw = piocher
tui-key-keep = garder
tui-key-comply = respecter
tui-key-take-penalty = prendre la pénalité
tui-key-uno-armed = UNO prêt
tui-key-uno-with-play = UNO en jouant
tui-key-select = choisir
tui-key-hint = conseil

## Le formulaire des règles

timer-none = Sans chrono
timer-secs = { $n } s
timer-mins = { $n } min
rule-link-title = Comment ça marche : règle { $rule } du livret
rule-link-label = Comment ça marche (règle { $rule })
house-implies = Active aussi { $list }.
house-excludes = Pas avec { $list }.
form-preset = Formule
form-rounds = Nombre de manches
form-wc-rule = Règle d'honneur de WC{ $n }
form-wc = { $title } : le joueur suivant le fait ou pioche 1
form-json = Règles en JSON
form-json-reset = Revenir au formulaire
form-json-hint = Modifie-le pour régler tout ce que le moteur connaît, comme un paquet personnalisé ou des jokers personnalisables ; ton texte est envoyé tel quel.
form-watch = Je regarde
form-watch-line = Créer la salle sans prendre de place.
form-timer-line = Le temps pour jouer avant que le serveur joue pour toi.
form-more = Plus d'options : première carte, contestations, valeur des cartes
cat-option-zero_counts_ten = Les zéros valent 10
cat-option-badtz_maru_cards = Cartes Badtz-Maru dans le paquet
cat-option-badtz_maru_counts_self = Badtz-Maru compte son joueur
cat-option-wc = Jokers personnalisables
bot-name-n = { $base } { $n }
pod-cards-word = { $count ->
    [one] carte
   *[other] cartes
}
tui-your-hand = Ta main : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
tui-h-round = manche { $n }
tui-h-dealer = donneur { $name }
tui-h-seed = graine { $seed }
tui-dealer-won = { $you ->
    [yes] tu as gagné le tirage : tu distribues
   *[no] { $name } a gagné le tirage : { $name } distribue
}

## Conseils (issue 31 §2)

btn-hint = Conseil
hint-title = Le choix du coach pour cette décision, d'après ce que tu vois
hint-says = Conseil : { $what } (environ { $pct } % de chances de gagner cette manche).
hint-what = { $do ->
    [draw] pioche une carte
    [pass] garde la carte
    [accept] accepte la pénalité
    [challenge] conteste
    [comply] fais-le
    [penalty] prends la pénalité
    [colour] choisis { $colour }
    [player] choisis { $player }
    [play-colour] joue { $cards } et choisis { $colour }
   *[play] joue { $cards }
}
allow-hints = Autoriser les conseils (les parties de cette salle ne sont pas classées)
hints-on = Les conseils sont activés dans cette salle : ses parties ne sont pas classées.
error-hints_off = Cette salle n'autorise pas les conseils.
error-no_decision = Tu n'as rien à décider pour l'instant.
error-hints_not_allowed = Les conseils sont réservés aux salles privées, dont les parties ne sont pas classées.

## Tableau des scores du terminal et équipes (R15)

tui-scores-game-over-scores = Fin de partie : scores
tui-scores-game-over = Fin de partie
tui-scores-round = Scores de la manche { $n }
tui-col-in-hand = en main
tui-col-total = total
tui-in-hand-note = en main : points des cartes restantes
tui-you-won-game = Tu as gagné la partie !
tui-game-won-by = Partie gagnée par { $names }
tui-team-won-round = l'équipe { $team } gagne la manche ({ $names })
# R15.4: the game is won by a team (both partners), not shared.
tui-game-over-team = partie terminée : victoire de l'équipe { $team } ({ $names })
tui-partner-note = * ton partenaire : { $name }

## Le journal du terminal : événements plus rares

tui-first-card-returned = { $card }, retournée en premier, retourne dans la pioche
tui-nothing-to-draw = plus rien à piocher pour { $name }
tui-reshuffled = { $count ->
    [one] { $count } carte défaussée mélangée
   *[other] { $count } cartes défaussées mélangées
} en une nouvelle pioche
tui-challenged = { $name } { $you ->
    [yes] contestes
   *[no] conteste
} le +4 { $targetyou ->
    [yes] que tu as joué
   *[no] de { $target }
} : { $guilty ->
    [yes] coupable !
   *[no] innocent
}
tui-hand-shown = { $name } { $you ->
    [yes] as montré ta main
   *[no] a montré sa main
} à { $to }
tui-you-showed-hand = tu as montré ta main à { $to }
tui-showed-you = { $name } t'a montré :{ $cards }
tui-chance-uno = u : dites UNO maintenant !
tui-chance-catch = c : prendre { $name } en défaut (pas d'UNO)
tui-chance-jump-in = j : intercepter avec { $cards }
tui-uno-armed-line = UNO ! sera annoncé avec votre prochaine carte
tui-w4-someone = Le joueur
tui-w4-played = { $name } vous a joué un +4. Répondez avec d ou x :
tui-w4-played-colour = { $name } vous a joué un +4 (couleur maintenant { $colour }). Répondez avec d ou x :
tui-w4-accept = d accepter : piocher { $n } cartes et passer votre tour
tui-w4-before-colour = une carte { $colour } (la couleur d'avant le +4){ $itembox ->
    [yes] { " " }ou une boîte à objets
   *[no] {""}
}
tui-w4-before-any = une carte de la couleur d'avant le +4{ $itembox ->
    [yes] { " " }ou une boîte à objets
   *[no] {""}
}
tui-w4-challenge = x contester : { $name } vous montre sa main. Si { $name } avait { $before }, { $name } pioche 4 et vous jouez ; sinon vous piochez 6 et passez votre tour.
tui-w4-stack = Entrée poser un +4 dessus : le joueur suivant aura +{ $n }
tui-swapped = { $a } et { $b } échangent leurs mains
tui-hands-passed = toutes les mains passent dans le sens { $dir }
tui-hands-shuffled = toutes les mains sont mélangées et redistribuées
tui-item-box = la boîte à objets révèle { $card } : { $item }
tui-no-item = boîte à objets : rien à révéler
tui-item-mushroom = Champignon : un tour de plus
tui-item-banana_peel = Peau de banane : le joueur précédent pioche 2
tui-item-green_shell = Carapace verte : un joueur choisi pioche 1
tui-item-lightning = Éclair : tous les autres piochent 1, un tour de plus
tui-item-bob_omb = Bob-omb : pioche 2 et choisit la couleur
tui-honour = règle d'honneur pour { $name } : « { $text } » (ou piocher { $n })
tui-complied = { $name } { $you ->
    [yes] l'as fait
   *[no] l'a fait
}
tui-uno-not-counted = { $name } { $you ->
    [yes] as dit UNO, mais ça ne comptait pas
   *[no] a dit UNO, mais ça ne comptait pas
}
tui-catch-failed = { $name } { $you ->
    [yes] as tenté de prendre
   *[no] a tenté de prendre
} { $target } : sans effet
tui-blocked = personne ne peut jouer ni piocher : la manche est bloquée, et { $name } { $you ->
    [yes] as
   *[no] a
} la plus petite main
tui-eliminated = { $name } { $you ->
    [yes] es éliminé
   *[no] est éliminé
}

## Équipes sur la page (R15)

cat-option-teams = Jouer en équipes de deux
cat-option-teams-desc = Les partenaires sont face à face et gagnent, marquent et perdent ensemble (4, 6, 8 ou 10 joueurs).
spec-teams-pairs = équipes de deux, partenaires face à face
form-unscored = Sans objet avec « { $rule } » : une seule manche fait la partie, sans décompte ; celui qui garde des cartes en dernier perd et tous les autres gagnent (R13).
form-no-teams = « { $rule } » ne se joue pas en équipes (R15.5).
spec-unscored = aucun (une manche ; celui qui garde des cartes en dernier perd)
team-title = Équipe { $team }
partner-badge = partenaire
scores-by-team = les scores sont par équipe : les partenaires partagent un total
teams-need-seats = Les équipes de deux demandent 4, 6, 8 ou 10 places (la table en a { $n }).
long-rounds-note = Avec { $n } places et { $cards } cartes Badtz-Maru, une manche peut durer des milliers de tours (R8.6 : ceux qui ont le moins de cartes piochent 4 encore et encore). Deux Badtz-Maru ou moins (Règles : cartes Badtz-Maru dans le paquet) gardent les manches courtes.
team-pair = Équipe { $team } : { $a } et { $b }
online-2v2 = { $preset } · 2 contre 2 (équipes de deux)
quick-2v2-note = 2 contre 2 : équipes de deux, partenaires face à face (places 1 et 3, places 2 et 4).

## The daily deal (issue 30 §4: web/js/daily.js)

daily-title = La donne du jour
daily-lead = Tout le monde joue la même donne contre les trois mêmes bots ({ $bots }) : règles classiques, une manche, un essai par jour.
daily-play = Jouer la donne du jour
daily-continue = Revenir à votre partie
daily-unfinished = Vous avez commencé la donne du jour sans la finir : elle compte comme votre essai.
daily-you-won = Vous avez gagné en { $turns ->
    [one] un tour
   *[other] { $turns } tours
} : { $place }ᵉ sur { $count }.
daily-you-lost = Vous avez perdu après { $turns ->
    [one] un tour
   *[other] { $turns } tours
}, avec { $points ->
    [one] un point
   *[other] { $points } points
} en main : { $place }ᵉ sur { $count }.
daily-table = Le classement du jour
daily-table-of = Le classement du { $day }
daily-th-place = Place
daily-th-result = Résultat
daily-th-turns = Tours
daily-th-points = Points restants
daily-th-replay = Revoir
daily-won = Gagné
daily-lost = Perdu
daily-replay = Revoir
daily-replay-of = Revoir la partie de { $name }
daily-none-yet = Personne n'a encore fini cette donne.
daily-unfinished-list = Pas finie : { $names }
daily-commitment = Engagement
daily-fair-summary = Équité : vérifier la donne
daily-fair-text = Le secret de la donne a été engagé au début de la journée ; il est révélé quand la journée (UTC) est finie, et l'engagement prouve qu'il n'a pas changé.
daily-fair-revealed = La journée est finie : la graine et le sel sont révélés, et la commande ci-dessous les vérifie contre l'engagement.
daily-yesterday = La donne d'hier ({ $day }) : son classement, son secret et toutes les parties
daily-home = Accueil
daily-past-title = La donne du { $day }
daily-replays-open = La journée est finie : chaque partie de cette donne se revoit avec toutes les mains visibles.
daily-all-hands = Toutes les mains
daily-see-table = Voir le classement du jour
error-daily_already_played = Vous avez déjà joué la donne du jour : un essai par jour. À demain !
error-daily_not_revealed = C'est une donne du jour : ses parties s'ouvrent à tous une fois la journée finie.
error-no_such_day = Il n'y a pas de donne du jour pour cette date.
## Accounts (issue 32 §2): the home page's Account panel (web/js/account.js)

account-title = Votre joueur sur tous vos appareils
account-intro = Enregistrez ce joueur avec une clé d’accès pour garder votre nom, votre classement et votre historique, et vous connecter sur vos autres appareils.
account-no-passkeys = Ce navigateur ne gère pas les clés d’accès. Vous pouvez tout de même vous connecter avec un code.
account-save = Enregistrer ce joueur avec une clé d’accès
account-sign-in = Se connecter avec une clé d’accès
account-code-label = Code de transfert ou de secours
account-code-use = Se connecter avec le code
account-signed-in = Connecté en tant que { $name } (joueur n° { $id })
account-passkeys = { $n ->
    [one] Une clé d’accès
   *[other] { $n } clés d’accès
}
account-codes-left = { $n ->
    [one] encore un code de secours
   *[other] encore { $n } codes de secours
}
account-saved = C’est enregistré ! Ce joueur est désormais le vôtre sur chaque appareil où vous vous connectez.
account-recovery-title = Vos codes de secours
account-recovery-note = Gardez-les en lieu sûr : si vous perdez votre clé d’accès, chaque code vous connecte une fois. Ils ne s’affichent qu’une seule fois, maintenant.
account-transfer = Afficher un code pour un autre appareil
account-transfer-code = Sur votre autre appareil, saisissez ce code dans les { $minutes } min : { $code }
account-add-passkey = Ajouter une autre clé d’accès
account-passkey-added = Clé d’accès ajoutée.
account-sign-out = Se déconnecter
account-signed-out = Déconnecté sur cet appareil.
account-delete = Supprimer mon compte
account-delete-confirm = Supprimer votre compte ? Votre nom, vos clés d’accès et vos codes seront effacés définitivement ; vos parties passées restent, sans votre nom.
account-delete-yes = Supprimer définitivement
account-delete-no = Garder mon compte
account-deleted = Votre compte est supprimé.
account-welcome = Bon retour, { $name } !
account-cancelled = La demande de clé d’accès a été annulée.
account-need-name = Choisissez d’abord un pseudo.
error-not_signed_in = Vous n’êtes pas connecté sur cet appareil.
error-bad_origin = Cette requête venait d’un autre site et a été refusée.
error-json_required = La requête a été refusée : elle ne venait pas de cette page.
error-ceremony_expired = C’était trop long ou déjà utilisé. Réessayez.
error-passkey_refused = La clé d’accès n’a pas pu être confirmée.
error-passkey_taken = Cette clé d’accès est déjà enregistrée pour un joueur.
error-bad_code = Ce code est faux, déjà utilisé ou expiré.
## L'analyse de l'entraîneur sous un replay (web/js/analysis.js)

replay-all-hands = Tu as joué cette partie : maintenant qu'elle est finie, ses joueurs voient toutes les mains (et personne d'autre).
replay-hand-of = Main de { $name } ({ $cards })
log-dealt-other = { $name } a reçu { $count } cartes.
analysis-heading = Ton analyse
analysis-intro = L'entraîneur évalue chacune de tes décisions avec ce que tu pouvais voir à ce moment : ta chance de gagner la manche après ton coup, tes erreurs, et ce qui aurait été mieux.
analysis-ask = Analyser mon jeu
analysis-queued = En attente d'un analyseur libre…
analysis-progress = Analyse… { $done } / { $total }
analysis-failed = L'analyse n'a pas pu être terminée.
analysis-chart-label = Ta chance estimée de gagner la manche après chacune de tes { $decisions } décisions ; { $marks } signalées.
analysis-mark-mistake = Erreur
analysis-mark-blunder = Grosse erreur
analysis-step = étape { $step }
analysis-played = tu as choisi : { $action } ({ $win } de gagner) ;
analysis-better = mieux valait : { $action } ({ $win }).
analysis-legend-line = ta chance de gagner la manche
analysis-summary = { $decisions ->
    [one] 1 décision
   *[other] { $decisions } décisions
}, { $mistakes ->
    [one] 1 erreur
   *[other] { $mistakes } erreurs
}, { $blunders ->
    [one] 1 grosse erreur
   *[other] { $blunders } grosses erreurs
} ; en moyenne { $loss } points de chance de gagner perdus par décision.
analysis-no-marks = Aucune erreur : l'entraîneur n'aurait nettement mieux fait nulle part.
analysis-played-no-uno = tu as choisi : { $action } ({ $win } de gagner), et tu n’as pas dit UNO avec une carte restante (R10.1 : pris, tu pioches 2 cartes).
analysis-no-uno-too = Et pas de UNO avec une carte restante (R10.1).
analysis-summary-no-uno = { $count ->
    [one] 1 coup t’a laissé
   *[other] { $count } coups t’ont laissé
} une carte sans dire UNO (R10.1).
error-analysis_limit = Tu as déjà des analyses en attente : redemande quand l'une d'elles est finie.
error-analysis_busy = Le serveur a trop d'analyses en attente : réessaie dans quelques minutes.
error-no_analysis = Aucune analyse de ton jeu dans cette partie n'a été demandée.
daily-leaders = En tête : { $names }
daily-player = Joueur

## Le jeu en terminal (uno play) : le décompte, l'écran « Nouvelle partie »,
## l'aide `?`, la ligne d'état et le résumé affiché à la fin

tui-scoring-method = { $method ->
    [average] décompte à la moyenne
    [penalty] décompte aux pénalités
   *[winner_takes_all] le gagnant prend tout
}
tui-scoring-target = { $method }, en { $target }
tui-scoring-target-lowest = { $method }, jusqu'à { $target }, le plus petit total gagne
tui-scoring-elimination = { $method }, éliminé à { $target }
tui-scoring-rounds = { $method }, { $n ->
    [one] { $n } manche
   *[other] { $n } manches
}
tui-scoring-rounds-lowest = { $method }, { $n ->
    [one] { $n } manche
   *[other] { $n } manches
}, le plus petit total gagne
tui-scoring-none = { $n ->
    [one] une manche, sans points
   *[other] { $n } manches, sans points
}
tui-level = { $level ->
    [easy] facile
    [medium] moyen
    [hard] difficile
    [learned] appris
    [random] hasard
   *[chaos] chaos
}
tui-bot-label = { $name } ({ $level })
tui-about-deck-classic = Le jeu officiel de 108 cartes.
tui-about-deck-shuffle-hands = Classique + Joker mélange des mains + trois Jokers personnalisables, 112 cartes.
tui-about-deck-hello-kitty = Classique + 4 Jokers Badtz-Maru, 112 cartes.
tui-about-deck-mario-kart = 76 chiffres, 24 cartes action, 4 +4 et 8 Jokers boîte à objets, pas de Joker simple ; parties en une manche.
tui-about-preset-killer = Piocher jusqu'à pouvoir jouer, intervention, cumul des +2 et des +4, les zéros font tourner les mains.
tui-about-preset-german = Le zéro échange les mains, intervention (aussi sur une pénalité +2), cumul des +2.
# The new-game screen after `uno play --rules-file FILE`: the file's rules (its deck and house rules).
tui-about-file = Les règles de { $file } : { $rules }.
tui-about-house-stack_draw_two = répondre à un +2 par un autre +2 ; le premier qui ne peut pas pioche le total
tui-about-house-stack_draw_four = de même +4 sur +4 ; un +4 cumulé ne peut pas être contesté
tui-about-house-stack_mixed = un +4 peut aussi se poser sur une pénalité +2 (active les deux règles de cumul)
tui-about-house-jump_in = jouer hors tour une carte identique à celle du dessus ; le jeu repart de toi
tui-about-house-jump_in_draw_two = règle allemande : tout +2 peut être joué hors tour sur une pénalité +2 en attente
tui-about-house-seven_swap = jouer un 7 échange ta main avec celle du joueur de ton choix
tui-about-house-zero_rotates = jouer un 0 fait passer chaque main au joueur suivant
tui-about-house-zero_swap = jouer un 0 échange ta main avec celle du joueur de ton choix (pas avec « Le 0 fait tourner les mains »)
tui-about-house-draw_until_playable = piocher jusqu'à tirer une carte jouable
tui-about-house-multi_play = jouer d'un coup plusieurs cartes chiffres du même chiffre
tui-about-house-no_action_finish = ta dernière carte ne peut pas être une carte action ou un Joker
tui-about-house-last_holding_loses = qui n'a plus de cartes quitte la partie ; le dernier à en tenir perd
tui-about-house-wd4_strict = un Super Joker +4 illégal est refusé au lieu d'être un bluff
tui-setup-title = Nouvelle partie
tui-setup-rules = Règles
tui-setup-bots = Bots
tui-setup-level = Niveau
tui-setup-bots-value = { $bots } (table de { $players })
tui-setup-keys = ↑↓ choisir une ligne · ←→ la changer · Entrée distribue · q quitte
tui-setup-kept = { $about } Les règles de la dernière partie sont gardées, règles maison et décompte compris.
tui-help-keys-title = Touches · Tab : codes des cartes
tui-help-rules-title = Règles en jeu
tui-help-codes-title = Codes des cartes · Tab : touches et règles
tui-help-rules-hand = { $rules }, { $n } cartes en main
tui-help-house-none = règles maison : aucune
tui-help-house = règles maison :
tui-help-house-rule = { $title } : { $what }
tui-help-scoring = décompte : { $scoring }
tui-help-key-move = bouger ; ↑↓ : cartes jouables
tui-help-key-enter = jouer la carte / manche suivante
tui-help-key-digits = jouer la carte de ce numéro
tui-help-key-space = marquer pour en jouer plusieurs
tui-help-key-draw = piocher ; pénalité : la prendre
tui-help-key-keep = garder la carte piochée (passer)
tui-help-key-uno = annoncer UNO
tui-help-key-catch = prendre un joueur sans UNO
tui-help-key-jump-in = intervenir (hors tour)
tui-help-key-challenge = contester un +4 (d l'accepte)
tui-help-key-colour = choisir une couleur
tui-help-key-player = choisir un joueur (# dans Joueurs)
tui-help-key-honour = s'exécuter / prendre la pénalité
tui-help-key-hint = conseil du coach (--hints)
tui-help-key-next = manche suivante / nouvelle partie
tui-help-key-rematch = après la partie : revanche
tui-help-key-esc = fermer une question ou cette liste
tui-help-key-quit = quitter (demande d'abord)
tui-help-key-ctrl-c = quitter tout de suite
tui-legend-colours = couleurs : R rouge, Y jaune (yellow), G vert (green), B bleu : la première lettre d'une carte
tui-legend-number = cartes chiffres : lettre de couleur + chiffre (R7 = 7 rouge)
tui-legend-skip = Passe ton tour : le joueur suivant passe son tour
tui-legend-reverse = Inversion : le sens du jeu s'inverse
tui-legend-draw_two = +2 : le joueur suivant pioche 2 cartes et passe son tour
tui-legend-wild = Joker : se pose sur tout, puis on choisit la couleur
tui-legend-wild_draw_four = Super Joker +4 : choisir la couleur ; le suivant pioche 4 ou conteste
tui-legend-shuffle_hands = Joker mélange des mains : toutes les mains sont mélangées et redistribuées
tui-legend-badtz_maru = Joker Badtz-Maru : les autres joueurs ayant le moins de cartes piochent 4
tui-legend-item_box = Joker boîte à objets : retourne la carte du dessus de la pioche ; sa couleur donne un objet
tui-legend-custom-honour = { $card } : choisir la couleur ; « { $honour } » (ou piocher { $n })
tui-legend-custom-effects = { $card } : choisir la couleur ; puis { $effects }
tui-legend-item-card = { $colour ->
    [red] carte rouge
    [yellow] carte jaune
    [green] carte verte
    [blue] carte bleue
   *[wild] un Joker
}
tui-help-hand-marks = Sous tes cartes : 1-9 et 0 sont les touches qui les jouent ; ↵ : jouable, sélectionne-la (←→) et appuie sur Entrée ; +1 +2 : marquées pour jouer plusieurs cartes, dans l'ordre ; [R3] : la carte sélectionnée ; pâle : pas jouable maintenant.
tui-flag-out = fini
tui-flag-elim = élim
tui-no-cards = (aucune carte)
tui-hand-rows = lignes { $from }-{ $to } sur { $n }, ←→ fait défiler
tui-too-small = Le terminal fait { $size } : uno play demande { $need }. { $quitting ->
    [yes] Quitter cette partie ? y quitte, n revient au jeu.
   *[no] Agrandis-le pour jouer ; q quitte.
}
tui-say-back = Retour au jeu
tui-say-colour = Choisis une couleur : r rouge, y jaune, g vert, b bleu (Échap annule)
tui-say-catch-seat = Tape le numéro de place du joueur à prendre (Échap annule)
tui-say-esc = Échap ferme une question ou la liste des touches ; q quitte
tui-say-no-card-marked = Aucune carte numérotée { $n } à jouer maintenant
tui-say-cannot-draw = Tu ne peux pas piocher maintenant
tui-say-keep-only = Garder n'est possible que juste après avoir pioché une carte jouable (R6.2)
tui-say-w4-keys = d accepte le +4 (tu pioches 4), x le conteste
tui-say-no-challenge = Aucun Super Joker +4 à contester maintenant
tui-say-no-honour = Aucune règle d'honneur ne t'attend
tui-say-nobody-to-catch = Personne à prendre : seulement un joueur à une carte qui n'a pas annoncé UNO
tui-say-no-colour = Aucune couleur à choisir maintenant (un Joker la demande quand tu le joues)
tui-say-not-your-turn = Ce n'est pas ton tour : c'est à { $name } de jouer
tui-say-round-over = La manche est finie
tui-say-game-over = La partie est finie : r revanche, n nouvelle partie, q quitter
tui-say-round-not-over = La manche n'est pas encore finie
tui-say-uno-withdrawn = Annonce UNO retirée
tui-say-uno-when = UNO s'annonce quand un coup te laisse une carte (u avant ou juste après)
tui-say-no-jump-in = Impossible d'intervenir maintenant (il faut une carte identique à celle du dessus)
tui-say-jump-in-off = L'intervention ne fait pas partie de ces règles (règle maison : uno play --house jump_in)
tui-say-cannot-play = { $card } ne peut pas être joué maintenant
tui-say-hints-off = Les conseils sont désactivés : lance la partie avec uno play --hints
tui-say-no-hint = Aucune décision à conseiller pour l'instant
tui-say-hint = Conseil : { $what } (environ { $pct } % de chances de gagner la manche)
tui-say-hint-next = { $hint } ; ensuite : { $what } { $pct } %
tui-summary-game = Partie { $number } : graine { $seed } · { $rules } · { $scoring }
tui-summary-won = Victoire : { $names }, après { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}
tui-summary-not-finished = pas finie : quittée à la manche { $n }
tui-summary-scores = points : { $scores }
tui-summary-again = pour rejouer cette donne : uno play --seed { $seed } (avec les mêmes autres options)
tui-stalled = Cette manche a dépassé { $n } actions sans finir : les bots se sont arrêtés (un bug dans les règles ou le moteur ; signale-le avec la graine { $seed }). q quitte.
tui-bot-fault-passes = (le bot { $bot } à la place { $seat } a choisi { $choice }, refusé : { $error } ; l'occasion passe)
tui-bot-fault-instead = (le bot { $bot } à la place { $seat } a choisi { $choice }, refusé : { $error } ; il joue { $action } à la place)
tui-bot-stuck = (le bot { $bot } à la place { $seat } a choisi { $choice }, refusé : { $error } ; et rien d'autre n'a pu être joué)
tui-list-sep = { ", " }
# The header on a narrow terminal: house rules counted, not named ("Classic + Jump-in, 5 more", "Classic + 7 house rules").
tui-house-more = { $n } de plus
tui-house-count = { $n ->
    [one] une règle maison
   *[other] { $n } règles maison
}

cat-deck-classic-desc = { tui-about-deck-classic }
cat-deck-shuffle-hands-desc = { tui-about-deck-shuffle-hands }
cat-deck-hello-kitty-desc = { tui-about-deck-hello-kitty }
cat-deck-mario-kart-desc = { tui-about-deck-mario-kart }
cat-preset-killer-desc = { tui-about-preset-killer }
cat-preset-german-desc = { tui-about-preset-german }
cat-house-stack_draw_two-desc = Réponds à un +2 par n'importe quel +2 ; le premier qui ne peut pas pioche le total.
cat-house-stack_draw_four-desc = De même Super Joker +4 sur Super Joker +4 ; un +4 cumulé ne peut pas être contesté.
cat-house-stack_mixed-desc = Un Super Joker +4 peut aussi se poser sur une pénalité +2.
cat-house-jump_in-desc = Joue hors tour une carte identique à celle du dessus ; le jeu repart de toi.
cat-house-jump_in_draw_two-desc = Règle allemande : tout +2 peut être joué hors tour sur une pénalité +2 en attente.
cat-house-seven_swap-desc = Jouer un 7 échange ta main avec celle du joueur de ton choix.
cat-house-zero_rotates-desc = Jouer un 0 fait passer chaque main au joueur suivant.
cat-house-zero_swap-desc = Jouer un 0 échange ta main avec celle du joueur de ton choix.
cat-house-draw_until_playable-desc = Pioche jusqu'à tirer une carte jouable.
cat-house-multi_play-desc = Joue d'un coup plusieurs cartes chiffres du même chiffre.
cat-house-no_action_finish-desc = Ta dernière carte ne peut pas être une carte action ni un Joker.
cat-house-last_holding_loses-desc = Qui n'a plus de cartes quitte la partie ; le dernier à en tenir perd.
cat-house-wd4_strict-desc = Un Super Joker +4 illégal est refusé au lieu d'être un bluff.
cat-first-official-desc = La première carte agit pour le joueur à gauche du donneur (Passe ton tour, Inversion, +2, Joker) ; un Super Joker +4 est remis dans le paquet, qu'on mélange.
cat-first-as_dealer_played-desc = Le donneur est censé l'avoir jouée, avec tous ses effets.
cat-first-ignore_actions-desc = Les cartes action et les Super Jokers +4 sont recouverts jusqu'à ce qu'un chiffre ou un Joker apparaisse (par défaut pour Mario Kart).
cat-scoring-winner_takes_all-desc = Le gagnant de la manche marque toutes les autres mains ; le premier au score à atteindre gagne (officiel).
cat-scoring-average-desc = Le gagnant marque la moyenne des autres mains, arrondie à l'entier le plus proche.
cat-scoring-penalty-desc = Chacun marque sa propre main, le gagnant 0 ; le plus petit total gagne.
cat-scoring-none-desc = Une manche fait toute la partie (par défaut pour Mario Kart).
cat-end-target-desc = La partie se termine quand quelqu'un atteint le score fixé.
cat-end-elimination-desc = Atteindre le score fixé élimine un joueur ; le dernier restant gagne.
cat-end-hands-desc = Un nombre fixe de manches au lieu d'un score à atteindre ; le meilleur total gagne.
cat-bot-easy-desc = Joue une carte permise, sans plan.
cat-bot-medium-desc = Joue raisonnablement : garde ses Jokers, dit UNO, prend les autres.
cat-bot-hard-desc = Compte les cartes et calcule à l'avance.
cat-bot-learned-desc = Un réseau de neurones entraîné par apprentissage par renforcement aux règles classiques (avec d'autres règles, à peu près de la force du niveau moyen) ; un coup d'œil rapide par coup.
cat-option-first_card-desc = Comment agit la première carte d'une manche.
cat-option-hand_size-desc = Cartes distribuées à chaque joueur.
cat-option-challenge-desc = Un Super Joker +4 peut être contesté.
cat-option-target-desc = Le score qui termine la partie.
cat-option-method-desc = Comment on compte les points d'une manche.
cat-option-game_end-desc = Quand la partie se termine.
cat-option-zero_counts_ten-desc = Un 0 resté en main vaut 10 points.
cat-option-badtz_maru_cards-desc = Le nombre de Jokers Badtz-Maru dans le paquet, quelle que soit la formule.
cat-option-badtz_maru_counts_self-desc = Qui joue un Joker Badtz-Maru peut compter parmi ceux qui ont le moins de cartes.
cat-option-wc-desc = La règle de chaque Joker personnalisable, WC1 d'abord : des effets que le jeu applique, ou une règle d'honneur.

## The rule book (web/js/rulebook.js)

rb-play-title = Jouer sur cette page
rb-play-intro = Ta main est en bas, triée par couleur. Les cartes que tu peux jouer maintenant sont relevées et vives ; les autres sont assombries. Clique sur une carte (ou sélectionne-la et appuie sur Entrée) pour la jouer. Chaque carte montre dans ses coins la forme de sa couleur (rouge un triangle, jaune un anneau, vert une croix, bleu trois barres ; un Joker n'en a pas), tout comme la couleur en jeu et le choix de couleur : la couleur n'est donc jamais le seul repère.
rb-keys-decision = Décision
rb-keys-control = Commande
rb-keys-key = Touche
rb-key-play = Jouer une carte
rb-key-play-how = clique sur une carte allumée de ta main
rb-key-play-keys = ←/→ puis Entrée
rb-key-draw = Piocher
rb-key-draw-how = la pioche, ou <b>Piocher</b>
rb-key-drawn = Jouer ou garder la carte piochée (R6.2)
rb-key-drawn-how = <b>La jouer</b> / <b>La garder</b>
rb-key-colour = Choisir une couleur (Jokers, R5.3)
rb-key-colour-how = le choix de couleur : Rouge, Jaune, Vert, Bleu
rb-key-player = Choisir un joueur (échanges du 7 et du 0, Carapace verte, Jokers personnalisables)
rb-key-player-how = le choix de joueur
rb-key-wd4 = Répondre à un Super Joker +4 (R8.2)
rb-key-wd4-how = <b>Accepter</b> ou <b>Contester</b> ; après une contestation, toi seul vois la main
rb-key-stack = Une pénalité cumulée (R13)
rb-key-stack-how = le total s'affiche sur la pile ; pose une carte allumée ou <b>Piocher N</b>
rb-key-uno = Dire UNO (R10)
rb-key-uno-how = <b>UNO !</b> : appuie avant ton avant-dernière carte pour le dire en jouant, ou après, tant qu'on ne t'a pas pris
rb-key-catch = Prendre un joueur qui n'a pas dit UNO
rb-key-catch-how = <b>Prendre</b> sur sa place
rb-key-jump = Interception (R13)
rb-key-jump-how = une carte identique s'allume hors tour : clique dessus
rb-key-honour = Règles d'honneur (R8.5)
rb-key-honour-how = <b>C'est fait</b> ou <b>Prendre la pénalité (piocher N)</b>
rb-key-next = Manche suivante
rb-key-next-how = <b>Manche suivante</b> sur le tableau des scores (elle se distribue aussi toute seule)
rb-key-log = Journal
rb-key-log-how = le panneau du journal (un bouton sur les petits écrans)
rb-play-keyboard = Le clavier seul suffit pour toute une partie : Tab atteint la main (un seul arrêt ; les flèches, Début et Fin s'y déplacent), les boutons d'action, les boutons <b>Prendre</b> des places et le journal. Les dialogues et les panneaux au-dessus de la table gardent le focus jusqu'à leur fermeture, puis le rendent à la table.
rb-play-server = Le serveur vérifie chaque coup (R4.4) : un coup refusé ne change rien et tu vois pourquoi. Après un rechargement ou une connexion perdue, tu retrouves tout seul la même place.
rb-r1-title = Paquets
rb-r1-house = { $presets } utilisent le paquet { $deck } avec des règles maison (R13). Un paquet peut aussi être une liste de nombres de cartes (R14).
rb-r2-title = Mise en place
rb-r2-1 = De 2 à 10 joueurs.
rb-r2-2 = Manche 1 : chacun tire une carte, le plus haut chiffre distribue (les cartes action et les Jokers comptent 0 ; en cas d'égalité, on retire). Une table peut aussi fixer le donneur. Manches suivantes : la donne passe à gauche.
rb-r2-3 = 7 cartes chacun (option : cartes par main), une à une à partir de la gauche du donneur, dans le sens des aiguilles d'une montre. Le reste forme la pioche ; sa carte du dessus commence la défausse.
rb-r2-4 = Les places sont numérotées dans le sens des aiguilles d'une montre ; « à gauche » veut dire dans ce sens.
rb-r3-title = La première carte
rb-r3-official = <b>Officielle</b> (par défaut) : un chiffre ne fait rien ; un Passe ton tour fait passer le joueur à gauche du donneur ; une Inversion fait commencer le donneur dans l'autre sens ; un +2 fait piocher 2 au joueur à gauche du donneur, qui passe son tour ; un Joker (ou Mélange des mains, personnalisable, Badtz-Maru, Boîte à objets) laisse le joueur à gauche du donneur choisir la couleur et jouer ; un Super Joker +4 retourne dans le paquet, on mélange et on retourne une nouvelle carte.
rb-r3-dealer = <b>Comme jouée par le donneur</b> : le donneur est censé l'avoir jouée (en choisissant la couleur pour un Joker), avec tous ses effets, y compris ceux des règles maison du 7 et du 0 ; un Super Joker +4 fait piocher 4 au joueur à gauche du donneur.
rb-r3-ignore = <b>Ignorer les actions</b> (Mario Kart) : les cartes action et les Super Jokers +4 sont recouverts de nouvelles cartes jusqu'à ce qu'un chiffre ou un autre Joker apparaisse.
rb-r3-first = Personne ne peut cumuler sur une première carte ni la contester.
rb-r4-title = Un tour
rb-r4-1 = À ton tour : joue une carte permise, ou pioche. Rien d'autre ne termine un tour.
rb-r4-2 = Ensuite, le joueur suivant dans le sens actuel joue, sauf si une carte dit autre chose.
rb-r4-3 = Quand plusieurs joueurs doivent piocher, ils piochent dans l'ordre du jeu en commençant après celui qui a joué la carte.
rb-r4-4 = Un coup interdit est refusé avec un message et ne change rien ; le logiciel ne punit jamais un mauvais clic.
rb-r5-title = Quelles cartes peuvent être jouées
rb-r5-1 = La couleur en jeu est celle de la carte du dessus, ou la couleur choisie pour un Joker.
rb-r5-2 = Une carte de couleur va sur la couleur en jeu, ou sur le chiffre ou le symbole de la carte du dessus.
rb-r5-3 = Le Joker, Mélange des mains, les Jokers personnalisables, Badtz-Maru et Boîte à objets se jouent toujours ; tu choisis n'importe quelle couleur (la couleur de la Boîte à objets vient de son objet, R9).
rb-r5-4 = Un Super Joker +4 n'est permis que si tu n'as aucune carte de la couleur en jeu (dans un paquet avec des Boîtes à objets, une Boîte en main compte comme cette couleur). Tu peux quand même le jouer en bluff, au risque d'être contesté (R8.3), sauf si <i>Super Joker +4 strict</i> est activé.
rb-r6-title = Piocher
rb-r6-1 = Tu peux piocher même si tu pourrais jouer.
rb-r6-2 = Tu pioches une carte. Si elle est jouable, tu peux la jouer tout de suite ou la garder ; sinon le tour passe.
rb-r6-3 = <i>Piocher jusqu'à pouvoir jouer</i> : continue de piocher jusqu'à tirer une carte jouable. Les pénalités se piochent toujours au nombre exact.
rb-r6-4 = Une pioche vide est refaite avec la défausse sous la carte du dessus (les couleurs choisies sont oubliées). S'il n'y a toujours rien, on ne pioche pas.
rb-r7-title = Cartes action
rb-r7-1 = Passe ton tour : le joueur suivant passe son tour.
rb-r7-2 = Inversion : le sens s'inverse ; à deux, elle agit comme un Passe ton tour.
rb-r7-3 = +2 : le joueur suivant pioche 2 et passe son tour (pas de réponse par un +2 sauf si le cumul est activé).
rb-r7-4 = À deux joueurs, Passe ton tour et +2 te font rejouer.
rb-r8-title = Jokers
rb-r8-1 = Joker : choisis la couleur.
rb-r8-2 = Super Joker +4 : choisis la couleur ; le joueur suivant <b>accepte</b> (pioche 4, passe son tour) ou <b>conteste</b> (si la contestation est permise).
rb-r8-3 = Contestation : qui a joué le Super Joker +4 montre sa main au seul contestataire. S'il avait avant une carte de la couleur en jeu (coupable), il pioche 4 et le contestataire joue normalement ; sinon, le contestataire pioche 6 et passe son tour.
rb-r8-4 = Joker mélange des mains : choisis la couleur ; toutes les mains sont ramassées, mélangées et redistribuées à partir du joueur suivant.
rb-r8-5 = Joker personnalisable : choisis la couleur, puis la règle de la carte s'applique : soit des effets que le jeu applique, soit une <b>règle d'honneur</b> affichée pour tous, que sa cible accomplit (<b>C'est fait</b>) ou paie en piochant la pénalité.
rb-r8-6 = Joker Badtz-Maru : choisis la couleur ; parmi les autres joueurs, ceux qui ont le moins de cartes piochent 4. Personne ne passe son tour.
rb-r9-title = Joker boîte à objets (Mario Kart)
rb-r9-intro = La carte du dessus de la pioche est retournée sur la défausse et sa couleur déclenche un objet (sa propre action est ignorée) :
rb-r9-wild = Un Joker
rb-r9-item = <b>{ $color }, { $item }</b> : { $effect }.
rb-r10-title = Dire UNO
rb-r10-1 = Quand ton propre coup te laisse une seule carte, dis UNO : en jouant, ou n'importe quand après tant qu'on ne t'a pas pris (le dire avant de jouer ne compte pas).
rb-r10-2 = Tant que tu ne l'as pas dit, tu es exposé : n'importe qui peut te <b>prendre</b> et tu pioches 2. L'occasion prend fin quand un autre joueur agit, quand tu le dis ou quand tu n'as plus une seule carte. Le serveur retient un instant chaque prise pour que ton UNO puisse encore arriver.
rb-r10-3 = Prendre quelqu'un qui n'est pas exposé ne fait rien.
rb-r10-4 = Les coups qui déplacent les mains (échanges, rotation, Mélange des mains) n'exposent personne.
rb-r11-title = Finir sa main
rb-r11-1 = Une manche se termine quand, une fois tous les effets d'un coup résolus, un joueur n'a plus de cartes : il gagne la manche. Un dernier +2 ou Super Joker +4 est quand même pioché par le joueur suivant (et compte) ; il ne peut pas être contesté.
rb-r11-2 = Les effets qui déplacent les mains passent d'abord : finir avec un 0 sous <i>Le 0 fait tourner les mains</i> fait passer ta main vide.
rb-r12-title = Score et victoire
rb-r12-1 = Valeur des cartes : les chiffres leur valeur (un 0 peut compter 10), Passe ton tour / Inversion / +2 20, Jokers 50.
rb-r12-2 = <b>Le gagnant rafle tout</b> (officiel) : le gagnant marque les autres mains ; le premier au score à atteindre (500) gagne. <b>Moyenne</b> : le gagnant marque la moyenne des autres mains. <b>Pénalité</b> : chacun marque sa propre main et le plus bas gagne ; la partie s'arrête au score à atteindre, par <b>élimination</b> ou après <b>N manches</b>. <b>Une manche</b> : une manche fait la partie. Quelle que soit la méthode, un nombre fixe de manches peut remplacer le score à atteindre.
rb-r12-3 = Les égalités pour la victoire sont partagées.
rb-r13-title = Règles maison
rb-r13-preset = Formule <b>{ $name }</b> : { $list }.
rb-r14-title = Les règles comme données
rb-r14-text = Les règles d'une partie forment une seule valeur : paquet, règle de la première carte, options, règles maison, décompte, cartes par main et la règle de chaque Joker personnalisable. Tu peux les écrire en JSON sous <b>{ $json }</b> en créant une salle. Les Jokers personnalisables prennent leurs effets dans cette liste : { $effects }, ou une règle d'honneur, où T vaut { $targets }.
rb-decisions-title = Décisions là où le livret laisse de la place
rb-dec-1 = On peut prendre quelqu'un pendant qu'une décision attend (comme la réponse à un Super Joker +4) ; les prises et les annonces ne ferment jamais l'occasion, une interception si.
rb-dec-2 = Avec une règle de cumul activée, le joueur face à une pénalité est toujours consulté, même s'il n'a rien à cumuler.
rb-dec-3 = Une contestation juge la main telle qu'elle était quand le Super Joker +4 a été joué, face à la couleur d'avant.
rb-dec-4 = Les cartes piochées par les effets d'un Joker personnalisable le sont tout de suite : personne ne peut cumuler dessus.
rb-dec-5 = La Carapace verte demande toujours à son joueur de choisir ; un Bob-omb fait d'abord piocher 2, puis demande la couleur.
rb-dec-6 = Atteindre le score veut dire avoir un total égal ou supérieur ; <i>après N manches</i> ne termine la partie qu'après la manche N.
rb-dec-7 = Le 0 échange les mains et Le 0 fait tourner les mains ne peuvent pas être activées ensemble ; l'élimination demande le décompte par pénalité.
rb-dec-source = Le texte complet, avec chaque décision et le scénario qui la fixe, est { $file } dans les sources.
rb-sentence-sep = { " " }
rb-r1-deck = <b>{ $name }</b> ({ $cards }) : { $text }
rb-r13-rule = <b>{ $name }</b> (<code>{ $id }</code>) : { $text }
