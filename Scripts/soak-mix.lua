-- The request mix of Scripts/soak.sh for wrk: weighted look-ups, names, batches, searches, reverse look-ups,
-- listings that follow their cursors, conditional requests, and bad requests that must each get a 4xx. Counts every answer by status
-- and, for 4xx and 5xx, by the error code in the body; `done` prints them for soak.sh to read.
--
--   wrk -t2 -c16 -d10m --latency -s Scripts/soak-mix.lua http://127.0.0.1:PORT -- mix-data.lua '"etag"'
-- mix-data.lua (written by Scripts/soak-prepare.py) defines IDS, LANGS, ACCEPT, QUERIES, BODIES, TOO_MANY_IDS.

local threads = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("thread_number", #threads)
end

statuses = {}  -- status code -> count
codes = {}     -- "status code" of error answers -> count

local etag
local cursors = {}  -- listing cursors by the language they were given for
local json_headers = { ["Content-Type"] = "application/json" }
local listing_langs = { "thai", "english", "japanese", "german", "russian", "arabic", "chinese-traditional",
  "serbian-latin", "korean", "hindi" }
local kinds = { "", "&kind=region", "&kind=city", "&kind=country", "&kind=district" }
local countries = { "", "", "&country=TH", "&country=JP", "&country=FR", "&country=US", "&country=IN" }
local long_query = string.rep("a", 201)
local long_target = "/v1/search?q=" .. string.rep("b", 9000)
local huge_body = '{"ids": ["' .. string.rep("x", 300 * 1024) .. '"]}'

function init(args)
  dofile(args[1])
  etag = args[2]
  math.randomseed(thread_number * 7919)
end

local function pick(list) return list[math.random(#list)] end

local function get(path, headers) return wrk.format("GET", path, headers) end

local function with_language(path)
  if math.random() < 0.7 then
    return get(path .. (path:find("?", 1, true) and "&" or "?") .. "lang=" .. pick(LANGS))
  end
  return get(path, { ["Accept-Language"] = pick(ACCEPT) })
end

local function listing()
  local lang = pick(listing_langs)
  local path = "/v1/places?lang=" .. lang .. pick(kinds) .. pick(countries) .. "&limit=" .. math.random(1, 100)
  if cursors[lang] and math.random() < 0.8 then
    path = path .. "&cursor=" .. cursors[lang]
    cursors[lang] = nil
  end
  return get(path)
end

-- Each must be answered with a 4xx: the service's own error, never a 5xx or a dropped connection.
local bad = {
  function() return get("/v1/places/" .. pick(IDS) .. "?lang=thia") end,                       -- unknown language
  function() return get("/v1/reverse?lat=91&lon=" .. math.random(-180, 180)) end,            -- latitude over 90
  function() return get("/v1/reverse?lon=100.5") end,                                        -- no latitude
  function() return get("/v1/search?q=%E0%B8&lang=en") end,                                  -- truncated UTF-8
  function() return get("/v1/search?q=100%") end,                                            -- bare %
  function() return get("/v1/places/tz%ZZAsia") end,                                         -- bad escape in id
  function() return get("/v1/search?q=" .. long_query) end,                                  -- query over 200
  function() return get(long_target) end,                                                    -- target over 8 KiB
  function() return wrk.format("POST", "/v1/lookup", json_headers, "ids=1,2,3") end,         -- not JSON
  function() return wrk.format("POST", "/v1/lookup", json_headers, '{"ids": "tz:Asia/Bangkok"}') end,
  function() return wrk.format("POST", "/v1/lookup", json_headers, TOO_MANY_IDS) end,        -- over 1,000 ids
  function() return wrk.format("POST", "/v1/lookup", json_headers, huge_body) end,           -- over 256 KiB
  function() return get("/v1/places/nowhere%3A" .. math.random(1000)) end,                  -- unknown id
  function() return get("/v1/places?lang=en&limit=0") end,                                   -- bad limit
  function() return get("/v1/places?lang=en&cursor=not-a-cursor") end,                      -- bad cursor
  function() return get("/v1/search?lang=en") end,                                           -- no query
  function() return wrk.format("POST", "/v1/admin/reload") end,                              -- no token
  function() return wrk.format("DELETE", "/v1/places/" .. pick(IDS)) end,                    -- wrong method
}

-- A reverse look-up anywhere people live (most of the Earth's land lies between 56 S and 72 N), for 1 to 10
-- places, sometimes only cities, sometimes within a radius.
local function reverse()
  local path = string.format("/v1/reverse?lat=%.4f&lon=%.4f&limit=%d", math.random() * 128 - 56,
    math.random() * 360 - 180, math.random(1, 10))
  local extra = math.random()
  if extra < 0.2 then path = path .. "&kind=city" elseif extra < 0.4 then path = path .. "&radius=50000" end
  return with_language(path)
end

-- Weights out of 100.
local mix = {
  { 32, function() return with_language("/v1/places/" .. pick(IDS)) end },
  { 8, reverse },
  { 7, function() return get("/v1/places/" .. pick(IDS) .. "/names") end },
  { 8, function() return wrk.format("POST", "/v1/lookup", json_headers, pick(BODIES)) end },
  { 16, function() return with_language("/v1/search?q=" .. pick(QUERIES) .. "&limit=" .. math.random(1, 20)) end },
  { 9, listing },
  { 2, function() return get("/v1/languages") end },
  { 2, function() return get("/v1/places/tz%3AAsia%2FBangkok?lang=en", { ["If-None-Match"] = etag }) end },
  { 1, function() return get(pick({ "/healthz", "/readyz", "/metrics" })) end },
  { 15, function() return pick(bad)() end },
}

request = function()
  local roll = math.random(100)
  for _, entry in ipairs(mix) do
    roll = roll - entry[1]
    if roll <= 0 then return entry[2]() end
  end
  return mix[1][2]()
end

response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if status >= 400 then
    local code = body and body:match('"code":"([^"]+)"') or "no-json-body"
    local key = status .. " " .. code
    codes[key] = (codes[key] or 0) + 1
  elseif status == 200 and body and body:find('"next":"', 1, true) then
    local lang = body:match('^{"chain":%["([^"]+)"')
    local cursor = body:match('"next":"([^"]+)"')
    if lang and cursor then cursors[lang] = cursor end
  end
end

done = function(summary, latency, requests)
  local total_statuses, total_codes = {}, {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("statuses")) do total_statuses[status] = (total_statuses[status] or 0) + n end
    for code, n in pairs(thread:get("codes")) do total_codes[code] = (total_codes[code] or 0) + n end
  end
  local classes = { 0, 0, 0, 0, 0 }
  local other = 0
  for status, n in pairs(total_statuses) do
    local class = math.floor(status / 100)
    if class >= 1 and class <= 5 then classes[class] = classes[class] + n else other = other + n end
    io.write(string.format("soak status %d %d\n", status, n))
  end
  io.write(string.format("soak classes 1xx=%d 2xx=%d 3xx=%d 4xx=%d 5xx=%d other=%d\n",
    classes[1], classes[2], classes[3], classes[4], classes[5], other))
  for code, n in pairs(total_codes) do io.write(string.format("soak code %s %d\n", code, n)) end
  local errors = summary.errors
  io.write(string.format("soak totals requests=%d seconds=%.1f connect=%d read=%d write=%d status=%d timeout=%d\n",
    summary.requests, summary.duration / 1e6, errors.connect, errors.read, errors.write, errors.status,
    errors.timeout))
  io.write(string.format("soak latency_ms p50=%.2f p90=%.2f p99=%.2f p99.9=%.2f max=%.2f mean=%.2f\n",
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    latency:percentile(99.9) / 1000, latency.max / 1000, latency.mean / 1000))
end
