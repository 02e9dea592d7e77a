// The place-name explorer: search with suggestions (ARIA combobox and listbox), a language picker and a place page.
// It calls only this server's API; without a picked language the browser's Accept-Language decides.
"use strict";

const input = document.getElementById("q");
const listbox = document.getElementById("suggestions");
const picker = document.getElementById("lang");
const kindPicker = document.getElementById("kind");
const countryPicker = document.getElementById("country");
const statusLine = document.getElementById("status");
const article = document.getElementById("place");

/** language raw value -> {bcp47, englishName, nativeName}, from /v1/languages. */
const languages = new Map();
let results = [];
let active = -1;
let searchTimer = 0;
let searchSequence = 0;
let placeSequence = 0;
let currentPlace = null;

async function getJSON(path) {
  const response = await fetch(path, { headers: { Accept: "application/json" } });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(body && body.error ? body.error.message : `${response.status} ${response.statusText}`);
  }
  return body;
}

function withLang(path, lang) {
  if (!lang) return path;
  return path + (path.includes("?") ? "&" : "?") + "lang=" + encodeURIComponent(lang);
}

function languageLabel(language) {
  const known = languages.get(language);
  return known ? known.englishName : language;
}

/** An element with text; names get their language's tag and direction so scripts render and read correctly. */
function element(tag, text, attributes = {}) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null) node.setAttribute(name, value);
  }
  return node;
}

function nameElement(tag, text, language, direction) {
  const known = languages.get(language);
  return element(tag, text, { class: "name", lang: known ? known.bcp47 : undefined, dir: direction || "auto" });
}

// --- Suggestions -------------------------------------------------------------------------------------------

function closeSuggestions() {
  listbox.hidden = true;
  input.setAttribute("aria-expanded", "false");
  input.removeAttribute("aria-activedescendant");
  active = -1;
}

function setActive(index) {
  const options = listbox.querySelectorAll('[role="option"]');
  if (options.length === 0) return;
  active = (index + options.length) % options.length;
  options.forEach((option, position) => option.setAttribute("aria-selected", String(position === active)));
  input.setAttribute("aria-activedescendant", options[active].id);
  options[active].scrollIntoView({ block: "nearest" });
}

/** What a suggestion shows: the place's name for the reader (its default name when no language of the reader
 * names it), or, for a place with no name at all (only aliases), the alias that matched. */
function suggestionLabel(result) {
  return result.name || result.match.text;
}

/** The service marks a place's default name, whose language no source states, with BCP 47's "und". */
const undetermined = "und";

function describeMatch(result) {
  // The kind and the label tell namesakes apart ("city · Springfield, Illinois, United States").
  const parts = [result.kind];
  if (result.label && result.label !== result.name) parts.push(result.label);
  else if (result.country) parts.push(result.country);
  if (!result.name) parts.push("alias only");
  else if (result.language === undetermined) parts.push("default name");
  if (result.name && result.match.text !== result.name) parts.push(`“${result.match.text}”`);
  return parts.join(" · ");
}

function renderSuggestions(answer) {
  results = answer.results;
  listbox.replaceChildren();
  results.forEach((result, index) => {
    const option = element("li", undefined, { role: "option", id: `suggestion-${index}`, "aria-selected": "false" });
    option.append(nameElement("span", suggestionLabel(result), result.language));
    option.append(element("span", describeMatch(result), { class: "meta" }));
    option.addEventListener("mousedown", (event) => event.preventDefault());
    option.addEventListener("click", () => pick(index));
    listbox.append(option);
  });
  const count = results.length;
  listbox.hidden = count === 0;
  input.setAttribute("aria-expanded", String(count > 0));
  active = -1;
  input.removeAttribute("aria-activedescendant");
  statusLine.textContent = count === 0 ? `No place matches “${answer.query}”.`
    : `${count} ${count === 1 ? "place" : "places"} found; use the arrow keys and Enter to choose.`;
  noteBrowserLanguage(answer.chain);
}

async function suggest() {
  const query = input.value;
  const sequence = ++searchSequence;
  if (query.trim() === "") {
    results = [];
    closeSuggestions();
    statusLine.textContent = "";
    return;
  }
  try {
    let path = `/v1/search?limit=8&q=${encodeURIComponent(query)}`;
    if (kindPicker.value) path += `&kind=${encodeURIComponent(kindPicker.value)}`;
    if (countryPicker.value) path += `&country=${encodeURIComponent(countryPicker.value)}`;
    const answer = await getJSON(withLang(path, picker.value));
    if (sequence === searchSequence) renderSuggestions(answer);
  } catch (error) {
    if (sequence === searchSequence) {
      closeSuggestions();
      statusLine.textContent = error.message;
    }
  }
}

function pick(index) {
  const result = results[index];
  if (!result) return;
  closeSuggestions();
  input.value = suggestionLabel(result);
  showInAddress(result.id);
}

input.addEventListener("input", () => {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(suggest, 120);
});

input.addEventListener("keydown", (event) => {
  const open = !listbox.hidden;
  switch (event.key) {
    case "ArrowDown":
      event.preventDefault();
      if (!open && results.length > 0) { listbox.hidden = false; input.setAttribute("aria-expanded", "true"); }
      setActive(active + 1);
      break;
    case "ArrowUp":
      event.preventDefault();
      if (open) setActive(active - 1);
      break;
    case "Enter":
      event.preventDefault();
      if (open && active >= 0) pick(active);
      else if (open && results.length > 0) pick(0);
      break;
    case "Escape":
      if (open) { event.preventDefault(); closeSuggestions(); } else { input.value = ""; results = []; }
      break;
    case "Tab":
      closeSuggestions();
      break;
  }
});

input.addEventListener("blur", closeSuggestions);
document.getElementById("search").addEventListener("submit", (event) => event.preventDefault());

// --- Language picker ---------------------------------------------------------------------------------------

async function loadLanguages() {
  const answer = await getJSON("/v1/languages");
  const sorted = [...answer.languages].sort((a, b) => a.englishName.localeCompare(b.englishName, "en"));
  for (const entry of answer.languages) languages.set(entry.language, entry);
  for (const entry of sorted) {
    const label = entry.nativeName && entry.nativeName !== entry.englishName
      ? `${entry.englishName} — ${entry.nativeName}` : entry.englishName;
    picker.append(element("option", label, { value: entry.language }));
  }
}

/** Says which language the browser's Accept-Language chose, in the picker's first option. */
function noteBrowserLanguage(chain) {
  if (picker.value !== "" || !chain || chain.length === 0) return;
  picker.options[0].textContent = `Your browser’s languages (${languageLabel(chain[0])})`;
}

picker.addEventListener("change", () => {
  if (currentPlace) showInAddress(currentPlace);
  if (!nearbyList.hidden) showNearby(positionInput.value);
  if (!listbox.hidden) suggest();
  loadCountries().catch((error) => { statusLine.textContent = error.message; });
});

// --- Filters: kind and country -------------------------------------------------------------------------------

for (const filter of [kindPicker, countryPicker]) {
  filter.addEventListener("change", () => { if (input.value.trim() !== "") suggest(); });
}

let countriesSequence = 0;

/** The country picker: every country, named and sorted in the picked language (the listing's collation). */
async function loadCountries() {
  const sequence = ++countriesSequence;
  const countries = [];
  let cursor = null;
  do {
    let path = "/v1/places?kind=country&limit=100";
    if (cursor) path += `&cursor=${encodeURIComponent(cursor)}`;
    const page = await getJSON(withLang(path, picker.value));
    countries.push(...page.places.filter((place) => place.country));
    cursor = page.next;
  } while (cursor);
  if (sequence !== countriesSequence) return;
  const chosen = countryPicker.value;
  countryPicker.replaceChildren(countryPicker.options[0]);
  for (const place of countries) {
    const option = element("option", `${place.name || place.id} (${place.country})`, { value: place.country });
    if (place.language && place.language !== "und") option.lang = languages.get(place.language)?.bcp47 || "";
    countryPicker.append(option);
  }
  countryPicker.value = chosen;
}

// --- What is here --------------------------------------------------------------------------------------------

const positionInput = document.getElementById("position");
const nearbyList = document.getElementById("nearby");
let nearbySequence = 0;

/** "13.7563, 100.5018" or "13.7563 100.5018", as maps copy a position: [latitude, longitude] as typed, or null. */
function parsePosition(text) {
  const parts = text.trim().split(/[\s,;]+/).filter(Boolean);
  return parts.length === 2 ? parts : null;
}

function formatDistance(metres) {
  if (metres < 1000) return `${metres} m`;
  return `${(metres / 1000).toLocaleString(undefined, { maximumFractionDigits: 1 })} km`;
}

/** The places nearest to the typed position, each a button that opens its page; the server says what is wrong. */
async function showNearby(text) {
  const sequence = ++nearbySequence;
  const position = parsePosition(text);
  if (!position) {
    nearbyList.hidden = true;
    statusLine.textContent = "Type a latitude and a longitude, such as 13.7563, 100.5018.";
    return;
  }
  const path = "/v1/reverse?limit=5&lat=" + encodeURIComponent(position[0]) + "&lon=" + encodeURIComponent(position[1]);
  try {
    const answer = await getJSON(withLang(path, picker.value));
    if (sequence !== nearbySequence) return;
    noteBrowserLanguage(answer.chain);
    nearbyList.replaceChildren(...answer.results.map((result) => {
      const button = element("button", undefined, { type: "button", "data-id": result.id });
      button.append(nameElement("span", result.label || result.name || result.id, result.language));
      button.append(element("span", formatDistance(result.distance), { class: "meta" }));
      button.addEventListener("click", () => showInAddress(result.id));
      const item = element("li");
      item.append(button);
      return item;
    }));
    nearbyList.hidden = answer.results.length === 0;
    statusLine.textContent = answer.results.length === 0 ? "No place with a position is known near there." : "";
  } catch (error) {
    if (sequence !== nearbySequence) return;
    nearbyList.hidden = true;
    statusLine.textContent = error.message;
  }
}

document.getElementById("nearby-form").addEventListener("submit", (event) => {
  event.preventDefault();
  showNearby(positionInput.value);
});

// --- Place page --------------------------------------------------------------------------------------------

function showInAddress(id) {
  const parameters = new URLSearchParams({ place: id });
  if (picker.value) parameters.set("lang", picker.value);
  const hash = "#" + parameters.toString();
  if (location.hash === hash) showPlace(id); else location.hash = hash;
}

async function showPlace(id) {
  const sequence = ++placeSequence;
  currentPlace = id;
  const path = "/v1/places/" + encodeURIComponent(id);
  try {
    const place = await getJSON(withLang(path, picker.value));
    const names = await getJSON(withLang(path + "/names", picker.value || place.chain[0]));
    // The country named in the reader's language, as the label names it, not by its code.
    const country = place.country && place.kind !== "country"
      ? await getJSON(withLang("/v1/places/iso3166-1:" + place.country, picker.value)).catch(() => null) : null;
    place.countryName = country && country.name;
    if (sequence === placeSequence) renderPlace(place, names);
  } catch (error) {
    if (sequence === placeSequence) {
      article.hidden = true;
      statusLine.textContent = error.message;
    }
  }
}

function renderPlace(place, names) {
  noteBrowserLanguage(place.chain);
  const shown = names.collated.find((entry) => entry.language === place.language);
  const heading = document.getElementById("place-name");
  const known = languages.get(place.language);
  heading.textContent = place.name || place.id;
  heading.setAttribute("dir", shown ? shown.direction : "auto");
  if (known) heading.setAttribute("lang", known.bcp47); else heading.removeAttribute("lang");

  const language = document.getElementById("place-language");
  if (!place.name) {
    language.textContent = "No source names this place in a language.";
  } else if (place.language === undetermined) {
    language.textContent = `Default name, language not stated (no ${languageLabel(place.chain[0])} name)`;
  } else if (place.fallback) {
    language.textContent = `${languageLabel(place.language)} (no ${languageLabel(place.chain[0])} name)`;
  } else {
    language.textContent = languageLabel(place.language);
  }

  const chain = document.getElementById("place-chain");
  chain.replaceChildren(...place.chain.map((entry) => {
    const item = element("li", languageLabel(entry));
    if (entry === place.language) { item.className = "used"; item.setAttribute("aria-current", "true"); }
    return item;
  }));
  document.getElementById("place-kind").textContent = place.kind;
  document.getElementById("place-country").textContent = place.countryName || place.country || "—";
  const label = document.getElementById("place-label");
  label.textContent = place.label || place.name || place.id;
  if (known) label.setAttribute("lang", known.bcp47); else label.removeAttribute("lang");
  document.getElementById("place-id").textContent = place.id;

  document.getElementById("names-heading").textContent =
    `All ${names.collated.length} names, in ${languageLabel(names.collation)} order`;
  const list = document.getElementById("names");
  list.replaceChildren(...names.collated.map((entry) => {
    const item = element("li", undefined, { "data-language": entry.language });
    if (entry.language === place.language) item.classList.add("shown");
    item.append(element("span", entry.name, { class: "name", lang: entry.bcp47, dir: entry.direction }));
    item.append(element("span", languageLabel(entry.language), { class: "meta" }));
    return item;
  }));
  article.hidden = false;
  statusLine.textContent = "";
  document.title = `${place.name || place.id} — PlaceNames explorer`;
}

function readAddress() {
  const parameters = new URLSearchParams(location.hash.slice(1));
  const lang = parameters.get("lang") || "";
  if ([...picker.options].some((option) => option.value === lang)) picker.value = lang;
  const id = parameters.get("place");
  if (id) showPlace(id);
}

window.addEventListener("hashchange", readAddress);

loadLanguages()
  .catch((error) => { statusLine.textContent = error.message; })
  .then(readAddress)
  .then(loadCountries)
  .catch((error) => { statusLine.textContent = error.message; });
