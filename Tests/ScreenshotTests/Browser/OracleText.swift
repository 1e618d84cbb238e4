import CellTestSupport
import Foundation

/// The strings the browser oracle measures, made the same way on every run: fixed lists of words, names and phrases
/// in several scripts, and sentences and runs drawn from them by a seeded generator. Nothing here knows a width.
///
/// Only what CellKit models is asked for: advances, pair kerning, canonical composition (a decomposed accent is
/// measured as the composed letter, as a shaper composes it) and marks that take no room. Ligature-built emoji
/// (skin tones, flags, families joined by zero-width joiners) are left out, since they are a shaper's ligatures.
enum OracleText {
    /// Every string, in a fixed order: each kind's fixed entries, then its generated ones.
    static func strings() -> [String] {
        var generator = SplitMix64(seed: 13)
        var strings: [String] = []
        strings += kerningPairs
        strings += words
        strings += accented
        // The same accented words decomposed (NFD): a letter followed by its combining marks.
        strings += accented.map(\.decomposedStringWithCanonicalMapping)
        strings += numbersAndPunctuation
        strings += cjk
        strings += emoji
        strings += mixed
        for _ in 0..<40 {
            strings.append(sentence(using: &generator))
        }
        for _ in 0..<16 {
            strings.append(ideographRun(using: &generator))
        }
        return strings
    }

    /// Pairs a kerning table moves closer or apart, alone and in words.
    static let kerningPairs = [
        "AVATAR", "To", "Ty.", "WAVE", "Yo", "LT", "P.", "F,", "Te", "Vo", "AWAY", "T-shirt", "L'Yonne", "\"A\"",
        "Wa", "Ky", "Tr", "VA", "y.", "r,", "AT&T", "Tokyo", "LAVA", "YA", "Av", "fjord", "ff", "fi", "fl",
    ]

    /// Ordinary words and interface labels.
    static let words = [
        "Just a static title", "Label", "Settings", "Wi-Fi", "Bluetooth", "Airplane Mode", "Notifications",
        "General", "Privacy & Security", "Done", "Cancel", "Edit", "Delete", "Share", "Subtitle — Subtitle",
        "File Title", "Folder Title", "userLabel", "presence", "cell top label", "bubble top label", "Teriyaki sauces",
        "Does the product belong to this category ?", "Nombre del establecimiento", "HORA DE ENTRADA Y TIEMPO",
        "The quick brown fox jumps over the lazy dog", "THE QUICK BROWN FOX", "minimum", "illumination", "WWWWWW",
        "iiiiiiii", "mmmmmm", "Hello, World!", "  leading and trailing  ",
    ]

    /// Words with accents written as one scalar each (NFC).
    static let accented = [
        "café", "naïve", "Ångström", "über", "señor", "crème brûlée", "Ærøskøbing", "Łódź", "Dvořák", "İstanbul",
        "Luego te irá pidiendo estos datos:", "Se acreditará en menos de 1 hora.", "façade", "Zürich", "résumé",
        "São Paulo", "Ελληνικά", "Русский язык", "Ça va?", "Øresund",
    ]

    /// Digits, prices, times and punctuation.
    static let numbersAndPunctuation = [
        "0123456789", "$1,234.56", "12:45", "20:00 (30')", "(555) 123-4567", "100%", "#1 — «quoted» …", "?!;:",
        "NO. 7911847", "NORTH LAT 36", "1/2 + 3/4 = 5/4", "€9,99", "£20", "¥500", "@user_name", "[brackets] {braces}",
        "“curly” ‘quotes’", "a–b—c", "•••", "~^*_|\\/",
    ]

    /// Chinese and Japanese, which CellKit measures with its CJK fallback face, and Korean, whose Hangul comes from
    /// the next one, Nanum Barun Gothic.
    static let cjk = [
        "东京都新宿区", "今日は良い天気です", "中文标题", "日本語のテキスト", "カタカナ", "ひらがな",
        "新闻", "天気予報：晴れ", "北京欢迎你。", "「引用」と『二重』", "안녕하세요", "서울특별시 종로구",
    ]

    /// Emoji of one scalar, with and without the emoji presentation selector.
    static let emoji = [
        "🎉", "😀😃😄", "👍", "🚀", "❤️", "⭐", "🍣🍜", "📱💻", "🌍", "☀️ 25°",
    ]

    /// Several scripts on one line.
    static let mixed = [
        "Party 🎉 time", "iPhone 15 的价格", "Tokyo 東京 2026", "新闻 News", "Café ☕ カフェ", "Seoul 🌏 서울",
        "Price: ¥1,200 (税込)", "Ω ≈ 3.14 π", "OK 👌 Gut", "Ελλάδα & España",
    ]

    private static let vocabulary = [
        "the", "of", "and", "a", "to", "in", "is", "you", "that", "it", "for", "on", "with", "as", "at", "by", "from",
        "they", "we", "say", "her", "she", "or", "an", "will", "my", "one", "all", "would", "there", "their", "what",
        "so", "up", "out", "if", "about", "who", "get", "which", "go", "me", "when", "make", "can", "like", "time",
        "just", "him", "know", "take", "people", "into", "year", "your", "good", "some", "could", "them", "see",
        "other", "than", "then", "now", "look", "only", "come", "its", "over", "think", "also", "back", "after",
        "use", "two", "how", "our", "work", "first", "well", "way", "even", "new", "want", "because", "any", "these",
        "give", "day", "most", "us", "Apple", "Table", "Value", "Wave", "Today", "Yesterday", "AVAILABLE", "Typing",
    ]

    private static let ideographs = Array(
        "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她" + "里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老"
            + "从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机" + "给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产"
            + "入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提" + "感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛"
            + "林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权" + "往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式"
            + "李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据" + "导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴干木")

    /// Three to twelve words of the vocabulary, capitalised, now and then with a comma or a full stop.
    private static func sentence(using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 3...12, using: &generator)
        var words: [String] = []
        for index in 0..<count {
            var word = vocabulary.randomElement(using: &generator) ?? "the"
            if index == 0 {
                word = word.prefix(1).uppercased() + word.dropFirst()
            }
            if index < count - 1, Int.random(in: 0..<8, using: &generator) == 0 {
                word += ","
            }
            words.append(word)
        }
        return words.joined(separator: " ") + (Bool.random(using: &generator) ? "." : "")
    }

    /// Two to twenty common Chinese ideographs.
    private static func ideographRun(using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 2...20, using: &generator)
        return String((0..<count).map { _ in ideographs.randomElement(using: &generator) ?? "的" })
    }
}
