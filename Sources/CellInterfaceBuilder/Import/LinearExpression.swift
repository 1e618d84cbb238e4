/// A layout expression the importer writes: a sum of anchors, variables and fitting sizes (its atoms) times
/// coefficients, plus a constant, with its value at the size the file was designed at. Constraints are linear, so
/// every frame they determine is one; kept in this form, `parent.width - 20 - 120` is written `parent.width - 140`.
struct LinearExpression: Sendable {
    /// The atoms with their coefficients, in the order first used.
    private(set) var terms: [(atom: String, coefficient: Double)] = []
    /// The constant.
    private(set) var constant: Double = 0
    /// The value at the file's design size.
    private(set) var value: Double = 0

    /// Whether it is one atom alone, `fittingWidth(label)`.
    var isAtom: Bool { terms.count == 1 && terms[0].coefficient == 1 && constant == 0 }

    /// The atoms it reads.
    var atoms: [String] { terms.map(\.atom) }

    init(_ constant: Double) {
        self.constant = constant
        value = constant
    }

    init(atom: String, value: Double) {
        terms = [(atom, 1)]
        self.value = value
    }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var sum = a
        for (atom, coefficient) in b.terms {
            if let index = sum.terms.firstIndex(where: { $0.atom == atom }) {
                sum.terms[index].coefficient += coefficient
                if abs(sum.terms[index].coefficient) < 1e-12 {
                    sum.terms.remove(at: index)
                }
            } else {
                sum.terms.append((atom, coefficient))
            }
        }
        sum.constant += b.constant
        sum.value += b.value
        return sum
    }

    static func * (a: LinearExpression, factor: Double) -> LinearExpression {
        var product = a
        product.terms = factor == 0 ? [] : a.terms.map { ($0.atom, $0.coefficient * factor) }
        product.constant *= factor
        product.value *= factor
        return product
    }

    static prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }

    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + -b }

    /// The `.cell` text: `parent.width - 140`, `title.maxY + 8`, `(parent.height - image.height) / 2` is written
    /// `parent.height / 2 - image.height / 2`.
    var text: String {
        var text = ""
        for (atom, coefficient) in Self.printed(terms) {
            let magnitude = abs(coefficient)
            let scaled: String
            if abs(magnitude - 1) < 1e-9 {
                scaled = atom
            } else if let divisor = Self.wholeInverse(of: magnitude) {
                scaled = "\(atom) / \(divisor)"
            } else {
                scaled = "\(XIBValue.length(magnitude)) * \(atom)"
            }
            if text.isEmpty {
                text = coefficient < 0 ? "-" + scaled : scaled
            } else {
                text += (coefficient < 0 ? " - " : " + ") + scaled
            }
        }
        let rounded = (constant * 1000).rounded() / 1000
        if text.isEmpty {
            return XIBValue.length(rounded)
        }
        if rounded != 0 {
            text += (rounded < 0 ? " - " : " + ") + XIBValue.length(abs(rounded))
        }
        return text
    }

    /// The terms as written: an anchor's far edge less its near one is its length (`parent.margins.maxX -
    /// parent.margins.minX` is `parent.margins.width`), and the added terms come before the subtracted ones.
    private static func printed(_ terms: [(atom: String, coefficient: Double)]) -> [(atom: String, coefficient: Double)]
    {
        var terms = terms
        for (high, low, length) in [("maxX", "minX", "width"), ("maxY", "minY", "height")] {
            for index in terms.indices where terms[index].atom.hasSuffix("." + high) {
                let base = terms[index].atom.dropLast(high.count)
                let coefficient = terms[index].coefficient
                guard let other = terms.firstIndex(where: { $0.atom == base + low && $0.coefficient == -coefficient })
                else { continue }
                terms[index].atom = base + length
                terms[other].coefficient = 0
            }
        }
        terms.removeAll { $0.coefficient == 0 }
        return terms.filter { $0.coefficient > 0 } + terms.filter { $0.coefficient < 0 }
    }

    /// `n` when `value` is `1 / n` for a whole `n` from 2 to 1000: a centre's `/ 2`.
    private static func wholeInverse(of value: Double) -> Int? {
        guard value < 1, value > 0 else { return nil }
        let inverse = (1 / value).rounded()
        return inverse >= 2 && inverse <= 1000 && abs(1 / inverse - value) < 1e-9 ? Int(inverse) : nil
    }
}
