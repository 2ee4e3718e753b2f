-- wrk script for bench/peer.mjs: POSTs one GraphQL request over and over and counts
-- failures, i.e. responses whose status is not 200 or whose body contains "errors".
--
--   WRK_BODY=<json body> [WRK_AUTH="Bearer …"] wrk -s bench/wrk-graphql.lua -c … -d … URL
--
-- `done` prints one line `WRK_JSON {…}` (latencies in milliseconds) for the caller.

wrk.method = "POST"
wrk.body = os.getenv("WRK_BODY") or error("WRK_BODY is not set")
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json"
local auth = os.getenv("WRK_AUTH")
if auth and auth ~= "" then
  wrk.headers["Authorization"] = auth
end

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  failures = 0
  non200 = 0
  bodyErrors = 0
  responses = 0
end

function response(status, headers, body)
  responses = responses + 1
  if status ~= 200 then
    non200 = non200 + 1
    failures = failures + 1
  elseif body == nil or string.find(body, '"errors"', 1, true) then
    bodyErrors = bodyErrors + 1
    failures = failures + 1
  end
end

function done(summary, latency, requests)
  local failures, non200, bodyErrors, responses = 0, 0, 0, 0
  for _, t in ipairs(threads) do
    failures = failures + (t:get("failures") or 0)
    non200 = non200 + (t:get("non200") or 0)
    bodyErrors = bodyErrors + (t:get("bodyErrors") or 0)
    responses = responses + (t:get("responses") or 0)
  end
  local e = summary.errors
  local socketErrors = e.connect + e.read + e.write + e.timeout
  local seconds = summary.duration / 1e6
  io.write(string.format(
    'WRK_JSON {"requests":%d,"responses":%d,"seconds":%.3f,"rps":%.1f,' ..
    '"p50Ms":%.3f,"p90Ms":%.3f,"p99Ms":%.3f,"maxMs":%.3f,"meanMs":%.3f,' ..
    '"failures":%d,"non200":%d,"bodyErrors":%d,"socketErrors":%d}\n',
    summary.requests, responses, seconds, summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, latency.mean / 1000,
    failures + socketErrors, non200, bodyErrors, socketErrors))
end
