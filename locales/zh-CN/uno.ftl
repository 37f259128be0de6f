# UNO 简体中文。与英文文件(locales/en/uno.ftl)的消息 ID 和变量完全一致。
# 卡牌代码(R7、W+4)保持不变,卡牌名称需要翻译。

language-name = 简体中文
language-picker = 语言

## 通用

you = 你
you-inline = 你
seat-n = { $n }号座位
n-cards = { $count }张牌
n-rounds = { $count }局
n-actions = { $count }步
n-points = { $count }分
n-seconds = { $count }秒
loading = 加载中…
close = 关闭
cancel = 取消
ok = 好
try-again = 再试一次
refused = 不行哦
bot-level = { $level ->
    [easy] 简单机器人
    [medium] 普通机器人
    [hard] 困难机器人
   *[other] { $level }机器人
}

## 颜色与卡牌

color-R = 红色
color-Y = 黄色
color-G = 绿色
color-B = 蓝色
card-number = { $color } { $number }
card-skip = { $color }禁止
card-reverse = { $color }反转
card-draw_two = { $color }+2
card-wild = 变色
card-wild_draw_four = 变色 +4
card-shuffle_hands = 变色洗手牌
card-badtz_maru = 变色酷企鹅
card-item_box = 变色道具箱
card-custom = 自定义万能牌 { $number }
card-color-named = { $card }，指定颜色：{ $color }
card-chosen-title = 指定颜色：{ $color }

## 马力欧卡丁车道具 (R9)

item-mushroom = 蘑菇
item-banana_peel = 香蕉皮
item-green_shell = 绿龟壳
item-lightning = 闪电
item-bob_omb = 炸弹兵
item-effect-mushroom = { $player }马上再出一次牌
item-effect-banana_peel = { $player }的上家摸 2 张
item-effect-green_shell = { $player }选一位玩家摸 1 张
item-effect-lightning = 其他人各摸 1 张，然后{ $player }再出一次牌
item-effect-bob_omb = { $player }摸 2 张并指定颜色

## 错误

error-network = 连接不上服务器。
error-disconnected = 连接已断开，正在重新连接…
error-not_your_turn = 还没轮到你。
error-card_not_playable = 现在不能出这张牌。
error-card_not_in_hand = 你手里没有这张牌。
error-decision_pending = 现在不行：游戏在等待另一个决定。
error-pass_not_allowed = 只有刚摸到一张能出的牌时，才能把它留在手里。
error-cannot_challenge = 没有可以质疑的变色 +4。
error-color_required = 请为这张变色牌选一种颜色。
error-invalid_target = 不能选择这位玩家。
error-multi_play_not_allowed = 这些牌不能一起出。
error-action_finish_not_allowed = 最后一张牌不能是功能牌或变色牌：请改为摸牌。
error-round_over = 这一局结束了。
error-round_not_over = 这一局还没结束。
error-game_over = 游戏结束了。
error-no_such_seat = 没有这个座位。
error-not_host = 只有房主可以这样做。
error-game_in_progress = 游戏正在进行中。
error-not_enough_players = 一局游戏需要 2 到 10 个座位。
error-room_full = 房间已满。
error-rate_limited = 慢一点，稍后再试。
error-no_such_room = 没有这个房间号。
error-no_such_game = 没有这个编号的已结束对局。
error-no_such_player = 没有这位玩家。
error-bad_token = 这个座位的钥匙已经失效。
error-not_seated = 你在这局游戏里没有座位。
error-no_game = 没有正在进行的游戏。
error-seat_taken = 这个座位已经有人了。
error-bad_seat = 没有这个座位。
error-already_seated = 你已经有座位了。
error-too_many_rooms = 你开的房间太多了。
error-server_full = 服务器现在满了，请稍后再试。
error-invalid_nickname = 这个昵称不能用。
error-invalid_chat = 这条消息不能发送。
error-invalid_rules = 这些规则无法进行游戏：{ $detail }
error-invalid_settings = 这些房间设置不能用：{ $detail }
# Rules the engine refused (uno_core::Problem): the detail of error-invalid_rules.
problem-unknown-preset = 没有名为“{ $name }”的预设。
problem-unknown-house-rule = 没有名为“{ $name }”的家规。
problem-house-conflict = { $first }和{ $second }不能同时开启（R13）。
problem-elimination-needs-penalty = 淘汰制只能搭配罚分计分（R12.2）。
problem-teams-elimination = 组队时不能用淘汰制（R15.4）。
problem-teams-last-holding-loses = 组队时不能用“最后留牌的人输”（R15.5）。
problem-hand-size = 每位玩家至少要发一张牌。
problem-target = 目标分数至少为 1。
problem-deck-count = 牌堆里有 { $count } 张 { $card }；同一张牌最多 255 张。
problem-deck-card = “{ $entry }”不是牌堆里能放的牌。
problem-empty-deck = 牌堆里没有牌。
problem-no-starting-card = 牌堆里没有能开局的牌（R3：需要一张不是 W+4 的牌）。
problem-missing-wc-rule = 牌堆里有 { $card }，但它没有规则（R14）。
problem-too-many-wc-rules = 自定义万能牌的规则有 { $count } 条，可这种牌最多只有 7 张。
problem-players = 一局需要 2 到 10 名玩家，现在是 { $count } 名（R2.1）。
problem-deck-too-small = 牌堆只有 { $deck } 张，不够给 { $players } 名玩家每人发 { $hand } 张再翻开第一张牌。
problem-too-many-copies = { $card } 出现了 { $have } 次，但牌堆里只有 { $deck } 张。
problem-seat = 这张桌子没有 { $seat } 号座位。
problem-team-players = 两人一组需要 4、6、8 或 10 名玩家，现在是 { $count } 名（R15.1）。
error-game_not_over = 游戏还没结束。
error-storage_unavailable = 服务器现在无法保存，什么都没有改变。请稍后再试。
error-shutting_down = 服务器正在重启，请稍等再试。
error-wrong_instance = 房间换到了另一台服务器，正在重新连接…
error-internal = 服务器出了点问题。
error-rules-json = 规则 JSON 无效：{ $detail }
error-json = 不是有效的 JSON:{ $detail }
error-catalogue = 无法从服务器加载规则：{ $detail }
nick-empty = 请起个昵称。
nick-too-long = 最多 24 个字符。
nick-bad-chars = 不能使用 < > & " ' ` 这些字符。

## 首页

home-title = UNO：在浏览器里直接玩
home-tagline = 和朋友或机器人一起，在浏览器里直接开玩。官方规则、各种版本和家庭规则应有尽有。
home-play = 开始玩
home-nickname = 你的昵称
home-nickname-label = 昵称
quick-play = 快速开始
play-online = 在线对战
online-rules-label = 在线对战的规则
online-length = 一局，几分钟
create-room = 创建房间
create-room-rules = 用这些规则创建房间
help-online = 在线对战：按旁边选好的规则，和其他人同桌游戏；20 秒内没人坐的座位由机器人补上。
help-quick = 快速开始：你和三个普通机器人，经典规则，直接上桌。
help-create = 创建房间：按按钮旁边的规则开一个房间（点“规则…”修改）；在大厅里添加机器人、邀请朋友。
join-title = 加入房间
join-hint = 输入朋友发来的房间号，或粘贴链接。
join-code-label = 房间号或链接
join = 加入
join-watch = …只看不玩
join-bad-code = 房间号由 6 位字母和数字组成。
your-rooms = 你的房间
your-room-as = 昵称 { $name }
foot-rulebook = 规则书
foot-history = 对局记录与回放
foot-api = API
foot-hint = 卡牌由本页面绘制。键盘：按 ? 查看操作方式。

## 规则书

rulebook = 规则书
rulebook-sections = 目录
rulebook-controls = 操作方式
rulebook-decisions = 做选择
rulebook-this-room = 本房间的规则

## 记录与回放

history-title = UNO：对局记录
history-heading = 对局记录
history-all = 全部对局
history-mine = 我的对局
history-older = 更早的对局
history-none = 还没有结束的对局。来玩一局吧！
leaderboard = 排行榜
place-tied = { $place }（并列）
rating-chart-note = 折线是每局计分对局后的等级分；周围的色带是真实实力以 95% 置信度所在的范围，从 { $lo }（左侧下方的数字）到 { $hi }（上方的数字）。
rating-bot = 机器人
rating-bot-level = 内置机器人（{ $level }）
rating-bot-any = 机器人
rating-interval = 95% 区间 { $lo } 至 { $hi }
rating-games = { $count } 局
rating-none = 还没有计分的对局。
rating-leaders-note = Glicko-2 等级分（95% 区间），已下的计分对局数。
rating-unavailable = 暂不可用。
rating-chart-label = { $count } 局计分对局的等级分：从 { $first } 到 { $last }
rating-place = 第 { $place } 名
rating-unrated = 不计分
player-title = UNO：玩家
player-heading = 玩家
player-back = 排行榜和对局
rating-heading = 等级分
rating-summary = { $games } 局计分对局，{ $wins } 胜。等级分偏差 { $rd }；该区间以 95% 的置信度包含真实水平。
rating-not-yet = 还没有等级分：与其他玩家或机器人下完一局就会有等级分。
rating-over-time = 等级分变化
player-recent = 最近的对局
player-no-games = 还没有结束的对局。
game-room = 房间 { $room }
bot-note = ({ $level })
replay-title = UNO：第 { $id } 局回放
replay-heading = 第 { $id } 局回放
replay-step = 步骤
replay-all-steps = 全部步骤
replay-step-of = 第 { $step } 步，共 { $total } 步
colour-in-play = 当前颜色
direction-cw = ↻ 顺时针
direction-ccw = ↺ 逆时针
round-n = 第 { $n } 局
th-player = 玩家
th-cards = 手牌
th-score = 得分
you-note = （你）
dealer-note = · 庄家
replay-your-hand = 你的手牌（{ $cards }）
your-hand = 你的手牌
no-cards = 没有牌。
replay-own-hand = 你参加了这局：只显示你自己的手牌，看不到别人的。
replay-spectator = 回放和观众看到的一样：不显示任何手牌。
replay-play = ▶ 播放
replay-play-label = 播放
replay-pause = ❚❚ 暂停
replay-first = 第一步
replay-prev = 上一步
replay-next = 下一步
replay-last = 最后一步
replay-meta = 房间 { $room } · { $when } · { $rounds } · { $actions }
replay-winner = 赢家：
replay-players = 玩家：
replay-fairness = 规则与公平性
replay-commitment = 承诺值
replay-seed = 种子
replay-salt = 盐值
replay-download = 下载为场景文件
replay-this-step = 这一步
replay-every-step = 所有步骤

## 牌桌解说

log-reason-turn = {""}
log-reason-first_card = （第一张牌）
log-reason-penalty = （罚牌）
log-reason-challenge = （质疑）
log-reason-caught = （没喊 UNO 被抓）
log-reason-effect = （卡牌效果）
log-reason-honour = （约定罚牌）
log-reason-item = （道具）
log-dealer-draws = 抽牌定庄：{ $draws }。
log-dealer-draw = { $name } { $card }
log-dealer-tie = { $draws } 最大的牌打平了，重新抽。
log-dealer = { $draws } 由{ $name }坐庄。
log-round-started = 第 { $round } 局开始，由{ $name }发牌。
log-dealt = 你拿到了 { $count } 张牌。
log-first-card = 翻开第一张牌：{ $card }。
log-first-card-returned = { $card }放回牌堆，重新洗牌。
log-then = ，接着
log-played = { $name }打出{ $cards }。
log-played-color = { $name }打出{ $cards }，指定{ $color }。
log-jumped-in = { $name }用{ $cards }抢出！
log-jumped-in-color = { $name }用{ $cards }抢出，指定{ $color }。
log-drew = { $name }摸了 { $count } 张牌{ $reason }。
log-drew-shown = { $name }摸了 { $count } 张牌{ $reason }:
log-nothing-to-draw = 没有牌可摸了：{ $name }少摸 { $count } 张。
log-reshuffled = 弃牌堆洗成新的摸牌堆（{ $count } 张）。
log-passed = { $name }把牌留在手里。
log-color-chosen = { $name }指定{ $color }。
log-player-chosen = { $name }选择了{ $target }。
log-skipped = { $name }跳过一回合。
log-direction-cw = 现在按顺时针 ↻ 出牌。
log-direction-ccw = 现在按逆时针 ↺ 出牌。
log-penalty-pending = 待罚：摸 { $total } 张。
log-challenged-guilty = { $name }质疑{ $offender }的变色 +4：违规！{ $offender }摸 4 张。
log-challenged-innocent = { $name }质疑{ $offender }的变色 +4：没有违规，{ $again }摸 6 张。
log-challenged-you-guilty = { $name }质疑你的变色 +4：违规！你摸 4 张。
log-challenged-you-innocent = { $name }质疑你的变色 +4：没有违规，{ $name }摸 6 张。
log-hand-shown-to-you = { $name }的手牌只给你看：
log-your-hand-shown = 你的手牌只给{ $to }看：
log-hand-shown = { $name }把手牌只给{ $to }看。
log-hands-swapped = { $a }和{ $b }交换手牌。
log-hands-rotated-cw = 所有手牌按顺时针传下去。
log-hands-rotated-ccw = 所有手牌按逆时针传下去。
log-hands-shuffled = 所有手牌洗匀后重新发（{ $sizes } 张）。
log-item = 道具箱翻出{ $card }:{ $item }!{ $effect }。
log-no-item = 没有牌可翻：{ $name }没有道具。
log-honour-asked = { $name }的约定规则：“{ $text }”（否则摸 { $penalty } 张）。
log-complied = { $name }遵守了约定。
log-uno-called = { $name }:“UNO!”
log-uno-not-counted = { $name }喊了 UNO（现在不算）。
log-exposed = { $name }只剩一张牌，却没喊 UNO!
log-caught = { $name }抓到{ $target }没喊 UNO,{ $target }摸 2 张。
log-catch-failed = { $name }想抓{ $target }：太晚了，什么也没发生。
log-went-out = { $name }出完了牌，离开本局。
log-round-blocked = 谁都不能出牌也不能摸牌，本局卡住了；手牌分数最低的是{ $name }。
log-round-over = 本局结束。
log-round-won = { $name }赢下本局！
log-eliminated = { $name }被淘汰了。
log-game-over = 游戏结束。
log-game-over-winners = 游戏结束。赢家：{ $winners }。

## 牌桌

table-label = 游戏牌桌
table-actions = 你的操作
pod-label = { $name }:{ $cards }{ $toact ->
    [yes] ，轮到此人
   *[no] {""}
}{ $exposed ->
    [yes] ，没喊 UNO
   *[no] {""}
}
pod-title = { $n }号座位：{ $name }
catch-short = 抓住！
no-uno-tag = 没喊 UNO!
draw-pile-label = 摸牌堆，剩余 { $n } 张{ $draw ->
    [yes] ：摸牌
   *[no] {""}
}
top-card = 顶牌 { $card }
penalty-waiting = 待罚
penalty-waiting-draw = 待罚：摸 { $n } 张
to-draw = 待摸
play-goes-cw = 顺时针出牌
play-goes-ccw = 逆时针出牌
dealer = 庄家
dealer-badge = 庄
bot-badge = 机器人
bot-plays = 机器人代打
bot-plays-title = 机器人正在替这位玩家出牌
bot-account = 机器人账号
bot-account-title = 在线的机器人程序（uno bot）
badge-offline = 离线
badge-out = 已出完
badge-eliminated = 已淘汰
pts = { $n } 分
status-game-over = 游戏结束了。
status-round-won = { $name }赢下本局。
status-drew = 你摸到了{ $card }：打出还是留着？
status-name-colour = 请指定颜色。
status-choose-player = 请选择一位玩家。
status-wd4 = 变色 +4：接受（摸 { $n } 张）还是质疑？
status-stack = 罚 { $n } 张：叠一张发亮的牌，或者摸 { $n } 张。
status-honour = 遵守约定，或者接受惩罚：摸{ $cards }。
status-your-turn = 轮到你了：打出一张发亮的牌，或者摸一张。
status-no-fit = 轮到你了：没有能出的牌，摸一张吧。
status-watching = 观战中。{ $text }
status-jump-in = 你可以抢出！
table-waiting-play = 轮到{ $name }出牌…
table-waiting-choose_color = { $name }正在指定颜色…
table-waiting-choose_player = { $name }正在选择玩家…
table-waiting-accept_or_challenge = { $name }要决定接受还是质疑变色 +4…
table-waiting-play_or_pass = { $name }在考虑要不要打出摸到的牌…
table-waiting-stack_or_draw = { $name }要决定叠牌还是接受罚牌…
table-waiting-comply_or_penalty = { $name }要决定遵守约定还是接受惩罚…
honour-rule = 约定规则：
honour-you = 你来做，或者摸牌。
honour-them = { $name }来做，或者摸牌。
turn-timer = 回合计时
secs-short = { $n } 秒
btn-draw = 摸牌
btn-play-it = 打出
btn-keep-it = 留着
btn-accept = 接受（摸 { $n } 张）
btn-challenge = 质疑
help-accept = 接受：
help-accept-cost = 你摸 { $n } 张并跳过这一回合。
help-challenge = 质疑：
help-challenge-cost = 如果对方手里有当前颜色的牌，对方摸 4 张，你继续出牌；如果没有，你摸 6 张并跳过这一回合。
btn-draw-n = 摸 { $n } 张
btn-choose-colour = 选颜色
btn-choose-player = 选玩家
btn-done-it = 做到了
btn-take-penalty = 接受惩罚（摸 { $n } 张）
uno-call-now = 马上喊 UNO，别被人抓住！
uno-arm = 出下一张牌时喊 UNO
uno-later = 出牌后只剩一张时喊 UNO
btn-uno = UNO!
uno-armed = 下一张牌出牌时一起喊 UNO
btn-catch = 抓{ $name }!
watching-note = 你在观战：看不到手牌。
call-uno = 快喊 UNO!
standin = 机器人正在替你出牌。
take-seat-back = 回到我的座位
hand-card-label = { $card }{ $state ->
    [jumpin] ，可以抢出
    [playable] ，可以出
   *[no] {""}
}{ $drawn ->
    [yes] ，刚摸到的
   *[no] {""}
}
refuse-now = 现在不能出这张牌。
refuse-turn = 现在轮到{ $name }。
refuse-drawn-only = 摸牌之后只能出刚摸到的那张。
refuse-penalty = 有罚牌在等着：叠一张发亮的牌，或者摸牌。
refuse-answer = 请先回答问题。
refuse-wd4 = 只有手里没有当前颜色的牌时，才能出变色 +4。
refuse-match = { $card }和{ $top }不匹配，也不是当前颜色。
several-title = 一次出好几张？
several-hint = 按顺序选出要出的牌，最后一张会在最上面。
several-label = 一次出多张
pick-colour-for = 你打出{ $card }：请指定颜色。
pick-colour = 请指定当前颜色。
reveal-title = { $name }的手牌（只给你看）
th-cards-left = 剩余手牌
th-hand-value = 手牌分数
eliminated-note = （已淘汰）
round-over-title = 第 { $n } 局结束
nobody-out = 没有人出完牌。
next-round = 下一局
look-at-table = 看看牌桌
they-win = { $names }赢得了游戏
you-win = 你赢了！
you-win-with = 你和{ $names }一起赢了！
you-lose = 你输了：{ $theywin }。
rematch = 再来一局
host-rematch = 房主可以发起再来一局。
change-table = 调整座位或规则
lobby = 大厅
watch-replay = 看回放
history = 历史
fair-summary = 公平发牌：验证种子
fair-text = 发牌前服务器公布了承诺值，现在公开种子和盐值。任何人都可以用这个命令验证：

## 房间:顶栏、记录、聊天、大厅

home = 首页
room-word = 房间
room-label = 房间 { $code }
room-code-label = 房间号 { $code }
copy-invite = 复制邀请链接
copy-link = 复制链接
copy = 复制
link-copied = 邀请链接已复制。
rules = 规则
log = 记录
event-log = 牌局记录
log-and-chat = 牌局记录和聊天
chat-placeholder = 说点什么…
chat-label = 聊天消息
chat-join-first = 加入房间后才能聊天
send = 发送
offline-bar = 连接断开了，正在自动重连…
conn-idle = 未加入
conn-connecting = 连接中…
conn-open = 已连接
conn-closed = 重新连接中…
conn-gone = 已断开
room-gone = 这个房间不存在。
seat-expired = 你在这里的座位已过期，请重新加入。
join-room = 加入房间 { $code }
back-home = 回首页
join-playing = 正在进行一局游戏：你可以先观战，下一局再加入。
join-seats-taken = 10 个座位已坐 { $count } 个。
join-host = 房主：{ $name }。
join-table = 入座
watch = 观战
log-reconnected = 重新连上了，牌桌已是最新状态。
log-show-earlier = 显示前面的 { $n } 行
log-joined = 你以 { $name } 的身份加入了房间 { $code }{ $watching ->
    [yes] （观战）
   *[no] {""}
}。
log-game-starts = 第 { $n } 场游戏开始。
log-round-dealt = 第 { $n } 局发牌完成。
log-round-seed = 第 { $n } 局的种子已公开。
log-game-seed = 本场游戏的种子已公开。回放：第 { $id } 局。
fair-committed = 发牌已承诺
fair-commitment = 公平性：承诺值
fair-check-deal = 公平性：验证发牌
fair-check-game = 公平性：验证整场游戏
fair-check-it = 验证方法
catch-held = 抓人暂缓 { $secs } 秒：对方还可以喊 UNO。
note-full = 房间满了：你在观战。
note-in-progress = 游戏正在进行：你在观战。下一局再入座吧。
target-one-round = 一局定胜负。
target-hands = 共进行 { $n } 局，总分{ $low ->
    [yes] 最低
   *[no] 最高
}的人获胜。
target-elimination = 达到 { $target } 分的玩家出局，最后留下的人获胜。
target-penalty = 有人达到 { $target } 分时，总分最低的人获胜。
target-first-to = 先拿到 { $target } 分的人获胜。
make-host = 设为房主
make-host-title = 把房主交给{ $name }
make-host-label = 设为房主：{ $name }
badge-you = 你
badge-host = 房主
host-note = （房主）
badge-online = 在线
move-up = 上移
move-up-label = 把{ $name }上移
move-down = 下移
move-down-label = 把{ $name }下移
remove-seat = 移出牌桌
remove-seat-label = 移出{ $name }
no-one-seated = 还没有人入座。
bot-level-label = 机器人难度
add-bot = 添加机器人
leave-seat = 离开座位（观战）
take-seat = 入座
start-new-game = 开始新游戏
start-game = 开始游戏
table-heading = 牌桌
waiting-for-host = 等待{ $name }开始。
waiting-for-the-host = 等待房主开始。
need-two-seats = 添加机器人或邀请朋友：一局游戏需要 2 个座位。
back-final-table = 回到最终结果
invite = 邀请
invite-hint = 分享这个链接或房间号：朋友可以入座或观战。
invite-link = 邀请链接
turn-timer-on = 回合计时：{ $n } 秒。
turn-timer-off = 回合计时：关闭。
change-rules = 修改规则
watching = 观战
nobody-watching = 没有人在观战。
change-the-rules = 修改规则
save = 保存

## 分数、选择、提示、设置

seats-full = 10 / 10 个座位 · 已坐满
seats-ready = { $n } / 10 个座位 · 可以开始了
seats-need = { $n } / 10 个座位 · 还差 { $more } 个才能开始
round-by-round = 每局得分
points-each-round = 每局的分数
points-taken-caption = 每局被记的分数（总分最低者获胜）
points-won-caption = 每局赢得的分数
th-total = 总分
the-game = 本场结果
last-round-caption = 最后一局（第 { $n } 局）
went-out = 出完
next-round-soon = 下一局马上会自动发牌。
next-round-in = { $n } 秒后开始下一局。
dealing-next = 正在发下一局的牌…
n-in-hand = 手里 { $count } 张
colour-keys = 按键：R、Y、G、B。
colour-picker = 选择颜色
pick-green-shell = { $item }：谁摸 1 张？
pick-swap = 和谁交换手牌？
pick-custom = { $card }：请选择一位玩家。
player-picker = 选择玩家
tip-lit = 发亮的牌就是现在能出的牌。一张都不亮？那就摸一张。
tip-uno = 只剩两张了？出其中一张时按 UNO，不然可能被抓，要摸 2 张。
tip-catch = 有人只剩一张却忘了喊 UNO?会出现“抓”按钮：他要摸 2 张。
next-tip = 下一条提示
got-it = 知道了
tips-label = 第一局的小提示
tip = 提示
sound-on = 声音已开：静音
sound-off = 已静音：打开声音
mute-sound = 静音
theme-light = 浅色主题：切换为深色
theme-dark = 深色主题：切换为浅色
light-theme = 浅色主题

## 规则设置与公开牌桌

sum-custom-deck = 自定义牌组
sum-cards-each = 每人 { $n } 张
sum-one-round = 一局定胜负，不计分
sum-out-at = { $n } 分出局
sum-no-house = 无家庭规则
sum-house-n = { $count } 条家庭规则
rules-button = 规则…
hide-rules = 收起规则
done = 完成
rules-new-room = 新房间的规则
rules-new-room-hint = “创建房间”会用到的规则：不在这里修改的话就是经典规则。
rules-json-invalid = 规则 JSON：还不正确
pt-seats-taken = { $seats } 个座位已坐 { $taken } 个
n-players = { $count } 位玩家
pt-host = 房主 { $name }
quick-match = 快速匹配
tables-waiting = 等待玩家的牌桌
games-in-progress = 进行中的游戏
public-tables = 公开牌桌
waiting-players = 等待玩家
games-to-watch = 可以观战的游戏
lobby-counts = { $players } 人在线 · { $tables } 桌等待中 · { $games } 局进行中
join-host-table = 加入{ $name }的牌桌
watch-host-game = 观看{ $name }的游戏
no-table-waiting = 没有等待中的牌桌：点“在线对战”开一桌吧。
no-public-game = 现在没有进行中的公开游戏。
quick-note = 公开牌桌（快速匹配，{ $seats } 个座位）。
quick-starts-in = 游戏将在 { $n } 秒后开始，{ $bots } 个机器人会坐上空位。
quick-starting = 游戏即将开始……
quick-seats-taken = { $n } / { $seats } 个座位
quick-bots-wait = 稍等片刻，{ $bots } 个机器人会坐上空位。
table-listed = 这张牌桌已列在公开大厅里。
list-table = 把这张牌桌列到公开大厅

## 房间的规则列表

spec-deck = 牌组
spec-custom-deck = （自定义牌组）
spec-challenge = 质疑
spec-no-challenge = 不能质疑变色 +4
spec-can-challenge = 可以质疑变色 +4
spec-dealer = { $n }号座位先发牌
spec-elimination-at = { $n } 分淘汰
spec-target = 目标 { $n } 分
spec-scoring = 计分
spec-zeros = 0 号牌
spec-zeros-ten = 算 10 分
spec-player-counts = ，出牌者也算在内
spec-honour = 约定：“{ $text }”（否则摸 { $n } 张）
spec-effects = 效果：{ $list }
spec-house = 家庭规则
spec-none = 无

## 规则目录中的名称

cat-deck-classic = 经典
cat-deck-shuffle-hands = 洗手牌版
cat-deck-hello-kitty = Hello Kitty 版
cat-deck-mario-kart = 马力欧卡丁车版
cat-preset-killer = 杀手规则
cat-preset-german = 德国规则
cat-house-stack_draw_two = +2 叠加
cat-house-stack_draw_four = +4 叠加
cat-house-stack_mixed = 混合叠加
cat-house-jump_in = 抢出
cat-house-jump_in_draw_two = +2 抢出
cat-house-seven_swap = 出 7 换手牌
cat-house-zero_rotates = 出 0 传手牌
cat-house-zero_swap = 出 0 换手牌
cat-house-draw_until_playable = 摸到能出为止
cat-house-multi_play = 一次出多张
cat-house-no_action_finish = 不能用功能牌收尾
cat-house-last_holding_loses = 最后留牌者输
cat-house-wd4_strict = 严格的变色 +4
cat-scoring-winner_takes_all = 赢家通吃
cat-scoring-average = 平均分
cat-scoring-penalty = 罚分制
cat-scoring-none = 一局定胜负
cat-end-target = 达到目标分
cat-end-elimination = 淘汰赛
cat-end-hands = 打满 N 局
cat-bot-easy = 简单
cat-bot-medium = 普通
cat-bot-hard = 困难
cat-bot-learned = 学习型
cat-bot-random = 随机
cat-bot-chaos = 混乱
cat-first-official = 官方规则
cat-first-as_dealer_played = 当作庄家打出
cat-first-ignore_actions = 忽略功能牌
cat-option-first_card = 第一张牌
cat-option-hand_size = 起手张数
cat-option-challenge = 允许质疑
cat-option-target = 目标分数
cat-option-method = 计分方式
cat-option-game_end = 游戏何时结束

## 终端版 (uno play)

tui-you = 你
tui-you-inline = 你
tui-seat = { $n }号座位
tui-nobody = 没有人
tui-and = { $first }和{ $last }
tui-cw = 顺时针
tui-ccw = 逆时针
tui-color-red = 红色
tui-color-yellow = 黄色
tui-color-green = 绿色
tui-color-blue = 蓝色
tui-round-started = 第 { $round } 局 — { $name }发牌
tui-first-card = 第一张牌 { $card }
tui-covered-first = 翻出 { $cards } 后盖回{ $why ->
        [ignore] ：这里功能牌和 W+4 不能开局
       *[none] {""}
    } — 第一张牌 { $card }
tui-played = { $name }打出 { $cards }
tui-jumped-in = { $name }用 { $cards } 抢出
tui-a-card = 一张牌
tui-n-cards = { $count } 张牌
tui-why-challenge = (质疑)
tui-why-caught = (没喊 UNO 被抓)
tui-why-honour = (约定罚牌)
tui-why-item = (道具)
tui-drew = { $name }摸了{ $what }{ $why }
tui-kept = { $name }留下了这张牌
tui-chose = { $name }选择了{ $what }
tui-skipped = { $name }被跳过
tui-direction = 出牌方向:{ $dir }
tui-penalty-now = 罚牌累计 +{ $total }
tui-uno-called = { $name }:UNO!
tui-exposed-you = 你只剩一张牌却没喊 UNO:快按 u!
tui-exposed = { $name }只剩一张牌却没喊 UNO(按 c 抓)
tui-caught-you = 你被{ $name }抓住了
tui-caught = { $name }抓到{ $target }没喊 UNO
tui-went-out = { $name }出完了牌
tui-round-ended = 本局结束
tui-round-won = { $name }赢下本局
tui-round-won-all = { $name }赢下本局,得 { $points } 分:其他人手里剩下的牌
tui-round-won-average = { $name }赢下本局,得到其他手牌分数的平均值
tui-round-won-penalty = { $name }赢下本局,得 0 分;其他人按手里剩下的牌计分
tui-game-over = 游戏结束:{ $names }获胜
tui-players = 玩家
tui-log = 记录
tui-col-player = 玩家
tui-col-cards = 手牌
tui-col-score = 得分
tui-top = 顶牌
tui-colour = 颜色
tui-colour-to-choose = 颜色待定
tui-pile = 牌堆 { $n }
tui-penalty = 罚牌 +{ $n }
tui-prompt-colour-for = { $cards } 的颜色:r 红、y 黄、g 绿、b 蓝(Esc 取消)
tui-prompt-catch = 抓谁?{ $list }(Esc 取消)
tui-prompt-quit = 退出这局游戏?y 退出,n 或 Esc 返回
tui-prompt-round-over = 第 { $round } 局结束:{ $name }获胜。Enter:下一局
tui-prompt-game-over = 游戏结束:{ $names }获胜(共 { $rounds } 局)。
    r 再来一局(同样的座位,新种子) · n 新游戏 · q 退出
tui-prompt-no-fit = 轮到你:没有能出的牌,摸牌(d)
tui-prompt-your-turn = 轮到你:出牌(Enter 或编号)或摸牌(d)
tui-prompt-drew = 你摸到 { $card }:打出(Enter)或留着(k)
tui-prompt-colour = 选择颜色:r 红、y 黄、g 绿、b 蓝
tui-prompt-player = 选择玩家:按对方的编号(玩家栏的 #)
tui-prompt-penalty-draw = 罚牌 +{ $n }:你没有能叠上去的牌,d 摸 { $n } 张
tui-prompt-penalty-stack = 罚牌 +{ $n }:叠一张牌(Enter)或 d 摸 { $n } 张
tui-prompt-honour = 约定规则:“{ $text }”:o 遵守,t 接受惩罚
tui-prompt-waiting = { $name } { $what ->
    [turn] 出牌中
    [play_or_pass] 摸到一张能出的牌
    [choose_color] 正在选颜色
    [choose_player] 正在选玩家
    [accept_or_challenge] 正在应对 W+4
    [stack_or_draw] 正在应对罚牌
    [comply_or_penalty] 正在应对约定规则
   *[other] {""}
}…
tui-key-colour = 颜色
tui-key-cancel = 取消
tui-key-seat-to-catch = 要抓的座位
tui-key-quit = 退出
tui-key-back = 回到游戏
tui-key-card-codes = 卡牌代码
tui-key-keys-rules = 按键和规则
tui-key-close = 关闭
tui-key-rematch = 再来一局
tui-key-new-game = 新游戏
tui-key-keys = 按键
tui-key-next-round = 下一局
tui-key-call-uno = 喊 UNO!
tui-key-catch = 抓
tui-key-choose-player = 选玩家
tui-key-jump-in = 抢出
tui-key-play = 出牌
tui-key-play-card = 出这张
tui-key-mark = 标记(多张)
tui-key-accept = 接受(摸 { $n } 张)
tui-key-challenge = 质疑
tui-key-draw = 摸牌
tui-key-keep = 留着
tui-key-comply = 遵守
tui-key-take-penalty = 接受惩罚
tui-key-uno-armed = UNO 已准备
tui-key-uno-with-play = 出牌时喊 UNO
tui-key-select = 选择
tui-key-hint = 提示

## 规则表单

timer-none = 不计时
timer-secs = { $n } 秒
timer-mins = { $n } 分钟
rule-link-title = 怎么玩：规则书中的 { $rule }
rule-link-label = 怎么玩（{ $rule }）
house-implies = 也会开启{ $list }。
house-excludes = 不能和{ $list }同时使用。
form-preset = 预设
form-rounds = 局数
form-wc-rule = WC{ $n } 约定规则
form-wc = { $title }：下家照做，或者摸 1 张
form-json = 规则 JSON
form-json-reset = 按表单重置
form-json-hint = 可以设置引擎支持的任何内容，比如自定义牌组或自定义万能牌；文字会原样发送。
form-watch = 我只观战
form-watch-line = 创建房间但不入座。
form-timer-line = 超时后服务器会替你出牌。
form-more = 更多选项：第一张牌、质疑、牌的分值
cat-option-zero_counts_ten = 0 算 10 分
cat-option-badtz_maru_cards = 牌组中的酷企鹅牌数
cat-option-badtz_maru_counts_self = 酷企鹅也算出牌者
cat-option-wc = 自定义万能牌
bot-name-n = { $base } { $n }
pod-cards-word = 张
tui-your-hand = 你的手牌:{ $count } 张
tui-h-round = 第 { $n } 局
tui-h-dealer = 庄家 { $name }
tui-h-seed = 种子 { $seed }
tui-dealer-won = { $name }抽中庄家

## 提示 (issue 31 §2)

btn-hint = 提示
hint-title = 只根据你能看到的信息，教练会怎么选
hint-says = 提示：{ $what }（本轮获胜概率约 { $pct }%）
hint-what = { $do ->
    [draw] 摸一张牌
    [pass] 留着这张牌
    [accept] 接受罚牌
    [challenge] 质疑
    [comply] 照做
    [penalty] 接受惩罚
    [colour] 选{ $colour }
    [player] 选{ $player }
    [play-colour] 出{ $cards }并选{ $colour }
   *[play] 出{ $cards }
}
allow-hints = 允许提示（本房间的对局不计入排名）
hints-on = 本房间开启了提示：对局不计入排名。
error-hints_off = 本房间不允许使用提示。
error-no_decision = 现在没有需要你决定的事。
error-hints_not_allowed = 提示只能在不计排名的私人房间里使用。

## 终端计分板与组队 (R15)

tui-scores-game-over-scores = 游戏结束：得分
tui-scores-game-over = 游戏结束
tui-scores-round = 第 { $n } 轮得分
tui-col-in-hand = 手牌
tui-col-total = 总分
tui-in-hand-note = 手牌：剩余牌的分数
tui-you-won-game = 你赢得了这局游戏！
tui-game-won-by = 获胜者：{ $names }
tui-team-won-round = { $team } 队赢得本轮（{ $names }）
# R15.4: the game is won by a team (both partners), not shared.
tui-game-over-team = 游戏结束:{ $team } 队获胜（{ $names }）
tui-partner-note = * 你的队友：{ $name }

## 终端日志：较少见的事件

tui-first-card-returned = 最先翻开的 { $card } 放回牌堆
tui-nothing-to-draw = { $name } 已经没有牌可摸
tui-reshuffled = 把 { $count } 张弃牌洗成新的摸牌堆
tui-challenged = { $name } 质疑{ $targetyou ->
    [yes] 你
   *[no] { $target }
}的 +4：{ $guilty ->
    [yes] 违规！
   *[no] 没问题
}
tui-hand-shown = { $name } 给 { $to } 看了手牌
tui-you-showed-hand = 你给 { $to } 看了手牌
tui-showed-you = { $name } 给你看的手牌：{ $cards }
tui-chance-uno = u：现在喊 UNO！
tui-chance-catch = c：抓 { $name }（没喊 UNO）
tui-chance-jump-in = j：用 { $cards } 抢出
tui-uno-armed-line = 下次出牌时会喊 UNO！
tui-w4-someone = 玩家
tui-w4-played = { $name } 对你出了 +4。用 d 或 x 回应：
tui-w4-played-colour = { $name } 对你出了 +4（当前颜色：{ $colour }）。用 d 或 x 回应：
tui-w4-accept = d 接受：摸 { $n } 张牌并失去本回合
tui-w4-before-colour = { $colour }牌（+4 之前的颜色）{ $itembox ->
    [yes] 或道具箱
   *[no] {""}
}
tui-w4-before-any = +4 之前颜色的牌{ $itembox ->
    [yes] 或道具箱
   *[no] {""}
}
tui-w4-challenge = x 质疑：{ $name } 向你亮出手牌。如果 { $name } 有{ $before }，{ $name } 摸 4 张，你继续；如果没有，你摸 6 张并失去本回合。
tui-w4-stack = Enter 在上面再叠一张 +4：下一位玩家面对 +{ $n }
tui-swapped = { $a } 和 { $b } 交换了手牌
tui-hands-passed = 所有手牌按{ $dir }传了一位
tui-hands-shuffled = 所有手牌洗匀后重新发
tui-item-box = 道具箱翻出 { $card }：{ $item }
tui-no-item = 道具箱：没有可翻的牌
tui-item-mushroom = 蘑菇：再来一回合
tui-item-banana_peel = 香蕉皮：上一位玩家摸 2 张
tui-item-green_shell = 绿龟壳：被选中的玩家摸 1 张
tui-item-lightning = 闪电：其他人各摸 1 张，再来一回合
tui-item-bob_omb = 炸弹兵：摸 2 张并选颜色
tui-honour = { $name } 的荣誉规则：“{ $text }”（不做就摸 { $n } 张）
tui-complied = { $name } 照做了
tui-uno-not-counted = { $name } 喊了 UNO，但不算数
tui-catch-failed = { $name } 想抓 { $target }，但没有效果
tui-blocked = 没人能出牌或摸牌：本轮卡住了，手牌最少的是 { $name }
tui-eliminated = { $name } 被淘汰

## 页面上的组队 (R15)

cat-option-teams = 两人一队
cat-option-teams-desc = 队友相对而坐，一起赢、一起得分、一起输（4、6、8 或 10 人）。
spec-teams-pairs = 两人一队，队友相对而坐
form-unscored = 使用“{ $rule }”时不计分：一局即整场游戏；最后手里还有牌的玩家输，其他人都赢（R13）。
form-no-teams = “{ $rule }”不能组队玩（R15.5）。
spec-unscored = 无（一局定胜负，最后手里还有牌的玩家输）
team-title = { $team } 队
partner-badge = 队友
scores-by-team = 按队计分：队友共用一个总分
teams-need-seats = 两人一队需要 4、6、8 或 10 个座位（现在有 { $n } 个）。
long-rounds-note = { $n } 个座位、{ $cards } 张酷企鹅牌时，一局可能持续几千回合（R8.6：手牌最少的玩家会一次次摸 4 张）。酷企鹅不超过 2 张（规则：牌组中的酷企鹅牌数）可以让每局保持简短。
team-pair = { $team } 队：{ $a } 和 { $b }
online-2v2 = { $preset } · 2 对 2（两人一队）
quick-2v2-note = 2 对 2：两人一队，队友相对而坐（1 号和 3 号座位，2 号和 4 号座位）。

## The daily deal (issue 30 §4: web/js/daily.js)

daily-title = 每日牌局
daily-lead = 所有人用同一副牌对战同样的三个机器人（{ $bots }）：经典规则，一局，每天一次机会。
daily-play = 玩今天的牌局
daily-continue = 回到你的牌局
daily-unfinished = 你开始了今天的牌局但没有打完：这算作你今天的机会。
daily-you-won = 你用 { $turns } 个回合获胜：{ $count } 人中第 { $place } 名。
daily-you-lost = 你在 { $turns } 个回合后落败，手中剩 { $points } 分：{ $count } 人中第 { $place } 名。
daily-table = 今日排行
daily-table-of = { $day } 的排行
daily-th-place = 名次
daily-th-result = 结果
daily-th-turns = 回合
daily-th-points = 剩余分数
daily-th-replay = 回放
daily-won = 胜
daily-lost = 负
daily-replay = 观看
daily-replay-of = 观看 { $name } 的牌局
daily-none-yet = 还没有人打完这副牌。
daily-unfinished-list = 未打完：{ $names }
daily-commitment = 承诺值
daily-fair-summary = 公平性：核对牌局
daily-fair-text = 牌局的秘密在当天开始时就已承诺，当天（UTC）结束后公开；承诺值证明秘密没有被更改。
daily-fair-revealed = 当天已结束：种子和盐已公开，下面的命令可以用承诺值核对它们。
daily-yesterday = 昨天的牌局（{ $day }）：排行、秘密和所有回放
daily-home = 首页
daily-past-title = { $day } 的牌局
daily-replays-open = 当天已结束：这副牌的每一局都可以亮出所有手牌回放。
daily-all-hands = 所有手牌
daily-see-table = 查看今日排行
error-daily_already_played = 你今天已经玩过每日牌局了：每天一次机会。明天再来吧！
error-daily_not_revealed = 这是每日牌局：当天结束后所有人都能查看它的对局。
error-no_such_day = 那一天没有每日牌局。
## Accounts (issue 32 §2): the home page's Account panel (web/js/account.js)

account-title = 在每台设备上都是同一个玩家
account-intro = 用通行密钥保存这个玩家，你的昵称、积分和历史都会保留，还能在其他设备上登录。
account-no-passkeys = 这个浏览器不支持通行密钥。你仍然可以用代码登录。
account-save = 用通行密钥保存这个玩家
account-sign-in = 用通行密钥登录
account-code-label = 转移码或恢复码
account-code-use = 用代码登录
account-signed-in = 已登录为 { $name }（玩家 #{ $id }）
account-passkeys = { $n } 个通行密钥
account-codes-left = 还剩 { $n } 个恢复码
account-saved = 已保存！在你登录的每台设备上，这个玩家都是你的了。
account-recovery-title = 你的恢复码
account-recovery-note = 请妥善保管：如果丢了通行密钥，每个恢复码可以让你登录一次。它们只在现在显示。
account-transfer = 显示给另一台设备用的代码
account-transfer-code = 请在 { $minutes } 分钟内在另一台设备上输入这个代码：{ $code }
account-add-passkey = 再添加一个通行密钥
account-passkey-added = 已添加通行密钥。
account-sign-out = 退出登录
account-signed-out = 已在这台设备上退出登录。
account-delete = 删除我的账户
account-delete-confirm = 要删除你的账户吗？你的昵称、通行密钥和代码会被永久删除；以前的对局会保留，但不再显示你的名字。
account-delete-yes = 永久删除
account-delete-no = 保留我的账户
account-deleted = 你的账户已删除。
account-welcome = 欢迎回来，{ $name }！
account-cancelled = 通行密钥请求已取消。
account-need-name = 请先起一个昵称。
error-not_signed_in = 你在这台设备上还没有登录。
error-bad_origin = 这个请求来自其他网站，已被拒绝。
error-json_required = 请求被拒绝：它不是从这个页面发出的。
error-ceremony_expired = 时间太久了，或者已经用过了。请再试一次。
error-passkey_refused = 无法确认这个通行密钥。
error-passkey_taken = 这个通行密钥已经保存给某个玩家了。
error-bad_code = 这个代码不对、已经用过或已过期。
## 回放下方的教练分析 (web/js/analysis.js)

replay-all-hands = 你参加了这局：既然已经结束，参加的玩家可以看到所有手牌（其他人看不到）。
replay-hand-of = { $name } 的手牌（{ $cards }）
log-dealt-other = { $name } 拿到了 { $count } 张牌。
analysis-heading = 你的分析
analysis-intro = 教练只根据你当时能看到的信息，逐一评价你的每个决定：出手后赢下本轮的概率、你的失误，以及更好的选择。
analysis-ask = 分析我的打法
analysis-queued = 正在等待空闲的分析器…
analysis-progress = 正在分析… { $done } / { $total }
analysis-failed = 分析没能完成。
analysis-chart-label = 你的 { $decisions } 个决定之后各自赢下本轮的估计概率；标记了 { $marks } 个。
analysis-mark-mistake = 失误
analysis-mark-blunder = 严重失误
analysis-step = 第 { $step } 步
analysis-played = 你选择了 { $action }（胜率 { $win }）；
analysis-better = 更好的是 { $action }({ $win })。
analysis-legend-line = 你赢下本轮的概率
analysis-summary = 决定 { $decisions } 个，失误 { $mistakes } 个，严重失误 { $blunders } 个；每个决定平均损失 { $loss } 个百分点的胜率。
analysis-no-marks = 没有失误：教练在任何地方都不会明显做得更好。
analysis-played-no-uno = 你选择了 { $action }（胜率 { $win }），只剩一张牌却没有喊 UNO（R10.1：被抓到要摸 2 张）。
analysis-no-uno-too = 而且只剩一张牌时没有喊 UNO（R10.1）。
analysis-summary-no-uno = 有 { $count } 次出牌后只剩一张牌却没有喊 UNO（R10.1）。
error-analysis_limit = 你已经有在等待的分析了：等其中一个完成后再请求。
error-analysis_busy = 服务器等待中的分析太多了：请几分钟后再试。
error-no_analysis = 还没有人请求分析你在这局中的打法。
daily-leaders = 领先：{ $names }
daily-player = 玩家

## 终端游戏 (uno play)：计分方式、“新游戏”界面、`?` 帮助、状态行、结束时的总结

tui-scoring-method = { $method ->
    [average] 平均计分
    [penalty] 罚分制
   *[winner_takes_all] 赢家通吃
}
tui-scoring-target = { $method }，先到 { $target } 分
tui-scoring-target-lowest = { $method }，打到 { $target } 分，总分最低者胜
tui-scoring-elimination = { $method }，到 { $target } 分出局
tui-scoring-rounds = { $method }，共 { $n } 局
tui-scoring-rounds-lowest = { $method }，共 { $n } 局，总分最低者胜
tui-scoring-none = { $n ->
    [one] 一局定胜负，不计分
   *[other] 共 { $n } 局，不计分
}
tui-level = { $level ->
    [easy] 简单
    [medium] 中等
    [hard] 困难
    [learned] 学习型
    [random] 随机
   *[chaos] 混乱
}
tui-bot-label = { $name } ({ $level })
tui-about-deck-classic = 官方的 108 张牌。
tui-about-deck-shuffle-hands = 经典牌加上变色洗手牌和三张自定义万能牌，共 112 张。
tui-about-deck-hello-kitty = 经典牌加上 4 张变色酷企鹅，共 112 张。
tui-about-deck-mario-kart = 76 张数字牌、24 张功能牌、4 张变色 +4 和 8 张变色道具箱，没有普通变色牌；一局定胜负。
tui-about-preset-killer = 摸到能出为止、抢出、+2 和 +4 叠加、出 0 传手牌。
tui-about-preset-german = 出 0 换手牌、抢出（+2 罚牌时也可以）、+2 叠加。
# The new-game screen after `uno play --rules-file FILE`: the file's rules (its deck and house rules).
tui-about-file = { $file } 中的规则：{ $rules }。
tui-about-house-stack_draw_two = 可以用 +2 回应 +2；第一个接不上的人摸下累计的张数
tui-about-house-stack_draw_four = 变色 +4 也可以叠在 +4 上；叠加的 +4 不能被质疑
tui-about-house-stack_mixed = 在等待的 +2 罚牌上也可以叠变色 +4（同时打开两条叠加规则）
tui-about-house-jump_in = 不在自己回合也可以打出和顶牌完全相同的牌，之后从你接着出
tui-about-house-jump_in_draw_two = 德国规则：等待中的 +2 罚牌上，任何 +2 都可以不按顺序打出
tui-about-house-seven_swap = 出 7 时和自选的一位玩家交换手牌
tui-about-house-zero_rotates = 出 0 时所有手牌都传给下一位玩家
tui-about-house-zero_swap = 出 0 时和自选的一位玩家交换手牌（不能和“出 0 传手牌”同时使用）
tui-about-house-draw_until_playable = 一直摸牌，直到摸到能出的牌
tui-about-house-multi_play = 一次打出多张数字相同的数字牌
tui-about-house-no_action_finish = 最后一张牌不能是功能牌或变色牌
tui-about-house-last_holding_loses = 出完牌的人离场；最后还拿着牌的人输
tui-about-house-wd4_strict = 不合规的变色 +4 会被拒绝，而不是算作诈唬
tui-setup-title = 新游戏
tui-setup-rules = 规则
tui-setup-bots = 机器人
tui-setup-level = 难度
tui-setup-bots-value = { $bots } 个（{ $players } 人一桌）
tui-setup-keys = ↑↓ 选择一行 · ←→ 更改 · Enter 发牌 · q 退出
tui-setup-kept = { $about }沿用上一局游戏的规则，包括自定规则和计分方式。
tui-help-keys-title = 按键 · Tab：牌面代码
tui-help-rules-title = 当前规则
tui-help-codes-title = 牌面代码 · Tab：按键和规则
tui-help-rules-hand = { $rules }，每人 { $n } 张
tui-help-house-none = 自定规则：无
tui-help-house = 自定规则：
tui-help-house-rule = { $title }：{ $what }
tui-help-scoring = 计分：{ $scoring }
tui-help-key-move = 移动；↑↓ 跳到能出的牌
tui-help-key-enter = 出这张牌（或下一局）
tui-help-key-digits = 出对应编号的牌
tui-help-key-space = 标记，一次出多张
tui-help-key-draw = 摸牌；面对罚牌时：接受
tui-help-key-keep = 留下摸到的牌（过）
tui-help-key-uno = 喊 UNO
tui-help-key-catch = 抓没喊 UNO 的玩家
tui-help-key-jump-in = 抢出（不按顺序）
tui-help-key-challenge = 质疑 +4（d 为接受）
tui-help-key-colour = 选颜色
tui-help-key-player = 选玩家（玩家列表的 #）
tui-help-key-honour = 照做 / 接受惩罚
tui-help-key-hint = 提示：教练的选择（--hints）
tui-help-key-next = 下一局（游戏结束后：新游戏）
tui-help-key-rematch = 游戏结束后：再来一局
tui-help-key-esc = 关闭提问或这个列表
tui-help-key-quit = 退出（会先确认）
tui-help-key-ctrl-c = 立即退出
tui-legend-colours = 颜色：R 红、Y 黄、G 绿、B 蓝（牌面代码的第一个字母，取自英文）
tui-legend-number = 数字牌：颜色字母 + 数字（R7 = 红色 7）
tui-legend-skip = 禁止：下一位玩家跳过一轮
tui-legend-reverse = 反转：出牌方向反过来
tui-legend-draw_two = +2：下一位玩家摸 2 张并跳过一轮
tui-legend-wild = 变色：任何牌上都能出，并指定颜色
tui-legend-wild_draw_four = 变色 +4：指定颜色；下一位玩家摸 4 张或质疑
tui-legend-shuffle_hands = 变色洗手牌：所有手牌混在一起重新发
tui-legend-badtz_maru = 变色酷企鹅：其他玩家中手牌最少的人摸 4 张
tui-legend-item_box = 变色道具箱：翻开牌堆顶的牌，它的颜色决定道具
tui-legend-custom-honour = { $card }：指定颜色；“{ $honour }”（做不到就摸 { $n } 张）
tui-legend-custom-effects = { $card }：指定颜色；然后 { $effects }
tui-legend-item-card = { $colour ->
    [red] 红色牌
    [yellow] 黄色牌
    [green] 绿色牌
    [blue] 蓝色牌
   *[wild] 变色牌
}
tui-help-hand-marks = 手牌下方：1-9 和 0 是出这张牌的按键；↵：能出，选中它（←→）再按 Enter；+1 +2：标记为一次出多张，按顺序；[R3]：选中的牌；暗淡：现在不能出。
tui-flag-out = 出完
tui-flag-elim = 淘汰
tui-no-cards = （没有牌）
tui-hand-rows = 第 { $from }-{ $to } 行，共 { $n } 行，←→ 滚动
tui-too-small = 终端大小为 { $size }：uno play 需要 { $need }。{ $quitting ->
    [yes] 退出这局游戏？y 退出，n 返回。
   *[no] 请放大窗口再玩；q 退出。
}
tui-say-back = 回到游戏
tui-say-colour = 选颜色：r 红、y 黄、g 绿、b 蓝（Esc 取消）
tui-say-catch-seat = 按下要抓的玩家的座位号（Esc 取消）
tui-say-esc = Esc 关闭提问或按键列表；q 退出
tui-say-no-card-marked = 现在没有编号为 { $n } 的牌可出
tui-say-cannot-draw = 现在不能摸牌
tui-say-keep-only = 只有刚摸到一张能出的牌时才能留着它（R6.2）
tui-say-w4-keys = d 接受 +4（你摸 4 张），x 质疑
tui-say-no-challenge = 现在没有可以质疑的变色 +4
tui-say-no-honour = 现在没有要你照做的规则
tui-say-nobody-to-catch = 没人可抓：只能抓只剩一张牌却没喊 UNO 的玩家
tui-say-no-colour = 现在不用选颜色（出变色牌时会问你）
tui-say-not-your-turn = 还没轮到你：现在轮到 { $name }
tui-say-round-over = 这一局已经结束
tui-say-game-over = 游戏结束：r 再来一局，n 新游戏，q 退出
tui-say-round-not-over = 这一局还没结束
tui-say-uno-withdrawn = 已取消喊 UNO
tui-say-uno-when = 出牌后只剩一张时喊 UNO（出牌前或刚出完按 u）
tui-say-no-jump-in = 现在不能抢出（需要一张和顶牌完全相同的牌）
tui-say-jump-in-off = 这些规则里没有抢出（家规：uno play --house jump_in）
tui-say-cannot-play = 现在不能出 { $card }
tui-say-hints-off = 提示已关闭：用 uno play --hints 开始游戏
tui-say-no-hint = 现在没有需要你做的决定
tui-say-hint = 提示：{ $what }（本局获胜概率约 { $pct }%）
tui-say-hint-next = { $hint }；其次：{ $what } { $pct }%
tui-summary-game = 第 { $number } 场：种子 { $seed } · { $rules } · { $scoring }
tui-summary-won = { $names } 获胜（{ $rounds } 局后）
tui-summary-not-finished = 未完成：在第 { $n } 局离开
tui-summary-scores = 得分：{ $scores }
tui-summary-again = 想再玩这副牌：uno play --seed { $seed }（其他选项保持不变）
tui-stalled = 这一局超过 { $n } 步仍未结束：机器人已停止（规则或引擎有错误；请附上种子 { $seed } 报告）。q 退出。
tui-bot-fault-passes = （座位 { $seat } 的机器人 { $bot } 选择了 { $choice }，被拒绝：{ $error }；这次机会作废）
tui-bot-fault-instead = （座位 { $seat } 的机器人 { $bot } 选择了 { $choice }，被拒绝：{ $error }；改为打出 { $action }）
tui-bot-stuck = （座位 { $seat } 的机器人 { $bot } 选择了 { $choice }，被拒绝：{ $error }；也没有其他可出的）
tui-list-sep = 、
# The header on a narrow terminal: house rules counted, not named ("Classic + Jump-in, 5 more", "Classic + 7 house rules").
tui-house-more = 另{ $n }条
tui-house-count = { $n }条自定规则

cat-deck-classic-desc = { tui-about-deck-classic }
cat-deck-shuffle-hands-desc = { tui-about-deck-shuffle-hands }
cat-deck-hello-kitty-desc = { tui-about-deck-hello-kitty }
cat-deck-mario-kart-desc = { tui-about-deck-mario-kart }
cat-preset-killer-desc = { tui-about-preset-killer }
cat-preset-german-desc = { tui-about-preset-german }
cat-house-stack_draw_two-desc = 可以用任意 +2 回应 +2；第一个接不上的人摸下累计的张数。
cat-house-stack_draw_four-desc = 变色 +4 也可以叠在变色 +4 上；叠上去的变色 +4 不能被质疑。
cat-house-stack_mixed-desc = 在等待中的 +2 罚牌上也可以叠变色 +4。
cat-house-jump_in-desc = 不在自己回合也可以打出和顶牌完全相同的牌，之后从你接着出。
cat-house-jump_in_draw_two-desc = 德国规则：等待中的 +2 罚牌上，任何 +2 都可以不按顺序打出。
cat-house-seven_swap-desc = 出 7 时和自选的一位玩家交换手牌。
cat-house-zero_rotates-desc = 出 0 时所有手牌都传给下一位玩家。
cat-house-zero_swap-desc = 出 0 时和自选的一位玩家交换手牌。
cat-house-draw_until_playable-desc = 一直摸牌，直到摸到能出的牌。
cat-house-multi_play-desc = 一次打出多张数字相同的数字牌。
cat-house-no_action_finish-desc = 最后一张牌不能是功能牌或变色牌。
cat-house-last_holding_loses-desc = 出完牌的人离场；最后还拿着牌的人输。
cat-house-wd4_strict-desc = 不合规的变色 +4 会被拒绝，而不是算作诈唬。
cat-first-official-desc = 第一张牌对庄家左边的人生效（禁止、反转、+2、变色）；变色 +4 要洗回牌堆。
cat-first-as_dealer_played-desc = 当作庄家打出了这张牌，所有效果都生效。
cat-first-ignore_actions-desc = 功能牌和变色 +4 会被新翻的牌盖住，直到翻出数字牌或变色牌（马力欧卡丁车版的默认）。
cat-scoring-winner_takes_all-desc = 本局赢家拿下其他所有手牌的分数；先达到目标分的人获胜（官方）。
cat-scoring-average-desc = 赢家得到其他手牌分数的平均值（四舍五入）。
cat-scoring-penalty-desc = 每人记下自己手牌的分数，赢家记 0；总分最低的人获胜。
cat-scoring-none-desc = 一局就是整场游戏（马力欧卡丁车版的默认）。
cat-end-target-desc = 有人达到目标分时游戏结束。
cat-end-elimination-desc = 达到目标分的人被淘汰；最后留下的人获胜。
cat-end-hands-desc = 不设目标分，打固定的局数；总分最好的人获胜。
cat-bot-easy-desc = 只出能出的牌，没有计划。
cat-bot-medium-desc = 打得稳：留着变色牌、喊 UNO、会抓人。
cat-bot-hard-desc = 记牌并往前推算。
cat-bot-learned-desc = 用经典规则通过强化学习训练的神经网络（在其他规则下大约与“普通”相当）；每步快速看一眼就出牌。
cat-option-first_card-desc = 每局第一张牌的作用。
cat-option-hand_size-desc = 每位玩家发到的牌数。
cat-option-challenge-desc = 可以质疑变色 +4。
cat-option-target-desc = 结束游戏的分数。
cat-option-method-desc = 每局分数的计算方式。
cat-option-game_end-desc = 游戏何时结束。
cat-option-zero_counts_ten-desc = 留在手里的 0 算 10 分。
cat-option-badtz_maru_cards-desc = 牌组里变色酷企鹅的张数，不论用哪个预设。
cat-option-badtz_maru_counts_self-desc = 打出变色酷企鹅的人也可能算在手牌最少的人里。
cat-option-wc-desc = 每张自定义万能牌的规则（从 WC1 起）：由游戏执行的效果，或约定规则。

## The rule book (web/js/rulebook.js)

rb-play-title = 在本页怎么玩
rb-play-intro = 你的手牌在下方，按颜色排好。现在能出的牌会抬起并变亮，其他的牌会变暗。点击一张牌（或选中后按 Enter）就能打出。每张牌的四角都有它颜色的形状（红色三角、黄色圆环、绿色十字、蓝色三道杠；变色牌没有），当前颜色和选色器上也有，所以从不只靠颜色来区分。
rb-keys-decision = 要做的事
rb-keys-control = 操作
rb-keys-key = 按键
rb-key-play = 出一张牌
rb-key-play-how = 点击手牌中亮着的牌
rb-key-play-keys = ←/→ 然后 Enter
rb-key-draw = 摸牌
rb-key-draw-how = 摸牌堆，或<b>摸牌</b>
rb-key-drawn = 打出或留下刚摸的牌（R6.2）
rb-key-drawn-how = <b>打出</b> / <b>留着</b>
rb-key-colour = 指定颜色（变色牌，R5.3）
rb-key-colour-how = 选色器：红色、黄色、绿色、蓝色
rb-key-player = 选一位玩家（7-0 换牌、绿龟壳、自定义万能牌）
rb-key-player-how = 玩家选择器
rb-key-wd4 = 回应变色 +4（R8.2）
rb-key-wd4-how = <b>接受</b>或<b>质疑</b>；质疑后只有你能看到那副手牌
rb-key-stack = 叠加的罚牌（R13）
rb-key-stack-how = 累计张数显示在牌堆上；叠一张亮着的牌，或<b>摸 N 张</b>
rb-key-uno = 喊 UNO（R10）
rb-key-uno-how = <b>UNO!</b>：在出倒数第二张牌之前按下，出牌时一起喊；出牌后也行，直到被抓为止
rb-key-catch = 抓没喊 UNO 的玩家
rb-key-catch-how = 对方座位上的<b>抓</b>
rb-key-jump = 抢出（R13）
rb-key-jump-how = 相同的牌会在别人的回合亮起：点击它
rb-key-honour = 约定规则（R8.5）
rb-key-honour-how = <b>做到了</b>或<b>接受惩罚（摸 N 张）</b>
rb-key-next = 下一局
rb-key-next-how = 计分表上的<b>下一局</b>（等一会儿也会自动发牌）
rb-key-log = 记录
rb-key-log-how = 记录面板（小屏幕上是一个按钮）
rb-play-keyboard = 只用键盘就能玩完整场游戏：Tab 可以到达手牌（只停一次；在里面用方向键、Home 和 End 移动）、操作按钮、各座位的<b>抓</b>按钮和记录。对话框和牌桌上的面板在关闭前会保留焦点，关闭后把焦点还给牌桌。
rb-play-server = 服务器会检查每一步（R4.4）：被拒绝的操作不会改变任何东西，你会看到原因。刷新页面或断线后，会自动重新连回同一个座位。
rb-r1-title = 牌组
rb-r1-house = { $presets }使用{ $deck }牌组并加上房规（R13）。牌组也可以写成每种牌的张数列表（R14）。
rb-r2-title = 准备
rb-r2-1 = 2 到 10 名玩家。
rb-r2-2 = 第 1 局：每人摸一张牌，数字最大的人当庄家（功能牌和变色牌算 0；平局重摸）。牌桌也可以直接指定庄家。之后每局由左边的人接着发牌。
rb-r2-3 = 每人 7 张（选项：起手张数），从庄家左边开始按顺时针一张一张地发。剩下的牌是摸牌堆；翻开最上面一张作为弃牌堆的开始。
rb-r2-4 = 座位按顺时针编号；“左边”就是顺时针方向。
rb-r3-title = 第一张牌
rb-r3-official = <b>官方规则</b>（默认）：数字牌没有效果；禁止让庄家左边的人跳过；反转让庄家按逆时针开始；+2 让庄家左边的人摸 2 张并跳过回合；变色牌（或洗手牌、自定义万能牌、酷企鹅、道具箱）让庄家左边的人指定颜色并出牌；变色 +4 放回牌堆洗牌，再翻一张新牌。
rb-r3-dealer = <b>当作庄家打出</b>：当作庄家打出了这张牌（变色牌要指定颜色），所有效果都生效，包括 7 和 0 的房规效果；变色 +4 让庄家左边的人摸 4 张。
rb-r3-ignore = <b>忽略功能牌</b>（马力欧卡丁车版）：在功能牌和变色 +4 上继续翻新牌盖住，直到翻出数字牌或其他变色牌。
rb-r3-first = 谁都不能在第一张牌上叠加或质疑它。
rb-r4-title = 一个回合
rb-r4-1 = 轮到你时：打出一张合规的牌，或者摸牌。其他动作都不会结束回合。
rb-r4-2 = 然后按当前方向轮到下一位玩家，除非牌上另有说明。
rb-r4-3 = 有几个人要摸牌时，从出这张牌的人的下一位开始按顺序摸。
rb-r4-4 = 不合规的操作会被拒绝并给出提示，不会改变任何东西；软件从不惩罚误点。
rb-r5-title = 哪些牌能出
rb-r5-1 = 当前颜色是顶牌的颜色，或为变色牌指定的颜色。
rb-r5-2 = 有颜色的牌要和当前颜色相同，或和顶牌的数字或符号相同。
rb-r5-3 = 变色、洗手牌、自定义万能牌、酷企鹅和道具箱随时都能出；你可以指定任意颜色（道具箱的颜色由它的道具决定，R9）。
rb-r5-4 = 只有手里没有当前颜色的牌时，变色 +4 才合规（在有道具箱的牌组里，手里的道具箱也算作这个颜色）。你仍然可以拿它诈唬，冒被质疑的风险（R8.3），除非开启了<i>严格的变色 +4</i>。
rb-r6-title = 摸牌
rb-r6-1 = 即使能出牌，你也可以摸牌。
rb-r6-2 = 你摸一张牌。如果能出，可以马上打出或留着；否则轮到下一位。
rb-r6-3 = <i>摸到能出为止</i>：一直摸，直到摸到能出的牌。罚摸的张数总是固定的。
rb-r6-4 = 摸牌堆空了，就用顶牌下面的弃牌重新组成（指定过的颜色作废）。如果还是没有牌，就跳过摸牌。
rb-r7-title = 功能牌
rb-r7-1 = 禁止：下一位玩家跳过回合。
rb-r7-2 = 反转：方向反过来；只有两人时等于禁止。
rb-r7-3 = +2：下一位玩家摸 2 张并跳过回合（除非开启叠加，否则不能用 +2 回应）。
rb-r7-4 = 只有两人时，出禁止和 +2 后你可以再出一次。
rb-r8-title = 变色牌
rb-r8-1 = 变色：指定颜色。
rb-r8-2 = 变色 +4：指定颜色；下一位玩家选择<b>接受</b>（摸 4 张，跳过回合）或<b>质疑</b>（允许质疑时）。
rb-r8-3 = 质疑：出变色 +4 的人只给质疑者看自己的手牌。如果出牌前手里有当前颜色的牌（有罪），出牌的人摸 4 张，质疑者照常出牌；否则质疑者摸 6 张并跳过回合。
rb-r8-4 = 变色洗手牌：指定颜色；收齐所有手牌洗匀，从下一位玩家开始重新发。
rb-r8-5 = 自定义万能牌：指定颜色后执行这张牌的规则：要么是游戏执行的效果，要么是给所有人看的<b>约定规则</b>，由对象去做（<b>做到了</b>），或者摸罚牌。
rb-r8-6 = 变色酷企鹅：指定颜色；其他玩家中手牌最少的人摸 4 张。没有人跳过回合。
rb-r9-title = 变色道具箱（马力欧卡丁车版）
rb-r9-intro = 把摸牌堆最上面的牌翻到弃牌堆上，它的颜色触发一个道具（这张牌自身的功能不算）：
rb-r9-wild = 变色牌
rb-r9-item = <b>{ $color }，{ $item }</b>：{ $effect }。
rb-r10-title = 喊 UNO
rb-r10-1 = 你自己出牌后只剩一张时，要喊 UNO：出牌时一起喊，或之后任何时候，直到被抓为止（出牌前喊不算）。
rb-r10-2 = 喊之前你处于暴露状态：任何人都可以<b>抓</b>你，你要摸 2 张。其他玩家行动、你喊了、或你的手牌不再是一张时，机会就结束。服务器会把抓人稍微延后一点，让你的喊声还能赶到。
rb-r10-3 = 抓一个没有暴露的人，什么也不会发生。
rb-r10-4 = 移动手牌的出牌（交换、传递、洗手牌）不会让任何人暴露。
rb-r11-title = 出完牌
rb-r11-1 = 一张牌的效果全部结算完后，如果有玩家手里没有牌，本局结束，他赢下这一局。最后一张 +2 或变色 +4 仍由下一位玩家摸（也计分）；它不能被质疑。
rb-r11-2 = 移动手牌的效果先结算：在<i>出 0 传手牌</i>下用 0 出完牌，会把你的空手牌传下去。
rb-r12-title = 计分和胜负
rb-r12-1 = 牌的分值：数字牌按牌面（0 可以算 10 分），禁止 / 反转 / +2 是 20 分，变色牌是 50 分。
rb-r12-2 = <b>赢家通吃</b>（官方）：赢家拿下其他手牌的分数；先达到目标分（500）的人获胜。<b>平均分</b>：赢家得到其他手牌分数的平均值。<b>罚分制</b>：每人记自己手牌的分数，最低的人获胜；游戏在达到目标分时、以<b>淘汰赛</b>方式、或<b>打满 N 局</b>后结束。<b>一局定胜负</b>：一局就是整场游戏。任何计分方式都可以用固定局数代替目标分。
rb-r12-3 = 并列获胜时共享胜利。
rb-r13-title = 房规
rb-r13-preset = 预设<b>{ $name }</b>：{ $list }。
rb-r14-title = 规则即数据
rb-r14-text = 一场游戏的规则是一个值：牌组、第一张牌的规则、选项、房规、计分、起手张数，以及每张自定义万能牌的规则。创建房间时，可以在<b>{ $json }</b>里用 JSON 写出来。自定义万能牌的效果从这个列表中选：{ $effects }，或一条约定规则；其中 T 是 { $targets }。
rb-decisions-title = 规则书没说清的地方
rb-dec-1 = 在等待某个决定（比如回应变色 +4）时也可以抓人；抓人和喊 UNO 都不会结束这个机会，抢出会。
rb-dec-2 = 开启叠加规则时，总会询问面临罚牌的玩家，即使他手里没有能叠的牌。
rb-dec-3 = 质疑时，按出变色 +4 那一刻的手牌，对照出牌前的颜色来判定。
rb-dec-4 = 自定义万能牌的效果造成的摸牌立即生效：谁都不能在上面叠加。
rb-dec-5 = 绿龟壳总是让出牌的人选择；炸弹兵先摸 2 张，再询问颜色。
rb-dec-6 = 达到目标分是指总分大于或等于目标分；<i>打满 N 局</i>只在第 N 局结束后才结束游戏。
rb-dec-7 = 出 0 换手牌和出 0 传手牌不能同时开启；淘汰赛需要罚分制。
rb-dec-source = 包含每个决定及确定它的场景的完整文本，在源代码的 { $file } 里。
rb-sentence-sep = { "" }
rb-r1-deck = <b>{ $name }</b>（{ $cards }）：{ $text }
rb-r13-rule = <b>{ $name }</b>（<code>{ $id }</code>）：{ $text }
