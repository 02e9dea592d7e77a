-- wrk script: sends the queries of a file written by Scripts/search-queries.py (one URL path per line, then a tab and
-- its kind) in turn, each wrk thread starting at a different offset of the file (thread n at n x 0.618 of it, so
-- any thread count spreads out), so thousands of distinct queries are sent. Prints p99.9 latency when wrk is done.
--
--   Scripts/search-queries.py -o /tmp/queries.tsv
--   wrk -t2 -c32 -d10s --latency -s Scripts/search-queries.lua http://127.0.0.1:8080 -- /tmp/queries.tsv
--   SEARCH_QUERIES=/tmp/queries.tsv wrk -t2 -c32 -d10s --latency -s Scripts/search-queries.lua http://127.0.0.1:8080
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("thread_number", threads)
end

local queries = {}
local i = 0

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
  local n = thread_number or 1
  local spread = (n - 1) * 0.6180339887
  i = math.floor((spread - math.floor(spread)) * #queries)
end

function request()
  i = i % #queries + 1
  return wrk.format("GET", queries[i])
end

function done(summary, latency, requests)
  io.write(string.format("p99.9 latency: %.2fms\n", latency:percentile(99.9) / 1000))
end
