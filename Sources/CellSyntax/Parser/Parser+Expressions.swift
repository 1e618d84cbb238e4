import CellDiagnostics

extension Parser {
    /// Binary operators by precedence: a higher number binds tighter. All are left-associative.
    static let precedence: [TokenKind: (Expression.BinaryOperator, Int)] = [
        .plus: (.add, 1),
        .minus: (.subtract, 1),
        .star: (.multiply, 2),
        .slash: (.divide, 2),
    ]

    /// The deepest expression tree the parser builds; deeper input gets `nesting-too-deep`.
    static let maximumExpressionDepth = 256

    /// `value = expression`, with a clean message when the value is missing altogether.
    mutating func parseValue() -> Expression {
        if current.isAtStartOfLine || current.kind == .rightBrace || current.kind == .endOfFile
            || current.kind == .semicolon
        {
            // Point just after the '=', where the value is missing, rather than at the next line.
            let end = index > 0 ? tokens[index - 1].range.end : current.range.start
            let place = SourceRange(at: end)
            if current.kind != .unknown {
                error(.expectedToken, "expected a value after '='", at: place)
            }
            return Expression(.missing, at: place)
        }
        return parseExpression()
    }

    /// `expression = unary { ( "+" | "-" | "*" | "/" ) unary }`, by precedence climbing over ``precedence``.
    mutating func parseExpression(minimumPrecedence: Int = 1) -> Expression {
        var lhs = parseUnary()
        while !abandoningExpression, let (op, precedence) = Parser.precedence[current.kind],
            precedence >= minimumPrecedence
        {
            advance()
            let rhs = parseExpression(minimumPrecedence: precedence + 1)
            let depth = max(lhs.depth, rhs.depth) + 1
            let range = lhs.range.union(rhs.range)
            guard depth <= Parser.maximumExpressionDepth else {
                return abandonExpression(
                    "expression is too complex (more than \(Parser.maximumExpressionDepth) levels)", at: range)
            }
            lhs = Expression(.binary(op, lhs, rhs), at: range, depth: depth)
        }
        return lhs
    }

    /// `unary = "-" unary | primary`
    mutating func parseUnary() -> Expression {
        guard let minus = consume(.minus) else { return parsePrimary() }
        return nested(at: minus.range) { parser in
            let operand = parser.parseUnary()
            return Expression(.negate(operand), at: minus.range.union(operand.range), depth: operand.depth + 1)
        }
    }

    /// ```
    /// primary = number | string | hex-colour | "true" | "false"
    ///         | identifier "(" [ arguments ] ")"          (* rgb(1, 2, 3) *)
    ///         | identifier { "." identifier }              (* margin, parent.width, title.maxY *)
    ///         | "." identifier [ "(" [ arguments ] ")" ]   (* .center, .system(12) *)
    ///         | "(" expression { "," expression } ")"      (* grouping, or a tuple such as a frame *)
    /// ```
    mutating func parsePrimary() -> Expression {
        let token = current
        switch token.kind {
        case .number:
            advance()
            return Expression(numberValue(token).map(Expression.Kind.number) ?? .missing, at: token.range)
        case .string:
            advance()
            return Expression(.string(decodeString(token)), at: token.range)
        case .hexColor:
            advance()
            return Expression(colorLiteral(token) ?? .missing, at: token.range)
        case .identifier:
            return parseNameExpression()
        case .dot:
            advance()
            guard current.kind == .identifier, !current.isAtStartOfLine else {
                if current.kind == .number, !current.isAtStartOfLine {
                    // `.5`: a Swift habit the language does not share.
                    let number = advance()
                    error(
                        .invalidNumber, "a number cannot start with '.'", at: token.range.union(number.range),
                        notes: [Diagnostic.Note("write '0.\(text(of: number))'")])
                    return Expression(.missing, at: token.range.union(number.range))
                }
                expected("a name after '.'")
                return Expression(.missing, at: token.range)
            }
            let name = identifier(advance())
            guard current.kind == .leftParen else {
                return Expression(.member(name, arguments: nil), at: token.range.union(name.range))
            }
            guard let (arguments, range) = parseArguments() else { return Expression(.missing, at: token.range) }
            return Expression(
                .member(name, arguments: arguments), at: token.range.union(range),
                depth: (arguments.map(\.depth).max() ?? 0) + 1)
        case .leftParen:
            return parseParenthesized()
        default:
            expected("a value")
            return Expression(.missing, at: SourceRange(at: token.range.start))
        }
    }

    /// A name, a dotted path, `true`/`false`, or a call such as `rgb(...)`.
    mutating func parseNameExpression() -> Expression {
        let first = identifier(advance())
        if first.text == "true" || first.text == "false" {
            return Expression(.bool(first.text == "true"), at: first.range)
        }
        if current.kind == .leftParen && !current.isAtStartOfLine {
            guard let (arguments, range) = parseArguments() else { return Expression(.missing, at: first.range) }
            return Expression(
                .call(first, arguments: arguments), at: first.range.union(range),
                depth: (arguments.map(\.depth).max() ?? 0) + 1)
        }
        var path = [first]
        while current.kind == .dot {
            advance()
            guard current.kind == .identifier else {
                let written = path.map(\.text).joined(separator: ".") + "."
                expected("a name after '\(written)'")
                break
            }
            path.append(identifier(advance()))
        }
        return Expression(.path(path), at: first.range.union(path[path.count - 1].range))
    }

    /// `"(" expression { "," expression } ")"`: one element is grouping, several are a tuple.
    mutating func parseParenthesized() -> Expression {
        let open = current.range
        guard let (elements, range) = parseArguments(), !abandoningExpression else {
            return Expression(.missing, at: open)
        }
        if elements.count == 1 {
            var inner = elements[0]
            inner.range = range
            return inner
        }
        if elements.isEmpty {
            error(.expectedToken, "expected a value inside '()'", at: range)
            return Expression(.missing, at: range)
        }
        return Expression(.tuple(elements), at: range, depth: (elements.map(\.depth).max() ?? 0) + 1)
    }

    /// `arguments = "(" [ expression { "," expression } ] ")"`; the current token is the `(`.
    ///
    /// Returns nil when the list is not closed (already reported), so that no later phase judges half a tuple.
    mutating func parseArguments() -> ([Expression], SourceRange)? {
        let open = advance()
        let result: ([Expression], SourceRange)?? = nested(at: open.range) { parser in
            var elements: [Expression] = []
            if let close = parser.consume(.rightParen) {
                return (elements, open.range.union(close.range))
            }
            repeat {
                elements.append(parser.parseExpression())
                if parser.abandoningExpression { return nil }
            } while parser.consume(.comma) != nil
            guard let close = parser.consume(.rightParen) else {
                if !elements.contains(where: { if case .missing = $0.kind { true } else { false } }) {
                    parser.expected(
                        "')' to close '(' at line \(parser.line(of: open.range))",
                        notes: [Diagnostic.Note("'(' opens here", at: open.range)])
                }
                return nil
            }
            return (elements, open.range.union(close.range))
        }
        return result ?? nil
    }

    /// Runs `body` one nesting level deeper, or abandons the expression when the limit is reached.
    mutating func nested<T>(at range: SourceRange, _ body: (inout Parser) -> T) -> T? {
        guard expressionDepth < Parser.maximumDepth else {
            _ = abandonExpression(
                "expression is nested too deeply (the limit is \(Parser.maximumDepth) levels)", at: range)
            return nil
        }
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        return body(&self)
    }

    mutating func nested(at range: SourceRange, _ body: (inout Parser) -> Expression) -> Expression {
        let result: Expression? = nested(at: range, body)
        return result ?? Expression(.missing, at: range)
    }

    /// Reports an over-deep expression once and skips the rest of it; every enclosing level then returns quietly.
    mutating func abandonExpression(_ message: String, at range: SourceRange) -> Expression {
        if !abandoningExpression {
            error(.nestingTooDeep, message, at: range)
            abandoningExpression = true
            while current.kind != .endOfFile && !current.isAtStartOfLine && current.kind != .rightBrace {
                advance()
            }
        }
        return Expression(.missing, at: range)
    }
}
