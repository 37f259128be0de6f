# UNO em português do Brasil. Mesmos identificadores e variáveis do inglês
# (locales/en/uno.ftl). Os códigos das cartas (R7, W+4) ficam como estão;
# os nomes das cartas são traduzidos.

language-name = Português (Brasil)
language-picker = Idioma

## Palavras comuns

you = Você
you-inline = você
seat-n = Lugar { $n }
n-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
n-rounds = { $count ->
    [one] { $count } rodada
   *[other] { $count } rodadas
}
n-actions = { $count ->
    [one] { $count } jogada
   *[other] { $count } jogadas
}
n-points = { $count ->
    [one] { $count } ponto
   *[other] { $count } pontos
}
n-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
loading = Carregando…
close = Fechar
cancel = Cancelar
ok = OK
try-again = Tentar de novo
refused = Não dá
bot-level = { $level ->
    [easy] bot fácil
    [medium] bot médio
    [hard] bot difícil
   *[other] bot { $level }
}

## Cores e cartas

color-R = Vermelho
color-Y = Amarelo
color-G = Verde
color-B = Azul
card-number = { $number } { $color }
card-skip = Pular { $color }
card-reverse = Inverter { $color }
card-draw_two = Compre Duas { $color }
card-wild = Coringa
card-wild_draw_four = Coringa Compre Quatro
card-shuffle_hands = Coringa Embaralhar Mãos
card-badtz_maru = Coringa Badtz-Maru
card-item_box = Coringa Caixa de Itens
card-custom = Coringa Personalizável { $number }
card-color-named = { $card }, cor escolhida: { $color }
card-chosen-title = Cor escolhida: { $color }

## Itens do Mario Kart (R9)

item-mushroom = Cogumelo
item-banana_peel = Casca de banana
item-green_shell = Casco verde
item-lightning = Raio
item-bob_omb = Bob-omb
item-effect-mushroom = { $player } joga de novo na hora
item-effect-banana_peel = { $you ->
    [yes] quem jogou antes de você compra 2
   *[no] quem jogou antes de { $player } compra 2
}
item-effect-green_shell = { $player } escolhe alguém para comprar 1
item-effect-lightning = todos os outros compram 1 e depois { $player } joga de novo
item-effect-bob_omb = { $player } compra 2 e escolhe a cor

## Erros

error-network = Não foi possível falar com o servidor.
error-disconnected = Sem conexão: reconectando…
error-not_your_turn = Ainda não é a sua vez.
error-card_not_playable = Essa carta não pode ser jogada agora.
error-card_not_in_hand = Você não tem essa carta.
error-decision_pending = Agora não: a partida espera outra decisão.
error-pass_not_allowed = Você só pode ficar com uma carta logo depois de comprar uma que possa ser jogada.
error-cannot_challenge = Não há nenhum Coringa Compre Quatro para desafiar.
error-color_required = Escolha uma cor para esse coringa.
error-invalid_target = Esse jogador não pode ser escolhido.
error-multi_play_not_allowed = Essas cartas não podem ser jogadas juntas.
error-action_finish_not_allowed = Sua última carta não pode ser uma carta de ação nem um coringa: compre em vez disso.
error-round_over = A rodada acabou.
error-round_not_over = A rodada ainda não acabou.
error-game_over = A partida acabou.
error-no_such_seat = Esse lugar não existe.
error-not_host = Só quem criou a sala pode fazer isso.
error-game_in_progress = Tem uma partida em andamento.
error-not_enough_players = Uma partida precisa de 2 a 10 lugares.
error-room_full = A sala está cheia.
error-rate_limited = Calma aí! Tente de novo daqui a pouco.
error-no_such_room = Não existe sala com esse código.
error-no_such_game = Não existe partida terminada com esse número.
error-no_such_player = Esse jogador não existe.
error-bad_token = A chave deste lugar não vale mais.
error-not_seated = Você não tem lugar nesta partida.
error-no_game = Nenhuma partida em andamento.
error-seat_taken = Esse lugar já está ocupado.
error-bad_seat = Esse lugar não existe.
error-already_seated = Você já tem um lugar.
error-too_many_rooms = Você abriu salas demais.
error-server_full = O servidor está lotado; tente mais tarde.
error-invalid_nickname = Esse apelido não pode ser usado.
error-invalid_chat = Essa mensagem não pode ser enviada.
error-invalid_rules = Não dá para jogar com essas regras: { $detail }
error-invalid_settings = Essas configurações de sala não valem: { $detail }
# Rules the engine refused (uno_core::Problem): the detail of error-invalid_rules.
problem-unknown-preset = Não existe predefinição chamada “{ $name }”.
problem-unknown-house-rule = Não existe regra da casa chamada “{ $name }”.
problem-house-conflict = { $first } e { $second } não podem ficar ligadas ao mesmo tempo (R13).
problem-elimination-needs-penalty = A eliminação só é jogada com pontuação de penalidade (R12.2).
problem-teams-elimination = A eliminação não pode ser jogada em equipes (R15.4).
problem-teams-last-holding-loses = “Quem ficar por último com cartas perde” não pode ser jogada em equipes (R15.5).
problem-hand-size = Cada jogador precisa receber pelo menos uma carta.
problem-target = A pontuação-alvo precisa ser pelo menos 1.
problem-deck-count = O baralho tem { $card } { $count } vezes; uma carta pode ter no máximo 255 cópias.
problem-deck-card = “{ $entry }” não é uma carta que um baralho possa ter.
problem-empty-deck = O baralho não tem cartas.
problem-no-starting-card = O baralho não tem nenhuma carta para começar uma rodada (R3 precisa de uma carta que não seja W+4).
problem-missing-wc-rule = { $card } está no baralho, mas não tem regra (R14).
problem-too-many-wc-rules = São { $count } regras de curingas personalizáveis, mais que as 7 cartas desse tipo possíveis.
problem-players = Uma partida precisa de 2 a 10 jogadores, não { $count } (R2.1).
problem-deck-too-small = O baralho tem { $deck } cartas: poucas demais para dar { $hand ->
    [one] uma carta
   *[other] { $hand } cartas
  } a cada um dos { $players } jogadores e virar a primeira carta.
problem-too-many-copies = { $card } aparece { $have } vezes, mas o baralho tem só { $deck }.
problem-seat = Não há lugar { $seat } nesta mesa.
problem-team-players = Duplas precisam de 4, 6, 8 ou 10 jogadores, não { $count } (R15.1).
error-game_not_over = A partida ainda não acabou.
error-storage_unavailable = O servidor não consegue salvar nada agora; nada mudou. Tente de novo daqui a pouco.
error-shutting_down = O servidor está reiniciando; tente de novo daqui a pouco.
error-wrong_instance = A sala mudou para outro servidor; reconectando…
error-internal = Algo deu errado no servidor.
error-rules-json = O JSON das regras não é válido: { $detail }
error-json = JSON inválido: { $detail }
error-catalogue = Não foi possível carregar as regras do servidor: { $detail }
nick-empty = Escolha um apelido.
nick-too-long = No máximo 24 caracteres.
nick-bad-chars = Sem os caracteres < > & " ' `, por favor.

## Início

home-title = UNO: jogue no navegador
home-tagline = Jogue com amigos ou bots, aqui mesmo no navegador. Todas as regras oficiais, as edições e as regras da casa.
home-play = Jogar
home-nickname = Seu apelido
home-nickname-label = Apelido
quick-play = Partida rápida
play-online = Jogar online
online-rules-label = Regras para jogar online
online-length = Uma mão, alguns minutos
create-room = Criar sala
create-room-rules = Criar sala com estas regras
help-online = Jogar online: uma mesa com outras pessoas, com as regras escolhidas ao lado do botão; bots ocupam os lugares que ninguém pegar em 20 segundos.
help-quick = Partida rápida: você e três bots médios, regras clássicas, direto para a mesa.
help-create = Criar sala: uma sala com as regras ao lado do botão (“Regras…” para mudar); no saguão você adiciona bots e convida amigos.
join-title = Entrar numa sala
join-hint = Digite o código ou cole o link que um amigo mandou.
join-code-label = Código ou link da sala
join = Entrar
join-watch = …ou só assistir
join-bad-code = O código de uma sala tem 6 letras e números.
your-rooms = Suas salas
your-room-as = como { $name }
foot-rulebook = Livro de regras
foot-history = Histórico e replays
foot-api = API
foot-hint = As cartas são desenhadas por esta página. Teclado: ? mostra os controles.

## Livro de regras

rulebook = Livro de regras
rulebook-sections = Seções
rulebook-controls = Controles
rulebook-decisions = Decisões
rulebook-this-room = As regras desta sala

## Histórico e replays

history-title = UNO: histórico de partidas
history-heading = Histórico de partidas
history-all = Todas as partidas
history-mine = Minhas partidas
history-older = Partidas mais antigas
history-none = Ainda não há partidas terminadas. Bora jogar uma!
leaderboard = Ranking
place-tied = { $place }, empatado
rating-chart-note = A linha é a classificação depois de cada partida que conta para ela; a faixa em volta é onde está a força real com 95% de confiança, de { $lo } (o número de baixo, à esquerda) a { $hi } (o de cima).
rating-bot = bot
rating-bot-level = um bot embutido ({ $level })
rating-bot-any = um bot
rating-interval = intervalo de 95%: de { $lo } a { $hi }
rating-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
rating-none = Ainda não há partidas ranqueadas.
rating-leaders-note = Classificação Glicko-2 (intervalo de 95%), partidas ranqueadas jogadas.
rating-unavailable = Indisponível.
rating-chart-label = Classificação ao longo de { $count ->
    [one] { $count } partida ranqueada
   *[other] { $count } partidas ranqueadas
}: de { $first } para { $last }
rating-place = { $place }º
rating-unrated = não ranqueada
player-title = UNO: jogador
player-heading = Jogador
player-back = Classificação e partidas
rating-heading = Classificação
rating-summary = { $games ->
    [one] { $games } partida ranqueada
   *[other] { $games } partidas ranqueadas
}, { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}. Desvio da classificação { $rd }; o intervalo contém a força real com 95% de confiança.
rating-not-yet = Ainda sem classificação: uma partida terminada contra outro jogador ou um bot dá uma classificação.
rating-over-time = Classificação ao longo do tempo
player-recent = Partidas recentes
player-no-games = Ainda não há partidas terminadas.
game-room = sala { $room }
bot-note = ({ $level })
replay-title = UNO: replay da partida { $id }
replay-heading = Replay da partida nº { $id }
replay-step = Passo
replay-all-steps = Todos os passos
replay-step-of = Passo { $step } de { $total }
colour-in-play = Cor em jogo
direction-cw = ↻ sentido horário
direction-ccw = ↺ sentido anti-horário
round-n = Rodada { $n }
th-player = Jogador
th-cards = Cartas
th-score = Pontos
you-note = (você)
dealer-note = · dá as cartas
replay-your-hand = Sua mão ({ $cards })
your-hand = Sua mão
no-cards = Nenhuma carta.
replay-own-hand = Você jogou esta partida: aparece a sua mão, a de mais ninguém.
replay-spectator = Um replay mostra o que um espectador viu: nenhuma mão aparece.
replay-play = ▶ Reproduzir
replay-play-label = Reproduzir
replay-pause = ❚❚ Pausar
replay-first = Primeiro passo
replay-prev = Passo anterior
replay-next = Próximo passo
replay-last = Último passo
replay-meta = Sala { $room } · { $when } · { $rounds } · { $actions }
replay-winner = Venceu:
replay-players = Jogadores:
replay-fairness = Regras e jogo limpo
replay-commitment = Compromisso
replay-seed = Semente
replay-salt = Sal
replay-download = Baixar como arquivo de cenário
replay-this-step = Este passo
replay-every-step = Todos os passos

## A narração da mesa

log-reason-turn = {""}
log-reason-first_card = { " " }(primeira carta)
log-reason-penalty = { " " }(castigo)
log-reason-challenge = { " " }(desafio)
log-reason-caught = { " " }(pego sem dizer UNO)
log-reason-effect = { " " }(efeito de carta)
log-reason-honour = { " " }(castigo de honra)
log-reason-item = { " " }(item)
log-dealer-draws = Cartas tiradas para ver quem dá: { $draws }.
log-dealer-draw = { $name } { $card }
log-dealer-tie = { $draws } Empate na mais alta: tiram de novo.
log-dealer = { $draws } { $name } dá as cartas.
log-round-started = Começa a rodada { $round }; { $name } dá as cartas.
log-dealt = Você recebeu { $count } cartas.
log-first-card = Primeira carta virada: { $card }.
log-first-card-returned = { $card } volta para o monte, que é embaralhado.
log-then = , depois{ " " }
log-played = { $name } joga { $cards }.
log-played-color = { $name } joga { $cards } e escolhe { $color }.
log-jumped-in = { $name } se adianta com { $cards }.
log-jumped-in-color = { $name } se adianta com { $cards } e escolhe { $color }.
log-drew = { $name } compra { $count ->
    [one] uma carta
   *[other] { $count } cartas
}{ $reason }.
log-drew-shown = { $name } compra { $count ->
    [one] uma carta
   *[other] { $count } cartas
}{ $reason }:
log-nothing-to-draw = Não sobrou nada para comprar: { $name } fica sem { $count ->
    [one] uma carta
   *[other] { $count } cartas
}.
log-reshuffled = O descarte é embaralhado num novo monte ({ $count } cartas).
log-passed = { $name } fica com a carta.
log-color-chosen = { $name } escolhe { $color }.
log-player-chosen = { $name } escolhe { $target }.
log-skipped = { $name } perde a vez.
log-direction-cw = Agora o jogo segue no sentido horário ↻.
log-direction-ccw = Agora o jogo segue no sentido anti-horário ↺.
log-penalty-pending = Castigo esperando: comprar { $total }.
log-challenged-guilty = { $name } desafia o Coringa Compre Quatro de { $offender }: culpado! { $offender } compra 4.
log-challenged-innocent = { $name } desafia o Coringa Compre Quatro de { $offender }: inocente, então { $again } compra 6.
log-challenged-you-guilty = { $name } desafia o seu Coringa Compre Quatro: culpado! Você compra 4.
log-challenged-you-innocent = { $name } desafia o seu Coringa Compre Quatro: inocente, então { $name } compra 6.
log-hand-shown-to-you = A mão de { $name } é mostrada só para você:
log-your-hand-shown = A sua mão é mostrada só para { $to }:
log-hand-shown = { $name } mostra a mão só para { $to }.
log-hands-swapped = { $a } e { $b } trocam de mão.
log-hands-rotated-cw = Todas as mãos passam no sentido horário.
log-hands-rotated-ccw = Todas as mãos passam no sentido anti-horário.
log-hands-shuffled = Todas as mãos são embaralhadas e distribuídas de novo ({ $sizes } cartas).
log-item = A caixa de itens vira { $card }: { $item }! { $effect }.
log-no-item = Nada para virar: nenhum item para { $name }.
log-honour-asked = Regra de honra para { $name }: “{ $text }” (ou compre { $penalty }).
log-complied = { $name } cumpre a regra.
log-uno-called = { $name }: “UNO!”
log-uno-not-counted = { $name } diz UNO (agora não conta).
log-exposed = { $name } tem uma carta só e não disse UNO!
log-caught = { $name } pega { $target } sem UNO, então { $target } compra 2.
log-catch-failed = { $name } tenta pegar { $target }: tarde demais, nada acontece.
log-went-out = { $name } bate e sai da rodada.
log-round-blocked = Ninguém pode jogar nem comprar: a rodada travou, e { $name } tem a mão com menos pontos.
log-round-over = A rodada acabou.
log-round-won = { $name } vence a rodada!
log-eliminated = { $name } está fora.
log-game-over = Fim de jogo.
log-game-over-winners = Fim de jogo. Venceu: { $winners }.

## A mesa

table-label = Mesa de jogo
table-actions = Suas ações
pod-label = { $name }: { $cards }{ $toact ->
    [yes] , na vez
   *[no] {""}
}{ $exposed ->
    [yes] , não disse UNO
   *[no] {""}
}
pod-title = Lugar { $n }: { $name }
catch-short = Peguei!
no-uno-tag = sem UNO!
draw-pile-label = Monte, { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}{ $draw ->
    [yes] : comprar
   *[no] {""}
}
top-card = Carta de cima: { $card }
penalty-waiting = Castigo esperando
penalty-waiting-draw = Castigo esperando: comprar { $n }
to-draw = a comprar
play-goes-cw = O jogo segue no sentido horário
play-goes-ccw = O jogo segue no sentido anti-horário
dealer = Dá as cartas
dealer-badge = D
bot-badge = bot
bot-plays = bot jogando
bot-plays-title = Um bot joga por esta pessoa
bot-account = conta de bot
bot-account-title = Um programa bot online (uno bot)
badge-offline = offline
badge-out = saiu
badge-eliminated = fora
pts = { $n } pts
status-game-over = A partida acabou.
status-round-won = { $name } vence a rodada.
status-drew = Você comprou { $card }: jogue ou fique com ela.
status-name-colour = Escolha a cor.
status-choose-player = Escolha alguém.
status-wd4 = Coringa Compre Quatro: aceite (compre { $n }) ou desafie.
status-stack = Castigo de { $n }: empilhe uma carta acesa ou compre { $n }.
status-honour = Cumpra a regra ou aceite o castigo: compre { $cards }.
status-your-turn = Sua vez: jogue uma carta acesa ou compre.
status-no-fit = Sua vez: nenhuma carta serve, compre uma.
status-watching = Assistindo. { $text }
status-jump-in = Você pode se adiantar!
table-waiting-play = Vez de { $name }…
table-waiting-choose_color = { $name } está escolhendo a cor…
table-waiting-choose_player = { $name } está escolhendo alguém…
table-waiting-accept_or_challenge = { $name } precisa aceitar ou desafiar o Coringa Compre Quatro…
table-waiting-play_or_pass = { $name } está decidindo se joga a carta comprada…
table-waiting-stack_or_draw = { $name } precisa empilhar ou comprar o castigo…
table-waiting-comply_or_penalty = { $name } precisa cumprir a regra ou aceitar o castigo…
honour-rule = Regra de honra:
honour-you = você cumpre ou compra.
honour-them = { $name } cumpre ou compra.
turn-timer = Tempo da vez
secs-short = { $n } s
btn-draw = Comprar
btn-play-it = Jogar
btn-keep-it = Ficar com ela
btn-accept = Aceitar (comprar { $n })
btn-challenge = Desafiar
help-accept = Aceitar:
help-accept-cost = você compra { $n } e perde a vez.
help-challenge = Desafiar:
help-challenge-cost = se a pessoa tinha uma carta da cor em jogo, ela compra 4 e você continua; se não, você compra 6 e perde a vez.
btn-draw-n = Comprar { $n }
btn-choose-colour = Escolher cor
btn-choose-player = Escolher jogador
btn-done-it = Feito!
btn-take-penalty = Aceitar o castigo (comprar { $n })
uno-call-now = Diga UNO agora, antes que alguém te pegue
uno-arm = Dizer UNO com a próxima jogada
uno-later = Diga UNO quando uma jogada te deixar com uma carta
btn-uno = UNO!
uno-armed = O UNO vai junto com a próxima jogada
btn-catch = Pegar { $name }!
watching-note = Você está assistindo: as mãos ficam escondidas.
call-uno = Diga UNO!
standin = Um bot está jogando por você.
take-seat-back = Voltar para o meu lugar
hand-card-label = { $card }{ $state ->
    [jumpin] , dá para se adiantar
    [playable] , pode jogar
   *[no] {""}
}{ $drawn ->
    [yes] , recém-comprada
   *[no] {""}
}
refuse-now = Você não pode jogar essa carta agora.
refuse-turn = É a vez de { $name }.
refuse-drawn-only = Depois de comprar, só dá para jogar a carta comprada.
refuse-penalty = Tem castigo esperando: empilhe uma carta acesa ou compre.
refuse-answer = Responda à pergunta primeiro.
refuse-wd4 = O Coringa Compre Quatro só vale sem nenhuma carta da cor em jogo.
refuse-match = { $card } não combina com { $top } nem com a cor em jogo.
several-title = Jogar várias?
several-hint = Escolha as cartas na ordem; a última fica por cima.
several-label = Jogar várias cartas
pick-colour-for = Você joga { $card }: escolha a cor.
pick-colour = Escolha a cor em jogo.
reveal-title = A mão de { $name }, só para você
th-cards-left = Cartas restantes
th-hand-value = Valor da mão
eliminated-note = (fora)
round-over-title = Fim da rodada { $n }
nobody-out = Ninguém bateu.
next-round = Próxima rodada
look-at-table = Ver a mesa
they-win = { $count ->
    [one] { $names } vence a partida
   *[other] { $names } vencem a partida
}
you-win = Você venceu a partida!
you-win-with = Você venceu a partida, junto com { $names }!
you-lose = Não foi dessa vez: { $theywin }.
rematch = Revanche
host-rematch = Quem criou a sala pode começar uma revanche.
change-table = Mudar mesa ou regras
lobby = Saguão
watch-replay = Ver o replay
history = Histórico
fair-summary = Distribuição justa: confira a semente
fair-text = Antes de dar as cartas, o servidor publicou o compromisso; agora revela a semente e o sal. Qualquer um pode conferir com

## A sala: cabeçalho, registro, chat, saguão

home = Início
room-word = Sala
room-label = Sala { $code }
room-code-label = Código da sala { $code }
copy-invite = Copiar o link de convite
copy-link = Copiar link
copy = Copiar
link-copied = Link de convite copiado.
rules = Regras
log = Registro
event-log = Registro da partida
log-and-chat = Registro e chat
chat-placeholder = Diga alguma coisa…
chat-label = Mensagem do chat
chat-join-first = Entre na sala para conversar
send = Enviar
offline-bar = Conexão perdida: reconectando sozinho…
conn-idle = Fora da sala
conn-connecting = Conectando…
conn-open = Conectado
conn-closed = Reconectando…
conn-gone = Desconectado
room-gone = Esta sala não existe.
seat-expired = Seu lugar aqui expirou: entre de novo.
join-room = Entrar na sala { $code }
back-home = Voltar ao início
join-playing = Tem uma partida rolando: você pode assistir agora e jogar a próxima.
join-seats-taken = { $count ->
    [one] { $count } lugar ocupado de 10.
   *[other] { $count } lugares ocupados de 10.
}
join-host = Quem criou: { $name }.
join-table = Sentar à mesa
watch = Assistir
log-reconnected = Conectado de novo: a mesa está em dia.
log-show-earlier = { $n ->
    [one] Mostrar a linha anterior
   *[other] Mostrar { $n } linhas anteriores
}
log-joined = Você entrou na sala { $code } como { $name }{ $watching ->
    [yes] {" "}(assistindo)
   *[no] {""}
}.
log-game-starts = Começa a partida { $n }.
log-round-dealt = A rodada { $n } foi distribuída.
log-round-seed = A semente da rodada { $n } foi revelada.
log-game-seed = A semente da partida foi revelada. Replay: partida nº { $id }.
fair-committed = A distribuição está comprometida
fair-commitment = Jogo limpo: o compromisso
fair-check-deal = Jogo limpo: confira a distribuição
fair-check-game = Jogo limpo: confira a partida
fair-check-it = Como conferir
catch-held = Pegada adiada { $secs } s: ainda dá para dizer UNO.
note-full = A sala está cheia: você está assistindo.
note-in-progress = Tem uma partida em andamento: você está assistindo. Sente-se para a próxima.
target-one-round = Uma rodada só é a partida inteira.
target-hands = A partida dura { $n } rodadas; vence o total mais { $low ->
    [yes] baixo
   *[no] alto
}.
target-elimination = Quem chega a { $target } pontos sai; vence quem sobrar por último.
target-penalty = Quando alguém chega a { $target }, vence o total mais baixo.
target-first-to = Vence quem chegar primeiro a { $target } pontos.
make-host = passar a sala
make-host-title = Passar a sala para { $name }
make-host-label = passar a sala: { $name }
badge-you = você
badge-host = dono da sala
host-note = (dono da sala)
badge-online = online
move-up = Subir
move-up-label = Subir { $name }
move-down = Descer
move-down-label = Descer { $name }
remove-seat = Tirar da mesa
remove-seat-label = Tirar { $name }
no-one-seated = Ninguém sentou ainda.
bot-level-label = Nível do bot
add-bot = Adicionar bot
leave-seat = Sair do meu lugar (assistir)
take-seat = Sentar
start-new-game = Começar outra partida
start-game = Começar a partida
table-heading = Mesa
waiting-for-host = Esperando { $name } começar.
waiting-for-the-host = Esperando quem criou a sala começar.
need-two-seats = Adicione um bot ou convide alguém: a partida precisa de 2 lugares.
back-final-table = Voltar ao placar final
invite = Convidar
invite-hint = Compartilhe este link ou o código: os amigos podem sentar ou assistir.
invite-link = Link de convite
turn-timer-on = Tempo por vez: { $n } s.
turn-timer-off = Tempo por vez: sem limite.
change-rules = Mudar regras
watching = Assistindo
nobody-watching = Ninguém está assistindo.
change-the-rules = Mudar as regras
save = Salvar

## Pontos, escolhas, dicas, ajustes

seats-full = 10 / 10 lugares · a mesa está cheia
seats-ready = { $n } / 10 lugares · pronta para começar
seats-need = { $n } / 10 lugares · faltam { $more } para começar
round-by-round = Rodada a rodada
points-each-round = Pontos de cada rodada
points-taken-caption = Pontos levados em cada rodada (vence o menor total)
points-won-caption = Pontos ganhos em cada rodada
th-total = Total
the-game = A partida
last-round-caption = Última rodada (rodada { $n })
went-out = bateu
next-round-soon = A próxima rodada é distribuída sozinha em alguns segundos.
next-round-in = Próxima rodada em { $n } s.
dealing-next = Distribuindo a próxima rodada…
n-in-hand = { $count } na mão
colour-keys = Teclas: R, Y, G, B.
colour-picker = Escolher cor
pick-green-shell = { $item }: quem compra 1?
pick-swap = Trocar de mão com…
pick-custom = { $card }: escolha alguém.
player-picker = Escolher jogador
tip-lit = As cartas acesas são as que você pode jogar agora. Nenhuma acesa? Compre uma carta.
tip-uno = Só duas cartas? Aperte UNO ao jogar uma delas, senão podem te pegar e você compra 2.
tip-catch = Alguém com uma carta esqueceu o UNO? Aparece um botão para pegar: a pessoa compra 2.
next-tip = Próxima dica
got-it = Entendi
tips-label = Dicas para a sua primeira partida
tip = Dica
sound-on = Som ligado: silenciar
sound-off = Som desligado: ligar
mute-sound = Silenciar
theme-light = Tema claro: mudar para escuro
theme-dark = Tema escuro: mudar para claro
light-theme = Tema claro

## As regras e as mesas públicas

sum-custom-deck = baralho personalizado
sum-cards-each = { $n } cartas cada
sum-one-round = uma rodada, sem pontos
sum-out-at = sai com { $n } pontos
sum-no-house = sem regras da casa
sum-house-n = { $count ->
    [one] { $count } regra da casa
   *[other] { $count } regras da casa
}
rules-button = Regras…
hide-rules = Esconder regras
done = Pronto
rules-new-room = Regras para uma sala nova
rules-new-room-hint = O que “Criar sala” vai usar: regras clássicas, a menos que você mude aqui.
rules-json-invalid = Regras em JSON: ainda não são válidas
pt-seats-taken = { $taken } de { $seats } lugares ocupados
n-players = { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}
pt-host = criada por { $name }
quick-match = partida rápida
tables-waiting = Mesas esperando jogadores
games-in-progress = Partidas em andamento
public-tables = Mesas públicas
waiting-players = Esperando jogadores
games-to-watch = Partidas para assistir
lobby-counts = { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
} online · { $tables ->
    [one] { $tables } mesa esperando
   *[other] { $tables } mesas esperando
} · { $games ->
    [one] { $games } partida rolando
   *[other] { $games } partidas rolando
}
join-host-table = Entrar na mesa de { $name }
watch-host-game = Assistir à partida de { $name }
no-table-waiting = Nenhuma mesa esperando: aperte “Jogar online” para abrir uma.
no-public-game = Nenhuma partida pública rolando.
quick-note = Mesa pública (partida rápida, { $seats } lugares).
quick-starts-in = A partida começa em { $n } s; { $bots } bots ocupam os lugares vazios.
quick-starting = A partida está começando…
quick-seats-taken = { $n } / { $seats } lugares
quick-bots-wait = { $bots } bots ocupam os lugares vazios depois de uma espera curta.
table-listed = Esta mesa aparece na lista pública.
list-table = Mostrar esta mesa na lista pública

## As regras de uma sala

spec-deck = Baralho
spec-custom-deck = (baralho personalizado)
spec-challenge = Desafio
spec-no-challenge = O Coringa Compre Quatro não pode ser desafiado
spec-can-challenge = O Coringa Compre Quatro pode ser desafiado
spec-dealer = o lugar { $n } dá as cartas primeiro
spec-elimination-at = eliminação com { $n }
spec-target = meta { $n }
spec-scoring = Pontuação
spec-zeros = Zeros
spec-zeros-ten = valem 10 pontos
spec-player-counts = , quem joga também conta
spec-honour = de honra: “{ $text }” (ou compre { $n })
spec-effects = efeitos: { $list }
spec-house = Regras da casa
spec-none = nenhuma

## Os nomes do catálogo de regras

cat-deck-classic = Clássico
cat-deck-shuffle-hands = Embaralhar Mãos
cat-deck-hello-kitty = Hello Kitty
cat-deck-mario-kart = Mario Kart
cat-preset-killer = Matadora
cat-preset-german = Alemã
cat-house-stack_draw_two = Acumular Compre Duas
cat-house-stack_draw_four = Acumular Compre Quatro
cat-house-stack_mixed = Acúmulo misto
cat-house-jump_in = Se adiantar
cat-house-jump_in_draw_two = Se adiantar no Compre Duas
cat-house-seven_swap = O sete troca mãos
cat-house-zero_rotates = O zero gira as mãos
cat-house-zero_swap = O zero troca mãos
cat-house-draw_until_playable = Comprar até poder jogar
cat-house-multi_play = Jogar várias
cat-house-no_action_finish = Sem terminar em ação
cat-house-last_holding_loses = Perde quem ficar com cartas
cat-house-wd4_strict = Compre Quatro estrito
cat-scoring-winner_takes_all = O vencedor leva tudo
cat-scoring-average = Média
cat-scoring-penalty = Penalidade
cat-scoring-none = Uma rodada
cat-end-target = Ao atingir a meta
cat-end-elimination = Eliminação
cat-end-hands = Depois de N rodadas
cat-bot-easy = Fácil
cat-bot-medium = Médio
cat-bot-hard = Difícil
cat-bot-learned = Treinado
cat-bot-random = Aleatório
cat-bot-chaos = Caos
cat-first-official = Oficial
cat-first-as_dealer_played = Como se quem dá as cartas a jogasse
cat-first-ignore_actions = Ignorar ações
cat-option-first_card = Primeira carta
cat-option-hand_size = Cartas na mão
cat-option-challenge = Desafio permitido
cat-option-target = Meta de pontos
cat-option-method = Forma de pontuar
cat-option-game_end = Fim da partida

## O jogo no terminal (uno play)

tui-you = Você
tui-you-inline = você
tui-seat = Lugar { $n }
tui-nobody = ninguém
tui-and = { $first } e { $last }
tui-cw = no sentido horário
tui-ccw = no sentido anti-horário
tui-color-red = vermelho
tui-color-yellow = amarelo
tui-color-green = verde
tui-color-blue = azul
tui-round-started = rodada { $round } — { $name } dá as cartas
tui-first-card = primeira carta { $card }
tui-covered-first = { $cards } { $count ->
        [one] foi virada e coberta
       *[other] foram viradas e cobertas
    }{ $why ->
        [ignore] : aqui uma carta de ação ou um W+4 não começa a rodada
       *[none] {""}
    } — primeira carta { $card }
tui-played = { $name } jogou { $cards }
tui-jumped-in = { $name } se adiantou com { $cards }
tui-a-card = uma carta
tui-n-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
tui-why-challenge = { " " }(desafio)
tui-why-caught = { " " }(pego sem UNO)
tui-why-honour = { " " }(castigo de honra)
tui-why-item = { " " }(item)
tui-drew = { $name } comprou { $what }{ $why }
tui-kept = { $name } ficou com a carta
tui-chose = { $name } escolheu { $what }
tui-skipped = { $name } perdeu a vez
tui-direction = agora o jogo segue { $dir }
tui-penalty-now = castigo agora +{ $total }
tui-uno-called = { $name } disse UNO
tui-exposed-you = você tem uma carta e não disse UNO: aperte u!
tui-exposed = { $name } tem uma carta e não disse UNO (c para pegar)
tui-caught-you = { $name } te pegou
tui-caught = { $name } pegou { $target } sem UNO
tui-went-out = { $name } bateu
tui-round-ended = a rodada acabou
tui-round-won = { $name } venceu a rodada
tui-round-won-all = { $name } venceu a rodada e marca { $points } pontos: as cartas que sobraram nas outras mãos
tui-round-won-average = { $name } venceu a rodada e marca a média dos pontos das outras mãos
tui-round-won-penalty = { $name } venceu a rodada e marca 0; os outros marcam as cartas que sobraram
tui-game-over = fim de jogo: { $count ->
    [one] venceu { $names }
   *[other] venceram { $names } (empate)
}
tui-players = Jogadores
tui-log = Registro
tui-col-player = jogador
tui-col-cards = cartas
tui-col-score = pontos
tui-top = Topo
tui-colour = cor
tui-colour-to-choose = cor a escolher
tui-pile = monte { $n }
tui-penalty = castigo +{ $n }
tui-prompt-colour-for = Cor para { $cards }: r vermelho, y amarelo, g verde, b azul (Esc cancela)
tui-prompt-catch = Pegar quem? { $list } (Esc cancela)
tui-prompt-quit = Sair desta partida? y sai, n ou Esc volta para ela
tui-prompt-round-over = Fim da rodada { $round }: { $name } venceu. Enter: próxima rodada
tui-prompt-game-over = Fim de jogo: { $names } { $count ->
    [one] venceu
   *[other] venceram
} ({ $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}).
    r revanche (mesma mesa, nova semente) · n nova partida · q sair
tui-prompt-no-fit = Sua vez: nenhuma carta serve, compre (d)
tui-prompt-your-turn = Sua vez: jogue uma carta (Enter ou o número dela) ou compre (d)
tui-prompt-drew = Você comprou { $card }: jogue (Enter) ou fique com ela (k)
tui-prompt-colour = Escolha a cor: r vermelho, y amarelo, g verde, b azul
tui-prompt-player = Escolha alguém: aperte o número (# em Jogadores)
tui-prompt-penalty-draw = Castigo +{ $n }: nenhuma carta sua empilha, d compra { $n }
tui-prompt-penalty-stack = Castigo +{ $n } esperando: empilhe uma carta (Enter) ou d compra { $n }
tui-prompt-honour = Regra de honra: "{ $text }": o cumprir, t aceitar o castigo
tui-prompt-waiting = { $name } { $what ->
    [turn] na vez
    [play_or_pass] comprou uma carta jogável
    [choose_color] escolhendo a cor
    [choose_player] escolhendo alguém
    [accept_or_challenge] respondendo a um W+4
    [stack_or_draw] respondendo a um castigo
    [comply_or_penalty] respondendo a uma regra de honra
   *[other] {""}
}…
tui-key-colour = cor
tui-key-cancel = cancelar
tui-key-seat-to-catch = lugar para pegar
tui-key-quit = sair
tui-key-back = voltar ao jogo
tui-key-card-codes = códigos das cartas
tui-key-keys-rules = teclas e regras
tui-key-close = fechar
tui-key-rematch = revanche
tui-key-new-game = nova partida
tui-key-keys = teclas
tui-key-next-round = próxima rodada
tui-key-call-uno = diga UNO!
tui-key-catch = pegar
tui-key-choose-player = escolher jogador
tui-key-jump-in = se adiantar
tui-key-play = jogar
tui-key-play-card = jogar carta
tui-key-mark = marcar (várias)
tui-key-accept = aceitar (comprar { $n })
tui-key-challenge = desafiar
tui-key-draw = comprar
tui-key-keep = ficar
tui-key-comply = cumprir
tui-key-take-penalty = aceitar castigo
tui-key-uno-armed = UNO pronto
tui-key-uno-with-play = UNO ao jogar
tui-key-select = escolher
tui-key-hint = dica

## O formulário de regras

timer-none = Sem tempo
timer-secs = { $n } s
timer-mins = { $n } min
rule-link-title = Como funciona: regra { $rule } do livro de regras
rule-link-label = Como funciona (regra { $rule })
house-implies = Também liga { $list }.
house-excludes = Não combina com { $list }.
form-preset = Modalidade
form-rounds = Número de rodadas
form-wc-rule = Regra de honra do WC{ $n }
form-wc = { $title }: o próximo faz ou compra 1
form-json = Regras em JSON
form-json-reset = Voltar ao formulário
form-json-hint = Edite para ajustar qualquer coisa que o motor conhece, como um baralho personalizado ou coringas personalizáveis; seu texto é enviado como está.
form-watch = Só vou assistir
form-watch-line = Criar a sala sem ocupar um lugar.
form-timer-line = Tempo para jogar antes que o servidor jogue por você.
form-more = Mais opções: primeira carta, desafios, valor das cartas
cat-option-zero_counts_ten = Zeros valem 10
cat-option-badtz_maru_cards = Cartas Badtz-Maru no baralho
cat-option-badtz_maru_counts_self = Badtz-Maru conta quem joga
cat-option-wc = Coringas personalizáveis
bot-name-n = { $base } { $n }
pod-cards-word = { $count ->
    [one] carta
   *[other] cartas
}
tui-your-hand = Sua mão: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
tui-h-round = rodada { $n }
tui-h-dealer = dá as cartas: { $name }
tui-h-seed = semente { $seed }
tui-dealer-won = { $name } ganhou o sorteio e dá as cartas

## Dicas (issue 31 §2)

btn-hint = Dica
hint-title = O que o treinador escolheria aqui, só com o que você vê
hint-says = Dica: { $what } (cerca de { $pct }% de chance de vencer esta rodada).
hint-what = { $do ->
    [draw] compre uma carta
    [pass] fique com a carta
    [accept] aceite a penalidade
    [challenge] desafie
    [comply] faça
    [penalty] aceite o castigo
    [colour] escolha { $colour }
    [player] escolha { $player }
    [play-colour] jogue { $cards } e escolha { $colour }
   *[play] jogue { $cards }
}
allow-hints = Permitir dicas (as partidas desta sala não contam para o ranking)
hints-on = Esta sala tem dicas: as partidas dela não contam para o ranking.
error-hints_off = Esta sala não permite dicas.
error-no_decision = Você não tem nada para decidir agora.
error-hints_not_allowed = Dicas só existem em salas privadas, cujas partidas não contam para o ranking.

## Placar do terminal e duplas (R15)

tui-scores-game-over-scores = Fim de jogo: pontos
tui-scores-game-over = Fim de jogo
tui-scores-round = Pontos da rodada { $n }
tui-col-in-hand = na mão
tui-col-total = total
tui-in-hand-note = na mão: pontos das cartas que sobraram
tui-you-won-game = Você venceu o jogo!
tui-game-won-by = Jogo vencido por { $names }
tui-team-won-round = a dupla { $team } venceu a rodada ({ $names })
# R15.4: the game is won by a team (both partners), not shared.
tui-game-over-team = fim de jogo: venceu a dupla { $team } ({ $names })
tui-partner-note = * sua dupla: { $name }

## O registro do terminal: eventos mais raros

tui-first-card-returned = { $card }, virada primeiro, volta para o monte
tui-nothing-to-draw = não sobrou nada para { $name } comprar
tui-reshuffled = { $count ->
    [one] { $count } carta descartada embaralhada
   *[other] { $count } cartas descartadas embaralhadas
} num novo monte
tui-challenged = { $name } { $you ->
    [yes] desafiou
   *[no] desafiou
} { $targetyou ->
    [yes] o seu +4
   *[no] o +4 de { $target }
}: { $guilty ->
    [yes] culpado!
   *[no] inocente
}
tui-hand-shown = { $name } { $you ->
    [yes] mostrou a sua mão
   *[no] mostrou a própria mão
} para { $to }
tui-you-showed-hand = você mostrou a sua mão para { $to }
tui-showed-you = { $name } mostrou para você:{ $cards }
tui-chance-uno = u: grite UNO agora!
tui-chance-catch = c: pegar { $name } (sem UNO)
tui-chance-jump-in = j: entrar na vez com { $cards }
tui-uno-armed-line = UNO! será gritado na sua próxima jogada
tui-w4-someone = O jogador
tui-w4-played = { $name } jogou um +4 em você. Responda com d ou x:
tui-w4-played-colour = { $name } jogou um +4 em você (cor agora { $colour }). Responda com d ou x:
tui-w4-accept = d aceitar: comprar { $n } cartas e perder a vez
tui-w4-before-colour = uma carta { $colour } (a cor de antes do +4){ $itembox ->
    [yes] { " " }ou uma caixa de itens
   *[no] {""}
}
tui-w4-before-any = uma carta da cor de antes do +4{ $itembox ->
    [yes] { " " }ou uma caixa de itens
   *[no] {""}
}
tui-w4-challenge = x desafiar: { $name } mostra a mão para você. Se { $name } tinha { $before }, { $name } compra 4 e você continua; se não, você compra 6 e perde a vez.
tui-w4-stack = Enter empilhar um +4: o próximo jogador enfrenta +{ $n }
tui-swapped = { $a } e { $b } trocaram de mão
tui-hands-passed = todas as mãos passaram no sentido { $dir }
tui-hands-shuffled = todas as mãos embaralhadas e distribuídas de novo
tui-item-box = a caixa de itens revelou { $card }: { $item }
tui-no-item = caixa de itens: nada para revelar
tui-item-mushroom = Cogumelo: mais uma vez
tui-item-banana_peel = Casca de banana: o jogador anterior compra 2
tui-item-green_shell = Casco verde: um jogador escolhido compra 1
tui-item-lightning = Raio: todos os outros compram 1, mais uma vez
tui-item-bob_omb = Bob-omba: compra 2 e escolhe a cor
tui-honour = regra de honra para { $name }: "{ $text }" (ou compre { $n })
tui-complied = { $name } cumpriu
tui-uno-not-counted = { $name } gritou UNO, mas não valeu
tui-catch-failed = { $name } tentou pegar { $target }: sem efeito
tui-blocked = ninguém pode jogar nem comprar: a rodada travou, e { $name } { $you ->
    [yes] tem
   *[no] tem
} a menor mão
tui-eliminated = { $name } { $you ->
    [yes] foi eliminado
   *[no] foi eliminado
}

## Duplas na página (R15)

cat-option-teams = Jogar em duplas
cat-option-teams-desc = Os parceiros sentam frente a frente e vencem, pontuam e perdem juntos (4, 6, 8 ou 10 jogadores).
spec-teams-pairs = em duplas, parceiros frente a frente
form-unscored = Não se usa com “{ $rule }”: uma só rodada é a partida inteira, sem pontuação; quem fica com cartas por último perde e todos os outros ganham (R13).
form-no-teams = “{ $rule }” não pode ser jogada em duplas (R15.5).
spec-unscored = nenhuma (uma rodada; quem fica com cartas por último perde)
team-title = Dupla { $team }
partner-badge = parceiro
scores-by-team = a pontuação é por dupla: os parceiros dividem um total
teams-need-seats = Duplas precisam de 4, 6, 8 ou 10 lugares (a mesa tem { $n }).
long-rounds-note = Com { $n } lugares e { $cards } cartas Badtz-Maru uma rodada pode durar milhares de turnos (R8.6: quem tem menos cartas compra 4 de novo e de novo). Com duas Badtz-Maru ou menos (Regras: cartas Badtz-Maru no baralho) as rodadas ficam curtas.
team-pair = Dupla { $team }: { $a } e { $b }
online-2v2 = { $preset } · 2x2 (duplas)
quick-2v2-note = 2x2: duplas, parceiros frente a frente (lugares 1 e 3, lugares 2 e 4).

## The daily deal (issue 30 §4: web/js/daily.js)

daily-title = A rodada do dia
daily-lead = Todos jogam a mesma distribuição contra os mesmos três bots ({ $bots }): regras clássicas, uma rodada, uma tentativa por dia.
daily-play = Jogar a rodada do dia
daily-continue = Voltar à sua partida
daily-unfinished = Você começou a rodada do dia sem terminar: ela conta como sua tentativa.
daily-you-won = Você venceu em { $turns ->
    [one] uma jogada
   *[other] { $turns } jogadas
}: { $place }º lugar de { $count }.
daily-you-lost = Você perdeu depois de { $turns ->
    [one] uma jogada
   *[other] { $turns } jogadas
}, com { $points ->
    [one] um ponto
   *[other] { $points } pontos
} na mão: { $place }º lugar de { $count }.
daily-table = A classificação de hoje
daily-table-of = A classificação de { $day }
daily-th-place = Lugar
daily-th-result = Resultado
daily-th-turns = Jogadas
daily-th-points = Pontos restantes
daily-th-replay = Replay
daily-won = Venceu
daily-lost = Perdeu
daily-replay = Assistir
daily-replay-of = Assistir à partida de { $name }
daily-none-yet = Ninguém terminou esta rodada ainda.
daily-unfinished-list = Não terminaram: { $names }
daily-commitment = Compromisso
daily-fair-summary = Jogo limpo: conferir a distribuição
daily-fair-text = O segredo da distribuição foi comprometido no início do dia; ele é revelado quando o dia (UTC) termina, e o compromisso prova que não mudou.
daily-fair-revealed = O dia terminou: a semente e o sal foram revelados, e o comando abaixo os confere com o compromisso.
daily-yesterday = A rodada de ontem ({ $day }): a classificação, o segredo e todas as partidas
daily-home = Início
daily-past-title = A rodada de { $day }
daily-replays-open = O dia terminou: cada partida desta rodada pode ser revista com todas as mãos abertas.
daily-all-hands = Todas as mãos
daily-see-table = Ver a classificação de hoje
error-daily_already_played = Você já jogou a rodada de hoje: uma tentativa por dia. Volte amanhã!
error-daily_not_revealed = Esta é uma rodada do dia: as partidas ficam abertas a todos quando o dia termina.
error-no_such_day = Não há rodada do dia para essa data.
## Accounts (issue 32 §2): the home page's Account panel (web/js/account.js)

account-title = Seu jogador em todos os aparelhos
account-intro = Salve este jogador com uma chave de acesso para manter seu nome, sua pontuação e seu histórico, e entrar nos seus outros aparelhos.
account-no-passkeys = Este navegador não aceita chaves de acesso. Você ainda pode entrar com um código.
account-save = Salvar este jogador com uma chave de acesso
account-sign-in = Entrar com uma chave de acesso
account-code-label = Código de transferência ou de recuperação
account-code-use = Entrar com o código
account-signed-in = Conectado como { $name } (jogador nº { $id })
account-passkeys = { $n ->
    [one] Uma chave de acesso
   *[other] { $n } chaves de acesso
}
account-codes-left = { $n ->
    [one] resta um código de recuperação
   *[other] restam { $n } códigos de recuperação
}
account-saved = Salvo! Este jogador agora é seu em todo aparelho onde você entrar.
account-recovery-title = Seus códigos de recuperação
account-recovery-note = Guarde-os em lugar seguro: se você perder sua chave de acesso, cada código faz você entrar uma vez. Eles só aparecem agora.
account-transfer = Mostrar um código para outro aparelho
account-transfer-code = No outro aparelho, digite este código em até { $minutes } min: { $code }
account-add-passkey = Adicionar outra chave de acesso
account-passkey-added = Chave de acesso adicionada.
account-sign-out = Sair
account-signed-out = Você saiu neste aparelho.
account-delete = Excluir minha conta
account-delete-confirm = Excluir sua conta? Seu nome, suas chaves de acesso e seus códigos serão apagados de vez; suas partidas anteriores continuam, sem o seu nome.
account-delete-yes = Excluir de vez
account-delete-no = Manter minha conta
account-deleted = Sua conta foi excluída.
account-welcome = Que bom ver você de novo, { $name }!
account-cancelled = O pedido da chave de acesso foi cancelado.
account-need-name = Escolha um apelido primeiro.
error-not_signed_in = Você não está conectado neste aparelho.
error-bad_origin = Este pedido veio de outro site e foi recusado.
error-json_required = O pedido foi recusado: ele não veio desta página.
error-ceremony_expired = Demorou demais ou já foi usado. Tente de novo.
error-passkey_refused = Não foi possível confirmar a chave de acesso.
error-passkey_taken = Esta chave de acesso já está salva para um jogador.
error-bad_code = Esse código está errado, já foi usado ou expirou.
## A análise do treinador sob um replay (web/js/analysis.js)

replay-all-hands = Você jogou esta partida: agora que acabou, os jogadores dela veem todas as mãos (e mais ninguém).
replay-hand-of = Mão de { $name } ({ $cards })
log-dealt-other = { $name } recebeu { $count } cartas.
analysis-heading = Sua análise
analysis-intro = O treinador avalia cada uma das suas decisões com o que você podia ver na hora: sua chance de vencer a rodada depois da jogada, seus erros e o que teria sido melhor.
analysis-ask = Analisar meu jogo
analysis-queued = Esperando um analisador livre…
analysis-progress = Analisando… { $done } / { $total }
analysis-failed = Não foi possível terminar a análise.
analysis-chart-label = Sua chance estimada de vencer a rodada depois de cada uma das suas { $decisions } decisões; { $marks } marcadas.
analysis-mark-mistake = Erro
analysis-mark-blunder = Erro grave
analysis-step = passo { $step }
analysis-played = você escolheu { $action } ({ $win } de vencer);
analysis-better = melhor era { $action } ({ $win }).
analysis-legend-line = sua chance de vencer a rodada
analysis-summary = { $decisions ->
    [one] 1 decisão
   *[other] { $decisions } decisões
}, { $mistakes ->
    [one] 1 erro
   *[other] { $mistakes } erros
}, { $blunders ->
    [one] 1 erro grave
   *[other] { $blunders } erros graves
}; em média, { $loss } pontos de chance de vitória perdidos por decisão.
analysis-no-marks = Nenhum erro: o treinador não teria feito claramente melhor em nenhum momento.
analysis-played-no-uno = você escolheu { $action } ({ $win } de vencer) e não gritou UNO com uma carta na mão (R10.1: se te pegarem, você compra 2 cartas).
analysis-no-uno-too = E não gritou UNO com uma carta na mão (R10.1).
analysis-summary-no-uno = { $count ->
    [one] 1 jogada te deixou
   *[other] { $count } jogadas te deixaram
} com uma carta sem gritar UNO (R10.1).
error-analysis_limit = Você já tem análises na fila: peça de novo quando uma terminar.
error-analysis_busy = O servidor tem análises demais na fila: tente de novo em alguns minutos.
error-no_analysis = Nenhuma análise do seu jogo nesta partida foi pedida.
daily-leaders = Na frente: { $names }
daily-player = Jogador

## O jogo no terminal (uno play): a pontuação, a tela "Nova partida", a
## ajuda `?`, a linha de status e o resumo impresso no fim

tui-scoring-method = { $method ->
    [average] pontuação pela média
    [penalty] pontos de penalidade
   *[winner_takes_all] o vencedor leva tudo
}
tui-scoring-target = { $method }, até { $target }
tui-scoring-target-lowest = { $method }, até { $target }, vence o menor total
tui-scoring-elimination = { $method }, eliminado ao chegar a { $target }
tui-scoring-rounds = { $method }, { $n ->
    [one] { $n } rodada
   *[other] { $n } rodadas
}
tui-scoring-rounds-lowest = { $method }, { $n ->
    [one] { $n } rodada
   *[other] { $n } rodadas
}, vence o menor total
tui-scoring-none = { $n ->
    [one] uma rodada, sem pontos
   *[other] { $n } rodadas, sem pontos
}
tui-level = { $level ->
    [easy] fácil
    [medium] médio
    [hard] difícil
    [learned] treinado
    [random] aleatório
   *[chaos] caos
}
tui-bot-label = { $name } ({ $level })
tui-about-deck-classic = O baralho oficial de 108 cartas.
tui-about-deck-shuffle-hands = Clássico + Coringa Embaralhar Mãos + três Coringas Personalizáveis, 112 cartas.
tui-about-deck-hello-kitty = Clássico + 4 Coringas Badtz-Maru, 112 cartas.
tui-about-deck-mario-kart = 76 números, 24 cartas de ação, 4 Compre Quatro e 8 Coringas Caixa de Itens, sem coringa simples; partidas de uma rodada.
tui-about-preset-killer = Comprar até poder jogar, se adiantar, acumular Compre Duas e Compre Quatro, os zeros giram as mãos.
tui-about-preset-german = O zero troca as mãos, se adiantar (também numa penalidade de Compre Duas), acumular Compre Duas.
# The new-game screen after `uno play --rules-file FILE`: the file's rules (its deck and house rules).
tui-about-file = As regras de { $file }: { $rules }.
tui-about-house-stack_draw_two = responder a um Compre Duas com outro Compre Duas; o primeiro que não puder compra o total
tui-about-house-stack_draw_four = o mesmo com Compre Quatro sobre Compre Quatro; um Compre Quatro acumulado não pode ser desafiado
tui-about-house-stack_mixed = um Compre Quatro também pode ir sobre uma penalidade de Compre Duas (liga as duas regras de acumular)
tui-about-house-jump_in = jogar fora da vez uma carta idêntica à do topo; o jogo continua a partir de você
tui-about-house-jump_in_draw_two = regra alemã: qualquer Compre Duas pode ser jogado fora da vez sobre uma penalidade de Compre Duas pendente
tui-about-house-seven_swap = jogar um 7 troca sua mão com a de um jogador à sua escolha
tui-about-house-zero_rotates = jogar um 0 passa cada mão para o próximo jogador
tui-about-house-zero_swap = jogar um 0 troca sua mão com a de um jogador à sua escolha (não com "O zero gira as mãos")
tui-about-house-draw_until_playable = comprar até sair uma carta jogável
tui-about-house-multi_play = jogar de uma vez várias cartas numéricas do mesmo número
tui-about-house-no_action_finish = sua última carta não pode ser de ação nem coringa
tui-about-house-last_holding_loses = quem fica sem cartas sai; perde o último que ainda tiver cartas
tui-about-house-wd4_strict = um Coringa Compre Quatro ilegal é recusado em vez de ser um blefe
tui-setup-title = Nova partida
tui-setup-rules = Regras
tui-setup-bots = Bots
tui-setup-level = Nível
tui-setup-bots-value = { $bots } (mesa de { $players })
tui-setup-keys = ↑↓ escolher linha · ←→ mudar · Enter distribui · q sai
tui-setup-kept = { $about } As regras da última partida continuam, com regras da casa e pontuação.
tui-help-keys-title = Teclas · Tab: códigos das cartas
tui-help-rules-title = Regras em jogo
tui-help-codes-title = Códigos das cartas · Tab: teclas e regras
tui-help-rules-hand = { $rules }, mãos de { $n }
tui-help-house-none = regras da casa: nenhuma
tui-help-house = regras da casa:
tui-help-house-rule = { $title }: { $what }
tui-help-scoring = pontuação: { $scoring }
tui-help-key-move = mover; ↑↓ até cartas jogáveis
tui-help-key-enter = jogar a carta (ou próxima rodada)
tui-help-key-digits = jogar a carta com esse número
tui-help-key-space = marcar para jogar várias
tui-help-key-draw = comprar (ou aceitar a penalidade)
tui-help-key-keep = manter a carta comprada (passar)
tui-help-key-uno = gritar UNO
tui-help-key-catch = pegar quem não disse UNO
tui-help-key-jump-in = se adiantar (fora da vez)
tui-help-key-challenge = desafiar Compre Quatro (d aceita)
tui-help-key-colour = escolher uma cor
tui-help-key-player = escolher jogador (# em Jogadores)
tui-help-key-honour = cumprir / aceitar a penalidade
tui-help-key-hint = dica: a escolha do coach (--hints)
tui-help-key-next = próxima rodada / nova partida
tui-help-key-rematch = após a partida: revanche
tui-help-key-esc = fechar uma pergunta ou esta lista
tui-help-key-quit = sair (pergunta antes)
tui-help-key-ctrl-c = sair na hora
tui-legend-colours = cores: R vermelho (red), Y amarelo (yellow), G verde (green), B azul (blue): a primeira letra de uma carta
tui-legend-number = cartas numéricas: letra da cor + número (R7 = 7 vermelho)
tui-legend-skip = Pular: o próximo jogador perde a vez
tui-legend-reverse = Inverter: o jogo muda de sentido
tui-legend-draw_two = Compre Duas: o próximo jogador compra 2 e perde a vez
tui-legend-wild = Coringa: vale sobre qualquer carta; escolha a cor
tui-legend-wild_draw_four = Coringa Compre Quatro: escolha a cor; o próximo compra 4 ou desafia
tui-legend-shuffle_hands = Coringa Embaralhar Mãos: todas as mãos são embaralhadas e distribuídas de novo
tui-legend-badtz_maru = Coringa Badtz-Maru: os outros jogadores com menos cartas compram 4
tui-legend-item_box = Coringa Caixa de Itens: vira a carta do topo do monte; a cor dela dá um item
tui-legend-custom-honour = { $card }: escolha a cor; "{ $honour }" (ou compre { $n })
tui-legend-custom-effects = { $card }: escolha a cor; depois { $effects }
tui-legend-item-card = { $colour ->
    [red] carta vermelha
    [yellow] carta amarela
    [green] carta verde
    [blue] carta azul
   *[wild] um coringa
}
tui-help-hand-marks = Sob suas cartas: 1-9 e 0 são as teclas que as jogam; ↵: jogável, selecione-a (←→) e aperte Enter; +1 +2: marcadas para jogar várias, em ordem; [R3]: a carta selecionada; apagada: não dá para jogar agora.
tui-flag-out = saiu
tui-flag-elim = elim
tui-no-cards = (sem cartas)
tui-hand-rows = linhas { $from }-{ $to } de { $n }, ←→ rola
tui-too-small = O terminal tem { $size }: uno play precisa de { $need }. { $quitting ->
    [yes] Sair desta partida? y sai, n volta.
   *[no] Aumente-o para jogar; q sai.
}
tui-say-back = De volta ao jogo
tui-say-colour = Escolha uma cor: r vermelho, y amarelo, g verde, b azul (Esc cancela)
tui-say-catch-seat = Aperte o número do lugar do jogador que você quer pegar (Esc cancela)
tui-say-esc = Esc fecha uma pergunta ou a lista de teclas; q sai
tui-say-no-card-marked = Nenhuma carta com o número { $n } pode ser jogada agora
tui-say-cannot-draw = Você não pode comprar agora
tui-say-keep-only = Só dá para ficar com a carta logo depois de comprar uma carta jogável (R6.2)
tui-say-w4-keys = d aceita o Compre Quatro (você compra 4), x o desafia
tui-say-no-challenge = Não há nenhum Coringa Compre Quatro para desafiar agora
tui-say-no-honour = Nenhuma regra de honra espera por você
tui-say-nobody-to-catch = Ninguém para pegar: só um jogador com uma carta que não disse UNO
tui-say-no-colour = Não há cor para escolher agora (um coringa pede a cor quando você o joga)
tui-say-not-your-turn = Não é sua vez: é a vez de { $name }
tui-say-round-over = A rodada terminou
tui-say-game-over = A partida terminou: r revanche, n nova partida, q sair
tui-say-round-not-over = A rodada ainda não terminou
tui-say-uno-withdrawn = Grito de UNO cancelado
tui-say-uno-when = UNO é gritado quando uma jogada deixa você com uma carta (u antes ou logo depois)
tui-say-no-jump-in = Não dá para se adiantar agora (é preciso uma carta idêntica à do topo)
tui-say-jump-in-off = Adiantar-se não faz parte destas regras (regra da casa: uno play --house jump_in)
tui-say-cannot-play = { $card } não pode ser jogada agora
tui-say-hints-off = As dicas estão desligadas: comece a partida com uno play --hints
tui-say-no-hint = Você não tem nenhuma decisão a tomar agora
tui-say-hint = Dica: { $what } (cerca de { $pct }% de chance de vencer a rodada)
tui-say-hint-next = { $hint }; em seguida: { $what } { $pct }%
tui-summary-game = Partida { $number }: semente { $seed } · { $rules } · { $scoring }
tui-summary-won = Vitória: { $names }, após { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}
tui-summary-not-finished = não terminada: deixada na rodada { $n }
tui-summary-scores = pontos: { $scores }
tui-summary-again = para jogar esta distribuição de novo: uno play --seed { $seed } (com as mesmas outras opções)
tui-stalled = Esta rodada passou de { $n } ações sem terminar: os bots pararam (um erro nas regras ou no motor; por favor, informe com a semente { $seed }). q sai.
tui-bot-fault-passes = (o bot { $bot } no lugar { $seat } escolheu { $choice }, recusado: { $error }; a chance passa)
tui-bot-fault-instead = (o bot { $bot } no lugar { $seat } escolheu { $choice }, recusado: { $error }; em vez disso joga { $action })
tui-bot-stuck = (o bot { $bot } no lugar { $seat } escolheu { $choice }, recusado: { $error }; e nada mais pôde ser jogado)
tui-list-sep = { ", " }
# The header on a narrow terminal: house rules counted, not named ("Classic + Jump-in, 5 more", "Classic + 7 house rules").
tui-house-more = mais { $n }
tui-house-count = { $n ->
    [one] uma regra da casa
   *[other] { $n } regras da casa
}

cat-deck-classic-desc = { tui-about-deck-classic }
cat-deck-shuffle-hands-desc = { tui-about-deck-shuffle-hands }
cat-deck-hello-kitty-desc = { tui-about-deck-hello-kitty }
cat-deck-mario-kart-desc = { tui-about-deck-mario-kart }
cat-preset-killer-desc = { tui-about-preset-killer }
cat-preset-german-desc = { tui-about-preset-german }
cat-house-stack_draw_two-desc = Responda a um Compre Duas com qualquer Compre Duas; o primeiro que não puder compra o total.
cat-house-stack_draw_four-desc = O mesmo com Coringa Compre Quatro sobre Coringa Compre Quatro; um Compre Quatro acumulado não pode ser desafiado.
cat-house-stack_mixed-desc = Um Coringa Compre Quatro também pode ir sobre uma penalidade de Compre Duas.
cat-house-jump_in-desc = Jogue fora da vez uma carta idêntica à do topo; o jogo continua a partir de você.
cat-house-jump_in_draw_two-desc = Regra alemã: qualquer Compre Duas pode ser jogado fora da vez sobre uma penalidade de Compre Duas pendente.
cat-house-seven_swap-desc = Jogar um 7 troca sua mão com a de um jogador à sua escolha.
cat-house-zero_rotates-desc = Jogar um 0 passa cada mão para o próximo jogador.
cat-house-zero_swap-desc = Jogar um 0 troca sua mão com a de um jogador à sua escolha.
cat-house-draw_until_playable-desc = Compre até sair uma carta jogável.
cat-house-multi_play-desc = Jogue de uma vez várias cartas numéricas do mesmo número.
cat-house-no_action_finish-desc = Sua última carta não pode ser de ação nem coringa.
cat-house-last_holding_loses-desc = Quem fica sem cartas sai; perde o último que ainda tiver cartas.
cat-house-wd4_strict-desc = Um Coringa Compre Quatro ilegal é recusado em vez de ser um blefe.
cat-first-official-desc = A primeira carta vale para quem está à esquerda de quem dá as cartas (Pular, Inverter, Compre Duas, Coringa); um Coringa Compre Quatro volta ao baralho, que é embaralhado.
cat-first-as_dealer_played-desc = Conta como se quem dá as cartas a tivesse jogado, com todos os efeitos.
cat-first-ignore_actions-desc = Cartas de ação e Coringas Compre Quatro são cobertos até aparecer um número ou um coringa (o padrão do Mario Kart).
cat-scoring-winner_takes_all-desc = Quem vence a rodada marca todas as outras mãos; o primeiro a atingir a meta vence (oficial).
cat-scoring-average-desc = Quem vence marca a média das outras mãos, arredondada para cima a partir da metade.
cat-scoring-penalty-desc = Cada um marca a própria mão, quem vence 0; vence o menor total.
cat-scoring-none-desc = Uma rodada é a partida inteira (o padrão do Mario Kart).
cat-end-target-desc = A partida termina quando alguém atinge a meta de pontos.
cat-end-elimination-desc = Atingir a meta elimina o jogador; vence o último que sobrar.
cat-end-hands-desc = Um número fixo de rodadas em vez de uma meta; vence o melhor total.
cat-bot-easy-desc = Joga uma carta válida, sem plano.
cat-bot-medium-desc = Joga com bom senso: guarda os coringas, grita UNO, pega os outros.
cat-bot-hard-desc = Acompanha as cartas e pensa adiante.
cat-bot-learned-desc = Uma rede neural treinada por aprendizado por reforço com as regras clássicas (com outras regras, mais ou menos tão forte quanto o nível médio); uma olhada rápida por jogada.
cat-option-first_card-desc = Como age a primeira carta de uma rodada.
cat-option-hand_size-desc = Cartas dadas a cada jogador.
cat-option-challenge-desc = Um Coringa Compre Quatro pode ser desafiado.
cat-option-target-desc = A pontuação que encerra a partida.
cat-option-method-desc = Como se contam os pontos de uma rodada.
cat-option-game_end-desc = Quando a partida termina.
cat-option-zero_counts_ten-desc = Um 0 que sobra na mão vale 10 pontos.
cat-option-badtz_maru_cards-desc = Quantos Coringas Badtz-Maru há no baralho, seja qual for a modalidade.
cat-option-badtz_maru_counts_self-desc = Quem joga um Coringa Badtz-Maru pode estar entre os que têm menos cartas.
cat-option-wc-desc = A regra de cada Coringa Personalizável, a partir do WC1: efeitos que o jogo executa ou uma regra de honra.

## The rule book (web/js/rulebook.js)

rb-play-title = Como jogar nesta página
rb-play-intro = Sua mão fica embaixo, ordenada por cor. As cartas que você pode jogar agora ficam levantadas e acesas; as outras ficam apagadas. Clique numa carta (ou selecione e aperte Enter) para jogá-la. Cada carta mostra nos cantos a forma da sua cor (vermelho um triângulo, amarelo um anel, verde uma cruz, azul três barras; um coringa não tem), e o mesmo vale para a cor em jogo e o seletor de cor, então a cor nunca é a única pista.
rb-keys-decision = Decisão
rb-keys-control = Controle
rb-keys-key = Tecla
rb-key-play = Jogar uma carta
rb-key-play-how = clique numa carta acesa da sua mão
rb-key-play-keys = ←/→ e depois Enter
rb-key-draw = Comprar
rb-key-draw-how = o monte, ou <b>Comprar</b>
rb-key-drawn = Jogar ou ficar com a carta comprada (R6.2)
rb-key-drawn-how = <b>Jogar</b> / <b>Ficar com ela</b>
rb-key-colour = Escolher uma cor (coringas, R5.3)
rb-key-colour-how = o seletor de cor: Vermelho, Amarelo, Verde, Azul
rb-key-player = Escolher um jogador (trocas com 7 e 0, Casco verde, coringas personalizáveis)
rb-key-player-how = o seletor de jogador
rb-key-wd4 = Responder a um Coringa Compre Quatro (R8.2)
rb-key-wd4-how = <b>Aceitar</b> ou <b>Desafiar</b>; depois de um desafio só você vê a mão
rb-key-stack = Uma penalidade acumulada (R13)
rb-key-stack-how = o total aparece na pilha; acumule uma carta acesa ou <b>Comprar N</b>
rb-key-uno = Dizer UNO (R10)
rb-key-uno-how = <b>UNO!</b>: aperte antes da sua penúltima carta para dizer junto com a jogada, ou depois, até alguém te pegar
rb-key-catch = Pegar quem não disse UNO
rb-key-catch-how = <b>Pegar</b> no lugar da pessoa
rb-key-jump = Se adiantar (R13)
rb-key-jump-how = uma carta idêntica acende fora da vez: clique nela
rb-key-honour = Regras de honra (R8.5)
rb-key-honour-how = <b>Feito!</b> ou <b>Aceitar o castigo (comprar N)</b>
rb-key-next = Próxima rodada
rb-key-next-how = <b>Próxima rodada</b> na tabela de pontos (ela também é distribuída sozinha)
rb-key-log = Registro
rb-key-log-how = o painel de registro (um botão em telas pequenas)
rb-play-keyboard = Só com o teclado dá para jogar uma partida inteira: Tab chega à mão (uma parada; as setas, Home e End andam dentro dela), aos botões de ação, aos botões <b>Pegar</b> dos lugares e ao registro. Diálogos e painéis sobre a mesa ficam com o foco até fecharem e depois o devolvem à mesa.
rb-play-server = O servidor confere cada jogada (R4.4): uma jogada recusada não muda nada e você vê o motivo. Ao recarregar ou perder a conexão, você volta sozinho para o mesmo lugar.
rb-r1-title = Baralhos
rb-r1-house = { $presets } usam o baralho { $deck } com regras da casa (R13). Um baralho também pode ser uma lista de quantidades de cartas (R14).
rb-r2-title = Preparação
rb-r2-1 = De 2 a 10 jogadores.
rb-r2-2 = Rodada 1: todos compram uma carta, e o número mais alto dá as cartas (cartas de ação e coringas valem 0; empate compra de novo). A mesa também pode fixar quem dá as cartas. Nas rodadas seguintes, quem dá as cartas passa para a esquerda.
rb-r2-3 = 7 cartas para cada um (opção: cartas na mão), uma de cada vez a partir da esquerda de quem dá, em sentido horário. O resto é o monte; a carta de cima começa a pilha de descarte.
rb-r2-4 = Os lugares são numerados em sentido horário; "esquerda" é o sentido horário.
rb-r3-title = A primeira carta
rb-r3-official = <b>Oficial</b> (padrão): um número não faz nada; um Pular faz pular quem está à esquerda de quem deu as cartas; um Inverter faz quem deu começar em sentido anti-horário; um Compre Duas faz quem está à esquerda de quem deu comprar 2 e perder a vez; um Coringa (ou Embaralhar Mãos, personalizável, Badtz-Maru, Caixa de Itens) deixa quem está à esquerda de quem deu escolher a cor e jogar; um Coringa Compre Quatro volta ao baralho, que é embaralhado, e uma nova carta é virada.
rb-r3-dealer = <b>Como se quem dá as cartas a jogasse</b>: conta como jogada por quem deu as cartas (escolhendo a cor, se for coringa), com todos os efeitos, inclusive os das regras da casa do 7 e do 0; um Coringa Compre Quatro faz quem está à esquerda de quem deu comprar 4.
rb-r3-ignore = <b>Ignorar ações</b> (Mario Kart): cartas de ação e Coringas Compre Quatro são cobertos por novas cartas até aparecer um número ou outro coringa.
rb-r3-first = Ninguém pode acumular sobre a primeira carta nem desafiá-la.
rb-r4-title = A vez de jogar
rb-r4-1 = Na sua vez: jogue uma carta válida ou compre. Nada mais termina a vez.
rb-r4-2 = Depois joga o próximo no sentido atual, a não ser que uma carta diga outra coisa.
rb-r4-3 = Quando vários jogadores precisam comprar, compram na ordem das vezes, começando depois de quem jogou a carta.
rb-r4-4 = Uma jogada inválida é recusada com uma mensagem e não muda nada; o programa nunca pune um clique errado.
rb-r5-title = Quais cartas podem ser jogadas
rb-r5-1 = A cor em jogo é a da carta de cima, ou a cor escolhida para um coringa.
rb-r5-2 = Uma carta colorida combina com a cor em jogo, ou com o número ou símbolo da carta de cima.
rb-r5-3 = Coringa, Embaralhar Mãos, coringas personalizáveis, Badtz-Maru e Caixa de Itens podem ser jogados sempre; você escolhe qualquer cor (a cor da Caixa de Itens vem do seu item, R9).
rb-r5-4 = Um Coringa Compre Quatro só é válido se você não tiver nenhuma carta da cor em jogo (num baralho com Caixas de Itens, uma Caixa na mão conta como essa cor). Mesmo assim você pode jogá-lo como blefe e arriscar um desafio (R8.3), a não ser que <i>Compre Quatro estrito</i> esteja ligado.
rb-r6-title = Comprar
rb-r6-1 = Você pode comprar mesmo quando poderia jogar.
rb-r6-2 = Você compra uma carta. Se der para jogá-la, pode jogar na hora ou ficar com ela; se não, a vez passa.
rb-r6-3 = <i>Comprar até poder jogar</i>: continue comprando até sair uma carta jogável. As compras de castigo são sempre exatas.
rb-r6-4 = Um monte vazio é refeito com o descarte que está sob a carta de cima (as cores escolhidas são esquecidas). Se ainda não houver nada, a compra é pulada.
rb-r7-title = Cartas de ação
rb-r7-1 = Pular: o próximo jogador perde a vez.
rb-r7-2 = Inverter: o sentido muda; com dois jogadores funciona como um Pular.
rb-r7-3 = Compre Duas: o próximo jogador compra 2 e perde a vez (não dá para responder com um Compre Duas, a não ser que acumular esteja ligado).
rb-r7-4 = Com dois jogadores, Pular e Compre Duas deixam você jogar de novo.
rb-r8-title = Coringas
rb-r8-1 = Coringa: escolha a cor.
rb-r8-2 = Coringa Compre Quatro: escolha a cor; o próximo jogador <b>aceita</b> (compra 4, perde a vez) ou <b>desafia</b> (se o desafio for permitido).
rb-r8-3 = Desafio: quem jogou o Compre Quatro mostra a mão só para quem desafiou. Se antes tinha uma carta da cor em jogo (culpado), compra 4 e quem desafiou joga normalmente; se não, quem desafiou compra 6 e perde a vez.
rb-r8-4 = Coringa Embaralhar Mãos: escolha a cor; todas as mãos são juntadas, embaralhadas e distribuídas a partir do próximo jogador.
rb-r8-5 = Coringa Personalizável: escolha a cor e então vale a regra da carta: ou efeitos que o jogo executa, ou uma <b>regra de honra</b> mostrada a todos, que o alvo cumpre (<b>Feito!</b>) ou paga comprando o castigo.
rb-r8-6 = Coringa Badtz-Maru: escolha a cor; entre os outros jogadores, quem tem menos cartas compra 4. Ninguém perde a vez.
rb-r9-title = Coringa Caixa de Itens (Mario Kart)
rb-r9-intro = A carta de cima do monte é virada sobre a pilha e a sua cor dispara um item (a ação da própria carta é ignorada):
rb-r9-wild = Um coringa
rb-r9-item = <b>{ $color }, { $item }</b>: { $effect }.
rb-r10-title = Dizer UNO
rb-r10-1 = Quando a sua própria jogada te deixa com uma carta, diga UNO: junto com a jogada, ou a qualquer momento depois, até alguém te pegar (dizer antes da jogada não conta).
rb-r10-2 = Até dizer, você está exposto: qualquer um pode te <b>pegar</b> e você compra 2. A chance acaba quando outro jogador age, quando você diz UNO ou quando sua mão deixa de ter uma carta só. O servidor segura cada pegada por um instante para que o seu UNO ainda possa chegar.
rb-r10-3 = Pegar alguém que não está exposto não faz nada.
rb-r10-4 = Jogadas que movem mãos (trocas, giro, Embaralhar Mãos) não expõem ninguém.
rb-r11-title = Bater
rb-r11-1 = Uma rodada termina quando, depois de resolvidos todos os efeitos de uma jogada, um jogador não tem cartas: ele vence a rodada. Um último Compre Duas ou Coringa Compre Quatro ainda é comprado pelo próximo jogador (e conta); não pode ser desafiado.
rb-r11-2 = Efeitos que movem mãos vêm primeiro: bater com um 0 com <i>O zero gira as mãos</i> passa adiante a sua mão vazia.
rb-r12-title = Pontos e vitória
rb-r12-1 = Valor das cartas: números o que mostram (um 0 pode valer 10), Pular / Inverter / Compre Duas 20, coringas 50.
rb-r12-2 = <b>O vencedor leva tudo</b> (oficial): quem vence marca as outras mãos; o primeiro a atingir a meta (500) vence. <b>Média</b>: quem vence marca a média das outras mãos. <b>Penalidade</b>: cada um marca a própria mão e o menor total vence; a partida termina na meta, por <b>eliminação</b> ou depois de <b>N rodadas</b>. <b>Uma rodada</b>: uma rodada é a partida. Em qualquer forma de pontuar, um número fixo de rodadas pode substituir a meta.
rb-r12-3 = Empates na vitória são divididos.
rb-r13-title = Regras da casa
rb-r13-preset = Modalidade <b>{ $name }</b>: { $list }.
rb-r14-title = Regras como dados
rb-r14-text = As regras de uma partida são um único valor: baralho, regra da primeira carta, opções, regras da casa, pontuação, cartas na mão e a regra de cada coringa personalizável. Você pode escrevê-las em JSON em <b>{ $json }</b> ao criar uma sala. Coringas personalizáveis tiram seus efeitos desta lista: { $effects }, ou uma regra de honra, onde T é { $targets }.
rb-decisions-title = Decisões onde o livro de regras deixa espaço
rb-dec-1 = Dá para pegar alguém enquanto uma decisão (como responder a um Compre Quatro) espera; pegar e dizer UNO nunca fecham a chance, se adiantar fecha.
rb-dec-2 = Com uma regra de acumular ligada, o jogador diante de uma penalidade é sempre consultado, mesmo sem nada para acumular.
rb-dec-3 = Um desafio julga a mão como estava quando o Compre Quatro foi jogado, contra a cor de antes.
rb-dec-4 = Compras causadas pelos efeitos de um coringa personalizável são imediatas: ninguém pode acumular sobre elas.
rb-dec-5 = O Casco verde sempre pede ao seu jogador que escolha; um Bob-omb compra 2 primeiro e depois pede a cor.
rb-dec-6 = Atingir a meta significa um total igual ou acima dela; <i>depois de N rodadas</i> termina a partida só depois da rodada N.
rb-dec-7 = O zero troca mãos e O zero gira as mãos não podem estar ligadas juntas; a eliminação precisa da pontuação por penalidade.
rb-dec-source = O texto completo, com cada decisão e o cenário que a fixa, está em { $file } no código-fonte.
# Between two sentences of one rule (a space; none in Japanese and Chinese).
rb-sentence-sep = { " " }
rb-r1-deck = <b>{ $name }</b> ({ $cards }): { $text }
rb-r13-rule = <b>{ $name }</b> (<code>{ $id }</code>): { $text }
