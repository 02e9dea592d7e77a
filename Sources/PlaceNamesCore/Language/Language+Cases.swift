// GENERATED FILE: do not edit. Regenerate with `python3 Scripts/generate-languages.py`
// from CLDR 41 (Debian: `apt-get install -y unicode-cldr-core`).
// 213 cases: languages and script variants with >= 100 territory names,
// regional variants overriding >= 20; the rules are in the script's docstring.

/// A language (or a script or regional variant of one) that place names can be written in,
/// named in files and on the command line by its raw value: `thai`, `chinese-traditional`.
public enum Language: String, CaseIterable, Codable, Sendable {
    /// Afrikaans (Afrikaans), BCP 47 `af`.
    case afrikaans = "afrikaans"
    /// Aghem (Aghem), BCP 47 `agq`.
    case aghem = "aghem"
    /// Akan (Akan), BCP 47 `ak`.
    case akan = "akan"
    /// Albanian (shqip), BCP 47 `sq`.
    case albanian = "albanian"
    /// Amharic (አማርኛ), BCP 47 `am`.
    case amharic = "amharic"
    /// Arabic (العربية), BCP 47 `ar`.
    case arabic = "arabic"
    /// Armenian (հայերեն), BCP 47 `hy`.
    case armenian = "armenian"
    /// Assamese (অসমীয়া), BCP 47 `as`.
    case assamese = "assamese"
    /// Asturian (asturianu), BCP 47 `ast`.
    case asturian = "asturian"
    /// Asu (Kipare), BCP 47 `asa`.
    case asu = "asu"
    /// Azerbaijani (Cyrillic) (азәрбајҹан (Кирил)), BCP 47 `az-Cyrl`.
    case azerbaijaniCyrillic = "azerbaijani-cyrillic"
    /// Azerbaijani (Latin) (azərbaycan (latın)), BCP 47 `az-Latn`.
    case azerbaijaniLatin = "azerbaijani-latin"
    /// Bafia (rikpa), BCP 47 `ksf`.
    case bafia = "bafia"
    /// Bambara (bamanakan), BCP 47 `bm`.
    case bambara = "bambara"
    /// Bangla (বাংলা), BCP 47 `bn`.
    case bangla = "bangla"
    /// Basaa (Ɓàsàa), BCP 47 `bas`.
    case basaa = "basaa"
    /// Basque (euskara), BCP 47 `eu`.
    case basque = "basque"
    /// Belarusian (беларуская), BCP 47 `be`.
    case belarusian = "belarusian"
    /// Belarusian (Taraskievica orthography) (беларуская (TARASK)), BCP 47 `be-tarask`.
    case belarusianTaraskievicaOrthography = "belarusian-taraskievica-orthography"
    /// Bena (Hibena), BCP 47 `bez`.
    case bena = "bena"
    /// Bodo (बर’), BCP 47 `brx`.
    case bodo = "bodo"
    /// Bosnian (Cyrillic) (босански (ћирилица)), BCP 47 `bs-Cyrl`.
    case bosnianCyrillic = "bosnian-cyrillic"
    /// Bosnian (Latin) (bosanski (latinica)), BCP 47 `bs-Latn`.
    case bosnianLatin = "bosnian-latin"
    /// Breton (brezhoneg), BCP 47 `br`.
    case breton = "breton"
    /// Bulgarian (български), BCP 47 `bg`.
    case bulgarian = "bulgarian"
    /// Burmese (မြန်မာ), BCP 47 `my`.
    case burmese = "burmese"
    /// Cantonese (Simplified) (粤语 (简体)), BCP 47 `yue-Hans`.
    case cantoneseSimplified = "cantonese-simplified"
    /// Cantonese (Traditional) (粵語 (繁體)), BCP 47 `yue-Hant`.
    case cantoneseTraditional = "cantonese-traditional"
    /// Catalan (català), BCP 47 `ca`.
    case catalan = "catalan"
    /// Cebuano (Binisaya), BCP 47 `ceb`.
    case cebuano = "cebuano"
    /// Central Atlas Tamazight (Tamaziɣt n laṭlaṣ), BCP 47 `tzm`.
    case centralAtlasTamazight = "central-atlas-tamazight"
    /// Central Kurdish (کوردیی ناوەندی), BCP 47 `ckb`.
    case centralKurdish = "central-kurdish"
    /// Chakma (𑄌𑄋𑄴𑄟𑄳𑄦), BCP 47 `ccp`.
    case chakma = "chakma"
    /// Chechen (нохчийн), BCP 47 `ce`.
    case chechen = "chechen"
    /// Cherokee (ᏣᎳᎩ), BCP 47 `chr`.
    case cherokee = "cherokee"
    /// Chiga (Rukiga), BCP 47 `cgg`.
    case chiga = "chiga"
    /// Simplified Chinese (简体中文), BCP 47 `zh-Hans`.
    case chineseSimplified = "chinese-simplified"
    /// Traditional Chinese (繁體中文), BCP 47 `zh-Hant`.
    case chineseTraditional = "chinese-traditional"
    /// Traditional Chinese (Hong Kong SAR China) (繁體中文（中國香港特別行政區）), BCP 47 `zh-Hant-HK`.
    case chineseTraditionalHongKong = "chinese-traditional-hong-kong"
    /// Colognian (Kölsch), BCP 47 `ksh`.
    case colognian = "colognian"
    /// Croatian (hrvatski), BCP 47 `hr`.
    case croatian = "croatian"
    /// Czech (čeština), BCP 47 `cs`.
    case czech = "czech"
    /// Danish (dansk), BCP 47 `da`.
    case danish = "danish"
    /// Dutch (Nederlands), BCP 47 `nl`.
    case dutch = "dutch"
    /// Dzongkha (རྫོང་ཁ), BCP 47 `dz`.
    case dzongkha = "dzongkha"
    /// Embu (Kĩembu), BCP 47 `ebu`.
    case embu = "embu"
    /// English (English), BCP 47 `en`.
    case english = "english"
    /// Esperanto (esperanto), BCP 47 `eo`.
    case esperanto = "esperanto"
    /// Estonian (eesti), BCP 47 `et`.
    case estonian = "estonian"
    /// Ewe (Eʋegbe), BCP 47 `ee`.
    case ewe = "ewe"
    /// Ewondo (ewondo), BCP 47 `ewo`.
    case ewondo = "ewondo"
    /// Faroese (føroyskt), BCP 47 `fo`.
    case faroese = "faroese"
    /// Filipino (Filipino), BCP 47 `fil`.
    case filipino = "filipino"
    /// Finnish (suomi), BCP 47 `fi`.
    case finnish = "finnish"
    /// French (français), BCP 47 `fr`.
    case french = "french"
    /// Canadian French (français canadien), BCP 47 `fr-CA`.
    case frenchCanada = "french-canada"
    /// Friulian (furlan), BCP 47 `fur`.
    case friulian = "friulian"
    /// Fulah (Adlam) (𞤆𞤵𞤤𞤢𞤪 (𞤀𞤁𞤂𞤢𞤃)), BCP 47 `ff-Adlm`.
    case fulahAdlam = "fulah-adlam"
    /// Fulah (Latin) (Pulaar (Latn)), BCP 47 `ff-Latn`.
    case fulahLatin = "fulah-latin"
    /// Galician (galego), BCP 47 `gl`.
    case galician = "galician"
    /// Ganda (Luganda), BCP 47 `lg`.
    case ganda = "ganda"
    /// Georgian (ქართული), BCP 47 `ka`.
    case georgian = "georgian"
    /// German (Deutsch), BCP 47 `de`.
    case german = "german"
    /// Greek (Ελληνικά), BCP 47 `el`.
    case greek = "greek"
    /// Gujarati (ગુજરાતી), BCP 47 `gu`.
    case gujarati = "gujarati"
    /// Gusii (Ekegusii), BCP 47 `guz`.
    case gusii = "gusii"
    /// Hausa (Hausa), BCP 47 `ha`.
    case hausa = "hausa"
    /// Hebrew (עברית), BCP 47 `he`.
    case hebrew = "hebrew"
    /// Hindi (हिन्दी), BCP 47 `hi`.
    case hindi = "hindi"
    /// Hungarian (magyar), BCP 47 `hu`.
    case hungarian = "hungarian"
    /// Icelandic (íslenska), BCP 47 `is`.
    case icelandic = "icelandic"
    /// Igbo (Igbo), BCP 47 `ig`.
    case igbo = "igbo"
    /// Inari Sami (anarâškielâ), BCP 47 `smn`.
    case inariSami = "inari-sami"
    /// Indonesian (Indonesia), BCP 47 `id`.
    case indonesian = "indonesian"
    /// Interlingua (interlingua), BCP 47 `ia`.
    case interlingua = "interlingua"
    /// Irish (Gaeilge), BCP 47 `ga`.
    case irish = "irish"
    /// Italian (italiano), BCP 47 `it`.
    case italian = "italian"
    /// Japanese (日本語), BCP 47 `ja`.
    case japanese = "japanese"
    /// Javanese (Jawa), BCP 47 `jv`.
    case javanese = "javanese"
    /// Jola-Fonyi (joola), BCP 47 `dyo`.
    case jolaFonyi = "jola-fonyi"
    /// Kabuverdianu (kabuverdianu), BCP 47 `kea`.
    case kabuverdianu = "kabuverdianu"
    /// Kabyle (Taqbaylit), BCP 47 `kab`.
    case kabyle = "kabyle"
    /// Kaingang (kanhgág), BCP 47 `kgp`.
    case kaingang = "kaingang"
    /// Kalaallisut (kalaallisut), BCP 47 `kl`.
    case kalaallisut = "kalaallisut"
    /// Kalenjin (Kalenjin), BCP 47 `kln`.
    case kalenjin = "kalenjin"
    /// Kamba (Kikamba), BCP 47 `kam`.
    case kamba = "kamba"
    /// Kannada (ಕನ್ನಡ), BCP 47 `kn`.
    case kannada = "kannada"
    /// Kashmiri (کٲشُر), BCP 47 `ks`.
    case kashmiri = "kashmiri"
    /// Kazakh (қазақ тілі), BCP 47 `kk`.
    case kazakh = "kazakh"
    /// Khmer (ខ្មែរ), BCP 47 `km`.
    case khmer = "khmer"
    /// Kikuyu (Gikuyu), BCP 47 `ki`.
    case kikuyu = "kikuyu"
    /// Konkani (कोंकणी), BCP 47 `kok`.
    case konkani = "konkani"
    /// Korean (한국어), BCP 47 `ko`.
    case korean = "korean"
    /// Koyra Chiini (Koyra ciini), BCP 47 `khq`.
    case koyraChiini = "koyra-chiini"
    /// Koyraboro Senni (Koyraboro senni), BCP 47 `ses`.
    case koyraboroSenni = "koyraboro-senni"
    /// Kurdish (kurdî), BCP 47 `ku`.
    case kurdish = "kurdish"
    /// Kwasio (Kwasio), BCP 47 `nmg`.
    case kwasio = "kwasio"
    /// Kyrgyz (кыргызча), BCP 47 `ky`.
    case kyrgyz = "kyrgyz"
    /// Langi (Kɨlaangi), BCP 47 `lag`.
    case langi = "langi"
    /// Lao (ລາວ), BCP 47 `lo`.
    case lao = "lao"
    /// Latvian (latviešu), BCP 47 `lv`.
    case latvian = "latvian"
    /// Lingala (lingála), BCP 47 `ln`.
    case lingala = "lingala"
    /// Lithuanian (lietuvių), BCP 47 `lt`.
    case lithuanian = "lithuanian"
    /// Low German (Neddersass’sch), BCP 47 `nds`.
    case lowGerman = "low-german"
    /// Lower Sorbian (dolnoserbšćina), BCP 47 `dsb`.
    case lowerSorbian = "lower-sorbian"
    /// Luba-Katanga (Tshiluba), BCP 47 `lu`.
    case lubaKatanga = "luba-katanga"
    /// Luo (Dholuo), BCP 47 `luo`.
    case luo = "luo"
    /// Luxembourgish (Lëtzebuergesch), BCP 47 `lb`.
    case luxembourgish = "luxembourgish"
    /// Luyia (Luluhia), BCP 47 `luy`.
    case luyia = "luyia"
    /// Macedonian (македонски), BCP 47 `mk`.
    case macedonian = "macedonian"
    /// Machame (Kimachame), BCP 47 `jmc`.
    case machame = "machame"
    /// Makhuwa-Meetto (Makua), BCP 47 `mgh`.
    case makhuwaMeetto = "makhuwa-meetto"
    /// Makonde (Chimakonde), BCP 47 `kde`.
    case makonde = "makonde"
    /// Malagasy (Malagasy), BCP 47 `mg`.
    case malagasy = "malagasy"
    /// Malay (Melayu), BCP 47 `ms`.
    case malay = "malay"
    /// Malayalam (മലയാളം), BCP 47 `ml`.
    case malayalam = "malayalam"
    /// Maltese (Malti), BCP 47 `mt`.
    case maltese = "maltese"
    /// Marathi (मराठी), BCP 47 `mr`.
    case marathi = "marathi"
    /// Masai (Maa), BCP 47 `mas`.
    case masai = "masai"
    /// Mazanderani (مازرونی), BCP 47 `mzn`.
    case mazanderani = "mazanderani"
    /// Meru (Kĩmĩrũ), BCP 47 `mer`.
    case meru = "meru"
    /// Mongolian (монгол), BCP 47 `mn`.
    case mongolian = "mongolian"
    /// Morisyen (kreol morisien), BCP 47 `mfe`.
    case morisyen = "morisyen"
    /// Mundang (MUNDAŊ), BCP 47 `mua`.
    case mundang = "mundang"
    /// Nama (Khoekhoegowab), BCP 47 `naq`.
    case nama = "nama"
    /// Nepali (नेपाली), BCP 47 `ne`.
    case nepali = "nepali"
    /// Nheengatu (nheẽgatu), BCP 47 `yrl`.
    case nheengatu = "nheengatu"
    /// Nigerian Pidgin (Naijíriá Píjin), BCP 47 `pcm`.
    case nigerianPidgin = "nigerian-pidgin"
    /// North Ndebele (isiNdebele), BCP 47 `nd`.
    case northNdebele = "north-ndebele"
    /// Northern Sami (davvisámegiella), BCP 47 `se`.
    case northernSami = "northern-sami"
    /// Northern Sami (Finland) (davvisámegiella (Suopma)), BCP 47 `se-FI`.
    case northernSamiFinland = "northern-sami-finland"
    /// Norwegian Bokmål (norsk bokmål), BCP 47 `nb`.
    case norwegianBokmal = "norwegian-bokmal"
    /// Norwegian Nynorsk (norsk nynorsk), BCP 47 `nn`.
    case norwegianNynorsk = "norwegian-nynorsk"
    /// Nyankole (Runyankore), BCP 47 `nyn`.
    case nyankole = "nyankole"
    /// Odia (ଓଡ଼ିଆ), BCP 47 `or`.
    case odia = "odia"
    /// Pashto (پښتو), BCP 47 `ps`.
    case pashto = "pashto"
    /// Persian (فارسی), BCP 47 `fa`.
    case persian = "persian"
    /// Dari (دری), BCP 47 `fa-AF`.
    case persianAfghanistan = "persian-afghanistan"
    /// Polish (polski), BCP 47 `pl`.
    case polish = "polish"
    /// Portuguese (português), BCP 47 `pt`.
    case portuguese = "portuguese"
    /// European Portuguese (português europeu), BCP 47 `pt-PT`.
    case portuguesePortugal = "portuguese-portugal"
    /// Punjabi (ਪੰਜਾਬੀ), BCP 47 `pa`.
    case punjabi = "punjabi"
    /// Quechua (Runasimi), BCP 47 `qu`.
    case quechua = "quechua"
    /// Romanian (română), BCP 47 `ro`.
    case romanian = "romanian"
    /// Romansh (rumantsch), BCP 47 `rm`.
    case romansh = "romansh"
    /// Rombo (Kihorombo), BCP 47 `rof`.
    case rombo = "rombo"
    /// Rundi (Ikirundi), BCP 47 `rn`.
    case rundi = "rundi"
    /// Russian (русский), BCP 47 `ru`.
    case russian = "russian"
    /// Rwa (Kiruwa), BCP 47 `rwk`.
    case rwa = "rwa"
    /// Samburu (Kisampur), BCP 47 `saq`.
    case samburu = "samburu"
    /// Sango (Sängö), BCP 47 `sg`.
    case sango = "sango"
    /// Sangu (Ishisangu), BCP 47 `sbp`.
    case sangu = "sangu"
    /// Santali (ᱥᱟᱱᱛᱟᱲᱤ), BCP 47 `sat`.
    case santali = "santali"
    /// Sardinian (sardu), BCP 47 `sc`.
    case sardinian = "sardinian"
    /// Scottish Gaelic (Gàidhlig), BCP 47 `gd`.
    case scottishGaelic = "scottish-gaelic"
    /// Sena (sena), BCP 47 `seh`.
    case sena = "sena"
    /// Serbian (Cyrillic) (српски (ћирилица)), BCP 47 `sr-Cyrl`.
    case serbianCyrillic = "serbian-cyrillic"
    /// Serbian (Cyrillic, Bosnia & Herzegovina) (српски (ћирилица, Босна и Херцеговина)), BCP 47 `sr-Cyrl-BA`.
    case serbianCyrillicBosnia = "serbian-cyrillic-bosnia"
    /// Serbian (Latin) (srpski (latinica)), BCP 47 `sr-Latn`.
    case serbianLatin = "serbian-latin"
    /// Serbian (Latin, Bosnia & Herzegovina) (srpski (latinica, Bosna i Hercegovina)), BCP 47 `sr-Latn-BA`.
    case serbianLatinBosnia = "serbian-latin-bosnia"
    /// Shambala (Kishambaa), BCP 47 `ksb`.
    case shambala = "shambala"
    /// Shona (chiShona), BCP 47 `sn`.
    case shona = "shona"
    /// Sindhi (سنڌي), BCP 47 `sd`.
    case sindhi = "sindhi"
    /// Sinhala (සිංහල), BCP 47 `si`.
    case sinhala = "sinhala"
    /// Slovak (slovenčina), BCP 47 `sk`.
    case slovak = "slovak"
    /// Slovenian (slovenščina), BCP 47 `sl`.
    case slovenian = "slovenian"
    /// Soga (Olusoga), BCP 47 `xog`.
    case soga = "soga"
    /// Somali (Soomaali), BCP 47 `so`.
    case somali = "somali"
    /// Spanish (español), BCP 47 `es`.
    case spanish = "spanish"
    /// Latin American Spanish (español latinoamericano), BCP 47 `es-419`.
    case spanishLatinAmerica = "spanish-latin-america"
    /// Mexican Spanish (español de México), BCP 47 `es-MX`.
    case spanishMexico = "spanish-mexico"
    /// Standard Moroccan Tamazight (ⵜⴰⵎⴰⵣⵉⵖⵜ), BCP 47 `zgh`.
    case standardMoroccanTamazight = "standard-moroccan-tamazight"
    /// Swahili (Kiswahili), BCP 47 `sw`.
    case swahili = "swahili"
    /// Congo Swahili (Kiswahili (Jamhuri ya Kidemokrasia ya Kongo)), BCP 47 `sw-CD`.
    case swahiliCongoKinshasa = "swahili-congo-kinshasa"
    /// Swahili (Kenya) (Kiswahili (Kenya)), BCP 47 `sw-KE`.
    case swahiliKenya = "swahili-kenya"
    /// Swedish (svenska), BCP 47 `sv`.
    case swedish = "swedish"
    /// Swiss German (Schwiizertüütsch), BCP 47 `gsw`.
    case swissGerman = "swiss-german"
    /// Tachelhit (Latin) (Tashelḥiyt (Latn)), BCP 47 `shi-Latn`.
    case tachelhitLatin = "tachelhit-latin"
    /// Tachelhit (Tifinagh) (ⵜⴰⵛⵍⵃⵉⵜ (Tfng)), BCP 47 `shi-Tfng`.
    case tachelhitTifinagh = "tachelhit-tifinagh"
    /// Taita (Kitaita), BCP 47 `dav`.
    case taita = "taita"
    /// Tajik (тоҷикӣ), BCP 47 `tg`.
    case tajik = "tajik"
    /// Tamil (தமிழ்), BCP 47 `ta`.
    case tamil = "tamil"
    /// Tasawaq (Tasawaq senni), BCP 47 `twq`.
    case tasawaq = "tasawaq"
    /// Tatar (татар), BCP 47 `tt`.
    case tatar = "tatar"
    /// Telugu (తెలుగు), BCP 47 `te`.
    case telugu = "telugu"
    /// Teso (Kiteso), BCP 47 `teo`.
    case teso = "teso"
    /// Thai (ไทย), BCP 47 `th`.
    case thai = "thai"
    /// Tibetan (བོད་སྐད་), BCP 47 `bo`.
    case tibetan = "tibetan"
    /// Tigrinya (ትግርኛ), BCP 47 `ti`.
    case tigrinya = "tigrinya"
    /// Tongan (lea fakatonga), BCP 47 `to`.
    case tongan = "tongan"
    /// Turkish (Türkçe), BCP 47 `tr`.
    case turkish = "turkish"
    /// Turkmen (türkmen dili), BCP 47 `tk`.
    case turkmen = "turkmen"
    /// Ukrainian (українська), BCP 47 `uk`.
    case ukrainian = "ukrainian"
    /// Upper Sorbian (hornjoserbšćina), BCP 47 `hsb`.
    case upperSorbian = "upper-sorbian"
    /// Urdu (اردو), BCP 47 `ur`.
    case urdu = "urdu"
    /// Urdu (India) (اردو (بھارت)), BCP 47 `ur-IN`.
    case urduIndia = "urdu-india"
    /// Uyghur (ئۇيغۇرچە), BCP 47 `ug`.
    case uyghur = "uyghur"
    /// Uzbek (Cyrillic) (ўзбекча (Кирил)), BCP 47 `uz-Cyrl`.
    case uzbekCyrillic = "uzbek-cyrillic"
    /// Uzbek (Latin) (o‘zbek (lotin)), BCP 47 `uz-Latn`.
    case uzbekLatin = "uzbek-latin"
    /// Vai (Latin) (Vai (Latn)), BCP 47 `vai-Latn`.
    case vaiLatin = "vai-latin"
    /// Vai (Vai) (ꕙꔤ (Vaii)), BCP 47 `vai-Vaii`.
    case vaiVai = "vai-vai"
    /// Vietnamese (Tiếng Việt), BCP 47 `vi`.
    case vietnamese = "vietnamese"
    /// Vunjo (Kyivunjo), BCP 47 `vun`.
    case vunjo = "vunjo"
    /// Walser (Walser), BCP 47 `wae`.
    case walser = "walser"
    /// Welsh (Cymraeg), BCP 47 `cy`.
    case welsh = "welsh"
    /// Western Frisian (Frysk), BCP 47 `fy`.
    case westernFrisian = "western-frisian"
    /// Wolof (Wolof), BCP 47 `wo`.
    case wolof = "wolof"
    /// Yangben (nuasue), BCP 47 `yav`.
    case yangben = "yangben"
    /// Yiddish (ייִדיש), BCP 47 `yi`.
    case yiddish = "yiddish"
    /// Yoruba (Èdè Yorùbá), BCP 47 `yo`.
    case yoruba = "yoruba"
    /// Yoruba (Benin) (Èdè Yorùbá (Bɛ̀nɛ̀)), BCP 47 `yo-BJ`.
    case yorubaBenin = "yoruba-benin"
    /// Zarma (Zarmaciine), BCP 47 `dje`.
    case zarma = "zarma"
    /// Zulu (isiZulu), BCP 47 `zu`.
    case zulu = "zulu"
}

extension Language {
    /// The CLDR facts about each case, in the order of `allCases`.
    static let records: [LanguageRecord] = [
        // .afrikaans
        LanguageRecord(bcp47: "af", icuLocaleID: "af", englishName: "Afrikaans", nativeName: "Afrikaans", scripts: ["Latn"]),
        // .aghem
        LanguageRecord(bcp47: "agq", icuLocaleID: "agq", englishName: "Aghem", nativeName: "Aghem", scripts: ["Latn"]),
        // .akan
        LanguageRecord(bcp47: "ak", icuLocaleID: "ak", englishName: "Akan", nativeName: "Akan", scripts: ["Latn"]),
        // .albanian
        LanguageRecord(bcp47: "sq", icuLocaleID: "sq", englishName: "Albanian", nativeName: "shqip", scripts: ["Latn"]),
        // .amharic
        LanguageRecord(bcp47: "am", icuLocaleID: "am", englishName: "Amharic", nativeName: "አማርኛ", scripts: ["Ethi"]),
        // .arabic
        LanguageRecord(bcp47: "ar", icuLocaleID: "ar", englishName: "Arabic", nativeName: "العربية", scripts: ["Arab"]),
        // .armenian
        LanguageRecord(bcp47: "hy", icuLocaleID: "hy", englishName: "Armenian", nativeName: "հայերեն", scripts: ["Armn"]),
        // .assamese
        LanguageRecord(bcp47: "as", icuLocaleID: "as", englishName: "Assamese", nativeName: "অসমীয়া", scripts: ["Beng"]),
        // .asturian
        LanguageRecord(bcp47: "ast", icuLocaleID: "ast", englishName: "Asturian", nativeName: "asturianu", scripts: ["Latn"]),
        // .asu
        LanguageRecord(bcp47: "asa", icuLocaleID: "asa", englishName: "Asu", nativeName: "Kipare", scripts: ["Latn"]),
        // .azerbaijaniCyrillic
        LanguageRecord(bcp47: "az-Cyrl", icuLocaleID: "az_Cyrl", englishName: "Azerbaijani (Cyrillic)", nativeName: "азәрбајҹан (Кирил)", scripts: ["Cyrl"]),
        // .azerbaijaniLatin
        LanguageRecord(bcp47: "az-Latn", icuLocaleID: "az_Latn", englishName: "Azerbaijani (Latin)", nativeName: "azərbaycan (latın)", scripts: ["Latn"]),
        // .bafia
        LanguageRecord(bcp47: "ksf", icuLocaleID: "ksf", englishName: "Bafia", nativeName: "rikpa", scripts: ["Latn"]),
        // .bambara
        LanguageRecord(bcp47: "bm", icuLocaleID: "bm", englishName: "Bambara", nativeName: "bamanakan", scripts: ["Latn"]),
        // .bangla
        LanguageRecord(bcp47: "bn", icuLocaleID: "bn", englishName: "Bangla", nativeName: "বাংলা", scripts: ["Beng"]),
        // .basaa
        LanguageRecord(bcp47: "bas", icuLocaleID: "bas", englishName: "Basaa", nativeName: "Ɓàsàa", scripts: ["Latn"]),
        // .basque
        LanguageRecord(bcp47: "eu", icuLocaleID: "eu", englishName: "Basque", nativeName: "euskara", scripts: ["Latn"]),
        // .belarusian
        LanguageRecord(bcp47: "be", icuLocaleID: "be", englishName: "Belarusian", nativeName: "беларуская", scripts: ["Cyrl"]),
        // .belarusianTaraskievicaOrthography
        LanguageRecord(bcp47: "be-tarask", icuLocaleID: "be_TARASK", englishName: "Belarusian (Taraskievica orthography)", nativeName: "беларуская (TARASK)", scripts: ["Cyrl"]),
        // .bena
        LanguageRecord(bcp47: "bez", icuLocaleID: "bez", englishName: "Bena", nativeName: "Hibena", scripts: ["Latn"]),
        // .bodo
        LanguageRecord(bcp47: "brx", icuLocaleID: "brx", englishName: "Bodo", nativeName: "बर’", scripts: ["Deva"]),
        // .bosnianCyrillic
        LanguageRecord(bcp47: "bs-Cyrl", icuLocaleID: "bs_Cyrl", englishName: "Bosnian (Cyrillic)", nativeName: "босански (ћирилица)", scripts: ["Cyrl"]),
        // .bosnianLatin
        LanguageRecord(bcp47: "bs-Latn", icuLocaleID: "bs_Latn", englishName: "Bosnian (Latin)", nativeName: "bosanski (latinica)", scripts: ["Latn"]),
        // .breton
        LanguageRecord(bcp47: "br", icuLocaleID: "br", englishName: "Breton", nativeName: "brezhoneg", scripts: ["Latn"]),
        // .bulgarian
        LanguageRecord(bcp47: "bg", icuLocaleID: "bg", englishName: "Bulgarian", nativeName: "български", scripts: ["Cyrl"]),
        // .burmese
        LanguageRecord(bcp47: "my", icuLocaleID: "my", englishName: "Burmese", nativeName: "မြန်မာ", scripts: ["Mymr"]),
        // .cantoneseSimplified
        LanguageRecord(bcp47: "yue-Hans", icuLocaleID: "yue_Hans", englishName: "Cantonese (Simplified)", nativeName: "粤语 (简体)", scripts: ["Hani"]),
        // .cantoneseTraditional
        LanguageRecord(bcp47: "yue-Hant", icuLocaleID: "yue_Hant", englishName: "Cantonese (Traditional)", nativeName: "粵語 (繁體)", scripts: ["Hani"]),
        // .catalan
        LanguageRecord(bcp47: "ca", icuLocaleID: "ca", englishName: "Catalan", nativeName: "català", scripts: ["Latn"]),
        // .cebuano
        LanguageRecord(bcp47: "ceb", icuLocaleID: "ceb", englishName: "Cebuano", nativeName: "Binisaya", scripts: ["Latn"]),
        // .centralAtlasTamazight
        LanguageRecord(bcp47: "tzm", icuLocaleID: "tzm", englishName: "Central Atlas Tamazight", nativeName: "Tamaziɣt n laṭlaṣ", scripts: ["Latn"]),
        // .centralKurdish
        LanguageRecord(bcp47: "ckb", icuLocaleID: "ckb", englishName: "Central Kurdish", nativeName: "کوردیی ناوەندی", scripts: ["Arab"]),
        // .chakma
        LanguageRecord(bcp47: "ccp", icuLocaleID: "ccp", englishName: "Chakma", nativeName: "𑄌𑄋𑄴𑄟𑄳𑄦", scripts: ["Cakm"]),
        // .chechen
        LanguageRecord(bcp47: "ce", icuLocaleID: "ce", englishName: "Chechen", nativeName: "нохчийн", scripts: ["Cyrl"]),
        // .cherokee
        LanguageRecord(bcp47: "chr", icuLocaleID: "chr", englishName: "Cherokee", nativeName: "ᏣᎳᎩ", scripts: ["Cher"]),
        // .chiga
        LanguageRecord(bcp47: "cgg", icuLocaleID: "cgg", englishName: "Chiga", nativeName: "Rukiga", scripts: ["Latn"]),
        // .chineseSimplified
        LanguageRecord(bcp47: "zh-Hans", icuLocaleID: "zh_Hans", englishName: "Simplified Chinese", nativeName: "简体中文", scripts: ["Hani"]),
        // .chineseTraditional
        LanguageRecord(bcp47: "zh-Hant", icuLocaleID: "zh_Hant", englishName: "Traditional Chinese", nativeName: "繁體中文", scripts: ["Hani"]),
        // .chineseTraditionalHongKong
        LanguageRecord(bcp47: "zh-Hant-HK", icuLocaleID: "zh_Hant_HK", englishName: "Traditional Chinese (Hong Kong SAR China)", nativeName: "繁體中文（中國香港特別行政區）", scripts: ["Hani"]),
        // .colognian
        LanguageRecord(bcp47: "ksh", icuLocaleID: "ksh", englishName: "Colognian", nativeName: "Kölsch", scripts: ["Latn"]),
        // .croatian
        LanguageRecord(bcp47: "hr", icuLocaleID: "hr", englishName: "Croatian", nativeName: "hrvatski", scripts: ["Latn"]),
        // .czech
        LanguageRecord(bcp47: "cs", icuLocaleID: "cs", englishName: "Czech", nativeName: "čeština", scripts: ["Latn"]),
        // .danish
        LanguageRecord(bcp47: "da", icuLocaleID: "da", englishName: "Danish", nativeName: "dansk", scripts: ["Latn"]),
        // .dutch
        LanguageRecord(bcp47: "nl", icuLocaleID: "nl", englishName: "Dutch", nativeName: "Nederlands", scripts: ["Latn"]),
        // .dzongkha
        LanguageRecord(bcp47: "dz", icuLocaleID: "dz", englishName: "Dzongkha", nativeName: "རྫོང་ཁ", scripts: ["Tibt"]),
        // .embu
        LanguageRecord(bcp47: "ebu", icuLocaleID: "ebu", englishName: "Embu", nativeName: "Kĩembu", scripts: ["Latn"]),
        // .english
        LanguageRecord(bcp47: "en", icuLocaleID: "en", englishName: "English", nativeName: "English", scripts: ["Latn"]),
        // .esperanto
        LanguageRecord(bcp47: "eo", icuLocaleID: "eo", englishName: "Esperanto", nativeName: "esperanto", scripts: ["Latn"]),
        // .estonian
        LanguageRecord(bcp47: "et", icuLocaleID: "et", englishName: "Estonian", nativeName: "eesti", scripts: ["Latn"]),
        // .ewe
        LanguageRecord(bcp47: "ee", icuLocaleID: "ee", englishName: "Ewe", nativeName: "Eʋegbe", scripts: ["Latn"]),
        // .ewondo
        LanguageRecord(bcp47: "ewo", icuLocaleID: "ewo", englishName: "Ewondo", nativeName: "ewondo", scripts: ["Latn"]),
        // .faroese
        LanguageRecord(bcp47: "fo", icuLocaleID: "fo", englishName: "Faroese", nativeName: "føroyskt", scripts: ["Latn"]),
        // .filipino
        LanguageRecord(bcp47: "fil", icuLocaleID: "fil", englishName: "Filipino", nativeName: "Filipino", scripts: ["Latn"]),
        // .finnish
        LanguageRecord(bcp47: "fi", icuLocaleID: "fi", englishName: "Finnish", nativeName: "suomi", scripts: ["Latn"]),
        // .french
        LanguageRecord(bcp47: "fr", icuLocaleID: "fr", englishName: "French", nativeName: "français", scripts: ["Latn"]),
        // .frenchCanada
        LanguageRecord(bcp47: "fr-CA", icuLocaleID: "fr_CA", englishName: "Canadian French", nativeName: "français canadien", scripts: ["Latn"]),
        // .friulian
        LanguageRecord(bcp47: "fur", icuLocaleID: "fur", englishName: "Friulian", nativeName: "furlan", scripts: ["Latn"]),
        // .fulahAdlam
        LanguageRecord(bcp47: "ff-Adlm", icuLocaleID: "ff_Adlm", englishName: "Fulah (Adlam)", nativeName: "𞤆𞤵𞤤𞤢𞤪 (𞤀𞤁𞤂𞤢𞤃)", scripts: ["Adlm"]),
        // .fulahLatin
        LanguageRecord(bcp47: "ff-Latn", icuLocaleID: "ff_Latn", englishName: "Fulah (Latin)", nativeName: "Pulaar (Latn)", scripts: ["Latn"]),
        // .galician
        LanguageRecord(bcp47: "gl", icuLocaleID: "gl", englishName: "Galician", nativeName: "galego", scripts: ["Latn"]),
        // .ganda
        LanguageRecord(bcp47: "lg", icuLocaleID: "lg", englishName: "Ganda", nativeName: "Luganda", scripts: ["Latn"]),
        // .georgian
        LanguageRecord(bcp47: "ka", icuLocaleID: "ka", englishName: "Georgian", nativeName: "ქართული", scripts: ["Geor"]),
        // .german
        LanguageRecord(bcp47: "de", icuLocaleID: "de", englishName: "German", nativeName: "Deutsch", scripts: ["Latn"]),
        // .greek
        LanguageRecord(bcp47: "el", icuLocaleID: "el", englishName: "Greek", nativeName: "Ελληνικά", scripts: ["Grek"]),
        // .gujarati
        LanguageRecord(bcp47: "gu", icuLocaleID: "gu", englishName: "Gujarati", nativeName: "ગુજરાતી", scripts: ["Gujr"]),
        // .gusii
        LanguageRecord(bcp47: "guz", icuLocaleID: "guz", englishName: "Gusii", nativeName: "Ekegusii", scripts: ["Latn"]),
        // .hausa
        LanguageRecord(bcp47: "ha", icuLocaleID: "ha", englishName: "Hausa", nativeName: "Hausa", scripts: ["Latn"]),
        // .hebrew
        LanguageRecord(bcp47: "he", icuLocaleID: "he", englishName: "Hebrew", nativeName: "עברית", scripts: ["Hebr"]),
        // .hindi
        LanguageRecord(bcp47: "hi", icuLocaleID: "hi", englishName: "Hindi", nativeName: "हिन्दी", scripts: ["Deva"]),
        // .hungarian
        LanguageRecord(bcp47: "hu", icuLocaleID: "hu", englishName: "Hungarian", nativeName: "magyar", scripts: ["Latn"]),
        // .icelandic
        LanguageRecord(bcp47: "is", icuLocaleID: "is", englishName: "Icelandic", nativeName: "íslenska", scripts: ["Latn"]),
        // .igbo
        LanguageRecord(bcp47: "ig", icuLocaleID: "ig", englishName: "Igbo", nativeName: "Igbo", scripts: ["Latn"]),
        // .inariSami
        LanguageRecord(bcp47: "smn", icuLocaleID: "smn", englishName: "Inari Sami", nativeName: "anarâškielâ", scripts: ["Latn"]),
        // .indonesian
        LanguageRecord(bcp47: "id", icuLocaleID: "id", englishName: "Indonesian", nativeName: "Indonesia", scripts: ["Latn"]),
        // .interlingua
        LanguageRecord(bcp47: "ia", icuLocaleID: "ia", englishName: "Interlingua", nativeName: "interlingua", scripts: ["Latn"]),
        // .irish
        LanguageRecord(bcp47: "ga", icuLocaleID: "ga", englishName: "Irish", nativeName: "Gaeilge", scripts: ["Latn"]),
        // .italian
        LanguageRecord(bcp47: "it", icuLocaleID: "it", englishName: "Italian", nativeName: "italiano", scripts: ["Latn"]),
        // .japanese
        LanguageRecord(bcp47: "ja", icuLocaleID: "ja", englishName: "Japanese", nativeName: "日本語", scripts: ["Hani", "Hira", "Kana"]),
        // .javanese
        LanguageRecord(bcp47: "jv", icuLocaleID: "jv", englishName: "Javanese", nativeName: "Jawa", scripts: ["Latn"]),
        // .jolaFonyi
        LanguageRecord(bcp47: "dyo", icuLocaleID: "dyo", englishName: "Jola-Fonyi", nativeName: "joola", scripts: ["Latn"]),
        // .kabuverdianu
        LanguageRecord(bcp47: "kea", icuLocaleID: "kea", englishName: "Kabuverdianu", nativeName: "kabuverdianu", scripts: ["Latn"]),
        // .kabyle
        LanguageRecord(bcp47: "kab", icuLocaleID: "kab", englishName: "Kabyle", nativeName: "Taqbaylit", scripts: ["Latn"]),
        // .kaingang
        LanguageRecord(bcp47: "kgp", icuLocaleID: "kgp", englishName: "Kaingang", nativeName: "kanhgág", scripts: ["Latn"]),
        // .kalaallisut
        LanguageRecord(bcp47: "kl", icuLocaleID: "kl", englishName: "Kalaallisut", nativeName: "kalaallisut", scripts: ["Latn"]),
        // .kalenjin
        LanguageRecord(bcp47: "kln", icuLocaleID: "kln", englishName: "Kalenjin", nativeName: "Kalenjin", scripts: ["Latn"]),
        // .kamba
        LanguageRecord(bcp47: "kam", icuLocaleID: "kam", englishName: "Kamba", nativeName: "Kikamba", scripts: ["Latn"]),
        // .kannada
        LanguageRecord(bcp47: "kn", icuLocaleID: "kn", englishName: "Kannada", nativeName: "ಕನ್ನಡ", scripts: ["Knda"]),
        // .kashmiri
        LanguageRecord(bcp47: "ks", icuLocaleID: "ks", englishName: "Kashmiri", nativeName: "کٲشُر", scripts: ["Arab"]),
        // .kazakh
        LanguageRecord(bcp47: "kk", icuLocaleID: "kk", englishName: "Kazakh", nativeName: "қазақ тілі", scripts: ["Cyrl"]),
        // .khmer
        LanguageRecord(bcp47: "km", icuLocaleID: "km", englishName: "Khmer", nativeName: "ខ្មែរ", scripts: ["Khmr"]),
        // .kikuyu
        LanguageRecord(bcp47: "ki", icuLocaleID: "ki", englishName: "Kikuyu", nativeName: "Gikuyu", scripts: ["Latn"]),
        // .konkani
        LanguageRecord(bcp47: "kok", icuLocaleID: "kok", englishName: "Konkani", nativeName: "कोंकणी", scripts: ["Deva"]),
        // .korean
        LanguageRecord(bcp47: "ko", icuLocaleID: "ko", englishName: "Korean", nativeName: "한국어", scripts: ["Hang", "Hani"]),
        // .koyraChiini
        LanguageRecord(bcp47: "khq", icuLocaleID: "khq", englishName: "Koyra Chiini", nativeName: "Koyra ciini", scripts: ["Latn"]),
        // .koyraboroSenni
        LanguageRecord(bcp47: "ses", icuLocaleID: "ses", englishName: "Koyraboro Senni", nativeName: "Koyraboro senni", scripts: ["Latn"]),
        // .kurdish
        LanguageRecord(bcp47: "ku", icuLocaleID: "ku", englishName: "Kurdish", nativeName: "kurdî", scripts: ["Latn"]),
        // .kwasio
        LanguageRecord(bcp47: "nmg", icuLocaleID: "nmg", englishName: "Kwasio", nativeName: "Kwasio", scripts: ["Latn"]),
        // .kyrgyz
        LanguageRecord(bcp47: "ky", icuLocaleID: "ky", englishName: "Kyrgyz", nativeName: "кыргызча", scripts: ["Cyrl"]),
        // .langi
        LanguageRecord(bcp47: "lag", icuLocaleID: "lag", englishName: "Langi", nativeName: "Kɨlaangi", scripts: ["Latn"]),
        // .lao
        LanguageRecord(bcp47: "lo", icuLocaleID: "lo", englishName: "Lao", nativeName: "ລາວ", scripts: ["Laoo"]),
        // .latvian
        LanguageRecord(bcp47: "lv", icuLocaleID: "lv", englishName: "Latvian", nativeName: "latviešu", scripts: ["Latn"]),
        // .lingala
        LanguageRecord(bcp47: "ln", icuLocaleID: "ln", englishName: "Lingala", nativeName: "lingála", scripts: ["Latn"]),
        // .lithuanian
        LanguageRecord(bcp47: "lt", icuLocaleID: "lt", englishName: "Lithuanian", nativeName: "lietuvių", scripts: ["Latn"]),
        // .lowGerman
        LanguageRecord(bcp47: "nds", icuLocaleID: "nds", englishName: "Low German", nativeName: "Neddersass’sch", scripts: ["Latn"]),
        // .lowerSorbian
        LanguageRecord(bcp47: "dsb", icuLocaleID: "dsb", englishName: "Lower Sorbian", nativeName: "dolnoserbšćina", scripts: ["Latn"]),
        // .lubaKatanga
        LanguageRecord(bcp47: "lu", icuLocaleID: "lu", englishName: "Luba-Katanga", nativeName: "Tshiluba", scripts: ["Latn"]),
        // .luo
        LanguageRecord(bcp47: "luo", icuLocaleID: "luo", englishName: "Luo", nativeName: "Dholuo", scripts: ["Latn"]),
        // .luxembourgish
        LanguageRecord(bcp47: "lb", icuLocaleID: "lb", englishName: "Luxembourgish", nativeName: "Lëtzebuergesch", scripts: ["Latn"]),
        // .luyia
        LanguageRecord(bcp47: "luy", icuLocaleID: "luy", englishName: "Luyia", nativeName: "Luluhia", scripts: ["Latn"]),
        // .macedonian
        LanguageRecord(bcp47: "mk", icuLocaleID: "mk", englishName: "Macedonian", nativeName: "македонски", scripts: ["Cyrl"]),
        // .machame
        LanguageRecord(bcp47: "jmc", icuLocaleID: "jmc", englishName: "Machame", nativeName: "Kimachame", scripts: ["Latn"]),
        // .makhuwaMeetto
        LanguageRecord(bcp47: "mgh", icuLocaleID: "mgh", englishName: "Makhuwa-Meetto", nativeName: "Makua", scripts: ["Latn"]),
        // .makonde
        LanguageRecord(bcp47: "kde", icuLocaleID: "kde", englishName: "Makonde", nativeName: "Chimakonde", scripts: ["Latn"]),
        // .malagasy
        LanguageRecord(bcp47: "mg", icuLocaleID: "mg", englishName: "Malagasy", nativeName: "Malagasy", scripts: ["Latn"]),
        // .malay
        LanguageRecord(bcp47: "ms", icuLocaleID: "ms", englishName: "Malay", nativeName: "Melayu", scripts: ["Latn"]),
        // .malayalam
        LanguageRecord(bcp47: "ml", icuLocaleID: "ml", englishName: "Malayalam", nativeName: "മലയാളം", scripts: ["Mlym"]),
        // .maltese
        LanguageRecord(bcp47: "mt", icuLocaleID: "mt", englishName: "Maltese", nativeName: "Malti", scripts: ["Latn"]),
        // .marathi
        LanguageRecord(bcp47: "mr", icuLocaleID: "mr", englishName: "Marathi", nativeName: "मराठी", scripts: ["Deva"]),
        // .masai
        LanguageRecord(bcp47: "mas", icuLocaleID: "mas", englishName: "Masai", nativeName: "Maa", scripts: ["Latn"]),
        // .mazanderani
        LanguageRecord(bcp47: "mzn", icuLocaleID: "mzn", englishName: "Mazanderani", nativeName: "مازرونی", scripts: ["Arab"]),
        // .meru
        LanguageRecord(bcp47: "mer", icuLocaleID: "mer", englishName: "Meru", nativeName: "Kĩmĩrũ", scripts: ["Latn"]),
        // .mongolian
        LanguageRecord(bcp47: "mn", icuLocaleID: "mn", englishName: "Mongolian", nativeName: "монгол", scripts: ["Cyrl"]),
        // .morisyen
        LanguageRecord(bcp47: "mfe", icuLocaleID: "mfe", englishName: "Morisyen", nativeName: "kreol morisien", scripts: ["Latn"]),
        // .mundang
        LanguageRecord(bcp47: "mua", icuLocaleID: "mua", englishName: "Mundang", nativeName: "MUNDAŊ", scripts: ["Latn"]),
        // .nama
        LanguageRecord(bcp47: "naq", icuLocaleID: "naq", englishName: "Nama", nativeName: "Khoekhoegowab", scripts: ["Latn"]),
        // .nepali
        LanguageRecord(bcp47: "ne", icuLocaleID: "ne", englishName: "Nepali", nativeName: "नेपाली", scripts: ["Deva"]),
        // .nheengatu
        LanguageRecord(bcp47: "yrl", icuLocaleID: "yrl", englishName: "Nheengatu", nativeName: "nheẽgatu", scripts: ["Latn"]),
        // .nigerianPidgin
        LanguageRecord(bcp47: "pcm", icuLocaleID: "pcm", englishName: "Nigerian Pidgin", nativeName: "Naijíriá Píjin", scripts: ["Latn"]),
        // .northNdebele
        LanguageRecord(bcp47: "nd", icuLocaleID: "nd", englishName: "North Ndebele", nativeName: "isiNdebele", scripts: ["Latn"]),
        // .northernSami
        LanguageRecord(bcp47: "se", icuLocaleID: "se", englishName: "Northern Sami", nativeName: "davvisámegiella", scripts: ["Latn"]),
        // .northernSamiFinland
        LanguageRecord(bcp47: "se-FI", icuLocaleID: "se_FI", englishName: "Northern Sami (Finland)", nativeName: "davvisámegiella (Suopma)", scripts: ["Latn"]),
        // .norwegianBokmal
        LanguageRecord(bcp47: "nb", icuLocaleID: "nb", englishName: "Norwegian Bokmål", nativeName: "norsk bokmål", scripts: ["Latn"]),
        // .norwegianNynorsk
        LanguageRecord(bcp47: "nn", icuLocaleID: "nn", englishName: "Norwegian Nynorsk", nativeName: "norsk nynorsk", scripts: ["Latn"]),
        // .nyankole
        LanguageRecord(bcp47: "nyn", icuLocaleID: "nyn", englishName: "Nyankole", nativeName: "Runyankore", scripts: ["Latn"]),
        // .odia
        LanguageRecord(bcp47: "or", icuLocaleID: "or", englishName: "Odia", nativeName: "ଓଡ଼ିଆ", scripts: ["Orya"]),
        // .pashto
        LanguageRecord(bcp47: "ps", icuLocaleID: "ps", englishName: "Pashto", nativeName: "پښتو", scripts: ["Arab"]),
        // .persian
        LanguageRecord(bcp47: "fa", icuLocaleID: "fa", englishName: "Persian", nativeName: "فارسی", scripts: ["Arab"]),
        // .persianAfghanistan
        LanguageRecord(bcp47: "fa-AF", icuLocaleID: "fa_AF", englishName: "Dari", nativeName: "دری", scripts: ["Arab"]),
        // .polish
        LanguageRecord(bcp47: "pl", icuLocaleID: "pl", englishName: "Polish", nativeName: "polski", scripts: ["Latn"]),
        // .portuguese
        LanguageRecord(bcp47: "pt", icuLocaleID: "pt", englishName: "Portuguese", nativeName: "português", scripts: ["Latn"]),
        // .portuguesePortugal
        LanguageRecord(bcp47: "pt-PT", icuLocaleID: "pt_PT", englishName: "European Portuguese", nativeName: "português europeu", scripts: ["Latn"]),
        // .punjabi
        LanguageRecord(bcp47: "pa", icuLocaleID: "pa", englishName: "Punjabi", nativeName: "ਪੰਜਾਬੀ", scripts: ["Guru"]),
        // .quechua
        LanguageRecord(bcp47: "qu", icuLocaleID: "qu", englishName: "Quechua", nativeName: "Runasimi", scripts: ["Latn"]),
        // .romanian
        LanguageRecord(bcp47: "ro", icuLocaleID: "ro", englishName: "Romanian", nativeName: "română", scripts: ["Latn"]),
        // .romansh
        LanguageRecord(bcp47: "rm", icuLocaleID: "rm", englishName: "Romansh", nativeName: "rumantsch", scripts: ["Latn"]),
        // .rombo
        LanguageRecord(bcp47: "rof", icuLocaleID: "rof", englishName: "Rombo", nativeName: "Kihorombo", scripts: ["Latn"]),
        // .rundi
        LanguageRecord(bcp47: "rn", icuLocaleID: "rn", englishName: "Rundi", nativeName: "Ikirundi", scripts: ["Latn"]),
        // .russian
        LanguageRecord(bcp47: "ru", icuLocaleID: "ru", englishName: "Russian", nativeName: "русский", scripts: ["Cyrl"]),
        // .rwa
        LanguageRecord(bcp47: "rwk", icuLocaleID: "rwk", englishName: "Rwa", nativeName: "Kiruwa", scripts: ["Latn"]),
        // .samburu
        LanguageRecord(bcp47: "saq", icuLocaleID: "saq", englishName: "Samburu", nativeName: "Kisampur", scripts: ["Latn"]),
        // .sango
        LanguageRecord(bcp47: "sg", icuLocaleID: "sg", englishName: "Sango", nativeName: "Sängö", scripts: ["Latn"]),
        // .sangu
        LanguageRecord(bcp47: "sbp", icuLocaleID: "sbp", englishName: "Sangu", nativeName: "Ishisangu", scripts: ["Latn"]),
        // .santali
        LanguageRecord(bcp47: "sat", icuLocaleID: "sat", englishName: "Santali", nativeName: "ᱥᱟᱱᱛᱟᱲᱤ", scripts: ["Olck"]),
        // .sardinian
        LanguageRecord(bcp47: "sc", icuLocaleID: "sc", englishName: "Sardinian", nativeName: "sardu", scripts: ["Latn"]),
        // .scottishGaelic
        LanguageRecord(bcp47: "gd", icuLocaleID: "gd", englishName: "Scottish Gaelic", nativeName: "Gàidhlig", scripts: ["Latn"]),
        // .sena
        LanguageRecord(bcp47: "seh", icuLocaleID: "seh", englishName: "Sena", nativeName: "sena", scripts: ["Latn"]),
        // .serbianCyrillic
        LanguageRecord(bcp47: "sr-Cyrl", icuLocaleID: "sr_Cyrl", englishName: "Serbian (Cyrillic)", nativeName: "српски (ћирилица)", scripts: ["Cyrl"]),
        // .serbianCyrillicBosnia
        LanguageRecord(bcp47: "sr-Cyrl-BA", icuLocaleID: "sr_Cyrl_BA", englishName: "Serbian (Cyrillic, Bosnia & Herzegovina)", nativeName: "српски (ћирилица, Босна и Херцеговина)", scripts: ["Cyrl"]),
        // .serbianLatin
        LanguageRecord(bcp47: "sr-Latn", icuLocaleID: "sr_Latn", englishName: "Serbian (Latin)", nativeName: "srpski (latinica)", scripts: ["Latn"]),
        // .serbianLatinBosnia
        LanguageRecord(bcp47: "sr-Latn-BA", icuLocaleID: "sr_Latn_BA", englishName: "Serbian (Latin, Bosnia & Herzegovina)", nativeName: "srpski (latinica, Bosna i Hercegovina)", scripts: ["Latn"]),
        // .shambala
        LanguageRecord(bcp47: "ksb", icuLocaleID: "ksb", englishName: "Shambala", nativeName: "Kishambaa", scripts: ["Latn"]),
        // .shona
        LanguageRecord(bcp47: "sn", icuLocaleID: "sn", englishName: "Shona", nativeName: "chiShona", scripts: ["Latn"]),
        // .sindhi
        LanguageRecord(bcp47: "sd", icuLocaleID: "sd", englishName: "Sindhi", nativeName: "سنڌي", scripts: ["Arab"]),
        // .sinhala
        LanguageRecord(bcp47: "si", icuLocaleID: "si", englishName: "Sinhala", nativeName: "සිංහල", scripts: ["Sinh"]),
        // .slovak
        LanguageRecord(bcp47: "sk", icuLocaleID: "sk", englishName: "Slovak", nativeName: "slovenčina", scripts: ["Latn"]),
        // .slovenian
        LanguageRecord(bcp47: "sl", icuLocaleID: "sl", englishName: "Slovenian", nativeName: "slovenščina", scripts: ["Latn"]),
        // .soga
        LanguageRecord(bcp47: "xog", icuLocaleID: "xog", englishName: "Soga", nativeName: "Olusoga", scripts: ["Latn"]),
        // .somali
        LanguageRecord(bcp47: "so", icuLocaleID: "so", englishName: "Somali", nativeName: "Soomaali", scripts: ["Latn"]),
        // .spanish
        LanguageRecord(bcp47: "es", icuLocaleID: "es", englishName: "Spanish", nativeName: "español", scripts: ["Latn"]),
        // .spanishLatinAmerica
        LanguageRecord(bcp47: "es-419", icuLocaleID: "es_419", englishName: "Latin American Spanish", nativeName: "español latinoamericano", scripts: ["Latn"]),
        // .spanishMexico
        LanguageRecord(bcp47: "es-MX", icuLocaleID: "es_MX", englishName: "Mexican Spanish", nativeName: "español de México", scripts: ["Latn"]),
        // .standardMoroccanTamazight
        LanguageRecord(bcp47: "zgh", icuLocaleID: "zgh", englishName: "Standard Moroccan Tamazight", nativeName: "ⵜⴰⵎⴰⵣⵉⵖⵜ", scripts: ["Tfng"]),
        // .swahili
        LanguageRecord(bcp47: "sw", icuLocaleID: "sw", englishName: "Swahili", nativeName: "Kiswahili", scripts: ["Latn"]),
        // .swahiliCongoKinshasa
        LanguageRecord(bcp47: "sw-CD", icuLocaleID: "sw_CD", englishName: "Congo Swahili", nativeName: "Kiswahili (Jamhuri ya Kidemokrasia ya Kongo)", scripts: ["Latn"]),
        // .swahiliKenya
        LanguageRecord(bcp47: "sw-KE", icuLocaleID: "sw_KE", englishName: "Swahili (Kenya)", nativeName: "Kiswahili (Kenya)", scripts: ["Latn"]),
        // .swedish
        LanguageRecord(bcp47: "sv", icuLocaleID: "sv", englishName: "Swedish", nativeName: "svenska", scripts: ["Latn"]),
        // .swissGerman
        LanguageRecord(bcp47: "gsw", icuLocaleID: "gsw", englishName: "Swiss German", nativeName: "Schwiizertüütsch", scripts: ["Latn"]),
        // .tachelhitLatin
        LanguageRecord(bcp47: "shi-Latn", icuLocaleID: "shi_Latn", englishName: "Tachelhit (Latin)", nativeName: "Tashelḥiyt (Latn)", scripts: ["Latn"]),
        // .tachelhitTifinagh
        LanguageRecord(bcp47: "shi-Tfng", icuLocaleID: "shi_Tfng", englishName: "Tachelhit (Tifinagh)", nativeName: "ⵜⴰⵛⵍⵃⵉⵜ (Tfng)", scripts: ["Tfng"]),
        // .taita
        LanguageRecord(bcp47: "dav", icuLocaleID: "dav", englishName: "Taita", nativeName: "Kitaita", scripts: ["Latn"]),
        // .tajik
        LanguageRecord(bcp47: "tg", icuLocaleID: "tg", englishName: "Tajik", nativeName: "тоҷикӣ", scripts: ["Cyrl"]),
        // .tamil
        LanguageRecord(bcp47: "ta", icuLocaleID: "ta", englishName: "Tamil", nativeName: "தமிழ்", scripts: ["Taml"]),
        // .tasawaq
        LanguageRecord(bcp47: "twq", icuLocaleID: "twq", englishName: "Tasawaq", nativeName: "Tasawaq senni", scripts: ["Latn"]),
        // .tatar
        LanguageRecord(bcp47: "tt", icuLocaleID: "tt", englishName: "Tatar", nativeName: "татар", scripts: ["Cyrl"]),
        // .telugu
        LanguageRecord(bcp47: "te", icuLocaleID: "te", englishName: "Telugu", nativeName: "తెలుగు", scripts: ["Telu"]),
        // .teso
        LanguageRecord(bcp47: "teo", icuLocaleID: "teo", englishName: "Teso", nativeName: "Kiteso", scripts: ["Latn"]),
        // .thai
        LanguageRecord(bcp47: "th", icuLocaleID: "th", englishName: "Thai", nativeName: "ไทย", scripts: ["Thai"]),
        // .tibetan
        LanguageRecord(bcp47: "bo", icuLocaleID: "bo", englishName: "Tibetan", nativeName: "བོད་སྐད་", scripts: ["Tibt"]),
        // .tigrinya
        LanguageRecord(bcp47: "ti", icuLocaleID: "ti", englishName: "Tigrinya", nativeName: "ትግርኛ", scripts: ["Ethi"]),
        // .tongan
        LanguageRecord(bcp47: "to", icuLocaleID: "to", englishName: "Tongan", nativeName: "lea fakatonga", scripts: ["Latn"]),
        // .turkish
        LanguageRecord(bcp47: "tr", icuLocaleID: "tr", englishName: "Turkish", nativeName: "Türkçe", scripts: ["Latn"]),
        // .turkmen
        LanguageRecord(bcp47: "tk", icuLocaleID: "tk", englishName: "Turkmen", nativeName: "türkmen dili", scripts: ["Latn"]),
        // .ukrainian
        LanguageRecord(bcp47: "uk", icuLocaleID: "uk", englishName: "Ukrainian", nativeName: "українська", scripts: ["Cyrl"]),
        // .upperSorbian
        LanguageRecord(bcp47: "hsb", icuLocaleID: "hsb", englishName: "Upper Sorbian", nativeName: "hornjoserbšćina", scripts: ["Latn"]),
        // .urdu
        LanguageRecord(bcp47: "ur", icuLocaleID: "ur", englishName: "Urdu", nativeName: "اردو", scripts: ["Arab"]),
        // .urduIndia
        LanguageRecord(bcp47: "ur-IN", icuLocaleID: "ur_IN", englishName: "Urdu (India)", nativeName: "اردو (بھارت)", scripts: ["Arab"]),
        // .uyghur
        LanguageRecord(bcp47: "ug", icuLocaleID: "ug", englishName: "Uyghur", nativeName: "ئۇيغۇرچە", scripts: ["Arab"]),
        // .uzbekCyrillic
        LanguageRecord(bcp47: "uz-Cyrl", icuLocaleID: "uz_Cyrl", englishName: "Uzbek (Cyrillic)", nativeName: "ўзбекча (Кирил)", scripts: ["Cyrl"]),
        // .uzbekLatin
        LanguageRecord(bcp47: "uz-Latn", icuLocaleID: "uz_Latn", englishName: "Uzbek (Latin)", nativeName: "o‘zbek (lotin)", scripts: ["Latn"]),
        // .vaiLatin
        LanguageRecord(bcp47: "vai-Latn", icuLocaleID: "vai_Latn", englishName: "Vai (Latin)", nativeName: "Vai (Latn)", scripts: ["Latn"]),
        // .vaiVai
        LanguageRecord(bcp47: "vai-Vaii", icuLocaleID: "vai_Vaii", englishName: "Vai (Vai)", nativeName: "ꕙꔤ (Vaii)", scripts: ["Vaii"]),
        // .vietnamese
        LanguageRecord(bcp47: "vi", icuLocaleID: "vi", englishName: "Vietnamese", nativeName: "Tiếng Việt", scripts: ["Latn"]),
        // .vunjo
        LanguageRecord(bcp47: "vun", icuLocaleID: "vun", englishName: "Vunjo", nativeName: "Kyivunjo", scripts: ["Latn"]),
        // .walser
        LanguageRecord(bcp47: "wae", icuLocaleID: "wae", englishName: "Walser", nativeName: "Walser", scripts: ["Latn"]),
        // .welsh
        LanguageRecord(bcp47: "cy", icuLocaleID: "cy", englishName: "Welsh", nativeName: "Cymraeg", scripts: ["Latn"]),
        // .westernFrisian
        LanguageRecord(bcp47: "fy", icuLocaleID: "fy", englishName: "Western Frisian", nativeName: "Frysk", scripts: ["Latn"]),
        // .wolof
        LanguageRecord(bcp47: "wo", icuLocaleID: "wo", englishName: "Wolof", nativeName: "Wolof", scripts: ["Latn"]),
        // .yangben
        LanguageRecord(bcp47: "yav", icuLocaleID: "yav", englishName: "Yangben", nativeName: "nuasue", scripts: ["Latn"]),
        // .yiddish
        LanguageRecord(bcp47: "yi", icuLocaleID: "yi", englishName: "Yiddish", nativeName: "ייִדיש", scripts: ["Hebr"]),
        // .yoruba
        LanguageRecord(bcp47: "yo", icuLocaleID: "yo", englishName: "Yoruba", nativeName: "Èdè Yorùbá", scripts: ["Latn"]),
        // .yorubaBenin
        LanguageRecord(bcp47: "yo-BJ", icuLocaleID: "yo_BJ", englishName: "Yoruba (Benin)", nativeName: "Èdè Yorùbá (Bɛ̀nɛ̀)", scripts: ["Latn"]),
        // .zarma
        LanguageRecord(bcp47: "dje", icuLocaleID: "dje", englishName: "Zarma", nativeName: "Zarmaciine", scripts: ["Latn"]),
        // .zulu
        LanguageRecord(bcp47: "zu", icuLocaleID: "zu", englishName: "Zulu", nativeName: "isiZulu", scripts: ["Latn"]),
    ]

    /// The position of this case in `allCases` and `records`.
    package var ordinal: Int {
        switch self {
        case .afrikaans: 0
        case .aghem: 1
        case .akan: 2
        case .albanian: 3
        case .amharic: 4
        case .arabic: 5
        case .armenian: 6
        case .assamese: 7
        case .asturian: 8
        case .asu: 9
        case .azerbaijaniCyrillic: 10
        case .azerbaijaniLatin: 11
        case .bafia: 12
        case .bambara: 13
        case .bangla: 14
        case .basaa: 15
        case .basque: 16
        case .belarusian: 17
        case .belarusianTaraskievicaOrthography: 18
        case .bena: 19
        case .bodo: 20
        case .bosnianCyrillic: 21
        case .bosnianLatin: 22
        case .breton: 23
        case .bulgarian: 24
        case .burmese: 25
        case .cantoneseSimplified: 26
        case .cantoneseTraditional: 27
        case .catalan: 28
        case .cebuano: 29
        case .centralAtlasTamazight: 30
        case .centralKurdish: 31
        case .chakma: 32
        case .chechen: 33
        case .cherokee: 34
        case .chiga: 35
        case .chineseSimplified: 36
        case .chineseTraditional: 37
        case .chineseTraditionalHongKong: 38
        case .colognian: 39
        case .croatian: 40
        case .czech: 41
        case .danish: 42
        case .dutch: 43
        case .dzongkha: 44
        case .embu: 45
        case .english: 46
        case .esperanto: 47
        case .estonian: 48
        case .ewe: 49
        case .ewondo: 50
        case .faroese: 51
        case .filipino: 52
        case .finnish: 53
        case .french: 54
        case .frenchCanada: 55
        case .friulian: 56
        case .fulahAdlam: 57
        case .fulahLatin: 58
        case .galician: 59
        case .ganda: 60
        case .georgian: 61
        case .german: 62
        case .greek: 63
        case .gujarati: 64
        case .gusii: 65
        case .hausa: 66
        case .hebrew: 67
        case .hindi: 68
        case .hungarian: 69
        case .icelandic: 70
        case .igbo: 71
        case .inariSami: 72
        case .indonesian: 73
        case .interlingua: 74
        case .irish: 75
        case .italian: 76
        case .japanese: 77
        case .javanese: 78
        case .jolaFonyi: 79
        case .kabuverdianu: 80
        case .kabyle: 81
        case .kaingang: 82
        case .kalaallisut: 83
        case .kalenjin: 84
        case .kamba: 85
        case .kannada: 86
        case .kashmiri: 87
        case .kazakh: 88
        case .khmer: 89
        case .kikuyu: 90
        case .konkani: 91
        case .korean: 92
        case .koyraChiini: 93
        case .koyraboroSenni: 94
        case .kurdish: 95
        case .kwasio: 96
        case .kyrgyz: 97
        case .langi: 98
        case .lao: 99
        case .latvian: 100
        case .lingala: 101
        case .lithuanian: 102
        case .lowGerman: 103
        case .lowerSorbian: 104
        case .lubaKatanga: 105
        case .luo: 106
        case .luxembourgish: 107
        case .luyia: 108
        case .macedonian: 109
        case .machame: 110
        case .makhuwaMeetto: 111
        case .makonde: 112
        case .malagasy: 113
        case .malay: 114
        case .malayalam: 115
        case .maltese: 116
        case .marathi: 117
        case .masai: 118
        case .mazanderani: 119
        case .meru: 120
        case .mongolian: 121
        case .morisyen: 122
        case .mundang: 123
        case .nama: 124
        case .nepali: 125
        case .nheengatu: 126
        case .nigerianPidgin: 127
        case .northNdebele: 128
        case .northernSami: 129
        case .northernSamiFinland: 130
        case .norwegianBokmal: 131
        case .norwegianNynorsk: 132
        case .nyankole: 133
        case .odia: 134
        case .pashto: 135
        case .persian: 136
        case .persianAfghanistan: 137
        case .polish: 138
        case .portuguese: 139
        case .portuguesePortugal: 140
        case .punjabi: 141
        case .quechua: 142
        case .romanian: 143
        case .romansh: 144
        case .rombo: 145
        case .rundi: 146
        case .russian: 147
        case .rwa: 148
        case .samburu: 149
        case .sango: 150
        case .sangu: 151
        case .santali: 152
        case .sardinian: 153
        case .scottishGaelic: 154
        case .sena: 155
        case .serbianCyrillic: 156
        case .serbianCyrillicBosnia: 157
        case .serbianLatin: 158
        case .serbianLatinBosnia: 159
        case .shambala: 160
        case .shona: 161
        case .sindhi: 162
        case .sinhala: 163
        case .slovak: 164
        case .slovenian: 165
        case .soga: 166
        case .somali: 167
        case .spanish: 168
        case .spanishLatinAmerica: 169
        case .spanishMexico: 170
        case .standardMoroccanTamazight: 171
        case .swahili: 172
        case .swahiliCongoKinshasa: 173
        case .swahiliKenya: 174
        case .swedish: 175
        case .swissGerman: 176
        case .tachelhitLatin: 177
        case .tachelhitTifinagh: 178
        case .taita: 179
        case .tajik: 180
        case .tamil: 181
        case .tasawaq: 182
        case .tatar: 183
        case .telugu: 184
        case .teso: 185
        case .thai: 186
        case .tibetan: 187
        case .tigrinya: 188
        case .tongan: 189
        case .turkish: 190
        case .turkmen: 191
        case .ukrainian: 192
        case .upperSorbian: 193
        case .urdu: 194
        case .urduIndia: 195
        case .uyghur: 196
        case .uzbekCyrillic: 197
        case .uzbekLatin: 198
        case .vaiLatin: 199
        case .vaiVai: 200
        case .vietnamese: 201
        case .vunjo: 202
        case .walser: 203
        case .welsh: 204
        case .westernFrisian: 205
        case .wolof: 206
        case .yangben: 207
        case .yiddish: 208
        case .yoruba: 209
        case .yorubaBenin: 210
        case .zarma: 211
        case .zulu: 212
        }
    }

    /// CLDR locale ids (`zh_Hant`, and `zh` for the default script) of the cases.
    static let localeIndex: [String: Language] = [
        "af": .afrikaans,
        "agq": .aghem,
        "ak": .akan,
        "am": .amharic,
        "ar": .arabic,
        "as": .assamese,
        "asa": .asu,
        "ast": .asturian,
        "az": .azerbaijaniLatin,
        "az_Cyrl": .azerbaijaniCyrillic,
        "az_Latn": .azerbaijaniLatin,
        "bas": .basaa,
        "be": .belarusian,
        "be_TARASK": .belarusianTaraskievicaOrthography,
        "bez": .bena,
        "bg": .bulgarian,
        "bm": .bambara,
        "bn": .bangla,
        "bo": .tibetan,
        "br": .breton,
        "brx": .bodo,
        "bs": .bosnianLatin,
        "bs_Cyrl": .bosnianCyrillic,
        "bs_Latn": .bosnianLatin,
        "ca": .catalan,
        "ccp": .chakma,
        "ce": .chechen,
        "ceb": .cebuano,
        "cgg": .chiga,
        "chr": .cherokee,
        "ckb": .centralKurdish,
        "cs": .czech,
        "cy": .welsh,
        "da": .danish,
        "dav": .taita,
        "de": .german,
        "dje": .zarma,
        "dsb": .lowerSorbian,
        "dyo": .jolaFonyi,
        "dz": .dzongkha,
        "ebu": .embu,
        "ee": .ewe,
        "el": .greek,
        "en": .english,
        "eo": .esperanto,
        "es": .spanish,
        "es_419": .spanishLatinAmerica,
        "es_MX": .spanishMexico,
        "et": .estonian,
        "eu": .basque,
        "ewo": .ewondo,
        "fa": .persian,
        "fa_AF": .persianAfghanistan,
        "ff": .fulahLatin,
        "ff_Adlm": .fulahAdlam,
        "ff_Latn": .fulahLatin,
        "fi": .finnish,
        "fil": .filipino,
        "fo": .faroese,
        "fr": .french,
        "fr_CA": .frenchCanada,
        "fur": .friulian,
        "fy": .westernFrisian,
        "ga": .irish,
        "gd": .scottishGaelic,
        "gl": .galician,
        "gsw": .swissGerman,
        "gu": .gujarati,
        "guz": .gusii,
        "ha": .hausa,
        "he": .hebrew,
        "hi": .hindi,
        "hr": .croatian,
        "hsb": .upperSorbian,
        "hu": .hungarian,
        "hy": .armenian,
        "ia": .interlingua,
        "id": .indonesian,
        "ig": .igbo,
        "is": .icelandic,
        "it": .italian,
        "ja": .japanese,
        "jmc": .machame,
        "jv": .javanese,
        "ka": .georgian,
        "kab": .kabyle,
        "kam": .kamba,
        "kde": .makonde,
        "kea": .kabuverdianu,
        "kgp": .kaingang,
        "khq": .koyraChiini,
        "ki": .kikuyu,
        "kk": .kazakh,
        "kl": .kalaallisut,
        "kln": .kalenjin,
        "km": .khmer,
        "kn": .kannada,
        "ko": .korean,
        "kok": .konkani,
        "ks": .kashmiri,
        "ks_Arab": .kashmiri,
        "ksb": .shambala,
        "ksf": .bafia,
        "ksh": .colognian,
        "ku": .kurdish,
        "ky": .kyrgyz,
        "lag": .langi,
        "lb": .luxembourgish,
        "lg": .ganda,
        "ln": .lingala,
        "lo": .lao,
        "lt": .lithuanian,
        "lu": .lubaKatanga,
        "luo": .luo,
        "luy": .luyia,
        "lv": .latvian,
        "mas": .masai,
        "mer": .meru,
        "mfe": .morisyen,
        "mg": .malagasy,
        "mgh": .makhuwaMeetto,
        "mk": .macedonian,
        "ml": .malayalam,
        "mn": .mongolian,
        "mr": .marathi,
        "ms": .malay,
        "mt": .maltese,
        "mua": .mundang,
        "my": .burmese,
        "mzn": .mazanderani,
        "naq": .nama,
        "nb": .norwegianBokmal,
        "nd": .northNdebele,
        "nds": .lowGerman,
        "ne": .nepali,
        "nl": .dutch,
        "nmg": .kwasio,
        "nn": .norwegianNynorsk,
        "nyn": .nyankole,
        "or": .odia,
        "pa": .punjabi,
        "pa_Guru": .punjabi,
        "pcm": .nigerianPidgin,
        "pl": .polish,
        "ps": .pashto,
        "pt": .portuguese,
        "pt_PT": .portuguesePortugal,
        "qu": .quechua,
        "rm": .romansh,
        "rn": .rundi,
        "ro": .romanian,
        "rof": .rombo,
        "ru": .russian,
        "rwk": .rwa,
        "saq": .samburu,
        "sat": .santali,
        "sat_Olck": .santali,
        "sbp": .sangu,
        "sc": .sardinian,
        "sd": .sindhi,
        "sd_Arab": .sindhi,
        "se": .northernSami,
        "se_FI": .northernSamiFinland,
        "seh": .sena,
        "ses": .koyraboroSenni,
        "sg": .sango,
        "shi": .tachelhitTifinagh,
        "shi_Latn": .tachelhitLatin,
        "shi_Tfng": .tachelhitTifinagh,
        "si": .sinhala,
        "sk": .slovak,
        "sl": .slovenian,
        "smn": .inariSami,
        "sn": .shona,
        "so": .somali,
        "sq": .albanian,
        "sr": .serbianCyrillic,
        "sr_Cyrl": .serbianCyrillic,
        "sr_Cyrl_BA": .serbianCyrillicBosnia,
        "sr_Latn": .serbianLatin,
        "sr_Latn_BA": .serbianLatinBosnia,
        "sv": .swedish,
        "sw": .swahili,
        "sw_CD": .swahiliCongoKinshasa,
        "sw_KE": .swahiliKenya,
        "ta": .tamil,
        "te": .telugu,
        "teo": .teso,
        "tg": .tajik,
        "th": .thai,
        "ti": .tigrinya,
        "tk": .turkmen,
        "to": .tongan,
        "tr": .turkish,
        "tt": .tatar,
        "twq": .tasawaq,
        "tzm": .centralAtlasTamazight,
        "ug": .uyghur,
        "uk": .ukrainian,
        "ur": .urdu,
        "ur_IN": .urduIndia,
        "uz": .uzbekLatin,
        "uz_Cyrl": .uzbekCyrillic,
        "uz_Latn": .uzbekLatin,
        "vai": .vaiVai,
        "vai_Latn": .vaiLatin,
        "vai_Vaii": .vaiVai,
        "vi": .vietnamese,
        "vun": .vunjo,
        "wae": .walser,
        "wo": .wolof,
        "xog": .soga,
        "yav": .yangben,
        "yi": .yiddish,
        "yo": .yoruba,
        "yo_BJ": .yorubaBenin,
        "yrl": .nheengatu,
        "yue": .cantoneseTraditional,
        "yue_Hans": .cantoneseSimplified,
        "yue_Hant": .cantoneseTraditional,
        "zgh": .standardMoroccanTamazight,
        "zh": .chineseSimplified,
        "zh_Hans": .chineseSimplified,
        "zh_Hant": .chineseTraditional,
        "zh_Hant_HK": .chineseTraditionalHongKong,
        "zu": .zulu,
    ]

    /// Likely script of a language with several script cases, alone or with a region.
    package static let likelyScripts: [String: String] = [
        "az": "Latn",
        "az_IQ": "Arab",
        "az_IR": "Arab",
        "az_RU": "Cyrl",
        "bs": "Latn",
        "ff": "Latn",
        "shi": "Tfng",
        "sr": "Cyrl",
        "sr_ME": "Latn",
        "sr_RO": "Latn",
        "sr_RU": "Latn",
        "sr_TR": "Latn",
        "uz": "Latn",
        "uz_AF": "Arab",
        "uz_CN": "Cyrl",
        "vai": "Vaii",
        "yue": "Hant",
        "yue_CN": "Hans",
        "zh": "Hans",
        "zh_AU": "Hant",
        "zh_BN": "Hant",
        "zh_GB": "Hant",
        "zh_GF": "Hant",
        "zh_HK": "Hant",
        "zh_ID": "Hant",
        "zh_MO": "Hant",
        "zh_PA": "Hant",
        "zh_PF": "Hant",
        "zh_PH": "Hant",
        "zh_SR": "Hant",
        "zh_TH": "Hant",
        "zh_TW": "Hant",
        "zh_US": "Hant",
        "zh_VN": "Hant",
    ]

    /// CLDR parent locales that lead to a regional case (`pt_AO` → `pt_PT`).
    static let parentLocales: [String: String] = [
        "es_AR": "es_419",
        "es_BO": "es_419",
        "es_BR": "es_419",
        "es_BZ": "es_419",
        "es_CL": "es_419",
        "es_CO": "es_419",
        "es_CR": "es_419",
        "es_CU": "es_419",
        "es_DO": "es_419",
        "es_EC": "es_419",
        "es_GT": "es_419",
        "es_HN": "es_419",
        "es_NI": "es_419",
        "es_PA": "es_419",
        "es_PE": "es_419",
        "es_PR": "es_419",
        "es_PY": "es_419",
        "es_SV": "es_419",
        "es_US": "es_419",
        "es_UY": "es_419",
        "es_VE": "es_419",
        "pt_AO": "pt_PT",
        "pt_CH": "pt_PT",
        "pt_CV": "pt_PT",
        "pt_FR": "pt_PT",
        "pt_GQ": "pt_PT",
        "pt_GW": "pt_PT",
        "pt_LU": "pt_PT",
        "pt_MO": "pt_PT",
        "pt_MZ": "pt_PT",
        "pt_ST": "pt_PT",
        "pt_TL": "pt_PT",
        "zh_Hant_MO": "zh_Hant_HK",
    ]

    /// Deprecated, legacy and overlong language codes, and whole tags (`iw` → `he`, `no_nyn` → `nn`).
    static let languageAliases: [String: String] = [
        "adp": "dz",
        "afr": "af",
        "aka": "ak",
        "alb": "sq",
        "als": "sq",
        "amh": "am",
        "ara": "ar",
        "arb": "ar",
        "arm": "hy",
        "asm": "as",
        "aze": "az",
        "azj": "az",
        "bam": "bm",
        "baq": "eu",
        "bel": "be",
        "ben": "bn",
        "bod": "bo",
        "bos": "bs",
        "bre": "br",
        "bul": "bg",
        "bur": "my",
        "bxk": "luy",
        "cat": "ca",
        "ces": "cs",
        "che": "ce",
        "chi": "zh",
        "cmn": "zh",
        "cnr": "sr_ME",
        "cym": "cy",
        "cze": "cs",
        "dan": "da",
        "deu": "de",
        "drh": "mn",
        "drw": "fa_AF",
        "dut": "nl",
        "dzo": "dz",
        "ekk": "et",
        "ell": "el",
        "eng": "en",
        "epo": "eo",
        "est": "et",
        "eus": "eu",
        "ewe": "ee",
        "fao": "fo",
        "fas": "fa",
        "fat": "ak",
        "fin": "fi",
        "fra": "fr",
        "fre": "fr",
        "fry": "fy",
        "fuc": "ff",
        "ful": "ff",
        "geo": "ka",
        "ger": "de",
        "gla": "gd",
        "gle": "ga",
        "glg": "gl",
        "gre": "el",
        "guj": "gu",
        "hau": "ha",
        "hbs": "sr_Latn",
        "heb": "he",
        "hin": "hi",
        "hrv": "hr",
        "hun": "hu",
        "hye": "hy",
        "ibo": "ig",
        "ice": "is",
        "in": "id",
        "ina": "ia",
        "ind": "id",
        "isl": "is",
        "ita": "it",
        "iw": "he",
        "jav": "jv",
        "ji": "yi",
        "jpn": "ja",
        "jw": "jv",
        "kal": "kl",
        "kan": "kn",
        "kas": "ks",
        "kat": "ka",
        "kaz": "kk",
        "khk": "mn",
        "khm": "km",
        "kik": "ki",
        "kir": "ky",
        "kmr": "ku",
        "knn": "kok",
        "kor": "ko",
        "kur": "ku",
        "lao": "lo",
        "lav": "lv",
        "lin": "ln",
        "lit": "lt",
        "ltz": "lb",
        "lub": "lu",
        "lug": "lg",
        "lvs": "lv",
        "mac": "mk",
        "mal": "ml",
        "mar": "mr",
        "may": "ms",
        "mkd": "mk",
        "mlg": "mg",
        "mlt": "mt",
        "mo": "ro",
        "mol": "ro",
        "mon": "mn",
        "msa": "ms",
        "mya": "my",
        "nde": "nd",
        "nep": "ne",
        "nld": "nl",
        "nno": "nn",
        "no": "nb",
        "no_bok": "nb",
        "no_bokmal": "nb",
        "no_nyn": "nn",
        "no_nynorsk": "nn",
        "nob": "nb",
        "nor": "nb",
        "npi": "ne",
        "ori": "or",
        "ory": "or",
        "pan": "pa",
        "pbu": "ps",
        "per": "fa",
        "pes": "fa",
        "plt": "mg",
        "pol": "pl",
        "por": "pt",
        "prs": "fa_AF",
        "pus": "ps",
        "que": "qu",
        "quz": "qu",
        "roh": "rm",
        "ron": "ro",
        "rum": "ro",
        "run": "rn",
        "rus": "ru",
        "sag": "sg",
        "scc": "sr",
        "scr": "hr",
        "sh": "sr_Latn",
        "sin": "si",
        "slk": "sk",
        "slo": "sk",
        "slv": "sl",
        "sme": "se",
        "sna": "sn",
        "snd": "sd",
        "som": "so",
        "spa": "es",
        "spy": "kln",
        "sqi": "sq",
        "src": "sc",
        "srd": "sc",
        "srp": "sr",
        "swa": "sw",
        "swc": "sw_CD",
        "swe": "sv",
        "swh": "sw",
        "tam": "ta",
        "tat": "tt",
        "tel": "te",
        "tgk": "tg",
        "tgl": "fil",
        "tha": "th",
        "tib": "bo",
        "tir": "ti",
        "tl": "fil",
        "tnf": "fa_AF",
        "ton": "to",
        "tuk": "tk",
        "tur": "tr",
        "tw": "ak",
        "twi": "ak",
        "uig": "ug",
        "ukr": "uk",
        "urd": "ur",
        "uzb": "uz",
        "uzn": "uz",
        "vie": "vi",
        "wel": "cy",
        "wol": "wo",
        "ydd": "yi",
        "yid": "yi",
        "yor": "yo",
        "zh_cmn": "zh",
        "zh_guoyu": "zh",
        "zh_yue": "yue",
        "zho": "zh",
        "zsm": "ms",
        "zul": "zu",
    ]
}
