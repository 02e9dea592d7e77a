-- Autocomplete queries in several scripts, in turn: krung thep, Bangkok, bangk, กรุงเทพ, バンコク, 曼谷, par, mosk.
-- The search mix of Scripts/bench-server.sh and Scripts/bench-search-cpu.sh.
local queries = { "krung%20thep", "Bangkok", "bangk", "%E0%B8%81%E0%B8%A3%E0%B8%B8%E0%B8%87%E0%B9%80%E0%B8%97%E0%B8%9E",
  "%E3%83%90%E3%83%B3%E3%82%B3%E3%82%AF", "%E6%9B%BC%E8%B0%B7", "par", "mosk" }
local i = 0
request = function()
  i = i % #queries + 1
  return wrk.format("GET", "/v1/search?q=" .. queries[i] .. "&lang=en&limit=10")
end
