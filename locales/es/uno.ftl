# UNO en español. Mismos identificadores y variables que el inglés
# (locales/en/uno.ftl). Los códigos de carta (R7, W+4) no se traducen;
# los nombres de las cartas, sí.

language-name = Español
language-picker = Idioma

## Palabras comunes

you = Tú
you-inline = ti
seat-n = Asiento { $n }
n-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
n-rounds = { $count ->
    [one] { $count } ronda
   *[other] { $count } rondas
}
n-actions = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}
n-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
n-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
loading = Cargando…
close = Cerrar
cancel = Cancelar
ok = Vale
try-again = Reintentar
refused = No se puede
bot-level = { $level ->
    [easy] bot fácil
    [medium] bot normal
    [hard] bot difícil
   *[other] bot { $level }
}

## Colores y cartas

color-R = Rojo
color-Y = Amarillo
color-G = Verde
color-B = Azul
card-number = { $number } { $color }
card-skip = Salta { $color }
card-reverse = Cambio de sentido { $color }
card-draw_two = Roba dos { $color }
card-wild = Comodín
card-wild_draw_four = Comodín roba cuatro
card-shuffle_hands = Comodín baraja manos
card-badtz_maru = Comodín Badtz-Maru
card-item_box = Comodín caja de objetos
card-custom = Comodín personalizable { $number }
card-color-named = { $card }, color elegido: { $color }
card-chosen-title = Color elegido: { $color }

## Objetos de Mario Kart (R9)

item-mushroom = Champiñón
item-banana_peel = Plátano
item-green_shell = Caparazón verde
item-lightning = Rayo
item-bob_omb = Bob-omb
item-effect-mushroom = { $you ->
    [yes] vuelves a jugar enseguida
   *[no] { $player } vuelve a jugar enseguida
}
item-effect-banana_peel = { $you ->
    [yes] quien juega antes que tú roba 2
   *[no] quien juega antes que { $player } roba 2
}
item-effect-green_shell = { $you ->
    [yes] eliges a alguien que roba 1
   *[no] { $player } elige a alguien que roba 1
}
item-effect-lightning = { $you ->
    [yes] los demás roban 1 y tú vuelves a jugar
   *[no] los demás roban 1 y { $player } vuelve a jugar
}
item-effect-bob_omb = { $you ->
    [yes] robas 2 y eliges el color
   *[no] { $player } roba 2 y elige el color
}

## Errores

error-network = No se puede conectar con el servidor.
error-disconnected = Sin conexión: reconectando…
error-not_your_turn = Aún no es tu turno.
error-card_not_playable = Esa carta no se puede jugar ahora.
error-card_not_in_hand = No tienes esa carta.
error-decision_pending = Ahora no: la partida espera otra decisión.
error-pass_not_allowed = Solo puedes quedarte una carta justo después de robar una que se pueda jugar.
error-cannot_challenge = No hay ningún Comodín roba cuatro que desafiar.
error-color_required = Elige un color para ese comodín.
error-invalid_target = No se puede elegir a ese jugador.
error-multi_play_not_allowed = Esas cartas no se pueden jugar juntas.
error-action_finish_not_allowed = Tu última carta no puede ser una carta de acción ni un comodín: roba en su lugar.
error-round_over = La ronda ha terminado.
error-round_not_over = La ronda aún no ha terminado.
error-game_over = La partida ha terminado.
error-no_such_seat = Ese asiento no existe.
error-not_host = Solo el anfitrión puede hacer eso.
error-game_in_progress = Hay una partida en curso.
error-not_enough_players = Una partida necesita de 2 a 10 asientos.
error-room_full = La sala está llena.
error-rate_limited = ¡Más despacio! Vuelve a intentarlo en un momento.
error-no_such_room = No hay ninguna sala con este código.
error-no_such_game = No hay ninguna partida terminada con este número.
error-no_such_player = Ese jugador no existe.
error-bad_token = La llave de este asiento ya no vale.
error-not_seated = No tienes asiento en esta partida.
error-no_game = No hay ninguna partida en curso.
error-seat_taken = Ese asiento está ocupado.
error-bad_seat = Ese asiento no existe.
error-already_seated = Ya tienes asiento.
error-too_many_rooms = Has abierto demasiadas salas.
error-server_full = El servidor está lleno; inténtalo más tarde.
error-invalid_nickname = Ese apodo no se puede usar.
error-invalid_chat = Ese mensaje no se puede enviar.
error-invalid_rules = Con estas reglas no se puede jugar: { $detail }
error-invalid_settings = Esta configuración de sala no vale: { $detail }
# Rules the engine refused (uno_core::Problem): the detail of error-invalid_rules.
problem-unknown-preset = No hay ningún modo predefinido llamado «{ $name }».
problem-unknown-house-rule = No hay ninguna regla de la casa llamada «{ $name }».
problem-house-conflict = { $first } y { $second } no pueden estar activadas a la vez (R13).
problem-elimination-needs-penalty = La eliminación solo se juega con puntuación de penalización (R12.2).
problem-teams-elimination = La eliminación no se puede jugar por equipos (R15.4).
problem-teams-last-holding-loses = «Pierde quien se quede con cartas» no se puede jugar por equipos (R15.5).
problem-hand-size = Hay que repartir al menos una carta a cada jugador.
problem-target = La puntuación objetivo debe ser al menos 1.
problem-deck-count = El mazo lleva { $card } { $count } veces; una carta puede tener como mucho 255 copias.
problem-deck-card = «{ $entry }» no es una carta que pueda ir en un mazo.
problem-empty-deck = El mazo no tiene cartas.
problem-no-starting-card = El mazo no tiene ninguna carta con la que empezar una ronda (R3 necesita una carta que no sea W+4).
problem-missing-wc-rule = { $card } está en el mazo pero no tiene regla (R14).
problem-too-many-wc-rules = Hay { $count } reglas para comodines personalizables, más que las 7 cartas de ese tipo que puede haber.
problem-players = Una partida necesita de 2 a 10 jugadores, no { $count } (R2.1).
problem-deck-too-small = El mazo tiene { $deck } cartas: muy pocas para repartir { $hand ->
    [one] una carta
   *[other] { $hand } cartas
  } a cada uno de los { $players } jugadores y descubrir la primera.
problem-too-many-copies = { $card } aparece { $have } veces, pero el mazo solo tiene { $deck }.
problem-seat = En esta mesa no hay asiento { $seat }.
problem-team-players = Los equipos de dos necesitan 4, 6, 8 o 10 jugadores, no { $count } (R15.1).
error-game_not_over = La partida no ha terminado.
error-storage_unavailable = El servidor no puede guardar nada ahora mismo; no ha cambiado nada. Inténtalo en un momento.
error-shutting_down = El servidor se está reiniciando; inténtalo en un momento.
error-wrong_instance = La sala se ha movido a otro servidor; reconectando…
error-internal = Algo ha fallado en el servidor.
error-rules-json = El JSON de las reglas no es válido: { $detail }
error-json = JSON no válido: { $detail }
error-catalogue = No se han podido cargar las reglas del servidor: { $detail }
nick-empty = Elige un apodo.
nick-too-long = Como mucho 24 caracteres.
nick-bad-chars = Sin los caracteres < > & " ' `, por favor.

## Portada

home-title = UNO: juega en el navegador
home-tagline = Juega con amigos o con bots, aquí mismo en el navegador. Todas las reglas oficiales, las ediciones y las reglas de la casa.
home-play = Jugar
home-nickname = Tu apodo
home-nickname-label = Apodo
quick-play = Partida rápida
play-online = Jugar en línea
online-rules-label = Reglas para jugar en línea
online-length = Una mano, unos minutos
create-room = Crear sala
create-room-rules = Crear sala con estas reglas
help-online = Jugar en línea: una mesa con otras personas, con las reglas elegidas junto al botón; los bots ocupan los asientos que nadie toma en 20 segundos.
help-quick = Partida rápida: tú y tres bots normales, reglas clásicas, directo a la mesa.
help-create = Crear sala: una sala con las reglas que ves junto al botón («Reglas…» para cambiarlas); en la sala de espera puedes añadir bots e invitar a tus amigos.
join-title = Entrar en una sala
join-hint = Escribe el código o pega el enlace que te ha enviado un amigo.
join-code-label = Código o enlace de la sala
join = Entrar
join-watch = …o solo mirar
join-bad-code = Un código de sala tiene 6 letras y cifras.
your-rooms = Tus salas
your-room-as = como { $name }
foot-rulebook = Reglamento
foot-history = Historial y repeticiones
foot-api = API
foot-hint = Las cartas las dibuja esta página. Teclado: ? muestra los controles.

## Reglamento

rulebook = Reglamento
rulebook-sections = Secciones
rulebook-controls = Controles
rulebook-decisions = Decisiones
rulebook-this-room = Las reglas de esta sala

## Historial y repeticiones

history-title = UNO: historial de partidas
history-heading = Historial de partidas
history-all = Todas las partidas
history-mine = Mis partidas
history-older = Partidas anteriores
history-none = Todavía no hay partidas terminadas. ¡Juega una!
leaderboard = Clasificación
place-tied = { $place }, empatado
rating-chart-note = La línea es la puntuación tras cada partida puntuada; la banda que la rodea es donde está la fuerza real con un 95 % de confianza, de { $lo } (el número inferior, a la izquierda) a { $hi } (el superior).
rating-bot = bot
rating-bot-level = un bot incorporado ({ $level })
rating-bot-any = un bot
rating-interval = intervalo del 95 %: de { $lo } a { $hi }
rating-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
rating-none = Aún no hay partidas puntuadas.
rating-leaders-note = Puntuación Glicko-2 (intervalo del 95 %), partidas puntuadas jugadas.
rating-unavailable = No disponible.
rating-chart-label = Puntuación a lo largo de { $count ->
    [one] { $count } partida puntuada
   *[other] { $count } partidas puntuadas
}: de { $first } a { $last }
rating-place = { $place }.º
rating-unrated = sin puntuar
player-title = UNO: jugador
player-heading = Jugador
player-back = Clasificación y partidas
rating-heading = Puntuación
rating-summary = { $games ->
    [one] { $games } partida puntuada
   *[other] { $games } partidas puntuadas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}. Desviación de la puntuación { $rd }; el intervalo contiene la fuerza real con un 95 % de confianza.
rating-not-yet = Aún sin puntuación: una partida terminada contra otro jugador o un bot da una puntuación.
rating-over-time = Puntuación a lo largo del tiempo
player-recent = Partidas recientes
player-no-games = Aún no hay partidas terminadas.
game-room = sala { $room }
bot-note = ({ $level })
replay-title = UNO: repetición de la partida { $id }
replay-heading = Repetición de la partida n.º { $id }
replay-step = Paso
replay-all-steps = Todos los pasos
replay-step-of = Paso { $step } de { $total }
colour-in-play = Color en juego
direction-cw = ↻ en el sentido del reloj
direction-ccw = ↺ en sentido contrario al reloj
round-n = Ronda { $n }
th-player = Jugador
th-cards = Cartas
th-score = Puntos
you-note = (tú)
dealer-note = · reparte
replay-your-hand = Tu mano ({ $cards })
your-hand = Tu mano
no-cards = Sin cartas.
replay-own-hand = Jugaste esta partida: se ve tu propia mano, la de nadie más.
replay-spectator = Una repetición muestra lo que vio un espectador: nunca se ve ninguna mano.
replay-play = ▶ Reproducir
replay-play-label = Reproducir
replay-pause = ❚❚ Pausa
replay-first = Primer paso
replay-prev = Paso anterior
replay-next = Paso siguiente
replay-last = Último paso
replay-meta = Sala { $room } · { $when } · { $rounds } · { $actions }
replay-winner = Gana:
replay-players = Jugadores:
replay-fairness = Reglas y juego limpio
replay-commitment = Compromiso
replay-seed = Semilla
replay-salt = Sal
replay-download = Descargar como archivo de escenario
replay-this-step = Este paso
replay-every-step = Todos los pasos

## La narración de la mesa

log-reason-turn = {""}
log-reason-first_card = { " " }(primera carta)
log-reason-penalty = { " " }(castigo)
log-reason-challenge = { " " }(desafío)
log-reason-caught = { " " }(pillado sin decir UNO)
log-reason-effect = { " " }(efecto de carta)
log-reason-honour = { " " }(castigo de honor)
log-reason-item = { " " }(objeto)
log-dealer-draws = Cartas para decidir quién reparte: { $draws }.
log-dealer-draw = { $name } { $card }
log-dealer-tie = { $draws } Empate en la más alta: vuelven a sacar.
log-dealer = { $draws } { $you ->
    [yes] Repartes tú
   *[no] Reparte { $name }
}.
log-round-started = Empieza la ronda { $round }; { $you ->
    [yes] repartes tú
   *[no] reparte { $name }
}.
log-dealt = Te han repartido { $count } cartas.
log-first-card = Primera carta: { $card }.
log-first-card-returned = { $card } vuelve al mazo y se baraja.
log-then = , luego{ " " }
log-played = { $you ->
    [yes] Juegas { $cards }
   *[no] { $name } juega { $cards }
}.
log-played-color = { $you ->
    [yes] Juegas { $cards } y eliges { $color }
   *[no] { $name } juega { $cards } y elige { $color }
}.
log-jumped-in = { $you ->
    [yes] Te adelantas con { $cards }
   *[no] { $name } se adelanta con { $cards }
}.
log-jumped-in-color = { $you ->
    [yes] Te adelantas con { $cards } y eliges { $color }
   *[no] { $name } se adelanta con { $cards } y elige { $color }
}.
log-drew = { $you ->
    [yes] Robas
   *[no] { $name } roba
} { $count ->
    [one] una carta
   *[other] { $count } cartas
}{ $reason }.
log-drew-shown = { $you ->
    [yes] Robas
   *[no] { $name } roba
} { $count ->
    [one] una carta
   *[other] { $count } cartas
}{ $reason }:
log-nothing-to-draw = No queda nada que robar: { $you ->
    [yes] te quedas sin
   *[no] { $name } se queda sin
} { $count ->
    [one] una carta
   *[other] { $count } cartas
}.
log-reshuffled = El descarte se baraja como nuevo mazo ({ $count } cartas).
log-passed = { $you ->
    [yes] Te quedas la carta
   *[no] { $name } se queda la carta
}.
log-color-chosen = { $you ->
    [yes] Eliges { $color }
   *[no] { $name } elige { $color }
}.
log-player-chosen = { $you ->
    [yes] Eliges a { $target }
   *[no] { $name } elige a { $target }
}.
log-skipped = { $you ->
    [yes] Pierdes el turno
   *[no] { $name } pierde el turno
}.
log-direction-cw = Ahora se juega en el sentido del reloj ↻.
log-direction-ccw = Ahora se juega en sentido contrario al reloj ↺.
log-penalty-pending = Castigo pendiente: robar { $total }.
log-challenged-guilty = { $you ->
    [yes] Desafías
   *[no] { $name } desafía
} el Comodín roba cuatro de { $offender }: ¡culpable! { $offender } roba 4.
log-challenged-innocent = { $you ->
    [yes] Desafías
   *[no] { $name } desafía
} el Comodín roba cuatro de { $offender }: inocente, así que { $you ->
    [yes] robas 6
   *[no] { $again } roba 6
}.
log-challenged-you-guilty = { $name } desafía tu Comodín roba cuatro: ¡culpable! Robas 4.
log-challenged-you-innocent = { $name } desafía tu Comodín roba cuatro: inocente, así que { $name } roba 6.
log-hand-shown-to-you = La mano de { $name } se te enseña solo a ti:
log-your-hand-shown = Tu mano se enseña solo a { $to }:
log-hand-shown = { $name } enseña su mano solo a { $to }.
log-hands-swapped = { $a } y { $b } se cambian las manos.
log-hands-rotated-cw = Todas las manos pasan en el sentido del reloj.
log-hands-rotated-ccw = Todas las manos pasan en sentido contrario al reloj.
log-hands-shuffled = Se barajan todas las manos y se reparten otra vez ({ $sizes } cartas).
log-item = La caja de objetos saca { $card }: ¡{ $item }! { $effect }.
log-no-item = No queda nada que girar: { $name } se queda sin objeto.
log-honour-asked = Regla de honor para { $name }: «{ $text }» (o roba { $penalty }).
log-complied = { $you ->
    [yes] Cumples la regla
   *[no] { $name } cumple la regla
}.
log-uno-called = { $name }: «¡UNO!»
log-uno-not-counted = { $you ->
    [yes] Dices UNO
   *[no] { $name } dice UNO
} (ahora no cuenta).
log-exposed = ¡{ $you ->
    [yes] Tienes una carta y no has dicho UNO
   *[no] { $name } tiene una carta y no ha dicho UNO
}!
log-caught = { $you ->
    [yes] Pillas
   *[no] { $name } pilla
} a { $target } sin decir UNO, así que { $targetyou ->
    [yes] robas 2
   *[no] { $target } roba 2
}.
log-catch-failed = { $you ->
    [yes] Intentas
   *[no] { $name } intenta
} pillar a { $target }: demasiado tarde, no pasa nada.
log-went-out = { $you ->
    [yes] Te quedas sin cartas y sales
   *[no] { $name } se queda sin cartas y sale
} de la ronda.
log-round-blocked = Nadie puede jugar ni robar: la ronda se bloquea y { $you ->
    [yes] tienes
   *[no] { $name } tiene
} la mano con menos puntos.
log-round-over = Se acabó la ronda.
log-round-won = ¡{ $you ->
    [yes] Ganas la ronda
   *[no] { $name } gana la ronda
}!
log-eliminated = { $you ->
    [yes] Quedas eliminado
   *[no] { $name } queda eliminado
}.
log-game-over = Fin de la partida.
log-game-over-winners = Fin de la partida. Gana: { $winners }.

## La mesa

table-label = Mesa de juego
table-actions = Tus acciones
pod-label = { $name }: { $cards }{ $toact ->
    [yes] , le toca
   *[no] {""}
}{ $exposed ->
    [yes] , no ha dicho UNO
   *[no] {""}
}
pod-title = Asiento { $n }: { $name }
catch-short = ¡Pillado!
no-uno-tag = ¡sin UNO!
draw-pile-label = Mazo, { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}{ $draw ->
    [yes] : robar
   *[no] {""}
}
top-card = Carta de arriba: { $card }
penalty-waiting = Castigo pendiente
penalty-waiting-draw = Castigo pendiente: robar { $n }
to-draw = a robar
play-goes-cw = Se juega en el sentido del reloj
play-goes-ccw = Se juega en sentido contrario al reloj
dealer = Reparte
dealer-badge = R
bot-badge = bot
bot-plays = juega un bot
bot-plays-title = Un bot juega por esta persona
bot-account = cuenta de bot
bot-account-title = Un programa bot conectado (uno bot)
badge-offline = desconectado
badge-out = fuera
badge-eliminated = eliminado
pts = { $n } pts
status-game-over = La partida ha terminado.
status-round-won = { $you ->
    [yes] Ganas la ronda.
   *[no] { $name } gana la ronda.
}
status-drew = Has robado { $card }: juégala o quédatela.
status-name-colour = Elige el color.
status-choose-player = Elige a alguien.
status-wd4 = Comodín roba cuatro: acepta (roba { $n }) o desafía.
status-stack = Castigo de { $n }: apila una carta iluminada o roba { $n }.
status-honour = Cumple la regla o acepta el castigo: roba { $cards }.
status-your-turn = Tu turno: juega una carta iluminada o roba.
status-no-fit = Tu turno: ninguna carta sirve, roba una.
status-watching = Mirando. { $text }
status-jump-in = ¡Puedes adelantarte!
table-waiting-play = Le toca a { $name }…
table-waiting-choose_color = { $name } está eligiendo color…
table-waiting-choose_player = { $name } está eligiendo a alguien…
table-waiting-accept_or_challenge = { $name } debe aceptar o desafiar el Comodín roba cuatro…
table-waiting-play_or_pass = { $name } decide si juega la carta robada…
table-waiting-stack_or_draw = { $name } debe apilar o robar el castigo…
table-waiting-comply_or_penalty = { $name } debe cumplir la regla o aceptar el castigo…
honour-rule = Regla de honor:
honour-you = lo haces o robas.
honour-them = { $name } lo hace o roba.
turn-timer = Tiempo del turno
secs-short = { $n } s
btn-draw = Robar
btn-play-it = Jugarla
btn-keep-it = Quedármela
btn-accept = Aceptar (robar { $n })
btn-challenge = Desafiar
help-accept = Aceptar:
help-accept-cost = robas { $n } y pierdes el turno.
help-challenge = Desafiar:
help-challenge-cost = si tenía una carta del color en juego, roba 4 y sigues jugando; si no, robas 6 y pierdes el turno.
btn-draw-n = Robar { $n }
btn-choose-colour = Elegir color
btn-choose-player = Elegir jugador
btn-done-it = ¡Hecho!
btn-take-penalty = Aceptar el castigo (robar { $n })
uno-call-now = Di UNO ya, antes de que te pillen
uno-arm = Decir UNO con tu próxima jugada
uno-later = Di UNO cuando una jugada te deje con una carta
btn-uno = ¡UNO!
uno-armed = UNO va con tu próxima jugada
btn-catch = ¡Pillar a { $name }!
watching-note = Estás mirando: las manos quedan ocultas.
call-uno = ¡Di UNO!
standin = Un bot juega por ti.
take-seat-back = Recuperar mi asiento
hand-card-label = { $card }{ $state ->
    [jumpin] , para adelantarte
    [playable] , se puede jugar
   *[no] {""}
}{ $drawn ->
    [yes] , recién robada
   *[no] {""}
}
refuse-now = Ahora no puedes jugar esa carta.
refuse-turn = Le toca a { $name }.
refuse-drawn-only = Después de robar solo se puede jugar la carta robada.
refuse-penalty = Hay un castigo pendiente: apila una carta iluminada o roba.
refuse-answer = Primero responde a la pregunta.
refuse-wd4 = El Comodín roba cuatro solo vale si no tienes ninguna carta del color en juego.
refuse-match = { $card } no combina con { $top } ni con el color en juego.
several-title = ¿Jugar varias?
several-hint = Elige las cartas en orden; la última queda arriba.
several-label = Jugar varias cartas
pick-colour-for = Juegas { $card }: elige el color.
pick-colour = Elige el color en juego.
reveal-title = La mano de { $name }, solo para tus ojos
th-cards-left = Cartas que quedan
th-hand-value = Valor de la mano
eliminated-note = (eliminado)
round-over-title = Fin de la ronda { $n }
nobody-out = Nadie se quedó sin cartas.
next-round = Siguiente ronda
look-at-table = Ver la mesa
they-win = { $count ->
    [one] { $names } gana la partida
   *[other] { $names } ganan la partida
}
you-win = ¡Ganas la partida!
you-win-with = ¡Ganas la partida, junto con { $names }!
you-lose = Esta vez no: { $theywin }.
rematch = Revancha
host-rematch = El anfitrión puede empezar la revancha.
change-table = Cambiar mesa o reglas
lobby = Sala de espera
watch-replay = Ver la repetición
history = Historial
fair-summary = Reparto justo: comprueba la semilla
fair-text = Antes de repartir, el servidor publicó el compromiso; ahora revela la semilla y la sal. Cualquiera puede comprobarlas con

## La sala: cabecera, registro, chat, sala de espera

home = Inicio
room-word = Sala
room-label = Sala { $code }
room-code-label = Código de sala { $code }
copy-invite = Copiar el enlace de invitación
copy-link = Copiar enlace
copy = Copiar
link-copied = Enlace de invitación copiado.
rules = Reglas
log = Registro
event-log = Registro de la partida
log-and-chat = Registro y chat
chat-placeholder = Di algo…
chat-label = Mensaje de chat
chat-join-first = Entra en la sala para chatear
send = Enviar
offline-bar = Conexión perdida: reconectando solo…
conn-idle = Sin entrar
conn-connecting = Conectando…
conn-open = Conectado
conn-closed = Reconectando…
conn-gone = Desconectado
room-gone = Esta sala no existe.
seat-expired = Tu asiento aquí ha caducado: vuelve a entrar.
join-room = Entrar en la sala { $code }
back-home = Volver al inicio
join-playing = Hay una partida en juego: puedes mirarla ahora y jugar la siguiente.
join-seats-taken = { $count ->
    [one] { $count } asiento ocupado de 10.
   *[other] { $count } asientos ocupados de 10.
}
join-host = Anfitrión: { $name }.
join-table = Sentarme a la mesa
watch = Mirar
log-reconnected = Conectado de nuevo: la mesa está al día.
log-show-earlier = { $n ->
    [one] Mostrar la línea anterior
   *[other] Mostrar { $n } líneas anteriores
}
log-joined = Has entrado en la sala { $code } como { $name }{ $watching ->
    [yes] {" "}(mirando)
   *[no] {""}
}.
log-game-starts = Empieza la partida { $n }.
log-round-dealt = Se reparte la ronda { $n }.
log-round-seed = Se revela la semilla de la ronda { $n }.
log-game-seed = Se revela la semilla de la partida. Repetición: partida n.º { $id }.
fair-committed = El reparto está comprometido
fair-commitment = Juego limpio: el compromiso
fair-check-deal = Juego limpio: comprueba el reparto
fair-check-game = Juego limpio: comprueba la partida
fair-check-it = Compruébalo
catch-held = Pillada en espera { $secs } s: aún puede decir UNO.
note-full = La sala está llena: estás mirando.
note-in-progress = Hay una partida en curso: estás mirando. Siéntate para la siguiente.
target-one-round = Una sola ronda es toda la partida.
target-hands = La partida dura { $n } rondas; gana el total más { $low ->
    [yes] bajo
   *[no] alto
}.
target-elimination = Quien llega a { $target } puntos queda fuera; gana quien quede al final.
target-penalty = Cuando alguien llega a { $target }, gana el total más bajo.
target-first-to = Gana quien llegue primero a { $target } puntos.
make-host = hacer anfitrión
make-host-title = Hacer anfitrión a { $name }
make-host-label = hacer anfitrión: { $name }
badge-you = tú
badge-host = anfitrión
host-note = (anfitrión)
badge-online = conectado
move-up = Subir
move-up-label = Subir a { $name }
move-down = Bajar
move-down-label = Bajar a { $name }
remove-seat = Quitar de la mesa
remove-seat-label = Quitar a { $name }
no-one-seated = Todavía no hay nadie sentado.
bot-level-label = Nivel del bot
add-bot = Añadir bot
leave-seat = Dejar mi asiento (mirar)
take-seat = Sentarme
start-new-game = Empezar otra partida
start-game = Empezar la partida
table-heading = Mesa
waiting-for-host = Esperando a que { $name } empiece.
waiting-for-the-host = Esperando a que el anfitrión empiece.
need-two-seats = Añade un bot o invita a alguien: una partida necesita 2 asientos.
back-final-table = Volver a la tabla final
invite = Invitar
invite-hint = Comparte este enlace o el código: tus amigos pueden sentarse o mirar.
invite-link = Enlace de invitación
turn-timer-on = Tiempo por turno: { $n } s.
turn-timer-off = Tiempo por turno: sin límite.
change-rules = Cambiar reglas
watching = Mirando
nobody-watching = Nadie está mirando.
change-the-rules = Cambiar las reglas
save = Guardar

## Puntos, selectores, consejos, ajustes

seats-full = 10 / 10 asientos · la mesa está llena
seats-ready = { $n } / 10 asientos · lista para empezar
seats-need = { $n } / 10 asientos · faltan { $more } para empezar
round-by-round = Ronda a ronda
points-each-round = Puntos de cada ronda
points-taken-caption = Puntos recibidos en cada ronda (gana el total más bajo)
points-won-caption = Puntos ganados en cada ronda
th-total = Total
the-game = La partida
last-round-caption = Última ronda (ronda { $n })
went-out = se quedó sin cartas
next-round-soon = La siguiente ronda se reparte sola en unos segundos.
next-round-in = Siguiente ronda en { $n } s.
dealing-next = Repartiendo la siguiente ronda…
n-in-hand = { $count } en la mano
colour-keys = Teclas: R, Y, G, B.
colour-picker = Elegir color
pick-green-shell = { $item }: ¿quién roba 1?
pick-swap = Cambiar la mano con…
pick-custom = { $card }: elige a alguien.
player-picker = Elegir jugador
tip-lit = Las cartas iluminadas son las que puedes jugar ahora. ¿Ninguna? Roba una carta.
tip-uno = ¿Te quedan dos cartas? Pulsa UNO al jugar una, o te pueden pillar y robarás 2.
tip-catch = ¿Alguien con una carta olvidó decir UNO? Aparece un botón para pillarlo: roba 2.
next-tip = Otro consejo
got-it = Entendido
tips-label = Consejos para tu primera partida
tip = Consejo
sound-on = Sonido activado: silenciar
sound-off = Sonido silenciado: activar
mute-sound = Silenciar
theme-light = Tema claro: cambiar a oscuro
theme-dark = Tema oscuro: cambiar a claro
light-theme = Tema claro

## Las reglas y las mesas públicas

sum-custom-deck = mazo personalizado
sum-cards-each = { $n } cartas cada uno
sum-one-round = una ronda, sin puntos
sum-out-at = eliminado a los { $n } puntos
sum-no-house = sin reglas de la casa
sum-house-n = { $count ->
    [one] { $count } regla de la casa
   *[other] { $count } reglas de la casa
}
rules-button = Reglas…
hide-rules = Ocultar reglas
done = Listo
rules-new-room = Reglas para una sala nueva
rules-new-room-hint = Lo que usará «Crear sala»: reglas clásicas, salvo que las cambies aquí.
rules-json-invalid = Reglas en JSON: todavía no son válidas
pt-seats-taken = { $taken } de { $seats } asientos ocupados
n-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
pt-host = anfitrión { $name }
quick-match = partida rápida en línea
tables-waiting = Mesas esperando jugadores
games-in-progress = Partidas en curso
public-tables = Mesas públicas
waiting-players = Esperando jugadores
games-to-watch = Partidas para mirar
lobby-counts = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
} en línea · { $tables ->
    [one] { $tables } mesa esperando
   *[other] { $tables } mesas esperando
} · { $games ->
    [one] { $games } partida en curso
   *[other] { $games } partidas en curso
}
join-host-table = Entrar en la mesa de { $name }
watch-host-game = Mirar la partida de { $name }
no-table-waiting = No hay ninguna mesa esperando: pulsa «Jugar en línea» para abrir una.
no-public-game = No se está jugando ninguna partida pública.
quick-note = Mesa pública (partida rápida, { $seats } asientos).
quick-starts-in = La partida empieza en { $n } s; { $bots } bots ocupan los asientos libres.
quick-starting = La partida está empezando…
quick-seats-taken = { $n } / { $seats } asientos
quick-bots-wait = { $bots } bots ocupan los asientos libres tras una breve espera.
table-listed = Esta mesa aparece en la lista pública.
list-table = Mostrar esta mesa en la lista pública

## Las reglas de una sala

spec-deck = Mazo
spec-custom-deck = (mazo personalizado)
spec-challenge = Desafío
spec-no-challenge = El Comodín roba cuatro no se puede desafiar
spec-can-challenge = El Comodín roba cuatro se puede desafiar
spec-dealer = el asiento { $n } reparte primero
spec-elimination-at = eliminación a los { $n }
spec-target = objetivo { $n }
spec-scoring = Puntuación
spec-zeros = Ceros
spec-zeros-ten = valen 10 puntos
spec-player-counts = , también cuenta quien la juega
spec-honour = de honor: «{ $text }» (o roba { $n })
spec-effects = efectos: { $list }
spec-house = Reglas de la casa
spec-none = ninguna

## Los nombres del catálogo de reglas

cat-deck-classic = Clásico
cat-deck-shuffle-hands = Baraja manos
cat-deck-hello-kitty = Hello Kitty
cat-deck-mario-kart = Mario Kart
cat-preset-killer = Asesina
cat-preset-german = Alemana
cat-house-stack_draw_two = Apilar Roba dos
cat-house-stack_draw_four = Apilar Roba cuatro
cat-house-stack_mixed = Apilar mezclado
cat-house-jump_in = Adelantarse
cat-house-jump_in_draw_two = Adelantarse con Roba dos
cat-house-seven_swap = El siete cambia manos
cat-house-zero_rotates = El cero pasa las manos
cat-house-zero_swap = El cero cambia manos
cat-house-draw_until_playable = Robar hasta poder jugar
cat-house-multi_play = Jugar varias
cat-house-no_action_finish = Sin acabar en acción
cat-house-last_holding_loses = Pierde el último con cartas
cat-house-wd4_strict = Roba cuatro estricto
cat-scoring-winner_takes_all = El ganador se lo lleva todo
cat-scoring-average = Media
cat-scoring-penalty = Penalización
cat-scoring-none = Una ronda
cat-end-target = Al llegar al objetivo
cat-end-elimination = Eliminación
cat-end-hands = Tras N rondas
cat-bot-easy = Fácil
cat-bot-medium = Normal
cat-bot-hard = Difícil
cat-bot-learned = Aprendido
cat-bot-random = Aleatorio
cat-bot-chaos = Caos
cat-first-official = Oficial
cat-first-as_dealer_played = Como si la jugara quien reparte
cat-first-ignore_actions = Ignorar acciones
cat-option-first_card = Primera carta
cat-option-hand_size = Cartas por mano
cat-option-challenge = Se puede desafiar
cat-option-target = Puntos objetivo
cat-option-method = Forma de puntuar
cat-option-game_end = Fin de la partida

## El juego en la terminal (uno play)

tui-you = Tú
tui-you-inline = tú
tui-seat = Asiento { $n }
tui-nobody = nadie
tui-and = { $first } y { $last }
tui-cw = en el sentido del reloj
tui-ccw = en sentido contrario al reloj
tui-color-red = rojo
tui-color-yellow = amarillo
tui-color-green = verde
tui-color-blue = azul
tui-round-started = ronda { $round } — { $you ->
    [yes] repartes tú
   *[no] reparte { $name }
}
tui-first-card = primera carta { $card }
tui-covered-first = { $count ->
        [one] Salió { $cards } y se tapó
       *[other] Salieron { $cards } y se taparon
    }{ $why ->
        [ignore] : aquí una carta de acción o un W+4 no empieza la ronda
       *[none] {""}
    } — primera carta { $card }
tui-played = { $you ->
    [yes] jugaste { $cards }
   *[no] { $name } jugó { $cards }
}
tui-jumped-in = { $you ->
    [yes] te adelantaste con { $cards }
   *[no] { $name } se adelantó con { $cards }
}
tui-a-card = una carta
tui-n-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
tui-why-challenge = { " " }(desafío)
tui-why-caught = { " " }(pillado sin UNO)
tui-why-honour = { " " }(castigo de honor)
tui-why-item = { " " }(objeto)
tui-drew = { $you ->
    [yes] robaste { $what }{ $why }
   *[no] { $name } robó { $what }{ $why }
}
tui-kept = { $you ->
    [yes] te quedaste la carta
   *[no] { $name } se quedó la carta
}
tui-chose = { $you ->
    [yes] elegiste { $what }
   *[no] { $name } eligió { $what }
}
tui-skipped = { $you ->
    [yes] perdiste el turno
   *[no] { $name } perdió el turno
}
tui-direction = ahora se juega { $dir }
tui-penalty-now = castigo ahora +{ $total }
tui-uno-called = { $you ->
    [yes] dijiste UNO
   *[no] { $name } dijo UNO
}
tui-exposed-you = tienes una carta y no has dicho UNO: ¡pulsa u!
tui-exposed = { $name } tiene una carta y no ha dicho UNO (c para pillarlo)
tui-caught-you = { $name } te pilló
tui-caught = { $you ->
    [yes] pillaste
   *[no] { $name } pilló
} a { $target } sin UNO
tui-went-out = { $you ->
    [yes] te quedaste sin cartas
   *[no] { $name } se quedó sin cartas
}
tui-round-ended = se acabó la ronda
tui-round-won = { $you ->
    [yes] ganaste la ronda
   *[no] { $name } ganó la ronda
}
tui-round-won-all = { $you ->
    [yes] ganaste la ronda y sumas
   *[no] { $name } ganó la ronda y suma
} { $points } puntos: las cartas que quedan en las otras manos
tui-round-won-average = { $you ->
    [yes] ganaste la ronda y sumas
   *[no] { $name } ganó la ronda y suma
} la media de los puntos de las otras manos
tui-round-won-penalty = { $you ->
    [yes] ganaste la ronda y sumas
   *[no] { $name } ganó la ronda y suma
} 0; los demás suman las cartas que les quedan
tui-game-over = fin de la partida: { $you ->
    [yes] ganas tú
   *[no] { $count ->
        [one] gana { $names }
       *[other] ganan { $names } (compartido)
    }
}
tui-players = Jugadores
tui-log = Registro
tui-col-player = jugador
tui-col-cards = cartas
tui-col-score = puntos
tui-top = Arriba
tui-colour = color
tui-colour-to-choose = color por elegir
tui-pile = mazo { $n }
tui-penalty = castigo +{ $n }
tui-prompt-colour-for = Color para { $cards }: r rojo, y amarillo, g verde, b azul (Esc cancela)
tui-prompt-catch = ¿A quién pillas? { $list } (Esc cancela)
tui-prompt-quit = ¿Salir de esta partida? y sale, n o Esc vuelve a ella
tui-prompt-round-over = Fin de la ronda { $round }: ganó { $name }. Enter: siguiente ronda
tui-prompt-game-over = Fin de la partida: { $you ->
    [yes] ganas tú
   *[no] { $count ->
        [one] gana { $names }
       *[other] ganan { $names }
    }
} ({ $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}).
    r revancha (misma mesa, nueva semilla) · n partida nueva · q salir
tui-prompt-no-fit = Tu turno: ninguna carta sirve, roba (d)
tui-prompt-your-turn = Tu turno: juega una carta (Enter o su número) o roba (d)
tui-prompt-drew = Robaste { $card }: juégala (Enter) o quédatela (k)
tui-prompt-colour = Elige el color: r rojo, y amarillo, g verde, b azul
tui-prompt-player = Elige a alguien: pulsa su número (# en Jugadores)
tui-prompt-penalty-draw = Castigo +{ $n }: no tienes carta para apilar, d roba { $n }
tui-prompt-penalty-stack = Castigo +{ $n } pendiente: apila una carta (Enter) o d roba { $n }
tui-prompt-honour = Regla de honor: "{ $text }": o cumplir, t aceptar el castigo
tui-prompt-waiting = { $name } { $what ->
    [turn] juega
    [play_or_pass] robó una carta jugable
    [choose_color] elige color
    [choose_player] elige a alguien
    [accept_or_challenge] responde a un W+4
    [stack_or_draw] responde a un castigo
    [comply_or_penalty] responde a una regla de honor
   *[other] {""}
}…
tui-key-colour = color
tui-key-cancel = cancelar
tui-key-seat-to-catch = asiento a pillar
tui-key-quit = salir
tui-key-back = volver a la partida
tui-key-card-codes = códigos de carta
tui-key-keys-rules = teclas y reglas
tui-key-close = cerrar
tui-key-rematch = revancha
tui-key-new-game = partida nueva
tui-key-keys = teclas
tui-key-next-round = siguiente ronda
tui-key-call-uno = ¡di UNO!
tui-key-catch = pillar
tui-key-choose-player = elegir jugador
tui-key-jump-in = adelantarse
tui-key-play = jugar
tui-key-play-card = jugar carta
tui-key-mark = marcar (varias)
tui-key-accept = aceptar (robar { $n })
tui-key-challenge = desafiar
tui-key-draw = robar
tui-key-keep = quedarse
tui-key-comply = cumplir
tui-key-take-penalty = aceptar castigo
tui-key-uno-armed = UNO preparado
tui-key-uno-with-play = UNO al jugar
tui-key-select = elegir
tui-key-hint = pista

## El formulario de reglas

timer-none = Sin tiempo
timer-secs = { $n } s
timer-mins = { $n } min
rule-link-title = Cómo funciona: regla { $rule } del reglamento
rule-link-label = Cómo funciona (regla { $rule })
house-implies = También activa { $list }.
house-excludes = No va con { $list }.
form-preset = Modalidad
form-rounds = Número de rondas
form-wc-rule = Regla de honor de WC{ $n }
form-wc = { $title }: el siguiente lo hace o roba 1
form-json = Reglas en JSON
form-json-reset = Volver al formulario
form-json-hint = Edítalo para ajustar cualquier cosa que conozca el motor, como un mazo personalizado o comodines personalizables; tu texto se envía tal cual.
form-watch = Solo miraré
form-watch-line = Crear la sala sin ocupar asiento.
form-timer-line = Tiempo para jugar antes de que el servidor juegue por ti.
form-more = Más opciones: primera carta, desafíos, valor de las cartas
cat-option-zero_counts_ten = Los ceros valen 10
cat-option-badtz_maru_cards = Cartas Badtz-Maru en el mazo
cat-option-badtz_maru_counts_self = Badtz-Maru cuenta a quien la juega
cat-option-wc = Comodines personalizables
bot-name-n = { $base } { $n }
pod-cards-word = { $count ->
    [one] carta
   *[other] cartas
}
tui-your-hand = Tu mano: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
tui-h-round = ronda { $n }
tui-h-dealer = reparte { $name }
tui-h-seed = semilla { $seed }
tui-dealer-won = { $you ->
    [yes] repartes tú
   *[no] reparte { $name }
}

## Pistas (issue 31 §2)

btn-hint = Pista
hint-title = Lo que elegiría el entrenador aquí, solo con lo que tú ves
hint-says = Pista: { $what } (un { $pct } % de ganar esta ronda, más o menos).
hint-what = { $do ->
    [draw] roba una carta
    [pass] quédate la carta
    [accept] acepta la penalización
    [challenge] desafía
    [comply] hazlo
    [penalty] acepta el castigo
    [colour] elige { $colour }
    [player] elige a { $player }
    [play-colour] juega { $cards } y elige { $colour }
   *[play] juega { $cards }
}
allow-hints = Permitir pistas (las partidas de esta sala no puntúan)
hints-on = En esta sala hay pistas: sus partidas no puntúan.
error-hints_off = Esta sala no permite pistas.
error-no_decision = Ahora mismo no tienes nada que decidir.
error-hints_not_allowed = Las pistas son solo para salas privadas, cuyas partidas no puntúan.

## Marcador del terminal y parejas (R15)

tui-scores-game-over-scores = Fin de la partida: puntos
tui-scores-game-over = Fin de la partida
tui-scores-round = Puntos de la ronda { $n }
tui-col-in-hand = en mano
tui-col-total = total
tui-in-hand-note = en mano: puntos de las cartas que quedan
tui-you-won-game = ¡Has ganado la partida!
tui-game-won-by = Partida ganada por { $names }
tui-team-won-round = el equipo { $team } gana la ronda ({ $names })
# R15.4: the game is won by a team (both partners), not shared.
tui-game-over-team = fin de la partida: gana el equipo { $team } ({ $names })
tui-partner-note = * tu pareja: { $name }

## El registro del terminal: sucesos menos frecuentes

tui-first-card-returned = { $card }, la primera carta, vuelve al mazo
tui-nothing-to-draw = no queda nada que robar para { $name }
tui-reshuffled = { $count ->
    [one] { $count } carta descartada se baraja
   *[other] { $count } cartas descartadas se barajan
} como nuevo mazo
tui-challenged = { $name } { $you ->
    [yes] desafías
   *[no] desafía
} { $targetyou ->
    [yes] tu
   *[no] el
} +4{ $targetyou ->
    [yes] {""}
   *[no] { " " }de { $target }
}: { $guilty ->
    [yes] ¡culpable!
   *[no] inocente
}
tui-hand-shown = { $name } { $you ->
    [yes] enseñaste tu mano
   *[no] enseñó su mano
} a { $to }
tui-you-showed-hand = enseñaste tu mano a { $to }
tui-showed-you = { $name } te enseñó:{ $cards }
tui-chance-uno = u: ¡canta UNO ahora!
tui-chance-catch = c: pillar a { $name } (sin UNO)
tui-chance-jump-in = j: colarte con { $cards }
tui-uno-armed-line = ¡UNO! se cantará con tu próxima jugada
tui-w4-someone = El jugador
tui-w4-played = { $name } te ha echado un +4. Responde con d o x:
tui-w4-played-colour = { $name } te ha echado un +4 (color ahora { $colour }). Responde con d o x:
tui-w4-accept = d aceptar: robar { $n } cartas y perder el turno
tui-w4-before-colour = una carta { $colour } (el color de antes del +4){ $itembox ->
    [yes] { " " }o una caja de objetos
   *[no] {""}
}
tui-w4-before-any = una carta del color de antes del +4{ $itembox ->
    [yes] { " " }o una caja de objetos
   *[no] {""}
}
tui-w4-challenge = x desafiar: { $name } te enseña su mano. Si { $name } tenía { $before }, { $name } roba 4 y sigues jugando; si no, robas 6 y pierdes el turno.
tui-w4-stack = Intro poner otro +4 encima: el siguiente jugador tendrá +{ $n }
tui-swapped = { $a } y { $b } intercambian sus manos
tui-hands-passed = todas las manos pasan en sentido { $dir }
tui-hands-shuffled = todas las manos se barajan y se reparten de nuevo
tui-item-box = la caja de objetos muestra { $card }: { $item }
tui-no-item = caja de objetos: nada que mostrar
tui-item-mushroom = Champiñón: otro turno
tui-item-banana_peel = Plátano: el jugador anterior roba 2
tui-item-green_shell = Caparazón verde: un jugador elegido roba 1
tui-item-lightning = Rayo: todos los demás roban 1, otro turno
tui-item-bob_omb = Bob-omb: roba 2 y elige el color
tui-honour = regla de honor para { $name }: «{ $text }» (o roba { $n })
tui-complied = { $name } { $you ->
    [yes] cumpliste
   *[no] cumplió
}
tui-uno-not-counted = { $name } { $you ->
    [yes] cantaste UNO, pero no contó
   *[no] cantó UNO, pero no contó
}
tui-catch-failed = { $name } { $you ->
    [yes] intentaste pillar
   *[no] intentó pillar
} a { $target }: sin efecto
tui-blocked = nadie puede jugar ni robar: la ronda está bloqueada y { $name } { $you ->
    [yes] tienes
   *[no] tiene
} la mano más baja
tui-eliminated = { $name } { $you ->
    [yes] quedas eliminado
   *[no] queda eliminado
}

## Parejas en la página (R15)

cat-option-teams = Jugar por parejas
cat-option-teams-desc = Los compañeros se sientan enfrente y ganan, puntúan y pierden juntos (4, 6, 8 o 10 jugadores).
spec-teams-pairs = por parejas, compañeros enfrente
form-unscored = No se usa con «{ $rule }»: una sola ronda es toda la partida, sin puntuación; quien se queda con cartas al final pierde y todos los demás ganan (R13).
form-no-teams = «{ $rule }» no se puede jugar por parejas (R15.5).
spec-unscored = ninguna (una ronda; quien se queda con cartas al final pierde)
team-title = Equipo { $team }
partner-badge = pareja
scores-by-team = los puntos son por equipo: la pareja comparte un total
teams-need-seats = Las parejas necesitan 4, 6, 8 o 10 asientos (la mesa tiene { $n }).
long-rounds-note = Con { $n } asientos y { $cards } cartas Badtz-Maru una ronda puede durar miles de turnos (R8.6: quienes tienen menos cartas roban 4 una y otra vez). Con dos Badtz-Maru o menos (Reglas: cartas Badtz-Maru en el mazo) las rondas son cortas.
team-pair = Equipo { $team }: { $a } y { $b }
online-2v2 = { $preset } · 2 contra 2 (por parejas)
quick-2v2-note = 2 contra 2: por parejas, compañeros enfrente (asientos 1 y 3, asientos 2 y 4).

## The daily deal (issue 30 §4: web/js/daily.js)

daily-title = El reparto del día
daily-lead = Todos juegan el mismo reparto contra los mismos tres bots ({ $bots }): reglas clásicas, una ronda, un intento al día.
daily-play = Jugar el reparto del día
daily-continue = Volver a tu partida
daily-unfinished = Empezaste el reparto del día sin terminarlo: cuenta como tu intento.
daily-you-won = Ganaste en { $turns ->
    [one] un turno
   *[other] { $turns } turnos
}: puesto { $place } de { $count }.
daily-you-lost = Perdiste tras { $turns ->
    [one] un turno
   *[other] { $turns } turnos
} con { $points ->
    [one] un punto
   *[other] { $points } puntos
} en la mano: puesto { $place } de { $count }.
daily-table = La clasificación de hoy
daily-table-of = La clasificación del { $day }
daily-th-place = Puesto
daily-th-result = Resultado
daily-th-turns = Turnos
daily-th-points = Puntos restantes
daily-th-replay = Repetición
daily-won = Ganó
daily-lost = Perdió
daily-replay = Ver
daily-replay-of = Ver la partida de { $name }
daily-none-yet = Nadie ha terminado este reparto todavía.
daily-unfinished-list = Sin terminar: { $names }
daily-commitment = Compromiso
daily-fair-summary = Juego limpio: comprobar el reparto
daily-fair-text = El secreto del reparto quedó comprometido al empezar el día; se revela cuando el día (UTC) termina, y el compromiso demuestra que no cambió.
daily-fair-revealed = El día terminó: la semilla y la sal están reveladas, y el comando de abajo las comprueba contra el compromiso.
daily-yesterday = El reparto de ayer ({ $day }): su clasificación, su secreto y todas las partidas
daily-home = Inicio
daily-past-title = El reparto del { $day }
daily-replays-open = El día terminó: cada partida de este reparto puede verse de nuevo con todas las manos a la vista.
daily-all-hands = Todas las manos
daily-see-table = Ver la clasificación de hoy
error-daily_already_played = Ya jugaste el reparto de hoy: un intento al día. ¡Vuelve mañana!
error-daily_not_revealed = Es un reparto del día: sus partidas se abren a todos cuando termina el día.
error-no_such_day = No hay reparto del día para esa fecha.
## Accounts (issue 32 §2): the home page's Account panel (web/js/account.js)

account-title = Tu jugador en todos tus dispositivos
account-intro = Guarda este jugador con una llave de acceso para conservar tu nombre, tu puntuación y tu historial, e iniciar sesión en tus otros dispositivos.
account-no-passkeys = Este navegador no admite llaves de acceso. Aun así puedes iniciar sesión con un código.
account-save = Guardar este jugador con una llave de acceso
account-sign-in = Iniciar sesión con una llave de acceso
account-code-label = Código de transferencia o de recuperación
account-code-use = Iniciar sesión con el código
account-signed-in = Sesión iniciada como { $name } (jugador n.º { $id })
account-passkeys = { $n ->
    [one] Una llave de acceso
   *[other] { $n } llaves de acceso
}
account-codes-left = { $n ->
    [one] queda un código de recuperación
   *[other] quedan { $n } códigos de recuperación
}
account-saved = ¡Guardado! Este jugador ya es tuyo en cada dispositivo donde inicies sesión.
account-recovery-title = Tus códigos de recuperación
account-recovery-note = Guárdalos en un lugar seguro: si pierdes tu llave de acceso, cada código te permite entrar una vez. Solo se muestran ahora.
account-transfer = Mostrar un código para otro dispositivo
account-transfer-code = En tu otro dispositivo, escribe este código antes de { $minutes } min: { $code }
account-add-passkey = Añadir otra llave de acceso
account-passkey-added = Llave de acceso añadida.
account-sign-out = Cerrar sesión
account-signed-out = Sesión cerrada en este dispositivo.
account-delete = Eliminar mi cuenta
account-delete-confirm = ¿Eliminar tu cuenta? Tu nombre, tus llaves de acceso y tus códigos se borran para siempre; tus partidas anteriores se quedan, sin tu nombre.
account-delete-yes = Eliminar para siempre
account-delete-no = Conservar mi cuenta
account-deleted = Tu cuenta se ha eliminado.
account-welcome = ¡Hola de nuevo, { $name }!
account-cancelled = Se canceló la solicitud de la llave de acceso.
account-need-name = Primero elige un apodo.
error-not_signed_in = No has iniciado sesión en este dispositivo.
error-bad_origin = Esta solicitud venía de otro sitio y se rechazó.
error-json_required = Se rechazó la solicitud: no venía de esta página.
error-ceremony_expired = Tardó demasiado o ya se usó. Inténtalo de nuevo.
error-passkey_refused = No se pudo confirmar la llave de acceso.
error-passkey_taken = Esta llave de acceso ya está guardada para un jugador.
error-bad_code = Ese código es incorrecto, ya se usó o caducó.
## El análisis del entrenador bajo una repetición (web/js/analysis.js)

replay-all-hands = Jugaste esta partida: ahora que terminó, sus jugadores ven todas las manos (y nadie más).
replay-hand-of = Mano de { $name } ({ $cards })
log-dealt-other = A { $name } le repartieron { $count } cartas.
analysis-heading = Tu análisis
analysis-intro = El entrenador valora cada una de tus decisiones con lo que podías ver en ese momento: tu probabilidad de ganar la ronda tras tu jugada, tus errores y qué habría sido mejor.
analysis-ask = Analizar mi juego
analysis-queued = Esperando a un analizador libre…
analysis-progress = Analizando… { $done } / { $total }
analysis-failed = No se pudo terminar el análisis.
analysis-chart-label = Tu probabilidad estimada de ganar la ronda tras cada una de tus { $decisions } decisiones; { $marks } marcadas.
analysis-mark-mistake = Error
analysis-mark-blunder = Error grave
analysis-step = paso { $step }
analysis-played = elegiste { $action } ({ $win } de ganar);
analysis-better = era mejor { $action } ({ $win }).
analysis-legend-line = tu probabilidad de ganar la ronda
analysis-summary = { $decisions ->
    [one] 1 decisión
   *[other] { $decisions } decisiones
}, { $mistakes ->
    [one] 1 error
   *[other] { $mistakes } errores
}, { $blunders ->
    [one] 1 error grave
   *[other] { $blunders } errores graves
}; de media, { $loss } puntos de probabilidad de ganar perdidos por decisión.
analysis-no-marks = Sin errores: el entrenador no lo habría hecho claramente mejor en ningún momento.
analysis-played-no-uno = elegiste { $action } ({ $win } de ganar) y no cantaste UNO con una carta en la mano (R10.1: si te pillan, robas 2 cartas).
analysis-no-uno-too = Y no cantaste UNO con una carta en la mano (R10.1).
analysis-summary-no-uno = { $count ->
    [one] 1 jugada te dejó
   *[other] { $count } jugadas te dejaron
} una carta sin cantar UNO (R10.1).
error-analysis_limit = Ya tienes análisis en espera: vuelve a pedirlo cuando termine uno.
error-analysis_busy = El servidor tiene demasiados análisis en espera: inténtalo de nuevo en unos minutos.
error-no_analysis = No se ha pedido ningún análisis de tu juego en esta partida.
daily-leaders = En cabeza: { $names }
daily-player = Jugador

## El juego en la terminal (uno play): la puntuación, la pantalla «Nueva
## partida», la ayuda `?`, la línea de estado y el resumen del final

tui-scoring-method = { $method ->
    [average] puntuación media
    [penalty] puntos de penalización
   *[winner_takes_all] el ganador se lo lleva todo
}
tui-scoring-target = { $method }, a { $target }
tui-scoring-target-lowest = { $method }, hasta { $target }, gana el total más bajo
tui-scoring-elimination = { $method }, eliminado al llegar a { $target }
tui-scoring-rounds = { $method }, { $n ->
    [one] { $n } ronda
   *[other] { $n } rondas
}
tui-scoring-rounds-lowest = { $method }, { $n ->
    [one] { $n } ronda
   *[other] { $n } rondas
}, gana el total más bajo
tui-scoring-none = { $n ->
    [one] una ronda, sin puntos
   *[other] { $n } rondas, sin puntos
}
tui-level = { $level ->
    [easy] fácil
    [medium] medio
    [hard] difícil
    [learned] aprendido
    [random] azar
   *[chaos] caos
}
tui-bot-label = { $name } ({ $level })
tui-about-deck-classic = La baraja oficial de 108 cartas.
tui-about-deck-shuffle-hands = Clásico + Comodín baraja manos + tres Comodines personalizables, 112 cartas.
tui-about-deck-hello-kitty = Clásico + 4 Comodines Badtz-Maru, 112 cartas.
tui-about-deck-mario-kart = 76 números, 24 cartas de acción, 4 Roba cuatro y 8 Comodines caja de objetos, sin comodín simple; partidas de una ronda.
tui-about-preset-killer = Robar hasta poder jugar, meterse, acumular Roba dos y Roba cuatro, los ceros giran las manos.
tui-about-preset-german = El cero intercambia manos, meterse (también ante una penalización de Roba dos), acumular Roba dos.
# The new-game screen after `uno play --rules-file FILE`: the file's rules (its deck and house rules).
tui-about-file = Las reglas de { $file }: { $rules }.
tui-about-house-stack_draw_two = responder a un Roba dos con otro Roba dos; el primero que no puede roba el total
tui-about-house-stack_draw_four = igual con Roba cuatro sobre Roba cuatro; un Roba cuatro acumulado no se puede desafiar
tui-about-house-stack_mixed = un Roba cuatro también puede ir sobre una penalización de Roba dos (activa las dos reglas de acumular)
tui-about-house-jump_in = jugar fuera de turno una carta idéntica a la de arriba; el juego sigue desde ti
tui-about-house-jump_in_draw_two = regla alemana: cualquier Roba dos puede jugarse fuera de turno sobre una penalización de Roba dos pendiente
tui-about-house-seven_swap = jugar un 7 intercambia tu mano con la del jugador que elijas
tui-about-house-zero_rotates = jugar un 0 pasa cada mano al jugador siguiente
tui-about-house-zero_swap = jugar un 0 intercambia tu mano con la del jugador que elijas (no con «El cero pasa las manos»)
tui-about-house-draw_until_playable = robar hasta que salga una carta jugable
tui-about-house-multi_play = jugar a la vez varias cartas de número con el mismo número
tui-about-house-no_action_finish = tu última carta no puede ser de acción ni comodín
tui-about-house-last_holding_loses = quien se queda sin cartas sale; pierde el último que aún tiene cartas
tui-about-house-wd4_strict = un Comodín roba cuatro ilegal se rechaza en vez de ser un farol
tui-setup-title = Nueva partida
tui-setup-rules = Reglas
tui-setup-bots = Bots
tui-setup-level = Nivel
tui-setup-bots-value = { $bots } (mesa de { $players })
tui-setup-keys = ↑↓ elegir línea · ←→ cambiarla · Enter reparte · q sale
tui-setup-kept = { $about } Se mantienen las reglas de la última partida, con sus reglas de la casa y su puntuación.
tui-help-keys-title = Teclas · Tab: códigos de cartas
tui-help-rules-title = Reglas en juego
tui-help-codes-title = Códigos de cartas · Tab: teclas y reglas
tui-help-rules-hand = { $rules }, manos de { $n }
tui-help-house-none = reglas de la casa: ninguna
tui-help-house = reglas de la casa:
tui-help-house-rule = { $title }: { $what }
tui-help-scoring = puntuación: { $scoring }
tui-help-key-move = moverse; ↑↓ a cartas jugables
tui-help-key-enter = jugar la carta (o siguiente ronda)
tui-help-key-digits = jugar la carta con ese número
tui-help-key-space = marcar para jugar varias
tui-help-key-draw = robar (o aceptar la penalización)
tui-help-key-keep = quedarse la carta robada (pasar)
tui-help-key-uno = cantar UNO
tui-help-key-catch = pillar a quien no cantó UNO
tui-help-key-jump-in = meterse (fuera de turno)
tui-help-key-challenge = desafiar el Roba cuatro (d acepta)
tui-help-key-colour = elegir un color
tui-help-key-player = elegir jugador (# en Jugadores)
tui-help-key-honour = cumplir / aceptar la penalización
tui-help-key-hint = pista del coach (--hints)
tui-help-key-next = siguiente ronda / nueva partida
tui-help-key-rematch = tras la partida: revancha
tui-help-key-esc = cerrar una pregunta o esta lista
tui-help-key-quit = salir (pregunta antes)
tui-help-key-ctrl-c = salir en el acto
tui-legend-colours = colores: R rojo, Y amarillo (yellow), G verde (green), B azul (blue): la primera letra de una carta
tui-legend-number = cartas de número: letra del color + número (R7 = 7 rojo)
tui-legend-skip = Salta: el siguiente jugador pierde el turno
tui-legend-reverse = Cambio de sentido: el juego cambia de dirección
tui-legend-draw_two = Roba dos: el siguiente jugador roba 2 y pierde el turno
tui-legend-wild = Comodín: se juega sobre cualquier carta y se elige el color
tui-legend-wild_draw_four = Comodín roba cuatro: se elige el color; el siguiente roba 4 o desafía
tui-legend-shuffle_hands = Comodín baraja manos: todas las manos se barajan y se reparten de nuevo
tui-legend-badtz_maru = Comodín Badtz-Maru: los demás jugadores con menos cartas roban 4
tui-legend-item_box = Comodín caja de objetos: voltea la carta de arriba del mazo; su color da un objeto
tui-legend-custom-honour = { $card }: se elige el color; «{ $honour }» (o robar { $n })
tui-legend-custom-effects = { $card }: se elige el color; luego { $effects }
tui-legend-item-card = { $colour ->
    [red] carta roja
    [yellow] carta amarilla
    [green] carta verde
    [blue] carta azul
   *[wild] un comodín
}
tui-help-hand-marks = Bajo tus cartas: 1-9 y 0 son las teclas que las juegan; ↵: jugable, selecciónala (←→) y pulsa Enter; +1 +2: marcadas para jugar varias, en orden; [R3]: la carta seleccionada; tenue: no se puede jugar ahora.
tui-flag-out = fin
tui-flag-elim = elim
tui-no-cards = (sin cartas)
tui-hand-rows = filas { $from }-{ $to } de { $n }, ←→ desplaza
tui-too-small = La terminal mide { $size }: uno play necesita { $need }. { $quitting ->
    [yes] ¿Salir de esta partida? y sale, n vuelve.
   *[no] Agrándala para jugar; q sale.
}
tui-say-back = De vuelta al juego
tui-say-colour = Elige un color: r rojo, y amarillo, g verde, b azul (Esc cancela)
tui-say-catch-seat = Pulsa el número de asiento del jugador que quieres pillar (Esc cancela)
tui-say-esc = Esc cierra una pregunta o la lista de teclas; q sale
tui-say-no-card-marked = Ninguna carta con el número { $n } se puede jugar ahora
tui-say-cannot-draw = Ahora no puedes robar
tui-say-keep-only = Solo puedes quedarte una carta justo después de robar una jugable (R6.2)
tui-say-w4-keys = d acepta el Roba cuatro (robas 4), x lo desafía
tui-say-no-challenge = Ahora no hay ningún Comodín roba cuatro que desafiar
tui-say-no-honour = Ninguna regla de honor te espera
tui-say-nobody-to-catch = Nadie a quien pillar: solo a un jugador con una carta que no haya cantado UNO
tui-say-no-colour = Ahora no hay color que elegir (un comodín lo pide al jugarlo)
tui-say-not-your-turn = No es tu turno: le toca a { $name }
tui-say-round-over = La ronda ha terminado
tui-say-game-over = La partida ha terminado: r revancha, n nueva partida, q salir
tui-say-round-not-over = La ronda aún no ha terminado
tui-say-uno-withdrawn = Canto de UNO retirado
tui-say-uno-when = UNO se canta cuando una jugada te deja una carta (u antes o justo después)
tui-say-no-jump-in = Ahora no puedes meterte (hace falta una carta idéntica a la de arriba)
tui-say-jump-in-off = Meterse no está en estas reglas (es una regla de la casa: uno play --house jump_in)
tui-say-cannot-play = { $card } no se puede jugar ahora
tui-say-hints-off = Las pistas están desactivadas: empieza la partida con uno play --hints
tui-say-no-hint = Ahora no tienes ninguna decisión que tomar
tui-say-hint = Pista: { $what } (cerca del { $pct } % de ganar la ronda)
tui-say-hint-next = { $hint }; después: { $what } { $pct } %
tui-summary-game = Partida { $number }: semilla { $seed } · { $rules } · { $scoring }
tui-summary-won = Victoria: { $names }, tras { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}
tui-summary-not-finished = sin terminar: abandonada en la ronda { $n }
tui-summary-scores = puntos: { $scores }
tui-summary-again = para volver a jugar este reparto: uno play --seed { $seed } (con las mismas demás opciones)
tui-stalled = Esta ronda pasó de { $n } acciones sin terminar: los bots se han detenido (un error en las reglas o en el motor; por favor, infórmalo con la semilla { $seed }). q sale.
tui-bot-fault-passes = (el bot { $bot } del asiento { $seat } eligió { $choice }, rechazado: { $error }; la ocasión pasa)
tui-bot-fault-instead = (el bot { $bot } del asiento { $seat } eligió { $choice }, rechazado: { $error }; en su lugar juega { $action })
tui-bot-stuck = (el bot { $bot } del asiento { $seat } eligió { $choice }, rechazado: { $error }; y no se pudo jugar nada más)
tui-list-sep = { ", " }
# The header on a narrow terminal: house rules counted, not named ("Classic + Jump-in, 5 more", "Classic + 7 house rules").
tui-house-more = { $n } más
tui-house-count = { $n ->
    [one] una regla de la casa
   *[other] { $n } reglas de la casa
}

cat-deck-classic-desc = { tui-about-deck-classic }
cat-deck-shuffle-hands-desc = { tui-about-deck-shuffle-hands }
cat-deck-hello-kitty-desc = { tui-about-deck-hello-kitty }
cat-deck-mario-kart-desc = { tui-about-deck-mario-kart }
cat-preset-killer-desc = { tui-about-preset-killer }
cat-preset-german-desc = { tui-about-preset-german }
cat-house-stack_draw_two-desc = Responde a un Roba dos con cualquier Roba dos; el primero que no pueda roba el total.
cat-house-stack_draw_four-desc = Igual con Comodín roba cuatro sobre Comodín roba cuatro; un Roba cuatro acumulado no se puede desafiar.
cat-house-stack_mixed-desc = Un Comodín roba cuatro también puede ir sobre una penalización de Roba dos.
cat-house-jump_in-desc = Juega fuera de turno una carta idéntica a la de arriba; el juego sigue desde ti.
cat-house-jump_in_draw_two-desc = Regla alemana: cualquier Roba dos puede jugarse fuera de turno sobre una penalización de Roba dos pendiente.
cat-house-seven_swap-desc = Jugar un 7 cambia tu mano por la del jugador que elijas.
cat-house-zero_rotates-desc = Jugar un 0 pasa cada mano al jugador siguiente.
cat-house-zero_swap-desc = Jugar un 0 cambia tu mano por la del jugador que elijas.
cat-house-draw_until_playable-desc = Roba hasta que salga una carta que puedas jugar.
cat-house-multi_play-desc = Juega a la vez varias cartas de número con el mismo número.
cat-house-no_action_finish-desc = Tu última carta no puede ser de acción ni un comodín.
cat-house-last_holding_loses-desc = Quien se queda sin cartas sale; pierde el último que aún tenga cartas.
cat-house-wd4_strict-desc = Un Comodín roba cuatro ilegal se rechaza en vez de ser un farol.
cat-first-official-desc = La primera carta actúa para quien está a la izquierda de quien reparte (Salta, Cambio de sentido, Roba dos, Comodín); un Comodín roba cuatro vuelve al mazo y se baraja.
cat-first-as_dealer_played-desc = Se cuenta como si la hubiera jugado quien reparte, con todos sus efectos.
cat-first-ignore_actions-desc = Las cartas de acción y los Comodines roba cuatro se tapan hasta que sale un número o un comodín (lo habitual en Mario Kart).
cat-scoring-winner_takes_all-desc = Quien gana la ronda se anota todas las demás manos; el primero en llegar al objetivo gana (oficial).
cat-scoring-average-desc = Quien gana se anota la media de las demás manos, redondeada hacia arriba desde la mitad.
cat-scoring-penalty-desc = Cada uno se anota su propia mano, quien gana 0; gana el total más bajo.
cat-scoring-none-desc = Una ronda es toda la partida (lo habitual en Mario Kart).
cat-end-target-desc = La partida termina cuando alguien llega a los puntos objetivo.
cat-end-elimination-desc = Llegar al objetivo elimina a un jugador; gana el último que queda.
cat-end-hands-desc = Un número fijo de rondas en vez de un objetivo; gana el mejor total.
cat-bot-easy-desc = Juega una carta válida, sin plan.
cat-bot-medium-desc = Juega con sensatez: guarda los comodines, canta UNO, pilla a los demás.
cat-bot-hard-desc = Lleva la cuenta de las cartas y piensa por adelantado.
cat-bot-learned-desc = Una red neuronal entrenada por aprendizaje por refuerzo con las reglas clásicas (con otras reglas, más o menos como el nivel Normal); un vistazo rápido por jugada.
cat-option-first_card-desc = Cómo actúa la primera carta de una ronda.
cat-option-hand_size-desc = Cartas que se reparten a cada jugador.
cat-option-challenge-desc = Un Comodín roba cuatro se puede desafiar.
cat-option-target-desc = La puntuación que termina la partida.
cat-option-method-desc = Cómo se cuentan los puntos de una ronda.
cat-option-game_end-desc = Cuándo termina la partida.
cat-option-zero_counts_ten-desc = Un 0 que queda en la mano vale 10 puntos.
cat-option-badtz_maru_cards-desc = Cuántos Comodines Badtz-Maru hay en el mazo, sea cual sea la modalidad.
cat-option-badtz_maru_counts_self-desc = Quien juega un Comodín Badtz-Maru puede estar entre los que tienen menos cartas.
cat-option-wc-desc = La regla de cada Comodín personalizable, empezando por WC1: efectos que ejecuta el juego o una regla de honor.

## The rule book (web/js/rulebook.js)

rb-play-title = Cómo se juega en esta página
rb-play-intro = Tu mano está abajo, ordenada por colores. Las cartas que puedes jugar ahora están levantadas y brillan; las demás se ven apagadas. Haz clic en una carta (o selecciónala y pulsa Intro) para jugarla. Cada carta muestra en sus esquinas la forma de su color (rojo un triángulo, amarillo un anillo, verde una cruz, azul tres barras; un comodín no tiene), y lo mismo el color en juego y el selector de color, así que el color nunca es la única pista.
rb-keys-decision = Decisión
rb-keys-control = Control
rb-keys-key = Tecla
rb-key-play = Jugar una carta
rb-key-play-how = haz clic en una carta iluminada de tu mano
rb-key-play-keys = ←/→ y luego Intro
rb-key-draw = Robar
rb-key-draw-how = el mazo, o <b>Robar</b>
rb-key-drawn = Jugar o quedarte la carta robada (R6.2)
rb-key-drawn-how = <b>Jugarla</b> / <b>Quedármela</b>
rb-key-colour = Elegir un color (comodines, R5.3)
rb-key-colour-how = el selector de color: Rojo, Amarillo, Verde, Azul
rb-key-player = Elegir un jugador (cambios con 7 y 0, Caparazón verde, comodines personalizables)
rb-key-player-how = el selector de jugador
rb-key-wd4 = Responder a un Comodín roba cuatro (R8.2)
rb-key-wd4-how = <b>Aceptar</b> o <b>Desafiar</b>; tras un desafío solo tú ves la mano
rb-key-stack = Una penalización acumulada (R13)
rb-key-stack-how = el total aparece en la pila; acumula una carta iluminada o <b>Robar N</b>
rb-key-uno = Decir UNO (R10)
rb-key-uno-how = <b>¡UNO!</b>: púlsalo antes de tu penúltima carta para decirlo con la jugada, o después, hasta que te pillen
rb-key-catch = Pillar a quien no dijo UNO
rb-key-catch-how = <b>Pillar</b> en su asiento
rb-key-jump = Adelantarse (R13)
rb-key-jump-how = una carta idéntica se ilumina fuera de turno: haz clic en ella
rb-key-honour = Reglas de honor (R8.5)
rb-key-honour-how = <b>¡Hecho!</b> o <b>Aceptar el castigo (robar N)</b>
rb-key-next = Siguiente ronda
rb-key-next-how = <b>Siguiente ronda</b> en la tabla de puntos (también se reparte sola)
rb-key-log = Registro
rb-key-log-how = el panel del registro (un botón en pantallas pequeñas)
rb-play-keyboard = Con el teclado solo se juega una partida entera: Tab llega a la mano (una parada; las flechas, Inicio y Fin se mueven dentro), a los botones de acción, a los botones <b>Pillar</b> de los asientos y al registro. Los diálogos y los paneles sobre la mesa conservan el foco hasta que se cierran, y luego lo devuelven a la mesa.
rb-play-server = El servidor comprueba cada jugada (R4.4): una jugada rechazada no cambia nada y ves por qué. Al recargar o si se pierde la conexión, vuelves solo al mismo asiento.
rb-r1-title = Barajas
rb-r1-house = { $presets } usan la baraja { $deck } con reglas de la casa (R13). Una baraja también puede ser una lista de cantidades de cartas (R14).
rb-r2-title = Preparación
rb-r2-1 = De 2 a 10 jugadores.
rb-r2-2 = Ronda 1: cada uno roba una carta y reparte el número más alto (las cartas de acción y los comodines cuentan 0; en caso de empate se roba otra vez). Una mesa puede fijar en cambio quién reparte. En las rondas siguientes, el reparto pasa a la izquierda.
rb-r2-3 = 7 cartas a cada uno (opción: cartas por mano), de una en una desde la izquierda de quien reparte, en el sentido de las agujas del reloj. El resto es el mazo; su carta de arriba empieza la pila de descarte.
rb-r2-4 = Los asientos se numeran en el sentido de las agujas del reloj; «izquierda» es ese sentido.
rb-r3-title = La primera carta
rb-r3-official = <b>Oficial</b> (por defecto): un número no hace nada; un Salta hace saltar a quien está a la izquierda de quien reparte; un Cambio de sentido hace que quien reparte empiece en sentido contrario; un Roba dos hace que quien está a su izquierda robe 2 y pierda el turno; un Comodín (o Baraja manos, personalizable, Badtz-Maru, Caja de objetos) deja que quien está a su izquierda elija el color y juegue; un Comodín roba cuatro vuelve al mazo, se baraja y se da la vuelta a otra carta.
rb-r3-dealer = <b>Como si la jugara quien reparte</b>: cuenta como jugada por quien reparte (que elige el color si es un comodín), con todos sus efectos, incluidos los de las reglas de la casa del 7 y el 0; un Comodín roba cuatro hace robar 4 a quien está a su izquierda.
rb-r3-ignore = <b>Ignorar acciones</b> (Mario Kart): las cartas de acción y los Comodines roba cuatro se tapan con cartas nuevas hasta que sale un número u otro comodín.
rb-r3-first = Nadie puede acumular sobre la primera carta ni desafiarla.
rb-r4-title = Un turno
rb-r4-1 = En tu turno: juega una carta válida o roba. Nada más termina un turno.
rb-r4-2 = Después juega el siguiente en el sentido actual, salvo que una carta diga otra cosa.
rb-r4-3 = Cuando varios jugadores deben robar, roban en orden de turno empezando por el siguiente a quien jugó la carta.
rb-r4-4 = Una jugada no válida se rechaza con un mensaje y no cambia nada; el programa nunca castiga un clic equivocado.
rb-r5-title = Qué cartas se pueden jugar
rb-r5-1 = El color en juego es el de la carta de arriba, o el color elegido para un comodín.
rb-r5-2 = Una carta de color casa con el color en juego, o con el número o símbolo de la carta de arriba.
rb-r5-3 = El Comodín, Baraja manos, los comodines personalizables, Badtz-Maru y Caja de objetos se pueden jugar siempre; eliges cualquier color (el color de la Caja de objetos viene de su objeto, R9).
rb-r5-4 = Un Comodín roba cuatro solo es válido si no tienes ninguna carta del color en juego (en una baraja con Cajas de objetos, una Caja en la mano cuenta como ese color). Aun así puedes jugarlo de farol y arriesgarte a un desafío (R8.3), salvo que <i>Roba cuatro estricto</i> esté activado.
rb-r6-title = Robar
rb-r6-1 = Puedes robar aunque puedas jugar.
rb-r6-2 = Robas una carta. Si se puede jugar, puedes jugarla en ese momento o quedártela; si no, pasa el turno.
rb-r6-3 = <i>Robar hasta poder jugar</i>: sigue robando hasta que salga una carta jugable. Los castigos siempre se roban exactos.
rb-r6-4 = Un mazo vacío se rehace con los descartes que hay bajo la carta de arriba (los colores elegidos se olvidan). Si aun así no hay nada, no se roba.
rb-r7-title = Cartas de acción
rb-r7-1 = Salta: el siguiente jugador pierde su turno.
rb-r7-2 = Cambio de sentido: el sentido se invierte; con dos jugadores funciona como un Salta.
rb-r7-3 = Roba dos: el siguiente jugador roba 2 y pierde su turno (no se responde con otro Roba dos salvo que acumular esté activado).
rb-r7-4 = Con dos jugadores, Salta y Roba dos te dejan volver a jugar.
rb-r8-title = Comodines
rb-r8-1 = Comodín: elige el color.
rb-r8-2 = Comodín roba cuatro: elige el color; el siguiente jugador <b>acepta</b> (roba 4 y pierde el turno) o <b>desafía</b> (si se puede desafiar).
rb-r8-3 = Desafío: quien jugó el Roba cuatro enseña su mano solo a quien desafía. Si antes tenía una carta del color en juego (culpable), roba 4 y quien desafía juega con normalidad; si no, quien desafía roba 6 y pierde el turno.
rb-r8-4 = Comodín baraja manos: elige el color; todas las manos se juntan, se barajan y se reparten empezando por el siguiente jugador.
rb-r8-5 = Comodín personalizable: elige el color y luego se aplica la regla de la carta: o bien efectos que ejecuta el juego, o bien una <b>regla de honor</b> que ven todos y que su destinatario cumple (<b>¡Hecho!</b>) o paga robando el castigo.
rb-r8-6 = Comodín Badtz-Maru: elige el color; entre los demás jugadores, los que tienen menos cartas roban 4. Nadie pierde el turno.
rb-r9-title = Comodín caja de objetos (Mario Kart)
rb-r9-intro = La carta de arriba del mazo se da la vuelta sobre la pila y su color activa un objeto (su propia acción se ignora):
rb-r9-wild = Un comodín
rb-r9-item = <b>{ $color }, { $item }</b>: { $effect }.
rb-r10-title = Decir UNO
rb-r10-1 = Cuando tu propia jugada te deja con una carta, di UNO: con la jugada o en cualquier momento después, hasta que te pillen (decirlo antes de jugar no cuenta).
rb-r10-2 = Hasta que lo digas estás expuesto: cualquiera puede <b>pillarte</b> y robas 2. La ocasión acaba cuando otro jugador actúa, cuando lo dices o cuando ya no tienes una sola carta. El servidor retiene un momento cada pillada para que tu UNO aún pueda llegar.
rb-r10-3 = Pillar a alguien que no está expuesto no hace nada.
rb-r10-4 = Las jugadas que mueven manos (cambios, rotación, Baraja manos) no exponen a nadie.
rb-r11-title = Quedarse sin cartas
rb-r11-1 = Una ronda termina cuando, resueltos del todo los efectos de una jugada, un jugador no tiene cartas: gana la ronda. Un último Roba dos o Comodín roba cuatro lo sigue robando el siguiente jugador (y cuenta); no se puede desafiar.
rb-r11-2 = Los efectos que mueven manos van primero: acabar con un 0 con <i>El cero pasa las manos</i> pasa tu mano vacía.
rb-r12-title = Puntos y victoria
rb-r12-1 = Valor de las cartas: los números lo que marcan (un 0 puede valer 10), Salta / Cambio de sentido / Roba dos 20, comodines 50.
rb-r12-2 = <b>El ganador se lo lleva todo</b> (oficial): el ganador se anota las demás manos; el primero en llegar al objetivo (500) gana. <b>Media</b>: el ganador se anota la media de las demás manos. <b>Penalización</b>: cada uno se anota su propia mano y gana el más bajo; la partida termina en el objetivo, por <b>eliminación</b> o tras <b>N rondas</b>. <b>Una ronda</b>: una ronda es la partida. Con cualquier forma de puntuar, un número fijo de rondas puede sustituir al objetivo.
rb-r12-3 = Los empates en la victoria se comparten.
rb-r13-title = Reglas de la casa
rb-r13-preset = Modalidad <b>{ $name }</b>: { $list }.
rb-r14-title = Las reglas como datos
rb-r14-text = Las reglas de una partida son un solo valor: baraja, regla de la primera carta, opciones, reglas de la casa, puntuación, cartas por mano y la regla de cada comodín personalizable. Puedes escribirlas en JSON en <b>{ $json }</b> al crear una sala. Los comodines personalizables toman sus efectos de esta lista: { $effects }, o una regla de honor, donde T es { $targets }.
rb-decisions-title = Decisiones donde el reglamento deja margen
rb-dec-1 = Se puede pillar mientras espera una decisión (como responder a un Roba cuatro); pillar y decir UNO nunca cierran la ocasión, adelantarse sí.
rb-dec-2 = Con una regla de acumular activada, siempre se pregunta al jugador que afronta un castigo, aunque no tenga nada que acumular.
rb-dec-3 = Un desafío juzga la mano tal como estaba cuando se jugó el Roba cuatro, frente al color de antes.
rb-dec-4 = Lo que se roba por los efectos de un comodín personalizable es inmediato: nadie puede acumular encima.
rb-dec-5 = El Caparazón verde siempre pide a su jugador que elija; un Bob-omb roba 2 primero y luego pide el color.
rb-dec-6 = Llegar al objetivo significa tener un total igual o mayor; <i>tras N rondas</i> termina la partida solo después de la ronda N.
rb-dec-7 = El cero cambia manos y El cero pasa las manos no pueden estar activadas a la vez; la eliminación necesita la puntuación por penalización.
rb-dec-source = El texto completo, con cada decisión y el escenario que la fija, está en { $file } en el código fuente.
# Between two sentences of one rule (a space; none in Japanese and Chinese).
rb-sentence-sep = { " " }
rb-r1-deck = <b>{ $name }</b> ({ $cards }): { $text }
rb-r13-rule = <b>{ $name }</b> (<code>{ $id }</code>): { $text }
