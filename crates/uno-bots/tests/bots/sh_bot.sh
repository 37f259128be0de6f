#!/bin/sh
# A test bot for docs/bot-protocol.md in plain sh (no JSON parser: it relies
# on "type" and "id" coming first). Usage: sh_bot.sh MODE [LOG]
#   first    plays legal action 0, passes every reaction
#   garbage  answers "garbage" to every decision after the 3rd
#   illegal  answers index 999 to every decision after the 3rd
#   sleep    sleeps 5 s at the 3rd decision
#   exit     exits at the 3rd decision (status 3)
#   orphan   at the 3rd decision starts `sleep 60` in the background (a
#            helper that keeps the bot's stdout open) and exits (status 4)
#   killself at the 3rd decision kills itself with SIGKILL
#   badhello answers the handshake with protocol 99
#   longline answers the 3rd decision with a line of 100,000 bytes
#   banner   prints a line of its own before the handshake
#   noproto  answers the handshake without "protocol"
#   chatty   prints a debug line before its answer at the 3rd decision
#   twice    answers the 3rd decision twice
#   hang     at the 3rd decision writes its pid to LOG.pid and runs
#            `sleep 60` (a child of its own, as a bot's helper would be)
#   stale    from the 3rd decision on, writes answers to decision 1
#            without end
#   deaf     after the handshake never reads again, and answers garbage
#            every 2 ms (the game's lines fill its input pipe)
# LOG, when given, receives every line the bot is sent.
mode=$1
log=${2:-/dev/null}
n=0
if [ "$mode" = banner ]; then echo 'Loading my bot...'; fi
while IFS= read -r line; do
  printf '%s\n' "$line" >> "$log"
  case "$line" in
    '{"type":"hello"'*)
      if [ "$mode" = badhello ]; then echo '{"type":"hello","protocol":99}'
      elif [ "$mode" = noproto ]; then echo '{"type":"hello","name":"sh"}'
      else echo '{"type":"hello","name":"sh","protocol":1}'; fi
      if [ "$mode" = deaf ]; then
        while :; do echo garbage; sleep 0.002; done
      fi
      continue ;;
    '{"type":"quit"'*) exit 0 ;;
  esac
  n=$((n + 1))
  id=${line#*\"id\":}
  id=${id%%,*}
  if [ "$n" -eq 3 ]; then
    case "$mode" in
      chatty) echo "thinking about decision $id" ;;
      twice) echo "{\"id\":$id,\"index\":0}" ;;
    esac
  fi
  if [ "$n" -gt 3 ] || [ "$n" -eq 3 ]; then
    case "$mode" in
      garbage) echo 'garbage'; continue ;;
      illegal) echo "{\"id\":$id,\"index\":999}"; continue ;;
      sleep) sleep 5 ;;
      hang) echo $$ > "$log.pid"; sleep 60 ;;
      stale) exec yes '{"id":1,"index":0}' ;;
      exit) exit 3 ;;
      orphan) sleep 60 & exit 4 ;;
      killself) kill -9 $$ ;;
      longline) head -c 100000 /dev/zero | tr '\0' a; echo; continue ;;
    esac
  fi
  case "$line" in
    '{"type":"react"'*) echo "{\"id\":$id,\"index\":null}" ;;
    *) echo "{\"id\":$id,\"index\":0}" ;;
  esac
done
