import CellCatalog
import CellSupport

/// The names of one template's members, the stored properties of its generated class: outlets, outlet collections,
/// layout variables, and the names the import gives the views a frame reads. Each is an identifier, none is one
/// the language or the generated class reserves, none is taken twice; a name a xib gives otherwise is changed to
/// the first free one made from it, and the caller says so.
struct MemberNames {
    let kind: TemplateKind
    private var used: Set<String> = []
    /// The next number to try after each base, so that numbering many names alike is linear.
    private var nextNumber: [String: Int] = [:]

    init(kind: TemplateKind) {
        self.kind = kind
    }

    /// Whether `name` is free for a member that is an outlet to a view of `view`'s kind, or, when `view` is nil, a
    /// layout variable or an outlet collection (which may not take a property's name of the template either).
    private func isFree(_ name: String, of view: ViewKind?) -> Bool {
        IdentifierGrammar.isValid(name) && !used.contains(name)
            && !ReservedNames.reservesMemberName(name, of: view, in: kind)
            && (view != nil || !kind.properties.contains { $0.name == name })
    }

    /// `text` with every scalar an identifier cannot continue with (anything but ASCII letters, digits and `_`)
    /// made `_`.
    static func identifierCharacters(of text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0.isASCII && IdentifierGrammar.isContinue(UInt8($0.value)) ? $0 : "_" }))
    }

    /// Claims `wanted`, or the first free name made from it: its ASCII letters, digits and `_` (anything else
    /// becomes `_`, and a leading digit gets one before it), numbered from 2 when that is taken. A name the import
    /// makes up (`numbered`, such as `label`) is always numbered, from 1.
    mutating func claim(_ wanted: String, of view: ViewKind?, numbered: Bool = false) -> String {
        var base = Self.identifierCharacters(of: wanted)
        if base.isEmpty || base.first?.isNumber == true {
            base = "_" + base
        }
        if !numbered, isFree(base, of: view) {
            used.insert(base)
            return base
        }
        var number = nextNumber[base, default: numbered ? 1 : 2]
        while !isFree("\(base)\(number)", of: view) {
            number += 1
        }
        nextNumber[base] = number + 1
        let name = "\(base)\(number)"
        used.insert(name)
        return name
    }
}
