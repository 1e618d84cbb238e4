import CellDiagnostics
import CellSupport

extension Parser {
    /// `file = { declaration [ ";" ] }`
    mutating func parseFile() -> SourceFileSyntax {
        var declarations: [Declaration] = []
        while current.kind != .endOfFile {
            if consume(.semicolon) != nil || consume(.unknown) != nil { continue }
            let start = index
            closingUnfinishedBodies = false
            if let declaration = parseDeclaration() {
                declarations += misplacedConstants.map(Declaration.constant)
                declarations.append(declaration)
            }
            misplacedConstants = []
            enclosingDeclaration = nil
            if index == start {
                // The declaration did not start; step past the offending token so the loop progresses.
                if current.kind == .leftBrace { skipBalancedBlock() } else { advance() }
            }
        }
        return SourceFileSyntax(declarations: declarations)
    }

    /// `declaration = constant | style | template`
    mutating func parseDeclaration() -> Declaration? {
        let token = current
        if isKeyword(token, "let") { return parseConstant().map(Declaration.constant) }
        if isKeyword(token, "style") { return parseStyle().map(Declaration.style) }
        if let kind = Template.Kind.allCases.first(where: { isKeyword(token, $0.rawValue) }) {
            return parseTemplate(kind).map(Declaration.template)
        }

        var notes: [Diagnostic.Note] = []
        if token.kind == .identifier,
            let hint = Suggestions.didYouMean(text(of: token), among: Parser.declarationKeywords)
        {
            notes.append(Diagnostic.Note(hint))
        }
        let keywords = Parser.declarationKeywords.map { "'\($0)'" }
        expected(
            "\(keywords.dropLast().joined(separator: ", ")) or \(keywords.last ?? "") at the top level", notes: notes)
        skipToDeclarationBoundary()
        return nil
    }

    /// `constant = "let" identifier "=" expression`
    mutating func parseConstant() -> Constant? {
        let keyword = advance()
        guard current.kind == .identifier else {
            expected("a constant name after 'let'")
            skipToDeclarationBoundary()
            return nil
        }
        let name = identifier(advance())
        guard consume(.equals) != nil else {
            expected("'=' after 'let \(name.text)'")
            skipToDeclarationBoundary()
            return nil
        }
        let errors = diagnostics.errorCount
        let value = parseValue()
        expectEndOfMember(after: name, valueHadErrors: diagnostics.errorCount > errors)
        return Constant(name: name, value: value, range: keyword.range.union(value.range))
    }

    /// `style = "style" identifier "{" { property [ ";" ] } "}"`
    mutating func parseStyle() -> Style? {
        let keyword = advance()
        guard current.kind == .identifier else {
            expected("a style name after 'style'")
            skipToDeclarationBoundary()
            return nil
        }
        let name = identifier(advance())
        enclosingDeclaration = ("style '\(name.text)'", keyword.range)
        guard expectBodyAtTopLevel(of: "style '\(name.text)'"),
            let body = parseBody(opening: "style '\(name.text)'", start: keyword.range)
        else { return nil }
        var properties: [Property] = []
        for member in body.members {
            switch member {
            case .property(let property):
                properties.append(property)
            case .subview(let subview):
                error(
                    .expectedToken,
                    "a style sets properties only; it cannot contain the subview '\(subview.kind.text)'",
                    at: subview.kind.range)
            case .variable(let variable):
                error(
                    .expectedToken,
                    "a style sets properties only; it cannot declare the layout variable '\(variable.name.text)'",
                    at: variable.name.range)
            case .variation(let variation):
                error(
                    .expectedToken,
                    "a style sets properties only; a 'variation' belongs in the body of the view it varies",
                    at: variation.keyword)
            }
        }
        return Style(name: name, properties: properties, range: keyword.range.union(body.range))
    }

    /// `template = ( "cell" | "view" | "collectionCell" | "reusableView" ) identifier "{" { member } "}"`
    mutating func parseTemplate(_ kind: Template.Kind) -> Template? {
        let keyword = identifier(advance())
        guard current.kind == .identifier else {
            expected("a class name after '\(kind.rawValue)'")
            skipToDeclarationBoundary()
            return nil
        }
        let name = identifier(advance())
        let opening = "\(kind.rawValue) '\(name.text)'"
        enclosingDeclaration = (opening, keyword.range)
        guard expectBodyAtTopLevel(of: opening), let body = parseBody(opening: opening, start: keyword.range) else {
            return nil
        }
        return Template(
            kind: kind, keyword: keyword, name: name, members: body.members, range: keyword.range.union(body.range))
    }

    /// Whether a top-level declaration's body begins here; if not, reports it and skips to the next declaration.
    mutating func expectBodyAtTopLevel(of opening: String) -> Bool {
        guard current.kind != .leftBrace else { return true }
        expected("'{' to begin the body of \(opening)")
        skipToDeclarationBoundary()
        return false
    }

    /// Skips to the next top-level keyword that starts a line.
    mutating func skipToDeclarationBoundary() {
        while current.kind != .endOfFile {
            if current.isAtStartOfLine && Parser.declarationKeywords.contains(where: { isKeyword(current, $0) }) {
                return
            }
            if current.kind == .leftBrace { skipBalancedBlock() } else { advance() }
        }
    }

    /// The words that begin a top-level declaration: the template kinds' keywords, `style` and `let`.
    static let declarationKeywords = Template.Kind.allCases.map(\.rawValue) + ["style", "let"]
}
