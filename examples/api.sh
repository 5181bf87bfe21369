# Shell helpers for the README's examples (bash). Load them once per shell:
#   source examples/api.sh
# API is the service's address (default http://localhost:3000); TOKEN an access token (POST /token).

API=${API:-http://localhost:3000}

# json EXPR — prints EXPR of the JSON read on standard input, where `r` is the whole answer:
#   curl … | json 'r.data[0].evaluation_id'
# A string prints as it is, anything else as JSON. When EXPR has no value (a refused request,
# an expired token) it prints the answer it got to standard error and fails.
json() {
  node -e '
    const text = require("fs").readFileSync(0, "utf8");
    let value;
    try { value = new Function("r", `return (${process.argv[1]})`)(JSON.parse(text)); } catch {}
    if (value === undefined || value === null) {
      console.error(`json: no ${process.argv[1]} in the answer: ${text.slice(0, 600)}`);
      process.exit(1);
    }
    console.log(typeof value === "string" ? value : JSON.stringify(value));
  ' "$1"
}

# poll URL DONE — reads URL (with $TOKEN) every 5 seconds until the answer matches the extended
# regular expression DONE (or, when DONE is "HTTP 200", until it answers 200), then prints the
# answer. It stops with a message instead:
#  - on an HTTP error (401 when the token has expired: get a new one; 422 a failed IELTS
#    evaluation; 400 a failed worksheet step …), except 404 "step not found" (a step that no
#    worker has taken yet: it keeps polling);
#  - when the answer says the job failed ("status": "failed", "Failed" or 3);
#  - after 10 minutes (the service fails any job it has not finished by then).
poll() {
  local url=$1 done=$2 answer code
  for _ in $(seq 120); do
    answer=$(curl -s -w '\n%{http_code}' "$url" -H "Authorization: Bearer $TOKEN")
    code=${answer##*$'\n'}
    answer=${answer%$'\n'*}
    if [ "$code" = 404 ] && [[ $answer == *'step not found'* ]]; then
      sleep 5
      continue
    fi
    if [ "$code" != 200 ] && [ "$code" != 202 ]; then
      echo "poll: HTTP $code from $url: $answer" >&2
      return 1
    fi
    if [[ $answer =~ \"status\":\ ?(\"failed\"|\"Failed\"|3[,}]) ]]; then
      echo "poll: the job failed: $answer" >&2
      return 1
    fi
    if [[ $done == 'HTTP 200' && $code == 200 ]] || [[ $done != 'HTTP 200' && $answer =~ $done ]]; then
      printf '%s\n' "$answer"
      return 0
    fi
    sleep 5
  done
  echo "poll: $url not finished after 10 minutes" >&2
  return 1
}
