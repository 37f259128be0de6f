# UNO 한국어. 영어 파일(locales/en/uno.ftl)과 같은 메시지 ID, 같은 변수를 씁니다.
# 카드 코드(R7, W+4)는 그대로 두고, 카드 이름은 번역합니다.

language-name = 한국어
language-picker = 언어

## 공통

you = 나
you-inline = 나
seat-n = { $n }번 자리
n-cards = 카드 { $count }장
n-rounds = { $count }라운드
n-actions = 행동 { $count }번
n-points = { $count }점
n-seconds = { $count }초
loading = 불러오는 중…
close = 닫기
cancel = 취소
ok = 확인
try-again = 다시 시도
refused = 할 수 없어요
bot-level = { $level ->
    [easy] 쉬움 봇
    [medium] 보통 봇
    [hard] 어려움 봇
   *[other] { $level } 봇
}

## 색과 카드

color-R = 빨강
color-Y = 노랑
color-G = 초록
color-B = 파랑
card-number = { $color } { $number }
card-skip = { $color } 스킵
card-reverse = { $color } 리버스
card-draw_two = { $color } 드로우 투
card-wild = 와일드
card-wild_draw_four = 와일드 드로우 포
card-shuffle_hands = 와일드 셔플 핸즈
card-badtz_maru = 와일드 배드바츠마루
card-item_box = 와일드 아이템 박스
card-custom = 와일드 커스텀 { $number }
card-color-named = { $card }, 고른 색: { $color }
card-chosen-title = 고른 색: { $color }

## 마리오 카트 아이템 (R9)

item-mushroom = 버섯
item-banana_peel = 바나나 껍질
item-green_shell = 초록 등껍질
item-lightning = 번개
item-bob_omb = 봄병
item-effect-mushroom = { $player }: 바로 한 번 더 내요
item-effect-banana_peel = { $player } 바로 앞 사람이 2장 받아요
item-effect-green_shell = { $player }: 1장 받을 사람을 골라요
item-effect-lightning = 나머지 모두 1장씩 받고, { $player } 차례가 한 번 더 와요
item-effect-bob_omb = { $player }: 2장 받고 색을 골라요

## 오류

error-network = 서버에 연결할 수 없어요.
error-disconnected = 연결이 끊겼어요. 다시 연결하는 중…
error-not_your_turn = 아직 내 차례가 아니에요.
error-card_not_playable = 지금은 그 카드를 낼 수 없어요.
error-card_not_in_hand = 그 카드는 손에 없어요.
error-decision_pending = 지금은 안 돼요: 다른 결정을 기다리고 있어요.
error-pass_not_allowed = 낼 수 있는 카드를 뽑은 직후에만 그 카드를 가지고 있을 수 있어요.
error-cannot_challenge = 챌린지할 와일드 드로우 포가 없어요.
error-color_required = 그 와일드 카드의 색을 골라 주세요.
error-invalid_target = 그 플레이어는 고를 수 없어요.
error-multi_play_not_allowed = 그 카드들은 함께 낼 수 없어요.
error-action_finish_not_allowed = 마지막 카드는 액션 카드나 와일드 카드일 수 없어요: 대신 뽑으세요.
error-round_over = 라운드가 끝났어요.
error-round_not_over = 라운드가 아직 끝나지 않았어요.
error-game_over = 게임이 끝났어요.
error-no_such_seat = 그런 자리가 없어요.
error-not_host = 방장만 할 수 있어요.
error-game_in_progress = 게임이 진행 중이에요.
error-not_enough_players = 게임은 2~10자리가 필요해요.
error-room_full = 방이 꽉 찼어요.
error-rate_limited = 조금 천천히! 잠시 후에 다시 해 주세요.
error-no_such_room = 이 코드의 방이 없어요.
error-no_such_game = 이 번호로 끝난 게임이 없어요.
error-no_such_player = 그런 플레이어가 없어요.
error-bad_token = 이 자리의 열쇠가 더 이상 유효하지 않아요.
error-not_seated = 이 게임에 내 자리가 없어요.
error-no_game = 진행 중인 게임이 없어요.
error-seat_taken = 이미 누가 앉은 자리예요.
error-bad_seat = 그런 자리가 없어요.
error-already_seated = 이미 자리에 앉아 있어요.
error-too_many_rooms = 방을 너무 많이 열었어요.
error-server_full = 지금은 서버가 꽉 찼어요. 나중에 다시 해 주세요.
error-invalid_nickname = 그 닉네임은 쓸 수 없어요.
error-invalid_chat = 그 메시지는 보낼 수 없어요.
error-invalid_rules = 이 규칙으로는 게임을 할 수 없어요: { $detail }
error-invalid_settings = 이 방 설정은 쓸 수 없어요: { $detail }
# Rules the engine refused (uno_core::Problem): the detail of error-invalid_rules.
problem-unknown-preset = “{ $name }”(이)라는 프리셋은 없어요.
problem-unknown-house-rule = “{ $name }”(이)라는 하우스 룰은 없어요.
problem-house-conflict = { $first }와(과) { $second }은(는) 함께 켤 수 없어요 (R13).
problem-elimination-needs-penalty = 탈락 방식은 벌점 계산에서만 할 수 있어요 (R12.2).
problem-teams-elimination = 팀전에서는 탈락 방식을 쓸 수 없어요 (R15.4).
problem-teams-last-holding-loses = 팀전에서는 ‘마지막까지 카드를 든 사람이 진다’ 규칙을 쓸 수 없어요 (R15.5).
problem-hand-size = 한 사람에게 적어도 카드 한 장은 나눠 줘야 해요.
problem-target = 목표 점수는 1점 이상이어야 해요.
problem-deck-count = 덱에 { $card } 카드가 { $count }장 있어요. 같은 카드는 255장까지만 넣을 수 있어요.
problem-deck-card = “{ $entry }”은(는) 덱에 넣을 수 있는 카드가 아니에요.
problem-empty-deck = 덱에 카드가 없어요.
problem-no-starting-card = 덱에 라운드를 시작할 카드가 없어요 (R3: W+4가 아닌 카드가 있어야 해요).
problem-missing-wc-rule = 덱에 { $card }이(가) 있는데 규칙이 없어요 (R14).
problem-too-many-wc-rules = 커스텀 와일드 카드 규칙이 { $count }개예요. 그런 카드는 7장까지만 있을 수 있어요.
problem-players = 게임은 2~10명이 할 수 있어요. 지금은 { $count }명이에요 (R2.1).
problem-deck-too-small = 덱이 { $deck }장뿐이라 { $players }명에게 { $hand }장씩 나눠 주고 첫 카드를 뒤집기에는 모자라요.
problem-too-many-copies = { $card } 카드가 { $have }장 나왔지만 덱에는 { $deck }장뿐이에요.
problem-seat = 이 테이블에는 { $seat }번 자리가 없어요.
problem-team-players = 2인 팀전은 4, 6, 8, 10명이 있어야 해요. 지금은 { $count }명이에요 (R15.1).
error-game_not_over = 게임이 아직 끝나지 않았어요.
error-storage_unavailable = 지금은 서버가 저장할 수 없어요. 바뀐 것은 없어요. 잠시 후 다시 해 주세요.
error-shutting_down = 서버가 다시 시작하는 중이에요. 잠시 후 다시 해 주세요.
error-wrong_instance = 방이 다른 서버로 옮겨졌어요. 다시 연결하는 중…
error-internal = 서버에서 문제가 생겼어요.
error-rules-json = 규칙 JSON이 올바르지 않아요: { $detail }
error-json = 올바른 JSON이 아니에요: { $detail }
error-catalogue = 서버에서 규칙을 불러오지 못했어요: { $detail }
nick-empty = 닉네임을 정해 주세요.
nick-too-long = 24자까지 쓸 수 있어요.
nick-bad-chars = < > & " ' ` 글자는 쓸 수 없어요.

## 첫 화면

home-title = UNO: 브라우저에서 바로 하는 우노
home-tagline = 친구나 봇과 함께 브라우저에서 바로 즐겨요. 공식 규칙, 여러 에디션, 하우스 룰까지 모두 있어요.
home-play = 게임하기
home-nickname = 내 닉네임
home-nickname-label = 닉네임
quick-play = 빠른 게임
play-online = 온라인 게임
online-rules-label = 온라인 게임 규칙
online-length = 한 판, 몇 분
create-room = 방 만들기
create-room-rules = 이 규칙으로 방 만들기
help-online = 온라인 게임: 옆에서 고른 규칙으로 다른 사람들과 한 테이블에서 해요. 20초 안에 아무도 앉지 않은 자리는 봇이 채워요.
help-quick = 빠른 게임: 나와 보통 봇 셋이 기본 규칙으로 바로 시작해요.
help-create = 방 만들기: 옆에 보이는 규칙으로 방을 만들어요(바꾸려면 규칙…). 대기실에서 봇을 넣고 친구를 초대하세요.
join-title = 방에 들어가기
join-hint = 친구가 보내 준 코드를 입력하거나 링크를 붙여 넣으세요.
join-code-label = 방 코드나 링크
join = 들어가기
join-watch = …구경만 할래요
join-bad-code = 방 코드는 글자와 숫자 6개예요.
your-rooms = 내 방
your-room-as = { $name }(으)로 참가
foot-rulebook = 규칙서
foot-history = 게임 기록과 다시 보기
foot-api = API
foot-hint = 카드는 이 페이지가 직접 그려요. 키보드: ?를 누르면 조작법이 나와요.

## 규칙서

rulebook = 규칙서
rulebook-sections = 목차
rulebook-controls = 조작법
rulebook-decisions = 선택하기
rulebook-this-room = 이 방의 규칙

## 기록과 다시 보기

history-title = UNO: 게임 기록
history-heading = 게임 기록
history-all = 모든 게임
history-mine = 내 게임
history-older = 이전 게임
history-none = 아직 끝난 게임이 없어요. 한 판 해 볼까요?
leaderboard = 순위표
place-tied = { $place } (공동)
rating-chart-note = 선은 레이팅이 매겨진 게임마다 그 뒤의 레이팅이에요. 둘레의 띠는 실제 실력이 95% 신뢰도로 들어가는 범위로, { $lo }(왼쪽의 아래 숫자)부터 { $hi }(위 숫자)까지예요.
rating-bot = 봇
rating-bot-level = 내장 봇 ({ $level })
rating-bot-any = 봇
rating-interval = 95% 구간 { $lo }~{ $hi }
rating-games = { $count }게임
rating-none = 아직 레이팅이 매겨진 게임이 없어요.
rating-leaders-note = Glicko-2 레이팅(95% 구간), 레이팅이 매겨진 게임 수.
rating-unavailable = 지금은 볼 수 없어요.
rating-chart-label = 레이팅 게임 { $count }판의 레이팅: { $first }에서 { $last }(으)로
rating-place = { $place }위
rating-unrated = 레이팅 없음
player-title = UNO: 플레이어
player-heading = 플레이어
player-back = 순위표와 게임
rating-heading = 레이팅
rating-summary = 레이팅 게임 { $games }판, { $wins }승. 레이팅 편차 { $rd }; 구간은 95% 신뢰도로 실제 실력을 담고 있어요.
rating-not-yet = 아직 레이팅이 없어요: 다른 플레이어나 봇과 게임을 끝내면 레이팅이 생겨요.
rating-over-time = 레이팅 변화
player-recent = 최근 게임
player-no-games = 아직 끝난 게임이 없어요.
game-room = { $room }번 방
bot-note = ({ $level })
replay-title = UNO: { $id }번 게임 다시 보기
replay-heading = { $id }번 게임 다시 보기
replay-step = 단계
replay-all-steps = 모든 단계
replay-step-of = { $total }단계 중 { $step }단계
colour-in-play = 지금 색
direction-cw = ↻ 시계 방향
direction-ccw = ↺ 시계 반대 방향
round-n = { $n }라운드
th-player = 플레이어
th-cards = 카드
th-score = 점수
you-note = (나)
dealer-note = · 딜러
replay-your-hand = 내 손패 ({ $cards })
your-hand = 내 손패
no-cards = 카드가 없어요.
replay-own-hand = 내가 한 게임이라 내 손패만 보여요. 다른 사람 손패는 안 보여요.
replay-spectator = 다시 보기는 관전자가 본 그대로예요. 손패는 보이지 않아요.
replay-play = ▶ 재생
replay-play-label = 재생
replay-pause = ❚❚ 일시 정지
replay-first = 처음 단계
replay-prev = 이전 단계
replay-next = 다음 단계
replay-last = 마지막 단계
replay-meta = { $room }번 방 · { $when } · { $rounds } · { $actions }
replay-winner = 우승:
replay-players = 플레이어:
replay-fairness = 규칙과 공정성
replay-commitment = 약속값
replay-seed = 시드
replay-salt = 솔트
replay-download = 시나리오 파일로 받기
replay-this-step = 이 단계
replay-every-step = 모든 단계

## 테이블 진행 기록

log-reason-turn = {""}
log-reason-first_card = { " " }(첫 카드)
log-reason-penalty = { " " }(벌칙)
log-reason-challenge = { " " }(챌린지)
log-reason-caught = { " " }(우노를 안 외쳐서)
log-reason-effect = { " " }(카드 효과)
log-reason-honour = { " " }(약속 벌칙)
log-reason-item = { " " }(아이템)
log-dealer-draws = 딜러 정하기 카드: { $draws }.
log-dealer-draw = { $name } { $card }
log-dealer-tie = { $draws } 가장 높은 카드가 같아서 다시 뽑아요.
log-dealer = { $draws } 딜러는 { $name }.
log-round-started = { $round }라운드 시작! 딜러: { $name }.
log-dealt = 카드 { $count }장을 받았어요.
log-first-card = 첫 카드: { $card }.
log-first-card-returned = { $card }: 덱으로 돌려놓고 덱을 섞어요.
log-then = , 이어서{ " " }
log-played = { $name }: { $cards } 냄.
log-played-color = { $name }: { $cards } 내고 { $color } 선택.
log-jumped-in = { $name }: { $cards }(으)로 끼어들기!
log-jumped-in-color = { $name }: { $cards }(으)로 끼어들고 { $color } 선택.
log-drew = { $name }: 카드 { $count }장 받음{ $reason }.
log-drew-shown = { $name }: 카드 { $count }장 받음{ $reason }:
log-nothing-to-draw = 더 뽑을 카드가 없어요: { $name }, { $count }장 못 받음.
log-reshuffled = 버린 카드를 섞어 새 더미를 만들어요(카드 { $count }장).
log-passed = { $name }: 카드를 그냥 들고 있음.
log-color-chosen = { $name }: { $color } 선택.
log-player-chosen = { $name }: { $target } 선택.
log-skipped = { $name }: 한 차례 쉼.
log-direction-cw = 이제 시계 방향 ↻으로 진행해요.
log-direction-ccw = 이제 시계 반대 방향 ↺으로 진행해요.
log-penalty-pending = 벌칙 대기 중: { $total }장 받기.
log-challenged-guilty = { $name }: { $offender }의 와일드 드로우 포에 챌린지! 반칙이었어요. { $offender }, 4장 받기.
log-challenged-innocent = { $name }: { $offender }의 와일드 드로우 포에 챌린지! 정당했어요. { $again }, 6장 받기.
log-challenged-you-guilty = { $name }: 내 와일드 드로우 포에 챌린지! 반칙이었어요. 내가 4장 받아요.
log-challenged-you-innocent = { $name }: 내 와일드 드로우 포에 챌린지! 정당했어요. { $name }, 6장 받기.
log-hand-shown-to-you = { $name }의 손패를 나만 봐요:
log-your-hand-shown = 내 손패를 { $to }만 봐요:
log-hand-shown = { $name }의 손패를 { $to }만 봐요.
log-hands-swapped = { $a }와(과) { $b }의 손패를 바꿔요.
log-hands-rotated-cw = 모든 손패가 시계 방향으로 넘어가요.
log-hands-rotated-ccw = 모든 손패가 시계 반대 방향으로 넘어가요.
log-hands-shuffled = 모든 손패를 섞어 다시 나눠요(카드 { $sizes }장).
log-item = 아이템 박스에서 { $card }: { $item }! { $effect }.
log-no-item = 뒤집을 카드가 없어요: { $name }, 아이템 없음.
log-honour-asked = { $name }의 약속 규칙: “{ $text }” (아니면 { $penalty }장 받기).
log-complied = { $name }: 약속을 지켰어요.
log-uno-called = { $name }: “우노!”
log-uno-not-counted = { $name }: 우노! (지금은 인정되지 않아요)
log-exposed = { $name }: 카드가 한 장인데 우노를 안 외쳤어요!
log-caught = { $name }: { $target }의 우노 안 외침을 잡았어요! { $target }, 2장 받기.
log-catch-failed = { $name }: { $target } 잡기 실패, 너무 늦었어요.
log-went-out = { $name }: 카드를 다 내고 이번 라운드를 마쳤어요.
log-round-blocked = 아무도 내거나 뽑을 수 없어 라운드가 막혔어요. 손패 점수가 가장 낮은 사람: { $name }.
log-round-over = 라운드가 끝났어요.
log-round-won = { $name }, 라운드 승리!
log-eliminated = { $name }: 탈락.
log-game-over = 게임 끝.
log-game-over-winners = 게임 끝! 우승: { $winners }.

## 테이블

table-label = 게임 테이블
table-actions = 내 행동
pod-label = { $name }: { $cards }{ $toact ->
    [yes] , 차례
   *[no] {""}
}{ $exposed ->
    [yes] , 우노를 안 외침
   *[no] {""}
}
pod-title = { $n }번 자리: { $name }
catch-short = 잡았다!
no-uno-tag = 우노 안 외침!
draw-pile-label = 뽑을 더미, 남은 카드 { $n }{ $draw ->
    [yes] : 뽑기
   *[no] {""}
}
top-card = 맨 위 카드 { $card }
penalty-waiting = 벌칙 대기 중
penalty-waiting-draw = 벌칙 대기 중: { $n }장 받기
to-draw = 받기
play-goes-cw = 시계 방향으로 진행
play-goes-ccw = 시계 반대 방향으로 진행
dealer = 딜러
dealer-badge = 딜
bot-badge = 봇
bot-plays = 봇 대신 플레이
bot-plays-title = 봇이 이 플레이어 대신 하고 있어요
bot-account = 봇 계정
bot-account-title = 온라인 봇 프로그램(uno bot)
badge-offline = 오프라인
badge-out = 끝남
badge-eliminated = 탈락
pts = { $n }점
status-game-over = 게임이 끝났어요.
status-round-won = { $name }, 라운드 승리!
status-drew = { $card }를 뽑았어요. 낼까요, 들고 있을까요?
status-name-colour = 색을 골라 주세요.
status-choose-player = 플레이어를 골라 주세요.
status-wd4 = 와일드 드로우 포: 받아들이기({ $n }장 받기) 또는 챌린지.
status-stack = 벌칙 { $n }장: 빛나는 카드를 얹거나 { $n }장 받기.
status-honour = 약속을 지키거나 벌칙 받기: { $cards } 받기.
status-your-turn = 내 차례: 빛나는 카드를 내거나 한 장 뽑아요.
status-no-fit = 내 차례: 낼 카드가 없어요. 한 장 뽑아요.
status-watching = 구경 중. { $text }
status-jump-in = 끼어들 수 있어요!
table-waiting-play = { $name } 차례…
table-waiting-choose_color = { $name }: 색을 고르는 중…
table-waiting-choose_player = { $name }: 플레이어를 고르는 중…
table-waiting-accept_or_challenge = { $name }: 와일드 드로우 포를 받을지 챌린지할지 고르는 중…
table-waiting-play_or_pass = { $name }: 뽑은 카드를 낼지 고르는 중…
table-waiting-stack_or_draw = { $name }: 얹을지 벌칙을 받을지 고르는 중…
table-waiting-comply_or_penalty = { $name }: 약속을 지킬지 벌칙을 받을지 고르는 중…
honour-rule = 약속 규칙:
honour-you = 내가 하거나 카드를 받아요.
honour-them = { $name }: 하거나 카드를 받아요.
turn-timer = 차례 타이머
secs-short = { $n }초
btn-draw = 뽑기
btn-play-it = 내기
btn-keep-it = 들고 있기
btn-accept = 받아들이기({ $n }장)
btn-challenge = 챌린지
help-accept = 받아들이기:
help-accept-cost = { $n }장을 받고 차례를 넘겨요.
help-challenge = 챌린지:
help-challenge-cost = 상대에게 지금 색 카드가 있었다면 상대가 4장을 받고 내 차례가 이어져요. 없었다면 내가 6장을 받고 차례를 넘겨요.
btn-draw-n = { $n }장 받기
btn-choose-colour = 색 고르기
btn-choose-player = 플레이어 고르기
btn-done-it = 했어요
btn-take-penalty = 벌칙 받기({ $n }장)
uno-call-now = 지금 우노를 외쳐요. 누가 잡기 전에!
uno-arm = 다음 카드를 낼 때 우노를 외쳐요
uno-later = 한 장만 남게 될 때 우노를 외쳐요
btn-uno = 우노!
uno-armed = 다음 카드와 함께 우노를 외쳐요
btn-catch = { $name } 잡기!
watching-note = 구경 중이에요. 손패는 보이지 않아요.
call-uno = 우노를 외쳐요!
standin = 봇이 나 대신 하고 있어요.
take-seat-back = 내 자리로 돌아가기
hand-card-label = { $card }{ $state ->
    [jumpin] , 끼어들기 가능
    [playable] , 낼 수 있음
   *[no] {""}
}{ $drawn ->
    [yes] , 방금 뽑음
   *[no] {""}
}
refuse-now = 지금은 그 카드를 낼 수 없어요.
refuse-turn = 지금은 { $name } 차례예요.
refuse-drawn-only = 뽑은 뒤에는 방금 뽑은 카드만 낼 수 있어요.
refuse-penalty = 벌칙이 기다리고 있어요: 빛나는 카드를 얹거나 카드를 받아요.
refuse-answer = 먼저 질문에 답해 주세요.
refuse-wd4 = 와일드 드로우 포는 지금 색의 카드가 없을 때만 낼 수 있어요.
refuse-match = { $card }는 { $top }과도, 지금 색과도 맞지 않아요.
several-title = 여러 장 낼까요?
several-hint = 낼 카드를 순서대로 고르세요. 마지막 카드가 맨 위에 놓여요.
several-label = 여러 장 내기
pick-colour-for = { $card }를 내요: 색을 골라 주세요.
pick-colour = 지금 색을 골라 주세요.
reveal-title = { $name }의 손패 (나만 봐요)
th-cards-left = 남은 카드
th-hand-value = 손패 점수
eliminated-note = (탈락)
round-over-title = { $n }라운드 끝
nobody-out = 아무도 카드를 다 내지 못했어요.
next-round = 다음 라운드
look-at-table = 테이블 보기
they-win = { $names } 게임 승리
you-win = 내가 이겼어요!
you-win-with = { $names }와(과) 함께 이겼어요!
you-lose = 아쉽게 졌어요: { $theywin }.
rematch = 한 판 더
host-rematch = 방장이 한 판 더를 시작할 수 있어요.
change-table = 테이블이나 규칙 바꾸기
lobby = 대기실
watch-replay = 다시 보기
history = 지난 게임
fair-summary = 공정한 딜: 시드 확인하기
fair-text = 딜 전에 서버가 약속값을 공개했고, 이제 시드와 솔트를 공개해요. 누구나 이 명령으로 확인할 수 있어요:

## 방: 머리말, 기록, 채팅, 대기실

home = 처음으로
room-word = 방
room-label = { $code }번 방
room-code-label = 방 코드 { $code }
copy-invite = 초대 링크 복사
copy-link = 링크 복사
copy = 복사
link-copied = 초대 링크를 복사했어요.
rules = 규칙
log = 기록
event-log = 진행 기록
log-and-chat = 진행 기록과 채팅
chat-placeholder = 한마디 하기…
chat-label = 채팅 메시지
chat-join-first = 방에 들어가야 채팅할 수 있어요
send = 보내기
offline-bar = 연결이 끊겼어요. 자동으로 다시 연결하는 중…
conn-idle = 참가 전
conn-connecting = 연결 중…
conn-open = 연결됨
conn-closed = 다시 연결 중…
conn-gone = 연결 끊김
room-gone = 이 방은 없어요.
seat-expired = 이 자리는 만료됐어요. 다시 들어와 주세요.
join-room = { $code }번 방에 들어가기
back-home = 처음으로
join-playing = 게임이 진행 중이에요. 지금은 구경하고 다음 판에 함께해요.
join-seats-taken = 10자리 중 { $count }자리 찼어요.
join-host = 방장: { $name }.
join-table = 테이블에 앉기
watch = 구경하기
log-reconnected = 다시 연결됐어요. 테이블이 최신 상태예요.
log-show-earlier = 이전 { $n }줄 보기
log-joined = { $code }번 방에 { $name }(으)로 들어왔어요{ $watching ->
    [yes] {" "}(구경 중)
   *[no] {""}
}.
log-game-starts = { $n }번째 게임 시작!
log-round-dealt = { $n }라운드 카드를 나눴어요.
log-round-seed = { $n }라운드 시드를 공개했어요.
log-game-seed = 게임 시드를 공개했어요. 다시 보기: { $id }번 게임.
fair-committed = 딜이 약속됐어요
fair-commitment = 공정성: 약속값
fair-check-deal = 공정성: 딜 확인
fair-check-game = 공정성: 게임 확인
fair-check-it = 확인하기
catch-held = { $secs }초 동안 잡기 보류: 아직 우노를 외칠 수 있어요.
note-full = 방이 꽉 차서 구경 중이에요.
note-in-progress = 게임이 진행 중이라 구경 중이에요. 다음 게임에 자리에 앉으세요.
target-one-round = 한 라운드로 끝나는 게임이에요.
target-hands = { $n }라운드 동안 해요. { $low ->
    [yes] 합계가 가장 낮은
   *[no] 합계가 가장 높은
} 사람이 이겨요.
target-elimination = { $target }점에 닿으면 탈락해요. 마지막까지 남은 사람이 이겨요.
target-penalty = 누군가 { $target }점에 닿으면 합계가 가장 낮은 사람이 이겨요.
target-first-to = 먼저 { $target }점을 얻으면 이겨요.
make-host = 방장 넘기기
make-host-title = { $name }에게 방장 넘기기
make-host-label = 방장 넘기기: { $name }
badge-you = 나
badge-host = 방장
host-note = (방장)
badge-online = 온라인
move-up = 위로
move-up-label = { $name } 위로
move-down = 아래로
move-down-label = { $name } 아래로
remove-seat = 테이블에서 빼기
remove-seat-label = { $name } 빼기
no-one-seated = 아직 아무도 앉지 않았어요.
bot-level-label = 봇 난이도
add-bot = 봇 넣기
leave-seat = 자리 비우기(구경)
take-seat = 자리에 앉기
start-new-game = 새 게임 시작
start-game = 게임 시작
table-heading = 테이블
waiting-for-host = { $name } 님이 시작하기를 기다리는 중.
waiting-for-the-host = 방장이 시작하기를 기다리는 중.
need-two-seats = 봇을 넣거나 친구를 초대하세요. 게임은 2자리가 필요해요.
back-final-table = 최종 결과로 돌아가기
invite = 초대하기
invite-hint = 이 링크나 코드를 보내 주세요. 친구가 자리에 앉거나 구경할 수 있어요.
invite-link = 초대 링크
turn-timer-on = 차례 타이머: { $n }초.
turn-timer-off = 차례 타이머: 꺼짐.
change-rules = 규칙 바꾸기
watching = 구경 중
nobody-watching = 구경하는 사람이 없어요.
change-the-rules = 규칙 바꾸기
save = 저장

## 점수, 고르기, 도움말, 설정

seats-full = 10 / 10자리 · 꽉 찼어요
seats-ready = { $n } / 10자리 · 시작할 수 있어요
seats-need = { $n } / 10자리 · 시작하려면 { $more }자리 더 필요해요
round-by-round = 라운드별 점수
points-each-round = 라운드마다 얻은 점수
points-taken-caption = 라운드마다 받은 점수 (합계가 가장 낮은 사람이 승리)
points-won-caption = 라운드마다 얻은 점수
th-total = 합계
the-game = 게임 결과
last-round-caption = 마지막 라운드 ({ $n }라운드)
went-out = 다 냄
next-round-soon = 잠시 후 다음 라운드 카드를 자동으로 나눠요.
next-round-in = { $n }초 뒤 다음 라운드.
dealing-next = 다음 라운드 카드를 나누는 중…
n-in-hand = 손에 { $count }장
colour-keys = 키: R, Y, G, B.
colour-picker = 색 고르기
pick-green-shell = { $item }: 누가 1장 받을까요?
pick-swap = 누구와 손패를 바꿀까요?
pick-custom = { $card }: 플레이어를 골라 주세요.
player-picker = 플레이어 고르기
tip-lit = 빛나는 카드가 지금 낼 수 있는 카드예요. 빛나는 카드가 없으면 한 장 뽑아요.
tip-uno = 두 장 남았나요? 한 장을 낼 때 우노를 누르세요. 안 그러면 들켜서 2장을 받을 수 있어요.
tip-catch = 한 장 남은 사람이 우노를 잊었나요? 잡기 버튼이 나타나요. 그 사람이 2장을 받아요.
next-tip = 다음 도움말
got-it = 알겠어요
tips-label = 첫 게임 도움말
tip = 도움말
sound-on = 소리 켜짐: 끄기
sound-off = 소리 꺼짐: 켜기
mute-sound = 소리 끄기
theme-light = 밝은 테마: 어둡게 바꾸기
theme-dark = 어두운 테마: 밝게 바꾸기
light-theme = 밝은 테마

## 규칙 고르기와 공개 테이블

sum-custom-deck = 사용자 덱
sum-cards-each = 한 사람당 { $n }장
sum-one-round = 한 라운드, 점수 없음
sum-out-at = { $n }점이면 탈락
sum-no-house = 하우스 룰 없음
sum-house-n = 하우스 룰 { $count }개
rules-button = 규칙…
hide-rules = 규칙 숨기기
done = 완료
rules-new-room = 새 방의 규칙
rules-new-room-hint = 방 만들기에 쓰일 규칙이에요. 여기서 바꾸지 않으면 기본 규칙이에요.
rules-json-invalid = 규칙 JSON: 아직 올바르지 않아요
pt-seats-taken = { $seats }자리 중 { $taken }자리 참
n-players = { $count }명
pt-host = 방장 { $name }
quick-match = 빠른 매칭
tables-waiting = 사람을 기다리는 테이블
games-in-progress = 진행 중인 게임
public-tables = 공개 테이블
waiting-players = 사람을 기다리는 중
games-to-watch = 구경할 수 있는 게임
lobby-counts = 접속 { $players }명 · 대기 테이블 { $tables }개 · 진행 중 게임 { $games }개
join-host-table = { $name }의 테이블에 들어가기
watch-host-game = { $name }의 게임 구경하기
no-table-waiting = 기다리는 테이블이 없어요. 온라인 게임을 눌러 하나 열어 보세요.
no-public-game = 진행 중인 공개 게임이 없어요.
quick-note = 공개 테이블 (빠른 매칭, { $seats }자리).
quick-starts-in = { $n }초 뒤에 게임이 시작되고 봇 { $bots }개가 빈자리를 채워요.
quick-starting = 게임이 시작되고 있어요…
quick-seats-taken = { $n } / { $seats }자리
quick-bots-wait = 잠시 뒤 봇 { $bots }개가 빈자리를 채워요.
table-listed = 이 테이블은 공개 목록에 올라가 있어요.
list-table = 이 테이블을 공개 목록에 올리기

## 방의 규칙 목록

spec-deck = 덱
spec-custom-deck = (사용자 덱)
spec-challenge = 챌린지
spec-no-challenge = 와일드 드로우 포에 챌린지할 수 없어요
spec-can-challenge = 와일드 드로우 포에 챌린지할 수 있어요
spec-dealer = { $n }번 자리가 먼저 딜
spec-elimination-at = { $n }점에서 탈락
spec-target = 목표 { $n }점
spec-scoring = 점수 계산
spec-zeros = 0 카드
spec-zeros-ten = 10점
spec-player-counts = , 낸 사람도 포함
spec-honour = 약속: “{ $text }” (아니면 { $n }장 받기)
spec-effects = 효과: { $list }
spec-house = 하우스 룰
spec-none = 없음

## 규칙 목록의 이름

cat-deck-classic = 클래식
cat-deck-shuffle-hands = 셔플 핸즈
cat-deck-hello-kitty = 헬로키티
cat-deck-mario-kart = 마리오 카트
cat-preset-killer = 킬러
cat-preset-german = 독일식
cat-house-stack_draw_two = 드로우 투 쌓기
cat-house-stack_draw_four = 와일드 드로우 포 쌓기
cat-house-stack_mixed = 섞어 쌓기
cat-house-jump_in = 끼어들기
cat-house-jump_in_draw_two = 드로우 투에 끼어들기
cat-house-seven_swap = 7로 손패 바꾸기
cat-house-zero_rotates = 0으로 손패 돌리기
cat-house-zero_swap = 0으로 손패 바꾸기
cat-house-draw_until_playable = 낼 수 있을 때까지 뽑기
cat-house-multi_play = 여러 장 내기
cat-house-no_action_finish = 기능 카드로 끝내기 금지
cat-house-last_holding_loses = 마지막까지 든 사람이 패배
cat-house-wd4_strict = 엄격한 와일드 드로우 포
cat-scoring-winner_takes_all = 승자 독식
cat-scoring-average = 평균
cat-scoring-penalty = 벌점
cat-scoring-none = 한 라운드
cat-end-target = 목표 점수에서
cat-end-elimination = 탈락전
cat-end-hands = N라운드 뒤
cat-bot-easy = 쉬움
cat-bot-medium = 보통
cat-bot-hard = 어려움
cat-bot-learned = 학습형
cat-bot-random = 무작위
cat-bot-chaos = 혼돈
cat-first-official = 공식 규칙
cat-first-as_dealer_played = 딜러가 낸 것처럼
cat-first-ignore_actions = 기능 카드 무시
cat-option-first_card = 첫 카드
cat-option-hand_size = 처음 손패 수
cat-option-challenge = 챌린지 허용
cat-option-target = 목표 점수
cat-option-method = 점수 계산 방법
cat-option-game_end = 게임 끝나는 때

## 터미널 게임 (uno play)

tui-you = 나
tui-you-inline = 나
tui-seat = { $n }번 자리
tui-nobody = 아무도
tui-and = { $first }, { $last }
tui-cw = 시계 방향
tui-ccw = 시계 반대 방향
tui-color-red = 빨강
tui-color-yellow = 노랑
tui-color-green = 초록
tui-color-blue = 파랑
tui-round-started = { $round }라운드 — 딜러: { $name }
tui-first-card = 첫 카드 { $card }
tui-covered-first = { $cards }을(를) 뒤집었다가 덮었어요{ $why ->
        [ignore] : 여기서는 액션 카드나 W+4로 라운드를 시작하지 않아요
       *[none] {""}
    } — 첫 카드 { $card }
tui-played = { $name }: { $cards } 냄
tui-jumped-in = { $name }: { $cards }(으)로 끼어들기
tui-a-card = 카드 1장
tui-n-cards = 카드 { $count }장
tui-why-challenge = { " " }(챌린지)
tui-why-caught = { " " }(우노 안 외침)
tui-why-honour = { " " }(약속 벌칙)
tui-why-item = { " " }(아이템)
tui-drew = { $name }: { $what } 받음{ $why }
tui-kept = { $name }: 카드를 들고 있음
tui-chose = { $name }: { $what } 선택
tui-skipped = { $name }: 한 차례 쉼
tui-direction = 진행 방향: { $dir }
tui-penalty-now = 벌칙 이제 +{ $total }
tui-uno-called = { $name }: 우노!
tui-exposed-you = 카드가 한 장인데 우노를 안 외쳤어요: u를 누르세요!
tui-exposed = { $name }: 한 장 남았는데 우노를 안 외침 (c로 잡기)
tui-caught-you = { $name }에게 잡혔어요
tui-caught = { $name }: { $target }의 우노 안 외침을 잡음
tui-went-out = { $name }: 카드를 다 냄
tui-round-ended = 라운드 끝
tui-round-won = { $name }: 라운드 승리
tui-round-won-all = { $name }: 라운드 승리, { $points }점 획득 (다른 사람들 손에 남은 카드 점수)
tui-round-won-average = { $name }: 라운드 승리, 다른 손패 점수의 평균을 얻어요
tui-round-won-penalty = { $name }: 라운드 승리, 0점. 나머지는 손에 남은 카드만큼 점수를 받아요
tui-game-over = 게임 끝: { $names } 승리
tui-players = 플레이어
tui-log = 진행 기록
tui-col-player = 플레이어
tui-col-cards = 카드
tui-col-score = 점수
tui-top = 맨 위
tui-colour = 색
tui-colour-to-choose = 색 고르기 전
tui-pile = 더미 { $n }
tui-penalty = 벌칙 +{ $n }
tui-prompt-colour-for = { $cards }의 색: r 빨강, y 노랑, g 초록, b 파랑 (Esc 취소)
tui-prompt-catch = 누구를 잡을까요? { $list } (Esc 취소)
tui-prompt-quit = 게임을 끝낼까요? y 끝내기, n이나 Esc는 돌아가기
tui-prompt-round-over = { $round }라운드 끝: { $name } 승리. Enter: 다음 라운드
tui-prompt-game-over = 게임 끝: { $names } 승리 ({ $rounds }라운드).
    r 한 판 더 (같은 자리, 새 시드) · n 새 게임 · q 끝내기
tui-prompt-no-fit = 내 차례: 낼 카드가 없어요, 뽑기 (d)
tui-prompt-your-turn = 내 차례: 카드 내기 (Enter나 번호) 또는 뽑기 (d)
tui-prompt-drew = { $card }를 뽑았어요: 내기 (Enter) 또는 들고 있기 (k)
tui-prompt-colour = 색을 골라요: r 빨강, y 노랑, g 초록, b 파랑
tui-prompt-player = 플레이어를 골라요: 번호를 누르세요 (플레이어 목록의 #)
tui-prompt-penalty-draw = 벌칙 +{ $n }: 얹을 카드가 없어요, d로 { $n }장 받기
tui-prompt-penalty-stack = 벌칙 +{ $n } 대기: 카드 얹기 (Enter) 또는 d로 { $n }장 받기
tui-prompt-honour = 약속 규칙: "{ $text }": o 지키기, t 벌칙 받기
tui-prompt-waiting = { $name } { $what ->
    [turn] 차례
    [play_or_pass] 낼 수 있는 카드를 뽑음
    [choose_color] 색 고르는 중
    [choose_player] 플레이어 고르는 중
    [accept_or_challenge] W+4에 답하는 중
    [stack_or_draw] 벌칙에 답하는 중
    [comply_or_penalty] 약속 규칙에 답하는 중
   *[other] {""}
}…
tui-key-colour = 색
tui-key-cancel = 취소
tui-key-seat-to-catch = 잡을 자리
tui-key-quit = 끝내기
tui-key-back = 게임으로
tui-key-card-codes = 카드 코드
tui-key-keys-rules = 키와 규칙
tui-key-close = 닫기
tui-key-rematch = 한 판 더
tui-key-new-game = 새 게임
tui-key-keys = 키
tui-key-next-round = 다음 라운드
tui-key-call-uno = 우노!
tui-key-catch = 잡기
tui-key-choose-player = 플레이어 고르기
tui-key-jump-in = 끼어들기
tui-key-play = 내기
tui-key-play-card = 카드 내기
tui-key-mark = 표시 (여러 장)
tui-key-accept = 받아들이기 ({ $n }장)
tui-key-challenge = 챌린지
tui-key-draw = 뽑기
tui-key-keep = 들고 있기
tui-key-comply = 지키기
tui-key-take-penalty = 벌칙 받기
tui-key-uno-armed = 우노 준비됨
tui-key-uno-with-play = 낼 때 우노
tui-key-select = 고르기
tui-key-hint = 힌트

## 규칙 고르기 양식

timer-none = 타이머 없음
timer-secs = { $n }초
timer-mins = { $n }분
rule-link-title = 규칙 설명: 규칙서의 { $rule }
rule-link-label = 규칙 설명 ({ $rule })
house-implies = { $list }도 함께 켜져요.
house-excludes = { $list }와(과) 함께 쓸 수 없어요.
form-preset = 기본 규칙
form-rounds = 라운드 수
form-wc-rule = WC{ $n } 약속 규칙
form-wc = { $title }: 다음 사람이 하거나 1장 받아요
form-json = 규칙 JSON
form-json-reset = 양식대로 되돌리기
form-json-hint = 엔진이 아는 무엇이든 바꿀 수 있어요. 사용자 덱이나 커스텀 와일드도요. 쓴 그대로 보내요.
form-watch = 구경만 할래요
form-watch-line = 자리에 앉지 않고 방을 만들어요.
form-timer-line = 이 시간이 지나면 서버가 대신 해요.
form-more = 더 보기: 첫 카드, 챌린지, 카드 점수
cat-option-zero_counts_ten = 0은 10점
cat-option-badtz_maru_cards = 덱의 배드바츠마루 카드 수
cat-option-badtz_maru_counts_self = 배드바츠마루를 낸 사람도 포함
cat-option-wc = 커스텀 와일드
bot-name-n = { $base } { $n }
pod-cards-word = 장
tui-your-hand = 내 손패: { $count }장
tui-h-round = { $n }라운드
tui-h-dealer = 딜러 { $name }
tui-h-seed = 시드 { $seed }
tui-dealer-won = { $name }: 딜러 뽑기에서 이김

## 힌트 (issue 31 §2)

btn-hint = 힌트
hint-title = 지금 내 눈에 보이는 것만으로 코치가 고른 수
hint-says = 힌트: { $what } (이번 라운드 승률 약 { $pct }%)
hint-what = { $do ->
    [draw] 카드 한 장 뽑기
    [pass] 뽑은 카드 갖고 있기
    [accept] 벌칙 받기
    [challenge] 챌린지하기
    [comply] 하기
    [penalty] 벌칙 받기
    [colour] { $colour } 고르기
    [player] { $player } 고르기
    [play-colour] { $cards } 내고 { $colour } 고르기
   *[play] { $cards } 내기
}
allow-hints = 힌트 허용 (이 방의 게임은 랭킹에 반영되지 않아요)
hints-on = 이 방은 힌트를 쓸 수 있어요. 그래서 게임이 랭킹에 반영되지 않아요.
error-hints_off = 이 방에서는 힌트를 쓸 수 없어요.
error-no_decision = 지금은 내가 정할 게 없어요.
error-hints_not_allowed = 힌트는 랭킹에 반영되지 않는 비공개 방에서만 쓸 수 있어요.

## 터미널 점수판과 팀전 (R15)

tui-scores-game-over-scores = 게임 끝: 점수
tui-scores-game-over = 게임 끝
tui-scores-round = { $n }라운드 점수
tui-col-in-hand = 손패
tui-col-total = 합계
tui-in-hand-note = 손패: 남은 카드의 점수
tui-you-won-game = 게임에서 이겼어요!
tui-game-won-by = 우승: { $names }
tui-team-won-round = { $team }팀이 라운드를 이겼어요 ({ $names })
# R15.4: the game is won by a team (both partners), not shared.
tui-game-over-team = 게임 끝: { $team }팀 승리 ({ $names })
tui-partner-note = * 내 짝꿍: { $name }

## 터미널 진행 기록: 드문 일들

tui-first-card-returned = 처음 뒤집은 { $card }은(는) 덱으로 돌아가요
tui-nothing-to-draw = { $name }이(가) 뽑을 카드가 남지 않았어요
tui-reshuffled = 버린 카드 { $count }장을 섞어 새 뽑을 더미를 만들었어요
tui-challenged = { $name }, { $targetyou ->
    [yes] 내
   *[no] { $target }의
} 와일드 드로우 포에 챌린지: { $guilty ->
    [yes] 반칙이었어요!
   *[no] 문제없었어요
}
tui-hand-shown = { $name }, { $to }에게 손패를 보여 줬어요
tui-you-showed-hand = { $to }에게 내 손패를 보여 줬어요
tui-showed-you = { $name }이(가) 보여 준 손패:{ $cards }
tui-chance-uno = u: 지금 UNO를 외치세요!
tui-chance-catch = c: { $name } 잡기 (UNO 안 함)
tui-chance-jump-in = j: { $cards }(으)로 끼어들기
tui-uno-armed-line = 다음에 낼 때 UNO!를 외칩니다
tui-w4-someone = 플레이어
tui-w4-played = { $name }이(가) 당신에게 +4를 냈습니다. d 또는 x로 답하세요:
tui-w4-played-colour = { $name }이(가) 당신에게 +4를 냈습니다 (지금 색: { $colour }). d 또는 x로 답하세요:
tui-w4-accept = d 받아들이기: 카드 { $n }장을 뽑고 차례를 잃습니다
tui-w4-before-colour = { $colour } 카드(+4 전의 색){ $itembox ->
    [yes] { " " }또는 아이템 박스
   *[no] {""}
}
tui-w4-before-any = +4 전의 색 카드{ $itembox ->
    [yes] { " " }또는 아이템 박스
   *[no] {""}
}
tui-w4-challenge = x 도전: { $name }이(가) 손패를 보여 줍니다. { $name }에게 { $before }이(가) 있었다면 { $name }이(가) 4장을 뽑고 당신은 계속합니다. 없었다면 당신이 6장을 뽑고 차례를 잃습니다.
tui-w4-stack = Enter 그 위에 +4 쌓기: 다음 플레이어는 +{ $n }
tui-swapped = { $a }와(과) { $b }의 손패를 맞바꿨어요
tui-hands-passed = 모든 손패가 { $dir }으로 넘어갔어요
tui-hands-shuffled = 모든 손패를 섞어서 다시 나눴어요
tui-item-box = 아이템 박스에서 { $card }: { $item }
tui-no-item = 아이템 박스: 뒤집을 게 없어요
tui-item-mushroom = 버섯: 한 번 더
tui-item-banana_peel = 바나나 껍질: 이전 플레이어가 2장 뽑기
tui-item-green_shell = 초록 등껍질: 고른 플레이어가 1장 뽑기
tui-item-lightning = 번개: 나머지 모두 1장씩 뽑고, 한 번 더
tui-item-bob_omb = 봄병: 2장 뽑고 색 고르기
tui-honour = { $name }의 명예 규칙: "{ $text }" (안 하면 { $n }장 뽑기)
tui-complied = { $name }, 해냈어요
tui-uno-not-counted = { $name }의 우노 외침은 인정되지 않았어요
tui-catch-failed = { $name }, { $target }을(를) 잡으려 했지만 효과 없음
tui-blocked = 아무도 내거나 뽑을 수 없어서 라운드가 막혔어요. 손패가 가장 적은 건 { $name }
tui-eliminated = { $name } 탈락

## 페이지의 팀전 (R15)

cat-option-teams = 2인 1팀으로 하기
cat-option-teams-desc = 짝꿍은 마주 보고 앉아 함께 이기고, 점수를 내고, 집니다 (4, 6, 8, 10명).
spec-teams-pairs = 2인 1팀, 짝꿍은 맞은편
form-unscored = '{ $rule }'에서는 쓰지 않아요: 한 판으로 게임이 끝나고 점수는 세지 않아요. 마지막까지 카드를 든 사람이 지고 나머지는 모두 이겨요 (R13).
form-no-teams = '{ $rule }'은(는) 팀으로 할 수 없어요 (R15.5).
spec-unscored = 없음 (한 판, 마지막까지 카드를 든 사람이 져요)
team-title = { $team }팀
partner-badge = 짝꿍
scores-by-team = 점수는 팀별: 짝꿍끼리 합계를 함께 써요
teams-need-seats = 2인 1팀은 자리가 4, 6, 8, 10개여야 해요 (지금 { $n }개).
long-rounds-note = { $n }자리에 배드바츠마루가 { $cards }장이면 한 판이 수천 턴 이어질 수 있어요 (R8.6: 카드가 가장 적은 사람이 계속 4장을 뽑아요). 배드바츠마루를 2장 이하로 하면 (규칙: 덱의 배드바츠마루 카드 수) 판이 짧아져요.
team-pair = { $team }팀: { $a }, { $b }
online-2v2 = { $preset } · 2대2 (2인 1팀)
quick-2v2-note = 2대2: 2인 1팀, 짝꿍은 맞은편 (1번과 3번, 2번과 4번 자리).

## The daily deal (issue 30 §4: web/js/daily.js)

daily-title = 오늘의 딜
daily-lead = 모두가 같은 딜로 같은 봇 셋({ $bots })과 대결합니다. 클래식 규칙, 한 라운드, 하루 한 번 도전할 수 있습니다.
daily-play = 오늘의 딜 플레이
daily-continue = 내 게임으로 돌아가기
daily-unfinished = 오늘의 딜을 시작했지만 끝내지 않았습니다. 이것이 오늘의 도전으로 계산됩니다.
daily-you-won = { $turns }턴 만에 이겼습니다: { $count }명 중 { $place }위.
daily-you-lost = { $turns }턴 후에 졌습니다(손에 { $points }점 남음): { $count }명 중 { $place }위.
daily-table = 오늘의 순위표
daily-table-of = { $day } 순위표
daily-th-place = 순위
daily-th-result = 결과
daily-th-turns = 턴
daily-th-points = 남은 점수
daily-th-replay = 리플레이
daily-won = 승리
daily-lost = 패배
daily-replay = 보기
daily-replay-of = { $name }의 게임 보기
daily-none-yet = 아직 이 딜을 끝낸 사람이 없습니다.
daily-unfinished-list = 끝내지 않음: { $names }
daily-commitment = 커밋먼트
daily-fair-summary = 공정성: 딜 확인하기
daily-fair-text = 딜의 비밀은 하루가 시작될 때 커밋되고, 그날(UTC)이 끝나면 공개됩니다. 커밋먼트가 비밀이 바뀌지 않았음을 증명합니다.
daily-fair-revealed = 그날이 끝났습니다. 시드와 솔트가 공개되었고, 아래 명령으로 커밋먼트와 대조할 수 있습니다.
daily-yesterday = 어제의 딜({ $day }): 순위표, 비밀, 모든 리플레이
daily-home = 홈
daily-past-title = { $day }의 딜
daily-replays-open = 그날이 끝났습니다. 이 딜의 모든 게임을 모든 패를 공개한 채로 다시 볼 수 있습니다.
daily-all-hands = 모든 패
daily-see-table = 오늘의 순위표 보기
error-daily_already_played = 오늘의 딜은 이미 플레이했습니다. 도전은 하루 한 번입니다. 내일 다시 오세요!
error-daily_not_revealed = 오늘의 딜 게임입니다. 그날이 끝나면 누구나 볼 수 있습니다.
error-no_such_day = 그날의 오늘의 딜은 없습니다.
## Accounts (issue 32 §2): the home page's Account panel (web/js/account.js)

account-title = 모든 기기에서 같은 플레이어로
account-intro = 패스키로 이 플레이어를 저장하면 이름, 레이팅, 기록이 그대로 남고 다른 기기에서도 로그인할 수 있어요.
account-no-passkeys = 이 브라우저는 패스키를 쓸 수 없어요. 코드로는 로그인할 수 있어요.
account-save = 패스키로 이 플레이어 저장하기
account-sign-in = 패스키로 로그인
account-code-label = 이전 코드 또는 복구 코드
account-code-use = 코드로 로그인
account-signed-in = { $name }(으)로 로그인됨 (플레이어 #{ $id })
account-passkeys = 패스키 { $n }개
account-codes-left = 남은 복구 코드 { $n }개
account-saved = 저장했어요! 이제 로그인하는 모든 기기에서 이 플레이어로 플레이할 수 있어요.
account-recovery-title = 복구 코드
account-recovery-note = 안전한 곳에 보관하세요. 패스키를 잃어버리면 코드 하나로 한 번 로그인할 수 있어요. 코드는 지금만 보여요.
account-transfer = 다른 기기용 코드 보기
account-transfer-code = 다른 기기에서 { $minutes }분 안에 이 코드를 입력하세요: { $code }
account-add-passkey = 패스키 하나 더 추가
account-passkey-added = 패스키를 추가했어요.
account-sign-out = 로그아웃
account-signed-out = 이 기기에서 로그아웃했어요.
account-delete = 내 계정 삭제
account-delete-confirm = 계정을 삭제할까요? 이름, 패스키, 코드가 완전히 지워져요. 지난 게임은 이름 없이 남아요.
account-delete-yes = 완전히 삭제
account-delete-no = 계정 유지
account-deleted = 계정을 삭제했어요.
account-welcome = 다시 오신 걸 환영해요, { $name }님!
account-cancelled = 패스키 요청이 취소됐어요.
account-need-name = 먼저 닉네임을 정해 주세요.
error-not_signed_in = 이 기기에서는 로그인되어 있지 않아요.
error-bad_origin = 다른 사이트에서 온 요청이라 거절했어요.
error-json_required = 이 페이지에서 보낸 요청이 아니라서 거절했어요.
error-ceremony_expired = 시간이 너무 지났거나 이미 사용됐어요. 다시 시도해 주세요.
error-passkey_refused = 패스키를 확인하지 못했어요.
error-passkey_taken = 이 패스키는 이미 다른 플레이어에 저장되어 있어요.
error-bad_code = 코드가 틀렸거나, 이미 사용됐거나, 만료됐어요.
## 리플레이 아래 코치의 분석 (web/js/analysis.js)

replay-all-hands = 내가 한 게임이에요. 게임이 끝났으니 참가한 사람에게는 모든 손패가 보여요(다른 사람에게는 안 보여요).
replay-hand-of = { $name }의 손패 ({ $cards })
log-dealt-other = { $name }에게 카드 { $count }장이 나눠졌어요.
analysis-heading = 내 분석
analysis-intro = 코치가 그때 내가 볼 수 있던 정보만으로 내 결정을 하나하나 평가해요. 수를 둔 뒤 라운드를 이길 확률, 실수, 더 나았던 수를 알려 줘요.
analysis-ask = 내 플레이 분석하기
analysis-queued = 빈 분석기를 기다리는 중…
analysis-progress = 분석 중… { $done } / { $total }
analysis-failed = 분석을 끝내지 못했어요.
analysis-chart-label = 내 결정 { $decisions }개 각각의 뒤에 라운드를 이길 추정 확률, 표시 { $marks }개.
analysis-mark-mistake = 실수
analysis-mark-blunder = 큰 실수
analysis-step = { $step }단계
analysis-played = 내 선택: { $action } (이길 확률 { $win })
analysis-better = 더 나은 수: { $action } ({ $win })
analysis-legend-line = 라운드를 이길 확률
analysis-summary = 결정 { $decisions }번, 실수 { $mistakes }번, 큰 실수 { $blunders }번. 결정마다 평균 { $loss }포인트의 승률을 잃었어요.
analysis-no-marks = 실수가 없어요. 코치가 확실히 더 잘할 수 있었던 곳이 없어요.
analysis-played-no-uno = 내 선택: { $action } (이길 확률 { $win }). 카드가 한 장 남았는데 UNO를 외치지 않았어요 (R10.1: 걸리면 2장을 뽑아요).
analysis-no-uno-too = 그리고 카드가 한 장 남았는데 UNO를 외치지 않았어요 (R10.1).
analysis-summary-no-uno = 카드가 한 장 남았는데 UNO를 외치지 않은 수가 { $count }번 있었어요 (R10.1).
error-analysis_limit = 이미 기다리는 분석이 있어요. 하나가 끝나면 다시 요청하세요.
error-analysis_busy = 서버에 기다리는 분석이 너무 많아요. 몇 분 뒤에 다시 해 보세요.
error-no_analysis = 이 게임에서 내 플레이의 분석을 요청한 적이 없어요.
daily-leaders = 선두: { $names }
daily-player = 플레이어

## 터미널 게임 (uno play): 점수 방식, '새 게임' 화면, `?` 도움말, 상태 줄,
## 끝날 때 나오는 요약

tui-scoring-method = { $method ->
    [average] 평균 점수제
    [penalty] 벌점제
   *[winner_takes_all] 승자 독식
}
tui-scoring-target = { $method }, { $target }점 먼저
tui-scoring-target-lowest = { $method }, { $target }점까지, 합계가 가장 낮은 사람 승리
tui-scoring-elimination = { $method }, { $target }점이면 탈락
tui-scoring-rounds = { $method }, { $n }라운드
tui-scoring-rounds-lowest = { $method }, { $n }라운드, 합계가 가장 낮은 사람 승리
tui-scoring-none = { $n ->
    [one] 한 라운드, 점수 없음
   *[other] { $n }라운드, 점수 없음
}
tui-level = { $level ->
    [easy] 쉬움
    [medium] 보통
    [hard] 어려움
    [learned] 학습형
    [random] 무작위
   *[chaos] 혼돈
}
tui-bot-label = { $name } ({ $level })
tui-about-deck-classic = 공식 108장 덱입니다.
tui-about-deck-shuffle-hands = 클래식에 와일드 셔플 핸즈와 와일드 커스텀 3장을 더한 112장입니다.
tui-about-deck-hello-kitty = 클래식에 와일드 배드바츠마루 4장을 더한 112장입니다.
tui-about-deck-mario-kart = 숫자 76장, 기능 카드 24장, 와일드 드로우 포 4장, 와일드 아이템 박스 8장이고 일반 와일드는 없습니다. 한 라운드로 끝납니다.
tui-about-preset-killer = 낼 수 있을 때까지 뽑기, 끼어들기, 드로우 투와 드로우 포 쌓기, 0으로 손패 돌리기.
tui-about-preset-german = 0으로 손패 바꾸기, 끼어들기 (드로우 투 벌칙에도), 드로우 투 쌓기.
# The new-game screen after `uno play --rules-file FILE`: the file's rules (its deck and house rules).
tui-about-file = { $file }의 규칙: { $rules }.
tui-about-house-stack_draw_two = 드로우 투에 드로우 투로 맞받아칠 수 있고, 못 받는 사람이 합계만큼 뽑습니다
tui-about-house-stack_draw_four = 와일드 드로우 포도 마찬가지로 쌓을 수 있고, 쌓인 드로우 포에는 챌린지할 수 없습니다
tui-about-house-stack_mixed = 드로우 투 벌칙 위에 와일드 드로우 포도 쌓을 수 있습니다 (쌓기 규칙 둘 다 켜짐)
tui-about-house-jump_in = 맨 위 카드와 똑같은 카드를 차례가 아니어도 낼 수 있고, 그 다음부터 이어집니다
tui-about-house-jump_in_draw_two = 독일식 규칙: 기다리는 드로우 투 벌칙에는 어떤 드로우 투든 차례와 상관없이 낼 수 있습니다
tui-about-house-seven_swap = 7을 내면 고른 플레이어와 손패를 바꿉니다
tui-about-house-zero_rotates = 0을 내면 모든 손패가 다음 플레이어에게 넘어갑니다
tui-about-house-zero_swap = 0을 내면 고른 플레이어와 손패를 바꿉니다 ('0으로 손패 돌리기'와 함께 못 씀)
tui-about-house-draw_until_playable = 낼 수 있는 카드가 나올 때까지 뽑습니다
tui-about-house-multi_play = 같은 숫자의 숫자 카드 여러 장을 한 번에 냅니다
tui-about-house-no_action_finish = 마지막 카드는 기능 카드나 와일드일 수 없습니다
tui-about-house-last_holding_loses = 카드를 다 낸 사람은 빠지고, 마지막까지 카드를 든 사람이 집니다
tui-about-house-wd4_strict = 규칙에 어긋난 와일드 드로우 포는 블러프가 아니라 거부됩니다
tui-setup-title = 새 게임
tui-setup-rules = 규칙
tui-setup-bots = 봇
tui-setup-level = 수준
tui-setup-bots-value = { $bots }명 ({ $players }인 테이블)
tui-setup-keys = ↑↓ 줄 고르기 · ←→ 바꾸기 · Enter 카드 나누기 · q 끝내기
tui-setup-kept = { $about } 지난 게임의 규칙을 하우스 룰과 점수 방식까지 그대로 씁니다.
tui-help-keys-title = 키 · Tab: 카드 코드
tui-help-rules-title = 적용 중인 규칙
tui-help-codes-title = 카드 코드 · Tab: 키와 규칙
tui-help-rules-hand = { $rules }, 손패 { $n }장
tui-help-house-none = 하우스 룰: 없음
tui-help-house = 하우스 룰:
tui-help-house-rule = { $title }: { $what }
tui-help-scoring = 점수: { $scoring }
tui-help-key-move = 이동; ↑↓ 낼 수 있는 카드로
tui-help-key-enter = 카드 내기 (또는 다음 라운드)
tui-help-key-digits = 그 번호의 카드 내기
tui-help-key-space = 여러 장 내기 표시
tui-help-key-draw = 뽑기; 벌칙이면 받기
tui-help-key-keep = 뽑은 카드 들고 있기 (패스)
tui-help-key-uno = 우노 외치기
tui-help-key-catch = 우노 안 외친 사람 잡기
tui-help-key-jump-in = 끼어들기 (차례 밖)
tui-help-key-challenge = 드로우 포에 챌린지 (d는 받기)
tui-help-key-colour = 색 고르기
tui-help-key-player = 플레이어 고르기 (목록의 #)
tui-help-key-honour = 따르기 / 벌칙 받기
tui-help-key-hint = 힌트: 코치의 선택 (--hints)
tui-help-key-next = 다음 라운드 (게임 뒤: 새 게임)
tui-help-key-rematch = 게임 뒤: 다시 하기
tui-help-key-esc = 질문이나 이 목록 닫기
tui-help-key-quit = 끝내기 (먼저 물어봄)
tui-help-key-ctrl-c = 바로 끝내기
tui-legend-colours = 색: R 빨강, Y 노랑, G 초록, B 파랑 (카드 코드의 첫 글자, 영어 머리글자)
tui-legend-number = 숫자 카드: 색 글자 + 숫자 (R7 = 빨강 7)
tui-legend-skip = 스킵: 다음 사람은 차례를 건너뜁니다
tui-legend-reverse = 리버스: 진행 방향이 바뀝니다
tui-legend-draw_two = 드로우 투: 다음 사람이 2장 뽑고 차례를 건너뜁니다
tui-legend-wild = 와일드: 아무 카드에나 내고 색을 고릅니다
tui-legend-wild_draw_four = 와일드 드로우 포: 색을 고르고, 다음 사람은 4장 뽑거나 챌린지합니다
tui-legend-shuffle_hands = 와일드 셔플 핸즈: 모든 손패를 섞어 다시 나눕니다
tui-legend-badtz_maru = 와일드 배드바츠마루: 다른 사람 중 카드가 가장 적은 사람이 4장 뽑습니다
tui-legend-item_box = 와일드 아이템 박스: 더미 맨 위 카드를 뒤집고, 그 색으로 아이템이 정해집니다
tui-legend-custom-honour = { $card }: 색을 고릅니다; "{ $honour }" (못 하면 { $n }장 뽑기)
tui-legend-custom-effects = { $card }: 색을 고른 뒤 { $effects }
tui-legend-item-card = { $colour ->
    [red] 빨강 카드
    [yellow] 노랑 카드
    [green] 초록 카드
    [blue] 파랑 카드
   *[wild] 와일드
}
tui-help-hand-marks = 카드 아래 표시: 1-9와 0은 그 카드를 내는 키; ↵: 낼 수 있음, 골라서 (←→) Enter; +1 +2: 여러 장 내기 표시, 내는 순서; [R3]: 고른 카드; 흐림: 지금은 못 냄.
tui-flag-out = 나감
tui-flag-elim = 탈락
tui-no-cards = (카드 없음)
tui-hand-rows = { $n }줄 중 { $from }-{ $to }줄, ←→ 스크롤
tui-too-small = 터미널 크기가 { $size }입니다: uno play는 { $need }가 필요합니다. { $quitting ->
    [yes] 게임을 끝낼까요? y 끝내기, n 돌아가기.
   *[no] 창을 키운 뒤 플레이하세요; q 끝내기.
}
tui-say-back = 게임으로 돌아왔어요
tui-say-colour = 색을 고르세요: r 빨강, y 노랑, g 초록, b 파랑 (Esc 취소)
tui-say-catch-seat = 잡을 플레이어의 자리 번호를 누르세요 (Esc 취소)
tui-say-esc = Esc는 질문이나 키 목록을 닫습니다; q는 끝내기
tui-say-no-card-marked = 지금 낼 수 있는 { $n }번 카드가 없어요
tui-say-cannot-draw = 지금은 뽑을 수 없어요
tui-say-keep-only = 들고 있기는 낼 수 있는 카드를 뽑은 직후에만 됩니다 (R6.2)
tui-say-w4-keys = d는 드로우 포 받기 (4장 뽑기), x는 챌린지
tui-say-no-challenge = 지금 챌린지할 와일드 드로우 포가 없어요
tui-say-no-honour = 지금 따라야 할 규칙이 없어요
tui-say-nobody-to-catch = 잡을 사람이 없어요: 한 장 남기고 우노를 안 외친 사람만 잡을 수 있어요
tui-say-no-colour = 지금은 고를 색이 없어요 (와일드를 낼 때 물어봐요)
tui-say-not-your-turn = 내 차례가 아니에요: { $name } 차례예요
tui-say-round-over = 라운드가 끝났어요
tui-say-game-over = 게임이 끝났어요: r 다시 하기, n 새 게임, q 끝내기
tui-say-round-not-over = 라운드가 아직 안 끝났어요
tui-say-uno-withdrawn = 우노 외치기를 취소했어요
tui-say-uno-when = 우노는 카드를 내고 한 장이 남을 때 외칩니다 (내기 전이나 직후에 u)
tui-say-no-jump-in = 지금은 끼어들 수 없어요 (맨 위 카드와 똑같은 카드가 있어야 해요)
tui-say-jump-in-off = 끼어들기는 이 규칙에 없어요 (하우스 룰: uno play --house jump_in)
tui-say-cannot-play = { $card }는 지금 낼 수 없어요
tui-say-hints-off = 힌트가 꺼져 있어요: uno play --hints로 게임을 시작하세요
tui-say-no-hint = 지금은 결정할 것이 없어요
tui-say-hint = 힌트: { $what } (이번 라운드 승률 약 { $pct }%)
tui-say-hint-next = { $hint }; 다음으로 좋은 수: { $what } { $pct }%
tui-summary-game = 게임 { $number }: 시드 { $seed } · { $rules } · { $scoring }
tui-summary-won = { $names } 승리 ({ $rounds }라운드)
tui-summary-not-finished = 끝나지 않음: { $n }라운드에서 나감
tui-summary-scores = 점수: { $scores }
tui-summary-again = 같은 배분으로 다시 하려면: uno play --seed { $seed } (다른 옵션은 그대로)
tui-stalled = 이 라운드가 { $n }번의 행동을 넘도록 끝나지 않아 봇을 멈췄어요 (규칙이나 엔진의 버그예요; 시드 { $seed }와 함께 알려 주세요). q 끝내기.
tui-bot-fault-passes = ({ $seat }번 자리의 봇 { $bot }이(가) { $choice }을(를) 골랐지만 거부됨: { $error }; 이번 기회는 넘어감)
tui-bot-fault-instead = ({ $seat }번 자리의 봇 { $bot }이(가) { $choice }을(를) 골랐지만 거부됨: { $error }; 대신 { $action }을(를) 냄)
tui-bot-stuck = ({ $seat }번 자리의 봇 { $bot }이(가) { $choice }을(를) 골랐지만 거부됨: { $error }; 대신 낼 수 있는 것도 없었음)
tui-list-sep = { ", " }
# The header on a narrow terminal: house rules counted, not named ("Classic + Jump-in, 5 more", "Classic + 7 house rules").
tui-house-more = 외 { $n }개
tui-house-count = 하우스 룰 { $n }개

cat-deck-classic-desc = { tui-about-deck-classic }
cat-deck-shuffle-hands-desc = { tui-about-deck-shuffle-hands }
cat-deck-hello-kitty-desc = { tui-about-deck-hello-kitty }
cat-deck-mario-kart-desc = { tui-about-deck-mario-kart }
cat-preset-killer-desc = { tui-about-preset-killer }
cat-preset-german-desc = { tui-about-preset-german }
cat-house-stack_draw_two-desc = 드로우 투에 드로우 투로 맞받아칠 수 있고, 못 받는 사람이 합계만큼 받습니다.
cat-house-stack_draw_four-desc = 와일드 드로우 포에도 와일드 드로우 포를 쌓을 수 있고, 쌓인 와일드 드로우 포에는 챌린지할 수 없습니다.
cat-house-stack_mixed-desc = 드로우 투 벌칙 위에 와일드 드로우 포도 쌓을 수 있습니다.
cat-house-jump_in-desc = 맨 위 카드와 똑같은 카드는 차례가 아니어도 낼 수 있고, 그 다음부터 이어집니다.
cat-house-jump_in_draw_two-desc = 독일식 규칙: 기다리는 드로우 투 벌칙에는 어떤 드로우 투든 차례와 상관없이 낼 수 있습니다.
cat-house-seven_swap-desc = 7을 내면 고른 플레이어와 손패를 바꿉니다.
cat-house-zero_rotates-desc = 0을 내면 모든 손패가 다음 플레이어에게 넘어갑니다.
cat-house-zero_swap-desc = 0을 내면 고른 플레이어와 손패를 바꿉니다.
cat-house-draw_until_playable-desc = 낼 수 있는 카드가 나올 때까지 뽑습니다.
cat-house-multi_play-desc = 같은 숫자의 숫자 카드 여러 장을 한 번에 낼 수 있습니다.
cat-house-no_action_finish-desc = 마지막 카드는 기능 카드나 와일드일 수 없습니다.
cat-house-last_holding_loses-desc = 카드를 다 낸 사람은 빠지고, 마지막까지 카드를 든 사람이 집니다.
cat-house-wd4_strict-desc = 규칙에 어긋난 와일드 드로우 포는 블러프가 되지 않고 거부됩니다.
cat-first-official-desc = 첫 카드는 딜러 왼쪽 사람에게 효과가 있습니다(스킵, 리버스, 드로우 투, 와일드). 와일드 드로우 포는 다시 섞어 넣습니다.
cat-first-as_dealer_played-desc = 딜러가 그 카드를 낸 것으로 보고, 효과도 모두 적용합니다.
cat-first-ignore_actions-desc = 숫자나 와일드가 나올 때까지 기능 카드와 와일드 드로우 포 위에 카드를 덮습니다(마리오 카트 기본값).
cat-scoring-winner_takes_all-desc = 라운드 승자가 다른 모든 손패의 점수를 얻고, 먼저 목표 점수에 닿은 사람이 이깁니다(공식).
cat-scoring-average-desc = 승자가 다른 손패 점수의 평균을 얻습니다(반올림).
cat-scoring-penalty-desc = 모두 자기 손패 점수를 적고 승자는 0점입니다. 합계가 가장 낮은 사람이 이깁니다.
cat-scoring-none-desc = 한 라운드가 게임 전체입니다(마리오 카트 기본값).
cat-end-target-desc = 누군가 목표 점수에 닿으면 게임이 끝납니다.
cat-end-elimination-desc = 목표 점수에 닿은 사람은 탈락하고, 마지막까지 남은 사람이 이깁니다.
cat-end-hands-desc = 목표 점수 대신 정해진 라운드 수만큼 합니다. 합계가 가장 좋은 사람이 이깁니다.
cat-bot-easy-desc = 낼 수 있는 카드를 낼 뿐, 작전은 없습니다.
cat-bot-medium-desc = 무난하게 합니다: 와일드를 아끼고, 우노를 외치고, 잡기도 합니다.
cat-bot-hard-desc = 나온 카드를 기억하고 앞을 내다봅니다.
cat-bot-learned-desc = 클래식 규칙으로 강화 학습을 한 신경망입니다(다른 규칙에서는 보통과 비슷한 실력). 한 수마다 빠르게 판단합니다.
cat-option-first_card-desc = 라운드의 첫 카드가 어떻게 작동하는지.
cat-option-hand_size-desc = 각 플레이어에게 나눠 주는 카드 수입니다.
cat-option-challenge-desc = 와일드 드로우 포에 챌린지할 수 있습니다.
cat-option-target-desc = 게임을 끝내는 점수입니다.
cat-option-method-desc = 라운드 점수를 세는 방법입니다.
cat-option-game_end-desc = 게임이 언제 끝나는지.
cat-option-zero_counts_ten-desc = 손패에 남은 0을 10점으로 셉니다.
cat-option-badtz_maru_cards-desc = 덱에 넣는 와일드 배드바츠마루의 수(기본 규칙과 상관없이).
cat-option-badtz_maru_counts_self-desc = 와일드 배드바츠마루를 낸 사람도 카드가 가장 적은 사람에 들 수 있습니다.
cat-option-wc-desc = 와일드 커스텀 카드마다의 규칙(WC1부터): 게임이 실행하는 효과 또는 약속 규칙.

## The rule book (web/js/rulebook.js)

rb-play-title = 이 페이지에서 하는 법
rb-play-intro = 손패는 아래쪽에 색깔별로 정리되어 있어요. 지금 낼 수 있는 카드는 올라와 밝게 보이고, 나머지는 흐리게 보여요. 카드를 클릭하면(또는 포커스를 두고 Enter를 누르면) 낼 수 있어요. 모든 카드의 모서리에는 색깔 모양이 있어요(빨강은 삼각형, 노랑은 고리, 초록은 십자, 파랑은 막대 세 개, 와일드는 없음). 지금 색과 색 고르기에도 같은 모양이 있어서, 색깔만으로 구분할 일은 없어요.
rb-keys-decision = 할 일
rb-keys-control = 조작
rb-keys-key = 키
rb-key-play = 카드 내기
rb-key-play-how = 손패에서 밝은 카드를 클릭
rb-key-play-keys = ←/→ 다음 Enter
rb-key-draw = 뽑기
rb-key-draw-how = 뽑을 더미, 또는 <b>뽑기</b>
rb-key-drawn = 뽑은 카드를 내거나 들고 있기(R6.2)
rb-key-drawn-how = <b>내기</b> / <b>들고 있기</b>
rb-key-colour = 색 정하기(와일드, R5.3)
rb-key-colour-how = 색 고르기: 빨강, 노랑, 초록, 파랑
rb-key-player = 플레이어 고르기(7·0 바꾸기, 초록 등껍질, 커스텀 와일드)
rb-key-player-how = 플레이어 고르기
rb-key-wd4 = 와일드 드로우 포에 답하기(R8.2)
rb-key-wd4-how = <b>받아들이기</b> 또는 <b>챌린지</b>. 챌린지하면 나만 그 손패를 봐요
rb-key-stack = 쌓인 벌칙(R13)
rb-key-stack-how = 합계가 더미에 표시돼요. 밝은 카드를 쌓거나 <b>N장 받기</b>
rb-key-uno = 우노 외치기(R10)
rb-key-uno-how = <b>우노!</b>: 끝에서 두 번째 카드를 내기 전에 누르면 내면서 외쳐요. 낸 뒤에도 잡히기 전까지는 외칠 수 있어요
rb-key-catch = 우노를 안 외친 사람 잡기
rb-key-catch-how = 그 사람 자리의 <b>잡기</b>
rb-key-jump = 끼어들기(R13)
rb-key-jump-how = 똑같은 카드가 차례가 아닐 때 빛나요: 클릭
rb-key-honour = 약속 규칙(R8.5)
rb-key-honour-how = <b>했어요</b> 또는 <b>벌칙 받기(N장)</b>
rb-key-next = 다음 라운드
rb-key-next-how = 점수표의 <b>다음 라운드</b>(기다리면 저절로 나눠요)
rb-key-log = 기록
rb-key-log-how = 기록 패널(작은 화면에서는 버튼)
rb-play-keyboard = 키보드만으로도 게임 전체를 할 수 있어요. Tab으로 손패(한 번에 들어가고, 안에서는 화살표·Home·End로 움직임), 행동 버튼, 각 자리의 <b>잡기</b> 버튼, 기록으로 갈 수 있어요. 대화 상자와 테이블 위 패널은 닫힐 때까지 포커스를 쥐고 있다가, 닫히면 테이블로 돌려줘요.
rb-play-server = 서버가 모든 수를 확인해요(R4.4). 거부된 수는 아무것도 바꾸지 않고, 이유가 보여요. 새로 고침하거나 연결이 끊겨도 저절로 같은 자리로 다시 연결돼요.
rb-r1-title = 덱
rb-r1-house = { $presets }은(는) { $deck } 덱에 하우스 규칙을 더한 것이에요(R13). 덱은 카드 장수 목록으로도 정할 수 있어요(R14).
rb-r2-title = 준비
rb-r2-1 = 2~10명이 해요.
rb-r2-2 = 1라운드: 모두 한 장씩 뽑고, 숫자가 가장 높은 사람이 딜러예요(기능 카드와 와일드는 0, 같으면 다시 뽑기). 테이블에서 딜러를 정해 둘 수도 있어요. 다음 라운드부터는 딜러가 왼쪽으로 넘어가요.
rb-r2-3 = 한 사람에 7장(옵션: 처음 손패 수)을 딜러 왼쪽부터 시계 방향으로 한 장씩 나눠요. 남은 카드는 뽑을 더미이고, 그 맨 위 카드로 버린 더미를 시작해요.
rb-r2-4 = 자리는 시계 방향으로 번호가 붙어요. "왼쪽"은 시계 방향이에요.
rb-r3-title = 첫 카드
rb-r3-official = <b>공식 규칙</b>(기본): 숫자는 아무 일도 없어요. 스킵이면 딜러 왼쪽 사람이 쉬고, 리버스면 딜러가 시계 반대 방향으로 시작해요. 드로우 투면 딜러 왼쪽 사람이 2장 받고 쉬어요. 와일드(또는 셔플 핸즈, 커스텀, 배드바츠마루, 아이템 박스)면 딜러 왼쪽 사람이 색을 정하고 내요. 와일드 드로우 포는 되돌려 덱을 섞고 새 카드를 뒤집어요.
rb-r3-dealer = <b>딜러가 낸 것처럼</b>: 딜러가 그 카드를 낸 것으로 보고(와일드면 색도 정함), 7과 0의 하우스 규칙까지 모든 효과가 적용돼요. 와일드 드로우 포면 딜러 왼쪽 사람이 4장 받아요.
rb-r3-ignore = <b>기능 카드 무시</b>(마리오 카트): 숫자나 다른 와일드가 나올 때까지 기능 카드와 와일드 드로우 포 위에 새 카드를 덮어요.
rb-r3-first = 첫 카드에는 아무도 쌓거나 챌린지할 수 없어요.
rb-r4-title = 차례
rb-r4-1 = 내 차례에는 낼 수 있는 카드 한 장을 내거나 뽑아요. 다른 것으로는 차례가 끝나지 않아요.
rb-r4-2 = 그다음, 카드가 따로 말하지 않으면 지금 방향의 다음 사람이 해요.
rb-r4-3 = 여러 사람이 받아야 할 때는 그 카드를 낸 사람 다음부터 차례대로 받아요.
rb-r4-4 = 규칙에 어긋난 수는 메시지와 함께 거부되고 아무것도 바뀌지 않아요. 잘못 누른 클릭으로 벌을 받는 일은 없어요.
rb-r5-title = 낼 수 있는 카드
rb-r5-1 = 지금 색은 맨 위 카드의 색, 또는 와일드로 정한 색이에요.
rb-r5-2 = 색깔 카드는 지금 색이나 맨 위 카드의 숫자·기호와 맞으면 낼 수 있어요.
rb-r5-3 = 와일드, 셔플 핸즈, 커스텀 와일드, 배드바츠마루, 아이템 박스는 언제든 낼 수 있고, 아무 색이나 정해요(아이템 박스의 색은 아이템에서 나와요, R9).
rb-r5-4 = 와일드 드로우 포는 지금 색의 카드가 하나도 없을 때만 정당해요(아이템 박스가 있는 덱에서는 손에 든 아이템 박스도 그 색으로 쳐요). 그래도 블러프로 내고 챌린지를 각오할 수 있어요(R8.3). 단, <i>엄격한 와일드 드로우 포</i>가 켜져 있으면 안 돼요.
rb-r6-title = 뽑기
rb-r6-1 = 낼 수 있어도 뽑을 수 있어요.
rb-r6-2 = 한 장을 뽑아요. 낼 수 있는 카드면 바로 내거나 들고 있을 수 있고, 아니면 차례가 넘어가요.
rb-r6-3 = <i>낼 수 있을 때까지 뽑기</i>: 낼 수 있는 카드가 나올 때까지 계속 뽑아요. 벌칙으로 받는 장수는 언제나 정확해요.
rb-r6-4 = 뽑을 더미가 비면 맨 위 카드 아래의 버린 카드로 다시 만들어요(정한 색은 잊혀요). 그래도 아무것도 없으면 뽑기는 건너뛰어요.
rb-r7-title = 기능 카드
rb-r7-1 = 스킵: 다음 사람이 한 번 쉬어요.
rb-r7-2 = 리버스: 방향이 바뀌어요. 두 명이면 스킵처럼 작동해요.
rb-r7-3 = 드로우 투: 다음 사람이 2장 받고 한 번 쉬어요(쌓기가 켜져 있지 않으면 드로우 투로 맞받을 수 없어요).
rb-r7-4 = 두 명일 때는 스킵과 드로우 투를 내면 한 번 더 할 수 있어요.
rb-r8-title = 와일드 카드
rb-r8-1 = 와일드: 색을 정해요.
rb-r8-2 = 와일드 드로우 포: 색을 정해요. 다음 사람은 <b>받아들이거나</b>(4장 받고 쉼) <b>챌린지해요</b>(챌린지가 허용될 때).
rb-r8-3 = 챌린지: 와일드 드로우 포를 낸 사람은 챌린지한 사람에게만 손패를 보여 줘요. 내기 전에 지금 색의 카드가 있었다면(유죄) 낸 사람이 4장 받고 챌린지한 사람은 평소대로 해요. 없었다면 챌린지한 사람이 6장 받고 쉬어요.
rb-r8-4 = 와일드 셔플 핸즈: 색을 정해요. 모든 손패를 모아 섞은 뒤 다음 사람부터 다시 나눠요.
rb-r8-5 = 와일드 커스텀: 색을 정하면 그 카드의 규칙이 적용돼요. 게임이 실행하는 효과이거나, 모두에게 보이는 <b>약속 규칙</b>이에요. 약속 규칙은 대상이 해내거나(<b>했어요</b>) 벌칙을 받아요.
rb-r8-6 = 와일드 배드바츠마루: 색을 정해요. 다른 플레이어 가운데 카드가 가장 적은 사람들이 4장 받아요. 아무도 쉬지 않아요.
rb-r9-title = 와일드 아이템 박스(마리오 카트)
rb-r9-intro = 뽑을 더미의 맨 위 카드를 버린 더미로 뒤집고, 그 색에 따라 아이템이 발동해요(그 카드의 원래 효과는 무시해요):
rb-r9-wild = 와일드
rb-r9-item = <b>{ $color }, { $item }</b>: { $effect }.
rb-r10-title = 우노 외치기
rb-r10-1 = 내가 카드를 내서 한 장이 남으면 우노를 외쳐요. 내면서 외쳐도 되고, 그 뒤 잡히기 전까지 언제든 돼요(내기 전에 외친 건 치지 않아요).
rb-r10-2 = 외치기 전까지는 들킬 수 있는 상태예요. 누구든 나를 <b>잡을</b> 수 있고, 잡히면 2장 받아요. 다른 사람이 움직이거나, 내가 외치거나, 손패가 한 장이 아니게 되면 기회가 끝나요. 서버는 잡기를 잠깐 보류해서 내 외침이 아직 도착할 수 있게 해요.
rb-r10-3 = 들킬 상태가 아닌 사람을 잡으면 아무 일도 없어요.
rb-r10-4 = 손패를 옮기는 수(바꾸기, 돌리기, 셔플 핸즈)로는 아무도 들킬 상태가 되지 않아요.
rb-r11-title = 카드 다 내기
rb-r11-1 = 낸 카드의 효과가 모두 끝난 뒤 카드가 없는 사람이 있으면 라운드가 끝나고 그 사람이 이겨요. 마지막 드로우 투나 와일드 드로우 포도 다음 사람이 받고(점수에도 들어가요), 챌린지할 수 없어요.
rb-r11-2 = 손패를 옮기는 효과가 먼저예요. <i>0으로 손패 돌리기</i>에서 0을 내고 끝내면 빈 손패가 다음 사람에게 넘어가요.
rb-r12-title = 점수와 승리
rb-r12-1 = 카드 점수: 숫자는 그 숫자(0은 10점으로 칠 수도 있음), 스킵·리버스·드로우 투는 20점, 와일드는 50점.
rb-r12-2 = <b>승자 독식</b>(공식): 승자가 다른 손패의 점수를 얻고, 먼저 목표 점수(500)에 닿은 사람이 이겨요. <b>평균</b>: 승자가 다른 손패 점수의 평균을 얻어요. <b>벌점</b>: 모두 자기 손패 점수를 적고 가장 낮은 사람이 이겨요. 게임은 목표 점수에서, <b>탈락전</b>으로, 또는 <b>N라운드 뒤</b>에 끝나요. <b>한 라운드</b>: 한 라운드가 곧 게임이에요. 어떤 방법이든 목표 점수 대신 라운드 수를 정할 수 있어요.
rb-r12-3 = 같은 점수로 이기면 승리를 나눠요.
rb-r13-title = 하우스 규칙
rb-r13-preset = 기본 규칙 <b>{ $name }</b>: { $list }.
rb-r14-title = 데이터로 된 규칙
rb-r14-text = 게임의 규칙은 하나의 값이에요: 덱, 첫 카드 규칙, 옵션, 하우스 규칙, 점수, 처음 손패 수, 그리고 커스텀 와일드마다의 규칙. 방을 만들 때 <b>{ $json }</b>에서 JSON으로 쓸 수 있어요. 커스텀 와일드는 이 목록에서 효과를 골라요: { $effects }, 또는 약속 규칙. T는 { $targets }예요.
rb-decisions-title = 규칙서가 정하지 않은 부분
rb-dec-1 = 결정(와일드 드로우 포에 답하기 같은)을 기다리는 동안에도 잡을 수 있어요. 잡기와 외치기로는 기회가 끝나지 않지만, 끼어들기로는 끝나요.
rb-dec-2 = 쌓기 규칙이 켜져 있으면, 벌칙을 받을 사람에게는 쌓을 카드가 없어도 항상 물어요.
rb-dec-3 = 챌린지는 와일드 드로우 포를 냈을 때의 손패를 그 전의 색과 비교해 판정해요.
rb-dec-4 = 커스텀 와일드의 효과로 받는 카드는 바로 받아요. 아무도 그 위에 쌓을 수 없어요.
rb-dec-5 = 초록 등껍질은 낸 사람이 항상 고르게 해요. 봄병은 먼저 2장 받고 나서 색을 물어요.
rb-dec-6 = 목표 점수에 닿는다는 건 합계가 그 점수 이상이라는 뜻이에요. <i>N라운드 뒤</i>에서는 N라운드가 끝나야만 게임이 끝나요.
rb-dec-7 = 0으로 손패 바꾸기와 0으로 손패 돌리기는 함께 켤 수 없어요. 탈락전에는 벌점 방식이 필요해요.
rb-dec-source = 모든 결정과 그것을 확인하는 시나리오가 담긴 전체 글은 소스의 { $file }에 있어요.
# Between two sentences of one rule (a space; none in Japanese and Chinese).
rb-sentence-sep = { " " }
rb-r1-deck = <b>{ $name }</b> ({ $cards }): { $text }
rb-r13-rule = <b>{ $name }</b> (<code>{ $id }</code>): { $text }
