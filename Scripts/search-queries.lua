-- wrk script: sends the queries of a file written by Scripts/search-queries.py (one URL path per line, then a tab and
-- its kind) in turn, each wrk thread starting at a different offset of the file (thread n at n x 0.618 of it, so
-- any thread count spreads out), so thousands of distinct queries are sent. When wrk is done, prints the p99.9
-- latency and how many distinct queries the threads sent.
--
--   Scripts/search-queries.py -o /tmp/queries.tsv
--   wrk -t2 -c32 -d10s --latency -s Scripts/search-queries.lua http://127.0.0.1:8080 -- /tmp/queries.tsv
--   SEARCH_QUERIES=/tmp/queries.tsv wrk -t2 -c32 -d10s --latency -s Scripts/search-queries.lua http://127.0.0.1:8080
local threads = {}

function setup(thread)
  threads[#threads + 1] = thread
  thread:set("thread_number", #threads)
end

local queries = {}
local requests = {}
local i = 0
offset = 0
sent = 0
count = 0

function init(args)
  local path = args[1] or os.getenv("SEARCH_QUERIES")
  if path == nil then
    error("search-queries.lua: give the queries file after -- or in SEARCH_QUERIES")
  end
  local file = assert(io.open(path, "r"))
  for line in file:lines() do
    local target = line:match("^([^\t]+)")
    if target and target:sub(1, 1) == "/" then
      queries[#queries + 1] = target
    end
  end
  file:close()
  if #queries == 0 then
    error("search-queries.lua: no queries in " .. path)
  end
  count = #queries
  -- Each request formatted once: the load generator shares the machine's cores with the server it measures.
  for k, target in ipairs(queries) do
    requests[k] = wrk.format("GET", target)
  end
  local spread = ((thread_number or 1) - 1) * 0.6180339887
  offset = math.floor((spread - math.floor(spread)) * #queries)
  i = offset
end

function request()
  i = i % #queries + 1
  sent = sent + 1
  return requests[i]
end

function done(summary, latency, requests)
  io.write(string.format("p99.9 latency: %.2fms\n", latency:percentile(99.9) / 1000))
  local distinct, seen, n = 0, {}, 0
  for _, thread in ipairs(threads) do
    n = thread:get("count")
    local start, total = thread:get("offset"), thread:get("sent")
    for k = 0, math.min(total, n) - 1 do
      local index = (start + k) % n
      if not seen[index] then
        seen[index] = true
        distinct = distinct + 1
      end
    end
  end
  io.write(string.format("distinct queries sent: %d of %d\n", distinct, n))
end
