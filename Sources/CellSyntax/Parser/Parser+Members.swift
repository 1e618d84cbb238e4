import CellDiagnostics

extension Parser {
    /// A parsed brace block: its members and its range from the start of its header to the closing brace.
    struct Body {
        var members: [Member]
        var range: SourceRange
    }

    /// `body = "{" { member [ ";" ] } "}"`
    ///
    /// `opening` names the construct for messages (`cell 'Foo'`); `start` is where its header begins.
    mutating func parseBody(opening: String, start: SourceRange) -> Body? {
        guard let leftBrace = consume(.leftBrace) else {
            expected("'{' to begin the body of \(opening)")
            skipToMemberBoundary()
            return nil
        }
        guard depth < Parser.maximumDepth else {
            error(
                .nestingTooDeep, "views are nested too deeply (the limit is \(Parser.maximumDepth) levels)",
                at: leftBrace.range)
            index -= 1
            skipBalancedBlock()
            return nil
        }
        depth += 1
        defer { depth -= 1 }

        var members: [Member] = []
        let isClosed = !unclosedBraces.contains(index - 1)
        while true {
            if consume(.semicolon) != nil { continue }
            if isClosed, !closingUnfinishedBodies, startsMisplacedConstant() {
                parseMisplacedConstant()
                continue
            }
            if closingUnfinishedBodies || current.kind == .endOfFile || startsDeclaration(current) {
                if !closingUnfinishedBodies {
                    error(
                        .expectedToken, "expected '}' to close \(opening) at line \(line(of: leftBrace.range))",
                        at: current.range,
                        notes: [Diagnostic.Note("the body of \(opening) opens here", at: leftBrace.range)])
                    closingUnfinishedBodies = true
                }
                return Body(members: members, range: start.union(SourceRange(at: current.range.start)))
            }
            switch current.kind {
            case .rightBrace:
                let end = advance()
                return Body(members: members, range: start.union(end.range))
            case .identifier:
                let before = index
                if let member = parseMember() {
                    members.append(member)
                }
                if index == before { advance() }
            case .unknown:
                // Already reported by the lexer; what follows it on the line may well be a good member.
                advance()
            default:
                expected("a property or a subview in \(opening)")
                skipToMemberBoundary()
            }
        }
    }

    /// Whether `token` begins a top-level declaration, as `cell Name {`, `collectionCell Name {`, `style Name {` or
    /// `let name =` at the start of a line: no member looks like that, so a body still open there lacks its `}`.
    func startsDeclaration(_ token: Token) -> Bool {
        guard token.isAtStartOfLine, token.kind == .identifier, peek().kind == .identifier else { return false }
        if isKeyword(token, "let") { return peek(2).kind == .equals }
        return peek(2).kind == .leftBrace
            && Parser.declarationKeywords.contains { $0 != "let" && isKeyword(token, $0) }
    }

    /// Whether a `let name =` begins here, which in a body is a constant in the wrong place.
    func startsMisplacedConstant() -> Bool {
        isKeyword(current, "let") && peek().kind == .identifier && peek(2).kind == .equals
    }

    /// `constant = "let" identifier "=" expression`, inside a body whose `}` comes later: reported, with a fix-it
    /// that moves it before its declaration, and kept for the file (as if written there) so its uses check.
    mutating func parseMisplacedConstant() {
        let name = text(of: peek())
        guard let constant = parseConstant() else { return }
        var message = "constants are declared at the top level of the file"
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        if let (opening, start) = enclosingDeclaration {
            message += "; move 'let \(name)' before \(opening)"
            notes = [Diagnostic.Note("\(opening) starts here", at: start)]
            fixIts = [
                Diagnostic.FixIt(replacing: SourceRange(at: start.start), with: file.text(in: constant.range) + "\n"),
                Diagnostic.FixIt(replacing: constant.range, with: ""),
            ]
        }
        diagnostics.error(.misplacedConstant, message, at: constant.range, notes: notes, fixIts: fixIts)
        misplacedConstants.append(constant)
    }

    /// `member = property | variable | variation | subview`; a member starting `name =` is a property, `var name` a
    /// layout variable, `variation(` a variation (both words are contextual: a property or an outlet may still be
    /// called so), any other name a subview.
    mutating func parseMember() -> Member? {
        if isKeyword(current, "var"), peek().kind == .identifier, !peek().isAtStartOfLine {
            return parseVariable().map(Member.variable)
        }
        if isKeyword(current, "variation"), peek().kind == .leftParen {
            return parseVariation().map(Member.variation)
        }
        if peek().kind == .equals {
            return parseProperty().map(Member.property)
        }
        if peek().kind == .dot, let property = parseKeyPathProperty() {
            return .property(property)
        }
        if peek().kind == .colon, peek(2).kind != .identifier {
            // `height: 60` is a property written with a colon, not a subview with styles.
            let colon = peek()
            error(
                .expectedToken, "expected '=' after '\(text(of: current))', found ':'", at: colon.range,
                notes: [Diagnostic.Note("properties are set with '=', as in '\(text(of: current)) = ...'")])
            return parseProperty().map(Member.property)
        }
        return parseSubview().map(Member.subview)
    }

    /// `property = identifier "=" expression`
    mutating func parseProperty() -> Property? {
        parseProperty(named: identifier(advance()))
    }

    /// `identifier "." identifier { "." identifier } "=" expression`: a key path such as Interface Builder's
    /// `layer.cornerRadius`, which no property is, read as one dotted name so that the checker can say what to write
    /// instead; nil, consuming nothing, when the member is not one.
    mutating func parseKeyPathProperty() -> Property? {
        var offset = 1
        while peek(offset).kind == .dot, peek(offset + 1).kind == .identifier {
            offset += 2
        }
        guard offset > 1, peek(offset).kind == .equals else { return nil }
        var parts: [String] = []
        let start = current.range.start
        var end = start
        for _ in 0..<offset {
            let token = advance()
            end = token.range.end
            if token.kind == .identifier { parts.append(text(of: token)) }
        }
        return parseProperty(named: Identifier(parts.joined(separator: "."), at: SourceRange(start: start, end: end)))
    }

    /// The rest of a property, from its `=`, whose name is read.
    private mutating func parseProperty(named name: Identifier) -> Property? {
        advance()  // '='
        let errors = diagnostics.errorCount
        let value = parseValue()
        expectEndOfMember(after: name, valueHadErrors: diagnostics.errorCount > errors)
        return Property(name: name, value: value)
    }

    /// `variable = "var" identifier "=" expression`
    mutating func parseVariable() -> LayoutVariable? {
        let keyword = advance()
        let name = identifier(advance())
        guard consume(.equals) != nil else {
            var notes: [Diagnostic.Note] = []
            if current.kind == .colon {
                notes.append(Diagnostic.Note("a layout variable is a number; write 'var \(name.text) = 8'"))
            }
            expected("'=' and a default value after 'var \(name.text)'", notes: notes)
            skipToMemberBoundary()
            return nil
        }
        let errors = diagnostics.errorCount
        let value = parseValue()
        expectEndOfMember(after: name, valueHadErrors: diagnostics.errorCount > errors)
        return LayoutVariable(name: name, value: value, range: keyword.range.union(value.range))
    }

    /// `subview = identifier [ identifier ] [ ":" identifier { "," identifier } ] body`
    mutating func parseSubview() -> Subview? {
        let kind = identifier(advance())
        var name: Identifier?
        if current.kind == .identifier && !current.isAtStartOfLine {
            name = identifier(advance())
        }
        var styles: [Identifier] = []
        if consume(.colon) != nil {
            repeat {
                guard current.kind == .identifier else {
                    expected("a style name")
                    skipToMemberBoundary()
                    return nil
                }
                styles.append(identifier(advance()))
            } while consume(.comma) != nil
        }
        let header = name.map { "\(kind.text) '\($0.text)'" } ?? "'\(kind.text)'"
        guard current.kind == .leftBrace else {
            if name == nil && (current.isAtStartOfLine || current.kind == .rightBrace) {
                expected("'=' or '{' after '\(kind.text)'")
            } else {
                expected("'{' to begin the body of \(header)")
            }
            // A header alone on its line (`Label title`) ends there: what the next line starts is the next member.
            // The header was consumed, so returning without skipping still makes progress.
            if !current.isAtStartOfLine {
                skipToMemberBoundary()
            }
            return nil
        }
        guard let body = parseBody(opening: header, start: kind.range) else { return nil }
        return Subview(kind: kind, name: name, styles: styles, members: body.members, range: body.range)
    }

    /// `variation = "variation" "(" trait { "," trait } ")" body`, `trait = identifier ":" "." identifier`.
    mutating func parseVariation() -> Variation? {
        let keyword = advance().range
        advance()  // (
        var traits: [Variation.Trait] = []
        repeat {
            guard current.kind == .identifier, peek().kind == .colon, peek(2).kind == .dot,
                peek(3).kind == .identifier
            else {
                expected(
                    "a size class such as 'width: .regular'",
                    notes: [Diagnostic.Note("write 'variation(width: .regular, height: .regular) { ... }'")])
                skipToMemberBoundary()
                return nil
            }
            let label = identifier(advance())
            advance()  // :
            advance()  // .
            traits.append(Variation.Trait(label: label, value: identifier(advance())))
        } while consume(.comma) != nil
        guard consume(.rightParen) != nil else {
            expected("')' to close the variation's size classes")
            skipToMemberBoundary()
            return nil
        }
        guard let body = parseBody(opening: "the variation", start: keyword) else { return nil }
        return Variation(keyword: keyword, traits: traits, members: body.members, range: body.range)
    }

    /// After a value the member must end: a line break, `;`, `}` or the end of the file.
    ///
    /// When the value already had an error, the rest of the line is skipped quietly: one mistake, one message.
    mutating func expectEndOfMember(after name: Identifier, valueHadErrors: Bool) {
        if abandoningExpression {
            // The abandoned expression was skipped to the end of its line already.
            abandoningExpression = false
            return
        }
        switch current.kind {
        case .semicolon, .rightBrace, .endOfFile: return
        default:
            if current.isAtStartOfLine { return }
            if valueHadErrors {
                skipToMemberBoundary()
                return
            }
            expected(
                "a line break or ';' after the value of '\(name.text)'",
                notes: [Diagnostic.Note("write one property per line, or separate them with ';'")])
            skipToMemberBoundary()
        }
    }
}
