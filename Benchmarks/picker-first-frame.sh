#!/bin/sh
# The first frame of a 10,000-item list: `sheetctl show` against fzf, in a tmux pane of 80×24.
#
# Each run types the command at an idle shell in the pane and polls the screen until the list is
# drawn whole (sheetctl: its cancel button; fzf: its count of 10000/10000), so both are timed the
# same way, polling included. The mark: sheetctl's median within 1.5× of fzf's.
#
# Usage: Benchmarks/picker-first-frame.sh [path/to/sheetctl] [runs]
# (default: .build/release/sheetctl, 11 runs; fzf is Debian's `fzf` package). Not a test.
set -eu
sheetctl=$(realpath "${1:-.build/release/sheetctl}")
runs=${2:-11}
command -v fzf >/dev/null || { echo "fzf is not installed (apt-get install fzf)" >&2; exit 69; }
work=$(mktemp -d)
socket="picker-bench-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null; rm -rf "$work"' EXIT INT TERM
seq -f 'item %05g: a line of about forty characters' 1 10000 > "$work/items"
tmux -L "$socket" -f /dev/null new-session -d -s bench -x 80 -y 24 -c "$work" "env PS1='$ ' sh"
sleep 0.3

now() { date +%s%N; }
# Milliseconds from typing the command to the screen showing the pattern.
first_frame() { # command pattern
    tmux -L "$socket" send-keys -t bench "clear; $1 < items > /dev/null" Enter
    start=$(now)
    until tmux -L "$socket" capture-pane -p -t bench | grep -q -- "$2"; do :; done
    end=$(now)
    tmux -L "$socket" send-keys -t bench Escape
    until tmux -L "$socket" capture-pane -p -t bench | grep -q '^\$ *$'; do sleep 0.02; done
    echo $(((end - start) / 1000000))
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

: > "$work/sheetctl.ms"
: > "$work/fzf.ms"
i=0
while [ "$i" -lt "$runs" ]; do
    first_frame "$sheetctl show" 'Cancel' >> "$work/sheetctl.ms"
    first_frame fzf '10000/10000' >> "$work/fzf.ms"
    i=$((i + 1))
done
s=$(median < "$work/sheetctl.ms")
f=$(median < "$work/fzf.ms")
printf 'first frame, 10000 items, median of %s: sheetctl %s ms, fzf %s ms, ratio %s (mark: <= 1.5), load %s\n' \
    "$runs" "$s" "$f" "$(awk -v s="$s" -v f="$f" 'BEGIN { printf "%.2f", s / f }')" "$(cut -d' ' -f1-3 /proc/loadavg)"
