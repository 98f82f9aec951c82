/// The substitution variables every AASA file has without defining them.
///
/// `$(alpha)`, `$(upper)`, `$(lower)`, `$(alnum)`, `$(digit)` and `$(xdigit)` are one ASCII
/// character of their class. Apple defines `$(region)` as every `Locale.isoRegionCodes` and
/// `$(lang)` as every `Locale.isoLanguageCodes`; those lists come from the OS and change with it,
/// so ours are fixed and documented instead: `region` is the ISO 3166-1 alpha-2 codes plus the
/// codes CLDR also lists as regions (AC, CP, DG, EA, IC, TA, XK) and UK, which Apple's
/// documentation gives as an example; `lang` is the ISO 639-1 two-letter codes, without the
/// three-letter codes some OS versions add.
enum AASAPredefinedVariables {
    static let all: [String: [String]] = [
        "alpha": characters("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
        "upper": characters("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        "lower": characters("abcdefghijklmnopqrstuvwxyz"),
        "alnum": characters("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
        "digit": characters("0123456789"),
        "xdigit": characters("0123456789ABCDEFabcdef"),
        "region": regions,
        "lang": languages,
    ]

    private static func characters(_ text: String) -> [String] {
        text.map { String($0) }
    }

    /// The 249 ISO 3166-1 alpha-2 codes and AC, CP, DG, EA, IC, TA, UK, XK: 257 codes.
    static let regions: [String] = """
        AC AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO
        BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CP CR CU CV CW CX CY CZ DE DG
        DJ DK DM DO DZ EA EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN
        GP GQ GR GS GT GU GW GY HK HM HN HR HT HU IC ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE
        KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML
        MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
        PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN
        SO SR SS ST SV SX SY SZ TA TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UK UM US
        UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

    /// The 184 ISO 639-1 codes.
    static let languages: [String] = """
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv
        cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr
        ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw
        ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv
        ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr
        ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi
        yo za zh zu
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
}
