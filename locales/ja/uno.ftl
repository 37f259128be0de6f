# UNO 日本語。英語のファイル(locales/en/uno.ftl)と同じメッセージID・同じ変数を使います。
# カードの記号(R7、W+4)はそのまま、カード名は訳します。

language-name = 日本語
language-picker = 言語

## 共通

you = あなた
you-inline = あなた
seat-n = 席{ $n }
n-cards = { $count }枚
n-rounds = { $count }ラウンド
n-actions = { $count }手
n-points = { $count }点
n-seconds = { $count }秒
loading = 読み込み中…
close = 閉じる
cancel = キャンセル
ok = OK
try-again = もう一度
refused = できません
bot-level = { $level ->
    [easy] かんたんボット
    [medium] ふつうボット
    [hard] むずかしいボット
   *[other] { $level }ボット
}

## 色とカード

color-R = 赤
color-Y = 黄
color-G = 緑
color-B = 青
card-number = { $color }の{ $number }
card-skip = { $color }のスキップ
card-reverse = { $color }のリバース
card-draw_two = { $color }のドロー2
card-wild = ワイルド
card-wild_draw_four = ワイルドドロー4
card-shuffle_hands = シャッフルワイルド
card-badtz_maru = バッドばつ丸ワイルド
card-item_box = アイテムボックスワイルド
card-custom = 白いワイルド{ $number }
card-color-named = { $card }、指定色：{ $color }
card-chosen-title = 指定色：{ $color }

## マリオカートのアイテム (R9)

item-mushroom = キノコ
item-banana_peel = バナナ
item-green_shell = ミドリこうら
item-lightning = サンダー
item-bob_omb = ボム兵
item-effect-mushroom = { $player }がすぐにもう一度出せる
item-effect-banana_peel = { $player }の前の人が2枚引く
item-effect-green_shell = { $player }が1枚引く人を選ぶ
item-effect-lightning = ほかの全員が1枚引き、{ $player }がもう一度出せる
item-effect-bob_omb = { $player }が2枚引いて色を決める

## エラー

error-network = サーバーにつながりません。
error-disconnected = 接続が切れました。再接続しています…
error-not_your_turn = まだあなたの番ではありません。
error-card_not_playable = そのカードは今は出せません。
error-card_not_in_hand = そのカードは手札にありません。
error-decision_pending = 今はできません：ほかの決定を待っています。
error-pass_not_allowed = カードを残せるのは、出せるカードを引いた直後だけです。
error-cannot_challenge = チャレンジできるワイルドドロー4はありません。
error-color_required = そのワイルドカードの色を選んでください。
error-invalid_target = そのプレイヤーは選べません。
error-multi_play_not_allowed = それらのカードは一緒に出せません。
error-action_finish_not_allowed = 最後の1枚をアクションカードやワイルドカードにはできません：代わりに引いてください。
error-round_over = ラウンドは終わりました。
error-round_not_over = ラウンドはまだ終わっていません。
error-game_over = ゲームは終わりました。
error-no_such_seat = その席はありません。
error-not_host = ホストだけができます。
error-game_in_progress = ゲームの最中です。
error-not_enough_players = ゲームには2〜10席が必要です。
error-room_full = 部屋は満席です。
error-rate_limited = 少しゆっくり。しばらくしてからもう一度どうぞ。
error-no_such_room = このコードの部屋はありません。
error-no_such_game = この番号の終わったゲームはありません。
error-no_such_player = そのプレイヤーはいません。
error-bad_token = この席の鍵はもう使えません。
error-not_seated = このゲームにあなたの席はありません。
error-no_game = 進行中のゲームはありません。
error-seat_taken = その席はもう埋まっています。
error-bad_seat = その席はありません。
error-already_seated = もう席に着いています。
error-too_many_rooms = 部屋を開きすぎています。
error-server_full = サーバーが満員です。あとでもう一度どうぞ。
error-invalid_nickname = そのニックネームは使えません。
error-invalid_chat = そのメッセージは送れません。
error-invalid_rules = このルールでは遊べません：{ $detail }
error-invalid_settings = この部屋の設定は使えません：{ $detail }
# Rules the engine refused (uno_core::Problem): the detail of error-invalid_rules.
problem-unknown-preset = 「{ $name }」というプリセットはありません。
problem-unknown-house-rule = 「{ $name }」というハウスルールはありません。
problem-house-conflict = { $first }と{ $second }は同時にオンにできません（R13）。
problem-elimination-needs-penalty = 脱落ルールはペナルティ方式の得点でだけ遊べます（R12.2）。
problem-teams-elimination = チーム戦では脱落ルールは使えません（R15.4）。
problem-teams-last-holding-loses = チーム戦では「最後までカードを持っていた人の負け」は使えません（R15.5）。
problem-hand-size = 各プレイヤーに少なくとも1枚は配ってください。
problem-target = 目標点は1点以上にしてください。
problem-deck-count = デッキに{ $card }が{ $count }枚あります。同じカードは255枚までです。
problem-deck-card = 「{ $entry }」はデッキに入れられるカードではありません。
problem-empty-deck = デッキにカードがありません。
problem-no-starting-card = ラウンドを始められるカードがデッキにありません（R3：W+4以外のカードが必要です）。
problem-missing-wc-rule = デッキに{ $card }がありますが、そのルールがありません（R14）。
problem-too-many-wc-rules = カスタムワイルドのルールが{ $count }個あります。そのカードは7枚までしかありません。
problem-players = ゲームは2〜10人で遊びます。今は{ $count }人です（R2.1）。
problem-deck-too-small = デッキが{ $deck }枚しかなく、{ $players }人に{ $hand }枚ずつ配って最初のカードをめくるには足りません。
problem-too-many-copies = { $card }が{ $have }枚ありますが、デッキには{ $deck }枚しかありません。
problem-seat = このテーブルに{ $seat }番の席はありません。
problem-team-players = 2人1組のチーム戦は4、6、8、10人で遊びます。今は{ $count }人です（R15.1）。
error-game_not_over = ゲームはまだ終わっていません。
error-storage_unavailable = 今はサーバーに保存できません。何も変わっていません。しばらくしてからもう一度どうぞ。
error-shutting_down = サーバーが再起動中です。少ししてからもう一度どうぞ。
error-wrong_instance = 部屋が別のサーバーに移りました。再接続しています…
error-internal = サーバーで問題が起きました。
error-rules-json = ルールのJSONが正しくありません：{ $detail }
error-json = 正しいJSONではありません：{ $detail }
error-catalogue = サーバーからルールを読み込めませんでした：{ $detail }
nick-empty = ニックネームを決めてください。
nick-too-long = 24文字までです。
nick-bad-chars = < > & " ' ` は使えません。

## ホーム

home-title = UNO：ブラウザですぐ遊べる
home-tagline = 友だちやボットと、ブラウザですぐ遊べます。公式ルールも、いろいろなエディションも、ハウスルールも。
home-play = 遊ぶ
home-nickname = ニックネーム
home-nickname-label = ニックネーム
quick-play = すぐに遊ぶ
play-online = オンラインで遊ぶ
online-rules-label = オンライン対戦のルール
online-length = 1ラウンド、数分
create-room = 部屋を作る
create-room-rules = このルールで部屋を作る
help-online = オンラインで遊ぶ：ボタンの横で選んだルールで、ほかの人たちと同じテーブルで遊びます。20秒たっても空いている席にはボットが座ります。
help-quick = すぐに遊ぶ：あなたと、ふつうのボット3人。基本ルールですぐテーブルへ。
help-create = 部屋を作る：ボタンの横のルールで部屋を作ります（変えるときは「ルール…」）。待合室でボットを加えたり、友だちを招待したりできます。
join-title = 部屋に入る
join-hint = 友だちから届いたコードを入力するか、リンクを貼り付けてください。
join-code-label = 部屋のコードまたはリンク
join = 入る
join-watch = …見るだけ
join-bad-code = 部屋のコードは英数字6文字です。
your-rooms = あなたの部屋
your-room-as = { $name }として参加
foot-rulebook = ルールブック
foot-history = 対戦記録とリプレイ
foot-api = API
foot-hint = カードはこのページが描いています。キーボード：?で操作方法を表示。

## ルールブック

rulebook = ルールブック
rulebook-sections = 目次
rulebook-controls = 操作方法
rulebook-decisions = 選ぶとき
rulebook-this-room = この部屋のルール

## 記録とリプレイ

history-title = UNO：対戦記録
history-heading = 対戦記録
history-all = すべてのゲーム
history-mine = 自分のゲーム
history-older = もっと前のゲーム
history-none = 終わったゲームはまだありません。さっそく遊びましょう！
leaderboard = ランキング
place-tied = { $place }（同順位）
rating-chart-note = 線は各レーティング対象ゲーム後のレーティングです。周りの帯は本当の強さが95%の信頼度で収まる範囲で、{ $lo }（左側の下の数値）から{ $hi }（上の数値）までです。
rating-bot = ボット
rating-bot-level = 組み込みボット（{ $level }）
rating-bot-any = ボット
rating-interval = 95%区間：{ $lo }〜{ $hi }
rating-games = { $count }ゲーム
rating-none = レート対象のゲームはまだありません。
rating-leaders-note = Glicko-2レーティング（95%区間）、プレイしたレート対象ゲーム数。
rating-unavailable = 利用できません。
rating-chart-label = レート対象{ $count }ゲームのレーティング：{ $first }から{ $last }へ
rating-place = { $place }位
rating-unrated = レート対象外
player-title = UNO：プレイヤー
player-heading = プレイヤー
player-back = ランキングとゲーム
rating-heading = レーティング
rating-summary = レート対象{ $games }ゲーム、{ $wins }勝。レーティング偏差{ $rd }。区間は95%の信頼度で本当の強さを含みます。
rating-not-yet = まだレーティングはありません。他のプレイヤーかボットとのゲームを終えるとレーティングが付きます。
rating-over-time = レーティングの推移
player-recent = 最近のゲーム
player-no-games = 終了したゲームはまだありません。
game-room = 部屋 { $room }
bot-note = ({ $level })
replay-title = UNO：ゲーム{ $id }のリプレイ
replay-heading = ゲーム#{ $id }のリプレイ
replay-step = ステップ
replay-all-steps = すべてのステップ
replay-step-of = ステップ { $step } / { $total }
colour-in-play = 場の色
direction-cw = ↻ 時計回り
direction-ccw = ↺ 反時計回り
round-n = ラウンド{ $n }
th-player = プレイヤー
th-cards = 枚数
th-score = 得点
you-note = （あなた）
dealer-note = · 親
replay-your-hand = あなたの手札（{ $cards }）
your-hand = あなたの手札
no-cards = カードはありません。
replay-own-hand = あなたが遊んだゲームです。見えるのはあなたの手札だけです。
replay-spectator = リプレイは観戦者が見たとおりです。手札は見えません。
replay-play = ▶ 再生
replay-play-label = 再生
replay-pause = ❚❚ 一時停止
replay-first = 最初のステップ
replay-prev = 前のステップ
replay-next = 次のステップ
replay-last = 最後のステップ
replay-meta = 部屋 { $room } · { $when } · { $rounds } · { $actions }
replay-winner = 勝者：
replay-players = プレイヤー：
replay-fairness = ルールと公正さ
replay-commitment = コミットメント
replay-seed = シード
replay-salt = ソルト
replay-download = シナリオファイルとしてダウンロード
replay-this-step = このステップ
replay-every-step = すべてのステップ

## テーブルの実況

log-reason-turn = {""}
log-reason-first_card = （最初のカード）
log-reason-penalty = （ペナルティ）
log-reason-challenge = （チャレンジ）
log-reason-caught = （UNO言い忘れ）
log-reason-effect = （カードの効果）
log-reason-honour = （約束のペナルティ）
log-reason-item = （アイテム）
log-dealer-draws = 親決めのカード：{ $draws }。
log-dealer-draw = { $name } { $card }
log-dealer-tie = { $draws } いちばん強いカードが同じなので、引き直します。
log-dealer = { $draws } 親は{ $name }です。
log-round-started = ラウンド{ $round }開始。親は{ $name }です。
log-dealt = カードが{ $count }枚配られました。
log-first-card = 最初のカード：{ $card }。
log-first-card-returned = { $card }は山札に戻し、山札を切り直します。
log-then = 、続けて
log-played = { $name }が{ $cards }を出しました。
log-played-color = { $name }が{ $cards }を出して、{ $color }を指定。
log-jumped-in = { $name }が{ $cards }で割り込み！
log-jumped-in-color = { $name }が{ $cards }で割り込み、{ $color }を指定。
log-drew = { $name }が{ $count }枚引きました{ $reason }。
log-drew-shown = { $name }が{ $count }枚引きました{ $reason }:
log-nothing-to-draw = 引けるカードがありません：{ $name }は{ $count }枚引けませんでした。
log-reshuffled = 捨て札を切って新しい山札にします（{ $count }枚）。
log-passed = { $name }はカードを手元に残しました。
log-color-chosen = { $name }が{ $color }を指定。
log-player-chosen = { $name }が{ $target }を選びました。
log-skipped = { $name }は1回休み。
log-direction-cw = ここから時計回り ↻。
log-direction-ccw = ここから反時計回り ↺。
log-penalty-pending = ペナルティ待ち：{ $total }枚引く。
log-challenged-guilty = { $name }が{ $offender }のワイルドドロー4にチャレンジ：反則でした！{ $offender }が4枚引きます。
log-challenged-innocent = { $name }が{ $offender }のワイルドドロー4にチャレンジ：問題なし。{ $again }が6枚引きます。
log-challenged-you-guilty = { $name }があなたのワイルドドロー4にチャレンジ：反則でした！あなたが4枚引きます。
log-challenged-you-innocent = { $name }があなたのワイルドドロー4にチャレンジ：問題なし。{ $name }が6枚引きます。
log-hand-shown-to-you = { $name }の手札をあなただけに見せます：
log-your-hand-shown = あなたの手札を{ $to }だけに見せます：
log-hand-shown = { $name }が手札を{ $to }だけに見せます。
log-hands-swapped = { $a }と{ $b }の手札を交換。
log-hands-rotated-cw = 全員の手札を時計回りに回します。
log-hands-rotated-ccw = 全員の手札を反時計回りに回します。
log-hands-shuffled = 全員の手札を混ぜて配り直します（{ $sizes }枚）。
log-item = アイテムボックスから{ $card }:{ $item }!{ $effect }。
log-no-item = めくるカードがありません。{ $name }のアイテムはなし。
log-honour-asked = { $name }への約束ルール：「{ $text }」（守れなければ{ $penalty }枚引く）。
log-complied = { $name }は約束を守りました。
log-uno-called = { $name }：「UNO!」
log-uno-not-counted = { $name }がUNOと言いました（今は数えられません）。
log-exposed = { $name }は残り1枚なのにUNOと言っていません！
log-caught = { $name }が{ $target }のUNO言い忘れを指摘！{ $target }が2枚引きます。
log-catch-failed = { $name }が{ $target }を指摘しようとしましたが、遅すぎました。
log-went-out = { $name }が上がって、このラウンドを抜けました。
log-round-blocked = 誰も出せず引けもしないので、ラウンドが止まりました。手札の点数がいちばん低いのは{ $name }です。
log-round-over = ラウンド終了。
log-round-won = { $name }がラウンドに勝ちました！
log-eliminated = { $name }は脱落しました。
log-game-over = ゲーム終了。
log-game-over-winners = ゲーム終了。勝者：{ $winners }。

## テーブル

table-label = ゲームテーブル
table-actions = あなたの操作
pod-label = { $name }:{ $cards }{ $toact ->
    [yes] 、手番
   *[no] {""}
}{ $exposed ->
    [yes] 、UNO未宣言
   *[no] {""}
}
pod-title = 席{ $n }:{ $name }
catch-short = 指摘！
no-uno-tag = UNO言ってない！
draw-pile-label = 山札、残り { $n } 枚{ $draw ->
    [yes] ：引く
   *[no] {""}
}
top-card = 場のカード { $card }
penalty-waiting = ペナルティ待ち
penalty-waiting-draw = ペナルティ待ち：{ $n }枚引く
to-draw = 引く
play-goes-cw = 時計回りに進行中
play-goes-ccw = 反時計回りに進行中
dealer = 親
dealer-badge = 親
bot-badge = ボット
bot-plays = ボットが代打ち
bot-plays-title = ボットがこのプレイヤーの代わりに遊んでいます
bot-account = ボットアカウント
bot-account-title = オンラインのボットプログラム（uno bot）
badge-offline = オフライン
badge-out = 上がり
badge-eliminated = 脱落
pts = { $n }点
status-game-over = ゲームは終わりました。
status-round-won = { $name }がラウンドに勝ちました。
status-drew = { $card }を引きました。出しますか、手元に残しますか。
status-name-colour = 色を決めてください。
status-choose-player = プレイヤーを選んでください。
status-wd4 = ワイルドドロー4：受け入れる（{ $n }枚引く）か、チャレンジするか。
status-stack = ペナルティ{ $n }枚：光っているカードを重ねるか、{ $n }枚引く。
status-honour = 約束を守るか、ペナルティ：{ $cards }引く。
status-your-turn = あなたの番：光っているカードを出すか、1枚引きましょう。
status-no-fit = あなたの番：出せるカードがないので、1枚引きましょう。
status-watching = 観戦中。{ $text }
status-jump-in = 割り込めます！
table-waiting-play = { $name }の番…
table-waiting-choose_color = { $name }が色を選んでいます…
table-waiting-choose_player = { $name }がプレイヤーを選んでいます…
table-waiting-accept_or_challenge = { $name }がワイルドドロー4を受けるかチャレンジするか考えています…
table-waiting-play_or_pass = { $name }が引いたカードを出すか考えています…
table-waiting-stack_or_draw = { $name }が重ねるかペナルティを引くか考えています…
table-waiting-comply_or_penalty = { $name }が約束を守るかペナルティを受けるか考えています…
honour-rule = 約束ルール：
honour-you = あなたがやるか、カードを引きます。
honour-them = { $name }がやるか、カードを引きます。
turn-timer = 手番タイマー
secs-short = { $n }秒
btn-draw = 引く
btn-play-it = 出す
btn-keep-it = 残す
btn-accept = 受け入れる（{ $n }枚）
btn-challenge = チャレンジ
help-accept = 受け入れる：
help-accept-cost = { $n }枚引いて、番を飛ばします。
help-challenge = チャレンジ：
help-challenge-cost = 相手が場の色のカードを持っていたら相手が4枚引き、あなたの番が続きます。持っていなければ、あなたが6枚引いて番を飛ばします。
btn-draw-n = { $n }枚引く
btn-choose-colour = 色を選ぶ
btn-choose-player = プレイヤーを選ぶ
btn-done-it = やった！
btn-take-penalty = ペナルティを受ける（{ $n }枚）
uno-call-now = 今すぐUNO!誰かに指摘される前に
uno-arm = 次に出すときにUNOと言う
uno-later = 残り1枚になるときにUNOと言いましょう
btn-uno = UNO!
uno-armed = 次のカードと一緒にUNO
btn-catch = { $name }を指摘！
watching-note = 観戦中です。手札は見えません。
call-uno = UNOと言おう！
standin = ボットがあなたの代わりに遊んでいます。
take-seat-back = 席に戻る
hand-card-label = { $card }{ $state ->
    [jumpin] 、割り込める
    [playable] 、出せる
   *[no] {""}
}{ $drawn ->
    [yes] 、今引いたカード
   *[no] {""}
}
refuse-now = そのカードは今は出せません。
refuse-turn = 今は{ $name }の番です。
refuse-drawn-only = 引いたあとは、引いたカードしか出せません。
refuse-penalty = ペナルティ待ちです：光っているカードを重ねるか、引いてください。
refuse-answer = 先に質問に答えてください。
refuse-wd4 = ワイルドドロー4は、場の色のカードがないときだけ出せます。
refuse-match = { $card }は{ $top }にも場の色にも合いません。
several-title = まとめて出しますか？
several-hint = 出すカードを順番に選んでください。最後のカードがいちばん上になります。
several-label = まとめて出す
pick-colour-for = { $card }を出します：色を決めてください。
pick-colour = 場の色を決めてください。
reveal-title = { $name }の手札（あなただけに公開）
th-cards-left = 残り枚数
th-hand-value = 手札の点数
eliminated-note = （脱落）
round-over-title = ラウンド{ $n }終了
nobody-out = 誰も上がりませんでした。
next-round = 次のラウンド
look-at-table = テーブルを見る
they-win = { $names }の勝ち
you-win = あなたの勝ち！
you-win-with = { $names }と一緒にあなたの勝ち！
you-lose = 残念、負けです：{ $theywin }。
rematch = もう一回
host-rematch = ホストがもう一回を始められます。
change-table = テーブルやルールを変える
lobby = 待合室
watch-replay = リプレイを見る
history = 記録
fair-summary = 公正な配り：シードを確かめる
fair-text = 配る前にサーバーがコミットメントを公開し、今シードとソルトを明かしています。誰でも次のコマンドで確かめられます：

## 部屋:ヘッダー、実況、チャット、待合室

home = ホーム
room-word = 部屋
room-label = 部屋 { $code }
room-code-label = 部屋コード { $code }
copy-invite = 招待リンクをコピー
copy-link = リンクをコピー
copy = コピー
link-copied = 招待リンクをコピーしました。
rules = ルール
log = 実況
event-log = 実況ログ
log-and-chat = 実況とチャット
chat-placeholder = ひとこと…
chat-label = チャットメッセージ
chat-join-first = 部屋に入るとチャットできます
send = 送る
offline-bar = 接続が切れました。自動で再接続しています…
conn-idle = 未参加
conn-connecting = 接続中…
conn-open = 接続済み
conn-closed = 再接続中…
conn-gone = 切断
room-gone = この部屋はありません。
seat-expired = この席の期限が切れました。もう一度入ってください。
join-room = 部屋 { $code } に入る
back-home = ホームへ
join-playing = ゲームの最中です。今は観戦して、次のゲームから参加できます。
join-seats-taken = 10席中{ $count }席が埋まっています。
join-host = ホスト：{ $name }。
join-table = テーブルに着く
watch = 観戦する
log-reconnected = 再接続しました。テーブルは最新です。
log-show-earlier = 前の{ $n }行を表示
log-joined = { $name }として部屋 { $code } に入りました{ $watching ->
    [yes] （観戦）
   *[no] {""}
}。
log-game-starts = ゲーム{ $n }開始。
log-round-dealt = ラウンド{ $n }のカードを配りました。
log-round-seed = ラウンド{ $n }のシードが公開されました。
log-game-seed = ゲームのシードが公開されました。リプレイ：ゲーム#{ $id }。
fair-committed = 配りはコミット済み
fair-commitment = 公正さ：コミットメント
fair-check-deal = 公正さ：配りを確かめる
fair-check-game = 公正さ：ゲームを確かめる
fair-check-it = 確かめる
catch-held = 指摘は{ $secs }秒保留：まだUNOと言えます。
note-full = 部屋が満席なので観戦しています。
note-in-progress = ゲームの最中なので観戦しています。次のゲームで席に着いてください。
target-one-round = 1ラウンドで決着します。
target-hands = { $n }ラウンド行い、合計が{ $low ->
    [yes] いちばん低い
   *[no] いちばん高い
}人の勝ちです。
target-elimination = { $target }点に達すると脱落。最後に残った人の勝ちです。
target-penalty = 誰かが{ $target }点に達したら、合計がいちばん低い人の勝ちです。
target-first-to = 先に{ $target }点を取った人の勝ちです。
make-host = ホストにする
make-host-title = { $name }をホストにする
make-host-label = ホストにする：{ $name }
badge-you = あなた
badge-host = ホスト
host-note = （ホスト）
badge-online = オンライン
move-up = 上へ
move-up-label = { $name }を上へ
move-down = 下へ
move-down-label = { $name }を下へ
remove-seat = テーブルから外す
remove-seat-label = { $name }を外す
no-one-seated = まだ誰も座っていません。
bot-level-label = ボットの強さ
add-bot = ボットを追加
leave-seat = 席を離れる（観戦）
take-seat = 席に着く
start-new-game = 新しいゲームを始める
start-game = ゲームを始める
table-heading = テーブル
waiting-for-host = { $name }が始めるのを待っています。
waiting-for-the-host = ホストが始めるのを待っています。
need-two-seats = ボットを追加するか友だちを招待してください。ゲームには2席必要です。
back-final-table = 最終結果に戻る
invite = 招待
invite-hint = このリンクかコードを送ってください。友だちは席に着くことも観戦することもできます。
invite-link = 招待リンク
turn-timer-on = 手番タイマー：{ $n }秒。
turn-timer-off = 手番タイマー：なし。
change-rules = ルールを変える
watching = 観戦中
nobody-watching = 観戦している人はいません。
change-the-rules = ルールを変える
save = 保存

## 得点、選択、ヒント、設定

seats-full = 10 / 10席 · 満席です
seats-ready = { $n } / 10席 · 始められます
seats-need = { $n } / 10席 · 始めるにはあと{ $more }席
round-by-round = ラウンドごとの得点
points-each-round = 各ラウンドの得点
points-taken-caption = 各ラウンドで取られた点（合計がいちばん低い人の勝ち）
points-won-caption = 各ラウンドで取った点
th-total = 合計
the-game = ゲームの結果
last-round-caption = 最後のラウンド（ラウンド{ $n }）
went-out = 上がり
next-round-soon = 次のラウンドはまもなく自動で配られます。
next-round-in = 次のラウンドまで{ $n }秒。
dealing-next = 次のラウンドを配っています…
n-in-hand = 手札に{ $count }枚
colour-keys = キー：R、Y、G、B。
colour-picker = 色を選ぶ
pick-green-shell = { $item }：誰が1枚引く？
pick-swap = 誰と手札を交換する？
pick-custom = { $card }：プレイヤーを選んでください。
player-picker = プレイヤーを選ぶ
tip-lit = 光っているカードが今出せるカードです。光っていなければ1枚引きましょう。
tip-uno = 残り2枚？1枚出すときにUNOを押しましょう。忘れると指摘されて2枚引くことに。
tip-catch = 残り1枚の人がUNOを忘れた？指摘ボタンが出ます。その人が2枚引きます。
next-tip = 次のヒント
got-it = わかった
tips-label = はじめてのゲームのヒント
tip = ヒント
sound-on = 音あり：消す
sound-off = 消音中：音を出す
mute-sound = 音を消す
theme-light = ライトテーマ：ダークにする
theme-dark = ダークテーマ：ライトにする
light-theme = ライトテーマ

## ルール選びと公開テーブル

sum-custom-deck = カスタム山札
sum-cards-each = 1人{ $n }枚
sum-one-round = 1ラウンド、得点なし
sum-out-at = { $n }点で脱落
sum-no-house = ハウスルールなし
sum-house-n = ハウスルール{ $count }個
rules-button = ルール…
hide-rules = ルールを隠す
done = 完了
rules-new-room = 新しい部屋のルール
rules-new-room-hint = 「部屋を作る」で使うルールです。ここで変えなければ基本ルールです。
rules-json-invalid = ルールのJSON：まだ正しくありません
pt-seats-taken = { $seats }席中{ $taken }席
n-players = { $count }人
pt-host = ホスト { $name }
quick-match = クイックマッチ
tables-waiting = プレイヤー募集中のテーブル
games-in-progress = 進行中のゲーム
public-tables = 公開テーブル
waiting-players = プレイヤー募集中
games-to-watch = 観戦できるゲーム
lobby-counts = オンライン{ $players }人 · 募集中{ $tables }卓 · 対戦中{ $games }ゲーム
join-host-table = { $name }のテーブルに入る
watch-host-game = { $name }のゲームを観戦
no-table-waiting = 募集中のテーブルはありません。「オンラインで遊ぶ」で開きましょう。
no-public-game = 進行中の公開ゲームはありません。
quick-note = 公開テーブル（クイックマッチ、{ $seats }席）。
quick-starts-in = { $n }秒後にゲームが始まり、ボット{ $bots }人が空席に入ります。
quick-starting = ゲームを開始しています…
quick-seats-taken = { $n } / { $seats }席
quick-bots-wait = 少し待つとボット{ $bots }人が空席に入ります。
table-listed = このテーブルは公開ロビーに載っています。
list-table = このテーブルを公開ロビーに載せる

## 部屋のルール一覧

spec-deck = 山札
spec-custom-deck = （カスタム山札）
spec-challenge = チャレンジ
spec-no-challenge = ワイルドドロー4にチャレンジできません
spec-can-challenge = ワイルドドロー4にチャレンジできます
spec-dealer = 席{ $n }が最初の親
spec-elimination-at = { $n }点で脱落
spec-target = 目標{ $n }点
spec-scoring = 得点
spec-zeros = 0のカード
spec-zeros-ten = 10点
spec-player-counts = 、出した人も対象
spec-honour = 約束：「{ $text }」（守れなければ{ $n }枚引く）
spec-effects = 効果：{ $list }
spec-house = ハウスルール
spec-none = なし

## ルール一覧の名前

cat-deck-classic = クラシック
cat-deck-shuffle-hands = シャッフルハンズ
cat-deck-hello-kitty = ハローキティ
cat-deck-mario-kart = マリオカート
cat-preset-killer = キラー
cat-preset-german = ドイツ式
cat-house-stack_draw_two = ドロー2重ね
cat-house-stack_draw_four = ワイルドドロー4重ね
cat-house-stack_mixed = 混ぜて重ねる
cat-house-jump_in = 割り込み
cat-house-jump_in_draw_two = ドロー2に割り込み
cat-house-seven_swap = 7で手札交換
cat-house-zero_rotates = 0で手札を回す
cat-house-zero_swap = 0で手札交換
cat-house-draw_until_playable = 出せるまで引く
cat-house-multi_play = まとめ出し
cat-house-no_action_finish = 記号カードで上がれない
cat-house-last_holding_loses = 最後まで残った人の負け
cat-house-wd4_strict = 厳格なワイルドドロー4
cat-scoring-winner_takes_all = 勝者総取り
cat-scoring-average = 平均
cat-scoring-penalty = 減点方式
cat-scoring-none = 1ラウンド
cat-end-target = 目標点で終了
cat-end-elimination = 脱落戦
cat-end-hands = Nラウンド後
cat-bot-easy = かんたん
cat-bot-medium = ふつう
cat-bot-hard = むずかしい
cat-bot-learned = 学習型
cat-bot-random = ランダム
cat-bot-chaos = カオス
cat-first-official = 公式
cat-first-as_dealer_played = 親が出したものとする
cat-first-ignore_actions = 記号カードは無視
cat-option-first_card = 最初のカード
cat-option-hand_size = 配る枚数
cat-option-challenge = チャレンジあり
cat-option-target = 目標点
cat-option-method = 得点の数え方
cat-option-game_end = ゲームの終わり

## ターミナル版 (uno play)

tui-you = あなた
tui-you-inline = あなた
tui-seat = 席{ $n }
tui-nobody = 誰も
tui-and = { $first }と{ $last }
tui-cw = 時計回り
tui-ccw = 反時計回り
tui-color-red = 赤
tui-color-yellow = 黄
tui-color-green = 緑
tui-color-blue = 青
tui-round-started = ラウンド{ $round } — 親は{ $name }
tui-first-card = 最初のカード { $card }
tui-covered-first = { $cards }をめくって伏せました{ $why ->
        [ignore] ：ここではアクションカードやW+4からラウンドを始めません
       *[none] {""}
    } — 最初のカード { $card }
tui-played = { $name }が{ $cards }を出した
tui-jumped-in = { $name }が{ $cards }で割り込み
tui-a-card = 1枚
tui-n-cards = { $count }枚
tui-why-challenge = (チャレンジ)
tui-why-caught = (UNO言い忘れ)
tui-why-honour = (約束のペナルティ)
tui-why-item = (アイテム)
tui-drew = { $name }が{ $what }{ $named ->
        [yes] を
       *[no] {""}
    }引いた{ $why }
tui-kept = { $name }はカードを残した
tui-chose = { $name }が{ $what }を選んだ
tui-skipped = { $name }は1回休み
tui-direction = 進行方向:{ $dir }
tui-penalty-now = ペナルティ +{ $total }
tui-uno-called = { $name }:UNO!
tui-exposed-you = 残り1枚なのにUNOと言っていません:uを押して!
tui-exposed = { $name }は残り1枚なのにUNOと言っていない(cで指摘)
tui-caught-you = { $name }に指摘された
tui-caught = { $name }が{ $target }のUNO言い忘れを指摘
tui-went-out = { $name }が上がった
tui-round-ended = ラウンド終了
tui-round-won = { $name }がラウンドに勝った
tui-round-won-all = { $name }がラウンドに勝ち、{ $points }点獲得(ほかの人の手札の点数)
tui-round-won-average = { $name }がラウンドに勝ち、ほかの手札の点数の平均を獲得
tui-round-won-penalty = { $name }がラウンドに勝って0点。ほかの人は手札の点数が加算
tui-game-over = ゲーム終了:{ $names }の勝ち
tui-players = プレイヤー
tui-log = 実況
tui-col-player = プレイヤー
tui-col-cards = 枚数
tui-col-score = 得点
tui-top = 場
tui-colour = 色
tui-colour-to-choose = 色は未定
tui-pile = 山札 { $n }
tui-penalty = ペナルティ +{ $n }
tui-prompt-colour-for = { $cards }の色:r 赤、y 黄、g 緑、b 青(Escで取り消し)
tui-prompt-catch = 誰を指摘する?{ $list }(Escで取り消し)
tui-prompt-quit = ゲームをやめますか?y でやめる、n か Esc で戻る
tui-prompt-round-over = ラウンド{ $round }終了:{ $name }の勝ち。Enter:次のラウンド
tui-prompt-game-over = ゲーム終了:{ $names }の勝ち({ $rounds }ラウンド)。
    r もう一回(同じ席、新しいシード) · n 新しいゲーム · q やめる
tui-prompt-no-fit = あなたの番:出せるカードがないので引く(d)
tui-prompt-your-turn = あなたの番:カードを出す(Enter か番号)か引く(d)
tui-prompt-drew = { $card }を引いた:出す(Enter)か残す(k)
tui-prompt-colour = 色を選ぶ:r 赤、y 黄、g 緑、b 青
tui-prompt-player = プレイヤーを選ぶ:番号を押す(プレイヤー欄の#)
tui-prompt-penalty-draw = ペナルティ +{ $n }:重ねられるカードがない、d で{ $n }枚引く
tui-prompt-penalty-stack = ペナルティ +{ $n }:カードを重ねる(Enter)か d で{ $n }枚引く
tui-prompt-honour = 約束ルール:「{ $text }」:o 守る、t ペナルティ
tui-prompt-waiting = { $name } { $what ->
    [turn] の番
    [play_or_pass] 出せるカードを引いた
    [choose_color] 色を選んでいる
    [choose_player] プレイヤーを選んでいる
    [accept_or_challenge] W+4に答えている
    [stack_or_draw] ペナルティに答えている
    [comply_or_penalty] 約束ルールに答えている
   *[other] {""}
}…
tui-key-colour = 色
tui-key-cancel = 取り消し
tui-key-seat-to-catch = 指摘する席
tui-key-quit = やめる
tui-key-back = ゲームに戻る
tui-key-card-codes = カード記号
tui-key-keys-rules = キーとルール
tui-key-close = 閉じる
tui-key-rematch = もう一回
tui-key-new-game = 新しいゲーム
tui-key-keys = キー
tui-key-next-round = 次のラウンド
tui-key-call-uno = UNO!
tui-key-catch = 指摘
tui-key-choose-player = プレイヤーを選ぶ
tui-key-jump-in = 割り込み
tui-key-play = 出す
tui-key-play-card = カードを出す
tui-key-mark = 印(まとめ出し)
tui-key-accept = 受ける({ $n }枚)
tui-key-challenge = チャレンジ
tui-key-draw = 引く
tui-key-keep = 残す
tui-key-comply = 守る
tui-key-take-penalty = ペナルティ
tui-key-uno-armed = UNO準備OK
tui-key-uno-with-play = 出すときUNO
tui-key-select = 選ぶ
tui-key-hint = ヒント

## ルールの設定

timer-none = タイマーなし
timer-secs = { $n }秒
timer-mins = { $n }分
rule-link-title = しくみ：ルールブックの{ $rule }
rule-link-label = しくみ（{ $rule }）
house-implies = { $list }もオンになります。
house-excludes = { $list }とは一緒に使えません。
form-preset = プリセット
form-rounds = ラウンド数
form-wc-rule = WC{ $n }の約束ルール
form-wc = { $title }：次の人がやるか、1枚引く
form-json = ルールのJSON
form-json-reset = フォームの内容に戻す
form-json-hint = エンジンが知っていることなら何でも設定できます（カスタム山札や白いワイルドなど）。書いたとおりに送られます。
form-watch = 観戦だけする
form-watch-line = 席に着かずに部屋を作ります。
form-timer-line = この時間を過ぎるとサーバーが代わりに動きます。
form-more = その他：最初のカード、チャレンジ、カードの点数
cat-option-zero_counts_ten = 0は10点
cat-option-badtz_maru_cards = 山札のバッドばつ丸の枚数
cat-option-badtz_maru_counts_self = バッドばつ丸は出した人も対象
cat-option-wc = 白いワイルド
bot-name-n = { $base } { $n }
pod-cards-word = 枚
tui-your-hand = あなたの手札:{ $count }枚
tui-h-round = ラウンド{ $n }
tui-h-dealer = 親 { $name }
tui-h-seed = シード { $seed }
tui-dealer-won = { $name }が親に決まった

## ヒント (issue 31 §2)

btn-hint = ヒント
hint-title = 自分に見えている情報だけで、コーチが選ぶ手
hint-says = ヒント：{ $what }（このラウンドの勝率は約 { $pct }%）
hint-what = { $do ->
    [draw] カードを1枚引く
    [pass] 引いたカードを持っておく
    [accept] ペナルティを受ける
    [challenge] チャレンジする
    [comply] 実行する
    [penalty] ペナルティを受ける
    [colour] { $colour }を選ぶ
    [player] { $player }を選ぶ
    [play-colour] { $cards }を出して{ $colour }を選ぶ
   *[play] { $cards }を出す
}
allow-hints = ヒントを使えるようにする（この部屋のゲームはレーティングに入りません）
hints-on = この部屋ではヒントが使えます。そのためゲームはレーティングに入りません。
error-hints_off = この部屋ではヒントは使えません。
error-no_decision = 今はあなたが決めることはありません。
error-hints_not_allowed = ヒントはレーティングに入らないプライベートな部屋でだけ使えます。

## 端末の得点表とペア戦 (R15)

tui-scores-game-over-scores = ゲーム終了：得点
tui-scores-game-over = ゲーム終了
tui-scores-round = ラウンド { $n } の得点
tui-col-in-hand = 手札
tui-col-total = 合計
tui-in-hand-note = 手札：残ったカードの点数
tui-you-won-game = ゲームに勝ちました！
tui-game-won-by = 勝者：{ $names }
tui-team-won-round = チーム { $team } がラウンドに勝ちました（{ $names }）
# R15.4: the game is won by a team (both partners), not shared.
tui-game-over-team = ゲーム終了:チーム { $team } の勝ち（{ $names }）
tui-partner-note = * パートナー：{ $name }

## 端末のログ：まれな出来事

tui-first-card-returned = 最初にめくった { $card } は山札に戻ります
tui-nothing-to-draw = { $name } が引けるカードはもうありません
tui-reshuffled = 捨て札 { $count } 枚を混ぜて新しい山札にしました
tui-challenged = { $name } が { $targetyou ->
    [yes] あなたの
   *[no] { $target } の
} ワイルドドロー4 にチャレンジ：{ $guilty ->
    [yes] 反則でした！
   *[no] 問題なし
}
tui-hand-shown = { $name } が { $to } に手札を見せました
tui-you-showed-hand = { $to } に手札を見せました
tui-showed-you = { $name } が見せた手札：{ $cards }
tui-chance-uno = u: 今すぐ UNO と宣言!
tui-chance-catch = c: { $name } を指摘(UNO なし)
tui-chance-jump-in = j: { $cards } で割り込み
tui-uno-armed-line = 次に出すときに UNO! を宣言します
tui-w4-someone = プレイヤー
tui-w4-played = { $name } があなたに +4 を出しました。d か x で答えてください:
tui-w4-played-colour = { $name } があなたに +4 を出しました(今の色: { $colour })。d か x で答えてください:
tui-w4-accept = d 受ける: { $n } 枚引いて手番を失う
tui-w4-before-colour = { $colour } のカード(+4 の前の色){ $itembox ->
    [yes] { " " }またはアイテムボックス
   *[no] {""}
}
tui-w4-before-any = +4 の前の色のカード{ $itembox ->
    [yes] { " " }またはアイテムボックス
   *[no] {""}
}
tui-w4-challenge = x チャレンジ: { $name } が手札を見せます。{ $name } が { $before } を持っていたら { $name } が 4 枚引き、あなたは続けます。持っていなければ、あなたが 6 枚引いて手番を失います。
tui-w4-stack = Enter その上に +4 を重ねる: 次のプレイヤーは +{ $n }
tui-swapped = { $a } と { $b } が手札を交換しました
tui-hands-passed = すべての手札が{ $dir }に回りました
tui-hands-shuffled = すべての手札を混ぜて配り直しました
tui-item-box = アイテムボックスから { $card }：{ $item }
tui-no-item = アイテムボックス：めくるものがありません
tui-item-mushroom = キノコ：もう1回
tui-item-banana_peel = バナナの皮：前のプレイヤーが2枚引く
tui-item-green_shell = ミドリこうら：選んだプレイヤーが1枚引く
tui-item-lightning = サンダー：ほかの全員が1枚引き、もう1回
tui-item-bob_omb = ボム兵：2枚引いて色を選ぶ
tui-honour = { $name } のオナールール：「{ $text }」（しなければ { $n } 枚引く）
tui-complied = { $name } は実行しました
tui-uno-not-counted = { $name } のウノは認められませんでした
tui-catch-failed = { $name } が { $target } を指摘しましたが効果なし
tui-blocked = 誰も出せず引けないのでラウンドは行き詰まりました。手札がいちばん少ないのは { $name }
tui-eliminated = { $name } は脱落

## ページのペア戦 (R15)

cat-option-teams = 2人1組のペアで遊ぶ
cat-option-teams-desc = パートナーは向かい合って座り、勝ちも得点も負けも一緒です（4・6・8・10人）。
spec-teams-pairs = 2人1組、パートナーは向かい側
form-unscored = 「{ $rule }」では使いません：1 ラウンドで勝負が決まり、得点は数えません。最後まで手札が残った人の負けで、ほかの全員が勝ちです（R13）。
form-no-teams = 「{ $rule }」はチーム戦では遊べません（R15.5）。
spec-unscored = なし（1 ラウンド。最後まで手札が残った人の負け）
team-title = チーム { $team }
partner-badge = パートナー
scores-by-team = 得点はチームごと：パートナーで合計を共有します
teams-need-seats = ペア戦には 4・6・8・10 席が必要です（いまは { $n } 席）。
long-rounds-note = { $n } 席でバッドばつ丸が { $cards } 枚あると、1 ラウンドが何千手も続くことがあります（R8.6：手札がいちばん少ない人が何度も 4 枚引くため）。バッドばつ丸を 2 枚以下にすると（ルール：山札のバッドばつ丸の枚数）ラウンドが短くなります。
team-pair = チーム { $team }：{ $a } と { $b }
online-2v2 = { $preset } · 2対2（ペア戦）
quick-2v2-note = 2対2：2人1組、パートナーは向かい側（1番と3番、2番と4番の席）。

## The daily deal (issue 30 §4: web/js/daily.js)

daily-title = 今日の配り
daily-lead = 全員が同じ配りで、同じ3体のボット（{ $bots }）と対戦します。クラシックルール、1ラウンド、1日1回の挑戦です。
daily-play = 今日の配りで遊ぶ
daily-continue = 自分のゲームに戻る
daily-unfinished = 今日の配りを始めましたが、最後まで終えていません。これが今日の挑戦として数えられます。
daily-you-won = { $turns }手番で勝ちました：{ $count }人中{ $place }位。
daily-you-lost = { $turns }手番で負けました（手札に{ $points }点が残りました）：{ $count }人中{ $place }位。
daily-table = 今日の順位表
daily-table-of = { $day }の順位表
daily-th-place = 順位
daily-th-result = 結果
daily-th-turns = 手番
daily-th-points = 残り点数
daily-th-replay = リプレイ
daily-won = 勝ち
daily-lost = 負け
daily-replay = 見る
daily-replay-of = { $name }のゲームを見る
daily-none-yet = この配りを終えた人はまだいません。
daily-unfinished-list = 未完了：{ $names }
daily-commitment = コミットメント
daily-fair-summary = 公平性：配りを確かめる
daily-fair-text = 配りの秘密は1日の始まりにコミットされ、その日（UTC）が終わると公開されます。コミットメントが、秘密が変えられていないことを証明します。
daily-fair-revealed = この日は終わりました。シードとソルトが公開され、下のコマンドでコミットメントと照合できます。
daily-yesterday = 昨日の配り（{ $day }）：順位表、秘密、すべてのリプレイ
daily-home = ホーム
daily-past-title = { $day }の配り
daily-replays-open = この日は終わりました。この配りのすべてのゲームを、全員の手札を公開した状態でリプレイできます。
daily-all-hands = 全員の手札
daily-see-table = 今日の順位表を見る
error-daily_already_played = 今日の配りはもう遊びました。挑戦は1日1回です。また明日どうぞ！
error-daily_not_revealed = これは「今日の配り」のゲームです。その日が終わると誰でも見られるようになります。
error-no_such_day = その日の「今日の配り」はありません。
## Accounts (issue 32 §2): the home page's Account panel (web/js/account.js)

account-title = どの端末でも同じプレイヤーで
account-intro = パスキーでこのプレイヤーを保存すると、名前・レーティング・履歴がそのまま残り、ほかの端末でもログインできます。
account-no-passkeys = このブラウザではパスキーを使えません。コードでならログインできます。
account-save = パスキーでこのプレイヤーを保存
account-sign-in = パスキーでログイン
account-code-label = 引き継ぎコードまたは復旧コード
account-code-use = コードでログイン
account-signed-in = { $name } としてログイン中（プレイヤー #{ $id }）
account-passkeys = パスキー { $n } 件
account-codes-left = 残りの復旧コード { $n } 件
account-saved = 保存しました！ログインしたどの端末でも、このプレイヤーで遊べます。
account-recovery-title = 復旧コード
account-recovery-note = 安全な場所に保管してください。パスキーをなくしたとき、各コードで 1 回ログインできます。表示されるのは今だけです。
account-transfer = ほかの端末用のコードを表示
account-transfer-code = ほかの端末で { $minutes } 分以内にこのコードを入力してください：{ $code }
account-add-passkey = パスキーをもう 1 つ追加
account-passkey-added = パスキーを追加しました。
account-sign-out = ログアウト
account-signed-out = この端末からログアウトしました。
account-delete = アカウントを削除
account-delete-confirm = アカウントを削除しますか？名前・パスキー・コードは完全に消えます。これまでのゲームは名前なしで残ります。
account-delete-yes = 完全に削除
account-delete-no = アカウントを残す
account-deleted = アカウントを削除しました。
account-welcome = おかえりなさい、{ $name } さん！
account-cancelled = パスキーのリクエストはキャンセルされました。
account-need-name = 先にニックネームを決めてください。
error-not_signed_in = この端末ではログインしていません。
error-bad_origin = ほかのサイトからのリクエストのため、拒否しました。
error-json_required = このページからのリクエストではないため、拒否しました。
error-ceremony_expired = 時間がかかりすぎたか、すでに使われています。もう一度お試しください。
error-passkey_refused = パスキーを確認できませんでした。
error-passkey_taken = このパスキーはすでにほかのプレイヤーに保存されています。
error-bad_code = コードが間違っているか、使用済みか、期限切れです。
## リプレイの下のコーチの分析 (web/js/analysis.js)

replay-all-hands = あなたが遊んだゲームです。終わったので、参加したプレイヤーにはすべての手札が見えます（ほかの人には見えません）。
replay-hand-of = { $name } の手札（{ $cards }）
log-dealt-other = { $name } にカードが{ $count }枚配られました。
analysis-heading = あなたの分析
analysis-intro = コーチが、そのときあなたに見えていた情報だけで、あなたの判断を一つずつ評価します。手を打った後のラウンドの勝率、ミス、そしてより良かった手がわかります。
analysis-ask = 自分のプレイを分析する
analysis-queued = 空いている分析担当を待っています…
analysis-progress = 分析中… { $done } / { $total }
analysis-failed = 分析を完了できませんでした。
analysis-chart-label = あなたの { $decisions } 回の判断それぞれの後の、ラウンドの推定勝率。印は { $marks } 個。
analysis-mark-mistake = ミス
analysis-mark-blunder = 大きなミス
analysis-step = ステップ { $step }
analysis-played = あなたの選択：{ $action }（勝率 { $win }）
analysis-better = より良い手：{ $action }（勝率 { $win }）
analysis-legend-line = ラウンドの勝率
analysis-summary = 判断 { $decisions } 回、ミス { $mistakes } 回、大きなミス { $blunders } 回。1 回の判断で失った勝率は平均 { $loss } ポイントです。
analysis-no-marks = ミスはありません。コーチが明らかに良い手を打てた場面はありませんでした。
analysis-played-no-uno = あなたの選択：{ $action }（勝率 { $win }）。残り 1 枚なのに UNO と言いませんでした（R10.1：指摘されると 2 枚引きます）。
analysis-no-uno-too = さらに、残り 1 枚で UNO と言いませんでした（R10.1）。
analysis-summary-no-uno = 残り 1 枚で UNO と言わなかった手が { $count } 回ありました（R10.1）。
error-analysis_limit = 待機中の分析がすでにあります。一つ終わってからもう一度頼んでください。
error-analysis_busy = サーバーで待機中の分析が多すぎます。数分後にもう一度試してください。
error-no_analysis = このゲームでのあなたのプレイの分析はまだ頼まれていません。
daily-leaders = 上位：{ $names }
daily-player = プレイヤー

## ターミナル版 (uno play): 得点の数え方、「新しいゲーム」画面、`?` のヘルプ、
## ステータス行、終了時のまとめ

tui-scoring-method = { $method ->
    [average] 平均方式
    [penalty] 減点方式
   *[winner_takes_all] 勝者総取り
}
tui-scoring-target = { $method }、{ $target }点先取
tui-scoring-target-lowest = { $method }、{ $target }点まで、合計が低い人の勝ち
tui-scoring-elimination = { $method }、{ $target }点で脱落
tui-scoring-rounds = { $method }、{ $n }ラウンド
tui-scoring-rounds-lowest = { $method }、{ $n }ラウンド、合計が低い人の勝ち
tui-scoring-none = { $n ->
    [one] 1ラウンド勝負、得点なし
   *[other] { $n }ラウンド、得点なし
}
tui-level = { $level ->
    [easy] かんたん
    [medium] ふつう
    [hard] むずかしい
    [learned] 学習型
    [random] ランダム
   *[chaos] カオス
}
tui-bot-label = { $name } ({ $level })
tui-about-deck-classic = 公式の108枚のデッキ。
tui-about-deck-shuffle-hands = クラシックにシャッフルワイルドと白いワイルド3枚を加えた112枚。
tui-about-deck-hello-kitty = クラシックにバッドばつ丸ワイルド4枚を加えた112枚。
tui-about-deck-mario-kart = 数字76枚、記号カード24枚、ワイルドドロー4が4枚、アイテムボックスワイルド8枚。ふつうのワイルドはなし。1ラウンドで決着。
tui-about-preset-killer = 出せるまで引く、割り込み、ドロー2とドロー4を重ねる、0で手札を回す。
tui-about-preset-german = 0で手札交換、割り込み (ドロー2のペナルティにも)、ドロー2を重ねる。
# The new-game screen after `uno play --rules-file FILE`: the file's rules (its deck and house rules).
tui-about-file = { $file } のルール: { $rules }。
tui-about-house-stack_draw_two = ドロー2にはドロー2で返せる。返せなかった人が合計を引く
tui-about-house-stack_draw_four = ワイルドドロー4にもドロー4を重ねられる。重ねたドロー4にはチャレンジできない
tui-about-house-stack_mixed = ドロー2のペナルティにワイルドドロー4も重ねられる (重ねるルールを両方オン)
tui-about-house-jump_in = 場のいちばん上と同じカードを順番外に出せる。そこから順番が続く
tui-about-house-jump_in_draw_two = ドイツのルール: 待っているドロー2のペナルティには、どのドロー2でも順番外に出せる
tui-about-house-seven_swap = 7を出したら、選んだプレイヤーと手札を交換
tui-about-house-zero_rotates = 0を出したら、全員の手札を次のプレイヤーに回す
tui-about-house-zero_swap = 0を出したら、選んだプレイヤーと手札を交換 (「0で手札を回す」とは併用不可)
tui-about-house-draw_until_playable = 出せるカードが来るまで引く
tui-about-house-multi_play = 同じ数字のカードを何枚かまとめて出せる
tui-about-house-no_action_finish = 最後の1枚を記号カードやワイルドにしてはいけない
tui-about-house-last_holding_loses = 上がった人から抜け、最後までカードを持っていた人の負け
tui-about-house-wd4_strict = 反則のワイルドドロー4はブラフにならず、出せない
tui-setup-title = 新しいゲーム
tui-setup-rules = ルール
tui-setup-bots = ボット
tui-setup-level = 強さ
tui-setup-bots-value = { $bots }体 ({ $players }人で対戦)
tui-setup-keys = ↑↓ 行を選ぶ · ←→ 変える · Enter 配る · q やめる
tui-setup-kept = { $about }前のゲームのルールをそのまま使います (ハウスルールと得点の数え方も)。
tui-help-keys-title = キー · Tab: カード記号
tui-help-rules-title = 使用中のルール
tui-help-codes-title = カード記号 · Tab: キーとルール
tui-help-rules-hand = { $rules }、手札{ $n }枚
tui-help-house-none = ハウスルール: なし
tui-help-house = ハウスルール:
tui-help-house-rule = { $title }: { $what }
tui-help-scoring = 得点: { $scoring }
tui-help-key-move = 移動。↑↓ で出せるカードへ
tui-help-key-enter = カードを出す (次のラウンドへ)
tui-help-key-digits = その番号のカードを出す
tui-help-key-space = まとめ出しの印をつける
tui-help-key-draw = 引く。ペナルティなら受ける
tui-help-key-keep = 引いたカードを残す (パス)
tui-help-key-uno = UNO! と宣言
tui-help-key-catch = UNO忘れを指摘
tui-help-key-jump-in = 割り込む (順番外)
tui-help-key-challenge = ドロー4にチャレンジ (d で受ける)
tui-help-key-colour = 色を選ぶ
tui-help-key-player = プレイヤーを選ぶ (一覧の#)
tui-help-key-honour = 守る / ペナルティを受ける
tui-help-key-hint = ヒント: コーチの選択 (--hints)
tui-help-key-next = 次のラウンド / 新しいゲーム
tui-help-key-rematch = 終了後: もう一回
tui-help-key-esc = 質問やこの一覧を閉じる
tui-help-key-quit = やめる (先に確認)
tui-help-key-ctrl-c = すぐにやめる
tui-legend-colours = 色: R 赤、Y 黄、G 緑、B 青 (カード記号の最初の文字、英語の頭文字)
tui-legend-number = 数字カード: 色の文字 + 数字 (R7 = 赤の7)
tui-legend-skip = スキップ: 次の人の番を飛ばす
tui-legend-reverse = リバース: 順番の向きが逆になる
tui-legend-draw_two = ドロー2: 次の人が2枚引いて番を飛ばされる
tui-legend-wild = ワイルド: どのカードにも出せて、色を選ぶ
tui-legend-wild_draw_four = ワイルドドロー4: 色を選ぶ。次の人は4枚引くかチャレンジ
tui-legend-shuffle_hands = シャッフルワイルド: 全員の手札を混ぜて配り直す
tui-legend-badtz_maru = バッドばつ丸ワイルド: ほかの人のうち手札がいちばん少ない人が4枚引く
tui-legend-item_box = アイテムボックスワイルド: 山札の一番上をめくり、その色でアイテムが決まる
tui-legend-custom-honour = { $card }: 色を選ぶ。「{ $honour }」(できなければ{ $n }枚引く)
tui-legend-custom-effects = { $card }: 色を選ぶ。続けて { $effects }
tui-legend-item-card = { $colour ->
    [red] 赤のカード
    [yellow] 黄のカード
    [green] 緑のカード
    [blue] 青のカード
   *[wild] ワイルド
}
tui-help-hand-marks = 手札の下の表示: 1-9 と 0 はそのカードを出すキー。↵: 出せるカード、選んで (←→) Enter。+1 +2: まとめ出しの印 (出す順)。[R3]: 選択中のカード。薄い表示: いまは出せない。
tui-flag-out = 上り
tui-flag-elim = 脱落
tui-no-cards = (カードなし)
tui-hand-rows = { $n }行中 { $from }-{ $to } 行目、←→ でスクロール
tui-too-small = 端末の大きさは { $size } です。uno play には { $need } が必要です。{ $quitting ->
    [yes] ゲームをやめますか? y でやめる、n で戻る。
   *[no] 広げてから遊んでください。q でやめます。
}
tui-say-back = ゲームに戻りました
tui-say-colour = 色を選んでください: r 赤、y 黄、g 緑、b 青 (Esc で取り消し)
tui-say-catch-seat = 指摘するプレイヤーの席番号を押してください (Esc で取り消し)
tui-say-esc = Esc で質問やキー一覧を閉じます。q でやめます
tui-say-no-card-marked = いま出せる { $n } 番のカードはありません
tui-say-cannot-draw = いまは引けません
tui-say-keep-only = 残せるのは、出せるカードを引いた直後だけです (R6.2)
tui-say-w4-keys = d でドロー4を受ける (4枚引く)、x でチャレンジ
tui-say-no-challenge = いまチャレンジできるワイルドドロー4はありません
tui-say-no-honour = あなたが守るべきルールはいまありません
tui-say-nobody-to-catch = 指摘できる人はいません: 残り1枚でUNOと言っていない人だけが対象です
tui-say-no-colour = いまは選ぶ色がありません (ワイルドを出すときに聞かれます)
tui-say-not-your-turn = あなたの番ではありません: { $name }の番です
tui-say-round-over = このラウンドは終わりました
tui-say-game-over = ゲームは終わりました: r もう一回、n 新しいゲーム、q やめる
tui-say-round-not-over = ラウンドはまだ終わっていません
tui-say-uno-withdrawn = UNO宣言を取り消しました
tui-say-uno-when = UNOは出したあと残り1枚になるときに宣言します (出す前か直後に u)
tui-say-no-jump-in = いまは割り込めません (場のいちばん上と同じカードが必要です)
tui-say-jump-in-off = 割り込みはこのルールにありません (ハウスルール: uno play --house jump_in)
tui-say-cannot-play = { $card } はいま出せません
tui-say-hints-off = ヒントはオフです: uno play --hints でゲームを始めてください
tui-say-no-hint = いまあなたが決めることはありません
tui-say-hint = ヒント: { $what } (このラウンドの勝率 約{ $pct }%)
tui-say-hint-next = { $hint }。次点: { $what } { $pct }%
tui-summary-game = ゲーム { $number }: シード { $seed } · { $rules } · { $scoring }
tui-summary-won = { $names }の勝ち ({ $rounds }ラウンド)
tui-summary-not-finished = 未完了: ラウンド{ $n }で終了
tui-summary-scores = 得点: { $scores }
tui-summary-again = 同じ配りでもう一度遊ぶには: uno play --seed { $seed } (ほかのオプションは同じに)
tui-stalled = このラウンドは { $n } 手を超えても終わりませんでした。ボットを止めました (ルールかエンジンの不具合です。シード { $seed } を添えて報告してください)。q でやめます。
tui-bot-fault-passes = (席 { $seat } のボット { $bot } が { $choice } を選び、拒否されました: { $error }。この機会は流れます)
tui-bot-fault-instead = (席 { $seat } のボット { $bot } が { $choice } を選び、拒否されました: { $error }。代わりに { $action } を出します)
tui-bot-stuck = (席 { $seat } のボット { $bot } が { $choice } を選び、拒否されました: { $error }。ほかに出せる手もありませんでした)
tui-list-sep = 、
# The header on a narrow terminal: house rules counted, not named ("Classic + Jump-in, 5 more", "Classic + 7 house rules").
tui-house-more = ほか{ $n }件
tui-house-count = ハウスルール{ $n }件

cat-deck-classic-desc = { tui-about-deck-classic }
cat-deck-shuffle-hands-desc = { tui-about-deck-shuffle-hands }
cat-deck-hello-kitty-desc = { tui-about-deck-hello-kitty }
cat-deck-mario-kart-desc = { tui-about-deck-mario-kart }
cat-preset-killer-desc = { tui-about-preset-killer }
cat-preset-german-desc = { tui-about-preset-german }
cat-house-stack_draw_two-desc = ドロー2にはドロー2で返せます。返せなかった人が合計枚数を引きます。
cat-house-stack_draw_four-desc = ワイルドドロー4にもワイルドドロー4を重ねられます。重ねたワイルドドロー4にはチャレンジできません。
cat-house-stack_mixed-desc = ドロー2のペナルティにワイルドドロー4も重ねられます。
cat-house-jump_in-desc = 場のいちばん上と同じカードなら、順番外でも出せます。そこから順番が続きます。
cat-house-jump_in_draw_two-desc = ドイツのルール：待っているドロー2のペナルティには、どのドロー2でも順番外に出せます。
cat-house-seven_swap-desc = 7を出したら、選んだプレイヤーと手札を交換します。
cat-house-zero_rotates-desc = 0を出したら、全員の手札を次のプレイヤーに回します。
cat-house-zero_swap-desc = 0を出したら、選んだプレイヤーと手札を交換します。
cat-house-draw_until_playable-desc = 出せるカードが来るまで引きます。
cat-house-multi_play-desc = 同じ数字のカードを何枚かまとめて出せます。
cat-house-no_action_finish-desc = 最後の1枚を記号カードやワイルドにしてはいけません。
cat-house-last_holding_loses-desc = 上がった人から抜けていき、最後までカードを持っていた人の負けです。
cat-house-wd4_strict-desc = 反則のワイルドドロー4はブラフにならず、出せません。
cat-first-official-desc = 最初のカードは親の左の人に効きます（スキップ、リバース、ドロー2、ワイルド）。ワイルドドロー4は山札に戻して切り直します。
cat-first-as_dealer_played-desc = 親がそのカードを出したものとし、効果もすべて発生します。
cat-first-ignore_actions-desc = 数字かワイルドが出るまで、記号カードとワイルドドロー4の上にカードを重ねていきます（マリオカートの標準）。
cat-scoring-winner_takes_all-desc = ラウンドの勝者がほかの全員の手札の点を得ます。先に目標点に届いた人の勝ち（公式）。
cat-scoring-average-desc = 勝者はほかの人の手札の平均点を得ます（四捨五入）。
cat-scoring-penalty-desc = 全員が自分の手札の点を記録し、勝者は0点。合計がいちばん少ない人の勝ちです。
cat-scoring-none-desc = 1ラウンドでゲームが終わります（マリオカートの標準）。
cat-end-target-desc = 誰かが目標点に届いたらゲーム終了です。
cat-end-elimination-desc = 目標点に届いた人は脱落し、最後に残った人の勝ちです。
cat-end-hands-desc = 目標点の代わりにラウンド数を決めます。合計がいちばん良い人の勝ちです。
cat-bot-easy-desc = 出せるカードを出すだけで、作戦はありません。
cat-bot-medium-desc = 手堅く遊びます。ワイルドを残し、UNOを言い、指摘もします。
cat-bot-hard-desc = カードを覚えて、先を読みます。
cat-bot-learned-desc = クラシックのルールで強化学習により鍛えたニューラルネットワーク（ほかのルールでは「ふつう」と同じくらいの強さ）。1手ごとにさっと判断します。
cat-option-first_card-desc = ラウンドの最初のカードがどう働くか。
cat-option-hand_size-desc = 各プレイヤーに配るカードの枚数です。
cat-option-challenge-desc = ワイルドドロー4にチャレンジできます。
cat-option-target-desc = ゲームが終わる点数です。
cat-option-method-desc = ラウンドの点数の数え方です。
cat-option-game_end-desc = ゲームがいつ終わるか。
cat-option-zero_counts_ten-desc = 手札に残った0を10点として数えます。
cat-option-badtz_maru_cards-desc = 山札に入れるバッドばつ丸ワイルドの枚数（プリセットに関係なく）。
cat-option-badtz_maru_counts_self-desc = バッドばつ丸ワイルドを出した人も、いちばん手札が少ない人に含まれます。
cat-option-wc-desc = 白いワイルドそれぞれのルール（WC1から）：ゲームが実行する効果か、約束ルール。

## The rule book (web/js/rulebook.js)

rb-play-title = このページでの遊び方
rb-play-intro = 手札は画面の下に、色ごとに並んでいます。いま出せるカードは持ち上がって明るく、ほかは暗く表示されます。カードをクリックする（またはフォーカスしてEnterを押す）と出せます。どのカードも四隅に色の形が付いています（赤は三角、黄は輪、緑は十字、青は3本線、ワイルドにはなし）。場の色とカラーピッカーにも同じ形が付くので、色だけが頼りになることはありません。
rb-keys-decision = すること
rb-keys-control = 操作
rb-keys-key = キー
rb-key-play = カードを出す
rb-key-play-how = 手札の明るいカードをクリック
rb-key-play-keys = ←/→のあとEnter
rb-key-draw = 引く
rb-key-draw-how = 山札、または<b>引く</b>
rb-key-drawn = 引いたカードを出すか残す（R6.2）
rb-key-drawn-how = <b>出す</b> / <b>残す</b>
rb-key-colour = 色を指定する（ワイルド、R5.3）
rb-key-colour-how = カラーピッカー：赤、黄、緑、青
rb-key-player = プレイヤーを選ぶ（7・0の交換、ミドリこうら、白いワイルド）
rb-key-player-how = プレイヤーピッカー
rb-key-wd4 = ワイルドドロー4に応じる（R8.2）
rb-key-wd4-how = <b>受け入れる</b>か<b>チャレンジ</b>。チャレンジすると、あなただけが相手の手札を見られます
rb-key-stack = 重なったペナルティ（R13）
rb-key-stack-how = 合計は山に表示されます。明るいカードを重ねるか、<b>N枚引く</b>
rb-key-uno = UNOと言う（R10）
rb-key-uno-how = <b>UNO!</b>：最後から2枚目を出す前に押せば、出すと同時に宣言。出したあとでも、指摘されるまでは言えます
rb-key-catch = UNOと言わなかった人を指摘する
rb-key-catch-how = その人の席の<b>指摘</b>
rb-key-jump = 割り込み（R13）
rb-key-jump-how = 同じカードが順番外に光ります：それをクリック
rb-key-honour = 約束ルール（R8.5）
rb-key-honour-how = <b>やった！</b>か<b>ペナルティを受ける（N枚）</b>
rb-key-next = 次のラウンド
rb-key-next-how = 得点表の<b>次のラウンド</b>（待っていても自動で配られます）
rb-key-log = 記録
rb-key-log-how = 記録パネル（小さい画面ではボタン）
rb-play-keyboard = キーボードだけで最後まで遊べます。Tabで手札（1か所にまとまり、矢印・Home・Endで中を移動）、操作ボタン、各席の<b>指摘</b>ボタン、記録へ移動できます。ダイアログやテーブルの上のパネルは閉じるまでフォーカスを保ち、閉じるとテーブルに戻します。
rb-play-server = サーバーがすべての手を確かめます（R4.4）。認められない手は何も変えず、理由が表示されます。再読み込みや接続切れのあとは、自動で同じ席につながり直します。
rb-r1-title = デッキ
rb-r1-house = { $presets }は{ $deck }のデッキにハウスルールを加えたものです（R13）。デッキはカードの枚数のリストにもできます（R14）。
rb-r2-title = 準備
rb-r2-1 = 2〜10人で遊びます。
rb-r2-2 = 第1ラウンド：全員が1枚ずつ引き、数字がいちばん大きい人が親になります（記号カードとワイルドは0、同点なら引き直し）。テーブルで親を決めておくこともできます。次のラウンドからは、親は左隣に移ります。
rb-r2-3 = 1人7枚（オプション：配る枚数）を、親の左から時計回りに1枚ずつ配ります。残りが山札で、そのいちばん上のカードをめくって捨て札の始まりにします。
rb-r2-4 = 席は時計回りに番号が付きます。「左」は時計回りの向きです。
rb-r3-title = 最初のカード
rb-r3-official = <b>公式</b>（標準）：数字なら何も起きません。スキップなら親の左の人が休み、リバースなら親から反時計回りに始まります。ドロー2なら親の左の人が2枚引いて休みます。ワイルド（またはシャッフル、白いワイルド、バッドばつ丸、アイテムボックス）なら親の左の人が色を指定して出します。ワイルドドロー4は山札に戻して切り直し、新しいカードをめくります。
rb-r3-dealer = <b>親が出したものとする</b>：親がそのカードを出したものとし（ワイルドなら色も指定）、7と0のハウスルールも含めてすべての効果が起きます。ワイルドドロー4なら親の左の人が4枚引きます。
rb-r3-ignore = <b>記号カードは無視</b>（マリオカート）：数字かほかのワイルドが出るまで、記号カードとワイルドドロー4の上に新しいカードをめくって重ねます。
rb-r3-first = 最初のカードには、重ねることもチャレンジすることもできません。
rb-r4-title = 手番
rb-r4-1 = 自分の番には、出せるカードを1枚出すか、1枚引きます。ほかのことでは手番は終わりません。
rb-r4-2 = 次に、いまの向きで次の人が出します。カードに別の指示があればそれに従います。
rb-r4-3 = 何人かが引くときは、そのカードを出した人の次から順番に引きます。
rb-r4-4 = 反則の手はメッセージとともに拒否され、何も変わりません。クリックの間違いで罰を受けることはありません。
rb-r5-title = 出せるカード
rb-r5-1 = 場の色は、いちばん上のカードの色か、ワイルドで指定された色です。
rb-r5-2 = 色のあるカードは、場の色か、いちばん上のカードの数字や記号と合えば出せます。
rb-r5-3 = ワイルド、シャッフル、白いワイルド、バッドばつ丸、アイテムボックスはいつでも出せ、好きな色を指定します（アイテムボックスの色はアイテムで決まります、R9）。
rb-r5-4 = ワイルドドロー4を正しく出せるのは、場の色のカードを持っていないときだけです（アイテムボックスのあるデッキでは、手札のアイテムボックスもその色として数えます）。それでもブラフとして出し、チャレンジされる危険を冒せます（R8.3）。ただし<i>厳格なワイルドドロー4</i>がオンなら出せません。
rb-r6-title = 引く
rb-r6-1 = 出せるカードがあっても引いてかまいません。
rb-r6-2 = 1枚引きます。出せるカードなら、すぐ出すか手元に残すかを選べます。出せなければ次の人の番です。
rb-r6-3 = <i>出せるまで引く</i>：出せるカードが来るまで引き続けます。ペナルティで引く枚数はいつも決まった数だけです。
rb-r6-4 = 山札がなくなったら、いちばん上以外の捨て札を切って作り直します（指定された色は忘れられます）。それでもカードがなければ、引くのは飛ばされます。
rb-r7-title = 記号カード
rb-r7-1 = スキップ：次の人は1回休みです。
rb-r7-2 = リバース：向きが逆になります。2人ならスキップと同じです。
rb-r7-3 = ドロー2：次の人は2枚引いて1回休みです（重ねるルールがオンでなければ、ドロー2で返せません）。
rb-r7-4 = 2人のときは、スキップとドロー2を出すともう一度出せます。
rb-r8-title = ワイルドカード
rb-r8-1 = ワイルド：色を指定します。
rb-r8-2 = ワイルドドロー4：色を指定します。次の人は<b>受け入れる</b>（4枚引いて休み）か、<b>チャレンジする</b>（チャレンジありのとき）かを選びます。
rb-r8-3 = チャレンジ：ワイルドドロー4を出した人は、チャレンジした人だけに手札を見せます。出す前に場の色のカードを持っていたら（有罪）、出した人が4枚引き、チャレンジした人はふつうに続けます。持っていなければ、チャレンジした人が6枚引いて休みます。
rb-r8-4 = シャッフルワイルド：色を指定します。全員の手札を集めて切り、次の人から配り直します。
rb-r8-5 = 白いワイルド：色を指定すると、そのカードのルールが働きます。ゲームが実行する効果か、全員に見える<b>約束ルール</b>のどちらかで、約束ルールは対象の人が実行する（<b>やった！</b>）か、ペナルティを引きます。
rb-r8-6 = バッドばつ丸ワイルド：色を指定します。ほかのプレイヤーのうち、手札がいちばん少ない人が4枚引きます。誰も休みにはなりません。
rb-r9-title = アイテムボックスワイルド（マリオカート）
rb-r9-intro = 山札のいちばん上のカードを場にめくり、その色でアイテムが発動します（そのカード自体の効果は無視します）：
rb-r9-wild = ワイルド
rb-r9-item = <b>{ $color }、{ $item }</b>：{ $effect }。
rb-r10-title = UNOと言う
rb-r10-1 = 自分が出して手札が1枚になったら、UNOと言います。出すと同時でも、そのあと指摘されるまでのいつでもかまいません（出す前の宣言は数えません）。
rb-r10-2 = 言うまでは無防備です。誰でもあなたを<b>指摘</b>でき、指摘されたら2枚引きます。ほかの人が動いたとき、あなたが言ったとき、手札が1枚でなくなったときに、指摘のチャンスは終わります。サーバーは指摘を少しだけ保留するので、あなたの宣言が間に合うこともあります。
rb-r10-3 = 無防備でない人を指摘しても何も起きません。
rb-r10-4 = 手札を動かす出し方（交換、回す、シャッフル）では、誰も無防備になりません。
rb-r11-title = 上がり
rb-r11-1 = 出したカードの効果がすべて終わった時点で手札がない人がいれば、ラウンド終了で、その人の勝ちです。最後のドロー2やワイルドドロー4も、次の人は引きます（点にも数えます）。これにはチャレンジできません。
rb-r11-2 = 手札を動かす効果が先です。<i>0で手札を回す</i>で0を出して上がると、空の手札が次の人に渡ります。
rb-r12-title = 得点と勝ち
rb-r12-1 = カードの点数：数字はその数（0を10点にもできます）、スキップ・リバース・ドロー2は20点、ワイルドは50点。
rb-r12-2 = <b>勝者総取り</b>（公式）：勝者がほかの手札の点を得て、先に目標点（500）に届いた人の勝ち。<b>平均</b>：勝者はほかの手札の平均点を得ます。<b>減点方式</b>：全員が自分の手札の点を記録し、いちばん少ない人の勝ち。ゲームは目標点で終わるか、<b>脱落戦</b>か、<b>Nラウンド後</b>に終わります。<b>1ラウンド</b>：1ラウンドでゲーム終了。どの方式でも、目標点の代わりにラウンド数を決められます。
rb-r12-3 = 同点の勝ちは分け合います。
rb-r13-title = ハウスルール
rb-r13-preset = プリセット<b>{ $name }</b>：{ $list }。
rb-r14-title = データとしてのルール
rb-r14-text = ゲームのルールはひとつの値です：デッキ、最初のカードのルール、オプション、ハウスルール、得点、配る枚数、そして白いワイルドそれぞれのルール。部屋を作るとき、<b>{ $json }</b>でJSONとして書けます。白いワイルドの効果はこのリストから選びます：{ $effects }、または約束ルール。Tは{ $targets }です。
rb-decisions-title = ルールブックに書かれていないところの決め方
rb-dec-1 = 決定（ワイルドドロー4への応答など）を待つ間も指摘できます。指摘や宣言でチャンスは終わりませんが、割り込みでは終わります。
rb-dec-2 = 重ねるルールがオンなら、ペナルティを受ける人には、重ねるカードがなくても必ず確認します。
rb-dec-3 = チャレンジでは、ワイルドドロー4を出したときの手札を、その前の場の色と比べて判定します。
rb-dec-4 = 白いワイルドの効果で引くカードはすぐに引きます。誰も重ねられません。
rb-dec-5 = ミドリこうらは、出した人に必ず選ばせます。ボム兵は先に2枚引き、それから色を聞きます。
rb-dec-6 = 目標点に届くとは、合計がその点以上になることです。<i>Nラウンド後</i>では、ゲームはラウンドNのあとにだけ終わります。
rb-dec-7 = 0で手札交換と0で手札を回すは同時にオンにできません。脱落戦には減点方式が必要です。
rb-dec-source = すべての決め方とそれを確かめるシナリオの全文は、ソースの{ $file }にあります。
rb-sentence-sep = { "" }
rb-r1-deck = <b>{ $name }</b>（{ $cards }）：{ $text }
rb-r13-rule = <b>{ $name }</b>（<code>{ $id }</code>）：{ $text }
